import type { Translation } from '../catalog'
import type { review as english } from '../en/review'

export const review: Translation<typeof english> = {}
