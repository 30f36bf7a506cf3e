/**
 * The proxy's public types: its options, the handler it returns and what a host passes along. A module of
 * their own below the handler (`index.ts`) and the Node adapter (`node.ts`), so the adapter needs nothing
 * from the handler's module and the two do not import each other.
 */
import type { OperationName } from '../api/operations.js';
import type { ListCacheOptions } from './list-cache.js';
import type { RateLimitOptions } from './protection.js';

/** The operations the proxy can forward: every operation of the API (operations.ts). */
export type ProxyOperation = OperationName;

export interface ProxyOptions {
  /** Base URL of the platform (or the sandbox), e.g. `https://usapi.hottask.com`. */
  upstream: string;
  /** The workspace session key, added to RealEstateList. Without it, listing is refused. */
  sessionKey?: string;
  /** The workspace secret key, added to the admin operations. Without it, they are refused. */
  secretKey?: string;
  /** The chatbot IDs this proxy serves; every other chatbot is refused. */
  chatbots: readonly string[];
  /**
   * Decides whether a request may use the admin operations (check the admin's session, CSRF
   * token, origin…). Without it every admin operation is refused. Not consulted for RealEstateList.
   */
  authorize?: (request: Request) => boolean | Promise<boolean>;
  /** Largest request body accepted, in bytes (413 above). Default 262 144 (256 KiB). */
  maxBodyBytes?: number;
  /** A path prefix the proxy is mounted under, e.g. `/admin-api` (removed before matching). */
  prefix?: string;
  /** Adds CORS headers for these origins (`'*'` for any). Without it no CORS header is sent. */
  cors?: { origins: readonly string[] | '*' };
  /** Request headers passed through upstream besides Content-Type and Accept (e.g. `x-sandbox-fault` in tests). */
  forwardHeaders?: readonly string[];
  /** Upstream time limit in milliseconds (504 after). Default 15 000. */
  timeoutMs?: number;
  /**
   * Caching and coalescing of RealEstateList (see `ListCacheOptions` for the windows and the store).
   * On by default; `false` turns both off.
   */
  listCache?: false | ListCacheOptions;
  /** A per-client token bucket; beyond it 429 with `Retry-After`. Off unless set. */
  rateLimit?: RateLimitOptions;
  /** Upstream calls in flight at most (default 16); more wait in a queue of `upstreamQueue` (default 32), beyond which 503. */
  upstreamConcurrency?: number;
  upstreamQueue?: number;
  /** The largest `PageSize` a list may ask for (default 100); a larger one is refused with 400, not clamped. */
  maxPageSize?: number;
  /**
   * Told one line per answer an operator should see (429, 5xx): method, path, status. Never a key, a
   * header or a body. E.g. `console.warn`.
   */
  log?: (line: string) => void;
  /** A `fetch` to reach the upstream with. Default: the global one. */
  fetch?: typeof fetch;
}

/** What a host gives each request besides it: Workers' `ctx` (`waitUntil` keeps background work alive). */
export interface ProxyContext {
  waitUntil?(promise: Promise<unknown>): void;
}

export type ProxyHandler = (request: Request, context?: ProxyContext) => Promise<Response>;
