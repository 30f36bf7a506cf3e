/**
 * examples/plain-html: the CDN bundle (the installed package's dist/cdn/listing-search.js) by one script tag
 * under the strict CSP, on a page with a hostile host stylesheet (examples/plain-html/host.css: 62.5% root
 * font size, content-box sizing, justified letter-spaced serif text, no focus outlines), compared with the
 * same widget on a clean page (clean.css: only the host's text colour, which the widget adopts by design) at
 * the same widget width: every box of the widget's shadow tree, its colours and its focus ring must be the
 * same. At a phone's 390 px and a desktop's 1280 px.
 */
import { expect } from '@open-wc/testing';
import { openFrame } from '../support/frame.js';
import { waitFor } from '../support/sandbox.js';

const HOST_PAGE = '/examples/plain-html/index.html';
const CLEAN_PAGE = '/examples/plain-html/clean.html';
/** The clean page's body margin (the browser's default), on each side. */
const CLEAN_MARGIN = 8;

/** Every element under `root`, through open shadow roots, in document order. */
function deepElements(root: Element | ShadowRoot): Element[] {
  return [...root.querySelectorAll('*')].flatMap((element) => [
    element,
    ...(element.shadowRoot ? deepElements(element.shadowRoot) : []),
  ]);
}

interface Box {
  /** Tag, part, position relative to the widget and size (rounded to half pixels). */
  layout: string;
  /** Left, top, width and height relative to the widget, unrounded. */
  rect: number[];
  /** Computed colour, then background, border colour and width. */
  colours: string[];
}
interface Layout {
  width: number;
  /** The page's vertical scrollbar, in CSS pixels (0 where scrollbars overlay, as in headless Chromium). */
  scrollbar: number;
  boxes: Box[];
  /** The outline of the first card's button when it has the keyboard focus. */
  focusRing: string;
}

/** Opens `path`, waits for the results, and describes each box of the widget relative to it. */
async function measure(path: string, width: number): Promise<Layout> {
  const { frame, doc } = await openFrame(path, width);
  try {
    const search = () => doc.querySelector('listing-search')!;
    const cards = () => [...(search().shadowRoot?.querySelectorAll('[part="card"]') ?? [])];
    await waitFor(
      () => cards().length === 12 && cards().every((card) => card.querySelector('[part="price"]')),
      'cards',
      15000,
    );
    const origin = search().getBoundingClientRect();
    const view = doc.defaultView!;
    const round = (value: number) => Math.round(value * 2) / 2;
    const boxes = deepElements(search().shadowRoot!)
      // Only what is drawn: a <datalist> and its options have no boxes (their positions are meaningless).
      .filter(
        (element) =>
          !['style', 'script', 'template'].includes(element.localName) && element.getClientRects().length > 0,
      )
      .map((element) => {
        const rect = element.getBoundingClientRect();
        const style = view.getComputedStyle(element);
        const part = element.getAttribute('part');
        return {
          rect: [rect.left - origin.left, rect.top - origin.top, rect.width, rect.height],
          layout: `${element.localName}${part ? `[${part}]` : ''} ${round(rect.left - origin.left)},${round(rect.top - origin.top)} ${round(rect.width)}x${round(rect.height)}`,
          colours: ['color', 'background-color', 'border-top-color', 'border-top-width'].map((name) =>
            style.getPropertyValue(name),
          ),
        };
      });
    const button = cards()[0]!.querySelector<HTMLElement>('.hit')!;
    // WebKit draws no focus in a frame whose window has not the focus (the frame is not focused by a click here).
    view.focus();
    button.focus();
    // The card draws its ring on ::after (above the photo).
    const ring = view.getComputedStyle(button, '::after');
    return {
      width: origin.width,
      scrollbar: view.innerWidth - doc.documentElement.clientWidth,
      boxes,
      focusRing: `${button.matches(':focus-visible')} ${ring.outlineStyle} ${ring.outlineWidth} ${ring.outlineColor}`,
    };
  } finally {
    frame.remove();
  }
}

/**
 * The same element at the same place and size. Firefox snaps each box to whole device pixels from the page's
 * origin, and the host page puts the widget at a fractional offset: a box may move by less than a pixel.
 */
function sameBox(host: Box, clean: Box): boolean {
  return (
    host.layout.split(' ')[0] === clean.layout.split(' ')[0] &&
    host.rect.every((value, index) => Math.abs(value - clean.rect[index]!) < 1)
  );
}

/** Where the two layouts differ: a box's place or size, or a colour. */
function differences(host: Layout, clean: Layout): string[] {
  return host.boxes.flatMap((box, index) => {
    const other = clean.boxes[index];
    return other !== undefined && sameBox(box, other) && box.colours.join() === other.colours.join()
      ? []
      : [`host:  ${box.layout} ${box.colours.join(' ')}\nclean: ${other?.layout} ${other?.colours.join(' ')}`];
  });
}

describe('examples/plain-html: the CDN script tag on a hostile host page under the strict CSP', () => {
  for (const viewport of [390, 1280]) {
    it(`at ${viewport} px lays out and colours the widget as on a clean page`, async () => {
      const host = await measure(HOST_PAGE, viewport);
      let clean = await measure(CLEAN_PAGE, host.width + 2 * CLEAN_MARGIN);
      // Firefox and WebKit draw classic scrollbars (headless Chromium overlays them): the clean page's takes its
      // width from the widget, so give its frame that much more.
      if (clean.scrollbar > 0) clean = await measure(CLEAN_PAGE, host.width + 2 * CLEAN_MARGIN + clean.scrollbar);
      expect(clean.width).to.equal(host.width);
      expect(host.boxes.length).to.be.greaterThan(12 * 4);
      expect(host.boxes.length).to.equal(clean.boxes.length);
      const differing = differences(host, clean);
      expect(differing.slice(0, 8).join('\n'), `${differing.length} of ${host.boxes.length} boxes differ`).to.equal('');
      // The host's `*:focus { outline: none !important }` does not reach the widget's focus ring.
      expect(host.focusRing).to.equal(clean.focusRing);
      expect(host.focusRing).to.match(/^true solid/);
    });
  }
});
