import type { Translation } from '../catalog'
import type { queue as english } from '../en/queue'

export const queue: Translation<typeof english> = {}
