/** The lock messages in English, the catalog the others are checked against (see ../catalog). */
export const lock = {} as const
