/** The runs messages in English, the catalog the others are checked against (see ../catalog). */
export const runs = {} as const
