/** The core messages in English, the catalog the others are checked against (see ../catalog). */
export const core = {} as const
