/** Formatting of listing values for display: prices, counts, areas, addresses. */
import type { AreaUnit, Listing } from '../../api/schemas.js';
import { type Lang, strings } from './i18n.js';

/** A number grouped as on a US site in either language (`1,250,000`: `en` and `es` format as `en-US` and `es-US` do), with `min` to `digits` decimals. */
export function formatNumber(value: number, lang: Lang, digits = 0, min = 0): string {
  // Cached: a formatter costs far more to build than to use (a page may show hundreds of numbers).
  // es-US, not es-ES: Spanish-speaking visitors of a US listing site read dollars and square feet as US numbers.
  return (formatters[`${lang}${digits}${min}`] ??= new Intl.NumberFormat(`${lang}-US`, {
    maximumFractionDigits: digits,
    minimumFractionDigits: min,
  })).format(value);
}

const formatters: Record<string, Intl.NumberFormat> = {};

/** `CurrencySymbol` + grouped amount, e.g. `$1,250,000`; undefined when there is no amount. */
export function formatMoney(amount: number | undefined, symbol: string, lang: Lang): string | undefined {
  const cents = amount !== undefined && amount % 1 !== 0 ? 2 : 0;
  return amount === undefined ? undefined : `${symbol}${formatNumber(amount, lang, cents, cents)}`;
}

/** The headline price: rent per month, or the price on request text. */
export function formatPrice(listing: Listing, lang: Lang): string {
  const t = strings(lang);
  const money = formatMoney(listing.price, listing.currencySymbol, lang);
  if (money === undefined) return t.priceOnRequest;
  return listing.saleType === 'for_rent' ? `${money}${t.perMonth}` : money;
}

/** The short unit label of an area unit. */
export function areaLabel(unit: AreaUnit, lang: Lang): string {
  const t = strings(lang);
  return unit === 'Square Meters' ? t.sqm : t.sqft;
}

/** `1,850 sq ft`, or undefined without a value. */
export function formatArea(value: number | undefined, unit: AreaUnit, lang: Lang): string | undefined {
  return value === undefined ? undefined : `${formatNumber(value, lang, 1)} ${areaLabel(unit, lang)}`;
}

/** The short facts of a card: beds, baths, building area. */
export function cardFacts(listing: Listing, unit: AreaUnit, lang: Lang): string[] {
  const t = strings(lang);
  const facts: string[] = [];
  if (listing.bedrooms !== undefined) facts.push(bedsText(listing.bedrooms, lang));
  if (listing.bathrooms !== undefined) facts.push(t.baths(formatNumber(listing.bathrooms, lang, 2), listing.bathrooms));
  const area = formatArea(listing.area ?? listing.buildingArea, unit, lang);
  if (area) facts.push(area);
  return facts;
}

/** `3 beds`, or `Studio` for none. */
const bedsText = (beds: number, lang: Lang): string =>
  beds ? strings(lang).beds(formatNumber(beds, lang, 1), beds) : strings(lang).studio;

/** The place line, e.g. `Austin, TX 78701`. */
export function placeLine(listing: Listing): string | undefined {
  const region = [listing.state, listing.zip].filter(Boolean).join(' ');
  const text = [listing.city, region].filter(Boolean).join(', ');
  return text === '' ? undefined : text;
}

/** The area unit to show: the listing's own when the server sent one, else the element's. */
export function unitOf(listing: Listing, fallback: string | undefined): AreaUnit {
  return listing.areaUnit ?? (fallback === 'Square Meters' ? 'Square Meters' : 'Square Feet');
}
