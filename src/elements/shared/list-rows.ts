/**
 * The editable lists of the admin forms (websites and questions to add, welcome messages, a listing's
 * photos): a row added or removed gives a new array (the form is replaced, never mutated, so a memo of
 * the draft sees the change), and focus follows the person's place, so the keyboard never falls back
 * to the top of the page: into the row just added; after a removal, into the row that took its place,
 * else the new last row, else the list's Add button.
 *
 * ```ts
 * const items = withoutRow(form.websites, row);
 * focusWhenRendered(this, rowAfterRemoval(row, items.length) < 0 ? 'k-websites-add' : `k-website-${…}`);
 * ```
 */
import type { ReactiveElement } from 'lit';

/** `items` with `item` inserted at `row`. */
export function withRow<T>(items: readonly T[], row: number, item: T): T[] {
  return [...items.slice(0, row), item, ...items.slice(row)];
}

/** `items` without the row at `row`. */
export function withoutRow<T>(items: readonly T[], row: number): T[] {
  return items.filter((_, index) => index !== row);
}

/** The row to focus after row `removed` went, in a list now `length` long; -1 when it is empty (focus its Add button). */
export function rowAfterRemoval(removed: number, length: number): number {
  return length ? Math.min(removed, length - 1) : -1;
}

/** Focuses the control with this id in the element's shadow root once the element has rendered it. */
export function focusWhenRendered(host: ReactiveElement, id: string): void {
  void host.updateComplete.then(() => host.renderRoot.querySelector<HTMLElement>(`#${id}`)?.focus());
}
