/**
 * When the page's Content-Security-Policy blocks the listings API, the search only sees a network
 * error and the browser's own message is one among many; `explainNetworkError` looks for the CSP
 * violation report behind it (a `ReportingObserver`, buffered: the report may come before or after the
 * error) and says it once per API origin, in one line a web designer can act on. Firefox reports no CSP
 * violations to a `ReportingObserver`: the notice also listens for `securitypolicyviolation` and asks
 * the origin once more (a HEAD without credentials), since the first violation came before this chunk
 * loaded. Its own chunk in the CDN build, loaded on a network error.
 */
const watched = new Set<string>();

/** A request to `base` failed at the network level: if the page's `connect-src` blocked it, say so (once per origin). */
export function explainNetworkError(base: string): void {
  const { origin } = new URL(base);
  if (watched.has(origin)) return;
  watched.add(origin);
  const blocks = (directive?: string, url?: string) =>
    directive === 'connect-src' && `${url}/`.startsWith(`${origin}/`);
  let said = false;
  const say = () => {
    if (said) return;
    said = true;
    console.error(
      `listing-search: this page's Content-Security-Policy blocks the listings API: add ${origin} to connect-src.`,
    );
  };
  const onViolation = (event: SecurityPolicyViolationEvent) => {
    if (!blocks(event.effectiveDirective, event.blockedURI)) return;
    document.removeEventListener('securitypolicyviolation', onViolation);
    say();
  };
  document.addEventListener('securitypolicyviolation', onViolation);
  fetch(base, { method: 'HEAD', mode: 'no-cors', credentials: 'omit', cache: 'no-store' }).catch(() => undefined);
  if (typeof ReportingObserver === 'undefined') return;
  const observer = new ReportingObserver(
    (reports) => {
      for (const { body } of reports) {
        const { effectiveDirective, blockedURL } = body as { effectiveDirective?: string; blockedURL?: string };
        if (blocks(effectiveDirective, blockedURL)) {
          observer.disconnect();
          say();
          return;
        }
      }
    },
    { types: ['csp-violation'], buffered: true },
  );
  observer.observe();
}
