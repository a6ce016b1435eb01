import type { Translation } from '../catalog'
import type { conversation as english } from '../en/conversation'

export const conversation: Translation<typeof english> = {}
