/**
 * The wallet's HTTP client: signed calls, typed errors, schema-checked responses.
 * @module
 */
export { createApiClient, type ApiClient, type ApiClientOptions, type CallOptions, type QueryValue, type RequestSigner, type RetryPolicy, type SignedRequest } from './http'
export { ApiClientError, isApiClientError, codeFor, type ApiClientErrorCode, type ApiClientErrorInit } from './errors'
export { normalizeBaseUrl, blazeUrlFor, MIXIN_API_URL } from './base-url'
export { vaultSigner } from './signer'
export { readCappedBody } from './read-capped'
