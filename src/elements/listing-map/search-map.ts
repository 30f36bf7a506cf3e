/**
 * `<listing-search map>`'s map: the chunk's way in (the search's index module loads it when a map is first
 * shown). It places a `<listing-map>` in the search's shadow root between the form and the results (again
 * whenever a redraw of the search removed it), keeps it in step with the search (every result with a location
 * on the map, the area, the language, the tiles), and the list and the map highlight each other's homes.
 */
import type { ReactiveController } from 'lit';
import type { Listing } from '../../api/schemas.js';
import { emit } from '../shared/emit.js';
import type { ListingSelectDetail } from '../listing-card/listing-card.component.js';
import { ListingMap, type MapAreaDetail, type MapHighlightDetail } from './listing-map.component.js';
import { OSM_TILES } from './map-controls.js';
import { mapLayout } from './listing-map.styles.js';
import { defineElement } from '../define.js';
import { LangController } from '../shared/lang.js';
import { MapSwitch } from './map-switch.js';
import type { HomesOf, MapHost, MapSearch } from './types.js';
// The tag's events in HTMLElementEventMap.
import type {} from './listing-map.js';

const links = new WeakMap<MapHost, MapLink>();

/** Shows the map of `host`'s search (once; it then follows the search's updates by itself). */
export function attachMap(host: MapHost, search: MapSearch, homesOf: HomesOf): void {
  // Defined here: a bundler could drop listing-map.ts's define call as a module without side effects.
  defineElement('listing-map', ListingMap);
  (links.get(host) ?? new MapLink(host, search, homesOf)).hostUpdated();
}

/** A card of the search's list: it carries its listing. */
const cardOf = (event: Event) =>
  (event.composedPath()[0] as Element).closest?.('[part~="card"]') as (HTMLElement & { listing?: Listing }) | null;

class MapLink implements ReactiveController {
  readonly #host: MapHost;
  readonly #search: MapSearch;
  readonly #homesOf: HomesOf;
  readonly #map = document.createElement('listing-map') as ListingMap;
  /** With a `map` token in `controls`: the phone's List / Map switch. */
  #switch: MapSwitch | undefined;
  readonly #lang: LangController;
  /** The search whose homes the map shows (all but the page). */
  #shown = '';

  constructor(host: MapHost, search: MapSearch, homesOf: HomesOf) {
    this.#host = host;
    this.#search = search;
    this.#homesOf = homesOf;
    links.set(host, this);
    host.addController(this);
    this.#lang = new LangController(host);
    const map = this.#map;
    map.addEventListener('map-area', (event: CustomEvent<MapAreaDetail>) => {
      event.stopPropagation();
      search.setFilters({ bounds: event.detail.bounds });
    });
    map.addEventListener('map-highlight', (event: CustomEvent<MapHighlightDetail>) => {
      event.stopPropagation();
      this.#highlightCard(event.detail.id);
    });
    map.addEventListener('listing-select', (event: CustomEvent<ListingSelectDetail>) => {
      event.stopPropagation();
      const { listing } = event.detail;
      // As a card of the list: the page may take the choice (preventDefault), else the detail opens.
      if (emit<ListingSelectDetail>(host, 'listing-select', { listing }, true)) host.openListing(listing.id);
    });
    const root = host.renderRoot;
    const hover = (event: Event) => (map.highlighted = cardOf(event)?.listing?.id);
    root.addEventListener('pointerover', hover);
    root.addEventListener('focusin', hover);
    root.addEventListener('focusout', () => (map.highlighted = undefined));
  }

  /** After each update of the search: the map in its place and in step (or gone, with `map` off). */
  hostUpdated(): void {
    const host = this.#host;
    const map = this.#map;
    const root = host.renderRoot;
    if (!host.map) {
      map.remove();
      this.#switch?.element.remove();
      return;
    }
    if (root instanceof ShadowRoot && !root.adoptedStyleSheets.includes(mapLayout.styleSheet!))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, mapLayout.styleSheet!];
    // Before the results (a ShadowRoot's children: `:scope` names no element there).
    const top = [...root.children];
    const results = top.find((child) => child.matches('[part~="results"]'));
    if (results && map.nextElementSibling !== results) results.before(map);
    else if (!results && !map.isConnected) (top.find((child) => child.localName === 'form') ?? top[0])?.after(map);
    if ((host.controls ?? '').split(/[\s,]+/).includes('map')) {
      this.#switch ??= new MapSwitch();
      this.#switch.draw(this.#lang.lang);
      if (this.#switch.element.nextElementSibling !== map) map.before(this.#switch.element);
    } else this.#switch?.element.remove();
    const query = this.#search.query;
    map.bounds = query.bounds;
    map.tiles = host.getAttribute('map-tiles') || OSM_TILES;
    map.attribution = host.getAttribute('map-attribution') ?? undefined;
    map.areaUnit = host.areaUnit;
    map.serialNumber = query.serial;
    map.favorites = host.favorites;
    map.setAttribute('color-scheme', host.getAttribute('color-scheme') ?? 'auto');
    // Every result of the search (not only the page): loaded when the filters change.
    const { page, pageSize, ...filters } = query;
    const key = JSON.stringify(filters);
    if (key === this.#shown || !query.serial) return;
    this.#shown = key;
    this.#homesOf(query).then(
      (homes) => {
        if (this.#shown === key) map.listings = homes;
      },
      () => undefined,
    );
  }

  /** The list's card of listing `id` stands out (the map's marker was hovered or focused). */
  #highlightCard(id: number | undefined): void {
    for (const card of this.#host.renderRoot.querySelectorAll<HTMLElement & { listing?: Listing }>('[part~="card"]'))
      card.classList.toggle('map-hl', card.listing?.id === id);
  }
}
