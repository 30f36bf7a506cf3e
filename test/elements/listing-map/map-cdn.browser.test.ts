/**
 * The BUILT bundle's map (dist/cdn: the entry, the index's chunk, the map's chunk with Leaflet and
 * leaflet.markercluster; `npm run build` first) on a page whose CSP requires Trusted Types, in an iframe: every
 * home of the demo chatbot with a location is on the map, the zoom buttons work, and not one violation or error
 * is reported (Leaflet's inline SVG probe is rewritten by the build: scripts/vite-builds.mjs).
 */
import { expect } from '@open-wc/testing';
import { MAP_PAGE } from '../../support/csp-page.js';
import { openFrame } from '../../support/frame.js';
import { waitFor } from '../../support/sandbox.js';

describe('the built bundle’s map', () => {
  it('under a CSP that requires Trusted Types: markers, zoom, zero violations', async () => {
    const response = await fetch(MAP_PAGE);
    expect(response.headers.get('content-security-policy')).to.contain("require-trusted-types-for 'script'");
    const { frame, win, doc } = await openFrame(MAP_PAGE);
    try {
      const map = () =>
        doc.querySelector('listing-search')!.shadowRoot?.querySelector('listing-map') as
          (HTMLElement & { listings: { latitude?: number }[]; leaflet?: { getZoom(): number } }) | null;
      const root = () => map()?.shadowRoot;
      /** Homes on the map: each pin, and each cluster's count. */
      const shown = () =>
        [...(root()?.querySelectorAll('.leaflet-marker-icon') ?? [])].reduce(
          (sum, icon) =>
            sum +
            (icon.classList.contains('cluster')
              ? Number(icon.querySelector('[aria-hidden]')!.textContent!.replace(/\D/g, ''))
              : 1),
          0,
        );
      const located = () => map()?.listings.filter((listing) => listing.latitude !== undefined).length ?? 0;
      await waitFor(() => located() > 100 && shown() === located(), 'every home with a location on the map', 15000);
      expect(root()!.querySelectorAll('.leaflet-marker-icon.cluster').length).to.be.greaterThan(0);
      // The map's own zoom buttons.
      const zoom = map()!.leaflet!.getZoom();
      root()!.querySelector<HTMLButtonElement>('[part="map-zoom"] button')!.click();
      await waitFor(() => map()!.leaflet!.getZoom() === zoom + 1, 'zoomed in');
      await waitFor(() => root()!.querySelector('.search-area'), '"Search this area"');
      await waitFor(() => [...root()!.querySelectorAll('img')].every((img) => img.complete), 'the tiles');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(win.violations, JSON.stringify(win.violations)).to.deep.equal([]);
      expect(win.pageErrors, JSON.stringify(win.pageErrors)).to.deep.equal([]);
      expect(win.consoleErrors, JSON.stringify(win.consoleErrors)).to.deep.equal([]);
    } finally {
      frame.remove();
    }
  });
});
