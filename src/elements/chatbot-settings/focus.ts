import type { ReactiveControllerHost } from 'lit';

/** What the controllers of <chatbot-settings> need of it: its update cycle and its shadow root. */
export type RenderHost = ReactiveControllerHost & { readonly renderRoot: ParentNode };
