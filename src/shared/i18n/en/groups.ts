/** The groups messages in English, the catalog the others are checked against (see ../catalog). */
export const groups = {} as const
