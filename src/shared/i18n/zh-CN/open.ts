import type { Translation } from '../catalog'
import type { open as english } from '../en/open'

export const open: Translation<typeof english> = {}
