// The refine benchmark: <listing-search> (the BUILT bundle) over a chatbot with ~1,000 listings.
// - index load: a widget with a sort, from mounting to painted results, each run with a fresh client
//   (so a fresh index: 10 requests of 100, 4 in flight);
// - memory: the JS heap with the index loaded, minus the same widget without it (after a GC, when
//   Chromium runs with --js-flags=--expose-gc; the script passes it);
// - refine latency: a control change (beds 2+ ↔ 3+) to painted results with the index loaded, against
//   a server-paged search changing its server filter (for sale ↔ for rent): a round trip each.
// "Painted" = the new cards are in the DOM and the next animation frame has run. Medians; never asserted.
import { ListingClient } from 'realty-elements/api';
import type { ListingSearch } from 'realty-elements/listing-search';

await import(/* @vite-ignore */ `${location.origin}/dist/cdn/listing-search.js`);
const params = new URLSearchParams(location.search);
const SERIAL = params.get('serial') ?? 'demo-empty';
const RUNS = Number(params.get('runs')) || 20;
const stage = document.getElementById('stage')!;
const result = document.getElementById('result')!;
const gc = (globalThis as { gc?: () => void }).gc;
const heap = () =>
  (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? Number.NaN;
const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const client = () => new ListingClient({ baseUrl: location.origin, sessionKey: 'demo-session-key' });

async function mount(props: Partial<ListingSearch>): Promise<ListingSearch> {
  const widget = document.createElement('listing-search');
  Object.assign(widget, { serialNumber: SERIAL, pageSize: 24, ...props });
  stage.replaceChildren(widget);
  await settled(widget);
  return widget;
}

async function settled(widget: ListingSearch): Promise<void> {
  await rendered(widget);
  await frame();
}

/** The search done and its results in the DOM (not yet painted). */
async function rendered(widget: ListingSearch): Promise<void> {
  await widget.updateComplete;
  await widget.search.taskComplete;
  await widget.updateComplete;
}

/** Time from a change of `name` (a select, or the sale type's radio `value`: `type`; the fields' names end with it) to painted results, and to the results in the DOM. */
async function change(widget: ListingSearch, name: string, value: string): Promise<[painted: number, dom: number]> {
  const root = widget.shadowRoot!;
  const control = root.querySelector<HTMLInputElement | HTMLSelectElement>(
    name === 'type' ? `[name$="-type"][value="${value}"]` : `[name$="-${name}"]`,
  )!;
  const start = performance.now();
  if (control instanceof HTMLInputElement) control.checked = true;
  else control.value = value;
  control.dispatchEvent(new Event('change', { bubbles: true }));
  await rendered(widget);
  const dom = performance.now() - start;
  await frame();
  return [performance.now() - start, dom];
}

// Index load time (fresh index each run).
const loads: number[] = [];
let total = 0;
for (let i = 0; i < 5; i++) {
  const start = performance.now();
  const widget = await mount({ sort: 'price-asc', client: client() });
  loads.push(performance.now() - start);
  total = widget.search.value?.total ?? 0;
}

// Memory: the same widget without and with its index.
gc?.();
const shared = client();
await mount({ client: shared });
gc?.();
const before = heap();
const indexed = await mount({ client: shared, sort: 'price-asc' });
gc?.();
const memoryMB = (heap() - before) / 1024 / 1024;

// Refine latency with the index loaded, against the server-paged search's round trip.
const refine: [number, number][] = [];
for (let i = 0; i < RUNS; i++) refine.push(await change(indexed, 'beds', i % 2 ? '2' : '3'));
const paged = await mount({ client: client() });
const server: [number, number][] = [];
for (let i = 0; i < RUNS; i++) server.push(await change(paged, 'type', i % 2 ? 'for_sale' : 'for_rent'));
const painted = (runs: [number, number][]) => median(runs.map(([ms]) => ms));
const dom = (runs: [number, number][]) => median(runs.map(([, ms]) => ms));

const figures = {
  listings: total,
  runs: RUNS,
  indexLoadMs: Number(median(loads).toFixed(1)),
  indexMemoryMB: Number(memoryMB.toFixed(2)),
  refineMs: Number(painted(refine).toFixed(2)),
  serverMs: Number(painted(server).toFixed(2)),
  ratio: Number((painted(server) / painted(refine)).toFixed(1)),
  refineDomMs: Number(dom(refine).toFixed(2)),
  serverDomMs: Number(dom(server).toFixed(2)),
  domRatio: Number((dom(server) / dom(refine)).toFixed(1)),
};
result.textContent = JSON.stringify(figures, null, 2);
document.body.dataset.done = 'true';
if (params.has('report'))
  await fetch('/__bench-report', { method: 'POST', body: JSON.stringify(figures) }).catch(() => undefined);
