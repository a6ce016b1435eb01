/** The review messages in English, the catalog the others are checked against (see ../catalog). */
export const review = {} as const
