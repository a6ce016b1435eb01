import type { Migration } from '../migrate'
import { users } from './0010-users'

/** Every schema step in order; append, never edit a released one. */
export const migrations: readonly Migration[] = [users]
