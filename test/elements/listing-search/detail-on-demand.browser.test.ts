/**
 * The detail dialog is not on the first results' path: its module loads when a card is hovered or
 * focused (so choosing it does not wait), or at the latest when a card is chosen. In its own file, so
 * that no other test has loaded the dialog first. Runs against the source and the built bundle.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/elements/listing-search/listing-search.js';
import type { ListingSearch } from '../../../src/elements/listing-search/listing-search.js';
import type { ListingDetail } from '../../../src/elements/listing-detail/listing-detail.js';
import { $, $$, DEMO, settled, waitFor } from '../../support/sandbox.js';

describe('<listing-search> loads the detail dialog on demand', () => {
  it('paints results without it, starts loading it when a card gets focus, and opens it on choice', async () => {
    const el = await fixture<ListingSearch>(
      html`<listing-search serial-number=${DEMO.serial} session-key=${DEMO.sessionKey} api-base=""></listing-search>`,
    );
    await settled(el);
    expect($$(el, '[part="card"]')).to.have.length(12);
    expect(customElements.get('listing-detail'), 'not needed for the first results').to.equal(undefined);

    const hit = $(el, '[part="card"] .hit') as HTMLButtonElement;
    hit.focus();
    await waitFor(() => customElements.get('listing-detail'), 'the dialog loaded on focus, before any choice');

    hit.click();
    const detail = $(el, 'listing-detail') as ListingDetail;
    await waitFor(() => detail.open, 'the dialog');
    expect(detail.shadowRoot!.querySelector('[part="address"]')!.textContent).to.not.equal('');
    detail.close();
    await waitFor(
      () => document.activeElement === el && el.shadowRoot!.activeElement === hit,
      'focus back on the card',
    );
  });

  it('with card-action="url", hovering a card loads nothing', async () => {
    const el = await fixture<ListingSearch>(
      html`<listing-search serial-number=${DEMO.serial} session-key=${DEMO.sessionKey} api-base="" card-action="url"></listing-search>`,
    );
    await settled(el);
    // The first test of this file may have loaded it: this one only asserts when it had not.
    const before = customElements.get('listing-detail');
    $$(el, '[part="card"]')[0]!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(customElements.get('listing-detail')).to.equal(before);
  });
});
