// The pages Lighthouse measures (scripts/bench-lighthouse.ts), served by one server with the real sandbox behind it
// (demo-seeded, 600 listings): one realtor page three ways, client-rendered (the public CDN bundle draws the results),
// server-rendered (the page rewritten by the SSR handler on every request, no cache) and server-rendered from the
// cache (one rendering serves every visitor); and a fourth page, the floor: the same page with nothing in the
// widget's place but the first home's photo as a plain <img>, no script. No page that shows that photo can have
// its largest paint sooner, so it tells how much of a page's LCP is the measurement's own (the document's round
// trips and the browser's start, ×4 CPU), and how near the server-rendered page comes to it.
// test/ssr/lighthouse-pages.node.test.ts checks they are served right.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { DEMO_CHATBOT, DEMO_WORKSPACE, startSandbox } from 'realty-elements-sandbox';
import { ListingClient } from '../src/api/listing-client.js';
import { createSsrHandler } from '../src/ssr/index.js';
import { escapeHtml } from '../src/ssr/html.js';
import { nodeRewriter } from '../src/ssr/node.js';

/** The built bundles the pages load (`npm run build`). */
export const CDN = new URL('../dist/cdn/', import.meta.url);

/** The three pages, by name: their paths on the server. */
export const PAGES = {
  'client-rendered': '/client/',
  'server-rendered': '/server/',
  'server-rendered, cached': '/cached/',
  'the floor: one photo, no script': '/floor/',
} as const;

/** The realtor's page; `script`: the widget's script tag (client-rendered), or none (the server adds its own); `widget`: what stands in the widget's place. */
const realtorPage = (
  script: string,
  widget = `<listing-search serial-number="${DEMO_CHATBOT}" session-key="${DEMO_WORKSPACE.sessionKey}" api-base=""></listing-search>`,
) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Homes for sale and for rent with Harbor &amp; Pine Realty.">
<title>Harbor &amp; Pine Realty · Homes</title>${script}
<style>body{margin:0;font-family:system-ui,sans-serif}main{max-width:1100px;margin:0 auto;padding:16px}main>img{max-width:100%;height:auto}</style></head>
<body><main><h1>Homes for sale and rent</h1>
${widget}
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

export interface LighthousePages {
  /** `http://127.0.0.1:<port>`: the pages are `${origin}${PAGES[name]}`. */
  origin: string;
  close(): Promise<void>;
}

/** Starts the sandbox and the server of the three pages (the cached page's first rendering is made by its first request). */
export async function startLighthousePages(): Promise<LighthousePages> {
  const sandbox = await startSandbox({ port: 0, memory: true, seed: 'demo' });
  const serverPage = realtorPage('');
  // The first home's first photo, as the other pages show it (the sandbox's own origin).
  const [first] = (
    await new ListingClient({ baseUrl: sandbox.url, sessionKey: DEMO_WORKSPACE.sessionKey }).list({
      SerialNumber: DEMO_CHATBOT,
      PageNumber: 1,
      PageSize: 12,
    })
  ).items;
  const floorPage = realtorPage(
    '',
    `<img src="${escapeHtml(first!.images[0]!)}" alt="" width="400" height="300" fetchpriority="high">`,
  );
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
  const handlers: Record<string, ReturnType<typeof handlerFor>> = {
    [PAGES['server-rendered']]: handlerFor(false),
    [PAGES['server-rendered, cached']]: handlerFor(true),
  };
  const site = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    try {
      if (url.pathname.startsWith('/chat/')) {
        // The API at the page's origin (api-base=""): the sandbox behind.
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        // The request's own headers (the session key among them: without it the client page drew an error, not homes).
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers))
          if (typeof value === 'string' && !/^(host|connection|content-length|accept-encoding)$/i.test(name))
            headers.set(name, value);
        const answer = await fetch(`${sandbox.url}${url.pathname}`, {
          method: req.method,
          headers,
          body: req.method === 'POST' ? Buffer.concat(chunks) : undefined,
        });
        return send(req, res, answer.status, 'application/json', Buffer.from(await answer.arrayBuffer()));
      }
      if (url.pathname.startsWith('/cdn/')) {
        const file = new URL(url.pathname.slice('/cdn/'.length), CDN);
        if (!file.pathname.startsWith(CDN.pathname) || !existsSync(file)) return send(req, res, 404, 'text/plain', '');
        return send(req, res, 200, TYPES[file.pathname.split('.').pop()!] ?? 'text/plain', readFileSync(file));
      }
      if (url.pathname === PAGES['the floor: one photo, no script']) return send(req, res, 200, TYPES.html!, floorPage);
      if (url.pathname === PAGES['client-rendered'])
        return send(
          req,
          res,
          200,
          TYPES.html!,
          realtorPage('<script type="module" src="/cdn/listing-search.js"></script>'),
        );
      const handler = handlers[url.pathname];
      if (!handler) return send(req, res, 404, 'text/plain', 'Not found');
      const response = await handler(new Request(url.href));
      return send(req, res, response.status, TYPES.html!, await response.text());
    } catch (error) {
      send(req, res, 500, 'text/plain', String(error));
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(site.address() as AddressInfo).port}`,
    async close() {
      await new Promise<void>((resolve) => site.close(() => resolve()));
      await sandbox.close();
    },
  };
}
