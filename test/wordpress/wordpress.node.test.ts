/**
 * The WordPress plug-in on a real WordPress (Debian's 6.1, php -S, a private MariaDB), installed from
 * dist/realty-elements-wordpress.zip, with the sandbox as its API, in Chromium: the block's results with and
 * without JavaScript, listing pages (title, meta, JSON-LD equal to structured-data.ts's), the sitemap, the
 * settings page, the back office saving through the REST proxy, the proxy's 403s, hostile listing text kept
 * as text, and the secret key in no HTML. Needs `npm run build` first.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import type { Browser, HTTPResponse, Page } from 'puppeteer-core';
import { launchChromium } from '../../scripts/launch-chromium.mjs';
import { DEMO_CHATBOT, DEMO_WORKSPACE, type RunningSandbox, startSandbox } from 'realty-elements-sandbox';
import { normalizeListings } from '../../src/api/normalize.js';
import { itemList } from '../../src/elements/listing-search/structured-data.js';
import { PLUGIN_SOURCE, type Site, phpString, startWordPress } from '../../scripts/wordpress-site.js';
import { settings } from '../support/property.js';

const SECRET = DEMO_WORKSPACE.secretKey;
const HOSTILE = {
  Address: '"><svg onload=alert(1)> 1 Elm St',
  City: 'Line\u2028Sep',
  Description: 'Nice </script><script>alert(2)</script> <!-- and \u2028 more & <b>bold</b>',
};

/** wp-admin pages are ready to use at DOMContentLoaded; their last images and scripts need not be waited for. */
const ADMIN_LOAD = { waitUntil: 'domcontentloaded', timeout: 60_000 } as const;

let sandbox: RunningSandbox;
let site: Site;
let browser: Browser;
/** Every HTML or JSON body the browser received, to look for the secret key in. */
const bodies: string[] = [];
let hostileId = 0;

async function api(operation: string, body: unknown): Promise<{ Success: boolean; Data: unknown }> {
  const response = await fetch(`${sandbox.url}/chat/Chatbot/${operation}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: SECRET },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { Success: boolean; Data: unknown };
}

/** A page in a context of its own (its own cookies: one user per context). */
async function newPage(): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  // tsx names the functions it compiles with a helper the page does not have.
  await page.evaluateOnNewDocument('globalThis.__name = (fn) => fn;');
  // Offline and deterministic: only this machine's servers answer (wp-admin asks gravatar.com for avatars).
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (/^(https?:\/\/127\.0\.0\.1[:/]|data:|blob:)/.test(request.url())) void request.continue();
    else void request.abort();
  });
  page.on('response', (response: HTTPResponse) => {
    const type = response.headers()['content-type'] ?? '';
    if (/html|json|xml/.test(type) && response.status() !== 301 && response.status() !== 302)
      response.text().then(
        (text) => bodies.push(text),
        () => undefined,
      );
  });
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
  return page;
}

async function logIn(page: Page, user: { user: string; password: string }): Promise<void> {
  await page.goto(`${site.url}/wp-login.php`);
  await page.type('#user_login', user.user);
  await page.type('#user_pass', user.password);
  await Promise.all([page.waitForNavigation(ADMIN_LOAD), page.click('#wp-submit')]);
}

/** The records RealEstateList answers for the whole chatbot (for the TypeScript side of the comparisons). */
async function allRecords(): Promise<unknown[]> {
  const records: unknown[] = [];
  for (let page = 1; ; page++) {
    const response = await fetch(`${sandbox.url}/chat/Chatbot/RealEstateList`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'chatrobot-sessionkey': DEMO_WORKSPACE.sessionKey },
      body: JSON.stringify({ SerialNumber: DEMO_CHATBOT, PageNumber: page, PageSize: 100 }),
    });
    const list = ((await response.json()) as { Data: { List: unknown[] } }).Data.List;
    records.push(...list);
    if (list.length < 100) return records;
  }
}

before(async () => {
  sandbox = await startSandbox({ memory: true });
  const created = await api('RealEstateCreate', {
    SerialNumber: DEMO_CHATBOT,
    SaleType: 'for_sale',
    Status: 'Active',
    CurrencySymbol: '$',
    PropertyType: 'House',
    Bedrooms: 2,
    Bathrooms: 1,
    Url: 'https://realtor.example/hostile',
    MLSNumber: 'HOSTILE-1',
    YearBuilt: 1999,
    DaysOnMarket: 1,
    LotArea: 0,
    BuildingArea: 900,
    ParkingSpots: 0,
    AreaUnit: 'Square Feet',
    ...HOSTILE,
    SalePrice: 123456,
  });
  assert.equal(created.Success, true, JSON.stringify(created));
  hostileId = Number(created.Data);
  site = await startWordPress({
    sandbox: {
      url: sandbox.url,
      chatbot: DEMO_CHATBOT,
      sessionKey: DEMO_WORKSPACE.sessionKey,
      secretKey: SECRET,
    },
  });
  site.php(`
    wp_insert_post(['post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Homes', 'post_name' => 'search',
      'post_content' => '<!-- wp:realty-elements/listing-search {"pageSize":6,"saleType":"for_sale"} /-->']);
    wp_insert_post(['post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Rentals', 'post_name' => 'rentals',
      'post_content' => '[listing_search sale-type="for_rent" page_size="4" color-scheme="purple"]']);
  `);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await site?.stop();
  await sandbox?.close();
});

describe('the WordPress plug-in', () => {
  it('renders the first page on the server: links to listing pages, prices, facts, without JavaScript', async () => {
    const page = await newPage();
    await page.setJavaScriptEnabled(false);
    await page.goto(`${site.url}/search/`);
    const cards = await page.$$eval('listing-search .realty-elements-card', (items) =>
      items.map((item) => ({
        href: item.querySelector('a')!.href,
        name: item.querySelector('a')!.textContent,
        price: item.querySelector('.realty-elements-price')!.textContent,
        facts: item.querySelector('.realty-elements-facts')?.textContent,
      })),
    );
    assert.equal(cards.length, 6);
    for (const card of cards) {
      assert.match(card.href, new RegExp(`^${site.url}/homes/\\d+-[a-z0-9-]+/$`));
      assert.match(card.price!, /^\$[\d,]+$/, 'sales: a price without /mo');
      assert.match(card.facts!, /beds?|Studio/);
    }
    const attributes = await page.$eval('listing-search', (el) =>
      Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])),
    );
    assert.deepEqual(attributes, {
      'serial-number': DEMO_CHATBOT,
      'session-key': DEMO_WORKSPACE.sessionKey,
      'api-base': sandbox.url,
      lang: 'en',
      'sale-type': 'for_sale',
      'page-size': '6',
    });
    // The bundle is the plug-in's own copy, as a module, on this page only.
    const scripts = await page.$$eval('script[src*="listing-search"]', (items) =>
      items.map((item) => [item.getAttribute('type'), (item as HTMLScriptElement).src]),
    );
    assert.deepEqual(scripts, [
      ['module', `${site.url}/wp-content/plugins/realty-elements/assets/cdn/listing-search.js?ver=0.1.0`],
    ]);
    await page.goto(`${site.url}/wp-login.php`);
    assert.equal(await page.$('script[src*="listing-search"]'), null, 'not enqueued where unused');
    await page.browserContext().close();
  });

  it('lets the element take over in the browser: the sandbox answers it', async () => {
    const page = await newPage();
    await page.goto(`${site.url}/search/`);
    await page.waitForFunction(
      () => (document.querySelector('listing-search')?.shadowRoot?.querySelectorAll('[part~="card"]').length ?? 0) > 0,
      { timeout: 60_000 },
    );
    const count = await page.$eval('listing-search', (el) => el.shadowRoot!.querySelectorAll('[part~="card"]').length);
    assert.equal(count, 6);
    // The server's list is in the light DOM, which the element's shadow root does not show.
    assert.equal(
      await page.$eval('listing-search .realty-elements-results', (el) => (el as HTMLElement).offsetParent),
      null,
    );
    await page.browserContext().close();
  });

  it('renders on the server the same first page the element then draws, with status, tours and sort', async () => {
    const shortcodes = [
      '[listing_search status="Active PreOnMarket" tours="open-house" sort="price-desc" page-size="8"]',
      '[listing_search status="Sold" sort="days-asc" page="2" page-size="7"]',
      '[listing_search sale-type="for_sale" tours="3d" sort="beds-desc" page-size="9"]',
      '[listing_search status="PreOnMarket Active" sort="area-desc" page-size="10"]',
      '[listing_search sale-type="for_rent" sort="price-asc" status="Active" page-size="6"]',
    ];
    const records = normalizeListings(await allRecords()).items;
    for (const [n, shortcode] of shortcodes.entries()) {
      site.php(`wp_insert_post(['post_type' => 'page', 'post_status' => 'publish', 'post_name' => 'refined-${n}',
        'post_title' => 'Refined', 'post_content' => ${phpString(shortcode)}]);`);
      const page = await newPage();
      try {
        await page.goto(`${site.url}/refined-${n}/`);
        const served = await page.$$eval('listing-search .realty-elements-card a', (links) =>
          links.map((link) => Number(/\/homes\/(\d+)-/.exec((link as HTMLAnchorElement).href)![1])),
        );
        await page.waitForFunction(
          () =>
            (document.querySelector('listing-search')?.shadowRoot?.querySelectorAll('[part~="card"]').length ?? 0) > 0,
          { timeout: 60_000 },
        );
        const drawn = await page.$eval('listing-search', (el) =>
          [...el.shadowRoot!.querySelectorAll('[part~="card"]')].map(
            (card) => (card as unknown as { listing: { id: number } }).listing.id,
          ),
        );
        assert.ok(served.length > 1, `${shortcode}: a list worth comparing (${served.length})`);
        assert.deepEqual(served, drawn, shortcode);
        // The order is the sort's, not the server's: the page is not the newest-first order of the same listings.
        const newest = records.filter((item) => served.includes(item.id)).map((item) => item.id);
        if (!shortcode.includes('beds-desc')) assert.notDeepEqual(served, newest, `${shortcode}: sorted`);
      } finally {
        // Closed even when an assertion fails: an open page would go on loading from the sandbox.
        await page.browserContext().close();
      }
    }
  });

  it("keeps ties in the API's order (newest first) on the server, as the element does, for every sort", async () => {
    // Four listings equal in every sort's value between a cheaper and a dearer one, in a city of their own.
    let made = 0;
    const listing = (price: number, beds: number, area: number, days: number) => ({
      SerialNumber: DEMO_CHATBOT,
      SaleType: 'for_sale',
      Status: 'Active',
      CurrencySymbol: '$',
      PropertyType: 'House',
      Address: `${price} Tie St`,
      City: 'Tieville',
      Bedrooms: beds,
      Bathrooms: 1,
      Url: 'https://realtor.example/tie',
      MLSNumber: `TIE-${++made}`,
      YearBuilt: 2000,
      DaysOnMarket: days,
      LotArea: 0,
      BuildingArea: area,
      ParkingSpots: 0,
      AreaUnit: 'Square Feet',
      SalePrice: price,
    });
    for (const body of [
      listing(200_000, 2, 900, 9),
      ...Array.from({ length: 4 }, () => listing(300_000, 3, 1500, 5)),
      listing(400_000, 4, 2000, 1),
    ]) {
      const created = await api('RealEstateCreate', body);
      assert.equal(created.Success, true, JSON.stringify(created));
    }
    const apiOrder = normalizeListings(await allRecords()).items.filter((item) => item.city === 'Tieville');
    assert.equal(apiOrder.length, 6);
    const value = {
      'price-asc': 'price',
      'price-desc': 'price',
      'beds-desc': 'bedrooms',
      'area-desc': 'area',
      'days-asc': 'daysOnMarket',
    } as const;
    for (const [n, sort] of (Object.keys(value) as (keyof typeof value)[]).entries()) {
      const sign = sort.endsWith('-asc') ? 1 : -1;
      // Array.prototype.sort is stable: ties stay in the API's order.
      const expected = [...apiOrder]
        .sort((a, b) => sign * ((a[value[sort]] as number) - (b[value[sort]] as number)))
        .map((item) => item.id);
      const shortcode = `[listing_search city="Tieville" sort="${sort}" page-size="10"]`;
      site.php(`wp_insert_post(['post_type' => 'page', 'post_status' => 'publish', 'post_name' => 'ties-${n}',
        'post_title' => 'Ties', 'post_content' => ${phpString(shortcode)}]);`);
      const page = await newPage();
      try {
        await page.goto(`${site.url}/ties-${n}/`);
        const served = await page.$$eval('listing-search .realty-elements-card a', (links) =>
          links.map((link) => Number(/\/homes\/(\d+)-/.exec((link as HTMLAnchorElement).href)![1])),
        );
        assert.deepEqual(served, expected, `${shortcode}: served`);
        await page.waitForFunction(
          () =>
            (document.querySelector('listing-search')?.shadowRoot?.querySelectorAll('[part~="card"]').length ?? 0) > 0,
          { timeout: 60_000 },
        );
        const drawn = await page.$eval('listing-search', (el) =>
          [...el.shadowRoot!.querySelectorAll('[part~="card"]')].map(
            (card) => (card as unknown as { listing: { id: number } }).listing.id,
          ),
        );
        assert.deepEqual(drawn, expected, `${shortcode}: drawn`);
      } finally {
        await page.browserContext().close();
      }
    }
  });

  it("breaks every tie of its sort by the API's order, so no two listings compare equal (usort is stable only from PHP 8)", () => {
    // PHP 7.4, which the plug-in declares, may swap rows its comparator calls equal: it must call none equal.
    const compare = site.php(`
      $rows = [ [ 'a', 5, 0 ], [ 'b', 5, 1 ], [ 'c', null, 2 ], [ 'd', null, 3 ] ];
      $out  = [];
      foreach ( [ 1, -1 ] as $sign ) {
        foreach ( [ [ 0, 1 ], [ 1, 0 ], [ 2, 3 ], [ 3, 2 ], [ 0, 2 ], [ 2, 0 ] ] as $pair ) {
          $out[] = realty_elements_sort_compare( $rows[ $pair[0] ], $rows[ $pair[1] ], $sign );
        }
      }
      echo wp_json_encode( $out );`);
    assert.deepEqual(JSON.parse(compare), [-1, 1, -1, 1, -1, 1, -1, 1, -1, 1, -1, 1]);
  });

  it("registers the block from block.json (apiVersion 3, render.php, the manifest's attributes), none added in PHP", () => {
    const registered = JSON.parse(
      site.php(`$type = WP_Block_Type_Registry::get_instance()->get_registered('realty-elements/listing-search');
        echo wp_json_encode([ $type->api_version, array_keys( $type->attributes ), is_callable( $type->render_callback ), $type->editor_script ]);`),
    ) as [number, string[], boolean, string];
    const metadata = JSON.parse(readFileSync(join(PLUGIN_SOURCE, 'blocks/listing-search/block.json'), 'utf8')) as {
      attributes: Record<string, unknown>;
      render: string;
    };
    const elements = JSON.parse(readFileSync(join(PLUGIN_SOURCE, 'assets/elements.json'), 'utf8')) as {
      name: string;
    }[];
    const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    assert.deepEqual(
      Object.keys(metadata.attributes),
      elements.map((attribute) => camel(attribute.name)),
    );
    assert.equal(metadata.render, 'file:./render.php');
    assert.equal(registered[0], 3);
    // WordPress's own: className (customClassName), style (spacing), lock.
    assert.deepEqual(registered[1].sort(), [...Object.keys(metadata.attributes), 'className', 'style', 'lock'].sort());
    assert.equal(registered[2], true);
    assert.equal(registered[3], 'realty-elements-listing-search-editor-script');
    assert.doesNotMatch(
      readFileSync(join(PLUGIN_SOURCE, 'includes/front.php'), 'utf8'),
      /register_block_type\([^;]*attributes/,
    );
  });

  it('puts the block supports on the element: an additional CSS class and spacing', async () => {
    site.php(`wp_insert_post(['post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Supports', 'post_name' => 'supports',
      'post_content' => '<!-- wp:realty-elements/listing-search {"pageSize":3,"className":"featured-homes wide","style":{"spacing":{"padding":{"top":"12px"},"margin":{"bottom":"2rem"}}}} /-->']);`);
    const page = await newPage();
    try {
      await page.setJavaScriptEnabled(false);
      await page.goto(`${site.url}/supports/`);
      const attributes = await page.$eval('listing-search', (el) =>
        Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])),
      );
      assert.deepEqual(attributes, {
        'serial-number': DEMO_CHATBOT,
        'session-key': DEMO_WORKSPACE.sessionKey,
        'api-base': sandbox.url,
        lang: 'en',
        'page-size': '3',
        class: 'featured-homes wide',
        style: 'padding-top:12px;margin-bottom:2rem;',
      });
      assert.equal((await page.$$('listing-search .realty-elements-card')).length, 3);
    } finally {
      await page.browserContext().close();
    }
  });

  it('checks shortcode attributes: a bad value is left out and named to editors, never to visitors', async () => {
    const html = await (await fetch(`${site.url}/rentals/`)).text();
    assert.match(html, /<listing-search [^>]*sale-type="for_rent"[^>]*page-size="4"/);
    assert.doesNotMatch(html, /color-scheme=/);
    assert.doesNotMatch(html, /realty-elements-notice/);
    assert.match(html, /\/mo</, 'rents per month');
    // Not site.php: the shortcode asks the sandbox, which lives in this process and must go on answering.
    const notice = await site.phpAsync(`
      wp_set_current_user(1);
      echo do_shortcode('[listing_search color-scheme="purple" page-size="many" nonsense="1"]');
    `);
    assert.match(notice, /color-scheme must be one of auto, light, dark, not &quot;purple&quot;/);
    assert.match(notice, /page-size must be a number, not &quot;many&quot;/);
    assert.match(notice, /There is no attribute nonsense/);
  });

  it('serves a page per listing: title, description, canonical, Open Graph, JSON-LD equal to structured-data.ts', async () => {
    const records = await allRecords();
    const { items } = normalizeListings(records);
    const listing = items.find((item) => item.saleType === 'for_rent' && item.latitude !== undefined)!;
    const page = await newPage();
    await page.setJavaScriptEnabled(false);
    const response = await page.goto(`${site.url}/homes/${listing.id}/`);
    assert.equal(response!.status(), 200);
    const url = page.url();
    assert.match(url, new RegExp(`/homes/${listing.id}-[a-z0-9-]+/$`), 'redirected to the one address');
    const head = await page.evaluate(() => ({
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
      ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content'),
      ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute('content'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent),
      h1: document.querySelector('main h1')?.textContent,
      header: Boolean(document.querySelector('header .wp-block-site-title')),
      back: document.querySelector<HTMLAnchorElement>('a.realty-elements-back')?.href,
    }));
    const name = `${listing.address}, ${listing.city}, ${listing.state} ${listing.zip}`;
    assert.equal(head.h1, name);
    assert.match(
      head.title,
      new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} – \\$[\\d,]+/mo \\| Realty Elements test site$`),
    );
    assert.match(head.description!, /^\$[\d,]+\/mo · /);
    assert.ok(head.description!.length <= 160);
    assert.equal(head.canonical, url);
    assert.equal(head.ogUrl, url);
    assert.equal(head.ogTitle, name);
    assert.equal(head.ogImage, listing.images[0]);
    assert.equal(head.header, true, "the theme's header is around it");
    assert.equal(head.back, `${site.url}/search/`, 'the search is a click away');
    assert.equal(head.jsonLd.length, 1);
    const expected = itemList([listing], () => url, 'Square Feet').itemListElement[0]!.item;
    assert.deepEqual(JSON.parse(head.jsonLd[0]!), { '@context': 'https://schema.org', ...expected });
    assert.equal((await fetch(`${site.url}/homes/999999-nowhere/`)).status, 404);
    await page.browserContext().close();
  });

  it('builds the same schema.org ItemList in PHP as structured-data.ts, for every listing', async () => {
    const records = await allRecords();
    const { items } = normalizeListings(records);
    assert.ok(items.length > 100);
    const php = JSON.parse(
      site.php(`
        $items = [];
        foreach (json_decode(${phpString(JSON.stringify(records))}, true) as $record) {
          $listing = realty_elements_normalize($record);
          if ($listing) $items[] = $listing;
        }
        echo wp_json_encode([
          'list' => realty_elements_item_list($items, 'realty_elements_listing_url', 'Square Feet'),
          'urls' => array_map(fn($listing) => [$listing['id'], realty_elements_listing_url($listing)], $items),
        ]);
      `),
    ) as { list: unknown; urls: [number, string][] };
    // The pages' addresses are PHP's to make (slugs): the same on both sides, the rest compared.
    const urls = new Map(php.urls);
    const ts = itemList(items, (listing) => urls.get(listing.id), 'Square Feet');
    assert.deepEqual(php.list, JSON.parse(JSON.stringify(ts)));
  });

  it('keeps hostile listing text as text in every PHP output', async () => {
    const page = await newPage();
    const response = await page.goto(`${site.url}/homes/${hostileId}/`);
    assert.equal(response!.status(), 200);
    const html = await response!.text();
    assert.doesNotMatch(html, /<svg onload/i);
    assert.doesNotMatch(html, /<script>alert/);
    const script = /<script type="application\/ld\+json">([^]*?)<\/script>/.exec(html)![1]!;
    assert.doesNotMatch(script, /[\u2028\u2029<>]/, 'no raw line separator or tag in the script');
    const seen = await page.evaluate(() => ({
      svg: document.querySelectorAll('svg[onload]').length,
      scripts: [...document.scripts].filter((s) => s.textContent!.includes('alert')).length,
      h1: document.querySelector('main h1')!.textContent,
      body: document.querySelector('.realty-elements-detail')!.textContent,
      ld: JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!) as {
        description: string;
        name: string;
      },
      description: document.querySelector('meta[name="description"]')!.getAttribute('content'),
    }));
    assert.equal(seen.svg, 0);
    assert.equal(seen.scripts, 1, 'the JSON-LD script alone holds the text, as data');
    assert.ok(seen.h1!.startsWith(HOSTILE.Address));
    assert.ok(seen.body.includes('</script><script>alert(2)</script>'));
    assert.equal(seen.ld.description, HOSTILE.Description);
    assert.ok(seen.ld.name.includes(HOSTILE.City));
    assert.ok(seen.description!.includes('Nice </script><script>alert(2)</script> <!-- and'), seen.description!);
    // The server-rendered list and the shortcode's detail too.
    const detail = await site.phpAsync(`echo do_shortcode('[listing_detail id="${hostileId}"]');`);
    assert.doesNotMatch(detail, /<svg onload|<script>/);
    assert.match(detail, /&quot;&gt;&lt;svg onload=alert\(1\)&gt;/);
    const card = await site.phpAsync(`echo realty_elements_render_card(realty_elements_listing(${hostileId}));`);
    assert.doesNotMatch(card, /<svg onload|<script>/);
    await page.browserContext().close();
  });

  it('gives any listing text a page address that leads back to it, and answers any path under the base (property)', async () => {
    // One PHP run for every generated listing: the plug-in's own URL function on hostile and odd text.
    const listings = fc.sample(
      fc.record({
        id: fc.integer({ min: 1, max: 2 ** 31 }),
        city: fc.oneof(
          fc.string({ unit: 'grapheme', maxLength: 60 }),
          fc.constantFrom('Montréal', 'ΟΔΟΣ', '</script>'),
        ),
        address: fc.oneof(fc.string({ unit: 'binary', maxLength: 60 }), fc.constant(HOSTILE.Address)),
      }),
      { numRuns: 200, seed: settings().seed },
    );
    const urls = JSON.parse(
      site.php(
        `echo wp_json_encode(array_map('realty_elements_listing_url', json_decode(${phpString(JSON.stringify(listings))}, true)));`,
      ),
    ) as string[];
    urls.forEach((url, n) => {
      const path = new URL(url).pathname;
      assert.match(
        path,
        // The plug-in's rewrite rule: `^homes/(\d+)(?:-[^/]*)?/?$`, the ID first.
        new RegExp(`^/homes/${listings[n]!.id}(-[^/]*)?/$`),
        `${JSON.stringify(listings[n])} → ${url}`,
      );
      assert.doesNotMatch(url, /[<>"'\s]/, 'no markup or space in the address');
    });
    // Any path under the base: a designed answer from the real site, the path never echoed as markup.
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.constantFrom(`${hostileId}-x`, `${hostileId}`, '0', '99999999999999999999'),
        ),
        async (words) => {
          const response = await fetch(`${site.url}/homes/${encodeURIComponent(words)}/`, { redirect: 'manual' });
          assert.ok([200, 301, 404].includes(response.status), `/homes/${words}/: ${response.status}`);
          assert.doesNotMatch(await response.text(), /<svg onload|<script>alert/i);
        },
      ),
      settings(25),
    );
  });

  it('lists the listings in wp-sitemap.xml', async () => {
    const index = await (await fetch(`${site.url}/wp-sitemap.xml`)).text();
    assert.match(index, new RegExp(`<loc>${site.url}/wp-sitemap-listings-1\\.xml</loc>`));
    const sitemap = await (await fetch(`${site.url}/wp-sitemap-listings-1.xml`)).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const { items } = normalizeListings(await allRecords());
    assert.equal(locs.length, items.length);
    assert.ok(locs.every((loc) => new RegExp(`^${site.url}/homes/\\d+-[a-z0-9-]*/$`).test(loc!)));
  });

  it('refuses the REST proxy to a visitor, a subscriber and a request without the nonce (403)', async () => {
    const operation = `${site.url}/wp-json/realty-elements/v1/chat/Chatbot/ModelList`;
    const anonymous = await fetch(operation);
    assert.equal(anonymous.status, 403);
    assert.deepEqual(await anonymous.json(), {
      Success: false,
      Code: 403,
      Message: 'Only an administrator of this site, signed in, may use the back office.',
      Data: null,
    });

    const page = await newPage();
    await logIn(page, site.subscriber);
    const asSubscriber = await page.evaluate(async (url) => {
      const nonce = await (await fetch('/wp-admin/admin-ajax.php?action=rest-nonce')).text();
      const withNonce = await fetch(url, { headers: { 'X-WP-Nonce': nonce } });
      return { status: withNonce.status, nonce };
    }, operation);
    assert.match(asSubscriber.nonce, /^[0-9a-f]{10}$/, 'a real nonce of the subscriber');
    assert.equal(asSubscriber.status, 403);
    await page.browserContext().close();

    const admin = await newPage();
    await logIn(admin, site.admin);
    const asAdmin = await admin.evaluate(async (url) => {
      const nonce = await (await fetch('/wp-admin/admin-ajax.php?action=rest-nonce')).text();
      const without = await fetch(url);
      const wrong = await fetch(url, { headers: { 'X-WP-Nonce': 'abcdef0123' } });
      const right = await fetch(url, { headers: { 'X-WP-Nonce': nonce } });
      const other = await fetch(url.replace('ModelList', 'RealEstateList'), {
        method: 'POST',
        headers: { 'X-WP-Nonce': nonce, 'Content-Type': 'application/json' },
        body: JSON.stringify({ SerialNumber: 'other-realty' }),
      });
      const form = await fetch(url.replace('ModelList', 'Edit'), {
        method: 'POST',
        headers: { 'X-WP-Nonce': nonce, 'Content-Type': 'text/plain' },
        body: JSON.stringify({ serialNumber: 'demo-realty', Name: 'x' }),
      });
      return {
        without: without.status,
        wrong: wrong.status,
        right: right.status,
        rightBody: await right.text(),
        other: other.status,
        form: form.status,
      };
    }, operation);
    assert.equal(asAdmin.without, 403);
    assert.equal(asAdmin.wrong, 403);
    assert.equal(asAdmin.right, 200, asAdmin.rightBody);
    assert.equal((JSON.parse(asAdmin.rightBody) as { Success: boolean }).Success, true);
    assert.equal(asAdmin.other, 403, 'only the configured chatbot');
    assert.equal(asAdmin.form, 415, 'only JSON');
    await admin.browserContext().close();
  });

  it('saves the settings without ever printing the secret key; replaces and clears it', async (t) => {
    const page = await newPage();
    t.after(
      () =>
        // Whatever happened, the next tests find the settings they started with.
        site.php(`
        realty_elements_store_secret_key(${phpString(SECRET)});
        $s = get_option('realty_elements_settings'); $s['base'] = 'homes'; $s['api_base'] = ${phpString(sandbox.url)};
        update_option('realty_elements_settings', $s);
      `) + site.php(`flush_rewrite_rules(false);`),
    );
    await logIn(page, site.admin);
    await page.goto(`${site.url}/wp-admin/options-general.php?page=realty-elements`, ADMIN_LOAD);
    assert.equal(await page.$eval('#realty_elements_secret_key', (el) => (el as HTMLInputElement).value), '');
    assert.match(await page.$eval('#realty_elements_secret_key-state', (el) => el.textContent!), /A secret key is set/);
    await page.$eval('#realty_elements_base', (el) => ((el as HTMLInputElement).value = ''));
    await page.type('#realty_elements_base', 'casas');
    await Promise.all([page.waitForNavigation(ADMIN_LOAD), page.click('#submit')]);
    assert.match(await page.content(), /Settings saved/);
    assert.equal(site.php(`echo realty_elements_secret_key();`), SECRET, 'an empty field keeps the key');
    assert.equal(site.php(`echo realty_elements_setting('base');`), 'casas');
    const moved = await fetch(`${site.url}/casas/${hostileId}/`, { redirect: 'manual' });
    assert.equal(moved.status, 301, 'the listing pages moved with the setting');

    await page.type('#realty_elements_secret_key', 'replaced-secret');
    // A URL to the browser (the field is type=url), not an http(s) one.
    await page.$eval('#realty_elements_api_base', (el) => ((el as HTMLInputElement).value = 'ftp://example.com/api'));
    await Promise.all([page.waitForNavigation(ADMIN_LOAD), page.click('#submit')]);
    assert.match(await page.content(), /The API base must be an http or https address; the saved one was kept/);
    assert.equal(site.php(`echo realty_elements_secret_key();`), 'replaced-secret');
    assert.equal(site.php(`echo realty_elements_setting('api_base');`), sandbox.url);

    await page.click('input[name="realty_elements_settings[clear_secret_key]"]');
    await Promise.all([page.waitForNavigation(ADMIN_LOAD), page.click('#submit')]);
    assert.equal(site.php(`echo realty_elements_secret_key();`), '');
    assert.match(
      await page.$eval('#realty_elements_secret_key-state', (el) => el.textContent!),
      /No secret key is set/,
    );
    // A forged save without the form's nonce is refused by WordPress.
    const forged = await page.evaluate(async () => {
      const body = new URLSearchParams({
        option_page: 'realty_elements',
        action: 'update',
        'realty_elements_settings[base]': 'x',
      });
      return (await fetch('/wp-admin/options.php', { method: 'POST', body })).status;
    });
    assert.notEqual(forged, 200);
    assert.equal(site.php(`echo realty_elements_setting('base');`), 'casas');
    await page.browserContext().close();
  });

  it('saves appearance settings and imports a CSV from the wp-admin pages, through the proxy', async () => {
    const page = await newPage();
    await logIn(page, site.admin);
    await page.goto(`${site.url}/wp-admin/admin.php?page=realty-elements-chatbot`, ADMIN_LOAD);
    await page.waitForFunction(
      () => document.querySelector('chatbot-settings')?.shadowRoot?.querySelector('#f-ChatBubbleColor'),
      { timeout: 60_000 },
    );
    const outcome = await page.evaluate(async () => {
      const el = document.querySelector('chatbot-settings')!;
      const input = el.shadowRoot!.querySelector<HTMLInputElement>('#f-ChatBubbleColor')!;
      input.value = 'rgb(12,34,56)';
      input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      await new Promise((resolve) => setTimeout(resolve, 50));
      const done = new Promise<string>((resolve) => {
        el.addEventListener('settings-saved', () => resolve('saved'), { once: true });
        el.addEventListener('settings-error', (e) => resolve(`error ${JSON.stringify((e as CustomEvent).detail)}`), {
          once: true,
        });
      });
      el.shadowRoot!.querySelector<HTMLButtonElement>('[part="save"]')!.click();
      return done;
    });
    assert.equal(outcome, 'saved');
    const stored = (await (
      await fetch(`${sandbox.url}/sandbox/chatbots/${DEMO_CHATBOT}`, { headers: { Authorization: SECRET } })
    ).json()) as { Data: { settings: Record<string, unknown> } };
    assert.equal(stored.Data.settings.ChatBubbleColor, 'rgb(12,34,56)');

    await page.goto(`${site.url}/wp-admin/admin.php?page=realty-elements-listings`, ADMIN_LOAD);
    await page.waitForFunction(
      () =>
        [...(document.querySelector('listing-manager')?.shadowRoot?.querySelectorAll('button') ?? [])].some(
          (b) => b.textContent!.trim() === 'Import CSV',
        ),
      { timeout: 60_000 },
    );
    const imported = await page.evaluate(async () => {
      const el = document.querySelector('listing-manager')!;
      const root = el.shadowRoot!;
      const buttons = () => [...root.querySelectorAll('button')];
      const until = async (test: () => unknown) => {
        for (let i = 0; i < 200 && !test(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
      };
      buttons()
        .find((b) => b.textContent!.trim() === 'Import CSV')!
        .click();
      await until(() => root.querySelector('#file'));
      const csv = [
        'MLS #,Sale Type,Status,Currency,Type,Beds,Baths,Url,Year Built,DOM,Lot Size,Sq Ft,Parking,Address,City,Price',
        'WP-CSV-1,For Sale,Active,$,House,3,2,https://realtor.example/wp/1,1990,5,4000,1800,2,1 Csv Way,Austin,900000',
        'WP-CSV-2,For Sale,Active,$,Condo,2,1,https://realtor.example/wp/2,2001,5,0,900,1,2 Csv Way,Austin,450000',
      ].join('\n');
      const input = root.querySelector<HTMLInputElement>('#file')!;
      const transfer = new DataTransfer();
      transfer.items.add(new File([csv], 'listings.csv', { type: 'text/csv' }));
      input.files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
      await until(() => root.querySelector('table.mapping'));
      buttons()
        .find((b) => b.textContent!.trim() === 'Check the rows')!
        .click();
      await until(() => buttons().some((b) => /^Import \d+ rows?$/.test(b.textContent!.trim())));
      const done = new Promise<unknown>((resolve) =>
        el.addEventListener('listing-import-done', (e) => resolve((e as CustomEvent).detail), { once: true }),
      );
      buttons()
        .find((b) => /^Import \d+ rows?$/.test(b.textContent!.trim()))!
        .click();
      return done;
    });
    assert.deepEqual(imported, {
      created: 2,
      updated: 0,
      failed: 0,
      skipped: 0,
      invalid: 0,
      notSent: 0,
      cancelled: false,
    });
    const mls = normalizeListings(await allRecords()).items.map((item) => item.mlsNumber);
    assert.ok(mls.includes('WP-CSV-1') && mls.includes('WP-CSV-2'));

    await page.goto(`${site.url}/wp-admin/admin.php?page=realty-elements-knowledge`, ADMIN_LOAD);
    // Its bundle runs (as a module) and the element draws itself.
    await page.waitForFunction(
      () => document.querySelector('knowledge-editor')?.shadowRoot?.querySelector('form, textarea'),
      {
        timeout: 60_000,
      },
    );
    await page.browserContext().close();
  });

  it('holds requests to the operation table and limits of the TypeScript proxy (PHP rules)', () => {
    const checks = JSON.parse(
      site.php(`
        $json = 'application/json';
        $cases = [
          'unknown operation' => ['Nope', 'POST', $json, '{}'],
          'wrong method' => ['ModelList', 'POST', $json, '{}'],
          'models' => ['ModelList', 'GET', null, ''],
          'form post' => ['Edit', 'POST', 'application/x-www-form-urlencoded', 'serialNumber=demo-realty'],
          'not an object' => ['Edit', 'POST', $json, '["demo-realty"]'],
          'no chatbot' => ['Edit', 'POST', $json, '{"Name":"x"}'],
          'other chatbot' => ['Edit', 'POST', $json, '{"serialNumber":"other-realty"}'],
          'second spelling' => ['RealEstateList', 'POST', $json, '{"SerialNumber":"demo-realty","serialNumber":"other-realty"}'],
          'page size' => ['RealEstateList', 'POST', $json, '{"SerialNumber":"demo-realty","PageSize":101}'],
          'too many keys' => ['RealEstateDelete', 'POST', $json, wp_json_encode(['SerialNumber' => 'demo-realty', 'Keys' => array_fill(0, 1001, 'k')])],
          'long description' => ['RealEstateCreate', 'POST', $json, wp_json_encode(['SerialNumber' => 'demo-realty', 'Description' => str_repeat('é', 20001)])],
          'long knowledge' => ['EditKnowledge', 'POST', $json, wp_json_encode(['serialNumber' => 'demo-realty', 'text' => str_repeat('x', 100001)])],
          'knowledge at its cap' => ['EditKnowledge', 'POST', $json, wp_json_encode(['serialNumber' => 'demo-realty', 'text' => str_repeat('x', 100000)])],
          'too big' => ['EditKnowledge', 'POST', $json, str_pad('{"serialNumber":"demo-realty","text":"', 262200, 'x') . '"}'],
          'list' => ['RealEstateList', 'POST', 'application/json; charset=utf-8', '{"SerialNumber":" demo-realty","PageSize":100}'],
        ];
        $out = [];
        foreach ($cases as $name => $case) {
          $r = realty_elements_check_request($case[0], $case[1], $case[2], $case[3], 'demo-realty');
          $out[$name] = $r['ok'] ? 'ok' : $r['status'] . ' ' . $r['message'];
        }
        echo wp_json_encode($out);
      `),
    ) as Record<string, string>;
    assert.deepEqual(checks, {
      'unknown operation':
        '404 This proxy forwards only the chatbot API operations; there is nothing at /chat/Chatbot/Nope.',
      'wrong method': '405 ModelList takes GET, not POST.',
      models: 'ok',
      'form post': '415 The body must be JSON (Content-Type: application/json).',
      'not an object': '400 The body must be a JSON object.',
      'no chatbot': '400 serialNumber is required: name the chatbot.',
      'other chatbot': '403 That chatbot is not served by this site.',
      'second spelling': '403 That chatbot is not served by this site.',
      'page size': '400 PageSize must be at most 100 through this proxy.',
      'too many keys': '400 Keys must have at most 1000 items.',
      'long description': '400 Description must be at most 20000 characters.',
      'long knowledge': '400 text must be at most 100000 characters.',
      'knowledge at its cap': 'ok',
      'too big': '413 The body must be at most 262144 bytes.',
      list: 'ok',
    });
  });

  it('speaks Spanish on a Spanish site: its own text and the elements', async () => {
    site.php(`update_option('WPLANG', 'es_ES');`);
    try {
      assert.equal(
        site.php(
          `echo __('Price on request', 'realty-elements'), '|', realty_elements_language(), '|', _n('%s bed', '%s beds', 3, 'realty-elements');`,
        ),
        'Precio a consultar|es|%s habitaciones',
      );
      // The block editor's strings: WordPress finds the JSON file by the script's path (load_script_textdomain).
      const editor = JSON.parse(
        site.php(
          `echo load_script_textdomain('realty-elements-listing-search-editor-script', 'realty-elements', REALTY_ELEMENTS_DIR . '/languages');`,
        ),
      ) as { locale_data: { messages: Record<string, string[]> } };
      assert.deepEqual(editor.locale_data.messages['Connection'], ['Conexión']);
      const html = await (await fetch(`${site.url}/search/`)).text();
      assert.match(html, /<listing-search [^>]*lang="es"/);
      assert.match(html, /\d habitaciones · \d+(\.\d+)? baños?/);
    } finally {
      site.php(`update_option('WPLANG', '');`);
    }
  });

  it('never sends the secret key to the browser, and logs no PHP notice of the plug-in', () => {
    assert.ok(bodies.length > 20, `${bodies.length} bodies seen`);
    for (const body of bodies)
      assert.ok(!body.includes(SECRET) && !body.includes('replaced-secret'), 'a body held the secret key');
    const ours = site
      .log()
      .split('\n')
      .filter((line) => line.includes('realty-elements'));
    assert.deepEqual(ours, []);
  });

  it('takes its address rules out when deactivated, and its options and cache when uninstalled', () => {
    const rules = () => site.php(`echo wp_json_encode(array_keys(get_option('rewrite_rules') ?: []));`);
    assert.match(rules(), /\^homes/);
    site.php(`deactivate_plugins('realty-elements/realty-elements.php');`);
    assert.doesNotMatch(rules(), /homes/);
    assert.deepEqual(
      site.php(`echo wp_json_encode(get_option('realty_elements_secret_key'));`),
      JSON.stringify({ key: SECRET }),
      'deactivating keeps the settings',
    );
    site.php(`uninstall_plugin('realty-elements/realty-elements.php');`);
    assert.equal(
      site.php(
        `global $wpdb; echo $wpdb->get_var("SELECT COUNT(*) FROM $wpdb->options WHERE option_name LIKE '%realty_elements%'");`,
      ),
      '0',
    );
  });
});
