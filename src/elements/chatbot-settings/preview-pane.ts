import { type ReactiveController, html, svg, type TemplateResult } from 'lit';
import { icon } from '../shared/icons.js';
import type { Lang } from '../shared/lang.js';
import type { KnownSettings } from './fields.js';
import type { RenderHost } from './focus.js';
import type { Strings } from './i18n.js';

const eyeIcon = icon(
  svg`<path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z"/><circle cx="12" cy="12" r="3"/>`,
  18,
);

/**
 * The live preview beside the form. On wide layouts it is always shown; on narrow ones a floating
 * button opens it over the form, Escape closes it (focus returns to the button), and a control that
 * gets focus under the open panel is scrolled out from under it.
 */
export class PreviewPaneController implements ReactiveController {
  readonly #host: RenderHost & HTMLElement;
  #open = false;

  constructor(host: RenderHost & HTMLElement) {
    this.#host = host;
    host.addController(this);
  }

  /** Whether the preview is shown over the form (narrow layouts). */
  get open(): boolean {
    return this.#open;
  }

  readonly toggle = (): void => {
    this.#open = !this.#open;
    this.#host.requestUpdate();
  };

  hostConnected(): void {
    this.#host.addEventListener('keydown', this.#onKeydown);
  }

  hostDisconnected(): void {
    this.#host.removeEventListener('keydown', this.#onKeydown);
  }

  /** Bound to the form: focus moving inside it. */
  readonly onFocusIn = (event: FocusEvent): void => {
    const column = this.#host.renderRoot.querySelector('.preview-column');
    if (!this.#open || !column || getComputedStyle(column).position !== 'fixed') return;
    const panel = column.getBoundingClientRect();
    const target = (event.composedPath()[0] as Element).getBoundingClientRect();
    // Room for the field's label too.
    if (target.top < panel.bottom + 32 && panel.top < target.bottom) window.scrollBy(0, target.top - panel.bottom - 40);
  };

  readonly #onKeydown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || !this.#open) return;
    this.toggle();
    this.#host.renderRoot.querySelector<HTMLElement>('.preview-toggle')?.focus();
  };
}

/** The button that shows the preview over the form (only visible on narrow layouts). */
export function renderPreviewToggle(t: Strings, preview: PreviewPaneController): TemplateResult {
  return html`<button part="preview-toggle" class="preview-toggle" type="button" aria-controls="preview-column" aria-expanded=${preview.open ? 'true' : 'false'}
    @click=${preview.toggle}>${eyeIcon}<span>${t.previewToggle}</span></button>`;
}

/** The preview column: the chat widget as the draft would make it. */
export function renderPreviewPane(t: Strings, lang: Lang, settings: KnownSettings): TemplateResult {
  return html`
    <div id="preview-column" class="preview-column">
      <p class="preview-title">${t.preview}</p>
      <chatbot-preview part="preview" open .language=${lang} .settings=${settings}></chatbot-preview>
    </div>
  `;
}
