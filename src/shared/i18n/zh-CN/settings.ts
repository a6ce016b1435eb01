import type { Translation } from '../catalog'
import type { settings as english } from '../en/settings'

export const settings: Translation<typeof english> = {
  'settings.language.title': '语言',
  'settings.language.system': '跟随系统语言',
}
