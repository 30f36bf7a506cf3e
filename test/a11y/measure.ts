/**
 * Measurements behind the WCAG 2.2 checks axe cannot make (docs/accessibility.md): where focus is, whether
 * something covers it, contrast from the rendered colours, target sizes, clipped text. They read what the
 * engine rendered (boxes, computed styles, hit tests), through every open shadow root.
 */

/** The focused element, through shadow roots (and into a same-origin frame's document when given one). */
export function deepActive(doc: Document = document): Element | null {
  let active: Element | null = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** The element hit at (x, y), through shadow roots. */
function deepHit(doc: Document, x: number, y: number): Element | null {
  let hit = doc.elementFromPoint(x, y);
  for (let depth = 0; hit?.shadowRoot && depth < 20; depth += 1) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  return hit;
}

/** `inner` is `outer` or inside it, across shadow boundaries. */
export function composedContains(outer: Element, inner: Element | null): boolean {
  for (let node: Node | null = inner; node; node = node.parentNode ?? (node as ShadowRoot).host ?? null) {
    if (node === outer) return true;
  }
  return false;
}

/** A short description of an element for failure messages. */
export function describe(el: Element | null): string {
  if (!el) return 'nothing';
  const name = el.getAttribute('aria-label') ?? el.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ?? '';
  const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
  return `<${el.localName}${cls}> "${name}"`;
}

/**
 * What is wrong with the focused element's place on screen (2.4.11), or null: its box must reach into the
 * viewport, and the part on screen must not be entirely covered (by anything sticky, fixed or floating).
 * Probed at the centre of that part and at the centre of its first 24 px (a tall field's first line).
 */
export function obscured(el: Element, win: Window = window): string | null {
  const box = el.getBoundingClientRect();
  const { innerWidth: width, innerHeight: height } = win;
  if (box.width === 0 && box.height === 0) return `${describe(el)} has no box`;
  const left = Math.max(box.left, 0);
  const right = Math.min(box.right, width - 1);
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, height - 1);
  if (right <= left || bottom <= top)
    return `${describe(el)} is off screen (${Math.round(box.left)},${Math.round(box.top)} in ${width}×${height})`;
  const x = (left + right) / 2;
  let hit: Element | null = null;
  for (const y of [(top + bottom) / 2, Math.min(top + 12, (top + bottom) / 2)]) {
    hit = deepHit(win.document, x, y);
    if (composedContains(el, hit)) return null;
    // An ancestor hit inside the element's box covers nothing (an ancestor paints below its children): a
    // label around a styled input, or WebKit, which answers a scrolled row for the links inside it.
    if (hit && composedContains(hit, el)) return null;
  }
  return `${describe(el)} at ${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)} is covered by ${describe(hit)}`;
}

/** Waits until the window's scroll position holds still for two frames (focus may scroll smoothly). */
export async function scrollSettled(win: Window = window): Promise<void> {
  let last = '';
  for (let still = 0, frames = 0; still < 2 && frames < 120; frames += 1) {
    await new Promise((resolve) => win.requestAnimationFrame(resolve));
    const now = `${win.scrollX},${win.scrollY}`;
    still = now === last ? still + 1 : 0;
    last = now;
  }
}

// ---- colours and contrast (WCAG 2.x relative luminance) ----

export type Rgba = [number, number, number, number];

const probe = new OffscreenCanvas(1, 1).getContext('2d', { willReadFrequently: true })!;

/** Any CSS colour the engine computed (rgb(), color(srgb …), oklch …) as sRGB 0–255 with alpha 0–1. */
export function parseColor(value: string): Rgba {
  probe.clearRect(0, 0, 1, 1);
  probe.fillStyle = '#000';
  probe.fillStyle = value;
  probe.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = probe.getImageData(0, 0, 1, 1).data;
  return [r!, g!, b!, a! / 255];
}

/** `top` drawn over the opaque `bottom`. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3];
  return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1];
}

function luminance([r, g, b]: Rgba): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const parentOf = (el: Element): Element | null =>
  el.parentElement ?? ((el.parentNode as ShadowRoot | null)?.host as Element | undefined) ?? null;

/**
 * The opaque colour behind `el`: its own and its ancestors' background colours composed (across shadow
 * roots), over the canvas (white, or the dark canvas when the root's color-scheme is dark). `null` when an
 * ancestor paints an image or a gradient there (no single colour to measure against).
 */
export function backgroundBehind(el: Element, canvas: Rgba): Rgba | null {
  const layers: Rgba[] = [];
  for (let node: Element | null = el; node; node = parentOf(node)) {
    const style = getComputedStyle(node);
    if (style.backgroundImage !== 'none' && node !== el) return null;
    const color = parseColor(style.backgroundColor);
    if (color[3] > 0) layers.push(color);
    if (color[3] >= 1) break;
  }
  return layers.reduceRight<Rgba>((below, layer) => over(layer, below), canvas);
}

/** The canvas colour of a document whose used color-scheme is light or dark. */
export function canvasOf(doc: Document = document): Rgba {
  return parseColor(getComputedStyle(doc.documentElement).backgroundColor)[3] > 0
    ? parseColor(getComputedStyle(doc.documentElement).backgroundColor)
    : matchMedia('(prefers-color-scheme: dark)').matches &&
        getComputedStyle(doc.documentElement).colorScheme.includes('dark')
      ? [18, 18, 18, 1]
      : [255, 255, 255, 1];
}

/** Every element under `root`, through open shadow roots (in tree order). */
export function deepElements(root: Element | ShadowRoot | Document): Element[] {
  const out: Element[] = [];
  const walk = (node: Element | ShadowRoot | Document) => {
    for (const child of node.children) {
      out.push(child);
      if (child.shadowRoot) walk(child.shadowRoot);
      walk(child);
    }
  };
  if (root instanceof Element && root.shadowRoot) walk(root.shadowRoot);
  walk(root);
  return out;
}

/** Elements that render text of their own (a non-blank text node child), shown on screen. */
function textElements(root: Element | ShadowRoot | Document): Element[] {
  return deepElements(root).filter((el) => {
    if (!el.checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true })) return false;
    if (el.closest('[aria-hidden="true"], svg')) return false;
    const rect = el.getBoundingClientRect();
    if (rect.width < 2 || rect.height < 2) return false;
    return [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
  });
}

/** Large text in WCAG's sense: at least 24 px, or 18.66 px bold. */
function isLarge(el: Element): boolean {
  const style = getComputedStyle(el);
  const size = parseFloat(style.fontSize);
  return size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
}

/** Text whose contrast with what is behind it is below 4.5:1 (3:1 when large), as "text: ratio" lines. */
export function lowContrastText(root: Element | ShadowRoot | Document, canvas: Rgba): string[] {
  const failures: string[] = [];
  for (const el of textElements(root)) {
    const bg = backgroundBehind(el, canvas);
    if (!bg) continue; // over a photo or gradient: checked by hand (docs/accessibility.md)
    const style = getComputedStyle(el);
    const fg = over(parseColor(style.color), bg);
    const ratio = contrast(fg, bg) * 1; // opacity on ancestors is rare here and lowers both alike
    const needed = isLarge(el) ? 3 : 4.5;
    if (ratio < needed - 0.01) failures.push(`${describe(el)}: ${ratio.toFixed(2)} < ${needed}`);
  }
  return failures;
}

// ---- interactive elements ----

const FOCUSABLE =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex], [contenteditable="true"]';

/** Every pointer target under `root` (through shadow roots) that is shown and not disabled. */
export function targets(root: Element | ShadowRoot | Document): HTMLElement[] {
  return deepElements(root).filter((el): el is HTMLElement => {
    if (!(el instanceof HTMLElement) || !el.matches(FOCUSABLE)) return false;
    if (el.matches('[tabindex="-1"]:not(button, a, input, select, summary)')) return false;
    if ((el as HTMLButtonElement).disabled || el.closest('[inert]')) return false;
    const rect = el.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && el.checkVisibility({ checkVisibilityCSS: true });
  });
}

/** The box a person can hit for `el`: a checkbox or radio counts with its wrapping label. */
function hitBox(el: HTMLElement): DOMRect {
  const label = (el as HTMLInputElement).labels?.[0];
  const own = el.getBoundingClientRect();
  if (label && label.contains(el)) {
    const outer = label.getBoundingClientRect();
    if (outer.width * outer.height > own.width * own.height) return outer;
  }
  return own;
}

/**
 * Targets smaller than 24×24 CSS px that also fail 2.5.8's spacing exception (a 24 px circle centred on the
 * target meets another target or another such circle), and that are not inline links in a sentence.
 */
export function smallTargets(list: HTMLElement[]): string[] {
  const boxes = list.map((el) => ({ el, box: hitBox(el) }));
  const failures: string[] = [];
  for (const { el, box } of boxes) {
    if (box.width >= 23.99 && box.height >= 23.99) continue;
    if (el.localName === 'a' && getComputedStyle(el).display === 'inline') continue; // the inline exception
    const cx = box.left + box.width / 2;
    const cy = box.top + box.height / 2;
    const crowded = boxes.some(({ el: other, box: b }) => {
      if (other === el || composedContains(other, el) || composedContains(el, other)) return false;
      // Distance from our centre to the other's box, and (for another undersized one) to its circle.
      const dx = Math.max(b.left - cx, 0, cx - b.right);
      const dy = Math.max(b.top - cy, 0, cy - b.bottom);
      const small = b.width < 24 || b.height < 24;
      const reach = small ? 24 : 12;
      return Math.hypot(dx, dy) < reach - 0.01;
    });
    if (crowded) failures.push(`${describe(el)} ${box.width.toFixed(1)}×${box.height.toFixed(1)}`);
  }
  return failures;
}

// ---- text spacing (1.4.12) and clipping ----

/** The text-spacing bookmarklet's values (Steve Faulkner's), as WCAG 1.4.12 names them. */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

/** Applies TEXT_SPACING to the document and every open shadow root under `root`; returns an undo. */
export function applyTextSpacing(doc: Document, root: Element | Document = doc): () => void {
  const sheet = new (doc.defaultView as typeof window).CSSStyleSheet();
  sheet.replaceSync(TEXT_SPACING);
  const scopes: (Document | ShadowRoot)[] = [doc];
  for (const el of [root, ...deepElements(root)])
    if (el instanceof Element && el.shadowRoot) scopes.push(el.shadowRoot);
  for (const scope of scopes) scope.adoptedStyleSheets = [...scope.adoptedStyleSheets, sheet];
  return () => {
    for (const scope of scopes) scope.adoptedStyleSheets = scope.adoptedStyleSheets.filter((s) => s !== sheet);
  };
}

/** Inside a visually-hidden box (clip-path: inset(50%) or the old clip: rect()). */
function hiddenByClip(el: Element): boolean {
  for (let node: Element | null = el; node; node = parentOf(node)) {
    const style = getComputedStyle(node);
    if (style.clipPath.startsWith('inset(50%') || (style.clip !== 'auto' && style.clip !== '')) return true;
  }
  return false;
}

/**
 * Shown text that a box cuts off: a text node inside an element whose overflow is hidden or clipped (an
 * ellipsis or a line clamp included) that reaches past that element's padding box. (Padding or an empty
 * area that overflows loses nothing.)
 */
export function clippedText(root: Element | ShadowRoot | Document): string[] {
  const failures: string[] = [];
  for (const el of deepElements(root)) {
    if (!(el instanceof HTMLElement) || !el.textContent?.trim()) continue;
    if (!el.checkVisibility({ checkVisibilityCSS: true }) || el.closest('[aria-hidden="true"]')) continue;
    const style = getComputedStyle(el);
    const clips = [style.overflowX, style.overflowY].some((o) => o === 'hidden' || o === 'clip');
    if (!clips) continue;
    if (el.clientWidth <= 2 && el.clientHeight <= 2) continue; // a visually-hidden text alternative
    if (hiddenByClip(el)) continue; // visually hidden on purpose (a phone table's column heads), read by AT
    if (el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1) continue;
    const box = el.getBoundingClientRect();
    const inner = {
      left: box.left + el.clientLeft,
      top: box.top + el.clientTop,
      right: box.left + el.clientLeft + el.clientWidth,
      bottom: box.top + el.clientTop + el.clientHeight,
    };
    const walker = el.ownerDocument.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent!.trim() || node.parentElement?.closest('[aria-hidden="true"]')) continue;
      const range = el.ownerDocument.createRange();
      range.selectNodeContents(node);
      const out = [...range.getClientRects()].find(
        (r) =>
          r.width > 0 &&
          (r.right > inner.right + 1 ||
            r.bottom > inner.bottom + 1 ||
            r.left < inner.left - 1 ||
            r.top < inner.top - 1),
      );
      if (out) {
        failures.push(
          `${describe(el)} cuts "${node.textContent!.trim().slice(0, 30)}" (${Math.round(out.right - inner.right)} px right, ${Math.round(out.bottom - inner.bottom)} px below)`,
        );
        break;
      }
    }
  }
  return failures;
}

/** Elements reaching past the right edge of the viewport (cut off or needing a sideways scroll). */
export function pastTheEdge(root: Element | ShadowRoot | Document, width: number): string[] {
  return textElements(root)
    .filter((el) => {
      const rect = el.getBoundingClientRect();
      return rect.right > width + 1 || rect.left < -1;
    })
    .map(
      (el) =>
        `${describe(el)} spans ${Math.round(el.getBoundingClientRect().left)}–${Math.round(el.getBoundingClientRect().right)}`,
    );
}
