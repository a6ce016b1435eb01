import type { Translation } from '../catalog'
import type { menu as english } from '../en/menu'

export const menu: Translation<typeof english> = {}
