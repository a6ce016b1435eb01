/** What a locale's catalog must be: its text for every key of an English area (or of the whole catalog). */
export type Translation<English> = { readonly [K in keyof English]: string }
