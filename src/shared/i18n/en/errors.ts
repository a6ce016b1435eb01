/** The errors messages in English, the catalog the others are checked against (see ../catalog). */
export const errors = {} as const
