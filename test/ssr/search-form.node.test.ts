// The server-rendered <listing-search>'s form and pager as a GET form, in Chromium: without JavaScript, choosing
// "For rent", a city, a refine filter and the statuses, then Search, loads the page with the search in the address
// (`ls-type`, `ls-city`, `ls-beds`, `ls-status` twice) and the server draws it; the pager's buttons submit the
// same search with the page. With JavaScript, the element hydrates on such an address (a tag without `sync-url`)
// showing that search with no request, and its form and pager never navigate. The real sandbox over real HTTP.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import type { ListingCreate } from '../../src/api/schemas.js';
import { createSsrHandler } from '../../src/ssr/index.js';
import { nodeRewriter } from '../../src/ssr/node.js';
import { validListing } from '../api/fixtures.js';
import { type BrowserSite, SERIAL, SESSION, type World, startBrowserSite, startWorld } from './fixture.js';

/** Rentals beside the world's homes for sale (Austin, and the hostile one in Dallas). */
const rental = (address: string, city: string, beds: number, status: 'Active' | 'Sold'): ListingCreate => ({
  ...validListing,
  SerialNumber: SERIAL,
  SaleType: 'for_rent',
  Status: status,
  Address: address,
  City: city,
  State: 'TX',
  ZIP: '78701',
  SalePrice: 2000 + beds * 100,
  Bedrooms: beds,
  MLSNumber: `RENT-${address.split(' ')[0]}`,
});
const RENTALS = [
  rental('1 Rent Row', 'Austin', 3, 'Active'),
  rental('2 Rent Row', 'Austin', 4, 'Active'),
  rental('3 Rent Row', 'Austin', 2, 'Active'),
  rental('4 Rent Row', 'Austin', 3, 'Sold'),
  rental('5 Rent Row', 'Dallas', 3, 'Active'),
];

/** The realtor's page: a tag without `sync-url`, its form with the sale type, the city, beds and the statuses. */
const realtorPage = (api: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Homes</title></head>
<body><h1>Our homes</h1>
<listing-search serial-number="${SERIAL}" session-key="${SESSION}" api-base="${api}" page-size="2" controls="city sale-type beds status"></listing-search>
</body></html>`;

describe('the server-rendered search form and pager', () => {
  let world: World;
  let site: BrowserSite;
  let browser: Browser;
  let base: string;

  before(async () => {
    world = await startWorld();
    for (const listing of RENTALS) await world.admin.createListing(listing);
    site = await startBrowserSite(
      createSsrHandler({
        upstream: world.sandbox.url,
        sessionKey: SESSION,
        serialNumber: SERIAL,
        searchPath: '/search',
        rewrite: nodeRewriter,
        searchScript: '/ssr/listing-search-page.js',
        fallback: async (request) =>
          new URL(request.url).pathname === '/search'
            ? new Response(realtorPage(world.sandbox.url), { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
            : new Response('Not found', { status: 404 }),
      }),
      'listing-search-page',
    );
    ({ base, browser } = site);
  });
  after(async () => {
    await site?.close();
    await world?.close();
  });

  /** An element of the tag's shadow root. */
  const $ = (page: Page, selector: string) =>
    page.evaluateHandle(
      (s) => document.querySelector('listing-search')!.shadowRoot!.querySelector(s),
      selector,
    ) as Promise<ElementHandle<HTMLElement>>;

  /** What the visitor sees: the heading, the cards' addresses, the form's values. */
  const shown = (page: Page) =>
    page.evaluate(() => {
      // (No named function in here: tsx would name it with a helper the page does not have.)
      const root = document.querySelector('listing-search')!.shadowRoot!;
      return {
        heading: root.querySelector('h2')!.textContent,
        addresses: [...root.querySelectorAll('ul[role=list] > li')].map(
          (li) => li.querySelector('.address span')!.textContent,
        ),
        city: root.querySelector<HTMLInputElement>('[name="ls-city"]')?.value,
        type: root.querySelector<HTMLInputElement>('[name="ls-type"]:checked')?.value,
        beds: root.querySelector<HTMLSelectElement>('[name="ls-beds"]')?.value,
        status: [...root.querySelectorAll<HTMLInputElement>('[name="ls-status"]:checked')].map((box) => box.value),
      };
    });

  /** Clicks `selector` in the shadow root and waits for the page it loads. */
  const submit = async (page: Page, selector: string) => {
    const button = await $(page, selector);
    await Promise.all([page.waitForNavigation(), button.click()]);
  };

  it('searches without JavaScript: the form loads the page with its search, which the server draws', async () => {
    const { page } = await site.open('/search', false);
    await (await $(page, 'input[name="ls-type"][value="for_rent"]')).click();
    await (await $(page, 'input[name="ls-city"]')).type('austin');
    await submit(page, 'button.submit');
    const url = new URL(page.url());
    assert.equal(url.searchParams.get('ls-type'), 'for_rent');
    assert.equal(url.searchParams.get('ls-city'), 'austin');
    assert.deepEqual(await shown(page), {
      heading: '1–2 of 4 homes',
      addresses: ['4 Rent Row', '3 Rent Row'],
      city: 'austin',
      type: 'for_rent',
      beds: '0',
      status: [],
    });
    // A refine filter and two statuses (a GET form sends a checkbox group as a repeated name).
    await (await $(page, 'select[name="ls-beds"]')).select('3');
    await (await $(page, 'input[name="ls-status"][value="Active"]')).click();
    await (await $(page, 'input[name="ls-status"][value="Sold"]')).click();
    await submit(page, 'button.submit');
    assert.equal(new URL(page.url()).searchParams.get('ls-beds'), '3');
    assert.deepEqual(new URL(page.url()).searchParams.getAll('ls-status').filter(Boolean), ['Active', 'Sold']);
    assert.deepEqual(await shown(page), {
      heading: '1–2 of 3 homes',
      addresses: ['4 Rent Row', '2 Rent Row'],
      city: 'austin',
      type: 'for_rent',
      beds: '3',
      status: ['Active', 'Sold'],
    });
    // The pager is the element's own (no links below it), visible, and its next button pages the same search.
    assert.equal(await page.$$eval('noscript', (all) => all.length), 0);
    const next = await $(page, 'nav[part=pagination] button.next');
    assert.equal(await next.evaluate((button) => getComputedStyle(button).visibility), 'visible');
    await submit(page, 'nav[part=pagination] button.next');
    assert.equal(new URL(page.url()).searchParams.get('ls-page'), '2');
    assert.deepEqual(await shown(page), {
      heading: '3–3 of 3 homes',
      addresses: ['1 Rent Row'],
      city: 'austin',
      type: 'for_rent',
      beds: '3',
      status: ['Active', 'Sold'],
    });
    // A new search starts at page 1: Sold unchecked (the group sends an empty value, so no status is no filter).
    await (await $(page, 'input[name="ls-status"][value="Sold"]')).click();
    await (await $(page, 'input[name="ls-status"][value="Active"]')).click();
    await submit(page, 'button.submit');
    assert.equal(new URL(page.url()).searchParams.get('ls-page'), null);
    assert.deepEqual((await shown(page)).heading, '1–2 of 3 homes');
    await page.close();
  });

  it('keeps the address’s other parameters through a search without JavaScript (another widget’s, the site’s own)', async () => {
    const { page } = await site.open('/search?page_id=12&two-city=Dallas&ls-type=for_rent&ls-page=2', false);
    const city = await $(page, 'input[name="ls-city"]');
    await city.type('Austin');
    await submit(page, 'button.submit');
    const url = new URL(page.url());
    assert.equal(url.searchParams.get('page_id'), '12');
    assert.equal(url.searchParams.get('two-city'), 'Dallas');
    assert.equal(url.searchParams.get('ls-city'), 'Austin');
    assert.deepEqual(url.searchParams.getAll('ls-type'), ['for_rent'], 'the form’s own field, once');
    assert.equal(url.searchParams.get('ls-page'), null, 'a new search starts at page 1');
    assert.equal((await shown(page)).heading, '1–2 of 4 homes');
    await page.close();
  });

  it('on a phone without JavaScript the refine fields show (the Filters panel needs it); with it, the panel is closed', async () => {
    /** Whether the beds field and the Filters button are drawn, and where the results' heading is. */
    const phone = (page: Page) =>
      page.evaluate(() => {
        const root = document.querySelector('listing-search')!.shadowRoot!;
        return {
          beds: root.querySelector('select[name="ls-beds"]')!.getClientRects().length > 0,
          filters: root.querySelector('button.filters')!.getClientRects().length > 0,
        };
      });
    const off = await browser.newPage();
    await off.setJavaScriptEnabled(false);
    await off.setViewport({ width: 390, height: 844 });
    await off.goto(`${base}/search`, { waitUntil: 'load' });
    assert.deepEqual(await phone(off), { beds: true, filters: false });
    await off.close();
    const on = await browser.newPage();
    await on.setViewport({ width: 390, height: 844 });
    await on.goto(`${base}/search`, { waitUntil: 'load' });
    const top = () =>
      on.evaluate(
        () => document.querySelector('listing-search')!.shadowRoot!.querySelector('h2')!.getBoundingClientRect().top,
      );
    const before = await top();
    assert.deepEqual(await phone(on), { beds: false, filters: true });
    await on.waitForFunction(() => customElements.get('listing-search') !== undefined);
    await on.evaluate(
      () =>
        (document.querySelector('listing-search') as unknown as { updateComplete: Promise<unknown> }).updateComplete,
    );
    assert.deepEqual(await phone(on), { beds: false, filters: true });
    assert.equal(await top(), before, 'nothing moved when the element took over');
    await on.close();
  });

  it('hydrates on a submitted search (no sync-url): the same search, no request, the same card nodes', async () => {
    // (With another parameter of the site's: its hidden field is a node Lit's hydration passes by.)
    const { page, said, lists } = await site.open(
      '/search?ls-city=Austin&ls-type=for_rent&ls-beds=3&ls-page=2&page_id=12',
      true,
    );
    const before = await shown(page);
    await page.evaluate(() => {
      (window as unknown as { before: Element[] }).before = [
        ...document.querySelector('listing-search')!.shadowRoot!.querySelectorAll('ul[role=list] > li'),
      ];
    });
    await page.waitForFunction(() => customElements.get('listing-search') !== undefined);
    await page.evaluate(
      () =>
        (document.querySelector('listing-search') as unknown as { updateComplete: Promise<unknown> }).updateComplete,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.deepEqual(before, {
      heading: '3–3 of 3 homes',
      addresses: ['1 Rent Row'],
      city: 'Austin',
      type: 'for_rent',
      beds: '3',
      status: [],
    });
    assert.deepEqual(await shown(page), before);
    const same = await page.evaluate(() => {
      const now = [...document.querySelector('listing-search')!.shadowRoot!.querySelectorAll('ul[role=list] > li')];
      const before = (window as unknown as { before: Element[] }).before;
      return now.length === 1 && now[0] === before[0];
    });
    assert.equal(same, true, 'the server’s card nodes, taken over');
    assert.deepEqual(lists, []);
    assert.deepEqual(
      said.filter((line) => /Error|mismatch|Refused/i.test(line)),
      [],
    );
    await page.close();
  });

  it('draws a search that finds nothing: the empty state and the form to search again, then hydrates it', async () => {
    /** The empty state as a visitor sees it: its sentences, and whether its buttons show. */
    const empty = (page: Page) =>
      page.evaluate(() => {
        const root = document.querySelector('listing-search')!.shadowRoot!;
        const box = root.querySelector('[part=empty]');
        return {
          heading: root.querySelector('h2')?.textContent,
          says: [...(box?.querySelectorAll('p') ?? [])].map((p) => p.textContent),
          buttons: [...(box?.querySelectorAll('button') ?? [])].map(
            (button) => `${button.textContent!.trim()}: ${getComputedStyle(button).visibility}`,
          ),
        };
      });
    // Without JavaScript: the state, its buttons hidden (they need it), and the form searches again.
    const off = await site.open('/search?ls-city=Nowhere', false);
    assert.deepEqual(await empty(off.page), {
      heading: '0 homes',
      says: ['No homes match these filters.', 'Try other filters, or clear them.'],
      buttons: ['Nowhere ✕: hidden', 'Clear filters: hidden'],
    });
    const city = await $(off.page, 'input[name="ls-city"]');
    await city.click({ count: 3 });
    await city.type('Austin');
    await submit(off.page, 'button.submit');
    assert.equal(new URL(off.page.url()).searchParams.get('ls-city'), 'Austin');
    assert.equal((await shown(off.page)).addresses.length, 2);
    await off.page.close();

    // With JavaScript: the same nodes taken over, no search for the page drawn (only the empty state's cities),
    // then the buttons show and work.
    const { page, said, lists } = await site.open('/search?ls-city=Nowhere', true);
    await page.evaluate(() => {
      (window as unknown as { box: Element }).box = document
        .querySelector('listing-search')!
        .shadowRoot!.querySelector('[part=empty]')!;
    });
    await page.waitForFunction(() => customElements.get('listing-search') !== undefined);
    await page.waitForFunction(() =>
      document.querySelector('listing-search')!.shadowRoot!.querySelector('[part=empty] button.city'),
    );
    assert.equal(
      await page.evaluate(
        () =>
          document.querySelector('listing-search')!.shadowRoot!.querySelector('[part=empty]') ===
          (window as unknown as { box: Element }).box,
      ),
      true,
      'the server’s empty state, taken over',
    );
    assert.deepEqual(
      lists.map((body) => JSON.parse(body) as Record<string, unknown>),
      [{ SerialNumber: SERIAL, PageSize: 50 }],
    );
    const now = await empty(page);
    assert.deepEqual(now.buttons.slice(0, 2), ['Nowhere ✕: visible', 'Clear filters: visible']);
    assert.ok(now.buttons.includes('Austin: visible'), 'a city with homes is offered');
    await (await $(page, '[part=empty] button.clear')).click();
    await page.waitForFunction(
      () => document.querySelector('listing-search')!.shadowRoot!.querySelectorAll('ul[role=list] > li').length === 2,
    );
    assert.deepEqual(
      said.filter((line) => /Error|mismatch|Refused/i.test(line)),
      [],
    );
    await page.close();
  });

  it('past the last page without JavaScript, the way back to page 1 works', async () => {
    const { page } = await site.open('/search?ls-type=for_rent&ls-page=9', false);
    const back = await $(page, '[part=empty] button');
    assert.deepEqual(await back.evaluate((button) => [button.textContent, getComputedStyle(button).visibility]), [
      'Go to the first page',
      'visible',
    ]);
    await submit(page, '[part=empty] button');
    assert.equal(new URL(page.url()).searchParams.get('ls-page'), '1');
    assert.equal(new URL(page.url()).searchParams.get('ls-type'), 'for_rent');
    assert.equal((await shown(page)).heading, '1–2 of 5 homes');
    await page.close();
  });

  it('with JavaScript, the form and the pager search in place: no navigation', async () => {
    const { page, said } = await site.open('/search?ls-type=for_rent', true);
    await page.waitForFunction(() => customElements.get('listing-search') !== undefined);
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    const stayed = () => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);
    const heading = (text: string) =>
      page.waitForFunction(
        (t) => document.querySelector('listing-search')!.shadowRoot!.querySelector('h2')!.textContent === t,
        {},
        text,
      );
    await (await $(page, 'input[name="ls-city"]')).type('Austin');
    await (await $(page, 'button.submit')).click();
    await heading('1–2 of 4 homes');
    await (await $(page, 'nav[part=pagination] button.next')).click();
    await heading('3–4 of 4 homes');
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(await stayed(), true, 'the page did not navigate');
    assert.equal(page.url(), `${base}/search?ls-type=for_rent`);
    assert.deepEqual(
      said.filter((line) => /Error|mismatch|Refused/i.test(line)),
      [],
    );
    await page.close();
  });
});
