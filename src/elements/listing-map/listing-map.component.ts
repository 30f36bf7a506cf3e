// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the types of Leaflet's ES module files, also where this module is compiled alone
/// <reference path="./leaflet-modules.d.ts" />
import { LitElement, html, nothing, type PropertyValues } from 'lit';
import type {
  LeafletEvent,
  LeafletKeyboardEvent,
  Map as LeafletMap,
  Marker,
  MarkerCluster,
  MarkerClusterGroup as ClusterGroup,
} from 'leaflet';
import type { ListingClient } from '../../api/listing-client.js';
import type { Listing } from '../../api/schemas.js';
import { safeUrl } from '../../api/safe-url.js';
import { inventoryFor } from '../listing-search/inventory-index.js';
import type { SearchQuery } from '../listing-search/query.js';
import { parseBounds, refine } from '../listing-search/refine.js';
import type { ListingFilters } from '../listing-search/types.js';
import { emit } from '../shared/emit.js';
import { cardFacts, formatNumber, formatPrice, placeLine, unitOf } from '../shared/format.js';
import type { Lang } from '../shared/lang.js';
import { closeIcon, houseIcon } from '../shared/icons.js';
import { MarkerClusterGroup } from './cluster.js';
import { mapStrings } from './i18n.js';
import { L } from './leaflet.js';
import { hostLayout, mapStyles } from './listing-map.styles.js';
import { TextIcon, placeOf, shortPrice } from './markers.js';

/** What the map needs of its search (`<listing-search>`'s `SearchController`): the query's client and a way to change its filters. */
export interface MapSearch {
  client(): ListingClient;
  setFilters(filters: Partial<ListingFilters>): void;
}

/** What the map is: beside the list (`side`), or on a narrow element the `list` or the `map` behind the switch. */
type View = 'side' | 'list' | 'map';

const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION = '© OpenStreetMap contributors';
/** Below this width the search is a phone's: the list and the map take turns. */
const NARROW = 800;
/** Decimal places of an area in the address (about a metre). */
const PLACES = 5;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The results of a `<listing-search map>` on a map (Leaflet, with leaflet.markercluster): a price marker
 * for each listing with a place, clustered where they overlap, each a keyboard button named by its
 * address and price; a marker opens a small card whose button opens the detail dialog. Hovering or
 * focusing a card of the list highlights its marker, and the other way round. Moving the map offers
 * "Search this area" (the search's `bounds`), and "Clear area" undoes it. On a narrow search a List / Map
 * switch shows one at a time and keeps the scroll position of each. Drawn by `<listing-search>`, which
 * loads this element's chunk when a map is first shown; its tiles come from the search's `map-tiles` and
 * `map-attribution`.
 *
 * @csspart map - The map's box.
 */
export class ListingMap extends LitElement {
  static override styles = mapStyles;
  static override properties = {
    search: { attribute: false },
    query: { attribute: false },
    lang: {},
    open: { attribute: false },
    view: { reflect: true },
  };

  /** The search whose results the map shows. */
  search?: MapSearch;

  /** The search's query (a new object when it changes). */
  query?: SearchQuery;

  /** The language of the words. */
  override lang: Lang = 'en';

  /** Opens a listing's detail (focus goes back to `from` when it closes). */
  open?: (listing: Listing, from?: HTMLElement) => void;

  /** Beside the list, or which of the two a narrow search shows (reflected: the search's layout follows it). */
  view: View = 'side';

  // State
  /** The results with a place, and how many without one; undefined while they load. */
  #found: { listings: Listing[]; missing: number } | undefined;
  #failed = false;
  #selected: Listing | undefined;
  /** The visitor moved the map since the results or the area were last shown: "Search this area" offers itself. */
  #moved = false;
  #map: LeafletMap | undefined;
  #cluster: ClusterGroup | undefined;
  #markers = new Map<number, Marker>();
  /** The markers need drawing (new results, or the map was just made). */
  #dirty = false;
  /** What the view was last fitted to: the filters, or an area. */
  #fitted = '';
  /** The area the visitor searched from this map (no refit when its results come). */
  #searched = '';
  /** A move this element makes (fitting): not the visitor's. */
  #fitting = false;
  /** Each view's scroll position on a narrow search (the page's, for the list). */
  #listScroll = 0;
  #load = 0;
  // The view changes on the next frame: a layout change inside the observer's callback would loop.
  #resize = new ResizeObserver(([entry]) => requestAnimationFrame(() => this.#onResize(entry!.contentRect.width)));
  /** The card of the list the map highlights. */
  #hit: Element | undefined;

  // Queries
  get #root(): ShadowRoot | undefined {
    const root = this.getRootNode();
    return root instanceof ShadowRoot ? root : undefined;
  }
  get #box(): HTMLElement | null {
    return this.renderRoot.querySelector('.box');
  }

  override connectedCallback(): void {
    super.connectedCallback();
    const root = this.#root;
    if (root) {
      // The search's own layout with a map (beside, or turn by turn), and the highlight of the list's cards.
      if (!root.adoptedStyleSheets.includes(hostLayout))
        root.adoptedStyleSheets = [...root.adoptedStyleSheets, hostLayout];
      this.#resize.observe(root.host);
      root.addEventListener('pointerover', this.#onListIntent);
      root.addEventListener('focusin', this.#onListIntent);
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#resize.disconnect();
    this.#root?.removeEventListener('pointerover', this.#onListIntent);
    this.#root?.removeEventListener('focusin', this.#onListIntent);
    this.#map?.remove();
    this.#map = undefined;
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('query') && this.query) void this.#loadResults(this.query);
  }

  override updated(): void {
    if (this.view !== 'list' && !this.#map) this.#makeMap();
    if (this.#map && this.#found && this.#dirty) this.#draw();
  }

  /** The markers and clusters now on the map (for tests and the benchmark): their count of listings. */
  get shownCount(): number {
    return this.#cluster ? this.#cluster.getLayers().length : 0;
  }

  /** The Leaflet map, once made (for tests and the benchmark). */
  get leaflet(): LeafletMap | undefined {
    return this.#map;
  }

  /** Every listing of the search (all pages, through the inventory index), filtered as the list is. */
  async #loadResults(query: SearchQuery): Promise<void> {
    const load = ++this.#load;
    if (!this.search || !query.serial) return;
    try {
      const inventory = await inventoryFor(this.search.client(), query, query.maxListings);
      if (load !== this.#load) return;
      const all = refine(inventory.listings, query);
      const listings = all.filter((listing) => placeOf(listing));
      this.#found = { listings, missing: all.length - listings.length };
      this.#failed = false;
    } catch {
      if (load !== this.#load) return;
      this.#failed = true;
    }
    this.#dirty = true;
    this.requestUpdate();
  }

  #makeMap(): void {
    const box = this.#box;
    const host = this.#root?.host;
    if (!box) return;
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
    const map = L.map(box, {
      zoomAnimation: !still,
      fadeAnimation: !still,
      markerZoomAnimation: !still,
      center: [39.5, -98.35],
      zoom: 3,
    });
    const tiles = host?.getAttribute('map-tiles') || OSM_TILES;
    const attribution = host?.getAttribute('map-attribution');
    // Leaflet writes attributions as HTML: the page's is text; OpenStreetMap's own links its copyright page.
    L.tileLayer(tiles, {
      maxZoom: 19,
      attribution: attribution
        ? escapeHtml(attribution)
        : `<a href="https://www.openstreetmap.org/copyright">${escapeHtml(OSM_ATTRIBUTION)}</a>`,
    }).addTo(map);
    this.#cluster = new MarkerClusterGroup({
      animate: !still,
      showCoverageOnHover: false,
      maxClusterRadius: 48,
      iconCreateFunction: (cluster: MarkerCluster) => {
        const count = formatNumber(cluster.getChildCount(), this.lang);
        return new TextIcon('cluster', count, mapStrings(this.lang).homesHere(count));
      },
    }).addTo(map);
    const listingOf = (event: LeafletEvent) => (event.propagatedFrom as Marker & { listing: Listing }).listing;
    const activates = (event: LeafletEvent) => [13, 32].includes((event as LeafletKeyboardEvent).originalEvent.keyCode);
    this.#cluster.on('click', (event) => this.#select(listingOf(event)));
    // markercluster zooms into (or spreads) a cluster on Enter and focuses the map: focus goes on to its first home.
    this.#cluster.on('clusterkeypress', (event) => {
      const first = (event.propagatedFrom as MarkerCluster).getAllChildMarkers()[0] as Marker & { listing: Listing };
      if (activates(event) && first)
        this.#cluster!.once('animationend', () => this.#markerElement(first.listing.id)?.focus());
    });
    map.on('moveend', () => {
      if (this.#fitting) return;
      this.#moved = true;
      this.requestUpdate();
    });
    this.#map = map;
    this.#dirty = true;
  }

  /** Puts the results' markers on the map, and fits the view when the filters or the area changed. */
  #draw(): void {
    const map = this.#map!;
    const cluster = this.#cluster!;
    const { listings } = this.#found!;
    const lang = this.lang;
    this.#dirty = false;
    cluster.clearLayers();
    this.#markers.clear();
    const markers = listings.map((listing) => {
      const price = shortPrice(listing, lang);
      // The name starts with the visible text (the short price), then says where.
      const name = [price, listing.address, placeLine(listing)].filter(Boolean).join(', ');
      const marker = L.marker(placeOf(listing)!, {
        icon: new TextIcon('price', price, name, listing.id),
        keyboard: true,
        riseOnHover: true,
      }) as Marker & { listing: Listing };
      marker.listing = listing;
      this.#markers.set(listing.id, marker);
      return marker;
    });
    cluster.addLayers(markers);
    const query = this.query!;
    const area = query.bounds ? parseBounds(query.bounds) : undefined;
    const { page: _page, sort: _sort, bounds: _bounds, ...filters } = query;
    const key = area ? query.bounds : JSON.stringify(filters);
    if (key === this.#fitted) return;
    this.#fitted = key;
    this.#fitting = true;
    if (area) {
      if (query.bounds !== this.#searched)
        map.fitBounds(
          [
            [area[0], area[1]],
            [area[2], area[3]],
          ],
          { animate: false },
        );
    } else if (markers.length)
      map.fitBounds(L.latLngBounds(markers.map((m) => m.getLatLng())).pad(0.05), { animate: false, maxZoom: 16 });
    this.#fitting = false;
    this.#searched = '';
    this.#moved = false;
  }

  #onResize(width: number): void {
    const narrow = width < NARROW;
    const view: View = narrow ? (this.view === 'side' ? 'list' : this.view) : 'side';
    if (view === this.view) return;
    this.view = view;
    queueMicrotask(() => this.#map?.invalidateSize());
  }

  /** The List / Map switch: each keeps its scroll position (the list's is the page's; the map keeps its own view). */
  async #toggle(): Promise<void> {
    const toMap = this.view === 'list';
    if (toMap) this.#listScroll = scrollY;
    this.view = toMap ? 'map' : 'list';
    await this.updateComplete;
    if (toMap) {
      this.#map?.invalidateSize();
      this.scrollIntoView({ block: 'start' });
    } else scrollTo({ top: this.#listScroll, behavior: 'instant' });
    this.renderRoot.querySelector<HTMLElement>('.switch')?.focus();
  }

  #searchArea(): void {
    const b = this.#map!.getBounds();
    const bounds = [b.getSouth(), b.getWest(), b.getNorth(), b.getEast()].map((n) => n.toFixed(PLACES)).join(',');
    this.#searched = bounds;
    this.#moved = false;
    this.search?.setFilters({ bounds });
  }

  #clearArea(): void {
    this.#moved = false;
    this.search?.setFilters({ bounds: '' });
  }

  #select(listing: Listing): void {
    this.#selected = listing;
    this.requestUpdate();
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('.card .open')?.focus());
  }

  #closeCard(): void {
    const id = this.#selected?.id;
    this.#selected = undefined;
    this.requestUpdate();
    // Back to the marker it came from (or the cluster that now holds it).
    if (id !== undefined) void this.updateComplete.then(() => this.#markerElement(id)?.focus());
  }

  /** Leaflet's keyboard markers act on Enter only with a popup: Enter or Space opens the card (the key goes no further, so it does not also press the card's button). */
  #onMarkerKey(event: KeyboardEvent): void {
    const id = Number((event.target as HTMLElement).closest<HTMLElement>('.price')?.dataset['id']);
    const listing = id ? (this.#markers.get(id) as (Marker & { listing: Listing }) | undefined)?.listing : undefined;
    if (!listing || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    this.#select(listing);
  }

  #onCardKey(event: KeyboardEvent): void {
    if (event.key === 'Escape') {
      event.stopPropagation();
      this.#closeCard();
    }
  }

  #openDetail(event: MouseEvent): void {
    const listing = this.#selected!;
    const button = event.currentTarget as HTMLElement;
    if (emit(button, 'listing-select', { listing }, true)) this.open?.(listing, button);
  }

  /** The element showing listing `id` on the map: its marker, or the cluster holding it. */
  #markerElement(id: number): HTMLElement | undefined {
    const marker = this.#markers.get(id);
    if (!marker || !this.#cluster) return undefined;
    const shown = this.#cluster.getVisibleParent(marker) as Marker | null;
    return shown?.getElement();
  }

  /** A card of the list hovered or focused: its marker (or cluster) lights up. */
  #onListIntent = (event: Event): void => {
    const card = (event.target as Element).closest?.('.card') as (Element & { listing?: Listing }) | null;
    this.renderRoot.querySelectorAll('.hit').forEach((el) => el.classList.remove('hit'));
    if (card?.listing) this.#markerElement(card.listing.id)?.classList.add('hit');
  };

  /** A marker hovered or focused: its card in the list lights up. */
  #onMarkerIntent(event: Event): void {
    const id = Number((event.target as Element).closest<HTMLElement>('.price')?.dataset['id']);
    this.#hit?.classList.remove('map-hit');
    this.#hit = undefined;
    if (!id) return;
    const cards = this.#root?.querySelectorAll<HTMLElement & { listing?: Listing }>('.card') ?? [];
    this.#hit = [...cards].find((card) => card.listing?.id === id);
    this.#hit?.classList.add('map-hit');
  }

  override render() {
    const t = mapStrings(this.lang);
    const query = this.query;
    const found = this.#found;
    const narrow = this.view !== 'side';
    const area = !!query?.bounds;
    return html`${
      narrow
        ? html`<button class="switch" type="button" aria-label=${this.view === 'list' ? t.showMap : t.showList} @click=${this.#toggle}>
            ${this.view === 'list' ? t.map : t.list}
          </button>`
        : nothing
    }
      <div class="frame" ?hidden=${this.view === 'list'}>
        <div
          part="map"
          class="box"
          role="region"
          aria-label=${t.region}
          @pointerover=${this.#onMarkerIntent}
          @focusin=${this.#onMarkerIntent}
          @keydown=${this.#onMarkerKey}
        ></div>
        <div class="tools">
          ${this.#moved ? html`<button type="button" class="area" @click=${this.#searchArea}>${t.searchArea}</button>` : nothing}
          ${area ? html`<button type="button" class="area" @click=${this.#clearArea}>${t.clearArea}</button>` : nothing}
        </div>
        <p class="note" role="status">
          ${
            this.#failed
              ? t.failed
              : !found
                ? t.loading
                : found.missing
                  ? t.noLocation(found.missing, formatNumber(found.missing, this.lang))
                  : ''
          }
        </p>
        ${this.#selected ? this.#renderCard(this.#selected) : nothing}
      </div>`;
  }

  #renderCard(listing: Listing) {
    const t = mapStrings(this.lang);
    const lang = this.lang;
    const image = safeUrl(listing.images[0]);
    const place = placeLine(listing);
    return html`<div class="card" role="group" aria-label=${listing.address || formatPrice(listing, lang)} @keydown=${this.#onCardKey}>
      <span class="media">${image ? html`<img src=${image} alt="" />` : html`<span class="placeholder">${houseIcon}</span>`}</span>
      <button class="open" type="button" aria-describedby="card-facts" @click=${this.#openDetail}>
        <span class="price">${formatPrice(listing, lang)}</span>
        <span class="address">${listing.address}${place ? html`<span>${place}</span>` : nothing}</span>
        <span class="visually-hidden">${t.viewDetails}</span>
      </button>
      <span class="facts" id="card-facts">${cardFacts(listing, unitOf(listing, undefined), lang).join(' · ')}</span>
      <button class="close" type="button" aria-label=${t.closeCard} @click=${this.#closeCard}>${closeIcon}</button>
    </div>`;
  }
}
