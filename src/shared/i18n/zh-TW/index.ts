/** Every zh-TW message, one module per area of the wallet (each area's keys start with its name). */
import { common } from './common'
import { app } from './app'
import { lock } from './lock'
import { onboarding } from './onboarding'
import { accounts } from './accounts'
import { runs } from './runs'
import { review } from './review'
import { open } from './open'
import { queue } from './queue'
import { conversation } from './conversation'
import { groups } from './groups'
import { settings } from './settings'
import { activity } from './activity'
import { errors } from './errors'
import { core } from './core'
import { cli } from './cli'
import { menu } from './menu'
import type { Translation } from '../translation'
import type { en } from '../en'

/** The areas by name, so a test can hold each to its own prefix. */
export const areas = {
  common,
  app,
  lock,
  onboarding,
  accounts,
  runs,
  review,
  open,
  queue,
  conversation,
  groups,
  settings,
  activity,
  errors,
  core,
  cli,
  menu,
}

export const zhTW: Translation<typeof en> = {
  ...common,
  ...app,
  ...lock,
  ...onboarding,
  ...accounts,
  ...runs,
  ...review,
  ...open,
  ...queue,
  ...conversation,
  ...groups,
  ...settings,
  ...activity,
  ...errors,
  ...core,
  ...cli,
  ...menu,
}
