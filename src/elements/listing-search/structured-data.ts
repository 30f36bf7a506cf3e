/**
 * Structured data for search engines: the listings on screen as one schema.org `ItemList` of
 * `RealEstateListing` items, in a `<script type="application/ld+json">` in `<listing-search>`'s light DOM
 * (its own chunk in the CDN build, loaded when results first arrive). `itemList` and `scriptJson` are
 * pure; `syncStructuredData` keeps the one script of a host up to date.
 *
 * A listing is a page about a home: the `RealEstateListing` (a `WebPage`) carries the name, URL, photos and
 * the `Offer`; the home itself (address, geo, rooms, floor size) is its `mainEntity`, an `Accommodation`,
 * since those properties belong to a place, not to a page.
 */
import type { Listing } from '../../api/schemas.js';
import { safeUrl } from '../../api/safe-url.js';
import { placeLine, unitOf } from '../shared/format.js';
import { listingLink } from './deep-link.js';

/** ISO 4217 codes of the currency symbols a listing may carry; an unknown symbol leaves `priceCurrency` out. */
const CURRENCIES: Record<string, string> = { $: 'USD', US$: 'USD', '€': 'EUR', '£': 'GBP', C$: 'CAD', MX$: 'MXN' };

/** Drops the undefined values (JSON would drop them too; this keeps the objects tidy for tests). */
const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/** The schema.org `ItemList` of `listings`; `link` gives each listing's address (the deep link, or its own page). */
export function itemList(
  listings: readonly Listing[],
  link: (listing: Listing) => string | undefined,
  areaUnit: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: listings.length,
    itemListElement: listings.map((listing, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: realEstateListing(listing, link(listing), areaUnit),
    })),
  };
}

/** One listing as a schema.org `RealEstateListing` (the `ItemList`'s items, and a listing page's own JSON-LD). */
export function realEstateListing(listing: Listing, url: string | undefined, areaUnit: string) {
  const place = placeLine(listing);
  const area = listing.buildingArea ?? listing.area;
  const unit = unitOf(listing, areaUnit);
  const { latitude, longitude } = listing;
  return defined({
    '@type': 'RealEstateListing',
    name: [listing.address, place].filter(Boolean).join(', ') || listing.mlsNumber || `#${listing.id}`,
    url,
    description: listing.description,
    image: listing.images.map((image) => safeUrl(image)).filter((image) => image !== undefined),
    offers: defined({
      '@type': 'Offer',
      price: listing.price,
      priceCurrency: CURRENCIES[listing.currencySymbol.trim()],
      businessFunction:
        listing.saleType === 'for_rent'
          ? 'http://purl.org/goodrelations/v1#LeaseOut'
          : 'http://purl.org/goodrelations/v1#Sell',
      // A rent is per month.
      priceSpecification:
        listing.saleType === 'for_rent' && listing.price !== undefined
          ? {
              '@type': 'UnitPriceSpecification',
              price: listing.price,
              unitCode: 'MON',
              referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
            }
          : undefined,
    }),
    mainEntity: defined({
      '@type': 'Accommodation',
      address: defined({
        '@type': 'PostalAddress',
        streetAddress: listing.address,
        addressLocality: listing.city,
        addressRegion: listing.state,
        postalCode: listing.zip,
      }),
      geo:
        latitude !== undefined && longitude !== undefined
          ? { '@type': 'GeoCoordinates', latitude, longitude }
          : undefined,
      numberOfBedrooms: listing.bedrooms,
      numberOfBathroomsTotal: listing.bathrooms,
      // UN/CEFACT codes: FTK square foot, MTK square metre.
      floorSize:
        area !== undefined
          ? {
              '@type': 'QuantitativeValue',
              value: area,
              unitCode: unit === 'Square Meters' ? 'MTK' : 'FTK',
              unitText: unit,
            }
          : undefined,
    }),
  });
}

/**
 * `value` as JSON that can sit inside a `<script>` element: `<`, `>` and `&` written as `\u003c`… (so
 * no `</script>` or `<!--` in a description can end the element or open a comment), and the line
 * separators U+2028/2029 escaped too. `JSON.parse` reads it back unchanged.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The Trusted Types policy name this module needs where a page enforces Trusted Types (`trusted-types realty-elements`). */
const POLICY = 'realty-elements';

interface ScriptPolicy {
  createScript(text: string): unknown;
}

/**
 * Script text as the page requires it: plain where Trusted Types are not enforced, else from our own
 * policy, whose only caller is `syncStructuredData` with `scriptJson`'s output (data, never run: the
 * script's type is JSON). Null when the page's CSP does not allow the policy (said once in the console).
 */
let policy: ScriptPolicy | null | undefined;
function scriptPolicy(): ScriptPolicy | null {
  const factory = (
    globalThis as {
      trustedTypes?: { createPolicy(name: string, rules: { createScript(text: string): string }): ScriptPolicy };
    }
  ).trustedTypes;
  if (policy === undefined) {
    try {
      policy = factory
        ? factory.createPolicy(POLICY, { createScript: (text) => text })
        : { createScript: (text) => text };
    } catch {
      policy = null;
      console.error(
        `listing-search: no structured data: this page's Content-Security-Policy does not allow the Trusted Types policy "${POLICY}" (add it to trusted-types, or set no-structured-data).`,
      );
    }
  }
  return policy;
}

const scripts = new WeakMap<Element, HTMLScriptElement>();

/**
 * Puts `host`'s listings on screen into its one ld+json script (created on first use), or removes the
 * script when there are none (`undefined` or empty). Each listing's `url` is its deep link with `prefix`
 * (`sync-url`), else its own page.
 */
export function syncStructuredData(
  host: Element,
  listings: readonly Listing[] | undefined,
  prefix: string | undefined,
  areaUnit: string,
): void {
  let script = scripts.get(host);
  const rules = listings?.length ? scriptPolicy() : null;
  if (!rules || !listings?.length) {
    script?.remove();
    scripts.delete(host);
    return;
  }
  if (!script) {
    script = document.createElement('script');
    script.type = 'application/ld+json';
    scripts.set(host, script);
  }
  (script as { text: unknown }).text = rules.createScript(
    scriptJson(itemList(listings, (listing) => listingLink(listing, prefix), areaUnit)),
  );
  if (script.parentNode !== host) host.append(script);
}
