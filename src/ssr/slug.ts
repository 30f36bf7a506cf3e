/** A listing page's address, `/homes/<id>-<city>-<street>`: the ID decides, the rest is for people and search engines. */
import { isListingId } from '../api/normalize.js';
import type { Listing } from '../api/schemas.js';

/** Lower-case ASCII words joined by `-` (accents dropped, anything else a separator). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** The canonical path of `listing`'s page under `base` (default `/homes/`). */
export function listingPath(listing: Listing, base = '/homes/'): string {
  const words = slugify([listing.city, listing.address].filter(Boolean).join(' '));
  return `${base}${listing.id}${words ? `-${words}` : ''}`;
}

/** The listing ID a page path names (`/homes/123-anything`), or undefined when it names none. */
export function listingIdOf(path: string, base = '/homes/'): number | undefined {
  if (!path.startsWith(base)) return undefined;
  const match = /^([1-9]\d{0,15})(?:-[^/]*)?$/.exec(path.slice(base.length));
  const id = Number(match?.[1]);
  return isListingId(id) ? id : undefined;
}
