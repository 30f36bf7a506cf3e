/**
 * The server-rendered listing pages and sitemap of `realty-elements/ssr`, configured from the Worker's
 * bindings. Loaded on the first request that is not the proxy's (a dynamic import: the proxy's requests
 * never evaluate Lit). Bundle with the `node` export condition (`build.mjs`): Lit's browser build needs a
 * DOM, its Node build brings the small DOM shim that server rendering needs (lit/lit#3907).
 */
import { createSsrHandler, type SsrHandler, type SsrOptions } from 'realty-elements/ssr';

/** The bindings the pages read (besides `UPSTREAM` and `SESSION_KEY`). */
export interface SsrEnv {
  UPSTREAM: string;
  SESSION_KEY?: string;
  /** The chatbot whose listings get pages (none: no pages, no sitemap). */
  SSR_CHATBOT?: string;
  /** The site's origin (`https://www.example-realty.com`): canonical URLs and the sitemap. Default each request's origin. */
  SITE_URL?: string;
  SITE_NAME?: string;
  /** The path of the page with the search (default `/`). */
  SEARCH_PATH?: string;
  /** `en` (default) or `es`. */
  SSR_LANG?: string;
  /** The client script listing pages reference (hydration, Share, Ask). */
  SSR_SCRIPT?: string;
  /** `ask`: "Ask about this home" on listing pages. */
  SSR_ASK?: string;
  CACHE_SECONDS?: string;
  STALE_WHILE_REVALIDATE_SECONDS?: string;
}

const number = (value: string | undefined): number | undefined =>
  value === undefined || value.trim() === '' ? undefined : Number(value);

/** The SSR options from the bindings (exported so Node, and the tests, use the same mapping). */
export function ssrOptionsFromEnv(env: SsrEnv): SsrOptions {
  return {
    upstream: env.UPSTREAM,
    sessionKey: env.SESSION_KEY || undefined,
    serialNumber: env.SSR_CHATBOT ?? '',
    siteUrl: env.SITE_URL || undefined,
    siteName: env.SITE_NAME || undefined,
    searchPath: env.SEARCH_PATH || undefined,
    lang: env.SSR_LANG || undefined,
    script: env.SSR_SCRIPT || undefined,
    ask: env.SSR_ASK === 'ask',
    cache: {
      cacheSeconds: number(env.CACHE_SECONDS),
      staleWhileRevalidateSeconds: number(env.STALE_WHILE_REVALIDATE_SECONDS),
    },
  };
}

export const createHandler = (env: SsrEnv): SsrHandler => createSsrHandler(ssrOptionsFromEnv(env));
