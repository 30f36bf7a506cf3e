/** `sync-url`: filters and page in the address bar, read on load and on back/forward; namespaced params. */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/elements/listing-search/listing-search.js';
import type { ListingSearch } from '../../../src/elements/listing-search/listing-search.js';
import { $, $$, DEMO, settled, waitFor } from '../../support/sandbox.js';
import { cardListings } from './cards.js';

const start = location.href;
const params = () => new URLSearchParams(location.search);

describe('<listing-search sync-url>', () => {
  afterEach(() => history.replaceState(null, '', start));

  it('round trip: user changes push entries; back and forward restore them; host params survive', async () => {
    history.replaceState(null, '', `${location.pathname}?host=keep`);
    const el = await fixture<ListingSearch>(
      html`<listing-search sync-url serial-number=${DEMO.serial} session-key=${DEMO.sessionKey} api-base=""></listing-search>`,
    );
    await settled(el);
    const length = history.length;
    $$<HTMLInputElement>(el, 'input[type="radio"]')[2]!.click();
    await settled(el);
    expect(params().get('ls-type')).to.equal('for_rent');
    $<HTMLButtonElement>(el, 'nav button.next')!.click();
    await settled(el);
    expect(params().get('ls-page')).to.equal('2');
    expect(params().get('host')).to.equal('keep');
    // Two entries pushed; Chromium keeps at most 50 per tab (the test runner's tab collects them across files).
    expect(history.length).to.equal(Math.min(length + 2, 50));
    const page2 = cardListings(el).map((item) => item.id);

    history.back();
    await waitFor(() => el.page === 1, 'back to page 1');
    await settled(el);
    expect(el.saleType).to.equal('for_rent');
    expect(cardListings(el).every((item) => item.saleType === 'for_rent')).to.equal(true);
    history.back();
    await waitFor(() => el.saleType === '', 'back to no filter');
    await settled(el);
    // One step at a time, as a person presses Forward: WebKit drops a traversal asked for while one is under way.
    history.forward();
    await waitFor(() => el.saleType === 'for_rent', 'forward to the filter');
    history.forward();
    await waitFor(() => el.page === 2, 'forward to page 2');
    await settled(el);
    expect(cardListings(el).map((item) => item.id)).to.deep.equal(page2);
  });

  it('typing rewrites one history entry; Enter, a control and a page change each push one', async () => {
    const el = await fixture<ListingSearch>(
      html`<listing-search sync-url serial-number=${DEMO.serial} session-key=${DEMO.sessionKey} api-base=""></listing-search>`,
    );
    await settled(el);
    const calls: string[] = [];
    const { pushState, replaceState } = history;
    history.pushState = (...args) => (calls.push('push'), pushState.apply(history, args));
    history.replaceState = (...args) => (calls.push('replace'), replaceState.apply(history, args));
    try {
      const city = $<HTMLInputElement>(el, 'input[name$="-city"]')!;
      for (const text of ['D', 'De', 'Den', 'Denv', 'Denve', 'Denver']) {
        city.value = text;
        city.dispatchEvent(new Event('input', { bubbles: true }));
        await waitFor(() => el.city === text, `the debounced "${text}"`);
      }
      expect(calls).to.deep.equal(['push', 'replace', 'replace', 'replace', 'replace', 'replace']);
      expect(params().get('ls-city')).to.equal('Denver');
      city.value = 'Denver ';
      $<HTMLButtonElement>(el, 'button.submit')!.click();
      await settled(el);
      expect(calls).to.have.length(6);
      $$<HTMLInputElement>(el, 'input[type="radio"]')[1]!.click();
      await settled(el);
      city.value = 'Austin';
      city.dispatchEvent(new Event('input', { bubbles: true }));
      await waitFor(() => el.city === 'Austin', 'the debounced "Austin"');
      await settled(el);
      $<HTMLButtonElement>(el, 'nav button.next')!.click();
      await settled(el);
      expect(calls.slice(6)).to.deep.equal(['push', 'push', 'push']);
    } finally {
      Object.assign(history, { pushState, replaceState });
    }
    history.back();
    await waitFor(() => el.page === 1, 'back to page 1 of Austin');
    history.back();
    await waitFor(() => el.city === 'Denver', 'back to Denver, not "Denve"');
    history.back();
    await waitFor(() => el.city === 'Denver' && el.saleType === '', 'back to Denver, any type');
    history.back();
    await waitFor(() => el.city === '', 'back to no city');
  });

  it('a shared link: the address bar wins over attributes on load', async () => {
    history.replaceState(null, '', `${location.pathname}?ls-city=Miami&ls-page=2&ls-type=for_sale`);
    const el = await fixture<ListingSearch>(
      html`<listing-search sync-url city="Austin" serial-number=${DEMO.serial} session-key=${DEMO.sessionKey} api-base=""></listing-search>`,
    );
    await settled(el);
    expect([el.city, el.saleType, el.page]).to.deep.equal(['Miami', 'for_sale', 2]);
    expect($<HTMLInputElement>(el, 'input[name$="-city"]')!.value).to.equal('Miami');
    expect(cardListings(el).every((item) => item.city === 'Miami' && item.saleType === 'for_sale')).to.equal(true);
  });

  it('two widgets with ids use their own params and do not collide', async () => {
    history.replaceState(null, '', `${location.pathname}?rent-city=Boston&buy-city=Denver`);
    const wrapper = await fixture<HTMLElement>(html`<div>
      <listing-search id="rent" sync-url serial-number=${DEMO.serial} session-key=${DEMO.sessionKey} api-base=""></listing-search>
      <listing-search id="buy" sync-url serial-number=${DEMO.serial} session-key=${DEMO.sessionKey} api-base=""></listing-search>
    </div>`);
    const [rent, buy] = [...wrapper.querySelectorAll('listing-search')] as ListingSearch[];
    await Promise.all([settled(rent!), settled(buy!)]);
    expect([rent!.city, buy!.city]).to.deep.equal(['Boston', 'Denver']);
    $<HTMLButtonElement>(buy!, 'nav button.next')!.click();
    await settled(buy!);
    expect(params().get('buy-page')).to.equal('2');
    expect(params().has('rent-page')).to.equal(false);
    expect(rent!.page).to.equal(1);
  });

  it('without sync-url the address bar is left alone', async () => {
    const el = await fixture<ListingSearch>(
      html`<listing-search serial-number=${DEMO.serial} session-key=${DEMO.sessionKey} api-base=""></listing-search>`,
    );
    await settled(el);
    const before = location.href;
    $<HTMLButtonElement>(el, 'nav button.next')!.click();
    await settled(el);
    expect(location.href).to.equal(before);
  });
});
