/** The conversation messages in English, the catalog the others are checked against (see ../catalog). */
export const conversation = {} as const
