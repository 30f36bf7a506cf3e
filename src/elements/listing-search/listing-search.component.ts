import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { Task, TaskStatus, initialState } from '@lit/task';
import type { ApiError } from '../../api/errors.js';
import { DEFAULT_BASE_URL } from '../../api/http.js';
import { ListingClient, type ListResult } from '../../api/listing-client.js';
import type { Listing, SaleType } from '../../api/schemas.js';
import { type CardOptions, cardImage, cardSelect, renderCard } from '../listing-card/listing-card.component.js';
import { resolveBase } from '../shared/api-base.js';
import type { ListingDetail } from '../listing-detail/listing-detail.component.js';
import { emit } from '../shared/emit.js';
import { formatNumber } from '../shared/format.js';
import { type Lang, LangController, updateAfter } from '../shared/lang.js';
import { loadStrings, strings } from '../shared/i18n.js';
import { chevronLeft, chevronRight } from '../shared/icons.js';
import { hasNext, pageCount, pageWindow } from './pagination.js';
import type { IndexExtras, Inventory, Progress } from './inventory-index.js';
import type { SavedListings } from '../shared/favorites.js';
import {
  type SearchQuery,
  type SortOrder,
  filtersKey,
  isFiltered,
  isRefined,
  refineCount,
  sameQuery,
  toQuery,
} from './query.js';
import { REFINE_CONTROLS, type RefineProps, refineChange, renderRefine } from './refine-controls.js';
import { searchStyles } from './listing-search.styles.js';
import type { ListingErrorDetail, ListingFilters, ListingResultsDetail, ListingSearchDetail, Loaded } from './types.js';
import { UrlSyncController } from './url-sync.js';
import type { DeepLinkController } from './deep-link.js';

/** A city name compared as a visitor may type it: no case, no accents, single spaces. */
const foldCity = (city: string) =>
  city.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();

/** The detail dialog's module (it registers `<listing-detail>`): loaded on first need, off the first results' path. */
const loadDetail = () => import('../listing-detail/listing-detail.js');
/** The inventory index and the refine filters (`inventory-index.ts`, a chunk): loaded when a search first needs them. */
const loadIndex = () => import('./inventory-index.js');
/** The chatbot's whole inventory as one search loads it: settled (`result` or `failed`) or on its way; `dropped` saved homes found gone. */
interface WholeInventory {
  serial: string;
  promise: Promise<Inventory>;
  result?: Inventory;
  failed?: boolean;
  dropped?: number;
}

/** One client per base and key, shared by every widget on the page: so they share its inventory indexes. */
const clients = new Map<string, ListingClient>();

/** A chunk that could not load (offline, a half-copied deployment): what it adds stays away, the results stay usable, and a developer learns why. */
const chunkFailed = (error: unknown) => console.error('listing-search: could not load', error);

/** Runs `work` when the browser is idle (at the latest after a second); soon after where there is no `requestIdleCallback` (Safari). */
const whenIdle = (work: () => unknown) =>
  'requestIdleCallback' in globalThis ? requestIdleCallback(work, { timeout: 1000 }) : setTimeout(work, 50);

/** Saved homes and structured data: chunks of their own, loaded when `favorites` is set and when results first arrive. */
const loadFavorites = () => import('../shared/favorites.js');
const loadStructuredData = () => import('./structured-data.js');
/** `sync-url`'s deep links to a listing: loaded when the first results arrive (the address may name one of them). */
const loadDeepLink = () => import('./deep-link.js');
/** The empty, error and missing serial-number states: a chunk loaded the first time a render needs them, or while the browser is idle after the first results. */
const loadStates = () => import('./result-states.js');
type States = typeof import('./result-states.js');

// `listing-select` comes from the cards this element draws: its detail type is exported here too.
export type { ListingSelectDetail } from '../listing-card/listing-card.component.js';
export type { SearchQuery, SortOrder } from './query.js';
export type { ListingAskDetail, ListingCloseDetail } from '../listing-detail/listing-detail.component.js';
export type { ListingFavoriteDetail } from '../shared/favorites.js';
export type { ListingErrorDetail, ListingFilters, ListingResultsDetail, ListingSearchDetail } from './types.js';

const CONTROLS = 'city sale-type price beds sort';
/** Every filter but the city and the sale type, cleared (the panel's Clear; "Clear filters" also clears those two). */
const CLEARED = {
  mlsNumber: '',
  minPrice: undefined,
  maxPrice: undefined,
  beds: 0,
  baths: 0,
  propertyType: '',
  status: '',
  tours: '',
};
const DEBOUNCE_MS = 300;
/** The detail's parts through this element; those whose names the cards use get a `detail-` prefix. */
const DETAIL_PARTS = [
  'dialog',
  ...'image price address facts badge description table link favorite actions'
    .split(' ')
    .map((part) => `${part}: detail-${part}`),
].join(', ');

/**
 * Property search for a realtor's site: filters, a grid of cards (drawn as `<listing-card>` draws
 * them, straight into this element's shadow root: one style scope for the whole grid), pagination,
 * and a `<listing-detail>` dialog, over RealEstateList with the chatbot's session key. The search is
 * a `SearchQuery` (`query.ts`), the pager's arithmetic `pagination.ts`, `sync-url` a controller
 * (`url-sync.ts`). A refine filter or a sort other than `newest` switches to the inventory index
 * (`inventory-index.ts` and `refine.ts`, loaded on first need): every listing of the server's set,
 * filtered, sorted and paged here; the refine controls' markup is `refine-controls.ts`. Its words
 * follow `lang` (its own or the nearest ancestor's, also when it changes after load). It has no slots. Every event bubbles and is composed; the detail types are exported here.
 *
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

  /** Which filter controls show, space-separated from `city sale-type mls price beds baths type status tours sort`; empty for none. Default `city sale-type price beds sort`. On a phone, those after `sale-type` sit behind a Filters button. */
  controls: string = CONTROLS;

  /** `en` or `es`; when not set, the nearest `lang` up the tree (or the page's). */
  language?: string;

  /** Reflect filters, sort and page into the address bar (`<id or "ls">-city`, `-type`, `-mls`, `-min`, `-max`, `-beds`, `-baths`, `-ptype`, `-status`, `-tours`, `-sort`, `-page`), read them on load and on back/forward. */
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

  /** The most listings the inventory index loads (when a refine filter is set or the sort is not `newest`). Default 1000. */
  maxListings = 1000;

  /** The search (@lit/task): re-runs when any argument changes and aborts the one it supersedes. `search.taskComplete` settles with it. */
  readonly search: Task<[SearchQuery, ListingClient], ListResult & IndexExtras> = new Task<
    [SearchQuery, ListingClient],
    ListResult & IndexExtras
  >(this, {
    task: async ([query, client], { signal }) => {
      const { serial, city, saleType, mlsNumber, page, pageSize, minPrice, maxPrice, beds, baths, propertyType, sort } =
        query;
      if (!serial) return initialState;
      const filters = {
        city,
        saleType,
        mlsNumber,
        minPrice,
        maxPrice,
        beds,
        baths,
        propertyType,
        status: query.status.join(' '),
        tours: query.tours.join(' '),
      };
      emit<ListingSearchDetail>(this, 'listing-search', { filters, sort, page, pageSize });
      // Index mode: every page of the server's set, then filtered, sorted and paged here (a Retry loads it afresh).
      const refresh = this.#refresh;
      this.#refresh = false;
      this.#progress = undefined;
      if (isRefined(query)) {
        const onProgress = (progress: Progress) => ((this.#progress = progress), this.requestUpdate());
        return (await loadIndex()).indexSearch(client, query, { signal, refresh, onProgress });
      }
      return client.list(
        {
          SerialNumber: serial,
          CityName: city || undefined,
          SaleType: saleType || undefined,
          MLSNumber: mlsNumber || undefined,
          PageNumber: page,
          PageSize: pageSize,
        },
        { signal },
      );
    },
    args: () => [this.#query, this.#client()],
    // The task drops a superseded run's outcome, so the query now is the one this result answers.
    onComplete: (result) => {
      const query = this.#query;
      this.#learnCities(result.items);
      this.#types = result.types ?? [];
      // Nothing found and few cities known (a shared link to an empty search): one light request for cities that have homes.
      if (!result.items.length && this.#cities.size < 5 && !this.#citiesAsked) {
        this.#citiesAsked = true;
        this.#client()
          .list({ SerialNumber: query.serial, PageSize: 50 })
          .then(
            (more) => (this.#learnCities(more.items), this.requestUpdate()),
            () => undefined,
          );
      }
      this.#quiet = this.#focusHeading;
      this.#loaded = { result, query };
      // Off the results' paint: the structured data (for crawlers, which wait for an idle page) and the states' chunk.
      whenIdle(() => (this.#structuredData(result.items), this.#loadStates()));
      // An address naming a listing (a shared link): open it.
      if (this.syncUrl) this.#deepLink().then((link) => link.openWanted(), chunkFailed);
      emit<ListingResultsDetail>(this, 'listing-results', {
        items: result.items,
        total: result.total,
        page: query.page,
        pageSize: query.pageSize,
      });
    },
    onError: (error) => {
      // A network error may be the page's CSP blocking the API: the console then says so (csp-notice.ts).
      if ((error as ApiError).kind === 'network')
        import('./csp-notice.js').then(
          (notice) => notice.explainNetworkError(resolveBase(this.apiBase) ?? DEFAULT_BASE_URL),
          chunkFailed,
        );
      if ((error as ApiError).kind !== 'aborted')
        emit<ListingErrorDetail>(this, 'listing-error', { error: error as ApiError });
    },
  });

  // State
  /** The search the properties describe, normalised; computed once per update (`willUpdate`), replaced only when it changes. */
  #query!: SearchQuery;
  /** The last page that loaded, kept on screen through an error when the filters are the same (not reactive: the task's own update draws it). */
  #loaded: Loaded | undefined;
  #debounce: ReturnType<typeof setTimeout> | undefined;
  #focusHeading = false;
  /** The last results came from a page change: the focused heading reads them, so the live region stays quiet (no double announcement). */
  #quiet = false;
  /** The address already has an entry for the text being typed: later keystrokes rewrite it rather than add entries. */
  #typing = false;
  /** The inventory's cities as results showed them, by their folded form (`foldCity`): the city field's suggestions, and the spelling a search sends. */
  #cities = new Map<string, string>();
  #citiesAsked = false;
  /** The property types of the last index (with counts), for the type control. */
  #types: [string, number?][] = [];
  /** How far the index being loaded has come (the heading's "Loading 300 of 860 homes"). */
  #progress: Progress | undefined;
  /** Retry: the next search loads its index afresh. */
  #refresh = false;
  /** The phone's Filters panel is open. */
  #panelOpen = false;
  /** Photos that failed to load: their cards show the placeholder. */
  #failed = new Set<string>();
  readonly #lang = new LangController(this, () => this.language, loadStrings);
  readonly #url = new UrlSyncController(this);
  /** `sync-url`'s deep links, once loaded. */
  #linking: Promise<DeepLinkController> | undefined;
  /** The saved-homes module once `favorites` loaded it. */
  #favorites: typeof import('../shared/favorites.js') | undefined;
  /** Columns of the grid as last drawn: the first row's photos load first. */
  #columns = 1;
  /** The chatbot's whole inventory, once the saved homes or a link to a listing on another page needed it. */
  #inventory: WholeInventory | undefined;
  /** The states' module once loaded; after a failure it is not asked for again until Retry, and one plain sentence stands in. */
  #states: States | undefined;
  #statesLoading: Promise<unknown> | undefined;
  #statesFailed = false;
  /** A chunk the last render needed and did not have yet (the states): `updateComplete` waits for it. */
  #waiting: Promise<unknown> | undefined;

  // Queries
  get #heading(): HTMLElement | null {
    return this.renderRoot.querySelector('h2');
  }

  get #detail(): ListingDetail | null {
    return this.renderRoot.querySelector('listing-detail');
  }

  /** Also waits for what the render waits on: the words of its language, and the states' chunk. */
  protected override getUpdateComplete(): Promise<boolean> {
    return updateAfter(
      () => super.getUpdateComplete(),
      () => {
        const waiting = this.#lang.pending ?? this.#waiting;
        this.#waiting = undefined;
        return waiting;
      },
    );
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.#debounce);
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('syncUrl') && this.syncUrl) this.#url.read();
    if (changed.has('favorites') && this.favorites && !this.#favorites) this.#loadFavorites();
    if (changed.has('noStructuredData') && this.noStructuredData) this.#structuredData();
    const query = toQuery(this);
    if (!this.#query || !sameQuery(this.#query, query)) this.#query = query;
  }

  override updated(): void {
    const grid = this.renderRoot.querySelector('ul');
    if (grid) this.#columns = getComputedStyle(grid).gridTemplateColumns.split(' ').length;
    if (this.#focusHeading && this.search.status !== TaskStatus.PENDING) {
      this.#focusHeading = false;
      this.#heading?.focus();
    }
  }

  /** Typing in a price field: committed as the city is (debounced, or Enter). */
  #onNumber(event: Event): void {
    if ((event.target as HTMLInputElement).type === 'number') this.#onInput();
  }

  #onInput(): void {
    clearTimeout(this.#debounce);
    this.#debounce = setTimeout(() => this.#commitText(true), DEBOUNCE_MS);
  }

  #onSubmit(event: SubmitEvent): void {
    event.preventDefault();
    this.#commitText(false);
  }

  #onSaleType(event: Event): void {
    this.#setFilters({ saleType: (event.target as HTMLInputElement).value as SaleType | '' });
  }

  #onClear(): void {
    clearTimeout(this.#debounce);
    this.#setFilters({ city: '', saleType: '', ...CLEARED });
  }

  /** A select or checkbox of the refine controls changed (the price fields are text: `#onInput`). */
  #onChange(event: Event): void {
    const control = event.target as HTMLInputElement;
    if (control.localName === 'select' || control.type === 'checkbox') this.#setFilters(refineChange(control));
  }

  /** The phone's Filters button; the panel's Apply and Escape close it (focus: the results, or back to the button). */
  #togglePanel(open: boolean, focus?: 'results' | 'button'): void {
    this.#panelOpen = open;
    this.requestUpdate();
    void this.updateComplete.then(() => {
      const target = open
        ? this.renderRoot.querySelector<HTMLElement>('#refine :is(input, select)')
        : focus === 'results'
          ? this.#heading
          : this.renderRoot.querySelector<HTMLElement>('.filters');
      target?.focus();
    });
  }

  #onPanelKey(event: KeyboardEvent): void {
    if (event.key === 'Escape' && this.#panelOpen) {
      event.preventDefault();
      this.#togglePanel(false, 'button');
    }
  }

  /** A card was clicked: `listing-select`, then (unless cancelled, or the card is a link) the detail; focus returns to the card. */
  #onCardClick(event: MouseEvent): void {
    const hit = event.currentTarget as HTMLElement;
    const listing = cardSelect(event);
    if (listing && hit.localName !== 'a') this.#show(listing, hit);
  }

  /** Opens the detail on `listing` (focus goes back to `from` on close), and names it in the address with `sync-url`. */
  #show(listing: Listing, from?: HTMLElement): void {
    // Once loaded, the deep links keep serving (sync-url turned off: the share link is the listing's own page again).
    Promise.all([loadDetail(), (this.syncUrl || this.#linking) && this.#deepLink()]).then(
      ([, link]) => (link ? link.show(listing, from) : this.#detail!.show(listing, from)),
      chunkFailed,
    );
  }

  /** A card hovered or focused: start loading the dialog, so that choosing the card does not wait for it. */
  #onCardIntent(): void {
    if (this.cardAction === 'detail') void loadDetail().catch(() => undefined);
  }

  /**
   * Opens listing `id`'s detail (an address with `<prefix>-listing`): at once when it is among the
   * loaded results (returns true), else once the chatbot's whole inventory (the index) has it.
   */
  openListing(id: number): boolean {
    const listing = this.#loaded?.result.items.find((item) => item.id === id);
    if (listing) this.#show(listing);
    else
      this.#wholeInventory().promise.then(
        (inventory) => {
          const found = inventory.listings.find((item) => item.id === id);
          if (found) this.#show(found);
        },
        () => undefined,
      );
    return !!listing;
  }

  /** The chatbot's whole inventory (no filters), through the shared index: for the saved homes and for links to a listing on another page. */
  #wholeInventory(retry = false): WholeInventory {
    const serial = this.#query.serial;
    if (this.#inventory?.serial === serial && !(retry && this.#inventory.failed)) return this.#inventory;
    const entry: WholeInventory = {
      serial,
      promise: loadIndex().then((index) =>
        index.inventoryFor(this.#client(), { serial }, this.#query.maxListings, { refresh: retry }),
      ),
    };
    entry.promise.then(
      (result) => ((entry.result = result), this.requestUpdate()),
      (error: unknown) => (
        (entry.failed = true),
        console.warn('listing-search: the saved homes could not be loaded.', error),
        this.requestUpdate()
      ),
    );
    return (this.#inventory = entry);
  }

  #deepLink(): Promise<DeepLinkController> {
    return (this.#linking ??= loadDeepLink().then(({ DeepLinkController }) => new DeepLinkController(this)));
  }

  #loadFavorites(): void {
    loadFavorites().then((module) => {
      this.#favorites = module;
      new module.SavedController(this);
      this.requestUpdate();
    }, chunkFailed);
  }

  /**
   * The saved homes the "Saved (n)" toggle shows, for the saved `ids`: found in the chatbot's whole
   * inventory (the shared index). A saved ID the whole inventory no longer has (and it was not capped)
   * was taken off the market: it is dropped from the saved homes, and the view says so.
   */
  savedListings(ids: ReadonlySet<number>): SavedListings {
    const entry = this.#wholeInventory();
    if (!entry.result) {
      // Until the inventory arrives: the saved homes of the page on screen.
      const items = (this.#loaded?.result.items ?? []).filter((item) => ids.has(item.id));
      return {
        items,
        state: entry.failed ? 'failed' : 'loading',
        retry: () => (this.#wholeInventory(true), this.requestUpdate()),
      };
    }
    const { listings, capped } = entry.result;
    const gone = capped ? [] : [...ids].filter((id) => !listings.some((item) => item.id === id));
    if (gone.length) {
      entry.dropped = (entry.dropped ?? 0) + gone.length;
      // After this render: forgetting re-renders every search of the chatbot.
      queueMicrotask(() => this.#favorites?.forgetSaved(entry.serial, gone));
    }
    return { items: listings.filter((item) => ids.has(item.id)), state: 'ready', dropped: entry.dropped };
  }

  /** The structured data of `items` (none: removed), unless `no-structured-data`. */
  #structuredData(items?: readonly Listing[]): void {
    const list = this.noStructuredData ? undefined : items;
    loadStructuredData().then(
      ({ syncStructuredData }) =>
        syncStructuredData(this, list, this.syncUrl ? this.id || 'ls' : undefined, this.areaUnit),
      () => undefined,
    );
  }

  #learnCities(items: readonly Listing[]): void {
    for (const { city } of items) if (city) this.#cities.set(foldCity(city), city);
  }

  #onImageError(event: Event): void {
    this.#failed.add(cardImage(event));
    this.requestUpdate();
  }

  #onRetry(): void {
    if (this.#statesFailed) this.#statesLoading = undefined;
    this.#statesFailed = false;
    this.#refresh = true;
    void this.search.run();
  }

  #goToPage(page: number): void {
    this.page = page;
    this.#focusHeading = true;
    this.#typing = false;
    this.#url.write();
  }

  /** The text fields' values as filters: `typing` (the debounce) keeps one history entry for the whole word; Enter or the button ends it. */
  #commitText(typing?: boolean): void {
    clearTimeout(this.#debounce);
    const form = this.renderRoot.querySelector('form');
    if (!form) return;
    const value = (name: string) => ((form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '').trim();
    const city = value('city');
    const price = (name: string) =>
      this.#shows('price') ? Number(value(name)) || undefined : this[name === 'min' ? 'minPrice' : 'maxPrice'];
    this.#setFilters(
      {
        // A known city however it was typed ("salt lake city", "Bogota"): the request sends the inventory's whole name.
        city: this.#shows('city') ? (this.#cities.get(foldCity(city)) ?? city) : this.city,
        mlsNumber: this.#shows('mls') ? value('mls') : this.mlsNumber,
        minPrice: price('min'),
        maxPrice: price('max'),
      },
      typing,
    );
  }

  /** A user changed filters: back to page 1, and into the address bar (`typing`: see `#commitText`; a control change is not typing). */
  #setFilters(filters: Partial<ListingFilters> | RefineProps, typing?: boolean): void {
    const replace = typing !== undefined && this.#typing;
    this.#typing = !!typing;
    if (Object.entries(filters).every(([key, value]) => this[key as keyof this] === value)) return;
    Object.assign(this, filters);
    this.page = 1;
    this.#url.write(replace);
  }

  #loadStates(): Promise<unknown> {
    return (this.#statesLoading ??= loadStates().then(
      (module) => (this.#states = module),
      (error: unknown) => ((this.#statesFailed = true), chunkFailed(error)),
    ));
  }

  /** The states' module for this render: undefined while it loads (the element updates when it arrives, and `updateComplete` waits) or after it failed. */
  #statesNow(): States | undefined {
    if (!this.#states && !this.#statesFailed) this.#waiting = this.#loadStates().then(() => this.requestUpdate());
    return this.#states;
  }

  #client(): ListingClient {
    if (this.client) return this.client;
    const base = resolveBase(this.apiBase);
    const key = `${base}\n${this.sessionKey}`;
    if (!clients.has(key))
      clients.set(key, new ListingClient({ baseUrl: base, sessionKey: this.sessionKey || undefined }));
    return clients.get(key)!;
  }

  /** The type control's options: the index's types with counts; before an index loaded, the types on screen. */
  #typeOptions(): [string, number?][] {
    if (this.#types.length) return this.#types;
    return [...new Set(this.#loaded?.result.items.map((listing) => listing.propertyType?.trim() ?? ''))]
      .filter(Boolean)
      .map((type) => [type]);
  }

  /** The form is used and shows the type control: load the index in the background for the types' counts. */
  #onFormFocus(): void {
    const query = this.#query;
    if (!this.#shows('type') || this.#types.length || !query.serial) return;
    loadIndex()
      .then((index) => index.indexSearch(this.#client(), query))
      .then(
        (result) => ((this.#types = result.types!), this.requestUpdate()),
        () => undefined,
      );
  }

  #shows(control: string): boolean {
    return (this.controls ?? CONTROLS).split(/[\s,]+/).includes(control);
  }

  #renderForm(lang: Lang) {
    const t = strings(lang);
    const type = this.#query.saleType;
    const radio = (value: SaleType | '', label: string) =>
      html`<label class="segment"
        ><input type="radio" name="sale-type" .value=${value} .checked=${type === value} @change=${this.#onSaleType} /><span>${label}</span></label
      >`;
    const query = this.#query;
    // With refine controls, what follows city and sale type sits in a panel that a phone opens with the Filters button.
    const refining = REFINE_CONTROLS.some((control) => this.#shows(control));
    const active = refineCount(query) + (query.mlsNumber ? 1 : 0);
    const mls = this.#shows('mls')
      ? html`<label class="field"
          ><span class="label">${t.mls}</span
          ><input name="mls" type="search" placeholder=${t.mls} autocomplete="off" .value=${this.mlsNumber} @input=${this.#onInput}
        /></label>`
      : nothing;
    return html`<form part="form" role="search" aria-label=${t.search} @submit=${this.#onSubmit} @change=${this.#onChange} @input=${this.#onNumber} @focusin=${this.#onFormFocus}>
      ${
        this.#shows('city')
          ? html`<label class="field"
            ><span class="label">${t.city}</span
            ><input name="city" type="search" placeholder=${t.city} list="cities" autocomplete="off" .value=${this.city} @input=${this.#onInput} /><datalist id="cities"
              >${[...this.#cities.values()].sort().map((city) => html`<option value=${city}></option>`)}</datalist
            ></label>`
          : nothing
      }
      ${
        this.#shows('sale-type')
          ? html`<fieldset class="field">
            <legend class="label">${t.saleType}</legend>
            <div class="segments">${radio('', t.any)}${radio('for_sale', t.forSale)}${radio('for_rent', t.forRent)}</div>
          </fieldset>`
          : nothing
      }
      ${
        refining
          ? html`<button class="filters" type="button" aria-expanded=${this.#panelOpen ? 'true' : 'false'} aria-controls="refine" @click=${() => this.#togglePanel(!this.#panelOpen)}>
              ${t.filters}${active ? ` (${active})` : ''}
            </button>
            <div id="refine" class=${this.#panelOpen ? 'refine open' : 'refine'} role="group" aria-label=${t.filters} @keydown=${this.#onPanelKey}>
              ${mls}${renderRefine((control) => this.#shows(control), query, t, this.#typeOptions())}
              <div class="actions">
                <button type="button" @click=${() => this.#togglePanel(false, 'results')}>${t.apply}</button>
                <button type="button" class="reset" @click=${() => this.#setFilters(CLEARED)}>${t.clearFilters}</button>
              </div>
            </div>`
          : mls
      }
      ${this.#shows('city') || this.#shows('mls') || this.#shows('price') ? html`<button class="submit" type="submit">${t.search}</button>` : nothing}
    </form>`;
  }

  #renderCards(items: readonly Listing[], lang: Lang) {
    const favorites = this.favorites ? this.#favorites : undefined;
    const options: CardOptions = {
      lang,
      areaUnit: this.areaUnit,
      link: this.cardAction === 'url',
      failed: this.#failed,
      onClick: this.#onCardClick,
      onImageError: this.#onImageError,
      heart: favorites?.hearts(this.#query.serial, lang),
    };
    return html`<ul role="list" @pointerover=${this.#onCardIntent} @focusin=${this.#onCardIntent}>
      ${items.map((listing, i) => html`<li>${renderCard(listing, `c${i}`, options, i < this.#columns)}</li>`)}
    </ul>`;
  }

  /** Placeholders with the cards' own boxes and line heights: exactly the size of the cards that replace them. */
  #renderSkeletons(count: number) {
    return html`<ul aria-hidden="true">
      ${Array.from(
        { length: count },
        () =>
          html`<li>
            <div class="card skeleton">
              <span class="media"></span>
              <span class="body"
                ><span class="price"><span class="bar">&nbsp;</span></span><span class="facts"><span class="bar">&nbsp;</span></span
                ><span class="address"><span class="bar">&nbsp;</span><span class="bar">&nbsp;</span></span
              ></span>
            </div>
          </li>`,
      )}
    </ul>`;
  }

  /** Previous/next and, when the total can be trusted, a window of page numbers. */
  #renderPagination(result: ListResult, page: number, pageSize: number, lang: Lang) {
    const t = strings(lang);
    const shown = result.items.length;
    const pages = pageCount(result.total, shown, page, pageSize);
    const next = hasNext(pages, shown, page, pageSize);
    if (page === 1 && !next) return nothing;
    return html`<nav part="pagination" aria-label=${t.pagination}>
      <button class="prev" type="button" ?disabled=${page <= 1} @click=${() => this.#goToPage(page - 1)}>
        ${chevronLeft}<span>${t.previous}</span>
      </button>
      ${
        pages !== undefined
          ? html`<span class="of">${t.pageOf(page, pages)}</span><ol>
            ${pageWindow(page, pages).map((n) =>
              n === undefined
                ? html`<li aria-hidden="true">…</li>`
                : html`<li>
                    <button
                      class="page"
                      type="button"
                      aria-label=${t.goToPage(n)}
                      aria-current=${n === page ? 'page' : 'false'}
                      @click=${() => n !== page && this.#goToPage(n)}
                    >
                      ${n}
                    </button>
                  </li>`,
            )}
          </ol>`
          : html`<span>${t.goToPage(page)}</span>`
      }
      <button class="next" type="button" ?disabled=${!next} @click=${() => this.#goToPage(page + 1)}>
        <span>${t.next}</span>${chevronRight}
      </button>
    </nav>`;
  }

  #renderResults(result: ListResult & IndexExtras, page: number, pageSize: number, lang: Lang) {
    const t = strings(lang);
    if (result.items.length === 0) {
      const { city, saleType, mlsNumber } = this;
      return this.#statesNow()?.renderEmpty({
        lang,
        page,
        filters: { city, saleType, mlsNumber },
        filtered: isFiltered(this.#query),
        cities: [...this.#cities.values()],
        setFilters: (filters) => this.#setFilters(filters),
        clearAll: () => this.#onClear(),
        goToPage: (n) => this.#goToPage(n),
      });
    }
    // The cap's note goes below the pager: nothing moves when it appears.
    return html`${this.#renderCards(result.items, lang)}
      <div class="pager">${this.#renderPagination(result, page, pageSize, lang)}</div>
      ${result.capped ? html`<p class="note">${t.capped(formatNumber(result.capped, lang))}</p>` : nothing}`;
  }

  /** The heading: where the visitor is (`13–24 of 240 homes`, or the count on a single page) when the total can be trusted, else the page number. */
  #headingText(result: ListResult | undefined, page: number, pageSize: number, lang: Lang): string {
    const t = strings(lang);
    if (!result) return t.loading;
    const { total, items } = result;
    if (pageCount(total, items.length, page, pageSize) === undefined) return `${t.results} · ${t.goToPage(page)}`;
    const from = (page - 1) * pageSize;
    const n = (value: number) => formatNumber(value, lang);
    return items.length < total! ? t.range(n(from + 1), n(from + items.length), n(total!)) : t.homes(n(total!), total!);
  }

  override render() {
    // A language whose words are not here yet: nothing rather than English first (the search has started).
    if (this.#lang.waiting) return nothing;
    const lang = this.#lang.lang;
    const t = strings(lang);
    const query = this.#query;
    const { page, pageSize } = query;
    const form = ['city', 'sale-type', 'mls', ...REFINE_CONTROLS].some((control) => this.#shows(control))
      ? this.#renderForm(lang)
      : nothing;
    if (!query.serial) {
      const states = this.#statesNow();
      return html`${form}${states ? states.renderMissingSerial(lang) : this.#statesFailed ? html`<p part="error" class="error">${t.failed}</p>` : nothing}`;
    }
    const status = this.search.status;
    const kept = this.#loaded && filtersKey(this.#loaded.query) === filtersKey(query) ? this.#loaded : undefined;
    let body: unknown;
    let heading: string;
    let announce = '';
    if (status === TaskStatus.COMPLETE && this.search.value) {
      const result = this.search.value;
      heading = this.#headingText(result, page, pageSize, lang);
      announce = this.#quiet ? '' : heading;
      body = this.#renderResults(result, page, pageSize, lang);
    } else if (status === TaskStatus.ERROR) {
      heading = kept ? this.#headingText(kept.result, kept.query.page, pageSize, lang) : t.results;
      // A page change that failed: say which page, keep the last page's cards and the pager (showing the page asked for); Retry asks for it again.
      const otherPage = kept && kept.query.page !== page;
      const states = this.#statesNow();
      body = html`${
        states
          ? states.renderError(this.search.error, lang, () => this.#onRetry(), otherPage ? page : undefined)
          : this.#statesFailed
            ? html`<div part="error" class="error" role="alert"><p>${t.failed}</p><button class="retry" type="button" @click=${this.#onRetry}>${t.retry}</button></div>`
            : nothing
      }
        ${kept ? html`${this.#renderCards(kept.result.items, lang)}<div class="pager">${this.#renderPagination(kept.result, page, pageSize, lang)}</div>` : nothing}`;
    } else {
      // Loading: skeletons in the grid's place and the pager's space held below, so nothing shifts.
      // The pager already shows the page asked for: it changes on the click, not when the answer comes.
      const last = this.#loaded;
      const progress = this.#progress;
      const n = (value: number) => formatNumber(value, lang);
      heading = progress
        ? t.indexing(n(progress.loaded), progress.expected === undefined ? undefined : n(progress.expected))
        : last
          ? this.#headingText(last.result, last.query.page, pageSize, lang)
          : t.loading;
      // The cap's note already, when the count says it will be reached: it does not push what follows the widget later.
      body = html`${this.#renderSkeletons(last?.result.items.length || pageSize)}
        <div class="pager">${last?.result.items.length ? this.#renderPagination(last.result, page, pageSize, lang) : nothing}</div>
        ${progress?.capped ? html`<p class="note">${t.capped(n(query.maxListings))}</p>` : nothing}`;
    }
    const saved = this.favorites ? this.#favorites : undefined;
    [heading, body] = saved?.savedView(this, query.serial, lang, (items) => this.#renderCards(items, lang)) ?? [
      heading,
      body,
    ];
    const busy = status === TaskStatus.PENDING;
    return html`${form}
      <section part="results" aria-labelledby="heading" aria-busy=${busy ? 'true' : 'false'}>
        ${saved?.savedToggle(this, query.serial, lang)}
        <h2 id="heading" part="status" tabindex="-1">${heading}</h2>
        <p class="visually-hidden" role="status">${announce}</p>
        ${body}
      </section>
      <listing-detail
        .language=${lang}
        area-unit=${this.areaUnit}
        serial-number=${query.serial}
        ?favorites=${this.favorites}
        ?ask=${this.ask}
        exportparts=${DETAIL_PARTS}
      ></listing-detail>`;
  }
}
