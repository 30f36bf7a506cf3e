// The rendering benchmark: what the widget really does when a page of results arrives, against a
// hand-written vanilla-DOM baseline building the same cards (same data, same formatting functions,
// same markup: list items, card box, photo, badges, one button named by price and address, facts,
// address; one shared stylesheet with the card's rules).
//
// `node scripts/bench-render.mjs` builds, serves this page, runs it in headless Chromium and prints
// the figures. By hand: `npm run build && npm start`, then open /demo/benchmark.html (`?n=100`).
//
// <listing-search> comes from the BUILT bundle (dist/cdn/listing-search.js: production lit,
// minified). Each run mounts a widget whose client answers only when told (it shows its skeletons),
// then times from the answer to the rendered results with layout done; the vanilla run times
// building the same grid of N cards plus layout. Runs alternate; medians of RUNS after 3 warm-ups.
import { ListingClient, type ListResult } from 'realty-elements/api';
import type { Listing } from 'realty-elements/api';
import type { ListingSearch } from 'realty-elements/listing-search';
import { cardFacts, formatPrice, placeLine, unitOf } from '../src/elements/shared/format.js';
import { strings } from '../src/elements/shared/i18n.js';

await import(/* @vite-ignore */ `${location.origin}/dist/cdn/listing-search.js`);
const params = new URLSearchParams(location.search);
const N = Math.min(100, Number(params.get('n')) || 100);
const RUNS = Number(params.get('runs')) || 30;
const stage = document.getElementById('stage')!;
const result = document.getElementById('result')!;
const t = strings('en');

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function vanilla(page: ListResult): void {
  const heading = el('h2', undefined, `${page.total} homes`);
  const grid = el('ul', 'v-grid');
  page.items.forEach((listing: Listing, i) => {
    const id = `v${i}`;
    const card = el('div', 'v-card');
    const media = el('span', 'v-media');
    const src = listing.images[0];
    if (src) {
      const img = el('img');
      img.alt = '';
      img.loading = 'lazy';
      img.decoding = 'async';
      img.src = src;
      media.append(img);
    }
    const badges = el('span', 'v-badges');
    badges.id = `${id}-badges`;
    if (listing.status) badges.append(el('span', `v-badge ${listing.status}`, t.status[listing.status]));
    for (const tour of listing.tours) badges.append(el('span', 'v-badge', t.tour[tour]));
    media.append(badges);
    const body = el('span', 'v-body');
    const hit = el('button', 'v-hit');
    hit.type = 'button';
    hit.setAttribute('aria-labelledby', `${id}-price ${id}-address`);
    hit.setAttribute('aria-describedby', `${id}-facts ${id}-badges`);
    hit.addEventListener('click', () => undefined);
    const price = el('span', 'v-price', formatPrice(listing, 'en'));
    price.id = `${id}-price`;
    hit.append(price);
    const facts = el('span', 'v-facts');
    facts.id = `${id}-facts`;
    for (const fact of cardFacts(listing, unitOf(listing, undefined), 'en')) facts.append(el('span', undefined, fact));
    const address = el('span', 'v-address');
    address.id = `${id}-address`;
    if (listing.address) address.append(el('span', undefined, listing.address));
    const place = placeLine(listing);
    if (place) address.append(el('span', undefined, place));
    body.append(hit, facts, address);
    card.append(media, body);
    const li = el('li');
    li.append(card);
    grid.append(li);
  });
  stage.append(heading, grid);
}

/** Mounts a widget waiting for its answer; returns the function that answers and waits for the render. */
async function mountWidget(page: ListResult): Promise<() => Promise<void>> {
  let answer!: (value: ListResult) => void;
  const widget = document.createElement('listing-search') as ListingSearch;
  widget.setAttribute('serial-number', 'demo-realty');
  widget.setAttribute('controls', '');
  widget.pageSize = N;
  widget.client = { list: () => new Promise<ListResult>((resolve) => (answer = resolve)) } as unknown as ListingClient;
  stage.append(widget);
  await widget.updateComplete;
  await new Promise((resolve) => requestAnimationFrame(resolve));
  return async () => {
    answer(page);
    await widget.search.taskComplete;
    await widget.updateComplete;
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const page = await new ListingClient({ baseUrl: location.origin, sessionKey: 'demo-session-key' }).list({
  SerialNumber: 'demo-realty',
  PageSize: N,
});
const times = { vanilla: [] as number[], widget: [] as number[] };
for (let i = 0; i < RUNS + 3; i++) {
  stage.replaceChildren();
  await new Promise((resolve) => requestAnimationFrame(resolve));
  let start = performance.now();
  vanilla(page);
  void stage.offsetHeight;
  const v = performance.now() - start;

  stage.replaceChildren();
  const answer = await mountWidget(page);
  start = performance.now();
  await answer();
  void stage.offsetHeight;
  const w = performance.now() - start;
  if (i >= 3) {
    times.vanilla.push(v);
    times.widget.push(w);
  }
}
const figures = {
  cards: page.items.length,
  runs: RUNS,
  vanillaMs: Number(median(times.vanilla).toFixed(2)),
  widgetMs: Number(median(times.widget).toFixed(2)),
  ratio: Number((median(times.widget) / median(times.vanilla)).toFixed(2)),
};
result.textContent = `cards: ${figures.cards}, runs: ${RUNS}\nvanilla median: ${figures.vanillaMs} ms\n<listing-search> median: ${figures.widgetMs} ms\nratio: ${figures.ratio}x`;
document.body.dataset.done = 'true';
// scripts/bench-render.mjs listens here; a plain `npm start` answers 404, which is fine.
if (params.has('report'))
  await fetch('/__bench-report', { method: 'POST', body: JSON.stringify(figures) }).catch(() => undefined);
