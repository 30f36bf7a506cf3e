// The server side under visitors (npm run bench:ssr-load; issue 34): a few hundred visitors at once through the
// Node SSR (its own process: scripts/ssr-load-server.ts) and through the Cloudflare Worker example in workerd
// (Miniflare), in front of a realtor's origin that gzips its pages, over the demo chatbot's 600 listings in the
// sandbox. Each visitor makes a mix of requests: the search page as most visitors see it (cached), a search of
// its own (a refine filter and a page no one else asked: uncached, through the inventory index), listing pages,
// and the origin's stylesheet. Every answer is checked (status 200, a drawn search or a listing page, readable
// through gzip). Prints p50/p99 per kind, the errors (the aim: none), and the server's RSS over the run.
// Figures only: nothing is asserted. `VISITORS=300 REQUESTS=10` by default; `SERVER_HEAP_MB=128` runs the Node server
// with that V8 heap limit (memory that grows with requests then ends it), `SLOWEST=10` lists the slowest requests.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { Miniflare } from 'miniflare';
import { startSandbox, DEMO_CHATBOT, DEMO_WORKSPACE } from 'realty-elements-sandbox';
import { bundleWorker } from '../examples/cloudflare-worker/build.mjs';
import { ListingClient } from '../src/api/listing-client.js';
import { listingPath } from '../src/ssr/slug.js';

const VISITORS = Number(process.env.VISITORS ?? 300);
const REQUESTS = Number(process.env.REQUESTS ?? 10);
const SITE = 'https://homes.example';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
};

/** A small seeded generator: the same mix of requests in every run and runtime. */
function random(seed: number) {
  return () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
}

/** Resident memory of a process and its children (workerd runs under Miniflare's), in MB. */
function rssOf(pids: number[]): number {
  let kb = 0;
  for (const pid of pids) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // Gone.
    }
  }
  return kb / 1024;
}
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] === String(pid);
      } catch {
        return false;
      }
    })
    .map(Number);
}

const sandbox = await startSandbox({ port: 0, memory: true, seed: 'demo' });
const SEARCH_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Homes</title>
<link rel="stylesheet" href="/site.css"></head><body><header><h1>Example Realty</h1><nav>Home · Search · About</nav></header>
<main><listing-search serial-number="${DEMO_CHATBOT}" session-key="${DEMO_WORKSPACE.sessionKey}" api-base="/api"></listing-search></main>
<footer>© Example Realty</footer></body></html>`;
const CSS = `body { font-family: system-ui; margin: 0 } header, footer { padding: 1rem }\n`.repeat(40);
// The realtor's origin gzips what it can, as most do.
const origin = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  const [type, body] = path === '/site.css' ? ['text/css', CSS] : ['text/html; charset=utf-8', SEARCH_PAGE];
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  res.writeHead(200, {
    'Content-Type': type,
    'Cache-Control': 'public, max-age=60',
    ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
  });
  res.end(gzip ? gzipSync(body) : body);
});
await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
const ORIGIN = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;

const first = await new ListingClient({ baseUrl: sandbox.url, sessionKey: DEMO_WORKSPACE.sessionKey }).list({
  SerialNumber: DEMO_CHATBOT,
  PageSize: 100,
});
const listings = first.items;
const homes = listings.map((listing) => listingPath(listing));

type Kind = 'cached search' | 'own search' | 'listing page' | 'stylesheet';
/** Visitor `v`'s requests: the same for both runtimes. */
function plan(v: number): [Kind, string][] {
  const next = random(v + 1);
  return Array.from({ length: REQUESTS }, (): [Kind, string] => {
    const roll = next();
    if (roll < 0.35) return ['cached search', `/search?ls-page=${1 + Math.floor(next() * 3)}`];
    if (roll < 0.7) {
      const min = 100_000 + Math.floor(next() * 40) * 10_000;
      return [
        'own search',
        `/search?ls-min=${min}&ls-beds=${1 + Math.floor(next() * 3)}&ls-sort=price-asc&ls-page=${1 + Math.floor(next() * 2)}`,
      ];
    }
    if (roll < 0.9) return ['listing page', homes[Math.floor(next() * homes.length)]!];
    return ['stylesheet', '/site.css'];
  });
}

/** Whether an answer is what a visitor should get. */
function good(kind: Kind, status: number, text: string): boolean {
  if (status !== 200) return false;
  if (kind === 'stylesheet') return text === CSS;
  if (kind === 'listing page') return text.includes('<listing-detail') || text.includes('application/ld+json');
  return text.includes('shadowrootmode') && text.includes('<footer>');
}

async function run(name: string, base: string, pids: () => number[]) {
  const times = new Map<Kind, number[]>();
  const errors: string[] = [];
  const slowest: [ms: number, at: number, kind: Kind, path: string][] = [];
  const rss: number[] = [];
  const sampler = setInterval(() => rss.push(rssOf(pids())), 250);
  rss.push(rssOf(pids()));
  const started = performance.now();
  await Promise.all(
    Array.from({ length: VISITORS }, async (_, v) => {
      for (const [kind, path] of plan(v)) {
        const start = performance.now();
        try {
          const response = await fetch(`${base}${path}`, {
            headers: { 'Accept-Encoding': process.env.ACCEPT_ENCODING ?? 'gzip, br' },
          });
          const text = await response.text();
          if (!good(kind, response.status, text))
            errors.push(`${kind} ${path}: ${response.status}, ${text.length} chars`);
        } catch (error) {
          errors.push(`${kind} ${path}: ${(error as Error).message}`);
        }
        const took = performance.now() - start;
        (times.get(kind) ?? times.set(kind, []).get(kind)!).push(took);
        slowest.push([took, start - started, kind, path]);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  rss.push(rssOf(pids()));
  const total = VISITORS * REQUESTS;
  console.log(
    `\n${name}: ${VISITORS} visitors at once, ${total} requests in ${seconds.toFixed(1)} s (${Math.round(total / seconds)} req/s), ${errors.length} errors`,
  );
  console.log('| kind | requests | p50 | p99 | max |');
  console.log('|---|---|---|---|---|');
  for (const [kind, values] of times)
    console.log(
      `| ${kind} | ${values.length} | ${percentile(values, 50).toFixed(0)} ms | ${percentile(values, 99).toFixed(0)} ms | ${Math.max(...values).toFixed(0)} ms |`,
    );
  const step = Math.max(1, Math.floor(rss.length / 12));
  console.log(
    `RSS (MB) over the run: ${rss
      .filter((_, i) => i % step === 0 || i === rss.length - 1)
      .map((mb) => mb.toFixed(0))
      .join(' → ')} (peak ${Math.max(...rss).toFixed(0)})`,
  );
  for (const error of errors.slice(0, 5)) console.log(`  error: ${error}`);
  if (process.env.SLOWEST)
    for (const [took, at, kind, path] of slowest.sort((a, b) => b[0] - a[0]).slice(0, Number(process.env.SLOWEST)))
      console.log(`  slow: ${took.toFixed(0)} ms from ${at.toFixed(0)} ms: ${kind} ${path}`);
}

const server = spawn(
  process.execPath,
  [
    ...(process.env.SERVER_HEAP_MB ? [`--max-old-space-size=${process.env.SERVER_HEAP_MB}`] : []),
    '--conditions=@realty-elements/source',
    '--import',
    'tsx',
    'scripts/ssr-load-server.ts',
    JSON.stringify({
      upstream: sandbox.url,
      sessionKey: DEMO_WORKSPACE.sessionKey,
      serialNumber: DEMO_CHATBOT,
      origin: ORIGIN,
    }),
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
const port = await new Promise<string>((resolve, reject) => {
  server.stdout.once('data', (data: Buffer) => resolve(String(data).trim()));
  server.once('exit', (code) => reject(new Error(`the Node server exited (${code})`)));
});
let exited = false;
let stopping = false;
server.once('exit', (code, signal) => {
  exited = true;
  if (!stopping) console.log(`The Node server exited during the run (${code ?? signal}).`);
});
const mf = new Miniflare({
  modules: true,
  script: await bundleWorker(['@realty-elements/source']),
  compatibilityDate: '2026-04-01',
  compatibilityFlags: ['nodejs_compat'],
  bindings: {
    UPSTREAM: sandbox.url,
    SESSION_KEY: DEMO_WORKSPACE.sessionKey,
    CHATBOTS: DEMO_CHATBOT,
    SSR_CHATBOT: DEMO_CHATBOT,
    SITE_URL: SITE,
    SEARCH_PATH: '/search',
    ORIGIN,
    SSR_SEARCH: 'on',
    SSR_SEARCH_SCRIPT: '/ssr/listing-search-page.js',
  },
});
try {
  const workerUrl = (await mf.ready).origin;
  console.log(
    `Load on the server side: the demo chatbot's ${first.total} listings, an origin that gzips, every answer checked`,
  );
  await run('Node (nodeRewriter, toNodeListener)', `http://127.0.0.1:${port}`, () => [server.pid!]);
  if (exited) console.log('(the Node figures above end where the server died)');
  if (process.env.RUNTIMES !== 'node')
    await run('workerd (the Worker example, HTMLRewriter)', workerUrl, () =>
      childrenOf(process.pid).filter((pid) => pid !== server.pid),
    );
} finally {
  stopping = true;
  server.kill();
  await mf.dispose();
  origin.close();
  await sandbox.close();
}
