// Server-rendered listing pages in Chromium, served by the SSR handler in Node (real HTTP, the real
// sandbox behind it) under its own strict CSP: without JavaScript the detail, the links and the 410's
// cards are there; with the page's script the element hydrates (the same nodes, no second drawing) and
// the gallery, Share and Ask work. No CSP violation either way.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'puppeteer-core';
import { createSsrHandler } from '../../src/ssr/index.js';
import { listingPath } from '../../src/ssr/slug.js';
import { type BrowserSite, SERIAL, SESSION, type World, startBrowserSite, startWorld } from './fixture.js';

describe('listing pages in Chromium', () => {
  let world: World;
  let site: BrowserSite;
  let browser: Browser;
  let base: string;

  before(async () => {
    world = await startWorld();
    site = await startBrowserSite(
      createSsrHandler({
        upstream: world.sandbox.url,
        sessionKey: SESSION,
        serialNumber: SERIAL,
        script: '/ssr/listing-page.js',
        searchPath: '/search',
        ask: true,
        // Every request sees the sandbox as it is now (the 410 test deletes a listing).
        cache: { cacheSeconds: 0, staleWhileRevalidateSeconds: 0 },
      }),
      'listing-page',
    );
    ({ base, browser } = site);
  });
  after(async () => {
    await site?.close();
    await world?.close();
  });

  /** A page at `path`, with what it said in the console (CSP violations are said there). */
  async function open(path: string, javascript: boolean): Promise<{ page: Page; console: string[] }> {
    const page = await browser.newPage();
    const said: string[] = [];
    page.on('console', (message) => said.push(message.text()));
    page.on('pageerror', (error) => said.push(String(error)));
    await page.setJavaScriptEnabled(javascript);
    await page.goto(`${base}${path}`, { waitUntil: 'load' });
    return { page, console: said };
  }

  const inDetail = (page: Page, selector: string) =>
    page.evaluate(
      (s) => document.querySelector('listing-detail')!.shadowRoot!.querySelector(s)?.textContent?.trim() ?? null,
      selector,
    );

  it('shows the detail without JavaScript, styled, under the strict CSP', async () => {
    const { page, console: said } = await open(listingPath(world.listings.oak), false);
    assert.equal(await inDetail(page, '.price'), '$450,000');
    assert.equal(await inDetail(page, '.nav span'), 'Photo 1 of 2');
    // The element's own styles applied (allowed by their hashes): the facts are a grid.
    const display = await page.evaluate(
      () => getComputedStyle(document.querySelector('listing-detail')!.shadowRoot!.querySelector('dl')!).display,
    );
    assert.equal(display, 'grid');
    assert.equal(await page.$eval('a.back', (a) => (a as HTMLAnchorElement).pathname), '/search');
    assert.deepEqual(
      said.filter((line) => /Content Security Policy|Refused/i.test(line)),
      [],
    );
    await page.close();
  });

  it('hydrates with the script: the same nodes, then the gallery, Share and Ask work', async () => {
    const { page, console: said } = await open(listingPath(world.listings.oak), true);
    await page.evaluate(() => {
      (window as unknown as { before: Element }).before = document
        .querySelector('listing-detail')!
        .shadowRoot!.querySelector('article')!;
    });
    await page.waitForFunction(() => customElements.get('listing-detail') !== undefined);
    await page.evaluate(
      () =>
        (document.querySelector('listing-detail') as unknown as { updateComplete: Promise<unknown> }).updateComplete,
    );
    const same = await page.evaluate(
      () =>
        (window as unknown as { before: Element }).before ===
        document.querySelector('listing-detail')!.shadowRoot!.querySelector('article'),
    );
    assert.equal(same, true, 'hydrated, not drawn again');
    const articles = await page.evaluate(
      () => document.querySelector('listing-detail')!.shadowRoot!.querySelectorAll('article').length,
    );
    assert.equal(articles, 1, 'no second drawing beside the server’s');
    await page.evaluate(() =>
      (document.querySelector('listing-detail')!.shadowRoot!.querySelector('button.next') as HTMLButtonElement).click(),
    );
    await page.waitForFunction(
      () =>
        document.querySelector('listing-detail')!.shadowRoot!.querySelector('.nav span')!.textContent ===
        'Photo 2 of 2',
    );
    // Share: headless Chromium has no share sheet; the link is copied, or offered to copy by hand: the canonical URL.
    await page.evaluate(() =>
      (
        document.querySelector('listing-detail')!.shadowRoot!.querySelector('button.share') as HTMLButtonElement
      ).click(),
    );
    await page.waitForFunction(() => {
      const root = document.querySelector('listing-detail')!.shadowRoot!;
      return root.querySelector('.shared')!.textContent!.trim() !== '' || root.querySelector('.copy-by-hand input');
    });
    const shared = await page.evaluate(() => {
      const root = document.querySelector('listing-detail')!.shadowRoot!;
      return (
        (root.querySelector('.copy-by-hand input') as HTMLInputElement | null)?.value ??
        root.querySelector('.shared')!.textContent!.trim()
      );
    });
    assert.ok(shared === 'Link copied' || shared === `${base}${listingPath(world.listings.oak)}`, shared);
    const asked = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('listing-ask', (event) =>
            resolve((event as CustomEvent<{ question: string }>).detail.question),
          );
          (
            document.querySelector('listing-detail')!.shadowRoot!.querySelector('button.ask') as HTMLButtonElement
          ).click();
        }),
    );
    assert.match(asked, /12 Oak Street/);
    assert.deepEqual(
      said.filter((line) => /Content Security Policy|Refused|Error|mismatch/i.test(line)),
      [],
    );
    await page.close();
  });

  it('links the 410 page’s similar homes to their pages, which open without JavaScript', async () => {
    const { gone, oak, pine } = world.listings;
    const first = await open(listingPath(gone), false);
    assert.match(await first.page.title(), /3 Gone Lane/);
    await first.page.close();
    await world.admin.deleteListings({ SerialNumber: SERIAL, KeyType: 'Native', Keys: [String(gone.id)] });
    const { page } = await open(listingPath(gone), false);
    assert.equal(await page.$eval('h1', (h) => h.textContent), 'This home is no longer on the market');
    const links = await page.evaluate(() =>
      [...document.querySelectorAll('listing-card')].map(
        (card) => (card.shadowRoot!.querySelector('a.hit') as HTMLAnchorElement).pathname,
      ),
    );
    assert.deepEqual(new Set(links), new Set([listingPath(oak), listingPath(pine)]));
    await Promise.all([
      page.waitForNavigation(),
      page.evaluate(() =>
        (document.querySelector('listing-card')!.shadowRoot!.querySelector('a.hit') as HTMLAnchorElement).click(),
      ),
    ]);
    assert.match(await page.title(), /^\$450,000 · \d+ (Oak Street|Pine Road), Austin, TX 78701 \| 127\.0\.0\.1$/);
    await page.close();
  });
});
