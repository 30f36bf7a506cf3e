/** <listing-card> on its own, with listings created through the real API and read back by the client. */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/elements/listing-card/listing-card.js';
import type { ListingCard } from '../../../src/elements/listing-card/listing-card.js';
import type { Listing } from '../../../src/api/schemas.js';
import { client, createListings, listingInput, resetChatbot, waitFor } from '../../support/sandbox.js';

let byMls: Record<string, Listing>;
const part = (el: ListingCard, name: string) => el.shadowRoot!.querySelector(`[part~="${name}"]`)!;
const texts = (el: ListingCard, selector: string) =>
  [...el.shadowRoot!.querySelectorAll(selector)].map((node) => node.textContent!.trim());

describe('<listing-card>', () => {
  before(async () => {
    await resetChatbot('test-5');
    await createListings('test-5', [
      listingInput('test-5', {
        MLSNumber: 'SALE',
        Tours: '3D',
        Images: [`${location.origin}/sandbox/images/home-5.svg`],
        Bathrooms: 1,
        Bedrooms: 1,
      }),
      listingInput('test-5', {
        MLSNumber: 'RENT',
        SaleType: 'for_rent',
        Status: 'Sold',
        SalePrice: undefined,
        RentPrice: 3250,
        Images: [],
        Address: undefined,
      }),
      listingInput('test-5', {
        MLSNumber: 'BROKEN',
        Status: 'PreOnMarket',
        Tours: 'OpenHouse',
        Images: ['http://127.0.0.1:9/missing.jpg'],
      }),
    ]);
    const { items } = await client().list({ SerialNumber: 'test-5' });
    byMls = Object.fromEntries(items.map((item) => [item.mlsNumber, item]));
  });

  it('price grouped for the locale, beds, baths, area with unit, address, status and tour badges, lazy photo', async () => {
    const el = await fixture<ListingCard>(html`<listing-card .listing=${byMls.SALE}></listing-card>`);
    expect(part(el, 'price').textContent).to.equal('$1,250,000');
    expect(texts(el, '[part="facts"] span')).to.deep.equal(['1 bed', '1 bath', '1,850 sq ft']);
    expect(texts(el, '[part="address"] span')).to.deep.equal(['12 Oak Street', 'Austin, TX 78701']);
    expect(texts(el, '[part="badge"]')).to.deep.equal(['Active', '3D tour']);
    const img = el.shadowRoot!.querySelector('img')!;
    expect(img.getAttribute('loading')).to.equal('lazy');
    expect(img.src).to.equal(`${location.origin}/sandbox/images/home-5.svg`);
    expect(getComputedStyle(part(el, 'image').parentElement!).aspectRatio).to.equal('4 / 3');
    await expect(el).to.be.accessible();
  });

  it('one button named by price and address (described by the facts)', async () => {
    const el = await fixture<ListingCard>(html`<listing-card .listing=${byMls.SALE}></listing-card>`);
    const buttons = el.shadowRoot!.querySelectorAll('button, a');
    expect(buttons).to.have.length(1);
    // The name and description as aria-labelledby / aria-describedby compose them (axe checks they resolve).
    const refs = (attribute: string) =>
      buttons[0]!
        .getAttribute(attribute)!
        .split(' ')
        .map(
          (id) =>
            [...el.shadowRoot!.getElementById(id)!.querySelectorAll('span')]
              .map((node) => node.textContent)
              .join(' ') || el.shadowRoot!.getElementById(id)!.textContent,
        );
    expect(refs('aria-labelledby').join(' ')).to.equal('$1,250,000 12 Oak Street Austin, TX 78701');
    expect(refs('aria-describedby').join(' ')).to.equal('1 bed 1 bath 1,850 sq ft Active 3D tour');
  });

  it('rent per month, Sold, no address, no photo: a placeholder; Square Meters and Spanish', async () => {
    const el = await fixture<ListingCard>(html`<listing-card .listing=${byMls.RENT}></listing-card>`);
    expect(part(el, 'price').textContent).to.equal('$3,250/mo');
    expect(texts(el, '[part="badge"]')).to.deep.equal(['Sold']);
    expect(el.shadowRoot!.querySelector('.placeholder')!.textContent).to.contain('No photo');
    await expect(el).to.be.accessible();
    el.areaUnit = 'Square Meters';
    el.language = 'es';
    await el.updateComplete;
    expect(texts(el, '[part="facts"] span')).to.deep.equal(['3 habitaciones', '2.5 baños', '1,850 m²']);
    expect(part(el, 'price').textContent).to.equal('$3,250/mes');
    expect(texts(el, '[part="badge"]')).to.deep.equal(['Vendida']);
  });

  it('0 beds reads Studio / Estudio; Spanish uses US numbers ("2,360 pies²"); a long street shortens, the city and ZIP never', async () => {
    const long = {
      ...byMls.SALE!,
      bedrooms: 0,
      area: 2360,
      address: '12345 North Very Long Boulevard of the Grand Old Republic, Apartment 1204',
      city: 'Rancho Santa Margarita',
      zip: '92688',
    };
    const wrapper = await fixture<HTMLDivElement>(
      html`<div style="width: 260px"><listing-card .listing=${long}></listing-card></div>`,
    );
    const el = wrapper.querySelector('listing-card')!;
    await el.updateComplete;
    expect(texts(el, '[part="facts"] span')[0]).to.equal('Studio');
    const [street, place] = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part="address"] span')];
    expect(street!.scrollWidth).to.be.above(street!.clientWidth);
    expect(place!.textContent).to.equal('Rancho Santa Margarita, TX 92688');
    expect(place!.scrollWidth).to.be.at.most(place!.clientWidth);
    expect(place!.getBoundingClientRect().bottom).to.be.at.most(
      el.shadowRoot!.querySelector('[part="card"]')!.getBoundingClientRect().bottom,
    );
    el.language = 'es';
    await el.updateComplete;
    expect(texts(el, '[part="facts"] span')).to.deep.equal(['Estudio', '1 baño', '2,360 pies²']);
    await expect(el).to.be.accessible();
  });

  it('badges stay on one row over the photo: those that do not fit are clipped whole (issue 11)', async () => {
    const many = { ...byMls.BROKEN!, status: 'PreOnMarket' as const, tours: ['OpenHouse', '3D'] as Listing['tours'] };
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="es" style="width: 220px"><listing-card .listing=${many}></listing-card></div>`,
    );
    const el = wrapper.querySelector('listing-card')!;
    await el.updateComplete;
    const row = el.shadowRoot!.querySelector('.badges')!.getBoundingClientRect();
    const first = el.shadowRoot!.querySelector('[part="badge"]')!.getBoundingClientRect();
    expect(row.height).to.be.below(first.height * 1.5);
    expect(texts(el, '[part="badge"]')).to.deep.equal(['Próximamente', 'Puertas abiertas', 'Tour 3D']);
  });

  it("follows an ancestor's lang changed after load", async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="en"><listing-card .listing=${byMls.RENT}></listing-card></div>`,
    );
    const el = wrapper.querySelector('listing-card')!;
    await el.updateComplete;
    expect(part(el, 'price').textContent).to.equal('$3,250/mo');
    wrapper.lang = 'es';
    await waitFor(() => part(el, 'price').textContent === '$3,250/mes', 'the Spanish price');
    expect(texts(el, '[part="badge"]')).to.deep.equal(['Vendida']);
  });

  it('a photo that fails to load becomes the placeholder; a new listing tries again', async () => {
    const el = await fixture<ListingCard>(html`<listing-card .listing=${byMls.BROKEN}></listing-card>`);
    await waitFor(() => el.shadowRoot!.querySelector('.placeholder'), 'the placeholder');
    expect(texts(el, '[part="badge"]')).to.deep.equal(['Pre-on-market', 'Open house']);
    el.listing = byMls.SALE;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('img')).to.exist;
  });

  it('listing-select: bubbles out composed with the listing; cancelling it stops a link card from navigating', async () => {
    const el = await fixture<ListingCard>(html`<listing-card link .listing=${byMls.SALE}></listing-card>`);
    const link = el.shadowRoot!.querySelector<HTMLAnchorElement>('a.hit')!;
    expect(link.href).to.equal(byMls.SALE!.url);
    let seen: CustomEvent | undefined;
    let clickPrevented: boolean | undefined;
    const onSelect = (event: Event) => {
      seen = event as CustomEvent;
      event.preventDefault();
    };
    const onClick = (event: Event) => {
      clickPrevented = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('listing-select', onSelect);
    document.addEventListener('click', onClick);
    try {
      link.click();
    } finally {
      document.removeEventListener('listing-select', onSelect);
      document.removeEventListener('click', onClick);
    }
    expect(seen!.detail.listing).to.equal(byMls.SALE);
    expect(seen!.composed && seen!.bubbles && seen!.cancelable).to.equal(true);
    expect(clickPrevented, 'the link click was cancelled by the card').to.equal(true);
  });
});
