import { html, nothing, type TemplateResult } from 'lit';
import { PRESETS, type PresetId } from './contrast.js';
import { type RenderHost, focusAfterUpdate } from './focus.js';
import type { Strings } from './i18n.js';
import type { FormValues } from './settings-draft.js';

const COLORS = ['ChatBubbleColor', 'UserMessageColor'] as const;

/** Whether `values` hold a colour of the owner's own (one that no preset gives), which a preset would replace. */
export function hasOwnColors(values: FormValues): boolean {
  return COLORS.some((name) => {
    const value = values[name];
    return typeof value === 'string' && value.trim() !== '' && !PRESETS.some((p) => p[name] === value.trim());
  });
}

interface PresetsOptions {
  values: () => FormValues;
  /** Applies new values as one edit. */
  apply: (values: FormValues) => void;
}

/** The appearance presets: a preset replaces both colours; over colours of the owner's own it asks first. */
export class PresetsController {
  readonly #host: RenderHost;
  readonly #options: PresetsOptions;
  /** The preset waiting for the owner to confirm replacing their own colours. */
  #asking: PresetId | undefined;

  constructor(host: RenderHost, options: PresetsOptions) {
    this.#host = host;
    this.#options = options;
  }

  get asking(): PresetId | undefined {
    return this.#asking;
  }

  choose(id: PresetId, confirmed = false): void {
    const values = this.#options.values();
    if (hasOwnColors(values) && !confirmed) {
      this.#ask(id);
      focusAfterUpdate(this.#host, '.preset-ask .replace');
      return;
    }
    this.#ask(undefined);
    const preset = PRESETS.find((p) => p.id === id)!;
    this.#options.apply({
      ...values,
      ChatBubbleColor: preset.ChatBubbleColor,
      UserMessageColor: preset.UserMessageColor,
    });
  }

  /** The owner keeps their colours: the question goes and focus returns to the preset asked about. */
  readonly keep = (): void => {
    const id = this.#asking;
    this.#ask(undefined);
    focusAfterUpdate(this.#host, `#preset-${id}`);
  };

  #ask(id: PresetId | undefined): void {
    this.#asking = id;
    this.#host.requestUpdate();
  }
}

/** The preset buttons, each with its two colours, and the question before replacing the owner's own. */
export function renderPresets(t: Strings, presets: PresetsController): TemplateResult {
  const asking = presets.asking;
  return html`
    <div class="presets" role="group" aria-labelledby="presets-label">
      <span id="presets-label" class="label">${t.presets}</span>
      <div class="preset-row">
        ${PRESETS.map(
          (
            preset,
          ) => html`<button id="preset-${preset.id}" type="button" class="preset preset-${preset.id}" @click=${() => presets.choose(preset.id)}>
            <span class="swatch bubble" aria-hidden="true"></span><span class="swatch user" aria-hidden="true"></span>${t.preset[preset.id]}
          </button>`,
        )}
      </div>
      ${
        asking
          ? html`<div class="preset-ask" role="alertdialog" aria-labelledby="preset-ask-text">
            <p id="preset-ask-text">${t.presetAsk(t.preset[asking])}</p>
            <button type="button" class="replace primary" @click=${() => presets.choose(asking, true)}>${t.presetReplace}</button>
            <button type="button" @click=${presets.keep}>${t.presetKeep}</button>
          </div>`
          : nothing
      }
    </div>
  `;
}
