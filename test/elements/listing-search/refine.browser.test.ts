/**
 * <listing-search>'s refine filters and sorts against the real sandbox (chatbots test-21 … test-23):
 * every filter and sort on known listings (exact results), the inventory index over several pages
 * (progress, PageSize 100, shared between widgets), the cap, a failed index page with Retry, the
 * controls and the phone's Filters panel with the keyboard, sync-url of the new parameters, axe in each state.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '../../support/engine.js';
import type { ListingCreate } from '../../../src/api/schemas.js';
import '../../../src/elements/listing-search/listing-search.js';
import type { ListingSearch, ListingSearchDetail } from '../../../src/elements/listing-search/listing-search.js';
import {
  $,
  $$,
  DEMO,
  client,
  createListings,
  faultyFetch,
  listingInput,
  resetChatbot,
  settled,
  waitFor,
} from '../../support/sandbox.js';
import { cardListings } from './cards.js';

const KNOWN = 'test-21';
const MANY = 'test-22';
const SIZE = 230;

/** A widget on `serial` with `props` set before its first search. */
async function widget(props: Partial<ListingSearch> = {}, serial = KNOWN) {
  const wrapper = await fixture<HTMLElement>(html`<div></div>`);
  const el = document.createElement('listing-search');
  Object.assign(el, { serialNumber: serial, sessionKey: DEMO.sessionKey, apiBase: '', pageSize: 12, ...props });
  wrapper.append(el);
  await settled(el);
  return el;
}

const heading = (el: ListingSearch) => $(el, 'h2')?.textContent!.trim();
/** The letters of the known listings on screen, in order. */
const shown = (el: ListingSearch) => cardListings(el).map((item) => item.mlsNumber!.split('-').at(-1));
const field = <T extends HTMLElement = HTMLInputElement>(el: ListingSearch, name: string) =>
  $<T>(el, `[name$="-${name}"]:not([type="hidden"])`)!;
const active = (el: ListingSearch) => el.shadowRoot!.activeElement as HTMLElement | null;

/** Picks `value` in a select of the form as a user does (a change event). */
function choose(el: ListingSearch, name: string, value: string) {
  const select = field<HTMLSelectElement>(el, name);
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

const sale = (letter: string, fields: Partial<ListingCreate>) =>
  listingInput(KNOWN, { MLSNumber: `R21-${letter}`, SaleType: 'for_sale', ...fields });
const rent = (letter: string, fields: Partial<ListingCreate>) =>
  listingInput(KNOWN, { MLSNumber: `R21-${letter}`, SaleType: 'for_rent', SalePrice: undefined, ...fields });

before(async () => {
  await resetChatbot(KNOWN);
  // Created oldest first: the server lists them G F E D C B A.
  await createListings(KNOWN, [
    sale('A', {
      PropertyType: 'House',
      Status: 'Active',
      SalePrice: 450000,
      Bedrooms: 3,
      Bathrooms: 2,
      DaysOnMarket: 12,
      BuildingArea: 2100,
      Tours: 'OpenHouse',
    }),
    sale('B', {
      PropertyType: 'Condo',
      Status: 'Sold',
      SalePrice: 300000,
      Bedrooms: 2,
      Bathrooms: 1,
      DaysOnMarket: 40,
      BuildingArea: 900,
      Tours: '3D',
    }),
    sale('C', {
      PropertyType: 'Condo',
      Status: 'PreOnMarket',
      SalePrice: 520000,
      Bedrooms: 2,
      Bathrooms: 2,
      DaysOnMarket: 2,
      BuildingArea: 1100,
    }),
    rent('D', {
      PropertyType: 'Apartment',
      Status: 'Active',
      RentPrice: 2400,
      Bedrooms: 2,
      Bathrooms: 1,
      DaysOnMarket: 5,
      BuildingArea: 850,
      Tours: '3D',
    }),
    rent('E', {
      PropertyType: 'House',
      Status: 'Active',
      RentPrice: 3100,
      Bedrooms: 4,
      Bathrooms: 3,
      DaysOnMarket: 20,
      BuildingArea: 2400,
      Tours: 'OpenHouse',
    }),
    sale('F', {
      PropertyType: 'House',
      Status: 'Active',
      SalePrice: undefined,
      Bedrooms: 5,
      Bathrooms: 4,
      DaysOnMarket: 1,
      BuildingArea: 3200,
    }),
    sale('G', {
      PropertyType: 'Townhouse',
      Status: 'Active',
      SalePrice: 380000,
      Bedrooms: 3,
      Bathrooms: 2.5,
      DaysOnMarket: 8,
      BuildingArea: 1600,
      Tours: '3D',
    }),
  ]);
  // 230 listings: prices a permutation of 100,000 … 329,000 (steps of 1,000), beds i % 5.
  await resetChatbot(MANY);
  const many = Array.from({ length: SIZE }, (_, i) =>
    listingInput(MANY, { MLSNumber: `R22-${i}`, SalePrice: 100000 + ((i * 7919) % SIZE) * 1000, Bedrooms: i % 5 }),
  );
  await Promise.all(Array.from({ length: 10 }, (_, k) => createListings(MANY, many.slice(k * 23, k * 23 + 23))));
});

afterEach(() => setViewport({ width: 1280, height: 900 }));

describe('<listing-search> refine: every filter and sort, exact results', () => {
  const cases: [string, Partial<ListingSearch>, string[]][] = [
    ['no refine filter (server order)', {}, ['G', 'F', 'E', 'D', 'C', 'B', 'A']],
    ['min-price: the sale price or the rent; no price = left out', { minPrice: 400000 }, ['C', 'A']],
    ['max-price: monthly rents', { maxPrice: 3000 }, ['D']],
    ['a price range, inclusive', { minPrice: 300000, maxPrice: 450000 }, ['G', 'B', 'A']],
    ['beds: a minimum', { beds: 4 }, ['F', 'E']],
    ['baths: a fractional minimum', { baths: 2.5 }, ['G', 'F', 'E']],
    ['property-type: any case', { propertyType: 'condo' }, ['C', 'B']],
    ['status: a subset', { status: 'Sold PreOnMarket' }, ['C', 'B']],
    ['tours: 3d', { tours: '3d' }, ['G', 'D', 'B']],
    ['tours: open-house', { tours: 'open-house' }, ['E', 'A']],
    ['tours: each one required', { tours: 'open-house 3d' }, []],
    ['sort price-asc (no price last)', { sort: 'price-asc' }, ['D', 'E', 'B', 'G', 'A', 'C', 'F']],
    ['sort price-desc', { sort: 'price-desc' }, ['C', 'A', 'G', 'B', 'E', 'D', 'F']],
    ['sort beds-desc (ties in the server order)', { sort: 'beds-desc' }, ['F', 'E', 'G', 'A', 'D', 'C', 'B']],
    ['sort area-desc', { sort: 'area-desc' }, ['F', 'E', 'A', 'G', 'C', 'B', 'D']],
    ['sort days-asc', { sort: 'days-asc' }, ['F', 'C', 'D', 'G', 'A', 'E', 'B']],
    [
      'with the server filters: for sale, 3+ beds, cheapest first',
      { saleType: 'for_sale', beds: 3, sort: 'price-asc' },
      ['G', 'A', 'F'],
    ],
  ];
  for (const [name, props, expected] of cases) {
    it(name, async () => {
      const el = await widget(props);
      expect(shown(el)).to.deep.equal(expected);
      expect(heading(el)).to.equal(`${expected.length} ${expected.length === 1 ? 'home' : 'homes'}`);
    });
  }

  it("the controls: each change refines at once, back to page 1; the type control lists the inventory's types with counts", async () => {
    const el = await widget({ controls: 'city sale-type price beds baths type status tours sort', page: 1 });
    choose(el, 'beds', '3');
    await settled(el);
    expect(shown(el)).to.deep.equal(['G', 'F', 'E', 'A']);
    choose(el, 'sort', 'price-desc');
    await settled(el);
    expect(shown(el)).to.deep.equal(['A', 'G', 'E', 'F']);
    // Counts under the other filters (3+ beds): the type's own filter does not narrow them.
    const options = $$<HTMLOptionElement>(el, '[name$="-ptype"] option').map((option) => option.textContent!.trim());
    expect(options).to.deep.equal(['Any', 'House (3)', 'Townhouse (1)', 'Apartment (0)', 'Condo (0)']);
    choose(el, 'ptype', 'Townhouse');
    await settled(el);
    expect(shown(el)).to.deep.equal(['G']);
    field(el, 'status').click();
    await settled(el);
    expect([el.status, shown(el).join()]).to.deep.equal(['Active', 'G']);
    $<HTMLInputElement>(el, '[name$="-tours"][value="open-house"]')!.click();
    await settled(el);
    expect(shown(el)).to.deep.equal([]);
    expect($(el, '[part="empty"]')).to.exist;
    await expect(el).to.be.accessible();
    $<HTMLButtonElement>(el, '.empty .clear')!.click();
    await settled(el);
    expect([el.beds, el.propertyType, el.status, el.tours, el.sort]).to.deep.equal([0, '', '', '', 'price-desc']);
    const min = field(el, 'min');
    min.focus();
    await sendKeys({ type: '2000' });
    await sendKeys({ press: 'Enter' });
    await settled(el);
    expect(el.minPrice).to.equal(2000);
    expect(shown(el)).to.deep.equal(['C', 'A', 'G', 'B', 'E', 'D']);
    await expect(el).to.be.accessible();
  });

  it("the text fields' change events (a blur) leave the refine filters alone", async () => {
    const el = await widget({ sort: 'price-asc' });
    field(el, 'city').focus();
    await sendKeys({ type: 'Austin' });
    await sendKeys({ press: 'Tab' });
    await waitFor(() => el.city === 'Austin', 'the city');
    await settled(el);
    expect([el.city, el.sort, el.minPrice]).to.deep.equal(['Austin', 'price-asc', undefined]);
    expect(shown(el)).to.deep.equal(['D', 'E', 'B', 'G', 'A', 'C', 'F']);
  });

  it('the listing-search event carries every filter and the sort', async () => {
    const el = await widget({
      city: 'Austin',
      minPrice: 1000,
      maxPrice: 2000,
      beds: 2,
      baths: 1.5,
      propertyType: 'House',
      status: 'sold active',
      tours: '3d',
      sort: 'area-desc',
    });
    const next = new Promise<ListingSearchDetail>((resolve) =>
      el.addEventListener('listing-search', (event) => resolve(event.detail), { once: true }),
    );
    el.page = 2;
    expect(await next).to.deep.equal({
      filters: {
        city: 'Austin',
        saleType: '',
        mlsNumber: '',
        minPrice: 1000,
        maxPrice: 2000,
        beds: 2,
        baths: 1.5,
        propertyType: 'House',
        status: 'Active Sold',
        tours: '3d',
        bounds: '',
      },
      sort: 'area-desc',
      page: 2,
      pageSize: 12,
    });
  });
});

describe('<listing-search> refine: the inventory index', () => {
  const prices = (el: ListingSearch) => cardListings(el).map((item) => item.price);
  const bodies = (calls: RequestInit[]) =>
    calls.map((call) => JSON.parse(String(call.body)) as { PageNumber: number; PageSize: number });

  it('several pages: PageSize 100, progress while loading, then the exact count, sorted and paged locally', async () => {
    const fetchImpl = faultyFetch(() => 'latency=400');
    const wrapper = await fixture<HTMLElement>(html`<div></div>`);
    const el = document.createElement('listing-search');
    Object.assign(el, { serialNumber: MANY, apiBase: '', sort: 'price-asc', client: client({ fetch: fetchImpl }) });
    wrapper.append(el);
    await waitFor(() => heading(el) === 'Loading 100 of 230 homes', 'the progress');
    expect($$(el, '.skeleton')).to.have.length(12);
    await expect(el).to.be.accessible();
    await settled(el);
    expect(heading(el)).to.equal('1–12 of 230 homes');
    expect(prices(el)).to.deep.equal(Array.from({ length: 12 }, (_, i) => 100000 + i * 1000));
    expect(
      bodies(fetchImpl.calls)
        .map((body) => [body.PageNumber, body.PageSize])
        .sort(),
    ).to.deep.equal([
      [1, 100],
      [2, 100],
      [3, 100],
    ]);
    // Paging, filtering and sorting again: no request.
    $<HTMLButtonElement>(el, 'nav button.next')!.click();
    await settled(el);
    expect(prices(el)[0]).to.equal(112000);
    expect(active(el)).to.equal($(el, 'h2'));
    choose(el, 'beds', '4');
    await settled(el);
    expect(heading(el)).to.equal('1–12 of 46 homes');
    expect(cardListings(el).every((item) => item.bedrooms === 4)).to.equal(true);
    el.sort = 'price-desc';
    el.page = 4;
    await settled(el);
    expect(heading(el)).to.equal('37–46 of 46 homes');
    expect(fetchImpl.calls).to.have.length(3);
  });

  it('the cap: the first max-listings homes, said below the results', async () => {
    const el = await widget({ sort: 'price-asc', maxListings: 150, beds: 4 }, MANY);
    // The newest 150, as the server lists them.
    const [one, two] = await Promise.all(
      [1, 2].map((page) => client().list({ SerialNumber: MANY, PageSize: 100, PageNumber: page })),
    );
    const first = [...one!.items, ...two!.items].slice(0, 150).filter((item) => item.bedrooms === 4);
    expect(heading(el)).to.equal(`1–12 of ${first.length} homes`);
    expect(cardListings(el).map((item) => item.id)).to.deep.equal(
      [...first]
        .sort((a, b) => a.price! - b.price!)
        .slice(0, 12)
        .map((item) => item.id),
    );
    expect($(el, '.note')!.textContent).to.equal('Searched the first 150 homes. Choose a city to search them all.');
    await expect(el).to.be.accessible();
  });

  it('a failed index page: an error of the search with Retry, never a partial result; Retry loads the index again', async () => {
    const fetchImpl = faultyFetch((call) => (call === 2 ? '500' : undefined));
    const wrapper = await fixture<HTMLElement>(html`<div></div>`);
    const el = document.createElement('listing-search');
    Object.assign(el, { serialNumber: MANY, apiBase: '', beds: 1, client: client({ fetch: fetchImpl }) });
    wrapper.append(el);
    await settled(el);
    expect($(el, '[part="error"][role="alert"]')!.textContent).to.contain('The listings service had a problem');
    expect($$(el, '[part="card"]')).to.have.length(0);
    await expect(el).to.be.accessible();
    $<HTMLButtonElement>(el, 'button.retry')!.click();
    await settled(el);
    expect(heading(el)).to.equal('1–12 of 184 homes');
    expect(fetchImpl.calls).to.have.length(6);
  });

  it('shared by the widgets with the same base, key and chatbot', async () => {
    performance.clearResourceTimings();
    const wrapper = await fixture<HTMLElement>(html`<div>
      <listing-search serial-number=${MANY} session-key=${DEMO.sessionKey} api-base="" city="Austin" sort="price-asc"></listing-search>
      <listing-search serial-number=${MANY} session-key=${DEMO.sessionKey} api-base="" city="Austin" beds="2"></listing-search>
    </div>`);
    const [a, b] = [...wrapper.querySelectorAll('listing-search')] as ListingSearch[];
    await Promise.all([settled(a!), settled(b!)]);
    expect([heading(a!), heading(b!)]).to.deep.equal(['1–12 of 230 homes', '1–12 of 138 homes']);
    const lists = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('/chat/Chatbot/RealEstateList'));
    expect(lists).to.have.length(3);
  });

  it('without refine filters: the server paging of today (one request of the page size)', async () => {
    const fetchImpl = faultyFetch(() => undefined);
    const el = await widget({ client: client({ fetch: fetchImpl }) }, MANY);
    expect(heading(el)).to.equal('1–12 of 230 homes');
    expect(bodies(fetchImpl.calls).map((body) => body.PageSize)).to.deep.equal([12]);
  });

  it('a newer search wins: a refine while the index loads, then back to the server order', async () => {
    const fetchImpl = faultyFetch(() => 'latency=300');
    const el = await widget({ client: client({ fetch: fetchImpl }) }, MANY);
    el.sort = 'price-desc';
    await el.updateComplete;
    el.sort = 'newest';
    await settled(el);
    const expected = await client().list({ SerialNumber: MANY, PageSize: 12 });
    expect(cardListings(el).map((item) => item.id)).to.deep.equal(expected.items.map((item) => item.id));
  });
});

describe("<listing-search> refine: the phone's Filters panel and sync-url", () => {
  it('a phone: city and sale type, then Filters (n) and Search, under 180 px; the panel with the keyboard', async () => {
    await setViewport({ width: 390, height: 800 });
    const el = await widget({ beds: 2 });
    const form = $(el, 'form')!;
    expect(form.getBoundingClientRect().height).to.be.at.most(180);
    const button = $<HTMLButtonElement>(el, 'button.filters')!;
    expect(button.textContent!.trim()).to.equal('Filters (1)');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(getComputedStyle($(el, '#refine')!).display).to.equal('none');
    button.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(active(el)).to.equal(field(el, 'min'));
    await expect(el).to.be.accessible();
    await emulateMedia({ colorScheme: 'dark' });
    el.language = 'es';
    try {
      await el.updateComplete;
      expect(button.textContent!.trim()).to.equal('Filtros (1)');
      await expect(el).to.be.accessible();
    } finally {
      await emulateMedia({ colorScheme: 'light' });
      el.language = 'en';
      await el.updateComplete;
    }
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(active(el)).to.equal(field(el, 'beds'));
    await sendKeys({ press: 'ArrowDown' });
    await settled(el);
    expect(el.beds).to.equal(3);
    expect(shown(el)).to.deep.equal(['G', 'F', 'E', 'A']);
    expect(button.textContent!.trim()).to.equal('Filters (1)');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(active(el)!.textContent!.trim()).to.equal('Apply');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(active(el)).to.equal($(el, 'h2'));
    // Escape closes and gives focus back to the button; Clear empties the panel's filters.
    button.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect([button.getAttribute('aria-expanded'), active(el)]).to.deep.equal(['false', button]);
    button.click();
    await el.updateComplete;
    $<HTMLButtonElement>(el, '.actions .reset')!.click();
    await settled(el);
    expect([el.beds, button.textContent!.trim()]).to.deep.equal([0, 'Filters']);
  });

  it('wide: the refine controls in the form, no Filters button', async () => {
    const el = await widget();
    expect(getComputedStyle($(el, 'button.filters')!).display).to.equal('none');
    for (const name of ['min', 'max', 'beds', 'sort'])
      expect(field(el, name).getBoundingClientRect().width, name).to.be.above(0);
    await expect(el).to.be.accessible();
    await emulateMedia({ colorScheme: 'dark' });
    el.language = 'es';
    try {
      await el.updateComplete;
      expect(field<HTMLSelectElement>(el, 'sort').selectedOptions[0]!.textContent).to.equal('Más recientes');
      await expect(el).to.be.accessible();
    } finally {
      await emulateMedia({ colorScheme: 'light' });
    }
  });

  it('sync-url: writes -min -max -beds -baths -ptype -status -tours -sort, and a new widget reads them back', async () => {
    const start = location.href;
    // Each user change pushes a history entry; counted here and written in place, because the test runner's
    // tab collects entries across files and the sync-url suite walks them.
    const { pushState } = history;
    let pushes = 0;
    history.pushState = (state, unused, url) => (pushes++, history.replaceState(state, unused, url));
    try {
      // Two user changes, the rest set beforehand.
      const el = await widget({
        id: 'rf',
        syncUrl: true,
        baths: 1.5,
        propertyType: 'Townhouse',
        status: 'Active',
        tours: '3d',
        sort: 'days-asc',
        maxPrice: 500000,
      });
      choose(el, 'beds', '2');
      await settled(el);
      field(el, 'min').value = '100000';
      field(el, 'min').dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      await waitFor(() => el.minPrice === 100000, 'the price field');
      await settled(el);
      const params = Object.fromEntries(
        [...new URLSearchParams(location.search)].filter(([key]) => key.startsWith('rf-')),
      );
      expect(params).to.deep.equal({
        'rf-min': '100000',
        'rf-max': '500000',
        'rf-beds': '2',
        'rf-baths': '1.5',
        'rf-ptype': 'Townhouse',
        'rf-status': 'Active',
        'rf-tours': '3d',
        'rf-sort': 'days-asc',
      });
      expect(shown(el)).to.deep.equal(['G']);
      expect(pushes).to.equal(2);
      el.remove();
      const again = await widget({ id: 'rf', syncUrl: true });
      expect([
        again.minPrice,
        again.maxPrice,
        again.beds,
        again.baths,
        again.propertyType,
        again.status,
        again.tours,
        again.sort,
      ]).to.deep.equal([100000, 500000, 2, 1.5, 'Townhouse', 'Active', '3d', 'days-asc']);
      expect(shown(again)).to.deep.equal(['G']);
    } finally {
      history.pushState = pushState;
      history.replaceState(null, '', start);
    }
  });
});
