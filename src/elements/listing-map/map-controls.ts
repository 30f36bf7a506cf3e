/**
 * The map's own controls, drawn in lit rather than by Leaflet (whose controls write HTML strings, which a
 * strict Trusted Types policy refuses): zoom in and out, "Search this area"
 * and "Clear area", the count of homes without a location, and the tiles' attribution as text.
 */
import { html, nothing } from 'lit';
import { safeUrl } from '../../api/safe-url.js';
import { mapStrings } from './i18n-map.js';
import type { Lang } from '../shared/lang.js';

/** OpenStreetMap's tiles and the attribution their use requires. */
export const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_COPYRIGHT = 'https://www.openstreetmap.org/copyright';

/** What the controls show and do. */
export interface ControlsState {
  lang: Lang;
  /** The zoom can go in / out. */
  canZoomIn: boolean;
  canZoomOut: boolean;
  /** The visitor moved the map since the last search of an area (offer "Search this area"). */
  moved: boolean;
  /** An area is applied (offer "Clear area"). */
  area: boolean;
  /** Homes of the results without a location. */
  missing: number;
  attribution: string | undefined;
  onZoom: (by: 1 | -1) => void;
  onSearchArea: () => void;
  onClearArea: () => void;
}

/** The controls over the map. */
export function mapControls(s: ControlsState) {
  const t = mapStrings(s.lang);
  return html`<div class="zoom" part="map-zoom">
      <button type="button" aria-label=${t.zoomIn} ?disabled=${!s.canZoomIn} @click=${() => s.onZoom(1)}><span aria-hidden="true">+</span></button>
      <button type="button" aria-label=${t.zoomOut} ?disabled=${!s.canZoomOut} @click=${() => s.onZoom(-1)}><span aria-hidden="true">−</span></button>
    </div>
    <div class="area" part="map-area">
      ${s.moved ? html`<button type="button" class="search-area" @click=${s.onSearchArea}>${t.searchArea}</button>` : nothing}
      ${s.area ? html`<button type="button" class="clear-area" @click=${s.onClearArea}>${t.clearArea}</button>` : nothing}
    </div>
    ${s.missing ? html`<p class="missing" part="map-missing">${t.noLocation(s.missing)}</p>` : nothing}
    <p class="attribution" part="map-attribution">${attribution(s.attribution)}</p>`;
}

/** The attribution: the page's text, or OpenStreetMap's (a link to its copyright page) and Leaflet's. */
function attribution(text: string | undefined) {
  if (text) return text;
  return html`<a href=${safeUrl('https://leafletjs.com/') ?? ''} target="_blank" rel="noopener">Leaflet</a> | ©
    <a href=${safeUrl(OSM_COPYRIGHT) ?? ''} target="_blank" rel="noopener">OpenStreetMap</a> contributors`;
}
