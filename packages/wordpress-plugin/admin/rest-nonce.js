// Adds this site's REST nonce (X-WP-Nonce) to the back-office elements' requests to the plug-in's proxy:
// WordPress treats a cookie-authenticated REST request without it as a visitor's, and the proxy refuses it.
// Requests anywhere else are left untouched, so the nonce goes to this site alone.
(function () {
  const rest = window.realtyElementsRest;
  if (!rest || typeof window.fetch !== 'function') return;
  const original = window.fetch.bind(window);
  window.fetch = function (input, init) {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.origin !== location.origin || !url.href.startsWith(rest.base)) return original(input, init);
    const headers = new Headers(
      init && init.headers !== undefined ? init.headers : input instanceof Request ? input.headers : undefined,
    );
    headers.set('X-WP-Nonce', rest.nonce);
    return original(input, { ...init, headers, credentials: 'same-origin' });
  };
})();
