import { html, type LitElement, type TemplateResult } from 'lit';
import { ConfirmDialog } from '../shared/confirm-dialog.js';
import { PRESETS, type PresetId } from './contrast.js';
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
  /** The words of the host's language now (for the question). */
  strings: () => Strings;
  /** Applies new values as one edit. */
  apply: (values: FormValues) => void;
}

/**
 * The appearance presets: a preset replaces both colours; over colours of the owner's own it asks first,
 * in the shared confirm dialog (Replace focused first: keeping loses nothing either way, and focus
 * returns to the preset asked about).
 */
export class PresetsController {
  readonly #options: PresetsOptions;
  readonly dialog: ConfirmDialog;

  constructor(host: LitElement, options: PresetsOptions) {
    this.#options = options;
    this.dialog = new ConfirmDialog(host, 'preset-ask');
  }

  async choose(id: PresetId): Promise<void> {
    if (hasOwnColors(this.#options.values())) {
      const t = this.#options.strings;
      const replace = await this.dialog.show({
        words: () => ({ message: t().presetAsk(t().preset[id]), confirm: t().presetReplace, cancel: t().presetKeep }),
        initialFocus: 'confirm',
      });
      if (!replace) return;
    }
    const preset = PRESETS.find((p) => p.id === id)!;
    this.#options.apply({
      ...this.#options.values(),
      ChatBubbleColor: preset.ChatBubbleColor,
      UserMessageColor: preset.UserMessageColor,
    });
  }
}

/** The preset buttons, each with its two colours, and the question before replacing the owner's own. */
export function renderPresets(t: Strings, presets: PresetsController): TemplateResult {
  return html`
    <div class="presets" role="group" aria-labelledby="presets-label">
      <span id="presets-label" class="label">${t.presets}</span>
      <div class="preset-row">
        ${PRESETS.map(
          (
            preset,
          ) => html`<button id="preset-${preset.id}" type="button" class="preset preset-${preset.id}" @click=${() => void presets.choose(preset.id)}>
            <span class="swatch bubble" aria-hidden="true"></span><span class="swatch user" aria-hidden="true"></span>${t.preset[preset.id]}
          </button>`,
        )}
      </div>
      ${presets.dialog.render()}
    </div>
  `;
}
