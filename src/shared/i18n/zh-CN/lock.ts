import type { Translation } from '../catalog'
import type { lock as english } from '../en/lock'

export const lock: Translation<typeof english> = {}
