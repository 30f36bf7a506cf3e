/**
 * The map's markers and clusters as elements (never HTML strings: Leaflet's `divIcon` takes an element, which
 * keeps a strict Trusted Types policy happy and listing text text): a price pin per home, a count per cluster.
 */
import type { DivIcon, MarkerCluster } from 'leaflet';
import type { Listing } from '../../api/schemas.js';
import { formatNumber, formatPrice, placeLine } from '../shared/format.js';
import { mapStrings } from './i18n-map.js';
import { strings } from '../shared/i18n.js';
import type { Lang } from '../shared/lang.js';
import { L } from './leaflet.js';

/** A price as a pin shows it: `$450k`, `$1.25M`, `$2.7k/mo` (the listing's symbol; `·` without a price). */
function shortPrice(listing: Listing, lang: Lang): string {
  const { price, currencySymbol } = listing;
  if (price === undefined) return '·';
  const [value, unit] = price >= 1e6 ? [price / 1e6, 'M'] : price >= 1e3 ? [price / 1e3, 'k'] : [price, ''];
  const digits = value >= 100 || !unit ? 0 : value >= 10 ? (unit === 'M' ? 1 : 0) : unit === 'M' ? 2 : 1;
  const amount = `${currencySymbol}${formatNumber(value, lang, digits)}${unit}`;
  return listing.saleType === 'for_rent' ? `${amount}${strings(lang).perMonth}` : amount;
}

/** A text node in a span (`hidden`: for screen readers only). */
function span(text: string, className?: string): HTMLSpanElement {
  const element = document.createElement('span');
  if (className) element.className = className;
  element.textContent = text;
  return element;
}

/**
 * A home's pin: the short price on screen; its accessible name (Leaflet makes the marker a focusable button)
 * the full price and the address.
 */
export function markerIcon(listing: Listing, lang: Lang): DivIcon {
  const pin = document.createElement('span');
  pin.className = 'pin-body';
  const short = span(shortPrice(listing, lang));
  short.setAttribute('aria-hidden', 'true');
  const name = [formatPrice(listing, lang), listing.address, placeLine(listing)].filter(Boolean).join(', ');
  pin.append(short, span(name, 'visually-hidden'));
  return L.divIcon({ html: pin, className: 'pin', iconSize: null as never });
}

/** A cluster's icon: how many homes it holds (named "12 homes here: zoom in"). */
export function clusterIcon(cluster: MarkerCluster, lang: Lang): DivIcon {
  const count = cluster.getChildCount();
  const body = document.createElement('span');
  body.className = 'cluster-body';
  const shown = span(formatNumber(count, lang));
  shown.setAttribute('aria-hidden', 'true');
  body.append(shown, span(mapStrings(lang).cluster(count), 'visually-hidden'));
  const size = count < 10 ? 36 : count < 100 ? 42 : 50;
  return L.divIcon({ html: body, className: 'cluster', iconSize: L.point(size, size) });
}
