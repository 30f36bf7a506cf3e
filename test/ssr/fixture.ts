// The SSR tests' world: the real sandbox (PGlite in memory, over real HTTP) with a chatbot of known
// listings, one of them hostile (its text tries to end a script, a tag, an attribute, a JSON string); and for the
// browser tests, the handler behind a real HTTP server with the page's script, and Chromium.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Browser, Page } from 'puppeteer-core';
import { DEMO_WORKSPACE, startSandbox, type RunningSandbox } from 'realty-elements-sandbox';
import { AdminClient } from '../../src/api/admin-client.js';
import { ListingClient } from '../../src/api/listing-client.js';
import type { Listing, ListingCreate } from '../../src/api/schemas.js';
import { toNodeListener } from '../../src/ssr/node.js';
import { launchChromium } from '../../scripts/launch-chromium.mjs';
import { validListing } from '../api/fixtures.js';

export const SERIAL = 'ssr-test';
export const SESSION = 'demo-session-key';
const SECRET = 'demo-secret-key';

/** The hostile text: it must stay text in every context it reaches. */
export const HOSTILE = `Elm </script><script>alert(1)</script> "><svg onload=alert(2)> 'x' \u2028line\u2029 &amp;`;

export interface World {
  sandbox: RunningSandbox;
  admin: AdminClient;
  /** The chatbot's listings by address: `oak`, `pine` (Austin), `hostile` (Dallas), `gone` (Austin, deleted by a test). */
  listings: Record<'oak' | 'pine' | 'hostile' | 'gone', Listing>;
  close(): Promise<void>;
}

const input = (overrides: Partial<ListingCreate>): ListingCreate => ({
  ...validListing,
  SerialNumber: SERIAL,
  City: 'Austin',
  State: 'TX',
  ZIP: '78701',
  SalePrice: 450000,
  ...overrides,
});

export async function startWorld(): Promise<World> {
  const sandbox = await startSandbox({
    port: 0,
    memory: true,
    workspaces: [{ ...DEMO_WORKSPACE, chatbots: [...DEMO_WORKSPACE.chatbots, SERIAL] }],
  });
  const admin = new AdminClient({ baseUrl: sandbox.url, secretKey: SECRET });
  const reader = new ListingClient({ baseUrl: sandbox.url, sessionKey: SESSION, retries: 0 });
  const made: [string, ListingCreate][] = [
    ['gone', input({ Address: '3 Gone Lane', MLSNumber: 'SSR-GONE' })],
    ['pine', input({ Address: '7 Pine Road', MLSNumber: 'SSR-PINE', Images: ['https://images.example/pine.jpg'] })],
    [
      'hostile',
      input({
        Address: HOSTILE,
        City: 'Dallas',
        Description: `A home. ${HOSTILE}`,
        MLSNumber: 'SSR-HOSTILE',
        Images: ['https://images.example/a.jpg?x=1&y="2"', 'javascript:alert(3)'],
      }),
    ],
    [
      'oak',
      input({
        Address: '12 Oak Street',
        Description: 'Bright corner house with a garden.',
        MLSNumber: 'SSR-OAK',
        Images: ['https://images.example/oak-1.jpg', 'https://images.example/oak-2.jpg'],
        Latitude: 30.27,
        Longitude: -97.74,
      }),
    ],
  ];
  for (const [, listing] of made) await admin.createListing(listing);
  const { items } = await reader.list({ SerialNumber: SERIAL, PageSize: 100 });
  const byMls = (mls: string) => items.find((item) => item.mlsNumber === mls)!;
  return {
    sandbox,
    admin,
    listings: {
      oak: byMls('SSR-OAK'),
      pine: byMls('SSR-PINE'),
      hostile: byMls('SSR-HOSTILE'),
      gone: byMls('SSR-GONE'),
    },
    close: () => sandbox.close(),
  };
}

/** The pages' scripts (each named in full: knip follows these references). */
const CLIENTS = {
  'listing-page': new URL('../../src/ssr/client/listing-page.ts', import.meta.url),
  'listing-search-page': new URL('../../src/ssr/client/listing-search-page.ts', import.meta.url),
};

/** The SSR handler behind a real HTTP server, with a page script, and the project's Chromium (the browser tests' world). */
export interface BrowserSite {
  /** `http://127.0.0.1:<port>`. */
  base: string;
  browser: Browser;
  /**
   * A new tab at `path`, JavaScript on or off; `said` collects its console messages and page errors, `lists` the
   * bodies of the RealEstateList requests it makes.
   */
  open(path: string, javascript: boolean): Promise<{ page: Page; said: string[]; lists: string[] }>;
  close(): Promise<void>;
}

/**
 * Serves `handler` over HTTP with the page script `client` (`src/ssr/client/<client>.ts`, bundled as one minified
 * module) at `/ssr/<client>.js`, and starts Chromium (it installs Debian's chromium when missing: on a clean CI
 * machine these Node tests run before the browser tests).
 */
export async function startBrowserSite(
  handler: (request: Request) => Promise<Response>,
  client: keyof typeof CLIENTS,
): Promise<BrowserSite> {
  const bundle = await build({
    entryPoints: [fileURLToPath(CLIENTS[client])],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['@realty-elements/source'],
    minify: true,
    write: false,
    logLevel: 'silent',
    target: 'es2022',
    tsconfig: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)),
  });
  const script = bundle.outputFiles[0]!.text;
  const pages = toNodeListener(handler);
  const server = createServer((req, res) => {
    if (req.url === `/ssr/${client}.js`) res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(script);
    else pages(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await launchChromium();
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    browser,
    async open(path, javascript) {
      const page = await browser.newPage();
      const said: string[] = [];
      const lists: string[] = [];
      page.on('console', (message) => said.push(message.text()));
      page.on('pageerror', (error) => said.push(String(error)));
      page.on('request', (request) => {
        // (Not the CORS preflight: the sandbox is another origin.)
        if (request.url().includes('RealEstateList') && request.method() !== 'OPTIONS')
          lists.push(request.postData() ?? '');
      });
      await page.setJavaScriptEnabled(javascript);
      await page.goto(`${base}${path}`, { waitUntil: 'load' });
      return { page, said, lists };
    },
    async close() {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
