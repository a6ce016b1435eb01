/** The activity messages in English, the catalog the others are checked against (see ../catalog). */
export const activity = {} as const
