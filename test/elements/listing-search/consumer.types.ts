/**
 * Type-level check (`types.node.test.ts` compiles this file on its own): a consumer who imports only
 * the listing-search module gets every event typed, and every detail type from that one module.
 */
import type {
  ListingErrorDetail,
  ListingResultsDetail,
  ListingSearchDetail,
  ListingSelectDetail,
} from '../../../src/elements/listing-search/listing-search.js';
import '../../../src/elements/listing-search/listing-search.js';

const search = document.createElement('listing-search');
search.addEventListener('listing-select', (event) => event.detail.listing.id satisfies number);
search.addEventListener('listing-search', (event) => event.detail.filters.city satisfies string);
search.addEventListener('listing-results', (event) => event.detail.items satisfies unknown[]);
search.addEventListener('listing-error', (event) => event.detail.error.kind satisfies string);
search.cardAction = 'url';
document.querySelector('listing-card')?.listing satisfies { id: number } | undefined;
document.querySelector('listing-detail')?.show satisfies ((...args: never[]) => Promise<void>) | undefined;

export type Details = [ListingSearchDetail, ListingResultsDetail, ListingSelectDetail, ListingErrorDetail];
