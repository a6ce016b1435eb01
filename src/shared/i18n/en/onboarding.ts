/** The onboarding messages in English, the catalog the others are checked against (see ../catalog). */
export const onboarding = {} as const
