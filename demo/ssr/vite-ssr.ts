/**
 * `npm start` only: the server-rendered listing pages (`/homes/<id>-<city>-<street>`) and the sitemap
 * (`/sitemap-homes.xml`) of the demo chatbot, through `realty-elements/ssr`'s handler and its Node adapter,
 * reading the sandbox at the dev server's own origin with the demo's session key (never sent to a browser).
 * Their "back" link goes to the realtor demo. And `/demo/ssr/`: a realtor's page (`demo/ssr/index.html`, read
 * as it is on disk) rewritten as it passes through the handler, its `<listing-search>` server-rendered.
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin, ViteDevServer } from 'vite';
import { createSsrHandler, type SsrHandler } from 'realty-elements/ssr';
import { nodeRewriter, toNodeListener } from 'realty-elements/ssr/node';
import { DEMO_CHATBOT, DEMO_WORKSPACE } from 'realty-elements-sandbox';

/** The realtor's pages the handler rewrites, by path: English and Spanish. */
const PAGES: Record<string, string> = {
  '/demo/ssr/': 'index.html',
  '/demo/ssr/index.html': 'index.html',
  '/demo/ssr/es.html': 'es.html',
};

export function ssrVitePlugin(): Plugin {
  let server: ViteDevServer | undefined;
  let handler: SsrHandler | undefined;
  let listener: ReturnType<typeof toNodeListener> | undefined;
  const pages = () => {
    if (!handler) {
      const url = server?.resolvedUrls?.local[0] ?? `http://127.0.0.1:${server?.config.server.port ?? 5173}/`;
      handler = createSsrHandler({
        upstream: new URL(url).origin,
        sessionKey: DEMO_WORKSPACE.sessionKey,
        serialNumber: DEMO_CHATBOT,
        searchPath: '/demo/',
        siteName: 'Realty demo',
        ask: true,
        // Vite serves the page's script from source (the build makes dist/cdn/ssr-listing-page.js of it).
        script: '/src/ssr/client/listing-page.ts',
        rewrite: nodeRewriter,
        searchScript: '/src/ssr/client/listing-search-page.ts',
        // The realtor's page as its own server would send it (not through Vite's HTML transform).
        fallback: async (request) =>
          new Response(await readFile(new URL(PAGES[new URL(request.url).pathname]!, import.meta.url), 'utf8'), {
            headers: { 'Content-Type': 'text/html; charset=utf-8' },
          }),
      });
      listener = toNodeListener(handler);
    }
    return { handler, listener: listener! };
  };
  return {
    name: 'realty-elements-ssr',
    apply: 'serve',
    configureServer(devServer) {
      server = devServer;
      devServer.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        const { handler, listener } = pages();
        const url = new URL(req.url ?? '/', 'http://localhost');
        if (!PAGES[url.pathname] && !handler.serves(url)) return next();
        listener(req, res);
      });
    },
  };
}
