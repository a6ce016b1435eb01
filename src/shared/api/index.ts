/**
 * Every resource, request body and error of the interface as zod schemas (the schemas are the
 * definition; types are inferred from them).
 * @module
 */
export * from './common'
export * from './time'
export * from './error'
export * from './user'
export * from './registration'
export * from './code'
// Conversations (and further feature modules) are appended below.
export * from './conversation'
export * from './inscriptions'
export * from './payments'
export * from './messages'
export * from './attachment'
export * from './ledger'
export * from './assets'
