/** The queue messages in English, the catalog the others are checked against (see ../catalog). */
export const queue = {} as const
