/**
 * When the page's Content-Security-Policy blocks the listings API, the search only sees a network
 * error and the browser's own message is one among many; `explainNetworkError` looks for the CSP
 * violation report behind it (a `ReportingObserver`, buffered: the report may come before or after the
 * error) and says it once per API origin, in one line a web designer can act on. Its own chunk in the
 * CDN build, loaded on a network error.
 */
const watched = new Set<string>();

/** A request to `base` failed at the network level: if the page's `connect-src` blocked it, say so (once per origin). */
export function explainNetworkError(base: string): void {
  const { origin } = new URL(base);
  if (watched.has(origin) || typeof ReportingObserver === 'undefined') return;
  watched.add(origin);
  const observer = new ReportingObserver(
    (reports) => {
      for (const { body } of reports) {
        const { effectiveDirective, blockedURL } = body as { effectiveDirective?: string; blockedURL?: string };
        if (effectiveDirective === 'connect-src' && `${blockedURL}/`.startsWith(`${origin}/`)) {
          observer.disconnect();
          console.error(
            `listing-search: this page's Content-Security-Policy blocks the listings API: add ${origin} to connect-src.`,
          );
          return;
        }
      }
    },
    { types: ['csp-violation'], buffered: true },
  );
  observer.observe();
}
