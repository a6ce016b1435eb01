/** The open messages in English, the catalog the others are checked against (see ../catalog). */
export const open = {} as const
