import type { Translation } from '../catalog'
import type { app as english } from '../en/app'

export const app: Translation<typeof english> = {}
