/**
 * Pages passing through the handler, rewritten as they stream: each `<listing-search>` tag of the
 * handler's chatbot server-rendered (`search.ts`), the page's script after the first one drawn. One API
 * for both runtimes: Cloudflare's `HTMLRewriter` (Workers' global) and, in Node, `html-rewriter-wasm`
 * (the same lol-html engine, `./node.js`), which the host hands in as a factory (so no Worker bundle
 * holds the WebAssembly or its `fs`). Pages without the tag, and anything that is not HTML, pass byte for byte.
 */
import type { SwrCache } from './cache.js';
import { toLang } from '../elements/shared/lang.js';
import { escapeHtml } from './html.js';
import { type RenderedSearch, SearchFailed, type SearchSite, renderSearch } from './search.js';

/** The part of an element a rewriter hands its handlers (Workers' `Element`, html-rewriter-wasm's). */
export interface RewriterElement {
  readonly attributes: Iterable<[string, string]>;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): unknown;
  prepend(content: string, options?: { html?: boolean }): unknown;
  after(content: string, options?: { html?: boolean }): unknown;
}

/** The part of `HTMLRewriter` the handler uses. */
export interface HtmlRewriter {
  on(selector: string, handlers: { element(element: RewriterElement): void | Promise<void> }): HtmlRewriter;
  transform(response: Response): Response;
}

/** A new rewriter for one response: `() => new HTMLRewriter()` in Workers, `nodeRewriter` (`realty-elements/ssr/node`) in Node. */
export type RewriterFactory = () => HtmlRewriter;

/** What rewriting a page needs: the search's site, the page's script, and the cache one rendering of a search serves every visitor from. */
export interface RewriteSite extends SearchSite {
  /** The script the page gets after its first server-drawn tag (`dist/cdn/ssr/listing-search-page.js`), or none (no hydration). */
  script: string | undefined;
  cache: SwrCache<RenderedSearch | null>;
  waitUntil?: ((promise: Promise<unknown>) => void) | undefined;
}

/** `response` (the page at `url`) with its `<listing-search>` tags server-rendered; anything but HTML as it came. */
export function rewriteSearches(response: Response, url: URL, site: RewriteSite, rewriter: RewriterFactory): Response {
  if (!/^text\/html\b/i.test(response.headers.get('content-type') ?? '') || !response.body) return response;
  let scripted = false;
  // A tag without `lang` follows the page's, as in the browser (the `<html>` start tag streams by first).
  let pageLang = site.lang;
  return rewriter()
    .on('html', {
      element(html) {
        const lang = html.getAttribute('lang');
        if (lang) pageLang = toLang(lang);
      },
    })
    .on('listing-search', {
      async element(element) {
        // One rendering of a search (its attributes, the page's language, the address) serves every visitor of it.
        const key = `${JSON.stringify([...element.attributes])}\n${pageLang}\n${url.origin}${url.search}`;
        const attributes = new Map([...element.attributes]);
        // A failed search is not kept (the next visitor's request tries again); the tag is the browser's, and a
        // visitor without JavaScript reads why it is empty.
        const rendered = (
          await site.cache
            .get(
              key,
              async () =>
                (await renderSearch((name) => attributes.get(name) ?? null, url, { ...site, lang: pageLang })) ?? null,
              site.waitUntil,
            )
            .catch((error: unknown) => {
              if (error instanceof SearchFailed) element.after(error.notice, { html: true });
              return { value: null };
            })
        ).value;
        if (!rendered) return;
        for (const [name, value] of rendered.attributes) element.setAttribute(name, value);
        element.prepend(rendered.inner, { html: true });
        const script =
          // Low priority: it does nothing before the page's load (listing-search-page.ts), the cards' photos come first.
          site.script && !scripted
            ? `<script type="module" fetchpriority="low" src="${escapeHtml(site.script)}"></script>`
            : '';
        scripted ||= !!script;
        element.after(rendered.after + script, { html: true });
      },
    })
    .transform(response);
}
