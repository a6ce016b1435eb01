import type { Translation } from '../catalog'
import type { groups as english } from '../en/groups'

export const groups: Translation<typeof english> = {}
