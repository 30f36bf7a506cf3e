import type { ReactiveControllerHost } from 'lit';

/** What the controllers of <chatbot-settings> need of it: its update cycle and its shadow root. */
export type RenderHost = ReactiveControllerHost & { readonly renderRoot: ParentNode };

/** Focuses the first match of `selector` once the host has rendered what it is waiting on. */
export function focusAfterUpdate(host: RenderHost, selector: string): void {
  void host.updateComplete.then(() => host.renderRoot.querySelector<HTMLElement>(selector)?.focus());
}
