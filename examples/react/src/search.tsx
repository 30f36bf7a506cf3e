// Loaded by lazy.tsx with import(): the wrapper module registers the tags when it loads.
import { ListingSearch } from 'realty-elements/react';

export default function Search() {
  return (
    <ListingSearch
      id="lazy"
      serialNumber="demo-realty"
      sessionKey="demo-session-key"
      apiBase=""
      pageSize={3}
      saleType="for_rent"
    />
  );
}
