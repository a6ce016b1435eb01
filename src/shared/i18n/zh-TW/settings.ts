import type { Translation } from '../catalog'
import type { settings as english } from '../en/settings'

export const settings: Translation<typeof english> = {
  'settings.language.title': '語言',
  'settings.language.system': '跟隨系統語言',
}
