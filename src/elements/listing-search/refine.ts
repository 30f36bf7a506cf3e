/**
 * The refine filters and sorts of `<listing-search>` over a loaded inventory (pure: no DOM, no I/O).
 * Loaded with the inventory index, off the first results' path.
 */
import type { Listing, Tour } from '../../api/schemas.js';
import { inArea, parseBounds } from '../shared/area.js';
import type { SearchQuery, SortOrder, TourToken } from './query.js';

export const TOUR: Record<TourToken, Tour> = { 'open-house': 'OpenHouse', '3d': '3D' };
const SQM_IN_SQFT = 10.7639;

type Refine = Pick<SearchQuery, 'minPrice' | 'maxPrice' | 'beds' | 'baths' | 'propertyType' | 'status' | 'tours'> & {
  bounds?: string;
};

/** The listing's type as the filter compares it (no case, single spaces). */
export const typeKey = (type: string | undefined): string => (type ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Whether `listing` passes every refine filter of `q` except those named in `skip` (a facet's own
 * counts leave their own filter out). The price is `price`: the sale price for sales, the monthly rent
 * for rentals; a listing without one is left out while a price bound is set. Beds and baths are minimums.
 */
function matches(listing: Listing, q: Refine, skip?: keyof Refine): boolean {
  const { price } = listing;
  if ((q.minPrice || q.maxPrice) && skip !== 'minPrice') {
    if (price === undefined || price < (q.minPrice ?? 0) || price > (q.maxPrice ?? Infinity)) return false;
  }
  if (q.beds && skip !== 'beds' && (listing.bedrooms ?? -1) < q.beds) return false;
  if (q.baths && skip !== 'baths' && (listing.bathrooms ?? -1) < q.baths) return false;
  if (q.propertyType && skip !== 'propertyType' && typeKey(listing.propertyType) !== typeKey(q.propertyType))
    return false;
  if (q.status.length && skip !== 'status' && !(listing.status && q.status.includes(listing.status))) return false;
  const area = parseBounds(q.bounds);
  if (area && !inArea(listing, area)) return false;
  return skip === 'tours' || q.tours.every((token) => listing.tours.includes(TOUR[token]));
}

/** The value a sort orders by (larger first for the `-desc` sorts), or undefined: such listings go last. */
export function sortValue(listing: Listing, sort: SortOrder): number | undefined {
  switch (sort) {
    case 'price-asc':
    case 'price-desc':
      return listing.price;
    case 'beds-desc':
      return listing.bedrooms;
    case 'area-desc': {
      // Areas in square metres compared with those in square feet by their size.
      const area = listing.area ?? listing.buildingArea;
      return area !== undefined && listing.areaUnit === 'Square Meters' ? area * SQM_IN_SQFT : area;
    }
    case 'days-asc':
      return listing.daysOnMarket;
    default:
      return undefined;
  }
}

/** `items` in `sort` order: stable (ties keep the server's order, newest first), listings without the value last. */
export function sortListings(items: readonly Listing[], sort: SortOrder): Listing[] {
  if (sort === 'newest') return [...items];
  const sign = sort === 'price-asc' || sort === 'days-asc' ? 1 : -1;
  const keyed = items.map((listing) => ({ listing, value: sortValue(listing, sort) }));
  keyed.sort((a, b) =>
    a.value === undefined ? (b.value === undefined ? 0 : 1) : b.value === undefined ? -1 : sign * (a.value - b.value),
  );
  return keyed.map((entry) => entry.listing);
}

/** The listings of an inventory that pass `q`'s refine filters, in its sort order. */
export const refine = (items: readonly Listing[], q: SearchQuery): Listing[] =>
  sortListings(
    items.filter((listing) => matches(listing, q)),
    q.sort,
  );

/**
 * The property types of an inventory with how many listings of each pass the other filters (the type
 * control's options), most first, then by name; the spelling shown is the first one met.
 */
export function typeCounts(items: readonly Listing[], q: Refine): [type: string, count: number][] {
  const counts = new Map<string, [string, number]>();
  for (const listing of items) {
    const key = typeKey(listing.propertyType);
    if (!key) continue;
    const entry = counts.get(key) ?? counts.set(key, [listing.propertyType!.trim(), 0]).get(key)!;
    if (matches(listing, q, 'propertyType')) entry[1]++;
  }
  return [...counts.values()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}
