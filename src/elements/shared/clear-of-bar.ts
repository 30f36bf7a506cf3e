/**
 * Keeps a focused field clear of its form's sticky action bar (`.actions`, WCAG 2.4.11). The forms'
 * `scroll-margin` does it where Tab's scrolling honours that (Chromium, Firefox); WebKit's does not, and left a
 * field reached at the window's bottom edge under the bar. Listen for `focusin` on an ancestor of the bar.
 */
export function clearOfBar(event: FocusEvent): void {
  const scope = event.currentTarget as Element;
  const field = event.composedPath()[0];
  // After the engine's own scrolling into view, which happens as focus moves.
  requestAnimationFrame(() => {
    const bar = scope.querySelector('.actions');
    if (!(field instanceof Element) || !bar || bar.contains(field)) return;
    const box = field.getBoundingClientRect();
    const top = bar.getBoundingClientRect().top;
    // Up by what the bar covers, never so far that the field's own top leaves the window.
    const by = Math.min(box.bottom + 16 - top, box.top - 16);
    if (box.bottom > top && by > 0) window.scrollBy(0, by);
  });
}
