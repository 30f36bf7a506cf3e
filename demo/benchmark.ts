// `npm start`, then open /demo/benchmark.html: <listing-card> against a vanilla-DOM baseline that
// builds the same card (same data, same formatting functions, plain elements, one shared stylesheet
// with the card's rules). <listing-card> comes from the BUILT bundle (production lit): run
// `npm run build` first. Each run renders 100 cards into an empty stage and forces layout; the
// medians of 30 runs (after 3 warm-ups) are shown.
import { ListingClient } from '../src/api/listing-client.js';
import type { Listing } from '../src/api/schemas.js';
import type { ListingCard } from '../src/elements/listing-card/listing-card.js';
import { cardFacts, formatPrice, placeLine, unitOf } from '../src/elements/shared/format.js';

await import(/* @vite-ignore */ `${location.origin}/dist/cdn/listing-search.js`);
const stage = document.getElementById('stage')!;
const result = document.getElementById('result')!;

function vanilla(items: Listing[]): void {
  const grid = document.createElement('div');
  grid.className = 'v-grid';
  for (const listing of items) {
    const card = document.createElement('button');
    card.className = 'v-card';
    const img = document.createElement('img');
    img.loading = 'lazy';
    img.alt = '';
    if (listing.images[0]) img.src = listing.images[0];
    const media = document.createElement('span');
    media.className = 'v-media';
    media.append(img);
    const body = document.createElement('span');
    body.className = 'v-body';
    const price = document.createElement('span');
    price.className = 'v-price';
    price.textContent = formatPrice(listing, 'en');
    const facts = document.createElement('span');
    facts.className = 'v-facts';
    for (const fact of cardFacts(listing, unitOf(listing, undefined), 'en')) {
      const item = document.createElement('span');
      item.textContent = fact;
      facts.append(item);
    }
    const address = document.createElement('span');
    address.className = 'v-address';
    address.textContent = `${listing.address ?? ''} ${placeLine(listing) ?? ''}`;
    body.append(price, facts, address);
    card.append(media, body);
    grid.append(card);
  }
  stage.append(grid);
}

async function lit(items: Listing[]): Promise<void> {
  const grid = document.createElement('div');
  grid.className = 'v-grid';
  const cards = items.map((listing) => {
    const card = document.createElement('listing-card') as ListingCard;
    card.listing = listing;
    return card;
  });
  grid.append(...cards);
  stage.append(grid);
  await Promise.all(cards.map((card) => card.updateComplete));
}

const split: number[] = [];
async function time(run: () => unknown): Promise<number> {
  stage.replaceChildren();
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const start = performance.now();
  await run();
  split.push(performance.now() - start);
  void stage.offsetHeight;
  return performance.now() - start;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const { items } = await new ListingClient({ baseUrl: location.origin, sessionKey: 'demo-session-key' }).list({ SerialNumber: 'demo-realty', PageSize: 100 });
const times = { vanilla: [] as number[], lit: [] as number[] };
for (let i = 0; i < 33; i++) {
  const v = await time(() => vanilla(items));
  const l = await time(() => lit(items));
  if (i >= 3) {
    times.vanilla.push(v);
    times.lit.push(l);
  }
}
const ratio = median(times.lit) / median(times.vanilla);
result.textContent = `cards: ${items.length}\nvanilla median: ${median(times.vanilla).toFixed(1)} ms\n<listing-card> median: ${median(times.lit).toFixed(1)} ms\nratio: ${ratio.toFixed(2)}x\nbefore layout: vanilla ${median(split.filter((_, i) => i % 2 === 0)).toFixed(1)} ms, <listing-card> ${median(split.filter((_, i) => i % 2 === 1)).toFixed(1)} ms`;
document.body.dataset.done = 'true';
