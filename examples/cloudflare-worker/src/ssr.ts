/**
 * The server-rendered listing pages and sitemap of `realty-elements/ssr`, configured from the Worker's
 * bindings. Loaded on the first request that is not the proxy's (a dynamic import: the proxy's requests
 * never evaluate Lit). Bundle with the `node` export condition (`build.mjs`): Lit's browser build needs a
 * DOM, its Node build brings the small DOM shim that server rendering needs (lit/lit#3907).
 */
import { createSsrHandler, type RewriterFactory, type SsrHandler, type SsrOptions } from 'realty-elements/ssr';

/** Workers' own streaming rewriter (lol-html), a global there. */
declare const HTMLRewriter: new () => ReturnType<RewriterFactory>;

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
  /** `on`: the pages of `ORIGIN` this Worker passes on get their `<listing-search>` tags server-rendered. */
  SSR_SEARCH?: string;
  /** The script rewritten pages reference (`dist/cdn/ssr/listing-search-page.js`, hydration). */
  SSR_SEARCH_SCRIPT?: string;
  /** The realtor's own site this Worker fronts (`https://origin.example-realty.com`): every other path is fetched from it. */
  ORIGIN?: string;
  CACHE_SECONDS?: string;
  STALE_WHILE_REVALIDATE_SECONDS?: string;
}

/** The request for the same path and query at `origin` (same method, headers and body). */
const toOrigin = (request: Request, origin: string): Request => {
  const url = new URL(request.url);
  return new Request(new URL(url.pathname + url.search, origin), request);
};

const number = (value: string | undefined): number | undefined =>
  value === undefined || value.trim() === '' ? undefined : Number(value);

/**
 * The SSR options from the bindings (exported so Node, and the tests, use the same mapping); `rewrite`: the
 * HTML rewriter (Workers' global by default; a Node host passes `nodeRewriter` from `realty-elements/ssr/node`).
 */
export function ssrOptionsFromEnv(env: SsrEnv, rewrite?: RewriterFactory): SsrOptions {
  const origin = env.ORIGIN;
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
    fallback: origin ? (request) => fetch(toOrigin(request, origin)) : undefined,
    rewrite: env.SSR_SEARCH === 'on' ? (rewrite ?? (() => new HTMLRewriter())) : undefined,
    searchScript: env.SSR_SEARCH_SCRIPT || undefined,
    cache: {
      cacheSeconds: number(env.CACHE_SECONDS),
      staleWhileRevalidateSeconds: number(env.STALE_WHILE_REVALIDATE_SECONDS),
    },
  };
}

export const createHandler = (env: SsrEnv): SsrHandler => createSsrHandler(ssrOptionsFromEnv(env));
