// The element module types the tag and its events: no declarations here.
import type { Listing } from 'realty-elements/api';
import 'realty-elements/listing-search';

const search = document.querySelector('listing-search')!;
const choice = document.querySelector<HTMLOutputElement>('#choice')!;

search.addEventListener('listing-select', (event) => {
  const listing: Listing = event.detail.listing;
  // @ts-expect-error the detail is typed (a strict check fails if it were any)
  console.log(event.detail.nope);
  event.preventDefault();
  choice.value = `${listing.id} ${listing.address}`;
});

// A typed property: `search` is a ListingSearch, not a bare HTMLElement.
search.pageSize = Math.max(search.pageSize, 4);
