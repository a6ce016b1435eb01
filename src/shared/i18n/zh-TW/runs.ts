import type { Translation } from '../catalog'
import type { runs as english } from '../en/runs'

export const runs: Translation<typeof english> = {}
