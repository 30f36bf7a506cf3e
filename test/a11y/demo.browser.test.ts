/**
 * WCAG 2.2 on the demo's realtor pages as a visitor meets them (the page's CSS, the chat launcher, the skip
 * link): each opened in a frame of a phone's or a narrow window's width, served from the source as
 * `npm start` serves it, talking to the sandbox. docs/accessibility.md cites these tests by name.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '../support/engine.js';
import { openFrame } from '../support/frame.js';
import { waitFor } from '../support/sandbox.js';
import { deepActive, deepElements, describe as name, obscured, pastTheEdge, scrollSettled } from './measure.js';

type Frame = Awaited<ReturnType<typeof openFrame>>;

interface AxeResults {
  violations: { id: string; nodes: { target: unknown[] }[] }[];
}
interface AxeWindow extends Window {
  axe?: { run(context: Document, options: object): Promise<AxeResults> };
  trustedTypes?: { createPolicy(name: string, rules: object): { createScriptURL(url: string): unknown } };
}

/** axe-core loaded into the frame's page, under its own CSP (a script from 'self', through a Trusted Types policy it allows). */
async function axeIn(win: AxeWindow): Promise<NonNullable<AxeWindow['axe']>> {
  if (!win.axe) {
    const policy = win.trustedTypes!.createPolicy('realty-elements', { createScriptURL: (url: string) => url });
    const script = win.document.createElement('script');
    script.src = policy.createScriptURL('/node_modules/axe-core/axe.min.js') as string;
    win.document.head.append(script);
    await new Promise((resolve) => script.addEventListener('load', resolve, { once: true }));
  }
  return win.axe!;
}

async function demoPage(path: string, width: number, height = 844): Promise<Frame> {
  const opened = await openFrame(path, width);
  opened.frame.height = String(height);
  const search = () => opened.doc.querySelector('listing-search')?.shadowRoot;
  await waitFor(() => search()?.querySelector('[part="card"]'), 'the first cards', 15000);
  return opened;
}

/** Tabs from the top of the frame's page until focus leaves it; each stop's problem, if any. */
async function tabThrough({ frame, win, doc }: Frame, limit = 120) {
  win.focus();
  (doc.activeElement as HTMLElement | null)?.blur();
  const stops: Element[] = [];
  const problems: string[] = [];
  for (let step = 0; step < limit; step += 1) {
    await sendKeys({ press: 'Tab' });
    await scrollSettled(win);
    if (document.activeElement !== frame) break;
    const focused = deepActive(doc);
    if (!focused || focused === doc.body) break;
    stops.push(focused);
    const problem = obscured(focused, win);
    if (problem) problems.push(problem);
  }
  return { stops, problems };
}

describe('the demo pages (WCAG 2.2)', () => {
  afterEach(() => {
    for (const frame of document.querySelectorAll('iframe')) frame.remove();
  });

  it('2.4.11 at 390 px: every control Tab reaches on the realtor page is on screen and not covered (the chat launcher, the sticky parts)', async function () {
    this.timeout(90000);
    const page = await demoPage('/demo/index.html', 390);
    await waitFor(() => page.doc.querySelector('chatbot-preview')?.shadowRoot?.querySelector('button'), 'the launcher');
    const { stops, problems } = await tabThrough(page);
    // The page's links, the widget's fields, every card's link and heart, the pager, the footer, the launcher.
    expect(stops.length).to.be.greaterThan(30);
    expect(stops.some((el) => el.getAttribute('part')?.includes('favorite'))).to.equal(true, 'no heart reached');
    expect(problems).to.deep.equal([]);
  });

  for (const path of ['/demo/index.html', '/demo/map.html']) {
    it(`1.4.10 at 320 px: ${path} has no sideways scroll and cuts nothing off`, async () => {
      const { doc, win } = await demoPage(path, 320);
      await scrollSettled(win);
      expect(doc.documentElement.scrollWidth, 'the page scrolls sideways').to.be.at.most(win.innerWidth);
      expect(pastTheEdge(doc, win.innerWidth)).to.deep.equal([]);
    });
  }

  for (const width of [390, 1024])
    it(`4.1.2/1.3.1 at ${width} px: axe finds nothing on the realtor page with the listing dialog open (the skip link in a landmark)`, async () => {
      const { doc, win } = await demoPage('/demo/index.html', width, 900);
      const search = doc.querySelector('listing-search')!;
      search.shadowRoot!.querySelector<HTMLElement>('[part="card"] .hit')!.click();
      await waitFor(
        () => search.shadowRoot!.querySelector('listing-detail')?.shadowRoot?.querySelector('dialog[open]'),
        'the dialog',
      );
      const axe = await axeIn(win);
      const results = await axe.run(doc, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      });
      expect(results.violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`)).to.deep.equal(
        [],
      );
    });

  it('2.4.6/1.3.1: the map page has one h1, like the realtor page', async () => {
    for (const path of ['/demo/index.html', '/demo/map.html']) {
      const { doc, frame } = await demoPage(path, 1024);
      expect(
        deepElements(doc)
          .filter((el) => el.localName === 'h1')
          .map(name),
        path,
      ).to.have.length(1);
      frame.remove();
    }
  });

  it('2.3.3: with reduced motion, the realtor page scrolls to an in-page link at once (no smooth scrolling)', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const { doc } = await demoPage('/demo/index.html', 390);
      expect(getComputedStyle(doc.documentElement).scrollBehavior).to.equal('auto');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });
});
