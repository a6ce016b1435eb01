/**
 * Words many screens share (buttons, states), in English, the catalog the others are checked
 * against (see ../catalog). A word belongs here only when it means the same wherever it stands.
 */
export const common = {
  'common.cancel': 'Cancel',
  'common.close': 'Close',
  'common.back': '← Back',
  'common.save': 'Save',
  'common.saving': 'Saving…',
  'common.retry': 'Try again',
  'common.copy': 'Copy',
  'common.copied': 'Copied',
  'common.loading': 'Loading…',
  'common.details': 'Details: {details}',
} as const
