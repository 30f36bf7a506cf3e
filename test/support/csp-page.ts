/**
 * A test-runner middleware (Koa) serving a page under the strict Content-Security-Policy the widget
 * must run under. The page loads the BUILT public bundle (dist/cdn/listing-search.js) with a
 * <listing-search> pointing at the sandbox on the same origin. A probe script (also 'self') records
 * every `securitypolicyviolation` and error for the test to read. A second page, without the CSP,
 * loads the bundle twice (two URLs are two module instances: the tags must be defined only once); a
 * third loads it twice beside another copy of lit under the CSP (each copy registers lit's `lit-html`
 * policy, and the structured data its `realty-elements` policy: `'allow-duplicates'`). A fourth points
 * the widget at an API origin the CSP's `connect-src` does not allow.
 */

/** Where the built bundles are served (the test server's root is the repository). */
const CDN = '/dist/cdn';

/** The CSP of docs/security.md, with the sandbox (this origin) as the API. */
const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' http: https: data:; connect-src 'self'; require-trusted-types-for 'script'; trusted-types lit-html realty-elements 'allow-duplicates'";

export const CSP_PAGE = '/csp/listing-search.html';
/** The built entry served from a folder where its chunks are missing (a half-copied deployment, offline). */
export const MISSING_CHUNK_PAGE = '/csp/missing/listing-search.html';
const MISSING_CHUNK_ENTRY = '/csp/missing/listing-search.js';
const TWICE_PAGE = '/csp/loaded-twice.html';
/** Under the CSP: the bundle twice and, first, another Lit-based script (lit-html's own module). */
export const TWICE_TT_PAGE = '/csp/loaded-twice-trusted-types.html';
/** Under the CSP, with `api-base` at an origin `connect-src` does not allow. */
export const BLOCKED_API_PAGE = '/csp/blocked-api.html';
export const BLOCKED_API_ORIGIN = 'https://api.blocked.example';
/** Under the CSP: `<listing-search map>` with the sandbox's tiles (Leaflet, its cluster plugin and `<listing-map>`, the map's chunk). */
export const MAP_PAGE = '/csp/listing-search-map.html';
/** The built admin bundle (dist/cdn/chatbot-settings.js) under the same CSP, with its settings as a JSON child. */
export const ADMIN_PAGE = '/csp/chatbot-settings.html';
/** The built knowledge editor (dist/cdn/knowledge-editor.js) under the same CSP, talking to the sandbox with no key. */
export const KNOWLEDGE_PAGE = '/csp/knowledge-editor.html';
const PROBE = '/csp/probe.js';

const page = (scripts: string, body = LISTING_BODY) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>listing-search under a strict CSP</title>
    <script src="${PROBE}"></script>
    ${scripts}
  </head>
  <body>
    ${body}
  </body>
</html>
`;

const LISTING_BODY =
  '<listing-search serial-number="demo-realty" session-key="demo-session-key" api-base="" favorites ask sync-url></listing-search>';
/** A Spanish widget whose key the service refuses: with the chunks missing, neither the Spanish words nor the error states can load. */
const FAILING_SPANISH_BODY =
  '<listing-search id="failing" lang="es" serial-number="demo-realty" session-key="wrong-key" api-base=""></listing-search>';
const ADMIN_BODY = `<chatbot-settings serial-number="test-19" api-base="">
      <script type="application/json">{"Name":"Harbor & Pine","ChatBubbleColor":"rgb(200,40,40)","WelcomeMessage":"Hello from JSON"}</script>
    </chatbot-settings>`;

const KNOWLEDGE_BODY = '<knowledge-editor serial-number="test-58" api-base=""></knowledge-editor>';

const probe = `window.violations = [];
window.pageErrors = [];
document.addEventListener('securitypolicyviolation', (event) => {
  window.violations.push({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample });
});
window.addEventListener('error', (event) => window.pageErrors.push(String(event.message)));
window.addEventListener('unhandledrejection', (event) => window.pageErrors.push(String(event.reason)));
window.consoleErrors = [];
const consoleError = console.error.bind(console);
console.error = (...args) => {
  window.consoleErrors.push(args.map(String).join(' '));
  consoleError(...args);
};
`;

interface Context {
  path: string;
  url: string;
  status: number;
  body: unknown;
  type: string;
  set(name: string, value: string): void;
}

export function cspPageMiddleware() {
  return async (ctx: Context, next: () => Promise<unknown>): Promise<void> => {
    if (ctx.path === CSP_PAGE) {
      ctx.set('Content-Security-Policy', CSP);
      ctx.type = 'text/html';
      ctx.body = page(`<script type="module" src="${CDN}/listing-search.js"></script>`);
      return;
    }
    if (ctx.path === MAP_PAGE) {
      ctx.set('Content-Security-Policy', CSP);
      ctx.type = 'text/html';
      ctx.body = page(
        `<script type="module" src="${CDN}/listing-search.js"></script>`,
        '<listing-search map serial-number="demo-realty" session-key="demo-session-key" api-base="" map-tiles="/sandbox/tiles/{z}/{x}/{y}.svg" map-attribution="Sandbox tiles"></listing-search>',
      );
      return;
    }
    if (ctx.path === TWICE_PAGE) {
      ctx.type = 'text/html';
      ctx.body = page(
        `<script type="module" src="${CDN}/listing-search.js"></script><script type="module" src="${CDN}/listing-search.js?again"></script>`,
      );
      return;
    }
    if (ctx.path === TWICE_TT_PAGE) {
      ctx.set('Content-Security-Policy', CSP);
      ctx.type = 'text/html';
      ctx.body = page(
        `<script type="module" src="/node_modules/lit-html/lit-html.js"></script><script type="module" src="${CDN}/listing-search.js"></script><script type="module" src="${CDN}/listing-search.js?again"></script>`,
      );
      return;
    }
    if (ctx.path === BLOCKED_API_PAGE) {
      ctx.set('Content-Security-Policy', CSP);
      ctx.type = 'text/html';
      ctx.body = page(
        `<script type="module" src="${CDN}/listing-search.js"></script>`,
        `<listing-search serial-number="demo-realty" session-key="demo-session-key" api-base="${BLOCKED_API_ORIGIN}"></listing-search>`,
      );
      return;
    }
    if (ctx.path === ADMIN_PAGE) {
      ctx.set('Content-Security-Policy', CSP);
      ctx.type = 'text/html';
      ctx.body = page(`<script type="module" src="${CDN}/chatbot-settings.js"></script>`, ADMIN_BODY);
      return;
    }
    if (ctx.path === KNOWLEDGE_PAGE) {
      ctx.set('Content-Security-Policy', CSP);
      ctx.type = 'text/html';
      ctx.body = page(`<script type="module" src="${CDN}/knowledge-editor.js"></script>`, KNOWLEDGE_BODY);
      return;
    }
    if (ctx.path === MISSING_CHUNK_PAGE) {
      ctx.set('Content-Security-Policy', CSP);
      ctx.type = 'text/html';
      ctx.body = page(
        `<script type="module" src="${MISSING_CHUNK_ENTRY}"></script>`,
        `${LISTING_BODY}\n    ${FAILING_SPANISH_BODY}`,
      );
      return;
    }
    if (ctx.path === MISSING_CHUNK_ENTRY) {
      // The real entry, at this address: its chunks are then asked for in /csp/missing/.
      ctx.url = `${CDN}/listing-search.js`;
      await next();
      return;
    }
    if (ctx.path.startsWith('/csp/missing/')) {
      ctx.status = 404;
      return;
    }
    if (ctx.path === PROBE) {
      ctx.type = 'text/javascript';
      ctx.body = probe;
      return;
    }
    await next();
  };
}
