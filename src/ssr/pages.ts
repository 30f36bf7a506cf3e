/**
 * The server-rendered pages: a listing's own page (head for search engines and shared links, the detail
 * drawn by `<listing-detail inline>` itself), the 404 (with a search) and the 410 (with similar homes of
 * the same city, drawn by `<listing-card>`). Every value from data reaches the HTML through Lit (text and
 * attributes escaped), `escapeHtml` (the head) or `scriptJson` (JSON in a script element).
 */
import { html } from 'lit';
import type { Listing } from '../api/schemas.js';
import { safeUrl } from '../api/safe-url.js';
import { cardFacts, formatPrice, placeLine, unitOf } from '../elements/shared/format.js';
import type { Lang } from '../elements/shared/lang.js';
import { realEstateListing, scriptJson } from '../elements/listing-search/structured-data.js';
import '../elements/listing-card/listing-card.js';
import '../elements/listing-detail/listing-detail.js';
import { escapeHtml, renderHtml } from './html.js';
import { listingPath } from './slug.js';
import { pageWords } from './words.js';

/** What every page needs to know of the site. */
export interface PageContext {
  lang: Lang;
  /** The site's origin (`https://www.example-realty.com`): canonical URLs, Open Graph and the sitemap are absolute. */
  siteUrl: string;
  /** The path of the page with the search (the "back" link, the 404's form). */
  searchPath: string;
  /** The path listing pages live under (`/homes/`). */
  homesPath: string;
  /** The site's name (`og:site_name`, the end of each title). */
  siteName: string;
  areaUnit: string;
  colorScheme: 'auto' | 'light' | 'dark';
  /** With `ask`: "Ask about this home" on listing pages. */
  ask: boolean;
  /** The client script a page references (hydration, Share and Ask), or none. */
  script: string | undefined;
}

/** A page: its status and its HTML. */
export interface Page {
  status: number;
  html: string;
}

// The page's own layout (the elements bring their own styles). A fixed text: its hash goes into the CSP.
const PAGE_CSS = `:root{font-family:system-ui,sans-serif;line-height:1.5}
:root[data-scheme=auto]{color-scheme:light dark}:root[data-scheme=light]{color-scheme:light}:root[data-scheme=dark]{color-scheme:dark}
body{margin:0;background:Canvas;color:CanvasText}
main{box-sizing:border-box;max-width:960px;margin:0 auto;padding:16px}
.back{display:inline-block;margin:4px 0 16px}
.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:20px;margin:0;padding:0;list-style:none}
.cards>li{display:grid}
form{display:flex;flex-wrap:wrap;gap:8px;align-items:end;margin:16px 0}
label{display:grid;gap:4px}
input,button{font:inherit;min-height:44px;padding:0 12px}
h1{font-size:1.6em;line-height:1.2}`;

/** The street and the place line, as the detail's title shows them. */
const fullAddress = (listing: Listing) => [listing.address, placeLine(listing)].filter(Boolean).join(', ');

/** At most `max` characters, cut at a word, with an ellipsis when cut. */
function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** The absolute URL of a listing's page. */
export const listingUrl = (listing: Listing, ctx: PageContext): string =>
  `${ctx.siteUrl}${listingPath(listing, ctx.homesPath)}`;

/** The whole document around `body`; `head` is already-escaped HTML. */
function documentHtml(ctx: PageContext, title: string, head: string, body: string): string {
  const script = ctx.script ? `<script type="module" src="${escapeHtml(ctx.script)}"></script>` : '';
  return `<!doctype html>
<html lang="${ctx.lang}" data-scheme="${ctx.colorScheme}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${head}
<style>${PAGE_CSS}</style>
${script}
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** A listing's own URL in the cards: its page on this site (the card draws a real link to it). */
const linked = (listing: Listing, ctx: PageContext): Listing => ({ ...listing, url: listingUrl(listing, ctx) });

const back = (ctx: PageContext) =>
  html`<a class="back" href=${ctx.searchPath}>← ${pageWords(ctx.lang).backToSearch}</a>`;

/** The cards of `listings`, each a link to its page. */
function cardsTemplate(listings: readonly Listing[], ctx: PageContext) {
  return html`<ul class="cards">
    ${listings.map(
      (listing) =>
        html`<li><listing-card link lang=${ctx.lang} area-unit=${ctx.areaUnit} color-scheme=${ctx.colorScheme} .listing=${linked(listing, ctx)}></listing-card></li>`,
    )}
  </ul>`;
}

/** The text of the meta description: price, facts and address, then the start of the description. */
function describe(listing: Listing, ctx: PageContext): string {
  const facts = cardFacts(listing, unitOf(listing, ctx.areaUnit), ctx.lang);
  const lead = [formatPrice(listing, ctx.lang), ...facts, fullAddress(listing)].filter(Boolean).join(' · ');
  return clip(listing.description ? `${lead}. ${listing.description}` : lead, 200);
}

/** A listing's page: 200, with its head for search engines and shared links. */
export async function listingPage(listing: Listing, ctx: PageContext): Promise<Page> {
  const url = listingUrl(listing, ctx);
  const title = `${[formatPrice(listing, ctx.lang), fullAddress(listing) || `#${listing.id}`].join(' · ')} | ${ctx.siteName}`;
  const description = describe(listing, ctx);
  const image = safeUrl(listing.images[0]);
  const meta = (attribute: 'name' | 'property', name: string, content: string | undefined) =>
    content ? `<meta ${attribute}="${name}" content="${escapeHtml(content)}">` : '';
  const head = [
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', ctx.siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:locale', ctx.lang === 'es' ? 'es_ES' : 'en_US'),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    `<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', ...realEstateListing(listing, url, ctx.areaUnit) })}</script>`,
  ]
    .filter(Boolean)
    .join('\n');
  const body = await renderHtml(html`${back(ctx)}
    <listing-detail
      inline
      lang=${ctx.lang}
      area-unit=${ctx.areaUnit}
      color-scheme=${ctx.colorScheme}
      ?ask=${ctx.ask}
      .listing=${listing}
      .shareUrl=${url}
    ></listing-detail>`);
  // The listing for the client script (hydration): JSON, never run; scriptJson keeps `</script>` out of it.
  const data = `<script type="application/json" id="listing-data">${scriptJson(listing)}</script>`;
  return {
    status: 200,
    html: documentHtml(
      ctx,
      title,
      head,
      `${body}
${data}`,
    ),
  };
}

/** No listing has this ID: 404, with a search. */
export async function notFoundPage(ctx: PageContext): Promise<Page> {
  const t = pageWords(ctx.lang);
  const body = await renderHtml(html`${back(ctx)}
    <h1>${t.notFoundTitle}</h1>
    <p>${t.notFoundText}</p>
    <form action=${ctx.searchPath} method="get" role="search">
      <label>${t.city} <input name="ls-city" autocomplete="address-level2" /></label>
      <button type="submit">${t.search}</button>
    </form>`);
  return {
    status: 404,
    html: documentHtml(ctx, `${t.notFoundTitle} | ${ctx.siteName}`, '<meta name="robots" content="noindex">', body),
  };
}

/** The listing was on the market and has gone: 410, with homes of the same city still on it. */
export async function gonePage(city: string, similar: readonly Listing[], ctx: PageContext): Promise<Page> {
  const t = pageWords(ctx.lang);
  const body = await renderHtml(html`${back(ctx)}
    <h1>${t.goneTitle}</h1>
    <section aria-labelledby="similar">
      <h2 id="similar">${t.goneText(city)}</h2>
      ${similar.length ? cardsTemplate(similar, ctx) : html`<p>${t.noSimilar}</p>`}
    </section>`);
  return {
    status: 410,
    html: documentHtml(ctx, `${t.goneTitle} | ${ctx.siteName}`, '<meta name="robots" content="noindex">', body),
  };
}
