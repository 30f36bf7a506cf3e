// The Node SSR as a realtor runs it, for `npm run bench:ssr-load` (its own process, so its memory is its own):
// `http.createServer(toNodeListener(createSsrHandler(...)))` in front of an origin, rewriting its pages with
// `nodeRewriter`. Configured by one JSON argument; prints its port on stdout once listening.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSsrHandler } from '../src/ssr/index.js';
import { nodeRewriter, toNodeListener } from '../src/ssr/node.js';

const config = JSON.parse(process.argv[2] ?? '{}') as {
  upstream: string;
  sessionKey: string;
  serialNumber: string;
  origin: string;
};
const handler = createSsrHandler({
  upstream: config.upstream,
  sessionKey: config.sessionKey,
  serialNumber: config.serialNumber,
  siteUrl: 'https://homes.example',
  searchPath: '/search',
  rewrite: nodeRewriter,
  searchScript: '/ssr/listing-search-page.js',
  // The docs' own fallback: the same path and query at the origin, with the visitor's headers.
  fallback: (request) => {
    const url = new URL(request.url);
    return fetch(new URL(url.pathname + url.search, config.origin), {
      headers: request.headers,
      signal: request.signal,
    });
  },
});
const server = createServer(toNodeListener(handler));
server.listen(0, '127.0.0.1', () => console.log((server.address() as AddressInfo).port));
