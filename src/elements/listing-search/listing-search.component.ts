import { LitElement, html, nothing, type PropertyValues } from 'lit';
import type { Task } from '@lit/task';
import type { ListingClient, ListResult } from '../../api/listing-client.js';
import type { Listing, SaleType } from '../../api/schemas.js';
import type { ListingDetail } from '../listing-detail/listing-detail.component.js';
import type { SavedListings } from '../shared/favorites.js';
import { loadStrings } from '../shared/i18n.js';
import { LangController, updateAfter } from '../shared/lang.js';
import type { DeepLinkController } from './deep-link.js';
import type { IndexExtras } from './inventory-index.js';
import { type Extras, chunkFailed, loadDetail, loadExtras, loadIndex, whenIdle } from './chunks.js';
import { ResultsController } from './results-controller.js';
import { SearchController } from './search-controller.js';
import { SearchFormController } from './search-form.js';
import { searchStyles } from './listing-search.styles.js';
import type { SearchQuery, SortOrder } from './query.js';
import type { SearchResult } from './types.js';

// `listing-select` comes from the cards this element draws: its detail type is exported here too.
export type { ListingSelectDetail } from '../listing-card/listing-card.component.js';
export type { SearchQuery, SortOrder } from './query.js';
export type { ListingAskDetail, ListingCloseDetail } from '../listing-detail/listing-detail.component.js';
export type { ListingFavoriteDetail } from '../shared/favorites.js';
export type { ListingErrorDetail, ListingFilters, ListingResultsDetail, ListingSearchDetail } from './types.js';

/** The `controls` shown by default (also when the attribute is removed). */
const CONTROLS = 'city sale-type price beds sort';
/** The detail's parts through this element; those whose names the cards use get a `detail-` prefix. */
const DETAIL_PARTS = [
  'dialog',
  ...'image price address facts badge description table link favorite actions'
    .split(' ')
    .map((part) => `${part}: detail-${part}`),
].join(', ');

/**
 * Property search for a realtor's site: the chatbot's listings as a grid of cards, with filters, pages and a
 * detail dialog, from one tag. It needs `serial-number` and `session-key` (or an `api-base` that holds the key,
 * such as our proxy); everything else is optional. `controls` picks the filters shown; `city`, `sale-type`,
 * `min-price`, `beds`, `sort` and the rest set the search it starts with. Add `sync-url` to keep the search in
 * the page's address (a link to share, Back and Forward work), `favorites` for hearts and a "Saved" list, `map`
 * for a map of the results, `ask` for "Ask about this home" in the dialog. Its words follow `lang` (its own or
 * the nearest ancestor's). Style it with the custom properties and parts below; it has no slots. Every event
 * bubbles and is composed. (How it is built: ARCHITECTURE.md, "The rooms of the four largest elements".)
 *
 * @attr {string} map-tiles - With `map`: the tile URL template (`https://…/{z}/{x}/{y}.png`; `{s}` for subdomains). Default OpenStreetMap's. The page's CSP must allow its origin in `img-src`.
 * @attr {string} map-attribution - With `map`: the tiles' attribution, as text. Default `© OpenStreetMap contributors` (a link to its copyright page).
 * @attr {'auto' | 'light' | 'dark'} color-scheme - `auto` (default: the visitor's light or dark preference), `light` or `dark`: a light-only site can pin light. Reaches the cards and the dialog.
 * @fires {CustomEvent<ListingSearchDetail>} listing-search - A search starts (`filters`: every filter; `sort`, `page`, `pageSize`).
 * @fires {CustomEvent<ListingResultsDetail>} listing-results - A page of results arrived (`items`, `total`, `page`, `pageSize`).
 * @fires {CustomEvent<ListingSelectDetail>} listing-select - A listing was chosen (from a card). Cancelable: `preventDefault()` stops the detail dialog (or the link).
 * @fires {CustomEvent<ListingErrorDetail>} listing-error - A search failed (not when it was superseded; `error`: the `ApiError`).
 * @fires {CustomEvent<ListingFavoriteDetail>} listing-favorite - With `favorites`: a heart saved or un-saved a listing (`listing`, `saved`).
 * @fires {CustomEvent<ListingAskDetail>} listing-ask - With `ask`: "Ask about this home" in the detail (`listing`, `question` in the widget's language). Cancelable: `preventDefault()` keeps the dialog open.
 * @fires {CustomEvent<ListingCloseDetail>} listing-close - The detail dialog closed (`listing`).
 * @csspart form - The filter form.
 * @csspart results - The results section (heading, grid, pagination).
 * @csspart status - The results heading with the count.
 * @csspart pagination - The page navigation.
 * @csspart empty - The "no results" box.
 * @csspart error - The error box (and the missing serial-number message).
 * @csspart favorite - With `favorites`: each card's heart (and, as `detail-favorite`, the dialog's).
 * @csspart saved-toggle - With `favorites`: the "Saved (n)" toggle.
 * @csspart card - Each card's box (as on `<listing-card>`); so are `image`, `price`, `facts`, `address`, `badge` of each card.
 * @csspart dialog - Re-exported from `<listing-detail>`, with its other parts as `detail-image`, `detail-price`, `detail-address`, `detail-facts`, `detail-badge`, `detail-description`, `detail-table`, `detail-link`, `detail-favorite`, `detail-actions`.
 * @cssprop --listing-accent - Accent colour (buttons, focus, current page). Default `#1d5c8c` (light), `#8cc4f0` (dark).
 * @cssprop --listing-on-accent - Text on the accent colour. Default `#ffffff` (light), `#0d1a26` (dark).
 * @cssprop --listing-radius - Corner radius of cards, inputs and buttons. Default `12px`.
 * @cssprop --listing-font - Font family. Default the system UI font.
 * @cssprop --listing-surface - Background of cards, inputs and the dialog. Default `#ffffff` (light), `#1d232b` (dark).
 * @cssprop --listing-text - Text colour in the boxes (cards, form, dialog); when set, also of the text on the page (count, pagination). Default `#1b2129` (light), `#e9edf2` (dark); the page's own colour outside the boxes.
 * @cssprop --listing-muted - Secondary text colour. Default `#57606b` (light), `#a9b3bf` (dark).
 * @cssprop --listing-card-min-width - Narrowest card before the grid drops a column. Default `260px`.
 * @cssprop --listing-gap - Space between cards. Default `20px`.
 */
export class ListingSearch extends LitElement {
  static override styles = searchStyles;
  // Reactive properties (declared here rather than with decorators: the public bundle's size budget).
  static override properties = {
    serialNumber: { attribute: 'serial-number' },
    sessionKey: { attribute: 'session-key' },
    apiBase: { attribute: 'api-base' },
    city: {},
    saleType: { attribute: 'sale-type' },
    mlsNumber: { attribute: 'mls-number' },
    page: { type: Number },
    pageSize: { type: Number, attribute: 'page-size' },
    controls: {},
    language: { attribute: 'lang' },
    syncUrl: { type: Boolean, attribute: 'sync-url' },
    cardAction: { attribute: 'card-action' },
    areaUnit: { attribute: 'area-unit' },
    favorites: { type: Boolean },
    ask: { type: Boolean },
    noStructuredData: { type: Boolean, attribute: 'no-structured-data' },
    client: { attribute: false },
    minPrice: { type: Number, attribute: 'min-price' },
    maxPrice: { type: Number, attribute: 'max-price' },
    beds: { type: Number },
    baths: { type: Number },
    propertyType: { attribute: 'property-type' },
    status: {},
    tours: {},
    sort: {},
    maxListings: { type: Number, attribute: 'max-listings' },
    map: { type: Boolean },
    bounds: {},
  };

  /** The chatbot ID whose listings to search. Required. */
  serialNumber = '';

  /** The chatbot's session key (`chatrobot-sessionkey`). Leave out when `api-base` is a proxy that adds it. */
  sessionKey = '';

  /** Base URL of the API. Absent: the platform (`https://usapi.hottask.com`). Empty: this page's origin. Relative: resolved against the page. */
  apiBase?: string;

  /** City filter. */
  city = '';

  /** Sale type filter: `for_sale`, `for_rent`, or empty for any. */
  saleType: SaleType | '' = '';

  /** MLS number filter. */
  mlsNumber = '';

  /** Current page, 1-based. */
  page = 1;

  /** Listings per page, 1..100 (clamped). Default 12. */
  pageSize = 12;

  /** Which filter controls show, space-separated from `city sale-type mls price beds baths type status tours sort` (and, with `map`, `map`: a List / Map switch on phones); empty for none. Default `city sale-type price beds sort`. On a phone, those after `sale-type` sit behind a Filters button. */
  controls: string = CONTROLS;

  /** `en` or `es`; when not set, the nearest `lang` up the tree (or the page's). */
  language?: string;

  /** Reflect filters, sort and page into the address bar (`<id or "ls">-city`, `-type`, `-mls`, `-min`, `-max`, `-beds`, `-baths`, `-ptype`, `-status`, `-tours`, `-sort`, `-page`, the map's `-bounds`), read them on load and on back/forward. */
  syncUrl = false;

  /** What choosing a card does: `detail` (default) opens `<listing-detail>`; `url` follows the listing's own URL. */
  cardAction: 'detail' | 'url' = 'detail';

  /** `Square Feet` (default) or `Square Meters`, for listings that do not say. */
  areaUnit = 'Square Feet';

  /** Saved homes: a heart on each card and in the detail, kept in `localStorage` per chatbot (and across tabs), and a "Saved (n)" toggle. */
  favorites = false;

  /** "Ask about this home" in the detail: fires `listing-ask` for a chat widget to take the question. */
  ask = false;

  /** Leave out the schema.org structured data (an `ItemList` of the listings on screen, as `application/ld+json` in this element's light DOM). */
  noStructuredData = false;

  /** A `ListingClient` to use instead of one built from `api-base` and `session-key` (for a proxy, or tests). */
  client?: ListingClient;

  /** Lowest price: the sale price for sales, the monthly rent for rentals. A listing without a price is left out while a bound is set. */
  minPrice?: number;

  /** Highest price (as `min-price`). */
  maxPrice?: number;

  /** Fewest bedrooms. */
  beds = 0;

  /** Fewest bathrooms (fractions allowed). */
  baths = 0;

  /** Property type (the listing's, any case). */
  propertyType = '';

  /** Statuses to show, space-separated from `Active PreOnMarket Sold`; empty for all. */
  status = '';

  /** Tours a listing must each have, space-separated from `open-house 3d`. */
  tours = '';

  /** `newest` (default, the server's order), `price-asc`, `price-desc`, `beds-desc`, `area-desc` or `days-asc` (fewest days on market first). */
  sort: SortOrder = 'newest';

  /** The most listings the inventory index loads (when a refine filter is set or the sort is not `newest`). Default 1000, at most 10,000 (a larger value reads as 10,000). */
  maxListings = 1000;

  /** A map of the results (`<listing-map>`, a chunk loaded when the map first shows): beside the list on wide screens, above it on phones (with a `map` token in `controls`: a List / Map switch, the map full width and the list one tap away); "Search this area" sets `bounds`. */
  map = false;

  /** The map's area, `south,west,north,east` in decimal degrees: only the listings inside (through the inventory index). Empty for anywhere. */
  bounds = '';

  /** The search (@lit/task): re-runs when any argument changes and aborts the one it supersedes. `search.taskComplete` settles with it. */
  get search(): Task<[SearchQuery, ListingClient], ListResult & IndexExtras> {
    return this.#search.task;
  }

  // State
  /** The query, the task that runs it and what its results taught (`search-controller.ts`). */
  readonly #search = new SearchController(this, (result) => this.#onResults(result));
  /** The filter form and its Filters panel (`search-form.ts`). */
  readonly #form = new SearchFormController(this, this.#search, CONTROLS);
  readonly #lang = new LangController(this, () => this.language, loadStrings);
  /** The saved-homes module once `favorites` loaded it. */
  #favorites: Extras | undefined;
  /** The results section: cards, pager, heading and the states (`results-controller.ts`). */
  readonly #results: ResultsController = new ResultsController(
    this,
    this.#search,
    () => this.#form.clear(),
    (listing, from) => this.#show(listing, from),
    () => (this.favorites ? this.#favorites : undefined),
  );
  /** `sync-url`'s deep links, once loaded. */
  #linking: Promise<DeepLinkController> | undefined;

  // Queries
  get #detail(): ListingDetail | null {
    return this.renderRoot.querySelector('listing-detail');
  }

  /** Also waits for what the render waits on: the words of its language, `sync-url`'s address, and the states' chunk. */
  protected override getUpdateComplete(): Promise<boolean> {
    return updateAfter(
      () => super.getUpdateComplete(),
      () => this.#lang.pending ?? this.#search.addressPending ?? this.#results.takeWaiting(),
    );
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('syncUrl') && this.syncUrl) void this.#search.readAddress();
    if (changed.has('favorites') && this.favorites && !this.#favorites) this.#loadFavorites();
    if (changed.has('noStructuredData') && this.noStructuredData) this.#structuredData();
    // The map (a chunk the index's module loads): once here, it follows the search's updates itself.
    if (this.map) loadIndex().then((index) => index.showMap(this, this.#search), chunkFailed);
  }

  /**
   * Opens listing `id`'s detail (an address with `<prefix>-listing`): at once when it is among the
   * loaded results (returns true), else once the chatbot's whole inventory (the index) has it.
   */
  openListing(id: number): boolean {
    return this.#search.findListing(id, (listing) => this.#show(listing));
  }

  /**
   * The saved homes the "Saved (n)" toggle shows, for the saved `ids`: found in the chatbot's whole
   * inventory (the shared index). A saved ID the whole inventory no longer has (and it was not capped)
   * was taken off the market: it is dropped from the saved homes, and the view says so.
   */
  savedListings(ids: ReadonlySet<number>): SavedListings {
    return this.#search.savedListings(ids, (serial, gone) => this.#favorites?.forgetSaved(serial, gone));
  }

  /** A page of results arrived: off its paint, the structured data (for crawlers, which wait for an idle page) and the states' chunk; with `sync-url`, the listing the address names. */
  #onResults(result: SearchResult): void {
    this.#results.arrived();
    whenIdle(() => (this.#structuredData(result.items), this.#results.loadStates()));
    if (this.syncUrl) this.#deepLink().then((link) => link.openWanted(), chunkFailed);
  }

  /** Opens the detail on `listing` (focus goes back to `from` on close), and names it in the address with `sync-url`. */
  #show(listing: Listing, from?: HTMLElement): void {
    // Once loaded, the deep links keep serving (sync-url turned off: the share link is the listing's own page again).
    Promise.all([loadDetail(), (this.syncUrl || this.#linking) && this.#deepLink()]).then(
      ([, link]) => (link ? link.show(listing, from) : this.#detail!.show(listing, from)),
      chunkFailed,
    );
  }

  #deepLink(): Promise<DeepLinkController> {
    return (this.#linking ??= loadExtras().then(({ DeepLinkController }) => new DeepLinkController(this)));
  }

  #loadFavorites(): void {
    loadExtras().then((module) => {
      this.#favorites = module;
      new module.SavedController(this);
      this.requestUpdate();
    }, chunkFailed);
  }

  /** The structured data of `items` (none: removed), unless `no-structured-data`. */
  #structuredData(items?: readonly Listing[]): void {
    const list = this.noStructuredData ? undefined : items;
    loadExtras().then(
      ({ syncStructuredData }) =>
        syncStructuredData(this, list, this.syncUrl ? this.id || 'ls' : undefined, this.areaUnit),
      () => undefined,
    );
  }

  override render() {
    // A language whose words are not here yet: nothing rather than English first (the search has started).
    if (this.#lang.waiting) return nothing;
    const lang = this.#lang.lang;
    const serial = this.#search.query.serial;
    return html`${this.#form.render(lang)}${this.#results.render(lang)}
    ${
      serial
        ? html`<listing-detail
            .language=${lang}
            area-unit=${this.areaUnit}
            serial-number=${serial}
            ?favorites=${this.favorites}
            ?ask=${this.ask}
            exportparts=${DETAIL_PARTS}
          ></listing-detail>`
        : nothing
    }`;
  }
}
