/**
 * When the page's Content-Security-Policy blocks the listings API, the browser's own message is one
 * of many; this says it once per API origin, in one line a web designer can act on.
 */
const origins = new Set<string>();

/** Watches for the page's CSP blocking requests to `base`'s origin (`connect-src`). */
export function watchConnectSrc(base: string): void {
  if (!origins.size) {
    document.addEventListener('securitypolicyviolation', ({ effectiveDirective, blockedURI }) => {
      for (const origin of origins) {
        if (effectiveDirective === 'connect-src' && `${blockedURI}/`.startsWith(`${origin}/`) && origins.delete(origin)) {
          console.error(`listing-search: this page's Content-Security-Policy blocks the listings API: add ${origin} to connect-src.`);
        }
      }
    });
  }
  try {
    origins.add(new URL(base).origin);
  } catch {
    // Not a URL: the search itself says so when it fails.
  }
}
