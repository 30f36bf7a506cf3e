// Lighthouse (mobile, Lighthouse 13 from npm through npx, Debian's Chromium) on one realtor page served three
// ways by one server, with the real sandbox behind it (demo-seeded, 600 listings): client-rendered (the public CDN
// bundle draws the results), server-rendered (the page rewritten by the SSR handler on every request, no cache)
// and server-rendered from the cache (one rendering serves every visitor). Medians of 3 runs each: LCP, FCP, TBT,
// CLS, the performance and SEO scores. Needs `npm run build` first (dist/cdn). Run by `npm run bench:ssr`
// after the render figures, or alone: `node --conditions=@realty-elements/source --import tsx scripts/bench-lighthouse.ts`.
// Figures only: nothing is asserted.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { DEMO_CHATBOT, DEMO_WORKSPACE, startSandbox } from 'realty-elements-sandbox';
import { createSsrHandler } from '../src/ssr/index.js';
import { nodeRewriter } from '../src/ssr/node.js';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const RUNS = 3;
const CDN = new URL('../dist/cdn/', import.meta.url);

/** The realtor's page; `script`: the widget's script tag (client-rendered), or none (the server adds its own). */
const realtorPage = (script: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Homes for sale and for rent with Harbor &amp; Pine Realty.">
<title>Harbor &amp; Pine Realty · Homes</title>${script}
<style>body{margin:0;font-family:system-ui,sans-serif}main{max-width:1100px;margin:0 auto;padding:16px}</style></head>
<body><main><h1>Homes for sale and rent</h1>
<listing-search serial-number="${DEMO_CHATBOT}" session-key="${DEMO_WORKSPACE.sessionKey}" api-base=""></listing-search>
</main></body></html>`;

const TYPES: Record<string, string> = { js: 'text/javascript', html: 'text/html; charset=utf-8' };

/** Sends `body`, gzipped when the client accepts it (as a real site's server would). */
function send(req: IncomingMessage, res: ServerResponse, status: number, type: string, body: Buffer | string) {
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const bytes = gzip ? gzipSync(body) : Buffer.from(body);
  res.writeHead(status, {
    'Content-Type': type,
    ...(gzip && { 'Content-Encoding': 'gzip' }),
    'Cache-Control': 'no-cache',
  });
  res.end(bytes);
}

/** The median of `values`. */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One Lighthouse run of `url`: its figures (a child process: this process serves the page meanwhile). */
async function lighthouse(url: string) {
  // Debian's real binary: Lighthouse's launcher loses the wrapper script's child (Target closed).
  const chrome =
    process.env.CHROME_PATH ??
    (existsSync('/usr/lib/chromium/chromium') ? '/usr/lib/chromium/chromium' : '/usr/bin/chromium');
  const stdout = await new Promise<string>((resolve, reject) =>
    execFile(
      'npx',
      [
        '-y',
        LIGHTHOUSE,
        url,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        '--only-categories=performance,seo',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking',
      ],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 180_000, env: { ...process.env, CHROME_PATH: chrome } },
      (error, out, err) => (error ? reject(new Error(`lighthouse failed: ${err.slice(-2000)}`)) : resolve(out)),
    ),
  );
  const report = JSON.parse(stdout) as {
    audits: Record<string, { numericValue?: number }>;
    categories: Record<string, { score: number }>;
  };
  const audit = (id: string) => report.audits[id]?.numericValue ?? NaN;
  return {
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    perf: Math.round(report.categories.performance!.score * 100),
    seo: Math.round(report.categories.seo!.score * 100),
    bytes: audit('total-byte-weight'),
  };
}

if (!existsSync(new URL('listing-search.js', CDN)) || !existsSync(new URL('ssr/listing-search-page.js', CDN))) {
  console.error('bench-lighthouse: run `npm run build` first (dist/cdn).');
  process.exit(1);
}

const sandbox = await startSandbox({ port: 0, memory: true, seed: 'demo' });
const serverPage = realtorPage('');
const handlerFor = (cached: boolean) =>
  createSsrHandler({
    upstream: sandbox.url,
    sessionKey: DEMO_WORKSPACE.sessionKey,
    serialNumber: DEMO_CHATBOT,
    rewrite: nodeRewriter,
    searchScript: '/cdn/ssr/listing-search-page.js',
    cache: cached ? { cacheSeconds: 3600 } : { cacheSeconds: 0, staleWhileRevalidateSeconds: 0 },
    fallback: async () => new Response(serverPage, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
  });
const handlers = { '/server/': handlerFor(false), '/cached/': handlerFor(true) };
const site = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  try {
    if (url.pathname.startsWith('/chat/')) {
      // The API at the page's origin (api-base=""): the sandbox behind.
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const answer = await fetch(`${sandbox.url}${url.pathname}`, {
        method: req.method,
        headers: { 'Content-Type': 'application/json' },
        body: req.method === 'POST' ? Buffer.concat(chunks) : undefined,
      });
      return send(req, res, answer.status, 'application/json', Buffer.from(await answer.arrayBuffer()));
    }
    if (url.pathname.startsWith('/cdn/')) {
      const file = new URL(url.pathname.slice('/cdn/'.length), CDN);
      if (!file.pathname.startsWith(CDN.pathname) || !existsSync(file)) return send(req, res, 404, 'text/plain', '');
      return send(req, res, 200, TYPES[file.pathname.split('.').pop()!] ?? 'text/plain', readFileSync(file));
    }
    if (url.pathname === '/client/')
      return send(
        req,
        res,
        200,
        TYPES.html!,
        realtorPage('<script type="module" src="/cdn/listing-search.js"></script>'),
      );
    const handler = handlers[url.pathname as keyof typeof handlers];
    if (!handler) return send(req, res, 404, 'text/plain', 'Not found');
    const response = await handler(new Request(url.href));
    return send(req, res, response.status, TYPES.html!, await response.text());
  } catch (error) {
    send(req, res, 500, 'text/plain', String(error));
  }
});
await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
try {
  // Warm the cache (and check the three pages answer).
  for (const path of ['/client/', '/server/', '/cached/']) {
    const response = await fetch(`${origin}${path}`);
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  }
  console.log(`\nLighthouse ${LIGHTHOUSE.split('@')[1]} (mobile), medians of ${RUNS} runs\n`);
  console.log('| page | LCP | FCP | TBT | CLS | performance | SEO | bytes |');
  console.log('|---|---|---|---|---|---|---|---|');
  const lcps: Record<string, number> = {};
  for (const [name, path] of [
    ['client-rendered', '/client/'],
    ['server-rendered', '/server/'],
    ['server-rendered, cached', '/cached/'],
  ] as const) {
    const runs: Awaited<ReturnType<typeof lighthouse>>[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await lighthouse(`${origin}${path}`));
    const m = (key: keyof (typeof runs)[number]) => median(runs.map((run) => run[key]));
    lcps[name] = m('lcp');
    console.log(
      `| ${name} | ${(m('lcp') / 1000).toFixed(2)} s | ${(m('fcp') / 1000).toFixed(2)} s | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${m('perf')} | ${m('seo')} | ${Math.round(m('bytes') / 1024)} KB |`,
    );
  }
  console.log(
    `\nLCP server-rendered / client-rendered: ${(lcps['server-rendered']! / lcps['client-rendered']!).toFixed(2)}× (cached: ${(lcps['server-rendered, cached']! / lcps['client-rendered']!).toFixed(2)}×)`,
  );
} finally {
  site.close();
  await sandbox.close();
}
