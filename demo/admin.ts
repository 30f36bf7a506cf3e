// The admin demo page: tabs (Appearance, Listings, Knowledge), each holding an admin element that saves
// through the proxy at /admin-api (no key here).
import { AdminClient } from 'realty-elements/api';
import 'realty-elements/chatbot-settings';
import 'realty-elements/knowledge-editor';
import 'realty-elements/listing-manager';

/** Every admin element on the page: each talks to the proxy through its `api-base`. */
const adminElements = () => [...document.querySelectorAll<HTMLElement & { client?: AdminClient }>('main [api-base]')];

const failure = document.querySelector<HTMLInputElement>('#simulate-failure');
failure?.addEventListener('change', () => {
  // The proxy passes x-sandbox-fault on to the sandbox (configured in demo/vite-admin-proxy.ts).
  const client = failure.checked
    ? new AdminClient({ baseUrl: '/admin-api', headers: { 'x-sandbox-fault': '500' } })
    : undefined;
  for (const element of adminElements()) element.client = client;
});

// The editors follow their own lang (or the nearest ancestor's), also when it changes after load.
document.querySelector<HTMLSelectElement>('#editor-lang')?.addEventListener('change', (event) => {
  for (const element of adminElements()) element.setAttribute('lang', (event.target as HTMLSelectElement).value);
});

// Tabs (the WAI-ARIA tabs pattern, automatic activation): arrows, Home and End move between tabs; the
// chosen tab is kept in the address (#appearance, #listings, #knowledge), so a reload or a link opens it.
const tabs = [...document.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const nameOf = (tab: HTMLElement) => tab.id.replace(/^tab-/, '');
/** Whether the address names `tab`: its own hash, or (Appearance) a section of <chatbot-settings> (#settings-…). */
const named = (tab: HTMLElement) =>
  location.hash === `#${nameOf(tab)}` || (nameOf(tab) === 'appearance' && location.hash.startsWith('#settings-'));

function select(chosen: HTMLButtonElement, focus = false): void {
  for (const tab of tabs) {
    const selected = tab === chosen;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    document.getElementById(tab.getAttribute('aria-controls')!)!.hidden = !selected;
  }
  if (focus) chosen.focus();
  if (!named(chosen)) history.replaceState(history.state, '', `#${nameOf(chosen)}`);
}

function fromHash(): void {
  select(tabs.find(named) ?? tabs[0]!);
}

for (const tab of tabs) {
  tab.addEventListener('click', () => select(tab));
  tab.addEventListener('keydown', (event) => {
    const at = tabs.indexOf(tab);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(tabs[(next + tabs.length) % tabs.length]!, true);
  });
}
window.addEventListener('hashchange', fromHash);
if (location.hash) fromHash();
