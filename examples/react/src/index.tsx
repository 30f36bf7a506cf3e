// Eager: the wrappers (realty-elements/react) and, beside them, the bare tag typed by realty-elements/jsx.
import type {} from 'realty-elements/jsx';
import type { Listing } from 'realty-elements/api';
import { ListingSearch } from 'realty-elements/react';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [wrapped, setWrapped] = useState<Listing | undefined>();
  const [bare, setBare] = useState<Listing | undefined>();
  return (
    <main>
      <h1>Homes</h1>
      <ListingSearch
        id="wrapped"
        serialNumber="demo-realty"
        sessionKey="demo-session-key"
        apiBase=""
        pageSize={3}
        onListingSelect={(event) => {
          // The app shows the listing itself instead of the element's dialog.
          event.preventDefault();
          setWrapped(event.detail.listing);
        }}
      />
      <output id="wrapped-choice">{wrapped?.id}</output>
      <listing-search
        id="bare"
        serial-number="demo-realty"
        session-key="demo-session-key"
        api-base=""
        page-size={2}
        onlisting-select={(event) => {
          event.preventDefault();
          setBare(event.detail.listing);
        }}
      />
      <output id="bare-choice">{bare?.id}</output>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
