/**
 * Fires an element's event the one way every element of this package does: a `CustomEvent` that
 * bubbles and is composed (it crosses shadow roots, so a host page hears events from nested elements).
 * Returns false when the event was cancelable and a listener called `preventDefault()`.
 */
export function emit<T>(target: EventTarget, type: string, detail: T, cancelable = false): boolean {
  return target.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true, cancelable }));
}
