/** The app messages in English, the catalog the others are checked against (see ../catalog). */
export const app = {} as const
