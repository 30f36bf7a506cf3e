/**
 * The script a server-rendered listing page references (`SsrOptions.script`): Lit's hydration support
 * first (so `<listing-detail>` takes over the Declarative Shadow DOM the server drew instead of drawing it
 * again), then the listing from the page's JSON data (`#listing-data`, never run as script), then the
 * element: the gallery, Share and Ask come alive with no change to what is on screen.
 */
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';
import type { Listing } from '../../api/schemas.js';
import type { ListingDetail } from '../../elements/listing-detail/listing-detail.component.js';

const data = document.getElementById('listing-data')?.textContent;
const detail = document.querySelector<ListingDetail>('listing-detail[inline]');
if (data && detail) {
  // Set before the element upgrades: Lit applies them in its first update, which hydrates.
  detail.listing = JSON.parse(data) as Listing;
  detail.shareUrl = document.querySelector<HTMLLinkElement>('link[rel=canonical]')?.href;
}
// Registered after the data is in place (a dynamic import keeps the order when bundled).
void import('../../elements/listing-detail/listing-detail.js');
