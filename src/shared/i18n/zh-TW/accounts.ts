import type { Translation } from '../catalog'
import type { accounts as english } from '../en/accounts'

export const accounts: Translation<typeof english> = {}
