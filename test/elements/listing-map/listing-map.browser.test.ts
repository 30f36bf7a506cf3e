/**
 * `<listing-search map>` against the real sandbox (chatbot test-80), with the sandbox's own tiles: the map's
 * chunk loads only when a map is shown; its markers are exactly the results with a place (the rest counted);
 * a cluster opens into its markers; the keyboard goes from a marker to its card, the detail and back; list
 * and map light each other up; "Search this area" after a pan keeps exactly the listings inside, writes the
 * address, and Back restores the previous area; the phone's List / Map switch; axe in each state.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import type { ListingCreate } from '../../../src/api/schemas.js';
import '../../../src/elements/listing-search/listing-search.js';
import type { ListingSearch } from '../../../src/elements/listing-search/listing-search.js';
import type { ListingMap } from '../../../src/elements/listing-map/listing-map.js';
import { $, $$, DEMO, createListings, listingInput, resetChatbot, settled, waitFor } from '../../support/sandbox.js';

const SERIAL = 'test-80';
const TILES = '/sandbox/tiles/{z}/{x}/{y}.svg';

/** Known places: five homes within a few hundred metres in East Austin (they cluster), four spread over the city. */
const PLACES: [string, number, number, number][] = [
  ['E1', 30.2621, -97.7201, 450000],
  ['E2', 30.2623, -97.7204, 455000],
  ['E3', 30.2625, -97.7199, 460000],
  ['E4', 30.2619, -97.7206, 465000],
  ['E5', 30.2627, -97.7202, 470000],
  ['N1', 30.3586, -97.7345, 610000],
  ['S1', 30.2012, -97.7751, 380000],
  ['W1', 30.2702, -97.8301, 720000],
  ['K1', 30.24, -97.76, 2700],
];
/** Listed without a usable place: no coordinates (two) and 0,0 (one). */
const NOWHERE = ['X1', 'X2', 'X3'];

const input = (mls: string, fields: Partial<ListingCreate>) =>
  listingInput(SERIAL, { MLSNumber: `M80-${mls}`, Address: `${mls} Map Street`, ...fields });

before(async () => {
  await emulateMedia({ reducedMotion: 'reduce' });
  await resetChatbot(SERIAL);
  await createListings(SERIAL, [
    ...NOWHERE.map((mls, i) => input(mls, i === 2 ? { Latitude: 0, Longitude: 0 } : {})),
    ...PLACES.map(([mls, lat, lng, price]) =>
      input(mls, {
        Latitude: lat,
        Longitude: lng,
        ...(price < 10000 ? { SaleType: 'for_rent', SalePrice: undefined, RentPrice: price } : { SalePrice: price }),
      }),
    ),
  ]);
});

const start = location.href;
afterEach(() => history.replaceState(null, '', start));

async function widget(attributes = '') {
  const wrapper = await fixture<HTMLElement>(html`<div></div>`);
  wrapper.innerHTML = `<listing-search serial-number="${SERIAL}" session-key="${DEMO.sessionKey}" api-base="" map-tiles="${TILES}" map-attribution="Sandbox tiles" ${attributes}></listing-search>`;
  const el = wrapper.querySelector('listing-search')!;
  await settled(el);
  return el;
}

const mapOf = (el: ListingSearch) => $<ListingMap>(el, 'listing-map')!;
const mapRoot = (el: ListingSearch) => mapOf(el).shadowRoot!;
const prices = (el: ListingSearch) => [...mapRoot(el).querySelectorAll<HTMLElement>('.price')];
const clusters = (el: ListingSearch) => [...mapRoot(el).querySelectorAll<HTMLElement>('.cluster')];
/** Listings the map shows: each marker, and each cluster's count. */
const shownOnMap = (el: ListingSearch) =>
  prices(el).length + clusters(el).reduce((sum, cluster) => sum + Number(cluster.textContent), 0);

async function mapReady(el: ListingSearch) {
  await waitFor(() => customElements.get('listing-map'), 'the map chunk');
  await waitFor(() => mapOf(el)?.shadowRoot && prices(el).length + clusters(el).length > 0, 'markers');
}

describe('listing-search map', () => {
  before(() => setViewport({ width: 1280, height: 900 }));

  it('loads the map chunk only when a map is shown', async () => {
    const el = await widget();
    const loaded = () =>
      performance
        .getEntriesByType('resource')
        .some((entry) => /\/src\/elements\/listing-map\/|\/node_modules\/leaflet/.test(entry.name));
    expect(customElements.get('listing-map')).to.equal(undefined);
    expect(loaded()).to.equal(false);
    expect($(el, 'listing-map')).to.equal(null);
    el.map = true;
    await mapReady(el);
    expect(loaded()).to.equal(true);
  });

  it('shows a marker for each result with a place, and counts those without one', async () => {
    const el = await widget('map');
    await mapReady(el);
    expect(shownOnMap(el)).to.equal(PLACES.length);
    expect(mapRoot(el).querySelector('.note')!.textContent!.trim()).to.equal('3 homes have no location');
    // The first view fits the results: every place is inside it.
    const bounds = mapOf(el).leaflet!.getBounds();
    for (const [, lat, lng] of PLACES) expect(bounds.contains([lat, lng]), `${lat},${lng}`).to.equal(true);
    // Prices as a marker shows them, and each marker is a named button of the keyboard.
    const texts = prices(el).map((marker) => marker.textContent);
    expect(texts).to.include.members(['$610k', '$380k', '$720k', '$2.7k/mo']);
    const rent = prices(el).find((marker) => marker.textContent === '$2.7k/mo')!;
    expect(rent.getAttribute('role')).to.equal('button');
    expect(rent.tabIndex).to.equal(0);
    expect(rent.getAttribute('aria-label')).to.equal('$2.7k/mo, K1 Map Street, Austin, TX 78701');
    await expect(el).to.be.accessible();
  });

  it('opens a cluster into its markers', async () => {
    const el = await widget('map');
    await mapReady(el);
    const cluster = clusters(el).find((item) => item.textContent === '5');
    expect(cluster, 'the five East Austin homes clustered').to.not.equal(undefined);
    expect(cluster!.getAttribute('aria-label')).to.equal('5 homes here: zoom in');
    cluster!.click();
    await waitFor(
      () => ['$450k', '$455k', '$460k', '$465k', '$470k'].every((p) => prices(el).some((m) => m.textContent === p)),
      'the cluster opened',
    );
  });

  it('goes from a marker to its card, the detail and back with the keyboard', async () => {
    const el = await widget('map');
    await mapReady(el);
    const marker = prices(el).find((item) => item.textContent === '$720k')!;
    marker.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => mapRoot(el).querySelector('.card'), 'the card');
    const open = mapRoot(el).querySelector<HTMLElement>('.card .open')!;
    expect(mapRoot(el).activeElement === open, 'focus on the card').to.equal(true);
    expect(open.textContent).to.contain('$720,000').and.contain('W1 Map Street');
    await expect(el).to.be.accessible();
    await sendKeys({ press: 'Enter' });
    const detail = $(el, 'listing-detail')!;
    await waitFor(() => detail.shadowRoot?.querySelector('dialog[open]'), 'the detail');
    expect(detail.shadowRoot!.querySelector('dialog')!.textContent).to.contain('W1 Map Street');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !detail.shadowRoot!.querySelector('dialog[open]'), 'the detail closed');
    await waitFor(() => mapRoot(el).activeElement === open, 'focus back on the card');
    // Escape closes the card: focus goes back to its marker.
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !mapRoot(el).querySelector('.card'), 'the card closed');
    expect(mapRoot(el).activeElement?.textContent).to.equal('$720k');
  });

  it('lights up the marker of a card in the list, and the card of a marker', async () => {
    const el = await widget('map');
    await mapReady(el);
    const card = $$(el, '.card').find((item) => item.textContent!.includes('W1 Map Street'))!;
    card.querySelector('button')!.focus();
    const marker = prices(el).find((item) => item.textContent === '$720k')!;
    expect(marker.classList.contains('hit')).to.equal(true);
    const other = prices(el).find((item) => item.textContent === '$380k')!;
    other.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    const lit = $$(el, '.card.map-hit');
    expect(lit.map((item) => item.textContent!.includes('S1 Map Street'))).to.deep.equal([true]);
  });

  it('searches the area in view after a pan, writes it in the address, and Back restores the previous area', async () => {
    const el = await widget('map sync-url');
    await mapReady(el);
    const leaflet = mapOf(el).leaflet!;
    expect(mapRoot(el).querySelector('.area')).to.equal(null);
    // A pan and zoom to East Austin, as a visitor's drag would end.
    leaflet.setView([30.262, -97.725], 15);
    await waitFor(() => mapRoot(el).querySelector('.area'), '"Search this area"');
    const button = mapRoot(el).querySelector<HTMLButtonElement>('.area')!;
    expect(button.textContent!.trim()).to.equal('Search this area');
    const b = leaflet.getBounds();
    const inside = PLACES.filter(([, lat, lng]) => b.contains([lat, lng])).map(([mls]) => `${mls} Map Street`);
    expect(inside.length).to.be.within(5, PLACES.length - 1);
    button.click();
    await waitFor(() => new URL(location.href).searchParams.get('ls-bounds'), 'the bounds in the address');
    const bounds = new URL(location.href).searchParams.get('ls-bounds')!.split(',').map(Number);
    expect(bounds).to.have.length(4);
    expect(bounds[0]).to.be.closeTo(b.getSouth(), 1e-5);
    expect(bounds[3]).to.be.closeTo(b.getEast(), 1e-5);
    await settled(el);
    const listed = () => $$(el, '.card .address span:first-child').map((item) => item.textContent!.trim());
    expect(listed()).to.have.members(inside);
    await waitFor(() => shownOnMap(el) === inside.length, 'only the area on the map');
    expect(mapRoot(el).querySelector('.area')!.textContent!.trim()).to.equal('Clear area');
    await expect(el).to.be.accessible();
    // Back: the whole city again, fitted.
    history.back();
    await waitFor(() => !new URL(location.href).searchParams.get('ls-bounds'), 'back');
    await waitFor(() => listed().length === PLACES.length + NOWHERE.length, 'every result again');
    await waitFor(() => shownOnMap(el) === PLACES.length, 'every marker again');
    // Forward: the area again, and Clear area undoes it.
    history.forward();
    await waitFor(() => listed().length === inside.length, 'the area again');
    mapRoot(el).querySelector<HTMLButtonElement>('.area')!.click();
    await waitFor(() => listed().length === PLACES.length + NOWHERE.length, 'cleared');
    expect(new URL(location.href).searchParams.get('ls-bounds')).to.equal(null);
  });

  for (const scheme of ['light', 'dark'] as const)
    it(`is accessible with the map beside the list (${scheme}, 1280 px)`, async () => {
      await emulateMedia({ colorScheme: scheme });
      const el = await widget('map');
      await mapReady(el);
      expect(mapOf(el).getAttribute('view')).to.equal('side');
      await expect(el).to.be.accessible();
      await emulateMedia({ colorScheme: 'light' });
    });
});

describe('listing-search map on a phone', () => {
  before(() => setViewport({ width: 390, height: 844 }));
  after(() => setViewport({ width: 1280, height: 900 }));

  for (const scheme of ['light', 'dark'] as const)
    it(`switches between the list and the map, keeping the list's scroll position (${scheme})`, async () => {
      await emulateMedia({ colorScheme: scheme });
      const el = await widget('map lang="es"');
      await waitFor(() => mapOf(el)?.getAttribute('view') === 'list', 'the list view');
      const section = $(el, 'section[part="results"]')!;
      const toggle = () => mapRoot(el).querySelector<HTMLButtonElement>('.switch')!;
      expect(toggle().textContent!.trim()).to.equal('Mapa');
      expect(getComputedStyle(section).display).to.not.equal('none');
      await expect(el).to.be.accessible();
      scrollTo(0, 400);
      const scrolled = scrollY;
      toggle().click();
      await waitFor(() => mapOf(el).getAttribute('view') === 'map', 'the map view');
      await mapReady(el);
      expect(getComputedStyle(section).display).to.equal('none');
      expect(toggle().textContent!.trim()).to.equal('Lista');
      expect(shownOnMap(el)).to.equal(PLACES.length);
      expect(mapRoot(el).querySelector('.note')!.textContent!.trim()).to.equal('3 casas no tienen ubicación');
      await expect(el).to.be.accessible();
      toggle().click();
      await waitFor(() => mapOf(el).getAttribute('view') === 'list', 'the list again');
      expect(scrollY).to.equal(scrolled);
      await emulateMedia({ colorScheme: 'light' });
    });
});
