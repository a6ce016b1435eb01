import type { Translation } from '../catalog'
import type { onboarding as english } from '../en/onboarding'

export const onboarding: Translation<typeof english> = {}
