/**
 * A server-rendered `<listing-search>`: the element's own templates, drawn by `@lit-labs/ssr` into
 * Declarative Shadow DOM, for the search its attributes describe and the address's parameters (with `sync-url`,
 * the address's search; without it, the parameters present over the attributes: the element's GET form and its
 * pager submit them without JavaScript). Page 1 (or the page asked for) comes through the
 * same `client.list`, or through the inventory index when a refine filter or the sort needs it. The page's
 * data goes in as `<script type="application/json" data-listing-search>` (escaped by `scriptJson`) for the
 * page's script to hand to the element (no second request, the same nodes); cards are links to the listings'
 * pages, and the pager's buttons submit the form with the page (a tag without a form gets a `<noscript>` of
 * links after it: `?ls-page=2`). A search that finds nothing is drawn with the element's empty state (its form
 * stays, so a visitor without JavaScript can search again). A tag for another chatbot is left for the browser
 * (undefined); a failed search throws `SearchFailed`, whose notice a visitor without JavaScript reads after the
 * tag (and which no cache keeps).
 */
import { render } from '@lit-labs/ssr';
import { collectResultSync } from '@lit-labs/ssr/lib/render-result.js';
import { html, nothing } from 'lit';
import type { ListingClient } from '../api/listing-client.js';
import { indexSearch } from '../elements/listing-search/inventory-index.js';
import { ListingSearch } from '../elements/listing-search/listing-search.component.js';
import { hasNext, pageCount } from '../elements/listing-search/pagination.js';
import { type SearchQuery, isRefined, toQuery } from '../elements/listing-search/query.js';
import { seeds } from '../elements/listing-search/search-controller.js';
import { scriptJson } from '../elements/listing-search/structured-data.js';
import type { SearchResult } from '../elements/listing-search/types.js';
import { param } from '../elements/listing-search/url-params.js';
import { type UrlState, readParams } from '../elements/listing-search/url-sync.js';
import { loadStrings, strings } from '../elements/shared/i18n.js';
import { type Lang, toLang } from '../elements/shared/lang.js';
import { loadExtras } from '../elements/listing-search/chunks.js';
import '../elements/listing-search/listing-search.js';
import { escapeHtml } from './html.js';
import { listingPath } from './slug.js';

/** What rendering a search needs of the site. */
export interface SearchSite {
  /** The client the server asks (its key never reaches the page). */
  client: ListingClient;
  /** The chatbot whose tags are drawn (others are left for the browser). */
  serialNumber: string;
  /** The site's origin: the cards link to `<siteUrl><homesPath><slug>`. */
  siteUrl: string;
  homesPath: string;
  /** The language when neither the tag nor the page says. */
  lang: Lang;
}

/** A search the server could not make: `notice` (a `<noscript>`) goes after the tag, which the browser draws. */
export class SearchFailed extends Error {
  readonly notice: string;
  constructor(notice: string, cause: unknown) {
    super('The server could not draw the search.', { cause });
    this.notice = notice;
  }
}

/** What the element's properties are, as its attributes (and the address) say; the page's script sets the same. */
export type SearchProps = Record<string, string | number | boolean | undefined>;

/** The data embedded in the tag: the properties the server drew with, and the page it drew. */
export interface SearchData {
  props: SearchProps;
  result: SearchResult;
}

/** A rendered tag: attributes to set on it, what goes inside it, what goes after it. */
export interface RenderedSearch {
  attributes: [name: string, value: string][];
  inner: string;
  after: string;
  /** The search drawn (the benchmark's and the tests' interest). */
  query: SearchQuery;
}

/** The element's properties from its attributes, by its own `properties` table (names and types: one source). */
function propsOf(attribute: (name: string) => string | null): SearchProps {
  const props: SearchProps = {};
  for (const [name, declaration] of Object.entries(ListingSearch.properties)) {
    const { attribute: attr, type } = declaration as { attribute?: string | false; type?: unknown };
    if (attr === false) continue;
    const value = attribute(attr ?? name.toLowerCase());
    if (type === Boolean) props[name] = value !== null;
    else if (value !== null) props[name] = type === Number ? Number(value) : value;
  }
  return props;
}

const langOf = (tag: unknown, fallback: Lang): Lang => (typeof tag === 'string' && tag ? toLang(tag) : fallback);

/** The properties the server draws with (and the page's script sets before the element upgrades). */
function boundProps(props: SearchProps, query: SearchQuery, lang: Lang) {
  return {
    serialNumber: query.serial,
    city: String(props.city ?? ''),
    saleType: query.saleType,
    mlsNumber: String(props.mlsNumber ?? ''),
    page: query.page,
    pageSize: query.pageSize,
    controls: props.controls === undefined ? undefined : String(props.controls),
    language: lang,
    cardAction: 'url' as const,
    areaUnit: String(props.areaUnit ?? 'Square Feet'),
    ask: !!props.ask,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    beds: query.beds,
    baths: query.baths,
    propertyType: query.propertyType,
    status: query.status.join(' '),
    tours: query.tours.join(' '),
    sort: query.sort,
    maxListings: query.maxListings,
  };
}

type Bound = ReturnType<typeof boundProps>;

/** The Declarative Shadow DOM of the element (its `<template shadowrootmode>`), drawn with `p` and the page `result`. */
function shadowOf(p: Bound, query: SearchQuery, result: SearchResult, id: string | null): string {
  // The element starts complete with this page (search-controller.ts); rendering is synchronous, so one seed at a time.
  seeds.set(seeds, { query, result });
  try {
    const out = collectResultSync(
      render(
        html`<listing-search
          .id=${id ?? ''}
          .serialNumber=${p.serialNumber}
          .city=${p.city}
          .saleType=${p.saleType}
          .mlsNumber=${p.mlsNumber}
          .page=${p.page}
          .pageSize=${p.pageSize}
          controls=${p.controls ?? nothing}
          .language=${p.language}
          .cardAction=${p.cardAction}
          .areaUnit=${p.areaUnit}
          .ask=${p.ask}
          .minPrice=${p.minPrice}
          .maxPrice=${p.maxPrice}
          .beds=${p.beds}
          .baths=${p.baths}
          .propertyType=${p.propertyType}
          .status=${p.status}
          .tours=${p.tours}
          .sort=${p.sort}
          .maxListings=${p.maxListings}
        ></listing-search>`,
      ),
    );
    const start = out.indexOf('<template');
    return compact(dropFalseAttributes(out.slice(start, out.lastIndexOf('</listing-search>'))));
  } finally {
    seeds.delete(seeds);
  }
}

/**
 * Lighter markup, the same page: no closed dialog, the templates' indentation (a line break and blanks) becomes one line break
 * (no template of the widget is in `white-space: pre`; the CDN build collapses it the same way), and the
 * stylesheets lose their comments and the blanks CSS does not need.
 */
const compact = (markup: string): string => {
  const out = markup
    // Without JavaScript only what submits the search form works: its Search button, the pager's buttons and the empty
    // state's way back to page 1 (search-results.ts, result-states.ts). Every other button (`type="button"`: a filter
    // chip, Clear filters, the phone's Filters) is hidden until the element is defined, its space held so nothing
    // moves when it comes. A tag with no form (`controls=""`) has nothing to submit: all its buttons and the pager
    // wait, and the <noscript> links after the tag page instead. Only the server's drawing needs this.
    .replace(
      '<style>',
      `<style>:host(:not(:defined)) ${markup.includes('<form') ? 'button[type=button]' : ':is(button,.pager>nav)'}{visibility:hidden}`,
    )
    // The detail dialog is closed: its own shadow root is drawn in the browser when first opened.
    .replace(/(<listing-detail\b[^>]*>)<template shadowroot[^]*?<\/template>(?=<\/listing-detail>)/, '$1')
    .replace(/<style>([^]*?)<\/style>/g, (_, css: string) => `<style>${minifyCss(css)}</style>`)
    .replace(/\n[ \t]+/g, '\n');
  // The panel's styles are read from the stylesheet just minified (not by minifying the whole markup again).
  return out.replace(/<\/template>$/, (end) => `${openPanel(out)}${end}`);
};

/**
 * On a phone the refine fields sit in a panel that the Filters button opens, which needs JavaScript: without it the
 * panel shows open (the styles of `.refine.open`, listing-search.styles.ts) and the Filters button and the panel's
 * own buttons are hidden. A `<noscript>` in the shadow root: with JavaScript its content is text (never drawn, so
 * nothing moves when the element takes over); Lit's hydration passes it by (after the template's last marker).
 */
function openPanel(compacted: string): string {
  const open = /\.refine\.open\{([^}]*)\}/.exec(compacted)?.[1];
  return open
    ? `<noscript><style>@container (max-width:480px){form .filters,.actions{display:none}.refine{${open};order:0}form .submit{flex:1}}</style></noscript>`
    : '';
}

const minifyCss = (css: string): string =>
  css
    .replace(/\/\*[^*]*\*+([^/*][^*]*\*+)*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();

/**
 * `@lit-labs/ssr` writes a boolean property bound as an attribute (`.checked=${false}` on an input) as
 * `checked="false"`, which HTML reads as checked (the last radio showed as chosen and moved on
 * hydration): such attributes are dropped (golemui/golemui#372 did the same).
 */
const dropFalseAttributes = (markup: string): string =>
  markup.replace(/ (checked|selected|disabled|hidden|open|required|multiple)="false"/g, '');

/**
 * A GET form sends only its fields, so without JavaScript a search would drop the address's other parameters:
 * another widget's search on the same page, a CMS's own (`?page_id=12` on a WordPress site without pretty
 * links). They ride along as hidden fields, first in the form (Lit's hydration passes static nodes by). Not
 * repeated: the form's own fields, and the page and the open listing, which a new search leaves.
 */
function keepOtherParams(shadow: string, url: URL, prefix: string): string {
  const own = new Set([...shadow.matchAll(/ name="([^"]*)"/g)].map((match) => match[1]));
  const left = new Set([param(prefix, 'page'), `${prefix}-listing`].map(escapeHtml));
  const hidden = [...url.searchParams]
    .map(([name, value]) => [escapeHtml(name), escapeHtml(value)])
    .filter(([name]) => !own.has(name) && !left.has(name!))
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join('');
  return hidden ? shadow.replace(/<form\b[^>]*>/, (form) => form + hidden) : shadow;
}

/**
 * The previous/next links for visitors without JavaScript when the tag has no form for the pager's buttons to submit
 * (`controls=""`), or nothing (a form, or one page).
 */
function pagerLinks(
  result: SearchResult,
  query: SearchQuery,
  url: URL,
  prefix: string,
  lang: Lang,
  form: boolean,
): string {
  const { page, pageSize } = query;
  if (form) return '';
  const shown = result.items.length;
  const next = hasNext(pageCount(result.total, shown, page, pageSize), shown, page, pageSize);
  if (page === 1 && !next) return '';
  const t = strings(lang);
  const link = (to: number, text: string, rel: string) => {
    const href = new URL(url);
    if (to > 1) href.searchParams.set(`${prefix}-page`, String(to));
    else href.searchParams.delete(`${prefix}-page`);
    return `<a rel="${rel}" href="${escapeHtml(href.pathname + href.search)}">${escapeHtml(text)}</a>`;
  };
  const links = [page > 1 && link(page - 1, `← ${t.previous}`, 'prev'), next && link(page + 1, `${t.next} →`, 'next')];
  return `<noscript><nav class="listing-search-pager" aria-label="${escapeHtml(t.pagination)}">${links.filter(Boolean).join(' ')}</nav></noscript>`;
}

/**
 * The tag whose attributes `attribute` reads, on the page at `url`, server-rendered: or undefined when it
 * is left for the browser (another chatbot). A failed search throws `SearchFailed`.
 */
export async function renderSearch(
  attribute: (name: string) => string | null,
  url: URL,
  site: SearchSite,
): Promise<RenderedSearch | undefined> {
  const props = propsOf(attribute);
  if (String(props.serialNumber ?? '').trim() !== site.serialNumber) return undefined;
  const prefix = attribute('id') || 'ls';
  // With `sync-url` the address is the whole search (as the element reads it); without, the parameters it has (a
  // submitted form, a page) apply over the tag's attributes: a filter the form does not show stays the tag's.
  const address: Partial<UrlState> = readParams(url.search, prefix) ?? {};
  if (!props.syncUrl)
    for (const key of Object.keys(address) as (keyof UrlState)[])
      if (!url.searchParams.has(param(prefix, key))) delete address[key];
  Object.assign(props, address);
  const query = toQuery(props as never);
  const lang = langOf(props.language, site.lang);
  await loadStrings(lang);
  let result: SearchResult;
  try {
    result = isRefined(query)
      ? await indexSearch(site.client, query)
      : await site.client.list({
          SerialNumber: query.serial,
          CityName: query.city || undefined,
          SaleType: query.saleType || undefined,
          MLSNumber: query.mlsNumber || undefined,
          PageNumber: query.page,
          PageSize: query.pageSize,
        });
  } catch (error) {
    const t = strings(lang);
    throw new SearchFailed(`<noscript><p class="listing-search-failed">${escapeHtml(t.failed)}</p></noscript>`, error);
  }
  // The empty state is in the extras (a chunk in the browser): loaded first, so the element draws it at once.
  if (!result.items.length) await loadExtras();
  // The cards link to the listings' own pages on this site.
  const items = result.items.map((listing) => ({
    ...listing,
    url: `${site.siteUrl}${listingPath(listing, site.homesPath)}`,
  }));
  const bound = boundProps(props, query, lang);
  const data: SearchData = { props: bound, result: { ...result, items } };
  const shadow = keepOtherParams(shadowOf(bound, query, data.result, attribute('id')), url, prefix);
  return {
    attributes: [['card-action', 'url']],
    inner: `${shadow}<script type="application/json" data-listing-search>${scriptJson(data)}</script>`,
    after: pagerLinks(data.result, query, url, prefix, lang, shadow.includes('<form')),
    query,
  };
}
