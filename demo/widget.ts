// The widget, imported as an npm consumer imports it (Vite resolves the workspace package to its source).
// On a live site: <script type="module" src="https://…/realty-elements/dist/cdn/listing-search.js"></script>
import 'realty-elements/listing-search';
import { ListingClient } from 'realty-elements/api';

// The demo's "Simulate" control: the next searches go to the sandbox with a fault header (slow answer or
// a 500), so the widget's loading and error states can be seen without touching its code.

const search = document.querySelector('listing-search');
document.querySelector<HTMLSelectElement>('#simulate')?.addEventListener('change', (event) => {
  const fault = (event.target as HTMLSelectElement).value;
  if (!search) return;
  search.client = fault
    ? new ListingClient({
        baseUrl: location.origin,
        sessionKey: 'demo-session-key',
        retries: 0,
        headers: { 'x-sandbox-fault': fault },
      })
    : undefined;
});
