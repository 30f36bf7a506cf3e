/**
 * Hostile listings through the real API: markup and event-handler attributes in text fields,
 * javascript: and obfuscated URLs in Url and Images. Nothing runs, and no such URL reaches the DOM.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/elements/listing-search/listing-search.js';
import type { ListingSearch } from '../../../src/elements/listing-search/listing-search.js';
import type { ListingDetail } from '../../../src/elements/listing-detail/listing-detail.js';
import { $, $$, client, createListings, listingInput, resetChatbot, settled, waitFor } from '../../support/sandbox.js';

declare global {
  interface Window {
    pwned?: unknown;
  }
}

const script = '<script>window.pwned = "script"</script>';
const handler = '<img src=x onerror="window.pwned = \'onerror\'">';
const badUrls = [
  'javascript:window.pwned="js"',
  ' javascript:window.pwned="space"',
  'JaVaScRiPt:window.pwned="case"',
  'java\tscript:window.pwned="tab"',
  'javascript&colon;window.pwned="entity"',
  'data:image/svg+xml,<svg onload="window.pwned=1">',
  'data:text/html,<script>window.pwned=1</script>',
  '//evil.example/x.png',
  'https:/\\evil.example/x.png',
  'http://user:pw@evil.example/x.png',
  'vbscript:msgbox(1)',
];

/** Every element under `root`, through open shadow roots. */
function deepElements(root: Element | ShadowRoot): Element[] {
  const found: Element[] = [];
  for (const element of root.querySelectorAll('*')) {
    found.push(element);
    if (element.shadowRoot) found.push(...deepElements(element.shadowRoot));
  }
  return found;
}

function assertClean(el: Element) {
  const elements = deepElements(el.shadowRoot!);
  expect(
    elements.filter((element) => element.localName === 'script'),
    'no script elements',
  ).to.have.length(0);
  for (const element of elements) {
    for (const attribute of element.attributes) {
      expect(attribute.name.startsWith('on'), `${element.localName}[${attribute.name}]`).to.equal(false);
      expect(attribute.value.toLowerCase(), `${element.localName}[${attribute.name}]`).not.to.match(
        /javascript|vbscript|data:|evil\.example/,
      );
      if (attribute.name === 'href' || attribute.name === 'src') expect(attribute.value).to.match(/^https?:\/\/[^/\\]/);
    }
  }
}

describe('<listing-search> with hostile listings', () => {
  before(async () => {
    await resetChatbot('test-3');
    await createListings('test-3', [
      listingInput('test-3', {
        Description: `${script}\nSecond line ${handler}`,
        Address: handler,
        City: '"><svg onload="window.pwned = \'city\'">',
        PropertyType: '<b onmouseover="window.pwned=1">Villa</b>',
        ExtensionColumn: [{ Key: script, value: '<a href="javascript:window.pwned=1">click</a>' }],
        Images: [...badUrls, 'http://127.0.0.1:9/broken.jpg'],
        Url: 'https://realtor.example/a" onmouseover="window.pwned=1',
        Latitude: 30.1,
        Longitude: -97.7,
      }),
    ]);
  });
  afterEach(() => {
    delete window.pwned;
  });

  it('renders the text as text, drops every bad URL, runs nothing (cards and the open detail)', async () => {
    const el = await fixture<ListingSearch>(
      html`<listing-search session-key="demo-session-key" api-base="" serial-number="test-3"></listing-search>`,
    );
    el.client = client();
    await settled(el);
    const card = $(el, '[part="card"]')!;
    expect(card.querySelector('[part="address"]')!.textContent).to.contain('onerror=');
    // Only the one well-formed (if unreachable) image URL survives; when it fails, the placeholder shows.
    await waitFor(() => card.querySelector('.placeholder'), 'the placeholder after the broken image');
    card.querySelector<HTMLButtonElement>('.hit')!.click();
    const detail = $(el, 'listing-detail') as ListingDetail;
    await waitFor(() => detail.open, 'the dialog');
    const root = detail.shadowRoot!;
    expect(root.querySelector('.description')!.textContent).to.equal(`${script}\nSecond line ${handler}`);
    expect(root.querySelector('th')!.textContent).to.equal(script);
    expect(root.querySelector('.view'), 'no "View listing" for a URL that fails safeUrl').to.equal(null);
    expect(root.querySelector<HTMLAnchorElement>('.map')!.href).to.match(/^https:\/\/www\.openstreetmap\.org\//);
    await new Promise((resolve) => setTimeout(resolve, 300));
    assertClean(el);
    expect(window.pwned).to.equal(undefined);
    await expect(el).to.be.accessible();
  });

  it('an upstream that sends javascript: URLs in Url and Images (answers rewritten in flight): none reaches the DOM', async () => {
    const rewriting: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      const body = await response.json();
      for (const record of body.Data.List) {
        record.Url = 'javascript:window.pwned="url"';
        record.Images = JSON.stringify(badUrls);
      }
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    };
    const el = await fixture<ListingSearch>(
      html`<listing-search session-key="demo-session-key" api-base="" serial-number="demo-realty" card-action="url" page-size="4"></listing-search>`,
    );
    el.client = client({ fetch: rewriting });
    await settled(el);
    expect($$(el, '[part="card"]')).to.have.length(4);
    // With no safe URL, card-action="url" falls back to a button (and the detail).
    expect($(el, '[part="card"]')!.querySelector('a')).to.equal(null);
    $(el, '[part="card"]')!.querySelector<HTMLButtonElement>('.hit')!.click();
    await waitFor(() => ($(el, 'listing-detail') as ListingDetail).open, 'the dialog');
    assertClean(el);
    expect(window.pwned).to.equal(undefined);
  });
});

describe('<listing-search> on a page that removes its attributes (a CMS, the docs page)', () => {
  it('reads a removed filter as none and a removed controls as the default, and keeps searching', async () => {
    const el = await fixture<ListingSearch>(
      html`<listing-search session-key="demo-session-key" api-base="" serial-number="demo-realty" city="Austin" mls-number="x" controls="city" page-size="4"></listing-search>`,
    );
    await settled(el);
    for (const name of ['city', 'mls-number', 'controls']) el.removeAttribute(name);
    await settled(el);
    expect(el.search.status).to.not.equal(3, 'no error');
    expect($$(el, '[part="card"]')).to.have.length(4);
    expect($(el, 'select[name$="-sort"]'), 'the default controls are back').to.exist;
    el.removeAttribute('serial-number');
    await settled(el);
    expect($(el, '[part="error"]')?.textContent ?? '').to.contain('serial-number');
  });
});
