/**
 * The script a page with server-rendered `<listing-search>` tags references (`realty-elements/ssr`).
 * It waits for the page's load, a drawn frame and an idle moment, so its work never delays the server-drawn cards'
 * first paint (their photos are the page's largest paint), then loads Lit's hydration support first and, for each
 * tag the server drew, reads its data (`script[data-listing-search]`, JSON, never run): the properties it
 * drew with are set on the element and the page it drew is left for it (`seeds`), then the element is
 * defined. It takes over the server's DOM (the same card nodes) with no request for that page; what a
 * visitor does next (filters, pages, the dialog) works as on any page. Until then the cards are links.
 */
import type { ListingSearch } from '../../elements/listing-search/listing-search.component.js';
import type { SearchData } from '../search.js';

await new Promise<void>((resolve) => {
  const whenIdle = () =>
    typeof requestIdleCallback == 'function'
      ? requestIdleCallback(() => resolve(), { timeout: 500 })
      : setTimeout(resolve);
  // A frame drawn after the load (a busy browser can hold the first paint past it), then an idle moment.
  const afterFrame = () => requestAnimationFrame(() => setTimeout(whenIdle));
  if (document.readyState == 'complete') afterFrame();
  else addEventListener('load', afterFrame, { once: true });
});
// Lit's hydration support before any Lit element module runs (dynamic imports keep the order when bundled).
await import('@lit-labs/ssr-client/lit-element-hydrate-support.js');
const [{ toQuery }, { seeds }, { loadStrings }, { loadExtras }] = await Promise.all([
  import('../../elements/listing-search/query.js'),
  import('../../elements/listing-search/search-controller.js'),
  import('../../elements/shared/i18n.js'),
  import('../../elements/listing-search/chunks.js'),
]);
const waits: unknown[] = [];
for (const script of document.querySelectorAll('listing-search > script[data-listing-search]')) {
  const element = script.parentElement as ListingSearch;
  const { props, result } = JSON.parse(script.textContent!) as SearchData;
  // Set before the element upgrades: Lit applies them in its first update, which hydrates.
  Object.assign(element, props);
  seeds.set(element, { query: toQuery(element), result });
  // The words of its language before the first update (the element would otherwise draw nothing while they load).
  waits.push(loadStrings(props.language === 'es' ? 'es' : 'en'));
  // An empty page was drawn with the empty state, which is in the extras: here before the first update, as on the server.
  if (!result.items.length) waits.push(loadExtras());
}
// Registered after the data is in place.
await Promise.all(waits);
await import('../../elements/listing-search/listing-search.js');
