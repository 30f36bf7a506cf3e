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
import { errorText } from '../shared/error-text.js';
import { formatNumber } from '../shared/format.js';
import { type Lang, LangController } from '../shared/lang.js';
import { strings } from '../shared/i18n.js';
import { chevronLeft, chevronRight } from '../shared/icons.js';
import { hasNext, pageCount, pageWindow } from './pagination.js';
import { type SearchQuery, filtersKey, isFiltered, sameQuery, toQuery } from './query.js';
import { searchStyles } from './listing-search.styles.js';
import { UrlSyncController } from './url-sync.js';
import type { DeepLinkController } from './deep-link.js';

/** A city name compared as a visitor may type it: no case, no accents, single spaces. */
const foldCity = (city: string) => city.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();

/** The detail dialog's module (it registers `<listing-detail>`): loaded on first need, off the first results' path. */
const loadDetail = () => import('../listing-detail/listing-detail.js');
/** A chunk that could not load (offline, a half-copied deployment): what it adds stays away, the results stay usable, and a developer learns why. */
const chunkFailed = (error: unknown) => console.error('listing-search: could not load', error);

/** Saved homes and structured data: chunks of their own, loaded when `favorites` is set and when results first arrive. */
const loadFavorites = () => import('../shared/favorites.js');
const loadStructuredData = () => import('./structured-data.js');
/** `sync-url`'s deep links to a listing: loaded when the first results arrive (the address may name one of them). */
const loadDeepLink = () => import('./deep-link.js');

// `listing-select` comes from the cards this element draws: its detail type is exported here too.
export type { ListingSelectDetail } from '../listing-card/listing-card.component.js';
export type { SearchQuery } from './query.js';
export type { ListingAskDetail, ListingCloseDetail } from '../listing-detail/listing-detail.component.js';
export type { ListingFavoriteDetail } from '../shared/favorites.js';

/** The filters of a search, as the element's properties hold them (`''` = no filter). */
export interface ListingFilters {
  city: string;
  saleType: SaleType | '';
  mlsNumber: string;
}

/** Detail of `listing-search`: a search starts. */
export interface ListingSearchDetail {
  filters: ListingFilters;
  page: number;
  pageSize: number;
}

/** Detail of `listing-results`: a page of results arrived. `total` is `VirtualCount` when the server sent one. */
export interface ListingResultsDetail {
  items: Listing[];
  total: number | undefined;
  page: number;
  pageSize: number;
}

/** Detail of `listing-error`: a search failed. */
export interface ListingErrorDetail {
  error: ApiError;
}

interface Loaded {
  result: ListResult;
  /** The search it answered: its filters decide whether it may stay on screen after an error. */
  query: SearchQuery;
}

const CONTROLS = 'city sale-type mls';
const DEBOUNCE_MS = 300;
/** The detail's parts through this element; those whose names the cards use get a `detail-` prefix. */
const DETAIL_PARTS = ['dialog', ...'image price address facts badge description table link favorite actions'.split(' ').map((part) => `${part}: detail-${part}`)].join(', ');

/**
 * Property search for a realtor's site: filters, a grid of cards (drawn as `<listing-card>` draws
 * them, straight into this element's shadow root: one style scope for the whole grid), pagination,
 * and a `<listing-detail>` dialog, over RealEstateList with the chatbot's session key. The search is
 * a `SearchQuery` (`query.ts`), the pager's arithmetic `pagination.ts`, `sync-url` a controller
 * (`url-sync.ts`). Its words follow `lang` (its own or the nearest ancestor's, also when it changes
 * after load). It has no slots. Every event bubbles and is composed; the detail types are exported here.
 *
 * @attr {'auto' | 'light' | 'dark'} color-scheme - `auto` (default: the visitor's light or dark preference), `light` or `dark`: a light-only site can pin light. Reaches the cards and the dialog.
 * @fires {CustomEvent<ListingSearchDetail>} listing-search - A search starts (`filters`, `page`, `pageSize`).
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

  /** Which filter controls show, space-separated from `city sale-type mls`; empty for none. */
  controls: string = CONTROLS;

  /** `en` or `es`; when not set, the nearest `lang` up the tree (or the page's). */
  language?: string;

  /** Reflect filters and page into the address bar (`<id or "ls">-city`, `-type`, `-mls`, `-page`), read them on load and on back/forward. */
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

  /** The search (@lit/task): re-runs when any argument changes and aborts the one it supersedes. `search.taskComplete` settles with it. */
  readonly search: Task<[SearchQuery, ListingClient], ListResult> = new Task<[SearchQuery, ListingClient], ListResult>(this, {
    task: async ([{ serial, city, saleType, mlsNumber, page, pageSize }, client], { signal }) => {
      if (!serial) return initialState;
      emit<ListingSearchDetail>(this, 'listing-search', { filters: { city, saleType, mlsNumber }, page, pageSize });
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
      // Nothing found and few cities known (a shared link to an empty search): one light request for cities that have homes.
      if (!result.items.length && this.#cities.size < 5 && !this.#citiesAsked) {
        this.#citiesAsked = true;
        this.#client()
          .list({ SerialNumber: query.serial, PageSize: 50 })
          .then((more) => (this.#learnCities(more.items), this.requestUpdate()), () => undefined);
      }
      this.#quiet = this.#focusHeading;
      this.#loaded = { result, query };
      this.#structuredData(result.items);
      // An address naming a listing (a shared link): open it.
      if (this.syncUrl) this.#deepLink().then((link) => link.openWanted(), chunkFailed);
      emit<ListingResultsDetail>(this, 'listing-results', { items: result.items, total: result.total, page: query.page, pageSize: query.pageSize });
    },
    onError: (error) => {
      // A network error may be the page's CSP blocking the API: the console then says so (csp-notice.ts).
      if ((error as ApiError).kind === 'network') import('./csp-notice.js').then((notice) => notice.explainNetworkError(resolveBase(this.apiBase) ?? DEFAULT_BASE_URL), chunkFailed);
      if ((error as ApiError).kind !== 'aborted') emit<ListingErrorDetail>(this, 'listing-error', { error: error as ApiError });
    },
  });

  // State
  /** The search the properties describe, normalised; computed once per update (`willUpdate`), replaced only when it changes. */
  #query!: SearchQuery;
  /** The last page that loaded, kept on screen through an error when the filters are the same (not reactive: the task's own update draws it). */
  #loaded: Loaded | undefined;
  #debounce: ReturnType<typeof setTimeout> | undefined;
  #clientCache: { key: string; client: ListingClient } | undefined;
  #focusHeading = false;
  /** The last results came from a page change: the focused heading reads them, so the live region stays quiet (no double announcement). */
  #quiet = false;
  /** The address already has an entry for the text being typed: later keystrokes rewrite it rather than add entries. */
  #typing = false;
  /** The inventory's cities as results showed them, by their folded form (`foldCity`): the city field's suggestions, and the spelling a search sends. */
  #cities = new Map<string, string>();
  #citiesAsked = false;
  /** Photos that failed to load: their cards show the placeholder. */
  #failed = new Set<string>();
  readonly #lang = new LangController(this, () => this.language);
  readonly #url = new UrlSyncController(this);
  /** `sync-url`'s deep links, once loaded. */
  #linking: Promise<DeepLinkController> | undefined;
  /** The saved-homes module once `favorites` loaded it. */
  #favorites: typeof import('../shared/favorites.js') | undefined;
  /** Columns of the grid as last drawn: the first row's photos load first. */
  #columns = 1;

  // Queries
  get #heading(): HTMLElement | null {
    return this.renderRoot.querySelector('h2');
  }

  get #detail(): ListingDetail | null {
    return this.renderRoot.querySelector('listing-detail');
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
    this.#setFilters({ city: '', saleType: '', mlsNumber: '' });
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
    Promise.all([loadDetail(), (this.syncUrl || this.#linking) && this.#deepLink()]).then(([, link]) => (link ? link.show(listing, from) : this.#detail!.show(listing, from)), chunkFailed);
  }

  /** A card hovered or focused: start loading the dialog, so that choosing the card does not wait for it. */
  #onCardIntent(): void {
    if (this.cardAction === 'detail') void loadDetail().catch(() => undefined);
  }

  /**
   * Opens listing `id`'s detail (an address with `<prefix>-listing`) when it is among the loaded results;
   * returns whether it could.
   * SEAM(index): a listing on another page needs the inventory index (issue 10's refine filters): look it
   * up there when it is not in `#loaded`.
   */
  openListing(id: number): boolean {
    const listing = this.#loaded?.result.items.find((item) => item.id === id);
    if (listing) this.#show(listing);
    return !!listing;
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
   * The listings the "Saved (n)" toggle shows, for the saved `ids`.
   * SEAM(index): the saved homes are found through the inventory index (issue 10); until it is merged,
   * this shows the saved homes among the loaded page only. A saved ID the index no longer has is to be
   * dropped there, with a short note.
   */
  savedListings(ids: ReadonlySet<number>): Listing[] {
    return (this.#loaded?.result.items ?? []).filter((item) => ids.has(item.id));
  }

  /** The structured data of `items` (none: removed), unless `no-structured-data`. */
  #structuredData(items?: readonly Listing[]): void {
    const list = this.noStructuredData ? undefined : items;
    loadStructuredData().then(
      ({ syncStructuredData }) => syncStructuredData(this, list, this.syncUrl ? this.id || 'ls' : undefined, this.areaUnit),
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
    this.#setFilters({
      // A known city however it was typed ("salt lake city", "Bogota"): the request sends the inventory's whole name.
      city: this.#shows('city') ? (this.#cities.get(foldCity(city)) ?? city) : this.city,
      mlsNumber: this.#shows('mls') ? value('mls') : this.mlsNumber,
    }, typing);
  }

  /** A user changed filters: back to page 1, and into the address bar (`typing`: see `#commitText`; a control change is not typing). */
  #setFilters(filters: Partial<ListingFilters>, typing?: boolean): void {
    const next = { city: this.city, saleType: this.saleType, mlsNumber: this.mlsNumber, ...filters };
    const replace = typing !== undefined && this.#typing;
    this.#typing = !!typing;
    if (next.city === this.city && next.saleType === this.saleType && next.mlsNumber === this.mlsNumber) return;
    Object.assign(this, next);
    this.page = 1;
    this.#url.write(replace);
  }

  #client(): ListingClient {
    if (this.client) return this.client;
    const base = resolveBase(this.apiBase);
    const key = `${base}\n${this.sessionKey}`;
    if (this.#clientCache?.key !== key) {
      this.#clientCache = { key, client: new ListingClient({ baseUrl: base, sessionKey: this.sessionKey || undefined }) };
    }
    return this.#clientCache.client;
  }

  #shows(control: string): boolean {
    return this.controls.split(/[\s,]+/).includes(control);
  }

  #renderForm(lang: Lang) {
    const t = strings(lang);
    const type = this.#query.saleType;
    const radio = (value: SaleType | '', label: string) =>
      html`<label class="segment"
        ><input type="radio" name="sale-type" .value=${value} .checked=${type === value} @change=${this.#onSaleType} /><span>${label}</span></label
      >`;
    return html`<form part="form" role="search" aria-label=${t.search} @submit=${this.#onSubmit}>
      ${this.#shows('city')
        ? html`<label class="field"
            ><span class="label">${t.city}</span
            ><input name="city" type="search" placeholder=${t.city} list="cities" autocomplete="off" .value=${this.city} @input=${this.#onInput} /><datalist id="cities"
              >${[...this.#cities.values()].sort().map((city) => html`<option value=${city}></option>`)}</datalist
            ></label>`
        : nothing}
      ${this.#shows('sale-type')
        ? html`<fieldset class="field">
            <legend class="label">${t.saleType}</legend>
            <div class="segments">${radio('', t.any)}${radio('for_sale', t.forSale)}${radio('for_rent', t.forRent)}</div>
          </fieldset>`
        : nothing}
      ${this.#shows('mls')
        ? html`<label class="field"
            ><span class="label">${t.mls}</span
            ><input name="mls" type="search" placeholder=${t.mls} autocomplete="off" .value=${this.mlsNumber} @input=${this.#onInput}
          /></label>`
        : nothing}
      ${this.#shows('city') || this.#shows('mls') ? html`<button class="submit" type="submit">${t.search}</button>` : nothing}
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

  /** One filter of an empty search, named and removable on its own. */
  #chip(label: string, value: string, clear: Partial<ListingFilters>, lang: Lang) {
    return value
      ? html`<button type="button" class="chip" aria-label=${strings(lang).removeFilter(label, value)} @click=${() => this.#setFilters(clear)}>${value} ✕</button>`
      : nothing;
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
      ${pages !== undefined
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
        : html`<span>${t.goToPage(page)}</span>`}
      <button class="next" type="button" ?disabled=${!next} @click=${() => this.#goToPage(page + 1)}>
        <span>${t.next}</span>${chevronRight}
      </button>
    </nav>`;
  }

  #renderResults(result: ListResult, page: number, pageSize: number, lang: Lang) {
    const t = strings(lang);
    if (result.items.length === 0) {
      return page > 1
        ? html`<div part="empty" class="empty">
            <p class="empty-title">${t.emptyPage}</p>
            <button type="button" @click=${() => this.#goToPage(1)}>${t.firstPage}</button>
          </div>`
        : html`<div part="empty" class="empty">
            <p class="empty-title">${t.noResults}</p>
            ${isFiltered(this.#query)
              ? html`<p>${t.noResultsHint}</p>
                  <div class="chips">
                    ${this.#chip(t.city, this.city, { city: '' }, lang)}
                    ${this.#chip(t.saleType, this.saleType && (this.saleType === 'for_rent' ? t.forRent : t.forSale), { saleType: '' }, lang)}
                    ${this.#chip(t.mls, this.mlsNumber, { mlsNumber: '' }, lang)}
                    <button class="clear" type="button" @click=${this.#onClear}>${t.clearFilters}</button>
                  </div>
                  ${this.#cities.size
                    ? html`<p>${t.citiesWithHomes}</p>
                        <div class="chips">
                          ${[...this.#cities.values()].slice(0, 5).map(
                            (city) => html`<button type="button" class="city" @click=${() => this.#setFilters({ city, saleType: '', mlsNumber: '' })}>${city}</button>`,
                          )}
                        </div>`
                    : nothing}`
              : nothing}
          </div>`;
    }
    return html`${this.#renderCards(result.items, lang)}
      <div class="pager">${this.#renderPagination(result, page, pageSize, lang)}</div>`;
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
    const lang = this.#lang.lang;
    const t = strings(lang);
    const query = this.#query;
    const { page, pageSize } = query;
    const form = this.#shows('city') || this.#shows('sale-type') || this.#shows('mls') ? this.#renderForm(lang) : nothing;
    if (!query.serial) {
      return html`${form}<p part="error" class="error">${t.missingSerial}</p>`;
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
      const error = this.search.error;
      heading = kept ? this.#headingText(kept.result, kept.query.page, pageSize, lang) : t.results;
      // A page change that failed: say which page, keep the last page's cards and the pager (showing the page asked for); Retry asks for it again.
      const otherPage = kept && kept.query.page !== page;
      body = html`<div part="error" class="error" role="alert">
          ${otherPage ? html`<strong>${t.pageFailed(page)}</strong>` : nothing}
          <p>${errorText(error, lang)}</p>
          <button class="retry" type="button" @click=${this.#onRetry}>${t.retry}</button>
        </div>
        ${kept ? html`${this.#renderCards(kept.result.items, lang)}<div class="pager">${this.#renderPagination(kept.result, page, pageSize, lang)}</div>` : nothing}`;
    } else {
      // Loading: skeletons in the grid's place and the pager's space held below, so nothing shifts.
      // The pager already shows the page asked for: it changes on the click, not when the answer comes.
      const last = this.#loaded;
      heading = last ? this.#headingText(last.result, last.query.page, pageSize, lang) : t.loading;
      body = html`${this.#renderSkeletons(last?.result.items.length || pageSize)}
        <div class="pager">${last?.result.items.length ? this.#renderPagination(last.result, page, pageSize, lang) : nothing}</div>`;
    }
    const saved = this.favorites ? this.#favorites : undefined;
    [heading, body] = saved?.savedView(this, query.serial, lang, (items) => this.#renderCards(items, lang)) ?? [heading, body];
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
