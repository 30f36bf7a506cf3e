/**
 * A listing as the search table holds it: the values `refine.ts` filters and sorts by, computed by
 * `refine.ts`'s own helpers, so the store and the browser cannot disagree about a listing.
 */
import { foldFilterText } from '../api/list-filter.js';
import type { Listing } from '../api/schemas.js';
import { sortValue, typeKey } from '../elements/listing-search/refine.js';
import type { ListingsTable } from './schema.js';

/** A listing, its JSON (what the side table keeps and a search returns) and that JSON's hash. */
export interface Row {
  listing: Listing;
  json: string;
  hash: string;
}

/** SHA-256 of `text`, hex: Web Crypto, in Node and Workers alike. */
async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function toRow(listing: Listing): Promise<Row> {
  const json = JSON.stringify(listing);
  return { listing, json, hash: await sha256(json) };
}

/** The search table's columns of a row. */
export function searchColumns(serial: string, { listing, hash }: Row): ListingsTable {
  return {
    serial_number: serial,
    id: listing.id,
    hash,
    price: sortValue(listing, 'price-asc') ?? null,
    beds: sortValue(listing, 'beds-desc') ?? null,
    baths: listing.bathrooms ?? null,
    type_key: typeKey(listing.propertyType),
    type: listing.propertyType?.trim() ?? null,
    status: listing.status ?? null,
    sale_type: listing.saleType ?? null,
    city_key: foldFilterText(listing.city),
    mls_key: foldFilterText(listing.mlsNumber),
    url: listing.storedUrl ?? listing.url ?? null,
    lat: listing.latitude ?? null,
    lng: listing.longitude ?? null,
    tour_open: listing.tours.includes('OpenHouse') ? 1 : 0,
    tour_3d: listing.tours.includes('3D') ? 1 : 0,
    area_sqft: sortValue(listing, 'area-desc') ?? null,
    days: sortValue(listing, 'days-asc') ?? null,
  };
}
