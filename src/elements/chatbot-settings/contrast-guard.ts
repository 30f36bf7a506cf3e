import { html, svg, type TemplateResult } from 'lit';
import { icon } from '../shared/icons.js';
import type { Lang } from '../shared/lang.js';
import { type GuardResult, type GuardedField, guardColor } from './contrast.js';
import type { FieldDef, FormValue } from './fields.js';
import type { Strings } from './i18n.js';

const warningIcon = icon(
  svg`<path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z"/><path d="M12 9v4M12 17h.01"/>`,
  18,
);

/**
 * The contrast guard's verdict on each colour field, computed once per value: a search for the nearest
 * passing colour is not free, and the form renders on every keystroke elsewhere.
 */
export class ContrastGuard {
  readonly #memo = new Map<GuardedField, { value: FormValue | undefined; result: GuardResult | undefined }>();

  check(field: GuardedField, value: FormValue | undefined): GuardResult | undefined {
    const memo = this.#memo.get(field);
    if (memo && memo.value === value) return memo.result;
    const result = guardColor(field, value);
    this.#memo.set(field, { value, result });
    return result;
  }
}

/** The warning under a colour: each failing pair with its ratio, and the nearest passing colour to use. */
export function renderContrastWarning(
  t: Strings,
  lang: Lang,
  field: FieldDef,
  guard: GuardResult,
  onSuggestion: (field: FieldDef, color: string) => void,
): TemplateResult {
  const ratio = (value: number) => (Math.floor(value * 100) / 100).toLocaleString(lang, { maximumFractionDigits: 2 });
  const suggestion = guard.suggestion;
  return html`
    <div id="f-${field.name}-contrast" part="contrast" class="contrast">
      ${guard.failing.map((pair) => html`<p>${warningIcon}<span>${t.lowContrast(t.pair[pair.id], ratio(pair.ratio), ratio(pair.min))}</span></p>`)}
      ${
        suggestion
          ? html`<button type="button" class="suggest" aria-describedby="f-${field.name}-suggest-why" @click=${() => onSuggestion(field, suggestion)}>
              ${t.useColor(suggestion)}</button
            ><span id="f-${field.name}-suggest-why" class="hint">${t.useColorWhy}</span>`
          : html`<p class="hint">${t.noSuggestion}</p>`
      }
    </div>
  `;
}
