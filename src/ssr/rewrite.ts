/**
 * Pages passing through the handler, rewritten as they stream: each `<listing-search>` tag of the
 * handler's chatbot server-rendered (`search.ts`), the page's script after the first one drawn. One API
 * for both runtimes: Cloudflare's `HTMLRewriter` (Workers' global) and, in Node, `nodeRewriter` (`./node.js`:
 * parse5's tokenizer, writing what lol-html writes), which the host hands in as a factory (so no Worker bundle
 * holds it). Pages without the tag, and anything that is not HTML, pass byte for byte.
 */
import type { SwrCache } from './cache.js';
import { toLang } from '../elements/shared/lang.js';
import { escapeHtml } from './html.js';
import { type RenderedSearch, SearchFailed, type SearchSite, renderSearch } from './search.js';

/** The part of an end tag a rewriter hands an element's end handlers (Workers' `EndTag`). */
export interface RewriterEndTag {
  readonly name: string;
}

/** The part of an element a rewriter hands its handlers (Workers' `Element`, `node-rewriter.ts`'s). */
export interface RewriterElement {
  readonly attributes: Iterable<[string, string]>;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): unknown;
  prepend(content: string, options?: { html?: boolean }): unknown;
  after(content: string, options?: { html?: boolean }): unknown;
  /** Runs `handler` at the element's end tag (or the ancestor's that closes it); throws when it can have none. */
  onEndTag(handler: (tag: RewriterEndTag) => void | Promise<void>): unknown;
}

/** What `HtmlRewriter.on` takes for a selector. */
export interface RewriterHandlers {
  element?(element: RewriterElement): void | Promise<void>;
}

/** The part of `HTMLRewriter` the handler uses (type selectors only: what Node's rewriter supports). */
export interface HtmlRewriter {
  on(selector: string, handlers: RewriterHandlers): HtmlRewriter;
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

const NON_ASCII = /[\u0080-\uffff]/;
const hex = (code: number | undefined, width = 0) => (code ?? 0).toString(16).toUpperCase().padStart(width, '0');
/** Non-ASCII text as character references (HTML text and attribute values). */
const htmlRefs = (text: string) => text.replace(/[\u{80}-\u{10ffff}]/gu, (char) => `&#x${hex(char.codePointAt(0))};`);

/**
 * Markup of ours in ASCII, for a page whose charset is not UTF-8 (or not said): UTF-8 bytes there read as mojibake
 * ("1â€“2 of 4 homes"). Text and attributes get character references; a script's JSON `\uXXXX` escapes (which JSON
 * decodes; non-ASCII is only ever inside its strings); a stylesheet CSS escapes of six digits (no space needed).
 */
function asciiHtml(html: string): string {
  if (!NON_ASCII.test(html)) return html;
  return html.replace(
    /(<(script|style)\b[^>]*>)([\s\S]*?)(<\/\2\s*>)|[\u{80}-\u{10ffff}]+/giu,
    (match, open: string | undefined, tag: string, body: string, close: string) =>
      open === undefined
        ? htmlRefs(match)
        : htmlRefs(open) +
          (tag.toLowerCase() === 'script'
            ? body.replace(/[\u0080-\uffff]/g, (unit) => `\\u${hex(unit.charCodeAt(0), 4)}`)
            : body.replace(/[\u{80}-\u{10ffff}]/gu, (char) => `\\${hex(char.codePointAt(0), 6)}`)) +
          close,
  );
}

/** The charset a `Content-Type` (header or `<meta http-equiv>`) names, lower-cased, or undefined. */
const charsetOf = (type: string | null) => /;\s*charset\s*=\s*["']?([^"';\s]+)/i.exec(type ?? '')?.[1]?.toLowerCase();

/** `response` (the page at `url`) with its `<listing-search>` tags server-rendered; anything but HTML as it came. */
export function rewriteSearches(response: Response, url: URL, site: RewriteSite, rewriter: RewriterFactory): Response {
  const type = response.headers.get('content-type');
  if (!/^text\/html\b/i.test(type ?? '') || !response.body) return response;
  let scripted = false;
  // A tag without `lang` follows the page's, as in the browser (the `<html>` start tag streams by first).
  let pageLang = site.lang;
  // What we insert is UTF-8 only where the page says UTF-8 (the header wins over a <meta>, as in browsers); else
  // ASCII with references, which reads the same in any ASCII-compatible charset. Both runtimes write the same.
  let charset = charsetOf(type);
  const utf8 = () => charset === 'utf-8' || charset === 'utf8';
  const encode = (html: string) => (utf8() ? html : asciiHtml(html));
  // Tags inside a <template> (page builders keep modals and tabs there) are inert until a script clones them: they
  // are left as they are, and the page's one hydration script goes after a visible tag.
  let templates = 0;
  const rewritten = rewriter()
    .on('html', {
      element(html) {
        const lang = html.getAttribute('lang');
        if (lang) pageLang = toLang(lang);
      },
    })
    .on('meta', {
      element(meta) {
        if (charset) return;
        const equiv = meta.getAttribute('http-equiv');
        charset =
          meta.getAttribute('charset')?.trim().toLowerCase() ||
          (equiv?.toLowerCase() === 'content-type' ? charsetOf(meta.getAttribute('content')) : undefined);
      },
    })
    .on('template', {
      element(template) {
        try {
          template.onEndTag(() => void templates--);
          templates++;
        } catch {
          // A template that can have no end tag (self-closing in SVG) holds nothing.
        }
      },
    })
    .on('listing-search', {
      async element(element) {
        if (templates > 0) return;
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
              if (error instanceof SearchFailed) element.after(encode(error.notice), { html: true });
              return { value: null };
            })
        ).value;
        if (!rendered) return;
        // (A rewriter writes a value as given, only `"` escaped: references are written as references.)
        for (const [name, value] of rendered.attributes) element.setAttribute(name, utf8() ? value : htmlRefs(value));
        element.prepend(encode(rendered.inner), { html: true });
        const script =
          // Low priority: it does nothing before the page's load (listing-search-page.ts), the cards' photos come first.
          site.script && !scripted
            ? `<script type="module" fetchpriority="low" src="${escapeHtml(site.script)}"></script>`
            : '';
        scripted ||= !!script;
        element.after(encode(rendered.after + script), { html: true });
      },
    })
    .transform(response);
  const headers = new Headers(rewritten.headers);
  limitCaching(headers, site.cache.freshMs / 1000, site.cache.staleMs / 1000);
  return new Response(rewritten.body, { status: rewritten.status, statusText: rewritten.statusText, headers });
}

/**
 * A page that may hold drawn searches is cached no longer than they are fresh (the handler's cache: 30 s, then
 * 300 s stale while revalidating): an origin's `max-age=86400` would otherwise keep a day-old list of homes in
 * browsers and CDNs. `no-store` and `private` stay as they are (stricter), and the page's validators go: its
 * `ETag` and `Last-Modified` describe the origin's bytes, not these (the handler does not pass a navigation's
 * conditional request on either, so an origin's 304 cannot bring an old copy back). The price: an HTML page
 * without a tag is cached as briefly (which pages hold one is known only as they stream, after the headers).
 */
export function limitCaching(headers: Headers, freshSeconds: number, staleSeconds: number): void {
  headers.delete('etag');
  headers.delete('last-modified');
  headers.delete('expires');
  const directives = (headers.get('cache-control') ?? '')
    .split(',')
    .map((directive) => directive.trim())
    .filter(Boolean);
  if (directives.some((directive) => /^no-store$/i.test(directive))) return;
  const limited = directives.map((directive) => {
    const timed = /^(max-age|s-maxage|stale-while-revalidate)\s*=\s*"?(\d+)"?$/i.exec(directive);
    if (!timed) return directive;
    const name = timed[1]!.toLowerCase();
    return `${name}=${Math.min(Number(timed[2]), name === 'stale-while-revalidate' ? staleSeconds : freshSeconds)}`;
  });
  if (!limited.some((directive) => /^(max-age|no-cache)\b/i.test(directive))) limited.push(`max-age=${freshSeconds}`);
  headers.set('cache-control', limited.join(', '));
}
