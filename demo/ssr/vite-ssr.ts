/**
 * `npm start` only: the server-rendered listing pages (`/homes/<id>-<city>-<street>`) and the sitemap
 * (`/sitemap-homes.xml`) of the demo chatbot, through `realty-elements/ssr`'s handler and its Node adapter,
 * reading the sandbox at the dev server's own origin with the demo's session key (never sent to a browser).
 * Their "back" link goes to the realtor demo.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin, ViteDevServer } from 'vite';
import { createSsrHandler, type SsrHandler } from 'realty-elements/ssr';
import { toNodeListener } from 'realty-elements/ssr/node';
import { DEMO_CHATBOT, DEMO_WORKSPACE } from 'realty-elements-sandbox';

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
        if (!handler.serves(new URL(req.url ?? '/', 'http://localhost'))) return next();
        listener(req, res);
      });
    },
  };
}
