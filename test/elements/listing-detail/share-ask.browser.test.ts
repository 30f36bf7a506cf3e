/**
 * <listing-detail>'s Share (the Web Share API, else the clipboard with "Link copied", and the link to
 * copy by hand when the clipboard refuses) and "Ask about this home" (`listing-ask`), against a listing
 * of the real sandbox (test-36).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import '../../../src/elements/listing-detail/listing-detail.js';
import type { ListingAskDetail, ListingDetail } from '../../../src/elements/listing-detail/listing-detail.js';
import type { Listing } from '../../../src/api/schemas.js';
import { client, createListings, listingInput, resetChatbot, waitFor } from '../../support/sandbox.js';

let listing: Listing;
const button = (el: ListingDetail, selector: string) => el.shadowRoot!.querySelector<HTMLButtonElement>(selector)!;

/** A real click (trusted, with user activation) at the middle of `target`. */
async function click(target: Element) {
  const box = target.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
}

async function open(attrs: { ask?: boolean; lang?: string; shareUrl?: string } = {}) {
  const el = await fixture<ListingDetail>(
    html`<listing-detail ?ask=${attrs.ask} lang=${attrs.lang ?? 'en'} .shareUrl=${attrs.shareUrl}></listing-detail>`,
  );
  await el.show(listing);
  return el;
}

/** Replaces a browser API for one test (headless Chromium on Linux has no share sheet), restoring it after. */
function replace<T extends object>(target: T, key: string, value: unknown): () => void {
  const own = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, { configurable: true, value });
  return () => (own ? Object.defineProperty(target, key, own) : delete (target as Record<string, unknown>)[key]);
}

describe('<listing-detail> Share and Ask', () => {
  before(async () => {
    await resetChatbot('test-36');
    await createListings('test-36', [
      listingInput('test-36', {
        Address: '123 Oak Ave',
        MLSNumber: 'DM0108843',
        Url: 'https://realtor.example/homes/123',
      }),
    ]);
    listing = (await client().list({ SerialNumber: 'test-36' })).items[0]!;
  });

  it('with the Web Share API: shares the title, the price and the link', async () => {
    const shared: ShareData[] = [];
    const restore = replace(navigator, 'share', async (data: ShareData) => void shared.push(data));
    try {
      const el = await open({ shareUrl: 'https://realtor.example/search?ls-listing=1' });
      await click(button(el, '.share'));
      await waitFor(() => shared.length === 1, 'the share sheet');
      expect(shared[0]!.url).to.equal('https://realtor.example/search?ls-listing=1');
      expect(shared[0]!.title).to.contain('123 Oak Ave');
      expect(el.shadowRoot!.querySelector('[role="status"]')!.textContent!.trim(), 'no "copied" when shared').to.equal(
        '',
      );
      el.close();
    } finally {
      restore();
    }
  });

  it('without it: copies the listing\'s own link and says "Link copied" (axe)', async () => {
    const restore = 'share' in navigator ? replace(navigator, 'share', undefined) : () => undefined;
    try {
      const el = await open();
      await click(button(el, '.share'));
      const status = el.shadowRoot!.querySelector('[role="status"]')!;
      await waitFor(() => status.textContent!.includes('Link copied'), '"Link copied"');
      await expect(el).to.be.accessible();
      el.close();
    } finally {
      restore();
    }
  });

  it('a refused clipboard: says so and shows the link to copy by hand (Spanish)', async () => {
    const restoreShare = 'share' in navigator ? replace(navigator, 'share', undefined) : () => undefined;
    const restoreClipboard = replace(navigator.clipboard, 'writeText', () =>
      Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
    );
    try {
      const el = await open({ lang: 'es' });
      await click(button(el, '.share'));
      await waitFor(() => el.shadowRoot!.querySelector('.copy-by-hand'), 'the link to copy');
      const label = el.shadowRoot!.querySelector('.copy-by-hand')!;
      expect(label.textContent).to.contain('No se pudo copiar el enlace');
      expect(label.querySelector('input')!.value).to.equal('https://realtor.example/homes/123');
      await expect(el).to.be.accessible();
      el.close();
    } finally {
      restoreClipboard();
      restoreShare();
    }
  });

  it('no link (no safe Url, no deep link): no Share button', async () => {
    const el = await fixture<ListingDetail>(html`<listing-detail lang="en"></listing-detail>`);
    await el.show({ ...listing, url: undefined });
    expect(el.shadowRoot!.querySelector('.share')).to.equal(null);
    el.close();
  });

  it('Ask: listing-ask with the question naming the address and the MLS number; closes unless cancelled; Spanish too', async () => {
    const asked: ListingAskDetail[] = [];
    const el = await open({ ask: true });
    el.addEventListener('listing-ask', (event) => asked.push(event.detail));
    const ask = button(el, '.ask');
    expect(ask.textContent).to.contain('Ask about this home');
    await expect(el).to.be.accessible();
    ask.click();
    expect(asked).to.have.length(1);
    expect(asked[0]!.listing.id).to.equal(listing.id);
    expect(asked[0]!.question).to.contain('123 Oak Ave').and.contain('DM0108843');
    expect(el.open, 'closed so that the chat shows').to.equal(false);

    const es = await open({ ask: true, lang: 'es' });
    es.addEventListener('listing-ask', (event) => (asked.push(event.detail), event.preventDefault()));
    button(es, '.ask').click();
    expect(asked[1]!.question).to.match(/^Me gustaría saber más sobre 123 Oak Ave.*DM0108843/);
    expect(es.open, 'cancelled: stays open').to.equal(true);
    es.close();
  });

  it('without ask: no Ask button', async () => {
    const el = await open();
    expect(el.shadowRoot!.querySelector('.ask')).to.equal(null);
    el.close();
  });
});
