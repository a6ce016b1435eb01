/**
 * The wallet's HTTP client: signed calls, typed errors, schema-checked responses.
 * @module
 */
export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type RequestSigner,
  type RetryPolicy,
} from './http'
export { ApiClientError, isApiClientError, codeFor, type ApiClientErrorCode } from './errors'
export { normalizeBaseUrl, blazeUrlFor, MIXIN_API_URL } from './base-url'
export { vaultSigner, seedSigner } from './signer'
export { readCappedBody } from './read-capped'
export { hostKind, ipKind, type HostKind } from './host-kind'
