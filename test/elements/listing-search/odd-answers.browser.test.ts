/**
 * Answers that cannot be true, from a platform or a proxy that misbehaves: real sandbox answers with
 * `VirtualCount` or `List` rewritten on their way to the widget, and input the client refuses to send.
 * What a visitor sees must stay true: a count that cannot be true is not believed (and never looped
 * over), at most a page of cards, no "1–0 of 1", and a refused input named instead of a Retry that
 * cannot succeed.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '../../support/engine.js';
import '../../../src/elements/listing-search/listing-search.js';
import type { ListingSearch } from '../../../src/elements/listing-search/listing-search.js';
import { $, $$, DEMO, client, faultyFetch, settled } from '../../support/sandbox.js';
import { cardListings } from './cards.js';

/** A real sandbox answer whose `Data` `rewrite` changes. */
const rewriting =
  (rewrite: (data: { List: Record<string, unknown>[]; VirtualCount?: unknown }) => void): typeof fetch =>
  async (input, init) => {
    const response = await fetch(input, init);
    const body = await response.json();
    rewrite(body.Data);
    return new Response(JSON.stringify(body), {
      status: response.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };

async function searchWith(fetchImpl: typeof fetch, pageSize = 12) {
  const el = await fixture<ListingSearch>(
    html`<listing-search session-key=${DEMO.sessionKey} api-base="" serial-number=${DEMO.serial} page-size=${pageSize}></listing-search>`,
  );
  el.client = client({ fetch: fetchImpl });
  await settled(el);
  return el;
}

const heading = (el: ListingSearch) => $(el, 'h2')!.textContent!.trim();
const pageNumbers = (el: ListingSearch) => $$(el, 'nav ol li').map((item) => item.textContent!.trim());

describe('<listing-search> counts that cannot be true', () => {
  for (const count of [1e308, 1e11, 1e9 + 1, -12, 12.5]) {
    it(`VirtualCount ${count}: not believed; previous/next only, and the page renders`, async () => {
      const el = await searchWith(rewriting((data) => (data.VirtualCount = count)));
      expect(cardListings(el)).to.have.length(12);
      expect(heading(el)).to.equal('Listings · Page 1');
      expect($(el, 'nav ol')).to.equal(null);
      expect($<HTMLButtonElement>(el, 'nav button.next')!.disabled).to.equal(false);
    });
  }

  it('the largest count believed (1e9): a window of five numbers at most, the last page named', async () => {
    const el = await searchWith(rewriting((data) => (data.VirtualCount = 1e9)));
    expect(heading(el)).to.equal('1–12 of 1,000,000,000 homes');
    expect(pageNumbers(el)).to.deep.equal(['1', '2', '…', '83333334']);
  });
});

describe('<listing-search> odd pages', () => {
  it('a page whose only record is unusable, with VirtualCount 1: the empty state, not "1–0 of 1"', async () => {
    const el = await searchWith(
      rewriting((data) => {
        data.List = [{ ...data.List[0], ID: 'not an id' }];
        data.VirtualCount = 1;
      }),
    );
    expect(heading(el)).not.to.contain('–');
    expect(heading(el)).to.equal('Listings · Page 1');
    expect(cardListings(el)).to.have.length(0);
    expect($(el, '[part="empty"]')).to.not.equal(null);
    expect($(el, 'nav')).to.equal(null);
  });

  it('2,000 records for a page size of 12: twelve cards under a pager that agrees with them', async () => {
    const el = await searchWith(
      rewriting((data) => {
        const records = data.List;
        data.List = Array.from({ length: 2000 }, (_, i) => ({ ...records[i % records.length], ID: 900_000 + i }));
        data.VirtualCount = 2000;
      }),
    );
    expect($$(el, '[part="card"]')).to.have.length(12);
    expect(cardListings(el).map((item) => item.id)).to.deep.equal(Array.from({ length: 12 }, (_, i) => 900_000 + i));
    expect(heading(el)).to.equal('1–12 of 2,000 homes');
    expect($(el, 'nav .of')!.textContent).to.equal('Page 1 of 167');
  });
});

describe('<listing-search> input the client will not send', () => {
  const start = location.href;
  afterEach(() => history.replaceState(null, '', start));

  it('?ls-city= of 3,000 characters: says the city is too long, sends nothing, offers no Retry', async () => {
    history.replaceState(null, '', `${location.pathname}?ls-city=${'x'.repeat(3000)}`);
    const fetchImpl = faultyFetch(() => undefined);
    const el = await fixture<ListingSearch>(
      html`<listing-search sync-url session-key=${DEMO.sessionKey} api-base="" serial-number=${DEMO.serial}></listing-search>`,
    );
    el.client = client({ fetch: fetchImpl });
    await settled(el);
    expect(el.city).to.have.length(3000);
    expect(fetchImpl.calls).to.have.length(0);
    const error = $(el, '[part="error"]')!;
    expect(error.textContent).to.contain('City: the text is too long (at most 500 characters).');
    expect(error.textContent).not.to.contain('Try again');
    expect($(el, 'button.retry')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('?ls-page= past the API bound: asks for the last page the API accepts and shows the empty page, not an error', async () => {
    history.replaceState(null, '', `${location.pathname}?ls-page=5000000`);
    const fetchImpl = faultyFetch(() => undefined);
    const el = await fixture<ListingSearch>(
      html`<listing-search sync-url session-key=${DEMO.sessionKey} api-base="" serial-number=${DEMO.serial}></listing-search>`,
    );
    el.client = client({ fetch: fetchImpl });
    await settled(el);
    const sent = fetchImpl.calls.map((init) => JSON.parse(String(init.body)) as { PageNumber?: number });
    expect(sent.map((body) => body.PageNumber)).to.include(1_000_000);
    expect($(el, '[part="error"]')).to.equal(null);
    expect($(el, '[part="empty"]')).to.not.equal(null);
    expect(cardListings(el)).to.have.length(0);
  });

  it('a city of 501 characters typed in (Spanish): the same, in Spanish; a shorter one searches again', async () => {
    const fetchImpl = faultyFetch(() => undefined);
    const el = await fixture<ListingSearch>(
      html`<listing-search lang="es" session-key=${DEMO.sessionKey} api-base="" serial-number=${DEMO.serial}></listing-search>`,
    );
    el.client = client({ fetch: fetchImpl });
    await settled(el);
    const calls = fetchImpl.calls.length;
    const city = $<HTMLInputElement>(el, 'input[name$="-city"]')!;
    city.value = 'y'.repeat(501);
    city.focus();
    await sendKeys({ press: 'Enter' });
    await settled(el);
    expect(fetchImpl.calls).to.have.length(calls);
    expect($(el, '[part="error"]')!.textContent).to.contain(
      'Ciudad: el texto es demasiado largo (500 caracteres como máximo).',
    );
    expect($(el, 'button.retry')).to.equal(null);
    city.value = 'Seattle';
    await sendKeys({ press: 'Enter' });
    await settled(el);
    expect($(el, '[part="error"]')).to.equal(null);
    expect(fetchImpl.calls).to.have.length(calls + 1);
  });
});
