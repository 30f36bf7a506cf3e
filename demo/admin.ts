// The admin demo page: <chatbot-settings> saving through the proxy at /admin-api (no key here).
import { AdminClient } from 'realty-elements/api';
import 'realty-elements/chatbot-settings';
import 'realty-elements/listing-manager';

const settings = document.querySelector('chatbot-settings');
const failure = document.querySelector<HTMLInputElement>('#simulate-failure');

failure?.addEventListener('change', () => {
  if (!settings) return;
  // The proxy passes x-sandbox-fault on to the sandbox (configured in demo/vite-admin-proxy.ts).
  settings.client = failure.checked ? new AdminClient({ baseUrl: '/admin-api', headers: { 'x-sandbox-fault': '500' } }) : undefined;
});

// The editor follows its own lang (or the nearest ancestor's), also when it changes after load.
document.querySelector<HTMLSelectElement>('#editor-lang')?.addEventListener('change', (event) => {
  settings?.setAttribute('lang', (event.target as HTMLSelectElement).value);
  document.querySelector('listing-manager')?.setAttribute('lang', (event.target as HTMLSelectElement).value);
});
