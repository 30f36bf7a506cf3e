// `npm run bench -- [--no-build] [n…]`: the rendering benchmark from the command line (Node with tsx
// and the workspaces' source condition, as `npm start`).
// Builds dist/ (production bundle; skip with --no-build), serves the demo pages and the sandbox
// (in memory) with Vite on a free port, runs demo/benchmark.html in headless Chromium for each page
// size n (default 100 and 12), prints the medians and the ratio; then creates 1,000 listings in the
// in-memory sandbox's demo-empty and runs demo/refine-benchmark.html (index load, its memory, refine
// latency against the server-paged search) and the map ("Map" to 1,000 painted markers, the map chunk's gzip
// size); then the main-thread cost of the widget from script start to
// its first results with 4x CPU throttling, against a blank page in the same run (`--no-main-thread`
// skips it); and stops everything. `--no-refine` skips the refine part.
import { execFileSync } from 'node:child_process';
import { AdminClient } from 'realty-elements/api';
import { startBenchServer } from './bench-pages.mjs';

const args = process.argv.slice(2);
const sizes = args.filter((arg) => /^\d+$/.test(arg)).map(Number);
if (!args.includes('--no-build'))
  execFileSync('npm', ['run', '--silent', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });

// The main-thread pages, served raw (no Vite transform, nothing injected): a blank page, and the same
// page with the widget from the built bundle, one script tag, against the in-memory sandbox.
const mainThreadPage = (req, res) => {
  const widget = req.url.includes('widget');
  res.setHeader('Content-Type', 'text/html');
  if (req.url.includes('map')) {
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>map</title><script type="module" src="/dist/cdn/listing-search.js"></script></head><body><listing-search serial-number="demo-empty" session-key="demo-session-key" api-base="" map-tiles="/sandbox/tiles/{z}/{x}/{y}.svg" map-attribution="Sandbox tiles"></listing-search></body></html>`,
    );
    return;
  }
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>main thread</title>${
      widget ? '<script type="module" src="/dist/cdn/listing-search.js"></script>' : ''
    }</head><body>${widget ? '<listing-search serial-number="demo-realty" session-key="demo-session-key" api-base=""></listing-search>' : '<p>Blank.</p>'}</body></html>`,
  );
};
const { origin, chromium, run, close } = await startBenchServer({ '/__main-thread': mainThreadPage });

try {
  for (const n of sizes.length ? sizes : [100, 12]) {
    const f = await run(`/demo/benchmark.html?report&n=${n}`);
    console.log(
      `${String(f.cards).padStart(3)} cards (${f.runs} runs): vanilla ${f.vanillaMs} ms, <listing-search> ${f.widgetMs} ms, ratio ${f.ratio}x`,
    );
  }
  if (!args.includes('--no-refine')) {
    // 1,000 listings of several types, prices and bed counts in the in-memory sandbox's empty demo chatbot.
    const admin = new AdminClient({ baseUrl: origin, secretKey: 'demo-secret-key' });
    const types = ['Single Family', 'Condo', 'Townhouse', 'Apartment', 'Multi Family'];
    const listing = (i) => ({
      SerialNumber: 'demo-empty',
      SaleType: i % 3 ? 'for_sale' : 'for_rent',
      Status: ['Active', 'PreOnMarket', 'Sold'][i % 3 === 1 ? 1 : i % 7 === 0 ? 2 : 0],
      CurrencySymbol: '$',
      PropertyType: types[i % types.length],
      Bedrooms: 1 + (i % 5),
      Bathrooms: 1 + (i % 4) / 2,
      Url: `https://realtor.example/bench/${i}`,
      MLSNumber: `B-${i}`,
      YearBuilt: 1950 + (i % 70),
      DaysOnMarket: (i * 37) % 120,
      LotArea: 4000,
      BuildingArea: 700 + ((i * 131) % 3000),
      AreaUnit: 'Square Feet',
      ParkingSpots: i % 3,
      Address: `${100 + i} Bench Street`,
      City: ['Austin', 'Denver', 'Miami', 'Boston'][i % 4],
      // Spread over about 20 km around the city (the map benchmark's markers).
      Latitude: [30.2672, 39.7392, 25.7617, 42.3601][i % 4] + (((i * 7919) % 1000) / 1000 - 0.5) * 0.2,
      Longitude: [-97.7431, -104.9903, -80.1918, -71.0589][i % 4] + (((i * 104729) % 997) / 997 - 0.5) * 0.2,
      ...(i % 3 ? { SalePrice: 150000 + ((i * 7919) % 1000) * 1000 } : { RentPrice: 900 + ((i * 31) % 300) * 10 }),
    });
    for (let k = 0; k < 1000; k += 50)
      await Promise.all(Array.from({ length: 50 }, (_, j) => admin.createListing(listing(k + j))));
    const f = await run('/demo/refine-benchmark.html?report', [
      '--js-flags=--expose-gc',
      '--enable-precise-memory-info',
    ]);
    console.log(
      `refine over ${f.listings} listings (${f.runs} runs): index load ${f.indexLoadMs} ms, index memory ${f.indexMemoryMB} MB; ` +
        `a refine change ${f.refineMs} ms vs a server-paged search ${f.serverMs} ms to painted results (${f.ratio}x); ` +
        `to the results in the DOM ${f.refineDomMs} ms vs ${f.serverDomMs} ms (${f.domRatio}x)`,
    );
    await mapMarkers();
  }
  if (!args.includes('--no-main-thread')) await mainThread();
} finally {
  await close();
}

/**
 * The map: from `map` set on a search with 1,000 listings (its first results shown) to every home on the map
 * painted (each marker or cluster count in the DOM, then a frame), the map's chunk loading included (from the
 * HTTP cache after the first run); median of 5 fresh pages after one warm-up. And the map chunk's gzip -9 size.
 */
async function mapMarkers() {
  const { default: puppeteer } = await import('puppeteer-core');
  const { readFileSync, readdirSync } = await import('node:fs');
  const { gzipSync } = await import('node:zlib');
  const chunk = readdirSync('dist/cdn').find((name) => name.startsWith('search-map-'));
  const gzip = gzipSync(readFileSync(`dist/cdn/${chunk}`), { level: 9 }).length;
  const browser = await puppeteer.launch({
    executablePath: chromium,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const times = [];
  try {
    for (let round = 0; round < 6; round++) {
      const page = await browser.newPage();
      await page.setViewport({ width: 1280, height: 900 });
      await page.goto(`${origin}/__main-thread?map`, { waitUntil: 'networkidle0' });
      const { ms, homes, listings } = await page.evaluate(async () => {
        const search = document.querySelector('listing-search');
        const map = () => search.shadowRoot.querySelector('listing-map');
        const shown = () =>
          [...(map()?.shadowRoot?.querySelectorAll('.leaflet-marker-icon') ?? [])].reduce(
            (sum, icon) =>
              sum +
              (icon.classList.contains('cluster')
                ? Number(icon.querySelector('[aria-hidden]').textContent.replace(/\D/g, ''))
                : 1),
            0,
          );
        const start = performance.now();
        search.map = true;
        while (!(map()?.listings.length && shown() === map().listings.length) && performance.now() - start < 30000)
          await new Promise(requestAnimationFrame);
        await new Promise(requestAnimationFrame);
        return { ms: performance.now() - start, homes: shown(), listings: map()?.listings.length };
      });
      if (homes !== 1000 || listings !== 1000) throw new Error(`the map showed ${homes} homes of ${listings}`);
      await page.close();
      if (round > 0) times.push(ms);
    }
  } finally {
    await browser.close();
  }
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
  console.log(
    `map: "Map" to painted markers for 1,000 listings (${times.length} runs): ${median.toFixed(0)} ms (median); the map chunk ${gzip.toLocaleString('en')} B gzip -9`,
  );
}

/**
 * Main-thread time (Chromium's ScriptDuration and TaskDuration) from navigation to the first results,
 * CPU throttled 4x, medians of 10 fresh pages each: the widget page minus the blank page. "First
 * results" is the network going idle after the widget's request (its cards drawn, photos loaded).
 */
async function mainThread() {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({
    executablePath: chromium,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const measure = async (kind) => {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Performance.enable');
    await page.goto(`${origin}/__main-thread?${kind}`, { waitUntil: 'networkidle0' });
    if (kind === 'widget') {
      const cards = await page.evaluate(
        () => document.querySelector('listing-search').shadowRoot.querySelectorAll('[part="card"]').length,
      );
      if (cards === 0) throw new Error('the widget drew no results');
    }
    const { metrics } = await cdp.send('Performance.getMetrics');
    await page.close();
    const metric = (name) => metrics.find((entry) => entry.name === name).value * 1000;
    return { script: metric('ScriptDuration'), task: metric('TaskDuration') };
  };
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const runs = { blank: [], widget: [] };
  try {
    // Two rounds to warm the server and the HTTP cache, then ten that count.
    for (let round = 0; round < 12; round++) {
      for (const kind of ['blank', 'widget']) {
        const result = await measure(kind);
        if (round >= 2) runs[kind].push(result);
      }
    }
  } finally {
    await browser.close();
  }
  const figure = (kind, key) => median(runs[kind].map((run) => run[key]));
  const fixed = (ms) => ms.toFixed(1);
  console.log(
    `main thread to first results, CPU 4x slower (${runs.widget.length} runs): script ${fixed(figure('widget', 'script'))} ms vs ${fixed(figure('blank', 'script'))} ms on a blank page ` +
      `(the widget's: ${fixed(figure('widget', 'script') - figure('blank', 'script'))} ms); all tasks ${fixed(figure('widget', 'task'))} vs ${fixed(figure('blank', 'task'))} ms ` +
      `(${fixed(figure('widget', 'task') - figure('blank', 'task'))} ms)`,
  );
}
