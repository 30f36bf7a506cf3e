/** realty-elements/api: the typed client of the platform API. */
export * from './schemas.js';
export { ApiError, isApiError, describeIssues, toIssues, type ApiErrorKind, type ApiIssue } from './errors.js';
export {
  DEFAULT_BASE_URL,
  DEFAULT_TIMEOUT_MS,
  type ClientOptions,
  type RequestOptions,
  validateRequest,
} from './http.js';
export { ListingClient, type ListingClientOptions, type ListResult } from './listing-client.js';
export { AdminClient, type AdminClientOptions } from './admin-client.js';
export { isListingId, normalizeListing, normalizeListings, parseNumber, parseSaleType } from './normalize.js';
export { safeUrl } from './safe-url.js';
export { answerBytesFor, boundedFetch } from './bounded-fetch.js';
export { foldFilterText } from './list-filter.js';
export { runCheck, SALE_TYPES, type DataSchema, type Infer } from './checks.js';
// The protocol itself, for servers that speak it (the key-holding proxy, the sandbox): the operations,
// the envelope and the one reader of JSON request bodies.
export * from './operations.js';
export { API_VERSION, failureEnvelope, successEnvelope } from './envelope.js';
export {
  MAX_JSON_DEPTH,
  contentTypeProblem,
  describeBytes,
  readJsonBody,
  type JsonBodyInput,
  type JsonBodyResult,
} from './json-body.js';
