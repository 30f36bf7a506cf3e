/**
 * `npm start` only: mounts the key-holding proxy (src/proxy) at `/admin-api` in the Vite dev
 * server, forwarding to the dev server's own origin (the sandbox) with the demo workspace's keys,
 * and writes the demo chatbot's current settings into `demo/admin.html` as a JSON script, read
 * server-side through the sandbox's read-back. The browser never sees the secret key.
 *
 * The demo's `authorize` accepts local, same-origin requests only. A real deployment must check
 * the admin's own login (session cookie or token), a CSRF token or at least `Origin`, and which
 * chatbots that admin may edit: anyone who passes `authorize` can act with the secret key.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin, ViteDevServer } from 'vite';
import { createProxy, toNodeListener } from 'realty-elements/proxy';
import { DEMO_CHATBOT, DEMO_WORKSPACE } from 'realty-elements-sandbox';

export const ADMIN_API_PREFIX = '/admin-api';
const SETTINGS_MARKER = '<!-- chatbot-settings-json -->';

export function adminProxyVitePlugin(): Plugin {
  let server: ViteDevServer | undefined;
  const ownOrigin = (): string => {
    const url = server?.resolvedUrls?.local[0] ?? `http://127.0.0.1:${server?.config.server.port ?? 5173}/`;
    return new URL(url).origin;
  };
  let listener: ReturnType<typeof toNodeListener> | undefined;
  const proxyListener = () =>
    (listener ??= toNodeListener(
      createProxy({
        upstream: ownOrigin(),
        prefix: ADMIN_API_PREFIX,
        secretKey: DEMO_WORKSPACE.secretKey,
        sessionKey: DEMO_WORKSPACE.sessionKey,
        chatbots: DEMO_WORKSPACE.chatbots,
        forwardHeaders: ['x-sandbox-fault'],
        authorize: (request) => isLocalSameOrigin(request, ownOrigin()),
      }),
    ));

  return {
    name: 'realty-elements-admin-proxy',
    apply: 'serve',
    configureServer(devServer) {
      server = devServer;
      devServer.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        if (!(req.url ?? '').startsWith(`${ADMIN_API_PREFIX}/`)) return next();
        proxyListener()(req, res);
      });
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html, context) {
        if (!context.path.endsWith('/demo/admin.html') || !html.includes(SETTINGS_MARKER)) return html;
        const settings = await readSettings(ownOrigin());
        if (!settings) return html.replace(SETTINGS_MARKER, '');
        // `<` escaped so that no value can close the script element.
        const json = JSON.stringify(settings).replace(/</g, '\\u003c');
        return html.replace(SETTINGS_MARKER, `<script type="application/json">${json}</script>`);
      },
    },
  };
}

/** The demo chatbot's stored settings, through the sandbox-only read-back (server-side, with the secret key). */
async function readSettings(origin: string): Promise<Record<string, unknown> | undefined> {
  try {
    const response = await fetch(`${origin}/sandbox/chatbots/${DEMO_CHATBOT}`, {
      headers: { Authorization: DEMO_WORKSPACE.secretKey },
    });
    const envelope = (await response.json()) as { Success?: boolean; Data?: { settings?: Record<string, unknown> } };
    return envelope.Success && envelope.Data?.settings ? envelope.Data.settings : undefined;
  } catch {
    return undefined;
  }
}

/** Demo only: the request comes to a loopback host name and, from a browser, from this very origin. */
function isLocalSameOrigin(request: Request, origin: string): boolean {
  const url = new URL(request.url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) return false;
  const site = request.headers.get('Sec-Fetch-Site');
  if (site !== null && site !== 'same-origin') return false;
  const from = request.headers.get('Origin');
  return from === null || from === origin || from === url.origin;
}
