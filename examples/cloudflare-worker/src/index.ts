/**
 * The key-holding proxy as a Cloudflare Worker: `createProxy` configured from the Worker's bindings.
 *
 * Bindings (wrangler.toml `[vars]` and `wrangler secret put`):
 * - UPSTREAM         the platform's base URL (or a sandbox's)
 * - SESSION_KEY      secret: added to RealEstateList
 * - SECRET_KEY       secret: added to the admin operations (only when ADMIN_TOKEN is set)
 * - CHATBOTS         comma-separated chatbot IDs this proxy serves
 * - ALLOWED_ORIGINS  comma-separated origins that get CORS headers (`*` for any; empty: none)
 * - ADMIN_TOKEN      optional secret: admin operations need `x-admin-token: <it>`; without it they are refused.
 *                    A real admin site should rather check its own login (e.g. Cloudflare Access) in `authorize`.
 * - MAX_BODY_BYTES, CACHE_SECONDS, STALE_WHILE_REVALIDATE_SECONDS, STALE_IF_ERROR_SECONDS  optional numbers
 * - RATE_LIMIT_PER_SECOND, RATE_LIMIT_BURST  optional: a per-client token bucket (off unless the rate is set),
 *                    keyed by CLIENT_ADDRESS_HEADER (default `cf-connecting-ip`, which Cloudflare sets)
 * - UPSTREAM_CONCURRENCY, UPSTREAM_QUEUE, MAX_PAGE_SIZE  optional numbers (16, 32, 100)
 * - CACHE            optional: `off` turns list caching and coalescing off (lists are cached in `caches.default`)
 * - SSR_CHATBOT      optional: the chatbot whose listings get server-rendered pages (`/homes/…`) and a sitemap
 *                    (`/sitemap-homes.xml`); with SITE_URL, SITE_NAME, SEARCH_PATH, SSR_LANG, SSR_SCRIPT, SSR_ASK (see ssr.ts)
 * - ORIGIN           optional: the realtor's own site this Worker fronts (every path not the API's or the pages')
 * - SSR_SEARCH       optional: `on` server-renders the `<listing-search>` tags of ORIGIN's pages as they pass,
 *                    their page script SSR_SEARCH_SCRIPT (dist/cdn/ssr/listing-search-page.js)
 */
import { createProxy, sameSecret, type ProxyHandler, type ProxyOptions } from 'realty-elements/proxy';
import type { SsrHandler } from 'realty-elements/ssr';
import type { SsrEnv } from './ssr.js';

export interface Env extends SsrEnv {
  UPSTREAM: string;
  SESSION_KEY?: string;
  SECRET_KEY?: string;
  CHATBOTS: string;
  ALLOWED_ORIGINS?: string;
  ADMIN_TOKEN?: string;
  MAX_BODY_BYTES?: string;
  CACHE?: string;
  RATE_LIMIT_PER_SECOND?: string;
  RATE_LIMIT_BURST?: string;
  CLIENT_ADDRESS_HEADER?: string;
  UPSTREAM_CONCURRENCY?: string;
  UPSTREAM_QUEUE?: string;
  MAX_PAGE_SIZE?: string;
  CACHE_SECONDS?: string;
  STALE_WHILE_REVALIDATE_SECONDS?: string;
  STALE_IF_ERROR_SECONDS?: string;
}

/** The part of the Workers `ExecutionContext` the proxy uses (no Workers type package needed). */
export interface WorkerContext {
  waitUntil(promise: Promise<unknown>): void;
}

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const number = (value: string | undefined): number | undefined =>
  value === undefined || value.trim() === '' ? undefined : Number(value);

/** The proxy's options from the bindings (exported so a Node host, or a test, can use the same mapping). */
export function optionsFromEnv(env: Env): ProxyOptions {
  const origins = list(env.ALLOWED_ORIGINS);
  const adminToken = env.ADMIN_TOKEN;
  return {
    upstream: env.UPSTREAM,
    sessionKey: env.SESSION_KEY || undefined,
    secretKey: env.SECRET_KEY || undefined,
    chatbots: list(env.CHATBOTS),
    cors: origins.length === 0 ? undefined : { origins: origins.includes('*') ? '*' : origins },
    // Compared over SHA-256 digests in constant time: the answer's timing tells neither the token nor its length.
    authorize: adminToken ? (request) => sameSecret(request.headers.get('x-admin-token') ?? '', adminToken) : undefined,
    maxBodyBytes: number(env.MAX_BODY_BYTES),
    // Workers logs (wrangler tail, Logpush): one line per 429 or 5xx, never a key or a body.
    log: (line) => console.warn(line),
    rateLimit: env.RATE_LIMIT_PER_SECOND
      ? {
          requestsPerSecond: Number(env.RATE_LIMIT_PER_SECOND),
          burst: number(env.RATE_LIMIT_BURST) ?? Math.ceil(Number(env.RATE_LIMIT_PER_SECOND) * 2),
          clientAddressHeader: env.CLIENT_ADDRESS_HEADER || 'cf-connecting-ip',
        }
      : undefined,
    upstreamConcurrency: number(env.UPSTREAM_CONCURRENCY),
    upstreamQueue: number(env.UPSTREAM_QUEUE),
    maxPageSize: number(env.MAX_PAGE_SIZE),
    listCache:
      env.CACHE === 'off'
        ? false
        : {
            cacheSeconds: number(env.CACHE_SECONDS),
            staleWhileRevalidateSeconds: number(env.STALE_WHILE_REVALIDATE_SECONDS),
            staleIfErrorSeconds: number(env.STALE_IF_ERROR_SECONDS),
          },
  };
}

// One proxy per isolate: its in-flight table (coalescing) lives as long as the isolate does.
let proxy: ProxyHandler | undefined;
// The pages' handler (and its caches), loaded on the first request for a page.
let ssr: Promise<SsrHandler> | undefined;

export default {
  async fetch(request: Request, env: Env, ctx: WorkerContext): Promise<Response> {
    if (env.SSR_CHATBOT && !new URL(request.url).pathname.startsWith('/chat/')) {
      ssr ??= import('./ssr.js').then((module) => module.createHandler(env));
      const pages = await ssr;
      // With ORIGIN, every other page is the realtor's own, fetched and (SSR_SEARCH) rewritten on its way.
      if (pages.serves(new URL(request.url)) || env.ORIGIN) return pages(request, ctx);
    }
    proxy ??= createProxy(optionsFromEnv(env));
    return proxy(request, ctx);
  },
};
