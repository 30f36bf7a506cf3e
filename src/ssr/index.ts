/**
 * Server rendering for search engines, shared links and visitors without JavaScript
 * (`realty-elements/ssr`): a fetch-standard handler, like the proxy's, for Node (`./node.js`) and
 * Workers. It serves a page per listing at `/homes/<id>-<city>-<street>` (a wrong slug: 301 to the
 * canonical one; an unknown ID: 404 with a search; a listing that has gone: 410 with similar homes of
 * its city) and the sitemap `/sitemap-homes.xml`. The listings come from the API (the session key stays
 * on the server) through the inventory index; pages and inventories are cached with the proxy's
 * semantics (`cache.ts`). The pages are drawn by the elements themselves through `@lit-labs/ssr`.
 */
import { boundedFetch } from '../api/bounded-fetch.js';
import { MAX_LISTINGS } from '../api/limits.js';
import { isPageRequest } from '../api/page-request.js';
import { ListingClient } from '../api/listing-client.js';
import type { Listing } from '../api/schemas.js';
import { type Inventory, loadInventory } from '../elements/listing-search/inventory-index.js';
import { loadStrings } from '../elements/shared/i18n.js';
import { toLang } from '../elements/shared/lang.js';
import { type CacheState, type SsrCacheOptions, SwrCache } from './cache.js';
import { contentSecurityPolicy } from './html.js';
import { askFallback } from './fallback.js';
import { type Page, type PageContext, gonePage, listingPage, listingUrl, notFoundPage } from './pages.js';
import { MAX_URLS, sitemapIndex, urlSet } from './sitemap.js';
import { type RewriterFactory, rewriteSearches } from './rewrite.js';
import type { RenderedSearch } from './search.js';
import { listingIdOf, listingPath } from './slug.js';

export type { SsrCacheOptions } from './cache.js';
export type { HtmlRewriter, RewriterElement, RewriterEndTag, RewriterFactory, RewriterHandlers } from './rewrite.js';
export type { SearchData, SearchProps } from './search.js';
export { listingPath, listingIdOf, slugify } from './slug.js';

export interface SsrOptions {
  /** The API's base URL: the platform, a key-holding proxy or a sandbox. */
  upstream: string;
  /** The chatbot's session key, when `upstream` is the platform (never sent to a browser). */
  sessionKey?: string;
  /** The chatbot whose listings the pages show. */
  serialNumber: string;
  /** The site's origin for canonical URLs, Open Graph and the sitemap (`https://www.example-realty.com`). Default: each request's own origin. */
  siteUrl?: string;
  /** The path of the page with the search (the listing pages' "back" link). Default `/`. */
  searchPath?: string;
  /** The path the listing pages live under. Default `/homes/`. */
  homesPath?: string;
  /** The site's name: the end of each title, `og:site_name`. Default the site's host name. */
  siteName?: string;
  /** `en` (default) or `es`. */
  lang?: string;
  /** `Square Feet` (default) or `Square Meters`, for listings that do not say. */
  areaUnit?: string;
  /** `auto` (default), `light` or `dark`. */
  colorScheme?: 'auto' | 'light' | 'dark';
  /** "Ask about this home" on listing pages (fires `listing-ask` for the site's chat). */
  ask?: boolean;
  /** The URL of the client script listing pages reference (hydration; Share and Ask need it). Default none. */
  script?: string;
  /** The most listings loaded (pages and sitemap). Default 10,000 (`MAX_LISTINGS`). */
  maxListings?: number;
  /** URLs per sitemap file before the sitemap becomes an index of parts. Default (and at most) 50,000. */
  urlsPerSitemap?: number;
  /** Pages and inventories: fresh 30 s, then stale-while-revalidate 300 s. */
  cache?: SsrCacheOptions;
  /** A `fetch` to reach the upstream with. Default the global one. */
  fetch?: typeof fetch;
  /**
   * What answers requests that are not ours (another page of the site). Default: a plain 404. Its request carries a
   * signal that aborts at `fallbackTimeoutMs` and when the visitor goes away: pass it on (`fetch(url, { signal: request.signal })`).
   */
  fallback?: (request: Request) => Promise<Response>;
  /**
   * The time `fallback` has to begin its answer, and between two pieces of its body, in ms. Default 15,000. Past it:
   * 504 (an HTML page when a page was asked for), or a body cut short (the connection ends; the visitor keeps what came).
   */
  fallbackTimeoutMs?: number;
  /**
   * Rewrite the HTML pages `fallback` answers: their `<listing-search>` tags for `serialNumber` server-rendered
   * (first page in Declarative Shadow DOM, its data, cards linking to the listing pages, a pager of links).
   * Workers: `() => new HTMLRewriter()`; Node: `nodeRewriter` from `realty-elements/ssr/node`.
   */
  rewrite?: RewriterFactory;
  /** The script rewritten pages reference (`dist/cdn/ssr/listing-search-page.js`: hydration, then the widget). Default none. */
  searchScript?: string;
}

/** What a host gives each request besides it: Workers' `ctx` (`waitUntil` keeps a background reload alive). */
export interface SsrContext {
  waitUntil?(promise: Promise<unknown>): void;
}

export type SsrHandler = ((request: Request, context?: SsrContext) => Promise<Response>) & {
  /** Whether `url`'s path is one this handler serves (a host can pass the others on). */
  serves(url: URL): boolean;
};

/** A rendered answer as cached: status, body, type, policy and where to go (301). */
interface Rendered {
  status: number;
  body: string;
  type: string;
  csp?: string;
  location?: string;
}

/** The most IDs remembered as once listed (for the 410). */
const MAX_SEEN = 100_000;

const SITEMAP = /^\/sitemap-homes(?:-(\d{1,6}))?\.xml$/;

export function createSsrHandler(options: SsrOptions): SsrHandler {
  const client = new ListingClient({
    baseUrl: options.upstream,
    sessionKey: options.sessionKey || undefined,
    // Never more read than asked for: an API ignoring PageSize must not slow every visitor.
    fetch: boundedFetch(options.fetch),
  });
  const lang = toLang(options.lang);
  const homesPath = options.homesPath ?? '/homes/';
  const perSitemap = Math.min(MAX_URLS, Math.max(1, options.urlsPerSitemap ?? MAX_URLS));
  const inventories = new SwrCache<Inventory>(options.cache);
  const pages = new SwrCache<Rendered>(options.cache);
  const searches = new SwrCache<RenderedSearch | null>(options.cache);
  /** Every listing seen on the market, with its city: an ID that was here and is not any more has gone (410). */
  const seen = new Map<number, string>();
  const words = loadStrings(lang);

  const inventory = async (context?: SsrContext) =>
    (
      await inventories.get(
        options.serialNumber,
        async () => {
          const loaded = await loadInventory(
            (page, pageSize) =>
              client.list({ SerialNumber: options.serialNumber, PageNumber: page, PageSize: pageSize }),
            { max: options.maxListings ?? MAX_LISTINGS },
          );
          for (const listing of loaded.listings) {
            seen.delete(listing.id);
            seen.set(listing.id, listing.city ?? '');
          }
          // Bounded: the IDs seen longest ago are forgotten first (they then answer 404 rather than 410).
          for (const id of seen.keys()) {
            if (seen.size <= MAX_SEEN) break;
            seen.delete(id);
          }
          return loaded;
        },
        context?.waitUntil?.bind(context),
      )
    ).value;

  const contextFor = (url: URL): PageContext => ({
    lang,
    siteUrl: (options.siteUrl ?? url.origin).replace(/\/+$/, ''),
    searchPath: options.searchPath ?? '/',
    homesPath,
    siteName: options.siteName ?? new URL(options.siteUrl ?? url.origin).hostname,
    areaUnit: options.areaUnit ?? 'Square Feet',
    colorScheme: options.colorScheme ?? 'auto',
    ask: options.ask ?? false,
    script: options.script,
  });

  const html = async (page: Page): Promise<Rendered> => ({
    status: page.status,
    body: page.html,
    type: 'text/html; charset=utf-8',
    csp: await contentSecurityPolicy(page.html),
  });

  async function renderListing(id: number, path: string, ctx: PageContext, context?: SsrContext): Promise<Rendered> {
    await words;
    const { listings } = await inventory(context);
    const listing = listings.find((item) => item.id === id);
    if (listing) {
      const canonical = listingPath(listing, homesPath);
      if (canonical !== path) return { status: 301, body: '', type: 'text/plain', location: canonical };
      return html(await listingPage(listing, ctx));
    }
    const city = seen.get(id);
    if (city === undefined) return html(await notFoundPage(ctx));
    const same = (item: Listing) => (item.city ?? '').toLowerCase() === city.toLowerCase();
    return html(await gonePage(city, listings.filter(same).slice(0, 6), ctx));
  }

  async function renderSitemap(part: number | undefined, ctx: PageContext, context?: SsrContext): Promise<Rendered> {
    const { listings } = await inventory(context);
    const urls = listings.map((listing) => listingUrl(listing, ctx));
    const parts = Math.ceil(urls.length / perSitemap);
    const xml = (body: string): Rendered => ({ status: 200, body, type: 'application/xml; charset=utf-8' });
    if (part === undefined)
      return xml(
        parts <= 1
          ? urlSet(urls)
          : sitemapIndex(Array.from({ length: parts }, (_, i) => `${ctx.siteUrl}/sitemap-homes-${i + 1}.xml`)),
      );
    if (part < 1 || part > parts || parts <= 1) return { status: 404, body: 'No such sitemap.\n', type: 'text/plain' };
    return xml(urlSet(urls.slice((part - 1) * perSitemap, part * perSitemap)));
  }

  const serves = (url: URL) => SITEMAP.test(url.pathname) || url.pathname.startsWith(homesPath);

  const handler = async (request: Request, context?: SsrContext): Promise<Response> => {
    const url = new URL(request.url);
    if (!serves(url)) {
      const { response, failed } = options.fallback
        ? await askFallback(
            options.rewrite ? unconditional(request) : request,
            options.fallback,
            options.fallbackTimeoutMs,
          )
        : { response: plain(404, 'Not found.\n'), failed: false };
      if (failed || !options.rewrite || request.method !== 'GET') return response;
      const ctx = contextFor(url);
      return rewriteSearches(
        response,
        url,
        {
          client,
          serialNumber: options.serialNumber,
          siteUrl: ctx.siteUrl,
          homesPath,
          lang,
          script: options.searchScript,
          cache: searches,
          waitUntil: context?.waitUntil?.bind(context),
        },
        options.rewrite,
      );
    }
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return plain(405, 'Only GET and HEAD.\n', { Allow: 'GET, HEAD' });
    const ctx = contextFor(url);
    const sitemap = SITEMAP.exec(url.pathname);
    const id = sitemap ? undefined : listingIdOf(url.pathname, homesPath);
    if (!sitemap && id === undefined) {
      await words;
      return respond(await html(await notFoundPage(ctx)), 'miss', 0);
    }
    let answer: { value: Rendered; state: CacheState; age: number };
    try {
      // One rendering per page and site serves every visitor of it.
      answer = await pages.get(
        `${ctx.siteUrl}\n${url.pathname}`,
        () =>
          sitemap
            ? renderSitemap(sitemap[1] ? Number(sitemap[1]) : undefined, ctx, context)
            : renderListing(id!, url.pathname, ctx, context),
        context?.waitUntil?.bind(context),
      );
    } catch {
      // The listings could not be loaded (and nothing stale is left): say so, and let the next request try again.
      return plain(503, 'The listings cannot be loaded right now. Please try again in a moment.\n', {
        'Retry-After': '30',
      });
    }
    const response = respond(answer.value, answer.state, answer.age, url.search);
    return request.method === 'HEAD' ? new Response(null, response) : response;
  };

  function respond(rendered: Rendered, state: CacheState, age: number, search = ''): Response {
    const headers = new Headers({
      'Content-Type': rendered.type,
      'Cache-Control': `public, max-age=${pages.freshMs / 1000}, stale-while-revalidate=${pages.staleMs / 1000}`,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-SSR-Cache': state,
      Age: String(Math.floor(Math.min(age, 1e12) / 1000)),
    });
    if (rendered.csp) headers.set('Content-Security-Policy', rendered.csp);
    if (rendered.location) headers.set('Location', `${rendered.location}${search}`);
    return new Response(rendered.status === 301 ? null : rendered.body, { status: rendered.status, headers });
  }

  return Object.assign(handler, { serves });
}

/**
 * A page's request without its conditions: a page that may be rewritten is not the origin's bytes, so the origin's
 * 304 for its own `ETag` must not stand for it (`limitCaching` drops the validators it answers with). Other requests
 * (a stylesheet, an image: never rewritten) keep theirs.
 */
function unconditional(request: Request): Request {
  const page = request.method === 'GET' && isPageRequest(request);
  if (!page || !(request.headers.has('if-none-match') || request.headers.has('if-modified-since'))) return request;
  const headers = new Headers(request.headers);
  headers.delete('if-none-match');
  headers.delete('if-modified-since');
  return new Request(request, { headers });
}

function plain(status: number, text: string, extra: Record<string, string> = {}): Response {
  return new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...extra },
  });
}
