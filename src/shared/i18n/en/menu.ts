/** The menu messages in English, the catalog the others are checked against (see ../catalog). */
export const menu = {} as const
