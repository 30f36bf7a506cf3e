/**
 * Issue 10's saved homes, deep links, structured data, colour scheme and first-row photos on
 * <listing-search>, against the real sandbox (test chatbots test-31 … test-35).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, setViewport } from '../../support/engine.js';
import '../../../src/elements/listing-search/listing-search.js';
import type { ListingSearch } from '../../../src/elements/listing-search/listing-search.js';
import type { ListingDetail } from '../../../src/elements/listing-detail/listing-detail.js';
import { storageKey } from '../../../src/elements/shared/favorites.js';
import { CSP_PAGE } from '../../support/csp-page.js';
import { openFrame } from '../../support/frame.js';
import { $, $$, client, createListings, listingInput, resetChatbot, settled, waitFor } from '../../support/sandbox.js';
import { cardListings } from './cards.js';

const start = location.href;
const hearts = (el: Element) => $$<HTMLButtonElement>(el, '[part="card"] [part="favorite"]');
const detailOf = (el: ListingSearch) => $<ListingDetail>(el, 'listing-detail')!;
const dialogOpen = (el: ListingSearch) => !!detailOf(el).shadowRoot?.querySelector('dialog')?.open;

async function search(
  serial: string,
  attrs: Partial<Record<'favorites' | 'syncUrl' | 'noStructuredData', boolean>> = {},
  id = '',
) {
  const el = await fixture<ListingSearch>(
    html`<listing-search
      id=${id || 'ls'}
      serial-number=${serial}
      api-base=""
      session-key="demo-session-key"
      ?favorites=${attrs.favorites}
      ?sync-url=${attrs.syncUrl}
      ?no-structured-data=${attrs.noStructuredData}
    ></listing-search>`,
  );
  await settled(el);
  return el;
}

describe('<listing-search favorites>', () => {
  before(async () => {
    for (const serial of ['test-31', 'test-32', 'test-33']) {
      await resetChatbot(serial);
      await createListings(
        serial,
        [1, 2, 3].map((n) => listingInput(serial, { Address: `${n}23 Oak Ave` })),
      );
    }
  });
  afterEach(() => {
    for (const serial of ['test-31', 'test-32', 'test-33']) localStorage.removeItem(storageKey(serial));
  });

  it('a heart on each card: a pressed toggle named after the home, stored per chatbot, with listing-favorite (axe)', async () => {
    const el = await search('test-31', { favorites: true });
    await waitFor(() => hearts(el).length === 3, 'the hearts');
    const heart = hearts(el)[0]!;
    const listing = cardListings(el)[0]!;
    expect(heart.getAttribute('aria-label')).to.equal(`Save ${listing.address}`);
    expect(heart.getAttribute('aria-pressed')).to.equal('false');
    const events: CustomEvent[] = [];
    el.addEventListener('listing-favorite', (event) => events.push(event as CustomEvent));
    heart.click();
    await el.updateComplete;
    expect(heart.getAttribute('aria-pressed')).to.equal('true');
    expect(events.map((event) => [event.detail.listing.id, event.detail.saved])).to.deep.equal([[listing.id, true]]);
    expect(JSON.parse(localStorage.getItem(storageKey('test-31'))!)).to.deep.equal([listing.id]);
    expect(dialogOpen(el), 'the heart is not the card').to.equal(false);
    // The "Saved (1)" toggle: pressed, only the saved homes (found in the chatbot's whole inventory).
    const toggle = $<HTMLButtonElement>(el, '[part="saved-toggle"]')!;
    expect(toggle.textContent).to.contain('Saved (1)');
    await expect(el).to.be.accessible();
    toggle.click();
    await el.updateComplete;
    expect(toggle.getAttribute('aria-pressed')).to.equal('true');
    expect(cardListings(el).map((item) => item.id)).to.deep.equal([listing.id]);
    await expect(el).to.be.accessible();
    hearts(el)[0]!.click();
    await waitFor(() => $(el, '[part="empty"]'), 'the empty saved view');
    expect(cardListings(el)).to.deep.equal([]);
    expect($(el, '[part="empty"]')!.textContent).to.contain('No saved homes');
    expect(events.at(-1)!.detail.saved).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('in Spanish: "Guardar <address>"', async () => {
    const el = await search('test-31', { favorites: true });
    el.setAttribute('lang', 'es');
    await waitFor(() => hearts(el)[0]?.getAttribute('aria-label')?.startsWith('Guardar '), 'Spanish heart');
    expect($(el, '[part="saved-toggle"]')!.textContent).to.contain('Guardadas (0)');
  });

  it('the dialog has the same heart, in step with the card', async () => {
    const el = await search('test-31', { favorites: true });
    await waitFor(() => hearts(el).length === 3, 'the hearts');
    $<HTMLButtonElement>(el, '.hit')!.click();
    await waitFor(() => dialogOpen(el), 'the dialog');
    const heart = detailOf(el).shadowRoot!.querySelector<HTMLButtonElement>('[part="favorite"]')!;
    expect(heart.getAttribute('aria-label')).to.equal(`Save ${cardListings(el)[0]!.address}`);
    heart.click();
    await waitFor(() => hearts(el)[0]!.getAttribute('aria-pressed') === 'true', 'the card follows the dialog');
    expect(heart.getAttribute('aria-pressed')).to.equal('true');
    await expect(detailOf(el)).to.be.accessible();
    detailOf(el).close();
  });

  it('storage unavailable (blocked for the site): saving works for the session, nothing throws', async () => {
    const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    try {
      const el = await search('test-32', { favorites: true });
      await waitFor(() => hearts(el).length === 3, 'the hearts');
      hearts(el)[1]!.click();
      await el.updateComplete;
      expect(hearts(el)[1]!.getAttribute('aria-pressed')).to.equal('true');
      expect($(el, '[part="saved-toggle"]')!.textContent).to.contain('Saved (1)');
    } finally {
      Object.defineProperty(window, 'localStorage', descriptor);
    }
  });

  it('storage full: saving works for the session, nothing throws', async () => {
    // Fill this origin's real storage until it refuses.
    const fillers: string[] = [];
    for (let size = 1 << 20; size >= 1;) {
      try {
        localStorage.setItem(`filler-${fillers.length}`, 'x'.repeat(size));
        fillers.push(`filler-${fillers.length}`);
      } catch {
        size >>= 1;
      }
    }
    try {
      const el = await search('test-33', { favorites: true });
      await waitFor(() => hearts(el).length === 3, 'the hearts');
      hearts(el)[2]!.click();
      await el.updateComplete;
      expect(hearts(el)[2]!.getAttribute('aria-pressed')).to.equal('true');
      expect(localStorage.getItem(storageKey('test-33')), 'nothing stored').to.equal(null);
    } finally {
      fillers.forEach((key) => localStorage.removeItem(key));
    }
  });

  it('across a reload and across two tabs (two frames of the built bundle on this origin)', async () => {
    const key = storageKey('demo-realty');
    localStorage.removeItem(key);
    const a = await openFrame(CSP_PAGE);
    const b = await openFrame(CSP_PAGE);
    try {
      const frameHearts = (doc: Document) => [
        ...(doc
          .querySelector('listing-search')!
          .shadowRoot?.querySelectorAll<HTMLButtonElement>('[part="card"] [part="favorite"]') ?? []),
      ];
      await waitFor(
        () => frameHearts(a.doc).length === 12 && frameHearts(b.doc).length === 12,
        'hearts in both frames',
        15000,
      );
      frameHearts(a.doc)[0]!.click();
      await waitFor(() => frameHearts(b.doc)[0]!.getAttribute('aria-pressed') === 'true', 'the other tab follows');
      a.win.location.reload();
      await new Promise((resolve) => a.frame.addEventListener('load', resolve, { once: true }));
      await waitFor(() => frameHearts(a.frame.contentDocument!).length === 12, 'hearts after the reload', 15000);
      expect(frameHearts(a.frame.contentDocument!)[0]!.getAttribute('aria-pressed')).to.equal('true');
      frameHearts(a.frame.contentDocument!)[0]!.click();
      await waitFor(() => frameHearts(b.doc)[0]!.getAttribute('aria-pressed') === 'false', 'un-saved in the other tab');
    } finally {
      a.frame.remove();
      b.frame.remove();
      localStorage.removeItem(key);
    }
  });
});

describe('<listing-search favorites>: "Saved (n)" over the whole inventory', () => {
  before(async () => {
    await resetChatbot('test-35');
    await createListings(
      'test-35',
      [1, 2, 3, 4, 5].map((n) => listingInput('test-35', { Address: `${n} Saved Way` })),
    );
  });
  afterEach(() => localStorage.removeItem(storageKey('test-35')));

  it('shows saved homes of other pages, and drops one that is no longer listed with a note (axe)', async () => {
    const all = (await client().list({ SerialNumber: 'test-35', PageSize: 10 })).items;
    const far = all.at(-1)!; // on the last page of two-card pages
    const gone = 2_000_000_000;
    localStorage.setItem(storageKey('test-35'), JSON.stringify([far.id, gone]));
    const el = await fixture<ListingSearch>(
      html`<listing-search serial-number="test-35" api-base="" session-key="demo-session-key" favorites page-size="2"></listing-search>`,
    );
    await settled(el);
    expect(cardListings(el).map((item) => item.id)).to.not.include(far.id);
    await waitFor(() => $(el, '[part="saved-toggle"]'), 'the toggle');
    $<HTMLButtonElement>(el, '[part="saved-toggle"]')!.click();
    await waitFor(
      () => cardListings(el).length === 1 && cardListings(el)[0]!.id === far.id,
      'the saved home of the last page',
    );
    await waitFor(() => ($(el, '.note[role="status"]')?.textContent ?? '').includes('no longer listed'), 'the note');
    await waitFor(() => JSON.parse(localStorage.getItem(storageKey('test-35'))!).length === 1, 'the gone home dropped');
    expect(JSON.parse(localStorage.getItem(storageKey('test-35'))!)).to.deep.equal([far.id]);
    expect($(el, '[part="saved-toggle"]')!.textContent).to.contain('Saved (1)');
    await expect(el).to.be.accessible();
  });
});

describe('<listing-search sync-url> deep links', () => {
  let ids: number[] = [];
  before(async () => {
    await resetChatbot('test-34');
    await createListings(
      'test-34',
      [1, 2, 3].map((n) => listingInput('test-34', { Address: `${n} Deep Link Rd` })),
    );
  });
  afterEach(() => history.replaceState(null, '', start));

  it('opening writes <prefix>-listing (one entry); Back closes the dialog; closing by the button goes back', async () => {
    const el = await search('test-34', { syncUrl: true }, 'dl');
    ids = cardListings(el).map((item) => item.id);
    const length = history.length;
    $$<HTMLButtonElement>(el, '.hit')[1]!.click();
    await waitFor(() => dialogOpen(el), 'the dialog');
    await waitFor(
      () => new URLSearchParams(location.search).get('dl-listing') === String(ids[1]),
      'the address names it',
    );
    expect(history.length).to.equal(Math.min(length + 1, 50));
    history.back();
    await waitFor(() => !dialogOpen(el), 'Back closes the dialog');
    expect(new URLSearchParams(location.search).has('dl-listing')).to.equal(false);
    history.forward();
    await waitFor(() => dialogOpen(el), 'Forward opens it again');
    expect(detailOf(el).listing!.id).to.equal(ids[1]);
    detailOf(el).shadowRoot!.querySelector<HTMLButtonElement>('button.close')!.click();
    await waitFor(() => !new URLSearchParams(location.search).has('dl-listing'), 'the close button removes it');
    expect(dialogOpen(el)).to.equal(false);
  });

  it('an address with <prefix>-listing opens that listing when it is among the loaded results; closing removes it', async () => {
    history.replaceState(null, '', `${location.pathname}?dl-listing=${ids[2]}&host=keep`);
    const el = await search('test-34', { syncUrl: true }, 'dl');
    await waitFor(() => dialogOpen(el), 'the deep-linked dialog');
    expect(detailOf(el).listing!.id).to.equal(ids[2]);
    detailOf(el).close();
    await waitFor(() => !new URLSearchParams(location.search).has('dl-listing'), 'closing removes it');
    expect(new URLSearchParams(location.search).get('host')).to.equal('keep');
  });

  it('an address naming a listing on another page opens it, found through the inventory index', async () => {
    history.replaceState(null, '', `${location.pathname}?dl-listing=${ids[2]}`);
    const el = await fixture<ListingSearch>(
      html`<listing-search id="dl" sync-url serial-number="test-34" api-base="" session-key="demo-session-key" page-size="1"></listing-search>`,
    );
    await settled(el);
    expect(cardListings(el).map((item) => item.id)).to.not.include(ids[2]);
    await waitFor(() => dialogOpen(el), 'the dialog of the listing on page 3');
    expect(detailOf(el).listing!.id).to.equal(ids[2]);
    detailOf(el).close();
    await waitFor(() => !new URLSearchParams(location.search).has('dl-listing'), 'closing removes it');
  });
});

describe('<listing-search> structured data, colour scheme, first row', () => {
  const hostile = '</script><script>alert(1)</script><!-- & \u2028';
  before(async () => {
    await resetChatbot('test-35');
    await createListings('test-35', [
      ...[1, 2, 3].map((n) =>
        listingInput('test-35', {
          Address: `${n} Schema St`,
          SaleType: 'for_sale',
          SalePrice: 500000 + n,
          Images: [`${location.origin}/sandbox/images/home-${n}.svg`],
        }),
      ),
      listingInput('test-35', {
        Address: '9 </script> Way',
        Description: hostile,
        SaleType: 'for_rent',
        RentPrice: 2600,
        SalePrice: undefined,
        BuildingArea: 900,
        Images: [`${location.origin}/sandbox/images/home-4.svg`],
        Latitude: 30.27,
        Longitude: -97.74,
      }),
    ]);
  });
  afterEach(() => history.replaceState(null, '', start));

  it('one application/ld+json script in the light DOM: an ItemList of RealEstateListing; hostile text stays inside the JSON', async () => {
    const el = await search('test-35', { syncUrl: true });
    await waitFor(() => el.querySelector('script[type="application/ld+json"]'), 'the structured data');
    const scripts = el.querySelectorAll('script');
    expect(scripts).to.have.length(1);
    const text = scripts[0]!.textContent!;
    expect(text).not.to.contain('<');
    expect(text).not.to.contain('\u2028');
    const data = JSON.parse(text);
    expect(data['@type']).to.equal('ItemList');
    expect(data.itemListElement).to.have.length(4);
    const rent = data.itemListElement[0].item;
    const listing = cardListings(el)[0]!;
    const deepLink = new URL(location.href);
    deepLink.searchParams.set('ls-listing', String(listing.id));
    expect(rent).to.deep.include({ '@type': 'RealEstateListing', description: hostile, url: deepLink.href });
    expect(rent.name).to.contain('9 </script> Way');
    expect(rent.offers).to.deep.include({
      '@type': 'Offer',
      price: 2600,
      priceCurrency: 'USD',
      businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
    });
    expect(rent.mainEntity.geo).to.deep.equal({ '@type': 'GeoCoordinates', latitude: 30.27, longitude: -97.74 });
    expect(rent.mainEntity.floorSize).to.deep.equal({
      '@type': 'QuantitativeValue',
      value: 900,
      unitCode: 'FTK',
      unitText: 'Square Feet',
    });
    expect(rent.mainEntity.address).to.deep.include({
      '@type': 'PostalAddress',
      streetAddress: '9 </script> Way',
      addressLocality: 'Austin',
    });
    expect(rent.mainEntity).to.include.keys('numberOfBedrooms', 'numberOfBathroomsTotal');
    expect(data.itemListElement[1].item.offers.businessFunction).to.equal('http://purl.org/goodrelations/v1#Sell');
    expect(document.querySelectorAll('script:not([src])').length, 'no script ran from the data').to.be.lessThan(10);

    // Replaced when the page changes; removed with no-structured-data.
    el.pageSize = 2;
    await settled(el);
    await waitFor(
      () => JSON.parse(el.querySelector('script')!.textContent!).itemListElement.length === 2,
      'the new page',
    );
    expect(el.querySelectorAll('script')).to.have.length(1);
    el.noStructuredData = true;
    await waitFor(() => !el.querySelector('script'), 'removed');
  });

  it('no-structured-data: none at all', async () => {
    const el = await search('test-35', { noStructuredData: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(el.querySelector('script')).to.equal(null);
  });

  it('color-scheme pins light on a dark page and dark on a light one', async () => {
    const el = await search('test-35');
    const surface = () => getComputedStyle($(el, '[part="card"]')!).backgroundColor;
    try {
      await emulateMedia({ colorScheme: 'dark' });
      expect(surface()).to.equal('rgb(29, 35, 43)');
      el.setAttribute('color-scheme', 'light');
      expect(surface()).to.equal('rgb(255, 255, 255)');
      await emulateMedia({ colorScheme: 'light' });
      el.setAttribute('color-scheme', 'dark');
      expect(surface()).to.equal('rgb(29, 35, 43)');
      await expect(el).to.be.accessible();
      el.setAttribute('color-scheme', 'auto');
      expect(surface()).to.equal('rgb(255, 255, 255)');
    } finally {
      await emulateMedia({ colorScheme: 'light' });
    }
  });

  it("the first row's photos load eagerly with high priority, the rest lazily", async () => {
    await setViewport({ width: 700, height: 900 });
    const el = await search('test-35');
    await el.updateComplete;
    const columns = getComputedStyle($(el, 'ul')!).gridTemplateColumns.split(' ').length;
    expect(columns).to.be.greaterThan(1);
    const images = $$<HTMLImageElement>(el, '[part="card"] img');
    expect(images.length).to.be.greaterThan(columns);
    images.forEach((img, i) => {
      expect([img.loading, img.getAttribute('fetchpriority')], `photo ${i}`).to.deep.equal(
        i < columns ? ['eager', 'high'] : ['lazy', 'auto'],
      );
    });
  });
});
