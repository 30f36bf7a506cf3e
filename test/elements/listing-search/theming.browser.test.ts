/**
 * Theming from the outside: every documented `--listing-*` property works when set on an ancestor
 * (not only on the element), in the cards, the form, the page text and the detail dialog.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '../../support/engine.js';
import '../../../src/elements/listing-search/listing-search.js';
import type { ListingDetail } from '../../../src/elements/listing-detail/listing-detail.js';
import { $, $$, DEMO, settled, waitFor } from '../../support/sandbox.js';

const theme = {
  '--listing-accent': 'rgb(1, 2, 3)',
  '--listing-on-accent': 'rgb(4, 5, 6)',
  '--listing-radius': '7px',
  '--listing-font': 'Georgia, serif',
  '--listing-surface': 'rgb(7, 8, 9)',
  '--listing-text': 'rgb(10, 11, 12)',
  '--listing-muted': 'rgb(13, 14, 15)',
  '--listing-card-min-width': '400px',
  '--listing-gap': '31px',
};

describe('<listing-search> theming', () => {
  it('every documented custom property set on an ancestor reaches the element', async () => {
    await setViewport({ width: 1000, height: 900 });
    const wrapper = await fixture<HTMLDivElement>(
      html`<section><div><listing-search serial-number=${DEMO.serial} session-key=${DEMO.sessionKey} api-base="" page-size="4"></listing-search></div></section>`,
    );
    for (const [name, value] of Object.entries(theme)) wrapper.style.setProperty(name, value);
    const el = wrapper.querySelector('listing-search')!;
    await settled(el);
    const style = (node: Element) => getComputedStyle(node);
    const card = $(el, '[part="card"]')!;
    const submit = $(el, 'button.submit')!;
    expect(style(submit).backgroundColor, 'accent').to.equal(theme['--listing-accent']);
    expect(style(submit).color, 'on-accent').to.equal(theme['--listing-on-accent']);
    expect(style(card).borderTopLeftRadius, 'radius').to.equal(theme['--listing-radius']);
    expect(style(card.querySelector('[part="price"]')!).fontFamily, 'font').to.equal(theme['--listing-font']);
    expect(style(card).backgroundColor, 'surface').to.equal(theme['--listing-surface']);
    expect(style(card).color, 'text in the boxes').to.equal(theme['--listing-text']);
    expect(style($(el, 'h2')!).color, 'text on the page').to.equal(theme['--listing-text']);
    expect(style(card.querySelector('[part="address"]')!).color, 'muted').to.equal(theme['--listing-muted']);
    const grid = $$(el, 'ul')[0]!;
    expect(style(grid).columnGap, 'gap').to.equal(theme['--listing-gap']);
    // 1000px wide with 400px cards: two columns (four with the default 260px... or three with the gap).
    expect(style(grid).gridTemplateColumns.split(' '), 'card-min-width').to.have.length(2);

    card.querySelector<HTMLElement>('.hit')!.click();
    const detail = $(el, 'listing-detail') as ListingDetail;
    await waitFor(() => detail.open, 'the dialog');
    expect(style(detail.shadowRoot!.querySelector('dialog')!).backgroundColor, 'the dialog surface').to.equal(
      theme['--listing-surface'],
    );
    detail.close();
  });

  it("without them, text on the page keeps the page's own colour", async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div><listing-search serial-number=${DEMO.serial} session-key=${DEMO.sessionKey} api-base="" page-size="1"></listing-search></div>`,
    );
    wrapper.style.color = 'rgb(20, 30, 40)';
    const el = wrapper.querySelector('listing-search')!;
    await settled(el);
    expect(getComputedStyle($(el, 'h2')!).color).to.equal('rgb(20, 30, 40)');
  });
});
