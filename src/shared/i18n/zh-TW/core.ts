import type { Translation } from '../catalog'
import type { core as english } from '../en/core'

export const core: Translation<typeof english> = {}
