// `npm run bench -- [--no-build] [n…]`: the rendering benchmark from the command line (Node with tsx
// and the workspaces' source condition, as `npm start`).
// Builds dist/ (production bundle; skip with --no-build), serves the demo pages and the sandbox
// (in memory) with Vite on a free port, runs demo/benchmark.html in headless Chromium for each page
// size n (default 100 and 12), prints the medians and the ratio; then creates 1,000 listings in the
// in-memory sandbox's demo-empty and runs demo/refine-benchmark.html (index load, its memory, refine
// latency against the server-paged search); then the main-thread cost of the widget from script start to
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
  }
  if (!args.includes('--no-main-thread')) await mainThread();
} finally {
  await close();
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
