/**
 * The script a page with server-rendered `<listing-search>` tags references (`realty-elements/ssr`):
 * Lit's hydration support first, then, for each tag the server drew, its data (`script[data-listing-search]`,
 * JSON, never run): the properties it drew with are set on the element and the page it drew is left for
 * it (`seeds`), then the element is defined. It takes over the server's DOM (the same card nodes) with no
 * request for that page; what a visitor does next (filters, pages, the dialog) works as on any page.
 */
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';
import type { ListingSearch } from '../../elements/listing-search/listing-search.component.js';
import { toQuery } from '../../elements/listing-search/query.js';
import { seeds } from '../../elements/listing-search/search-controller.js';
import { loadStrings } from '../../elements/shared/i18n.js';
import type { SearchData } from '../search.js';

const waits: unknown[] = [];
for (const script of document.querySelectorAll('listing-search > script[data-listing-search]')) {
  const element = script.parentElement as ListingSearch;
  const { props, result } = JSON.parse(script.textContent!) as SearchData;
  // Set before the element upgrades: Lit applies them in its first update, which hydrates.
  Object.assign(element, props);
  seeds.set(element, { query: toQuery(element), result });
  // The words of its language before the first update (the element would otherwise draw nothing while they load).
  waits.push(loadStrings(props.language === 'es' ? 'es' : 'en'));
}
// Registered after the data is in place (a dynamic import keeps the order when bundled).
await Promise.all(waits);
await import('../../elements/listing-search/listing-search.js');
