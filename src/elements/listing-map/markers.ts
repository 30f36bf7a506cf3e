/**
 * What the map draws for listings, pure of the DOM where it can be: the short price of a marker, the
 * marker and cluster icons (Leaflet `DivIcon`s whose text is set as text, never as HTML), and where a
 * listing is (or that it has no place: no coordinates, or 0,0, which `normalize.ts` already drops).
 */
import type { Listing } from '../../api/schemas.js';
import { formatNumber } from '../shared/format.js';
import { strings } from '../shared/i18n.js';
import type { Lang } from '../shared/lang.js';
import { L } from './leaflet.js';
import { mapStrings } from './i18n.js';

/** The price on a marker: `$450k`, `$1.25M`, `$2.7k/mo`; the price-on-request words when there is none. */
export function shortPrice(listing: Listing, lang: Lang): string {
  const { price, currencySymbol, saleType } = listing;
  const t = strings(lang);
  if (price === undefined) return t.priceOnRequest;
  const m = mapStrings(lang);
  const amount =
    price >= 1e6
      ? `${formatNumber(price / 1e6, lang, 2)}${m.million}`
      : price >= 1e3
        ? `${formatNumber(price / 1e3, lang, price < 1e4 ? 1 : 0)}${m.thousand}`
        : formatNumber(price, lang);
  return `${currencySymbol}${amount}${saleType === 'for_rent' ? t.perMonth : ''}`;
}

/** Where `listing` is on the map, or undefined when it has no place. */
export const placeOf = (listing: Listing): [number, number] | undefined =>
  listing.latitude === undefined || listing.longitude === undefined ? undefined : [listing.latitude, listing.longitude];

/**
 * A marker's or a cluster's icon: a zero-size anchor (Leaflet places it at the point through the CSSOM)
 * holding a label drawn above the point; `text` is its visible text and `label` its accessible name
 * (Leaflet makes a keyboard marker's icon a focusable `role="button"`). `id`: the listing, for a marker.
 */
export class TextIcon extends L.DivIcon {
  readonly #text: string;
  readonly #label: string;
  readonly #id: number | undefined;

  constructor(kind: 'price' | 'cluster', text: string, label: string, id?: number) {
    // iconSize null: Leaflet sets no size or margins; the label's own CSS centres it on the point.
    super({ className: kind, iconSize: null as unknown as undefined });
    this.#text = text;
    this.#label = label;
    this.#id = id;
  }

  override createIcon(old?: HTMLElement): HTMLElement {
    const div = super.createIcon(old) as HTMLElement;
    const span = document.createElement('span');
    span.textContent = this.#text;
    div.replaceChildren(span);
    div.setAttribute('aria-label', this.#label);
    if (this.#id !== undefined) div.dataset['id'] = String(this.#id);
    return div;
  }
}
