/**
 * `<listing-search map>`: the map chunk (Leaflet) loads only when a map shows; a marker per result with a
 * location, clustered; keyboard from a marker to its card to the detail and back; "Search this area" limits the
 * results to the map's bounds and writes them to the address, Back restores the previous area; the list and the
 * map highlight each other; Spanish; axe in the map's states (light and dark, 390 and 1280 px). Known data in
 * chatbots of the sandbox's own, over real HTTP, with the sandbox's offline tiles.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import '../../../src/elements/listing-search/listing-search.js';
import type { ListingSearch } from '../../../src/elements/listing-search/listing-search.js';
import type { ListingMap } from '../../../src/elements/listing-map/listing-map.component.js';
import type { Listing } from '../../../src/api/schemas.js';
import { emulateMedia, sendKeys, setViewport } from '../../support/engine.js';
import { $, $$, DEMO, createListings, listingInput, resetChatbot, settled, waitFor } from '../../support/sandbox.js';
import { cardListings } from '../listing-search/cards.js';

const SERIAL = 'test-71';
const TILES = '/sandbox/tiles/{z}/{x}/{y}.svg';
/** Nine homes around Austin: six apart, three within 400 m of each other (a cluster at the first view). */
const PLACES: [string, number, number, number][] = [
  ['1 North Loop', 30.33, -97.73, 450_000],
  ['2 East Side', 30.27, -97.69, 2_700],
  ['3 Zilker Park', 30.235, -97.81, 610_000],
  ['4 South Lamar', 30.22, -97.78, 380_000],
  ['5 Mueller', 30.3, -97.7, 725_000],
  ['6 Tarrytown', 30.3, -97.77, 1_250_000],
  ['7 Congress A', 30.2672, -97.7431, 500_000],
  ['8 Congress B', 30.2692, -97.7421, 520_000],
  ['9 Congress C', 30.2662, -97.7451, 540_000],
];

before(async () => {
  await emulateMedia({ reducedMotion: 'reduce' });
  await resetChatbot(SERIAL);
  await createListings(SERIAL, [
    ...PLACES.map(([Address, Latitude, Longitude, price]) =>
      price < 10_000
        ? listingInput(SERIAL, {
            Address,
            Latitude,
            Longitude,
            SaleType: 'for_rent',
            RentPrice: price,
            SalePrice: undefined,
          })
        : listingInput(SERIAL, { Address, Latitude, Longitude, SalePrice: price }),
    ),
    listingInput(SERIAL, { Address: '10 Nowhere Lane' }),
    listingInput(SERIAL, { Address: '11 Null Island', Latitude: 0, Longitude: 0 }),
  ]);
});

const start = location.href;
afterEach(() => history.replaceState(null, '', start));

const mapOf = (el: ListingSearch) => $(el, 'listing-map') as ListingMap | null;
const mapRoot = (el: ListingSearch) => mapOf(el)!.shadowRoot!;
const pins = (el: ListingSearch) => [...mapRoot(el).querySelectorAll<HTMLElement>('.leaflet-marker-icon.pin')];
const clusters = (el: ListingSearch) => [...mapRoot(el).querySelectorAll<HTMLElement>('.leaflet-marker-icon.cluster')];
/** Homes on the map: each pin, and each cluster's count. */
const homesShown = (el: ListingSearch) =>
  pins(el).length +
  clusters(el).reduce((sum, cluster) => sum + Number(cluster.querySelector('[aria-hidden]')!.textContent), 0);
const button = (el: ListingSearch, name: string) =>
  [...mapRoot(el).querySelectorAll<HTMLButtonElement>('button')].find(
    (candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent!.trim()) === name,
  );

async function mapSearch(
  attributes = '',
  lang = 'en',
  controls = 'city sale-type price beds sort',
  homes = 9,
): Promise<ListingSearch> {
  const el = await fixture<ListingSearch>(
    html`<listing-search map sync-url lang=${lang} controls=${controls} serial-number=${SERIAL} session-key=${DEMO.sessionKey} api-base="" page-size="50" map-tiles=${TILES} map-attribution=${attributes || 'Sandbox tiles'}></listing-search>`,
  );
  await settled(el);
  await waitFor(() => mapOf(el)?.shadowRoot && homesShown(el) === homes, `${homes} homes on the map`, 15000);
  return el;
}

/** The listings inside `bounds` (`s,w,n,e`), from the known data. */
const inside = (bounds: string) => {
  const [s, w, n, e] = bounds.split(',').map(Number) as [number, number, number, number];
  return PLACES.filter(([, lat, lng]) => lat >= s && lat <= n && lng >= w && lng <= e).map(([address]) => address);
};
const addresses = (items: Listing[]) => items.map((item) => item.address!).sort();

describe('<listing-search map>', () => {
  it('loads the map chunk only when a map shows', async () => {
    const el = await fixture<ListingSearch>(
      html`<listing-search serial-number=${SERIAL} session-key=${DEMO.sessionKey} api-base=""></listing-search>`,
    );
    await settled(el);
    const mapFiles = () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /node_modules\/leaflet|src\/elements\/listing-map\/|search-map-/.test(entry.name));
    expect(customElements.get('listing-map')).to.equal(undefined);
    expect(mapFiles()).to.deep.equal([]);
    el.map = true;
    await waitFor(() => mapOf(el), 'the map', 15000);
    expect(customElements.get('listing-map')).to.exist;
    expect(mapFiles().length).to.be.greaterThan(0);
  });

  it('shows a marker for each result with a location, clustered, and counts those without', async () => {
    const el = await mapSearch();
    expect(el.search.value!.total).to.equal(11);
    expect(clusters(el)).to.have.length(1);
    expect(clusters(el)[0]!.querySelector('[aria-hidden]')!.textContent).to.equal('3');
    expect(pins(el)).to.have.length(6);
    const names = pins(el).map((pin) => pin.textContent!.replace(/\s+/g, ' ').trim());
    expect(names.some((name) => name.startsWith('$450k') && name.includes('$450,000, 1 North Loop'))).to.equal(true);
    expect(names.some((name) => name.startsWith('$2.7k/mo'))).to.equal(true);
    expect(mapRoot(el).querySelector('[part="map-missing"]')!.textContent).to.equal('2 homes have no location');
    expect(mapRoot(el).querySelector('[part="map-attribution"]')!.textContent!.trim()).to.equal('Sandbox tiles');
  });

  it('opens a cluster into its markers', async () => {
    const el = await mapSearch();
    expect(button(el, 'Search this area')).to.equal(undefined);
    clusters(el)[0]!.click();
    await waitFor(() => clusters(el).length === 0 && pins(el).length >= 3, 'the cluster split into its homes');
    // The visitor's own move: the new view may be searched.
    await waitFor(() => button(el, 'Search this area'), '"Search this area"');
    const names = pins(el).map((pin) => pin.textContent!);
    for (const address of ['7 Congress A', '8 Congress B', '9 Congress C'])
      expect(names.some((name) => name.includes(address))).to.equal(true, address);
  });

  it('keeps a click on "Zoom in" made while a zoom animates (Leaflet alone drops it)', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    try {
      const el = await mapSearch();
      const map = mapOf(el)!.leaflet!;
      const animating = () => mapRoot(el).querySelector('.leaflet-zoom-anim');
      // The first view's fit starts on a later frame: settled once no zoom animates for a while.
      for (let quiet = 0; quiet < 2; quiet++) {
        await waitFor(() => !animating(), 'the first view settled');
        await new Promise((resolve) => setTimeout(resolve, 400));
      }
      const zoom = map.getZoom();
      map.zoomOut(1, { animate: true });
      await waitFor(animating, 'a zoom animating');
      button(el, 'Zoom in')!.click();
      await waitFor(() => !animating() && map.getZoom() === zoom, 'zoomed out, then in again');
    } finally {
      await emulateMedia({ reducedMotion: 'reduce' });
    }
  });

  it('goes from a marker to its card and the detail with the keyboard, and back', async () => {
    const el = await mapSearch();
    const pin = pins(el).find((candidate) => candidate.textContent!.includes('1 North Loop'))!;
    expect(pin.getAttribute('role')).to.equal('button');
    pin.focus();
    await sendKeys({ press: 'Enter' });
    const hit = () => mapRoot(el).querySelector<HTMLButtonElement>('.map-card .hit');
    await waitFor(() => hit() && mapRoot(el).activeElement === hit(), 'the card, focused');
    expect(mapRoot(el).querySelector('.map-card')!.textContent).to.contain('1 North Loop');
    await sendKeys({ press: 'Enter' });
    const detail = () => $(el, 'listing-detail')!;
    await waitFor(() => detail().shadowRoot?.querySelector('dialog')?.open, 'the detail');
    expect(detail().shadowRoot!.textContent).to.contain('1 North Loop');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !detail().shadowRoot!.querySelector('dialog')!.open, 'closed');
    await waitFor(() => mapRoot(el).activeElement === hit(), 'focus back on the card');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !hit() && mapRoot(el).activeElement === pin, 'the card closed, focus on its marker');
  });

  it('"Search this area" after a move shows exactly the homes inside, in the address; Back restores the area', async () => {
    const el = await mapSearch();
    const map = mapOf(el)!;
    expect(button(el, 'Search this area')).to.equal(undefined);
    // The visitor zooms in twice with the map's buttons, then pans with the arrow keys.
    button(el, 'Zoom in')!.click();
    await waitFor(() => button(el, 'Search this area'), '"Search this area"');
    button(el, 'Zoom in')!.click();
    await waitFor(() => map.leaflet!.getZoom() >= 12, 'zoomed in');
    // The pan ends before the area is taken (a pan still running then would offer the area after it again).
    mapRoot(el).querySelector<HTMLElement>('.frame')!.focus();
    const panned = new Promise((resolve) => map.leaflet!.once('moveend', resolve));
    await sendKeys({ press: 'ArrowLeft' });
    await panned;
    button(el, 'Search this area')!.click();
    await waitFor(() => new URLSearchParams(location.search).get('ls-bounds'), 'the area in the address');
    await settled(el);
    const first = new URLSearchParams(location.search).get('ls-bounds')!;
    expect(el.bounds).to.equal(first);
    const expected = inside(first);
    expect(expected.length).to.be.within(1, 8);
    expect(addresses(cardListings(el))).to.deep.equal([...expected].sort());
    await waitFor(() => homesShown(el) === expected.length, 'the markers of the area');
    expect(button(el, 'Search this area')).to.equal(undefined);
    expect(button(el, 'Clear area')).to.exist;

    // A second area (zoomed out), then Back: the first area again, on the map and in the list.
    button(el, 'Zoom out')!.click();
    button(el, 'Zoom out')!.click();
    await waitFor(() => button(el, 'Search this area'), '"Search this area" again');
    button(el, 'Search this area')!.click();
    await waitFor(() => new URLSearchParams(location.search).get('ls-bounds') !== first, 'the second area');
    await settled(el);
    const second = el.bounds;
    expect(addresses(cardListings(el))).to.deep.equal([...inside(second)].sort());
    history.back();
    await waitFor(() => el.bounds === first, 'Back: the first area');
    await settled(el);
    expect(addresses(cardListings(el))).to.deep.equal([...expected].sort());
    await waitFor(() => map.bounds === first, 'the map on the first area');

    button(el, 'Clear area')!.click();
    await waitFor(() => !new URLSearchParams(location.search).has('ls-bounds'), 'the area cleared');
    await settled(el);
    expect(cardListings(el)).to.have.length(11);
    await waitFor(() => homesShown(el) === 9, 'every home on the map again');
  });

  /** A point of the map's frame with nothing on it but tiles (no marker, no control), in page coordinates. */
  const emptySpot = (el: ListingSearch): [number, number] => {
    const box = mapRoot(el).querySelector('.frame')!.getBoundingClientRect();
    for (let y = box.top + box.height * 0.3; y < box.bottom - 40; y += 20)
      for (let x = box.left + box.width * 0.3; x < box.right - 40; x += 20) {
        const hit = mapRoot(el).elementFromPoint(x, y);
        if (hit?.matches('.leaflet-tile, .leaflet-container')) return [Math.round(x), Math.round(y)];
      }
    throw new Error('No empty spot on the map.');
  };

  // The visitor's other gestures (the zoom buttons and the keys: the area test above): each offers the new view.
  const gestures: [string, (el: ListingSearch, map: ListingMap) => Promise<unknown>][] = [
    [
      'a drag',
      async (el) => {
        mapRoot(el).querySelector('.frame')!.scrollIntoView({ block: 'center' });
        const [x, y] = emptySpot(el);
        await sendMouse({ type: 'move', position: [x, y] });
        await sendMouse({ type: 'down' });
        for (const step of [1, 2, 3, 4]) await sendMouse({ type: 'move', position: [x + step * 20, y + step * 10] });
        await sendMouse({ type: 'up' });
      },
    ],
    [
      'the wheel',
      async (el, map) => {
        const [clientX, clientY] = emptySpot(el);
        const wheel = { deltaY: -120, clientX, clientY, bubbles: true, cancelable: true };
        map.leaflet!.getContainer().dispatchEvent(new WheelEvent('wheel', wheel));
      },
    ],
    [
      'a double click',
      async (el, map) => {
        const [clientX, clientY] = emptySpot(el);
        map.leaflet!.getContainer().dispatchEvent(new MouseEvent('dblclick', { clientX, clientY, bubbles: true }));
      },
    ],
  ];
  for (const [name, gesture] of gestures)
    it(`offers "Search this area" after ${name}, not before`, async () => {
      const el = await mapSearch();
      const map = mapOf(el)!;
      const view = () => `${map.leaflet!.getCenter().toString()} ${map.leaflet!.getZoom()}`;
      const first = view();
      expect(button(el, 'Search this area')).to.equal(undefined);
      await gesture(el, map);
      await waitFor(() => view() !== first, 'the map moved');
      await waitFor(() => button(el, 'Search this area'), '"Search this area"');
    });

  it('highlights the marker of a hovered card and the card of a focused marker', async () => {
    const el = await mapSearch();
    const card = $$(el, '[part="card"]').find((box) => box.textContent!.includes('1 North Loop'))!;
    card.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    await waitFor(() => mapRoot(el).querySelector('.pin.hl')?.textContent!.includes('1 North Loop'), 'its marker');
    pins(el)
      .find((pin) => pin.textContent!.includes('5 Mueller'))!
      .focus();
    await waitFor(() => $(el, '.card.map-hl')?.textContent!.includes('5 Mueller'), 'its card');
  });

  it('fits the results again when the window changes size, until the visitor moves the map', async () => {
    const el = await mapSearch();
    const map = mapOf(el)!.leaflet!;
    const frame = () => mapRoot(el).querySelector('.frame')!.getBoundingClientRect();
    const located = PLACES.map(([, lat, lng]) => [lat, lng] as [number, number]);
    const everyHomeInView = () => located.every((place) => map.getBounds().contains(place));
    try {
      // Wide (reached with the map on screen): the list and the map side by side, every home in view.
      await setViewport({ width: 1280, height: 900 });
      await waitFor(() => frame().left > $(el, '[part="results"]')!.getBoundingClientRect().right, 'side by side');
      await waitFor(() => map.getSize().x === mapRoot(el).querySelector('.frame')!.clientWidth, 'the map sized');
      await new Promise(requestAnimationFrame);
      expect(everyHomeInView()).to.equal(true);
      const wide = map.getZoom();
      // A short phone screen: the map's frame is a fraction of the wide one's; every home stays in view.
      await setViewport({ width: 390, height: 300 });
      await waitFor(() => map.getZoom() < wide && everyHomeInView(), 'every home in the small map');
      // Wide again: the view uses the room (the wide view's zoom).
      await setViewport({ width: 1280, height: 900 });
      await waitFor(() => map.getZoom() === wide && everyHomeInView(), 'the wide view again');
      // Once the visitor has moved the map, a resize keeps their view.
      button(el, 'Zoom in')!.click();
      await waitFor(() => map.getZoom() === wide + 1 && button(el, 'Search this area'), 'zoomed in by the visitor');
      await setViewport({ width: 390, height: 300 });
      const small = () => mapRoot(el).querySelector('.frame')!.clientHeight;
      await waitFor(() => small() < 300 && map.getSize().y === small(), 'the small map');
      await new Promise(requestAnimationFrame);
      expect(map.getZoom()).to.equal(wide + 1);
    } finally {
      await setViewport({ width: 1280, height: 900 });
    }
  });

  it('on a phone, the List / Map switch shows one of the two, each keeping its place', async () => {
    const shown = (element: Element) => element.getBoundingClientRect().height > 0;
    const switchTo = (el: ListingSearch, name: string) =>
      [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.map-switch button')].find(
        (candidate) => candidate.textContent!.trim() === name,
      )!;
    const cards = (el: ListingSearch) => $$(el, '[part="card"]');
    const markersShown = (el: ListingSearch) =>
      shown(mapOf(el)!) &&
      mapRoot(el).querySelector('.frame')!.clientWidth > 340 &&
      homesShown(el) === 9 &&
      [...pins(el), ...clusters(el)].every((icon) => icon.getBoundingClientRect().width > 0);
    let el = await mapSearch('', 'en', 'city map');
    try {
      // Wide: the list and the map, and no switch.
      expect(shown(el.shadowRoot!.querySelector('.map-switch')!)).to.equal(false);
      // A phone (reached with the search on screen): the list, the map one tap away.
      await setViewport({ width: 390, height: 700 });
      await waitFor(() => shown(switchTo(el, 'List')), 'the switch');
      expect(switchTo(el, 'List').getAttribute('aria-pressed')).to.equal('true');
      expect(switchTo(el, 'Map').getAttribute('aria-pressed')).to.equal('false');
      await waitFor(() => !shown(mapOf(el)!), 'the map hidden');
      expect(cards(el).every(shown)).to.equal(true);
      // Down the list, then the map: its markers, full width; the list hidden (its heading stays).
      cards(el)[7]!.scrollIntoView();
      const listScroll = scrollY;
      expect(listScroll).to.be.greaterThan(0);
      switchTo(el, 'Map').click();
      await waitFor(() => markersShown(el), 'the markers on the phone map');
      expect(switchTo(el, 'Map').getAttribute('aria-pressed')).to.equal('true');
      expect(cards(el).some(shown)).to.equal(false);
      expect(shown($(el, '[part="status"]')!)).to.equal(true);
      const zoom = mapOf(el)!.leaflet!.getZoom();
      // Back to the list: where it was left; the map again: as it was (not drawn anew).
      switchTo(el, 'List').click();
      await waitFor(() => cards(el).every(shown) && !shown(mapOf(el)!), 'the list again');
      expect(scrollY).to.equal(listScroll);
      switchTo(el, 'Map').click();
      await waitFor(() => markersShown(el), 'the markers again');
      expect(mapOf(el)!.leaflet!.getZoom()).to.equal(zoom);
      await expect(el).to.be.accessible();

      // A search that starts on a phone: the map, hidden from the start, fits the results when first shown.
      el.remove();
      el = await mapSearch('', 'es', 'city map', 0);
      await waitFor(() => shown(switchTo(el, 'Lista')) && !shown(mapOf(el)!), 'the list first');
      switchTo(el, 'Mapa').click();
      await waitFor(() => markersShown(el), 'every home on the map first shown');
    } finally {
      await setViewport({ width: 1280, height: 900 });
    }
  });

  it('speaks Spanish', async () => {
    const el = await mapSearch('', 'es');
    expect(button(el, 'Acercar')).to.exist;
    expect(button(el, 'Alejar')).to.exist;
    expect(mapRoot(el).querySelector('[part="map-missing"]')!.textContent).to.equal('2 viviendas no tienen ubicación');
    expect(mapRoot(el).querySelector('.cluster')!.textContent).to.contain('3 viviendas aquí: acercar');
    expect(mapRoot(el).querySelector('[part="map"]')!.getAttribute('aria-label')).to.equal('Mapa de las viviendas');
  });

  for (const width of [390, 1280])
    for (const scheme of ['light', 'dark'] as const)
      it(`passes axe at ${width} px in ${scheme}: the map, a card open, an area applied`, async () => {
        // The width under test is reached with the map on screen (a window narrowed or widened, a phone turned):
        // the layout must follow. WebKitGTK re-evaluates the media queries of a shared shadow-root stylesheet only
        // while it is in use, so a resize between two fixtures would leave the last test's layout (docs/testing.md).
        await setViewport({ width: width > 900 ? 390 : 1280, height: 900 });
        await emulateMedia({ colorScheme: scheme });
        try {
          const el = await mapSearch();
          await setViewport({ width, height: 900 });
          await waitFor(
            () => mapRoot(el).querySelector('.frame')!.getBoundingClientRect().width > (width > 900 ? 300 : 340),
            `the map's layout at ${width} px`,
          );
          await expect(el).to.be.accessible();
          const frame = mapRoot(el).querySelector('.frame')!;
          expect(getComputedStyle(mapRoot(el).querySelector('.leaflet-tile-pane')!).filter).to.equal(
            scheme === 'dark' ? 'invert(1) hue-rotate(180deg) brightness(0.9)' : 'none',
          );
          expect(frame.getBoundingClientRect().width).to.be.greaterThan(width > 900 ? 300 : 340);
          await waitFor(() => pins(el).length > 0, 'a marker after the resize');
          pins(el)[0]!.click();
          await waitFor(() => mapRoot(el).querySelector('.map-card'), 'a card');
          await expect(el).to.be.accessible();
          button(el, 'Zoom in')!.click();
          await waitFor(() => button(el, 'Search this area'), '"Search this area"');
          await expect(el).to.be.accessible();
          if (width >= 900) {
            // Wide: the list and the map side by side.
            const list = $(el, '[part="results"]')!.getBoundingClientRect();
            expect(frame.getBoundingClientRect().left).to.be.greaterThan(list.right - 1);
          }
        } finally {
          await emulateMedia({ colorScheme: 'light' });
          await setViewport({ width: 1280, height: 900 });
        }
      });
});
