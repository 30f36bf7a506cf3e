// The pages the Lighthouse benchmark measures (scripts/lighthouse-pages.ts), checked without a browser: each
// answers what it claims to be, and the two ways show the same homes (a benchmark of a client page that drew an
// error, or other homes, would compare nothing). Needs `npm run build` (the pages load dist/cdn).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_CHATBOT, DEMO_WORKSPACE } from 'realty-elements-sandbox';
import { ListingClient } from '../../src/api/listing-client.js';
import type { SearchData } from '../../src/ssr/search.js';
import { type LighthousePages, PAGES, startLighthousePages } from '../../scripts/lighthouse-pages.js';

/** The page's embedded search data (the server-rendered pages), parsed. */
const dataOf = (html: string): SearchData => {
  const json = /<script type="application\/json" data-listing-search>([^]*?)<\/script>/.exec(html);
  assert.ok(json, 'the embedded data');
  return JSON.parse(json[1]!) as SearchData;
};

describe('the Lighthouse pages (client, server, cached, the floor)', () => {
  let pages: LighthousePages;
  const get = async (path: string) => {
    const response = await fetch(`${pages.origin}${path}`);
    return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
  };

  before(async () => {
    pages = await startLighthousePages();
  });
  after(() => pages?.close());

  it('client-rendered: an empty tag and the public CDN bundle, whose API answers the page’s own key', async () => {
    const page = await get(PAGES['client-rendered']);
    assert.equal(page.status, 200);
    assert.match(page.type ?? '', /^text\/html/);
    assert.match(page.text, /<script type="module" src="\/cdn\/listing-search\.js"><\/script>/);
    assert.match(page.text, /<listing-search [^>]*><\/listing-search>/);
    assert.doesNotMatch(page.text, /shadowrootmode/);
    const script = await get('/cdn/listing-search.js');
    assert.equal(script.status, 200);
    assert.match(script.type ?? '', /javascript/);
    // The widget's request as the browser sends it (the key in its header) is answered: the homes, not a 401.
    const listed = await new ListingClient({ baseUrl: pages.origin, sessionKey: DEMO_WORKSPACE.sessionKey }).list({
      SerialNumber: DEMO_CHATBOT,
      PageNumber: 1,
      PageSize: 12,
    });
    assert.equal(listed.items.length, 12);
  });

  it('server-rendered and cached: the same homes as the client page, drawn into the HTML with the hydration script', async () => {
    const listed = await new ListingClient({ baseUrl: pages.origin, sessionKey: DEMO_WORKSPACE.sessionKey }).list({
      SerialNumber: DEMO_CHATBOT,
      PageNumber: 1,
      PageSize: 12,
    });
    const ids = listed.items.map((listing) => listing.id);
    for (const path of [PAGES['server-rendered'], PAGES['server-rendered, cached']]) {
      const page = await get(path);
      assert.equal(page.status, 200, path);
      assert.match(page.text, /<listing-search [^>]*><template [^>]*shadowrootmode="open"/, path);
      assert.match(
        page.text,
        /<script type="module" fetchpriority="low" src="\/cdn\/ssr\/listing-search-page\.js"><\/script>/,
        path,
      );
      assert.equal(page.text.match(/<a class="hit" href=/g)?.length, 12, path);
      const data = dataOf(page.text);
      assert.deepEqual(
        data.result.items.map((listing) => listing.id),
        ids,
        path,
      );
    }
    // The cached page: one rendering serves the next visitor, byte for byte.
    const [first, second] = [await get(PAGES['server-rendered, cached']), await get(PAGES['server-rendered, cached'])];
    assert.equal(second.text, first.text);
    const script = await get('/cdn/ssr/listing-search-page.js');
    assert.equal(script.status, 200);
    assert.match(script.type ?? '', /javascript/);
  });

  it('the floor: the same page with the first home’s first photo in the widget’s place, and no script', async () => {
    const listed = await new ListingClient({ baseUrl: pages.origin, sessionKey: DEMO_WORKSPACE.sessionKey }).list({
      SerialNumber: DEMO_CHATBOT,
      PageNumber: 1,
      PageSize: 12,
    });
    const cached = dataOf((await get(PAGES['server-rendered, cached'])).text);
    const page = await get(PAGES['the floor: one photo, no script']);
    assert.equal(page.status, 200);
    const photo = listed.items[0]!.images[0]!;
    // The photo the other pages draw first (the server-rendered page's first card shows the same one).
    assert.equal(cached.result.items[0]!.images[0], photo);
    assert.match(page.text, /<img src="([^"]+)" alt="" width="400" height="300" fetchpriority="high">/);
    assert.equal(/<img src="([^"]+)"/.exec(page.text)![1], photo);
    assert.doesNotMatch(page.text, /<script|<listing-search/);
    assert.equal((await fetch(photo)).status, 200);
  });

  it('answers 404 for anything else, and never serves a file outside dist/cdn', async () => {
    assert.equal((await get('/elsewhere/')).status, 404);
    assert.equal((await get('/cdn/..%2Fpackage.json')).status, 404);
  });
});
