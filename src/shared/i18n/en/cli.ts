/** The cli messages in English, the catalog the others are checked against (see ../catalog). */
export const cli = {} as const
