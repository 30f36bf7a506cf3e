import { LitElement, html, type PropertyValues } from 'lit';
import type {
  LatLngBoundsExpression,
  Map as LeafletMap,
  Marker,
  MarkerCluster,
  MarkerClusterGroup,
  Point,
} from 'leaflet';
import type { Listing } from '../../api/schemas.js';
import { cardSelect } from '../listing-card/listing-card.component.js';
import { emit } from '../shared/emit.js';
import { SavedController, hearts } from '../shared/favorites.js';
import { LangController } from '../shared/lang.js';
import { mapStrings } from './i18n-map.js';
import { parseBounds } from '../shared/area.js';
import { L } from './leaflet.js';
import { mapCard } from './map-card.js';
import { OSM_TILES, mapControls } from './map-controls.js';
import { clusterIcon, markerIcon } from './markers.js';
import { mapStyles } from './listing-map.styles.js';

/** Detail of `map-area`: "Search this area" (`bounds`: `south,west,north,east` in decimal degrees) or "Clear area" (`''`). */
export interface MapAreaDetail {
  bounds: string;
}

/** Detail of `map-highlight`: a marker was hovered or focused (`id`: its listing), or left (`undefined`). */
export interface MapHighlightDetail {
  id: number | undefined;
}

/** A home on the map: it has a location. */
const located = (listing: Listing) => listing.latitude !== undefined && listing.longitude !== undefined;
/** Decimal places of an area's edges (about a metre). */
const PLACES = 5;
const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A map of listings (Leaflet 1.9 with leaflet.markercluster), as `<listing-search map>` shows its results: a
 * price marker per home with a location, clustered where they overlap; a marker opens a small card whose
 * button opens the detail (`listing-select`). Moving the map offers "Search this area" (`map-area`), and an
 * applied area offers "Clear area". Its controls (zoom and the attribution) are
 * its own, drawn as text: no HTML string reaches the page, so it runs under a strict Trusted Types policy.
 * Leaflet's stylesheet lives in its shadow root. Its words follow `lang` (its own or the nearest ancestor's).
 * Every event bubbles and is composed.
 *
 * @fires {CustomEvent<MapAreaDetail>} map-area - "Search this area" (`bounds`) or "Clear area" (`bounds: ''`).
 * @fires {CustomEvent<MapHighlightDetail>} map-highlight - A marker was hovered or focused, or left.
 * @fires {CustomEvent<ListingSelectDetail>} listing-select - The card of a marker was chosen.
 * @csspart map - The map's frame.
 * @csspart map-zoom - The zoom buttons.
 * @csspart map-area - "Search this area" and "Clear area".
 * @csspart map-missing - The count of homes without a location.
 * @csspart map-attribution - The tiles' attribution.
 * @csspart card - The card a marker opens (as on `<listing-card>`).
 * @cssprop --listing-map-height - The map's height beside the list. Default `min(80vh, 720px)`.
 * @cssprop --listing-map-phone-height - The map's height on a phone. Default `60vh`.
 * @cssprop --listing-accent - Accent colour (markers, buttons). Default `#1d5c8c` (light), `#8cc4f0` (dark).
 */
export class ListingMap extends LitElement {
  static override styles = mapStyles;
  static override properties = {
    listings: { attribute: false },
    bounds: {},
    tiles: {},
    attribution: {},
    language: { attribute: 'lang' },
    highlighted: { attribute: false },
    areaUnit: { attribute: 'area-unit' },
    serialNumber: { attribute: 'serial-number' },
    favorites: { type: Boolean },
    card: { state: true },
    moved: { state: true },
  };

  /** The homes to show: those without a location are counted ("3 homes have no location"). */
  listings: readonly Listing[] = [];

  /** The applied area, `south,west,north,east` (the view fits it when it changes from outside), or empty. */
  bounds = '';

  /** The tile URL template. Default OpenStreetMap's (`https://tile.openstreetmap.org/{z}/{x}/{y}.png`). */
  tiles = OSM_TILES;

  /** The tiles' attribution, as text. Default OpenStreetMap's, with a link to its copyright page. */
  attribution?: string;

  /** `en` or `es`; when not set, the nearest `lang` up the tree (or the page's). */
  language?: string;

  /** The listing whose marker stands out (the list's hovered or focused card). */
  highlighted?: number;

  /** `Square Feet` (default) or `Square Meters`, for the card of a listing that does not say. */
  areaUnit = 'Square Feet';

  /** With `favorites`: the chatbot whose saved homes the card's heart keeps. */
  serialNumber = '';

  /** The heart in a marker's card. */
  favorites = false;

  /** The listing whose card is open. */
  protected card: Listing | undefined;
  /** The visitor moved the map since its view was last set (offer "Search this area"). */
  protected moved = false;

  readonly #lang = new LangController(this, () => this.language);
  #map: LeafletMap | undefined;
  #clusters: MarkerClusterGroup | undefined;
  readonly #markers = new Map<number, Marker>();
  /** The marker or cluster that an icon's own element (inside Leaflet's focusable one) stands for. */
  readonly #icons = new WeakMap<Element, (keyboard: boolean) => void>();
  /** A cluster's icon element's cluster (a marker's is among #markers). */
  readonly #clusterOf = new WeakMap<Element, MarkerCluster>();
  /**
   * A home inside the marker or cluster that has focus: panning to a focused marker re-clusters the map, which
   * replaces the icons, and the focus fell to the page (WCAG 2.4.3); it goes to what now shows that home.
   */
  #focusedHome: Marker | undefined;
  /**
   * The visitor moves the map (a drag, the wheel, keys, a zoom button, a cluster): the next `moveend` is theirs
   * and offers "Search this area". Any other move is code's (a fit, a resize, a marker panned into view on focus).
   */
  #visitor = false;
  /** The area this map last asked for (its change coming back is no reason to move). */
  #sent = '';
  /** A zoom animates (the first view's fit, a zoom button): Leaflet ignores another zoom until it ends. */
  #zooming = false;
  #lit: Element | undefined;
  #resize: ResizeObserver | undefined;
  /**
   * The view last set by code (the results, or an area): fitted again when the frame changes size (a window
   * resized, a phone turned, the map shown again) until the visitor moves the map.
   */
  #view: [LatLngBoundsExpression, boolean] | undefined;
  /** The frame's size when that view was set. */
  #fitted: Point | undefined;
  readonly #failed = new Set<string>();
  /** With `favorites`: re-renders the card's heart when the saved homes change, and brings its styles. */
  #saved: SavedController | undefined;

  /** The Leaflet map, once drawn (for tests and for pages that add layers). */
  get leaflet(): LeafletMap | undefined {
    return this.#map;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#resize?.disconnect();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.#map) this.#observe();
  }

  override firstUpdated(): void {
    const frame = this.renderRoot.querySelector<HTMLElement>('.frame')!;
    const still = reducedMotion();
    const map = (this.#map = L.map(frame, {
      zoomControl: false,
      attributionControl: false,
      // The frame's own ResizeObserver instead of the window's resize (whose late moveend would look like a move).
      trackResize: false,
      zoomAnimation: !still,
      fadeAnimation: !still,
      markerZoomAnimation: !still,
      center: [39.5, -98.35],
      zoom: 4,
      maxZoom: 18,
    }));
    L.tileLayer(this.tiles, { maxZoom: 18 }).addTo(map);
    this.#clusters = L.markerClusterGroup({
      showCoverageOnHover: false,
      animate: !still,
      maxClusterRadius: 48,
      iconCreateFunction: (cluster) => {
        const icon = clusterIcon(cluster, this.#lang.lang);
        this.#clusterOf.set(icon.options.html as Element, cluster);
        this.#icons.set(icon.options.html as Element, () => {
          this.#byVisitor();
          cluster.zoomToBounds({ padding: [24, 24] });
        });
        return icon;
      },
    }).addTo(map);
    // (After markercluster's own moveend and animations have replaced the icons.)
    this.#clusters.on('animationend', () => this.#keepFocus());
    map.on('moveend', () => {
      requestAnimationFrame(() => this.#keepFocus());
      if (this.#visitor) this.moved = true;
      this.#visitor = false;
      this.requestUpdate();
    });
    map.on('zoomanim', () => (this.#zooming = true));
    map.on('zoomend', () => ((this.#zooming = false), this.requestUpdate(), this.#highlight()));
    // The visitor's own moves: the next moveend is theirs. Captured on the frame, before Leaflet's own handlers
    // move the map (a double click's zoom without animation ends at once).
    // A cluster's click too: markercluster zooms in its own click handler, at once when motion is reduced (its
    // `clusterclick` event came too late for that moveend).
    map.on('dragstart', this.#byVisitor);
    for (const type of ['wheel', 'dblclick', 'touchmove'])
      frame.addEventListener(type, this.#byVisitor, { passive: true, capture: true });
    frame.addEventListener('click', (event) => (event.target as Element).closest('.cluster') && this.#byVisitor(), {
      capture: true,
    });
    this.#observe();
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('favorites') && this.favorites && !this.#saved) this.#saved = new SavedController(this);
  }

  override updated(changed: PropertyValues<this>): void {
    const map = this.#map!;
    // An area from outside (the first view, Back) is fitted; the one this map just asked for is already in view.
    const outside = changed.has('bounds') && this.bounds !== this.#sent;
    if (outside) {
      this.#sent = this.bounds;
      this.moved = false;
    }
    const area = parseBounds(this.bounds);
    if (outside && area)
      this.#fit(
        [
          [area[0], area[1]],
          [area[2], area[3]],
        ],
        false,
      );
    if (changed.has('listings') || changed.has('language')) this.#drawMarkers();
    // New results with no area: the view fits them.
    if (changed.has('listings') && !area && this.#markers.size)
      this.#fit(L.latLngBounds([...this.#markers.values()].map((marker) => marker.getLatLng())), true);
    if (changed.has('highlighted')) this.#highlight();
    if (changed.has('tiles') && changed.get('tiles') !== undefined)
      map.eachLayer((layer) => layer instanceof L.TileLayer && layer.setUrl(this.tiles));
  }

  /** Sets the view to `box` (no animation with reduced motion); `padded`: room around the markers. */
  #fit(box: LatLngBoundsExpression, padded: boolean): void {
    const map = this.#map!;
    this.#view = [box, padded];
    this.#invalidate();
    const size = (this.#fitted = map.getSize());
    // Hidden (no size yet): fitted when the frame gets one.
    if (!size.x || !size.y) return;
    // Room around the markers where the frame has it (a padding wider than the frame makes Leaflet's zoom NaN).
    const pad = padded && Math.min(size.x, size.y) > 160 ? 40 : 0;
    this.#visitor = false;
    map.fitBounds(box, { padding: [pad, pad], maxZoom: 15, animate: !reducedMotion() });
  }

  #observe(): void {
    const frame = this.renderRoot.querySelector('.frame');
    if (!frame) return;
    this.#resize ??= new ResizeObserver(() => {
      this.#invalidate();
      const size = this.#map!.getSize();
      if (this.#view && !this.moved && size.x && size.y && !this.#fitted?.equals(size)) this.#fit(...this.#view);
    });
    this.#resize.observe(frame);
  }

  /** Leaflet learns the frame's size (a move of no one's: not the visitor's). */
  #invalidate(): void {
    const visitor = this.#visitor;
    this.#visitor = false;
    this.#map?.invalidateSize(false);
    this.#visitor = visitor;
  }

  /** One marker per home with a location, clustered. */
  #drawMarkers(): void {
    const lang = this.#lang.lang;
    this.#clusters!.clearLayers();
    this.#markers.clear();
    const markers = this.listings.filter(located).map((listing) => {
      const icon = markerIcon(listing, lang);
      const marker = L.marker([listing.latitude!, listing.longitude!], { icon });
      const open = (keyboard: boolean) => void this.#open(listing, marker, keyboard);
      this.#icons.set(icon.options.html as Element, open);
      marker.on('click', () => open(false));
      marker.on('mouseover', () => emit<MapHighlightDetail>(this, 'map-highlight', { id: listing.id }));
      marker.on('mouseout', () => emit<MapHighlightDetail>(this, 'map-highlight', { id: undefined }));
      this.#markers.set(listing.id, marker);
      return marker;
    });
    this.#clusters!.addLayers(markers);
    if (this.card && !this.#markers.has(this.card.id)) this.card = undefined;
  }

  /** The marker's card; focus on its button when the marker was pressed from the keyboard. */
  async #open(listing: Listing, marker: Marker, keyboard: boolean): Promise<void> {
    this.card = listing;
    this.#lit = marker.getElement();
    await this.updateComplete;
    if (keyboard) this.renderRoot.querySelector<HTMLElement>('.map-card .hit')?.focus();
  }

  #closeCard = (): void => {
    this.card = undefined;
    (this.#lit?.isConnected
      ? (this.#lit as HTMLElement)
      : this.renderRoot.querySelector<HTMLElement>('.frame')
    )?.focus();
  };

  /** The highlighted listing's marker (or the cluster holding it) stands out. */
  #highlight(): void {
    for (const element of this.renderRoot.querySelectorAll('.leaflet-marker-icon.hl')) element.classList.remove('hl');
    const marker = this.highlighted === undefined ? undefined : this.#markers.get(this.highlighted);
    if (!marker) return;
    const shown = this.#clusters!.getVisibleParent(marker) as Marker | null;
    shown?.getElement()?.classList.add('hl');
  }

  /** The focus lost with a replaced icon goes to the marker or cluster that now shows the same home. */
  #keepFocus(): void {
    const home = this.#focusedHome;
    if (!home || this.shadowRoot?.activeElement || (document.activeElement && document.activeElement !== document.body))
      return;
    (this.#clusters!.getVisibleParent(home) as Marker | null)?.getElement()?.focus({ preventScroll: true });
  }

  #onFocusIn = (event: FocusEvent): void => {
    const target = event.composedPath()[0] as Element;
    const cluster = target.firstElementChild && this.#clusterOf.get(target.firstElementChild);
    this.#focusedHome = cluster
      ? cluster.getAllChildMarkers()[0]
      : [...this.#markers.values()].find((marker) => marker.getElement() === target);
    if (!target.classList?.contains('pin')) return;
    const id = [...this.#markers].find(([, marker]) => marker.getElement() === target)?.[0];
    emit<MapHighlightDetail>(this, 'map-highlight', { id });
  };

  /** The visitor moved the map: its next moveend is theirs (offers "Search this area"). */
  #byVisitor = (): void => void (this.#visitor = true);

  /** Enter or Space on a marker opens its card (and focuses it); on a cluster, zooms into its homes. */
  #onKeyDown = (event: KeyboardEvent): void => {
    if (/^(Arrow|[+=-]$)/.test(event.key)) this.#byVisitor();
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const icon = (event.composedPath()[0] as Element).firstElementChild;
    const act = icon && this.#icons.get(icon);
    if (!act) return;
    event.preventDefault();
    event.stopPropagation();
    act(true);
  };

  #onFocusOut = (event: FocusEvent): void => {
    // Focus moved on to something (not lost with its icon): nothing to keep.
    if (event.relatedTarget) this.#focusedHome = undefined;
    emit<MapHighlightDetail>(this, 'map-highlight', { id: undefined });
  };

  #onSearchArea = (): void => {
    const box = this.#map!.getBounds();
    const edges = [box.getSouth(), box.getWest(), box.getNorth(), box.getEast()];
    this.#sent = edges.map((edge) => Number(edge.toFixed(PLACES))).join(',');
    this.#view = [box, false];
    this.#fitted = this.#map!.getSize();
    this.moved = false;
    emit<MapAreaDetail>(this, 'map-area', { bounds: this.#sent });
  };

  #onClearArea = (): void => {
    this.#sent = '';
    this.moved = false;
    emit<MapAreaDetail>(this, 'map-area', { bounds: '' });
  };

  #onZoom = (by: 1 | -1): void => {
    const map = this.#map!;
    this.#byVisitor();
    // Leaflet drops a zoom asked for while one animates (a click on + while the first view settles): it waits.
    if (this.#zooming) return void map.once('zoomend', () => this.#onZoom(by));
    if (by > 0) map.zoomIn(1, { animate: !reducedMotion() });
    else map.zoomOut(1, { animate: !reducedMotion() });
  };

  #onCardClick = (event: MouseEvent): void => {
    event.preventDefault();
    const listing = cardSelect(event) ?? this.card;
    if (listing) emit(this, 'listing-select', { listing });
  };

  override render() {
    const lang = this.#lang.lang;
    const map = this.#map;
    const zoom = map?.getZoom() ?? 0;
    const missing = this.listings.length - this.listings.filter(located).length;
    return html`<div class="stage">
        <div class="frame" part="map" role="region" aria-label=${mapStrings(lang).label} @focusin=${this.#onFocusIn} @focusout=${this.#onFocusOut} @keydown=${this.#onKeyDown}></div>
        ${mapControls(this.#controls(lang, zoom, missing))}
        ${mapCard(this.card, {
          lang,
          areaUnit: this.areaUnit,
          link: false,
          failed: this.#failed,
          onClick: this.#onCardClick,
          onImageError: (event) => (
            this.#failed.add((event.target as Element).getAttribute('src')!),
            this.requestUpdate()
          ),
          heart: this.favorites && this.serialNumber ? hearts(this.serialNumber, lang) : undefined,
          onClose: this.#closeCard,
        })}
      </div>`;
  }

  #controls(lang: 'en' | 'es', zoom: number, missing: number) {
    const map = this.#map;
    return {
      lang,
      canZoomIn: !!map && zoom < map.getMaxZoom(),
      canZoomOut: !!map && zoom > map.getMinZoom(),
      moved: this.moved,
      area: !!this.bounds,
      missing,
      attribution: this.attribution,
      onZoom: this.#onZoom,
      onSearchArea: this.#onSearchArea,
      onClearArea: this.#onClearArea,
    };
  }
}
