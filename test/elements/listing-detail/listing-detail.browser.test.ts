/**
 * <listing-detail> with a listing created through the real API: all facts, description with line
 * breaks, extension table, map and listing links, the gallery; and the whole flow with the
 * keyboard alone (inside <listing-search>): open from a card, arrows, Tab, Escape, focus back.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '../../support/engine.js';
import '../../../src/elements/listing-detail/listing-detail.js';
import type { ListingDetail } from '../../../src/elements/listing-detail/listing-detail.js';
import '../../../src/elements/listing-search/listing-search.js';
import '../../../src/elements/listing-card/listing-card.js';
import type { ListingSearch } from '../../../src/elements/listing-search/listing-search.js';
import type { Listing } from '../../../src/api/schemas.js';
import { $, client, createListings, listingInput, resetChatbot, settled, waitFor } from '../../support/sandbox.js';

const image = (n: number) => `${location.origin}/sandbox/images/home-${n}.svg`;
let listing: Listing;

/** The element drawn at a point, through shadow roots. */
function deepHit(x: number, y: number): Element | null {
  let hit = document.elementFromPoint(x, y);
  while (hit?.shadowRoot?.elementFromPoint(x, y) && hit.shadowRoot.elementFromPoint(x, y) !== hit)
    hit = hit.shadowRoot.elementFromPoint(x, y);
  return hit?.closest('button') ?? hit;
}

/** The deepest focused element, through shadow roots. */
function deepFocus(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

describe('<listing-detail>', () => {
  before(async () => {
    await resetChatbot('test-4');
    await createListings('test-4', [
      listingInput('test-4', {
        SaleType: 'for_rent',
        RentPrice: 2400,
        SalePrice: undefined,
        DepositFee: 4800,
        HOAMonth: 120,
        EstimatePrice: 2500,
        UnitAreaPrice: 1.3,
        SpaceType: 'Entire place',
        AreaUnit: 'Square Meters',
        BuildingArea: 95,
        LotArea: 300,
        YearBuilt: 1987,
        DaysOnMarket: 4,
        ParkingSpots: 1,
        MLSNumber: 'DETAIL-1',
        Description: 'Bright flat.\nNew kitchen.\n\nClose to the park.',
        ExtensionColumn: [
          { Key: 'Pets', value: 'Cats allowed' },
          { Key: 'Heating', value: 'Gas' },
        ],
        Images: [image(1), image(2), image(3)],
        Latitude: 30.25,
        Longitude: -97.75,
        Tours: 'OpenHouse',
        Url: 'https://realtor.example/listing/detail-1',
      }),
    ]);
    listing = (await client().list({ SerialNumber: 'test-4' })).items[0]!;
  });

  it('Studio for 0 beds, no lot area of 0, badges as on the card (issue 11)', async () => {
    const el = await fixture<ListingDetail>(html`<listing-detail></listing-detail>`);
    await el.show({ ...listing, bedrooms: 0, lotArea: 0, status: 'Active' });
    const root = el.shadowRoot!;
    const facts = Object.fromEntries(
      [...root.querySelectorAll('dl div')].map((row) => [
        row.querySelector('dt')!.textContent,
        row.querySelector('dd')!.textContent,
      ]),
    );
    expect(facts.Bedrooms).to.equal('Studio');
    expect(facts).not.to.have.property('Lot area');
    const card = await fixture<HTMLElement>(
      html`<listing-card .listing=${{ ...listing, status: 'Active' }}></listing-card>`,
    );
    await (card as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    const look = (badge: Element) =>
      ['backgroundColor', 'color', 'borderRadius', 'fontSize', 'fontWeight'].map(
        (key) => getComputedStyle(badge)[key as 'color'],
      );
    const inDialog = [...root.querySelectorAll('[part="badge"]')].map(look);
    const onCard = [...card.shadowRoot!.querySelectorAll('[part="badge"]')].map(look);
    expect(inDialog).to.deep.equal(onCard);
    await expect(el).to.be.accessible();
    el.close();
  });

  it('on a phone (or 200% zoom): the header stays while content scrolls, the photo is whole and never fills the screen, long text folds to "Show more" (issue 11)', async () => {
    // The element is on the page before the window changes, as in <listing-search>, which keeps its
    // dialog: WebKitGTK 2.50 keeps viewport units resolved at the old size for shadow styles that no
    // element on the page used while the window changed (an engine bug a page that keeps it never meets).
    const el = await fixture<ListingDetail>(html`<listing-detail></listing-detail>`);
    // A 1280×720 screen at 200% zoom.
    await setViewport({ width: 640, height: 360 });
    try {
      const long = Array.from({ length: 30 }, (_, n) => `Line ${n + 1} of a long description.`).join('\n');
      await el.show({ ...listing, description: long });
      const root = el.shadowRoot!;
      const dialog = root.querySelector('dialog')!;
      const frame = root.querySelector('.frame')!.getBoundingClientRect();
      expect(frame.height).to.be.at.most(innerHeight / 2);
      expect(frame.width).to.be.above(dialog.clientWidth - 60);
      expect(getComputedStyle(root.querySelector('.frame img')!).objectFit).to.equal('contain');
      const text = root.querySelector<HTMLElement>('.description')!;
      const line = parseFloat(getComputedStyle(text).lineHeight);
      expect(text.getBoundingClientRect().height).to.be.at.most(line * 6.5);
      const more = root.querySelector<HTMLButtonElement>('button.more')!;
      expect([more.textContent!.trim(), more.getAttribute('aria-expanded')]).to.deep.equal(['Show more', 'false']);
      await expect(el).to.be.accessible();
      more.click();
      await el.updateComplete;
      expect(text.getBoundingClientRect().height).to.be.above(line * 25);
      expect([more.textContent!.trim(), more.getAttribute('aria-expanded')]).to.deep.equal(['Show less', 'true']);
      dialog.scrollTop = dialog.scrollHeight;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const head = root.querySelector('.close')!.getBoundingClientRect();
      expect(head.top).to.be.at.least(dialog.getBoundingClientRect().top);
      expect(head.bottom).to.be.at.most(100);
      expect(deepHit(head.left + head.width / 2, head.top + head.height / 2)).to.equal(root.querySelector('.close'));
      el.close();
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('a swipe on the photo steps through the photos; a short description has no "Show more" (issue 11)', async () => {
    const el = await fixture<ListingDetail>(html`<listing-detail></listing-detail>`);
    await el.show(listing);
    const root = el.shadowRoot!;
    expect(root.querySelector('button.more')).to.equal(null);
    const frame = root.querySelector('.frame')!;
    const swipe = (from: number, to: number) => {
      frame.dispatchEvent(new PointerEvent('pointerdown', { clientX: from, pointerType: 'touch', bubbles: true }));
      frame.dispatchEvent(new PointerEvent('pointerup', { clientX: to, pointerType: 'touch', bubbles: true }));
    };
    swipe(300, 100);
    await el.updateComplete;
    expect(root.querySelector('.nav span')!.textContent).to.equal('Photo 2 of 3');
    swipe(100, 300);
    swipe(100, 300);
    await el.updateComplete;
    expect(root.querySelector('.nav span')!.textContent).to.equal('Photo 3 of 3');
    el.close();
  });

  it('the dark dialog has an edge that stands out from a dark page (issue 11)', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    try {
      const el = await fixture<ListingDetail>(html`<listing-detail></listing-detail>`);
      await el.show(listing);
      const style = getComputedStyle(el.shadowRoot!.querySelector('dialog')!);
      expect(style.borderTopStyle).to.equal('solid');
      // Lighter than the surface (#1d232b): visible against a page as dark as the surface or darker.
      const [r] = style.borderTopColor.match(/[\d.]+/g)!.map(Number);
      expect(style.borderTopColor).not.to.equal(style.backgroundColor);
      expect(r).to.be.above(0);
      await expect(el).to.be.accessible();
      el.close();
    } finally {
      await emulateMedia({ colorScheme: 'light' });
    }
  });

  it('shows every fact, the description with its line breaks, the table and the links; accessible', async () => {
    const el = await fixture<ListingDetail>(html`<listing-detail area-unit="Square Feet"></listing-detail>`);
    await el.show(listing);
    const root = el.shadowRoot!;
    expect(el.open).to.equal(true);
    const facts = Object.fromEntries(
      [...root.querySelectorAll('dl > div')].map((row) => [
        row.querySelector('dt')!.textContent,
        row.querySelector('dd')!.textContent,
      ]),
    );
    expect(facts).to.deep.include({
      'Property type': 'Single Family',
      'Sale type': 'For rent',
      Bedrooms: '3',
      Bathrooms: '2.5',
      // The sandbox does not send AreaUnit in list records, so the element's area-unit applies…
      'Building area': '95 sq ft',
      'Lot area': '300 sq ft',
      'Year built': '1987',
      'Days on market': '4',
      'Parking spots': '1',
      'HOA fee': '$120/mo',
      Deposit: '$4,800',
      'Space type': 'Entire place',
      Estimate: '$2,500',
      'Price per sq ft': '$1.30',
      'MLS number': 'DETAIL-1',
    });
    expect(root.querySelector('[part="price"]')!.textContent).to.equal('$2,400/mo');
    const description = root.querySelector<HTMLElement>('.description')!;
    expect(description.textContent).to.equal('Bright flat.\nNew kitchen.\n\nClose to the park.');
    expect(getComputedStyle(description).whiteSpace).to.equal('pre-line');
    expect([...root.querySelectorAll('tbody tr')].map((row) => row.textContent)).to.deep.equal([
      'PetsCats allowed',
      'HeatingGas',
    ]);
    expect(root.querySelector<HTMLAnchorElement>('a.view')!.href).to.equal('https://realtor.example/listing/detail-1');
    expect(root.querySelector<HTMLAnchorElement>('a.map')!.href).to.equal(
      'https://www.openstreetmap.org/?mlat=30.25&mlon=-97.75#map=16/30.25/-97.75',
    );
    await expect(el).to.be.accessible();
  });

  it('…and a listing that says Square Meters is shown in m², in Spanish too', async () => {
    const el = await fixture<ListingDetail>(html`<listing-detail lang="es"></listing-detail>`);
    await el.show({ ...listing, areaUnit: 'Square Meters' });
    const root = el.shadowRoot!;
    const dd = [...root.querySelectorAll('dd')].map((item) => item.textContent);
    expect(dd).to.include('95 m²');
    expect(root.querySelector('[part="price"]')!.textContent).to.equal('$2,400/mes');
    expect(root.querySelector('.close')!.getAttribute('aria-label')).to.equal('Cerrar');
  });

  it("follows an ancestor's lang changed after load", async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div lang="en"><listing-detail></listing-detail></div>`);
    const el = wrapper.querySelector('listing-detail')!;
    await el.show(listing);
    const root = el.shadowRoot!;
    expect(root.querySelector('#facts-heading')!.textContent).to.equal('Facts');
    wrapper.lang = 'es';
    await waitFor(() => root.querySelector('#facts-heading')!.textContent === 'Datos', 'the Spanish facts heading');
    expect(root.querySelector('.close')!.getAttribute('aria-label')).to.equal('Cerrar');
    el.close();
  });

  it('keyboard alone: open from a card, arrows and buttons through the photos, Escape closes, focus returns to the card', async () => {
    const search = await fixture<ListingSearch>(
      html`<listing-search session-key="demo-session-key" api-base="" serial-number="test-4" controls=""></listing-search>`,
    );
    search.client = client();
    await settled(search);
    const card = $(search, '[part="card"]')!;
    // Tab from the start of the page to the card's button.
    (document.activeElement as HTMLElement | null)?.blur();
    await sendKeys({ press: 'Tab' });
    await waitFor(() => deepFocus()?.classList.contains('hit'), 'focus on the card');
    await sendKeys({ press: 'Enter' });
    const detail = $(search, 'listing-detail') as ListingDetail;
    await waitFor(() => detail.open, 'the dialog');
    const root = detail.shadowRoot!;
    const counter = () => root.querySelector('.nav span')!.textContent;
    const shown = () => root.querySelector<HTMLImageElement>('img[part="image"]')!.src;
    expect(deepFocus()).to.equal(root.querySelector('.close'));
    expect(counter()).to.equal('Photo 1 of 3');
    expect(shown()).to.equal(image(1));
    await sendKeys({ press: 'ArrowRight' });
    await detail.updateComplete;
    expect(counter()).to.equal('Photo 2 of 3');
    expect(shown()).to.equal(image(2));
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowLeft' });
    await detail.updateComplete;
    expect(counter()).to.equal('Photo 3 of 3');
    // Tab to "next photo" and press it with Space.
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(deepFocus()).to.equal(root.querySelector('.next'));
    await sendKeys({ press: 'Space' });
    await detail.updateComplete;
    expect(counter()).to.equal('Photo 1 of 3');
    await expect(search).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !detail.open, 'the dialog to close');
    expect(search.shadowRoot!.activeElement).to.equal(card.querySelector('.hit'));
    expect(deepFocus()).to.equal(card.querySelector('.hit'));
    // Enter again, then the close button (Tab to it, Enter).
    await sendKeys({ press: 'Enter' });
    await waitFor(() => detail.open, 'the dialog again');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => !detail.open, 'closed by the close button');
    expect(deepFocus()).to.equal(card.querySelector('.hit'));
  });

  it('focus goes back to the element show() was given, not merely the last focused one', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div><button id="was-focused">A</button><button id="opener">B</button><listing-detail></listing-detail></div>`,
    );
    const detail = wrapper.querySelector('listing-detail')!;
    wrapper.querySelector<HTMLButtonElement>('#was-focused')!.focus();
    await detail.show(listing, wrapper.querySelector<HTMLButtonElement>('#opener')!);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !detail.open, 'the dialog to close');
    expect(document.activeElement).to.equal(wrapper.querySelector('#opener'));
  });

  it('no photos: a placeholder, no gallery buttons', async () => {
    const el = await fixture<ListingDetail>(html`<listing-detail></listing-detail>`);
    await el.show({ ...listing, images: [] });
    expect(el.shadowRoot!.querySelector('.placeholder')).to.exist;
    expect(el.shadowRoot!.querySelector('.next')).to.equal(null);
  });
});
