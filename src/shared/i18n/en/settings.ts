/** The settings messages in English, the catalog the others are checked against (see ../catalog). */
export const settings = {
  'settings.language.title': 'Language',
  'settings.language.system': 'The system’s language',
} as const
