/**
 * The example consumers in examples/, as `npm run examples` built them (Vite, from the workspace's built
 * package, as from npm), opened in an iframe against the sandbox on this origin: React 19 with the wrappers
 * and the JSX types, eagerly and with the element loaded lazily after React's first render, and Vite + TS.
 */
import { expect } from '@open-wc/testing';
import type { ListingSearch } from '../../src/elements/listing-search/listing-search.js';
import { openFrame } from '../support/frame.js';
import { waitFor } from '../support/sandbox.js';

const cardsOf = (search: Element | null) =>
  [...(search?.shadowRoot?.querySelectorAll('[part="card"]') ?? [])].filter((card) =>
    card.querySelector('[part="price"]'),
  );

/** Chooses the first card of `search` and says whether the event was cancelled by the time it reached the page. */
async function choose(win: Window, search: Element): Promise<boolean> {
  const seen: boolean[] = [];
  win.addEventListener('listing-select', (event) => seen.push(event.defaultPrevented), { once: true });
  cardsOf(search)[0]!.querySelector<HTMLElement>('.hit')!.click();
  await waitFor(() => seen.length > 0, 'listing-select at the window');
  return seen[0]!;
}

describe('examples/react (React 19, Vite, TypeScript strict)', () => {
  it('renders results through the wrapper and the bare JSX tag; listing-select reaches React, which cancels it', async () => {
    const { frame, win, doc } = await openFrame('/examples/react/dist/index.html');
    try {
      // React renders after the frame's load event: look the elements up once there are results.
      // pageSize={3} through the wrapper, page-size={2} as the bare tag's attribute.
      await waitFor(
        () => cardsOf(doc.querySelector('#wrapped')).length === 3 && cardsOf(doc.querySelector('#bare')).length === 2,
        'cards in both searches',
        15000,
      );
      const wrapped = doc.querySelector<ListingSearch>('#wrapped')!;
      const bare = doc.querySelector<ListingSearch>('#bare')!;
      expect(wrapped.pageSize).to.equal(3);

      expect(await choose(win, wrapped), 'preventDefault() in the React handler').to.equal(true);
      await waitFor(
        () => doc.querySelector('#wrapped-choice')!.textContent !== '',
        'the wrapper handler set React state',
      );
      expect(doc.querySelector('#wrapped-choice')!.textContent).to.match(/^\d+$/);
      expect(
        wrapped.shadowRoot!.querySelector('listing-detail')?.shadowRoot?.querySelector('dialog')?.open ?? false,
        'no dialog',
      ).to.equal(false);

      expect(await choose(win, bare)).to.equal(true);
      await waitFor(
        () => doc.querySelector('#bare-choice')!.textContent !== '',
        'the onlisting-select handler set React state',
      );
    } finally {
      frame.remove();
    }
  });

  it('with the element loaded by import() after the first render: pageSize and saleType still apply', async () => {
    const { frame, win, doc } = await openFrame('/examples/react/dist/lazy.html');
    try {
      await waitFor(() => cardsOf(doc.querySelector('#lazy')).length > 0, 'cards after the lazy load', 15000);
      const search = doc.querySelector<ListingSearch>('#lazy')!;
      expect(
        (win as Window & { definedAtFirstRender?: boolean }).definedAtFirstRender,
        'the tag was not defined at the first render',
      ).to.equal(false);
      expect(search.pageSize).to.equal(3);
      expect(search.saleType).to.equal('for_rent');
      expect(search.getAttribute('pagesize'), 'no lowercase attribute').to.equal(null);
      await search.updateComplete;
      expect(cardsOf(search)).to.have.length(3);
    } finally {
      frame.remove();
    }
  });
});

describe('examples/vite-ts (Vite, TypeScript strict)', () => {
  it('renders results, and the typed listing-select listener gets the listing', async () => {
    const { frame, win, doc } = await openFrame('/examples/vite-ts/dist/index.html');
    try {
      const search = doc.querySelector<ListingSearch>('listing-search')!;
      await waitFor(() => cardsOf(search).length === 4, 'cards', 15000);
      expect(await choose(win, search)).to.equal(true);
      expect(doc.querySelector('#choice')!.textContent).to.match(/^\d+ /);
    } finally {
      frame.remove();
    }
  });
});
