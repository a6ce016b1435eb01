import type { Translation } from '../catalog'
import type { cli as english } from '../en/cli'

export const cli: Translation<typeof english> = {}
