// Server rendering's cost (npm run bench:ssr): 100 listing pages of the demo chatbot (600 listings in the
// sandbox, demo-seeded) rendered once each, and the sitemap, through the SSR handler in Node and in workerd (the
// Cloudflare Worker example through Miniflare). The inventory is loaded once and kept (its cache is long);
// each page is rendered fresh (each path once, so the page cache never answers). Reports p50/p99 per page
// and the pages' sizes. Then the search pages: a realtor's page with a <listing-search> tag (12 homes a page),
// passing through the handler and rewritten (nodeRewriter in Node, HTMLRewriter in workerd), each of the
// 50 pages (?ls-page=N) once. Figures only: nothing is asserted.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Miniflare } from 'miniflare';
import { startSandbox, DEMO_CHATBOT, DEMO_WORKSPACE } from 'realty-elements-sandbox';
import { bundleWorker } from '../examples/cloudflare-worker/build.mjs';
import { ListingClient } from '../src/api/listing-client.js';
import { createSsrHandler } from '../src/ssr/index.js';
import { nodeRewriter } from '../src/ssr/node.js';
import { listingPath } from '../src/ssr/slug.js';

const SITE = 'https://homes.example';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function timed(paths: string[], send: (path: string) => Promise<Response>) {
  const times: number[] = [];
  let bytes = 0;
  for (const path of paths) {
    const start = performance.now();
    const response = await send(path);
    const text = await response.text();
    times.push(performance.now() - start);
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    bytes += text.length;
  }
  return { times, bytes };
}

const sandbox = await startSandbox({ port: 0, memory: true, seed: 'demo' });
// The realtor's own site: one page with the tag.
const REALTOR_PAGE = `<!doctype html><html lang="en"><head><title>Homes</title></head><body><h1>Homes</h1>
<listing-search serial-number="${DEMO_CHATBOT}" session-key="${DEMO_WORKSPACE.sessionKey}" api-base=""></listing-search></body></html>`;
const origin = createServer((_, res) => void res.writeHead(200, { 'Content-Type': 'text/html' }).end(REALTOR_PAGE));
await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
const ORIGIN = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
try {
  const listings = (
    await new ListingClient({ baseUrl: sandbox.url, sessionKey: DEMO_WORKSPACE.sessionKey }).list({
      SerialNumber: DEMO_CHATBOT,
      PageSize: 100,
    })
  ).items;
  // 100 listing pages per runtime (the first warm-up page not counted).
  const paths = listings.map((listing) => listingPath(listing));
  const env = {
    UPSTREAM: sandbox.url,
    SESSION_KEY: DEMO_WORKSPACE.sessionKey,
    CHATBOTS: DEMO_CHATBOT,
    SSR_CHATBOT: DEMO_CHATBOT,
    SITE_URL: SITE,
    CACHE_SECONDS: '3600',
    ORIGIN,
    SSR_SEARCH: 'on',
  };
  const node = createSsrHandler({
    upstream: sandbox.url,
    sessionKey: DEMO_WORKSPACE.sessionKey,
    serialNumber: DEMO_CHATBOT,
    siteUrl: SITE,
    cache: { cacheSeconds: 3600 },
    rewrite: nodeRewriter,
    fallback: (request) => fetch(new URL(new URL(request.url).pathname, ORIGIN)),
  });
  const mf = new Miniflare({
    modules: true,
    script: await bundleWorker(['@realty-elements/source']),
    compatibilityDate: '2026-04-01',
    compatibilityFlags: ['nodejs_compat'],
    bindings: env,
  });
  await mf.ready;
  const runtimes: [string, (path: string) => Promise<Response>][] = [
    ['Node', (path) => node(new Request(`${SITE}${path}`))],
    ['workerd', (path) => mf.dispatchFetch(`${SITE}${path}`) as unknown as Promise<Response>],
  ];
  console.log(`Listing pages: ${paths.length - 1} distinct pages per runtime (after one warm-up page)\n`);
  console.log('| runtime | listing page p50 | p99 | mean size | sitemap (600 URLs) |');
  console.log('|---|---|---|---|---|');
  for (const [name, send] of runtimes) {
    await timed(paths.slice(0, 1), send);
    const { times, bytes } = await timed(paths.slice(1), send);
    const sitemap = await timed(['/sitemap-homes.xml'], send);
    console.log(
      `| ${name} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 99))} | ${Math.round(bytes / times.length / 1024)} KB | ${ms(sitemap.times[0]!)} |`,
    );
  }
  const searches = Array.from({ length: 50 }, (_, i) => `/search?ls-page=${i + 1}`);
  console.log(
    `\nSearch pages (rewritten, 12 homes each): ${searches.length - 1} distinct pages per runtime (after one warm-up page)\n`,
  );
  console.log('| runtime | search page p50 | p99 | mean size |');
  console.log('|---|---|---|---|');
  for (const [name, send] of runtimes) {
    await timed(searches.slice(0, 1), send);
    const { times, bytes } = await timed(searches.slice(1), send);
    console.log(
      `| ${name} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 99))} | ${Math.round(bytes / times.length / 1024)} KB |`,
    );
  }
  await mf.dispose();
} finally {
  origin.close();
  await sandbox.close();
}
