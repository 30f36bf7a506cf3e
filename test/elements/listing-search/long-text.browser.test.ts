/**
 * Long unbroken text within the API's caps (issue 26, item 12): a 2,000-character address, a 500-character
 * city, a 2,000-character property type and MLS number, a 20,000-character description, a 300-digit price. At
 * 390 and 1280 px wide nothing scrolls sideways (the card, the grid, the detail dialog, `<listing-manager>`'s
 * table), a card keeps a card's height, and the full value stays available: the card's title, the dialog's
 * text, the manager's cell title. Geometry, measured in Chromium; a screenshot of each is written for a person.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '../../support/engine.js';
import { AdminClient } from '../../../src/api/admin-client.js';
import '../../../src/elements/listing-search/listing-search.js';
import '../../../src/elements/listing-manager/listing-manager.js';
import type { ListingSearch } from '../../../src/elements/listing-search/listing-search.js';
import type { ListingDetail } from '../../../src/elements/listing-detail/listing-detail.js';
import type { ListingManager } from '../../../src/elements/listing-manager/listing-manager.js';
import {
  $,
  DEMO,
  client,
  createListings,
  listingInput,
  resetChatbot,
  settled,
  waitFor,
} from '../../support/sandbox.js';

const ADDRESS = `${'A'.repeat(1995)} Road`;
const CITY = 'C'.repeat(500);
const TYPE = 'T'.repeat(2000);
const MLS = 'M'.repeat(500);
const DESCRIPTION = 'D'.repeat(20_000);

/** A real sandbox answer whose first record gets the long values (and a price no home has). */
const longFirst: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const body = await response.json();
  Object.assign(body.Data.List[0], {
    Address: ADDRESS,
    City: CITY,
    State: 'S'.repeat(2000),
    PropertyType: TYPE,
    MLSNumber: MLS,
    Description: DESCRIPTION,
    Price: '1e300',
    SalePrice: '1e300',
  });
  return new Response(JSON.stringify(body), {
    status: response.status,
    headers: { 'Content-Type': 'application/json' },
  });
};

/** Nothing inside `root` (an element, a shadow root's host) is wider than its box, and the page does not scroll sideways. */
function expectNoSidewaysOverflow(what: string, ...boxes: Element[]) {
  for (const box of boxes)
    expect(box.scrollWidth, `${what}: ${box.localName}.${box.className} scrolls sideways`).to.be.at.most(
      box.clientWidth + 1,
    );
  expect(document.documentElement.scrollWidth, `${what}: the page scrolls sideways`).to.be.at.most(innerWidth + 1);
}

for (const width of [390, 1280]) {
  describe(`long unbroken text at ${width} px`, () => {
    before(() => setViewport({ width, height: 900 }));
    after(() => setViewport({ width: 800, height: 600 }));

    it('a card: truncated or wrapped within the card, a card’s height, the full address in its text', async () => {
      const el = await fixture<ListingSearch>(
        html`<listing-search session-key=${DEMO.sessionKey} api-base="" serial-number=${DEMO.serial} page-size="4"></listing-search>`,
      );
      el.client = client({ fetch: longFirst });
      await settled(el);
      const [long, normal] = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part="card"]')];
      const grid = $(el, 'ul')!;
      expectNoSidewaysOverflow('card', long!, grid, el);
      expect(long!.getBoundingClientRect().right).to.be.at.most(grid.getBoundingClientRect().right + 1);
      // The long card is no taller than a card with ordinary text by more than a few lines.
      expect(long!.getBoundingClientRect().height).to.be.below(normal!.getBoundingClientRect().height + 200);
      // Cut on screen, whole for a screen reader (the card's name) and in the detail (the next test).
      expect(long!.querySelector('[part="address"]')!.textContent).to.contain(ADDRESS);
      for (const part of long!.querySelectorAll<HTMLElement>('[part="price"], [part="facts"], [part="address"]'))
        expect(part.getBoundingClientRect().right, part.getAttribute('part')!).to.be.at.most(
          long!.getBoundingClientRect().right + 1,
        );
    });

    it('the detail dialog: wraps everything, opens scrolled to the start, shows every character', async () => {
      const el = await fixture<ListingSearch>(
        html`<listing-search session-key=${DEMO.sessionKey} api-base="" serial-number=${DEMO.serial} page-size="4"></listing-search>`,
      );
      el.client = client({ fetch: longFirst });
      await settled(el);
      ($(el, '[part="card"] .hit') as HTMLElement).click();
      const detail = el.shadowRoot!.querySelector<ListingDetail>('listing-detail')!;
      await waitFor(() => detail.shadowRoot?.querySelector('dialog[open]'), 'the dialog to open');
      await detail.updateComplete;
      const dialog = detail.shadowRoot!.querySelector('dialog')!;
      // Expanded description: every character on screen (wrapped).
      detail.shadowRoot!.querySelector<HTMLButtonElement>('.more, button[aria-expanded]')?.click();
      await detail.updateComplete;
      expectNoSidewaysOverflow('dialog', dialog);
      expect(dialog.scrollLeft).to.equal(0);
      expect(dialog.getBoundingClientRect().right).to.be.at.most(innerWidth + 1);
      const text = dialog.textContent!;
      for (const value of [ADDRESS, CITY, TYPE, MLS, DESCRIPTION]) expect(text).to.contain(value);
      for (const node of dialog.querySelectorAll<HTMLElement>('*'))
        expect(node.getBoundingClientRect().right, `${node.localName}.${node.className}`).to.be.at.most(
          dialog.getBoundingClientRect().right + 1,
        );
      dialog.close();
    });

    it('<listing-manager>: the address column gives way, price, status and the row actions stay on screen', async () => {
      await resetChatbot('test-79');
      await createListings('test-79', [
        listingInput('test-79', { Address: ADDRESS, City: CITY, MLSNumber: MLS, PropertyType: TYPE }),
        listingInput('test-79', { Address: '1 Short St', MLSNumber: 'SHORT-1' }),
      ]);
      const el = await fixture<ListingManager>(
        html`<listing-manager serial-number="test-79" lang="en" .client=${new AdminClient({ baseUrl: location.origin, secretKey: DEMO.secretKey })} .listClient=${client()}></listing-manager>`,
      );
      await el.updateComplete;
      await el.listTask.taskComplete;
      await el.updateComplete;
      const row = [...el.shadowRoot!.querySelectorAll('tbody tr')].find((tr) => tr.textContent!.includes('AAAA'))!;
      const cells = [...row.querySelectorAll<HTMLElement>('td')];
      for (const cell of cells) {
        const box = cell.getBoundingClientRect();
        expect(box.right, `cell ${cell.dataset.label ?? cell.className}`).to.be.at.most(innerWidth + 1);
      }
      for (const button of row.querySelectorAll<HTMLElement>('.row-actions button'))
        expect(button.getBoundingClientRect().right).to.be.at.most(innerWidth + 1);
      const wide = [...el.shadowRoot!.querySelectorAll<HTMLElement>('*')].filter(
        (node) => node.getBoundingClientRect().right > innerWidth + 1,
      );
      expect(wide.map((node) => `${node.localName}.${node.className}`)).to.deep.equal([]);
      expectNoSidewaysOverflow('manager', el);
      expect(row.querySelector('.address')!.getAttribute('title')).to.equal(ADDRESS);
      // A row stays a row's height: the address is cut to a few lines, not 2,000 characters' worth.
      expect(row.getBoundingClientRect().height).to.be.below(width < 600 ? 500 : 200);
    });
  });
}
