/**
 * No layout shift while results load: measured with the browser's own Layout Instability API
 * (`layout-shift` entries, the source of Cumulative Layout Shift) and with a paragraph placed after
 * the widget, whose position must not move when skeletons give way to results.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '../../support/engine.js';
import '../../../src/elements/listing-search/listing-search.js';
import type { ListingSearch } from '../../../src/elements/listing-search/listing-search.js';
import { $, $$, DEMO, client, faultyFetch, settled, waitFor } from '../../support/sandbox.js';

/** Collects the layout shifts the page reports from now on; `total()` is their summed score. */
function watchLayoutShifts() {
  const scores: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) scores.push((entry as PerformanceEntry & { value: number }).value);
  });
  observer.observe({ type: 'layout-shift' });
  return {
    async total(): Promise<number> {
      // Entries are delivered after the frame that caused them: let two frames pass first.
      for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
      scores.push(...observer.takeRecords().map((entry) => (entry as PerformanceEntry & { value: number }).value));
      observer.disconnect();
      return scores.reduce((sum, value) => sum + value, 0);
    },
  };
}

/** Four results, and a paragraph after the widget whose position gives away any shift; `sort` and `max` put it in index mode. */
async function widgetWithTextAfter(sort = 'newest', max = 1000) {
  const wrapper = await fixture<HTMLDivElement>(html`<div>
    <listing-search serial-number=${DEMO.serial} session-key=${DEMO.sessionKey} api-base="" page-size="4" sort=${sort} max-listings=${max}></listing-search>
    <p>Text after the widget</p>
  </div>`);
  return { el: wrapper.querySelector<ListingSearch>('listing-search')!, after: wrapper.querySelector('p')! };
}

for (const width of [1200, 390]) {
  describe(`<listing-search> layout stability at ${width}px`, () => {
    before(() => setViewport({ width, height: 900 }));

    it('the first results replace the skeletons without moving anything', async () => {
      const { el, after } = await widgetWithTextAfter();
      el.client = client({ fetch: faultyFetch((call) => (call === 0 ? 'latency=800' : undefined)) });
      await waitFor(() => $$(el, '.skeleton').length === 4, 'skeletons');
      const top = after.getBoundingClientRect().top;
      const shifts = watchLayoutShifts();
      await settled(el);
      expect($$(el, '[part="card"]')).to.have.length(4);
      expect(after.getBoundingClientRect().top).to.equal(top);
      expect(await shifts.total()).to.equal(0);
    });

    for (const max of [1000, 150]) {
      it(`index mode${max < 1000 ? ', at the cap' : ''}: skeletons through the whole index load, then the results without moving anything`, async () => {
        const { el, after } = await widgetWithTextAfter('price-desc', max);
        el.client = client({ fetch: faultyFetch(() => 'latency=300') });
        // From the first progress on ("Loading 100 of …"; the cap's note is already below when the count says the cap will be reached).
        await waitFor(() => /^Loading \d/.test($(el, 'h2')?.textContent ?? ''), 'the progress');
        for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
        expect($$(el, '.skeleton')).to.have.length(4);
        const top = after.getBoundingClientRect().top;
        const shifts = watchLayoutShifts();
        await settled(el);
        expect($$(el, '[part="card"]')).to.have.length(4);
        expect(!!$(el, '.note')).to.equal(max < 1000);
        expect(after.getBoundingClientRect().top).to.equal(top);
        expect(await shifts.total()).to.equal(0);
      });
    }

    it('a page change shows skeletons in place of the cards without moving anything', async () => {
      const { el, after } = await widgetWithTextAfter();
      el.client = client({ fetch: faultyFetch((call) => (call === 1 ? 'latency=800' : undefined)) });
      await settled(el);
      const top = after.getBoundingClientRect().top;
      $<HTMLButtonElement>(el, 'nav button.next')!.click();
      await waitFor(() => $$(el, '.skeleton').length === 4, 'skeletons');
      expect(after.getBoundingClientRect().top).to.equal(top);
      // What moves on the click itself is the user's doing (CLS leaves out shifts right after input);
      // from the skeletons to the answer, nothing may move.
      expect($(el, '[aria-current="page"]')!.textContent!.trim()).to.equal('2');
      const shifts = watchLayoutShifts();
      await settled(el);
      expect(el.page).to.equal(2);
      expect(after.getBoundingClientRect().top).to.equal(top);
      expect(await shifts.total()).to.equal(0);
    });
  });
}

describe('<listing-search> the cap note', () => {
  it('the note stays while the same homes load again', async () => {
    const { el, after } = await widgetWithTextAfter('price-desc', 150);
    await settled(el);
    expect($(el, '.note')?.textContent ?? 'no note').to.contain('150');
    const top = after.getBoundingClientRect().top;
    // Another client loads the same set afresh: no progress has come in yet, the note holds its place.
    el.client = client({ fetch: faultyFetch(() => 'latency=300') });
    await el.updateComplete;
    expect($$(el, '.skeleton')).to.have.length(4);
    expect($(el, 'h2')!.textContent).not.to.match(/^Loading \d/);
    expect($(el, '.note')?.textContent ?? 'no note').to.contain('150');
    expect(after.getBoundingClientRect().top).to.equal(top);
    await settled(el);
    expect($(el, '.note')?.textContent ?? 'no note').to.contain('150');
    expect(after.getBoundingClientRect().top).to.equal(top);
  });
});

describe('<listing-search> cards far below the screen', () => {
  before(() => setViewport({ width: 390, height: 800 }));

  it('wait to be drawn until they near the screen, and show whole when scrolled to', async function () {
    // Engines without content-visibility draw every card at once, which is what this spares.
    if (!CSS.supports('content-visibility', 'auto')) this.skip();
    const el = await fixture<ListingSearch>(
      html`<listing-search serial-number=${DEMO.serial} session-key=${DEMO.sessionKey} api-base="" page-size="12"></listing-search>`,
    );
    await settled(el);
    const cards = $$(el, '[part="card"]');
    expect(cards).to.have.length(12);
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    // (The card's box holds its place; its content is what waits.)
    const drawn = (card: Element) => card.querySelector('.body')!.checkVisibility({ contentVisibilityAuto: true });
    expect(drawn(cards[0]!)).to.equal(true);
    expect(drawn(cards[11]!)).to.equal(false, 'the last card is not drawn before it nears the screen');
    cards[11]!.scrollIntoView({ block: 'end' });
    for (let i = 0; i < 3; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(drawn(cards[11]!)).to.equal(true);
    const box = cards[11]!.getBoundingClientRect();
    // Its photo and text, not an empty box, and on screen.
    expect(box.height).to.be.greaterThan(200);
    expect(box.top).to.be.lessThan(800);
    expect(box.bottom).to.be.greaterThan(0);
    window.scrollTo(0, 0);
  });

  for (const width of [1280, 390]) {
    it(`hold a drawn card's height until drawn, at ${width}px (nothing grows as the visitor scrolls)`, async function () {
      if (!CSS.supports('content-visibility', 'auto')) this.skip();
      await setViewport({ width, height: 500 });
      const el = await fixture<ListingSearch>(
        html`<listing-search serial-number=${DEMO.serial} session-key=${DEMO.sessionKey} api-base="" page-size="24"></listing-search>`,
      );
      await settled(el);
      for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
      const cards = $$(el, '[part="card"]');
      const last = cards[23]!;
      expect(last.querySelector('.body')!.checkVisibility({ contentVisibilityAuto: true })).to.equal(
        false,
        'the last card is not drawn yet',
      );
      const [held, drawn] = [last.getBoundingClientRect().height, cards[0]!.getBoundingClientRect().height];
      expect(Math.abs(held - drawn)).to.be.at.most(2, `${held} px held for ${drawn} px`);
      await setViewport({ width: 390, height: 800 });
    });
  }
});
