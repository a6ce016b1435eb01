/** The accounts messages in English, the catalog the others are checked against (see ../catalog). */
export const accounts = {} as const
