// A realtor's page with a `<listing-search>` tag, passing through the SSR handler in Node (rewritten by
// nodeRewriter, the real sandbox behind it over real HTTP), in Chromium. Without JavaScript the
// first results, their links and the pager (links) work; with the page's script the element takes over
// the server's DOM: no RealEstateList request for the page drawn, the same card nodes, then the pager,
// `listing-select` and the dialog work.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'puppeteer-core';
import { createSsrHandler } from '../../src/ssr/index.js';
import { nodeRewriter } from '../../src/ssr/node.js';
import { listingPath } from '../../src/ssr/slug.js';
import { type BrowserSite, HOSTILE, SERIAL, SESSION, type World, startBrowserSite, startWorld } from './fixture.js';

/**
 * The realtor's page as its own server sends it: a tag, nothing drawn. The tag shows no form (`controls=""`): its
 * pager gets the server's links (with a form, the pager's buttons submit it: search-form.node.test.ts).
 */
const realtorPage = (api: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Homes for sale</title></head>
<body><h1>Our homes</h1>
<listing-search serial-number="${SERIAL}" session-key="${SESSION}" api-base="${api}" page-size="2" controls=""></listing-search>
<listing-search serial-number="another-chatbot" api-base="${api}"></listing-search>
</body></html>`;

describe('server-rendered <listing-search> in Chromium', () => {
  let world: World;
  let site: BrowserSite;

  before(async () => {
    world = await startWorld();
    site = await startBrowserSite(
      createSsrHandler({
        upstream: world.sandbox.url,
        sessionKey: SESSION,
        serialNumber: SERIAL,
        searchPath: '/search',
        rewrite: nodeRewriter,
        searchScript: '/ssr/listing-search-page.js',
        fallback: async (request) => {
          const path = new URL(request.url).pathname;
          const html =
            path === '/search'
              ? realtorPage(world.sandbox.url)
              : path === '/synced'
                ? `<!doctype html><title>Synced</title><listing-search id="s" sync-url serial-number="${SERIAL}" session-key="${SESSION}" api-base="${world.sandbox.url}" page-size="2"></listing-search>`
                : undefined;
          return html
            ? new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
            : new Response('Not found', { status: 404 });
        },
      }),
      'listing-search-page',
    );
  });
  after(async () => {
    await site?.close();
    await world?.close();
  });

  /** The cards' prices, addresses and links in the first tag's shadow root. */
  const cards = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelector('listing-search')!.shadowRoot!.querySelectorAll('ul[role=list] > li')].map((li) => ({
        address: li.querySelector('.address span')?.textContent ?? '',
        href: (li.querySelector('a.hit') as HTMLAnchorElement | null)?.pathname ?? null,
      })),
    );

  /** Whether the element's pager (buttons) is visible, and whether the server's pager of links is shown. */
  const pagers = (page: Page) =>
    page.evaluate(() => {
      const nav = document.querySelector('listing-search')!.shadowRoot!.querySelector('nav[part=pagination]')!;
      const links = document.querySelector('.listing-search-pager a[rel=next]') as HTMLElement | null;
      return { buttons: getComputedStyle(nav).visibility, links: !!links && links.getClientRects().length > 0 };
    });

  it('shows the first results without JavaScript: cards that link to their pages, a pager of links', async () => {
    const { oak, hostile, pine, gone } = world.listings;
    const { page } = await site.open('/search', false);
    assert.deepEqual(await cards(page), [
      { address: '12 Oak Street', href: listingPath(oak) },
      { address: HOSTILE, href: listingPath(hostile) },
    ]);
    // Hostile text stayed text: no element or handler came of it, and the embedded data reads back as it was.
    const injected = await page.evaluate(
      () => document.querySelectorAll('svg[onload], script:not([src]):not([type])').length,
    );
    assert.equal(injected, 0);
    const data = await page.$eval('listing-search > script[data-listing-search]', (s) => JSON.parse(s.textContent!));
    assert.equal(data.result.items[1].address, HOSTILE);
    assert.equal(await page.title(), 'Homes for sale');
    // The tag for another chatbot is left for the browser.
    assert.equal(await page.$eval('listing-search[serial-number=another-chatbot]', (el) => el.shadowRoot), null);
    // The heading says where the visitor is; the element's pager draws page 1 of 2.
    const heading = await page.evaluate(
      () => document.querySelector('listing-search')!.shadowRoot!.querySelector('h2')!.textContent,
    );
    assert.equal(heading, '1–2 of 4 homes');
    // Only the pager that works shows: the element's buttons (dead without JavaScript) are hidden, the links are not.
    assert.deepEqual(await pagers(page), { buttons: 'hidden', links: true });
    // Next (a link without JavaScript): page 2, drawn by the server.
    await Promise.all([page.waitForNavigation(), page.click('.listing-search-pager a[rel=next]')]);
    assert.equal(new URL(page.url()).searchParams.get('ls-page'), '2');
    assert.deepEqual(await cards(page), [
      { address: '7 Pine Road', href: listingPath(pine) },
      { address: '3 Gone Lane', href: listingPath(gone) },
    ]);
    assert.equal(await page.$$eval('.listing-search-pager a[rel=next]', (links) => links.length), 0);
    // A card is a real link to its listing's page.
    await Promise.all([
      page.waitForNavigation(),
      page.evaluate(() =>
        (document.querySelector('listing-search')!.shadowRoot!.querySelector('a.hit') as HTMLElement).click(),
      ),
    ]);
    assert.equal(new URL(page.url()).pathname, listingPath(pine));
    assert.match(await page.title(), /7 Pine Road/);
    await page.close();
  });

  it('hydrates: no request for the page drawn, the same card nodes, then the pager, events and the dialog', async () => {
    const { page, said, lists } = await site.open('/search', true);
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
    const same = await page.evaluate(() => {
      const now = [...document.querySelector('listing-search')!.shadowRoot!.querySelectorAll('ul[role=list] > li')];
      const before = (window as unknown as { before: Element[] }).before;
      return now.length === 2 && now.every((li, i) => li === before[i]);
    });
    assert.equal(same, true, 'the server’s card nodes, taken over');
    // The element's pager works now: it shows (the links are for pages without JavaScript).
    assert.deepEqual(await pagers(page), { buttons: 'visible', links: false });
    // Only the other chatbot's tag asked for its results.
    await page.waitForFunction(() => document.querySelectorAll('listing-search')[1]!.shadowRoot?.querySelector('h2'));
    assert.equal(lists.filter((body) => body.includes(SERIAL)).length, 0, lists.join('\n'));
    // listing-select fires from a server-drawn card (cancelled here: the link is not followed).
    const selected = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('listing-select', (event) => {
            event.preventDefault();
            resolve((event as CustomEvent<{ listing: { address: string } }>).detail.listing.address);
          });
          (document.querySelector('listing-search')!.shadowRoot!.querySelector('a.hit') as HTMLElement).click();
        }),
    );
    assert.equal(selected, '12 Oak Street');
    // The dialog opens on a listing.
    await page.evaluate(() =>
      (document.querySelector('listing-search') as unknown as { openListing(id: number): boolean }).openListing(
        Number(
          document
            .querySelector('listing-search')!
            .shadowRoot!.querySelector('a.hit')!
            .getAttribute('href')!
            .match(/homes\/(\d+)/)![1],
        ),
      ),
    );
    await page.waitForFunction(() =>
      document
        .querySelector('listing-search')!
        .shadowRoot!.querySelector('listing-detail')
        ?.shadowRoot?.querySelector('dialog[open]'),
    );
    await page.keyboard.press('Escape');
    // The pager's next: page 2 through the API.
    await page.evaluate(() =>
      (document.querySelector('listing-search')!.shadowRoot!.querySelector('button.next') as HTMLElement).click(),
    );
    await page.waitForFunction(
      () => document.querySelector('listing-search')!.shadowRoot!.querySelector('h2')!.textContent === '3–4 of 4 homes',
    );
    assert.equal(lists.filter((body) => body.includes(SERIAL)).length, 1);
    assert.deepEqual(
      said.filter((line) => /Error|mismatch|Refused/i.test(line)),
      [],
    );
    await page.close();
  });

  it('hydrates a sync-url tag on the page the address names, with no request for it', async () => {
    const { page, said, lists } = await site.open('/synced?s-page=2', true);
    await page.waitForFunction(() => customElements.get('listing-search') !== undefined);
    await page.evaluate(
      () =>
        (document.querySelector('listing-search') as unknown as { updateComplete: Promise<unknown> }).updateComplete,
    );
    const heading = () =>
      page.evaluate(() => document.querySelector('listing-search')!.shadowRoot!.querySelector('h2')!.textContent);
    assert.equal(await heading(), '3–4 of 4 homes');
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(lists.length, 0, lists.join('\n'));
    // Back to page 1 through the pager: one request, and the address follows.
    await page.evaluate(() =>
      (document.querySelector('listing-search')!.shadowRoot!.querySelector('button.prev') as HTMLElement).click(),
    );
    await page.waitForFunction(
      () => document.querySelector('listing-search')!.shadowRoot!.querySelector('h2')!.textContent === '1–2 of 4 homes',
    );
    assert.equal(lists.length, 1);
    assert.equal(new URL(page.url()).searchParams.get('s-page'), null);
    assert.deepEqual(
      said.filter((line) => /Error|mismatch|Refused/i.test(line)),
      [],
    );
    await page.close();
  });
});
