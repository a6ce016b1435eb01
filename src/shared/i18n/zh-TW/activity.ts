import type { Translation } from '../catalog'
import type { activity as english } from '../en/activity'

export const activity: Translation<typeof english> = {}
