/**
 * A test-runner middleware (Koa) serving a page under the strict Content-Security-Policy the widget
 * must run under. The page loads the BUILT public bundle (dist/cdn/listing-search.js) with a
 * <listing-search> pointing at the sandbox on the same origin. A probe script (also 'self') records
 * every `securitypolicyviolation` and error for the test to read. A second page, without the CSP,
 * loads the bundle twice (two URLs are two module instances: the tags must be defined only once).
 * Under Trusted Types a second copy would need `'allow-duplicates'` for lit's policy name.
 */

export const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' http: https: data:; require-trusted-types-for 'script'; trusted-types lit-html";

export const CSP_PAGE = '/csp/listing-search.html';
export const TWICE_PAGE = '/csp/loaded-twice.html';
const PROBE = '/csp/probe.js';

const page = (scripts: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>listing-search under a strict CSP</title>
    <script src="${PROBE}"></script>
    ${scripts}
  </head>
  <body>
    <listing-search serial-number="demo-realty" session-key="demo-session-key" api-base=""></listing-search>
  </body>
</html>
`;

const probe = `window.violations = [];
window.pageErrors = [];
document.addEventListener('securitypolicyviolation', (event) => {
  window.violations.push({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample });
});
window.addEventListener('error', (event) => window.pageErrors.push(String(event.message)));
window.addEventListener('unhandledrejection', (event) => window.pageErrors.push(String(event.reason)));
`;

interface Context {
  path: string;
  body: unknown;
  type: string;
  set(name: string, value: string): void;
}

export function cspPageMiddleware() {
  return async (ctx: Context, next: () => Promise<unknown>): Promise<void> => {
    if (ctx.path === CSP_PAGE) {
      ctx.set('Content-Security-Policy', CSP);
      ctx.type = 'text/html';
      ctx.body = page('<script type="module" src="/dist/cdn/listing-search.js"></script>');
      return;
    }
    if (ctx.path === TWICE_PAGE) {
      ctx.type = 'text/html';
      ctx.body = page('<script type="module" src="/dist/cdn/listing-search.js"></script><script type="module" src="/dist/cdn/listing-search.js?again"></script>');
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
