/**
 * How a settings field renders: its row (label, "changed" marker, hint, problem, contrast warning and
 * the `aria-*` wiring between them) and its control by kind. Template functions only: what a control
 * does when used is `FieldEditor`'s.
 */
import { html, nothing, svg, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { TaskStatus } from '@lit/task';
import { type Model, modelAvailable } from '../../api/schemas.js';
import { formatRgb, parseRgb, rgbToHex } from '../chatbot-preview/color.js';
import { type FieldAria, fieldAria, fieldRow } from '../shared/field-row.js';
import { icon } from '../shared/icons.js';
import type { Lang } from '../shared/lang.js';
import { type ContrastGuard, renderContrastWarning } from './contrast-guard.js';
import type { GuardedField } from './contrast.js';
import { type FieldEditor, zoneMatches } from './field-editor.js';
import { type FieldDef, type FieldProblem, LANGUAGES, type SettingsField } from './fields.js';
import type { Strings } from './i18n.js';
import type { FormValues } from './settings-draft.js';

const alertIcon = icon(svg`<circle cx="12" cy="12" r="10"/><path d="M12 7v6M12 17h.01"/>`, 18);

/** What a field's rendering reads. */
export interface FieldContext {
  readonly t: Strings;
  readonly lang: Lang;
  /** The values being edited. */
  readonly values: FormValues;
  /** The saved values: a list box of a field given there offers no "not set". */
  readonly saved: FormValues;
  readonly editor: FieldEditor;
  readonly guard: ContrastGuard;
}

/** The sentence for a field's problem in the element's language ('' for none). */
export function problemText(t: Strings, field: FieldDef, problem: FieldProblem | undefined): string {
  return problem ? t.problem[problem.reason](t.field[field.name], problem) : '';
}

/** One field: label, control, hint, problem and contrast warning, wired for assistive technology (`fieldRow`). */
export function renderField(
  ctx: FieldContext,
  field: FieldDef,
  problem: FieldProblem | undefined,
  changed: boolean,
): TemplateResult {
  const { t, editor } = ctx;
  const id = `f-${field.name}`;
  const marker = changed ? html` <span part="changed" class="changed">${t.changed}</span>` : nothing;
  const label = html`${t.field[field.name]}${marker}`;
  if (field.kind === 'boolean') {
    return fieldRow({
      id,
      label,
      layout: 'check',
      control: () =>
        html`<input id=${id} type="checkbox" .checked=${ctx.values[field.name] === true} @change=${(e: Event) => editor.onCheck(field, e)} />`,
    });
  }
  const hint = (t.hint as Partial<Record<SettingsField, string>>)[field.name];
  const said = problem ? html`${alertIcon}<span>${problemText(t, field, problem)}</span>` : undefined;
  if (field.kind === 'messages' || field.kind === 'domains') {
    return fieldRow({
      id,
      label,
      hint,
      problem: said,
      layout: 'group',
      control: () => renderList(ctx, field, problem),
    });
  }
  const verdict =
    field.kind === 'color' && !problem
      ? ctx.guard.check(field.name as GuardedField, ctx.values[field.name])
      : undefined;
  const warned = verdict !== undefined && verdict.failing.length > 0;
  return fieldRow({
    id,
    label,
    hint,
    problem: said,
    more: warned ? [`${id}-contrast`] : [],
    after: warned
      ? renderContrastWarning(t, ctx.lang, field, verdict, (f, color) => editor.useColor(f, color))
      : nothing,
    control: (aria) => renderControl(ctx, field, id, aria),
  });
}

/**
 * An option's `selected` attribute no longer moves a list box the person has changed: after an undo
 * (or any change of the values from elsewhere) each field's list box is set to its value.
 */
export function syncSelects(root: ParentNode, values: FormValues): void {
  for (const select of root.querySelectorAll<HTMLSelectElement>('select[id^="f-"]')) {
    const value = values[select.id.slice(2) as SettingsField];
    const text = typeof value === 'string' ? value : '';
    if (select.value !== text) select.value = text;
  }
}

function renderControl(ctx: FieldContext, field: FieldDef, id: string, aria: FieldAria): TemplateResult {
  const { t, lang, editor } = ctx;
  const describedBy = aria.describedBy;
  const text = editor.text(field);
  const onInput = (e: Event) => editor.onText(field, e);
  const onBlur = () => editor.blur(field);
  const given = field.name in ctx.saved;
  switch (field.kind) {
    case 'textarea':
      return html`<textarea id=${id} rows="3" aria-invalid=${aria.invalid} aria-describedby=${describedBy}
        aria-errormessage=${aria.errorMessage} .value=${text} @input=${onInput} @blur=${onBlur}></textarea>`;
    case 'number':
      return renderNumber(ctx, field, id, text, aria);
    case 'color': {
      const rgb = parseRgb(text);
      return html`
        <div class="color-row">
          <input id="${id}-picker" class="picker" type="color" aria-label=${t.picker(t.field[field.name])} .value=${rgb ? rgbToHex(rgb) : '#000000'}
            @input=${(e: Event) => editor.onPicker(field, e)} @blur=${onBlur} />
          <input id=${id} class="size-color" type="text" spellcheck="false" autocomplete="off" placeholder=${formatRgb([37, 99, 235])}
            aria-invalid=${aria.invalid} aria-describedby=${describedBy} aria-errormessage=${aria.errorMessage} .value=${text}
            @input=${onInput} @blur=${onBlur} />
        </div>
      `;
    }
    case 'model':
      return renderModel(ctx, field, id, text, aria);
    // The long lists render again only when what they show changes, not on every keystroke elsewhere.
    case 'language':
      return html`${guard([lang, text, describedBy, given], () => renderSelect(ctx, field, id, text, languageOptions(lang), describedBy))}`;
    case 'timezone':
      return html`${guard([lang, text, describedBy, editor.zoneFilter, given], () => renderZone(ctx, field, id, text, describedBy))}`;
    case 'align':
      return renderSelect(
        ctx,
        field,
        id,
        text,
        [
          { value: '1', label: t.alignRight },
          { value: '0', label: t.alignLeft },
        ],
        describedBy,
      );
    default: {
      const type = field.kind === 'email' ? 'email' : field.kind === 'url' ? 'url' : 'text';
      return html`<input id=${id} class="size-${field.kind === 'text' ? 'text' : 'address'}" type=${type} autocomplete="off"
        spellcheck=${field.kind === 'text' ? 'true' : 'false'} aria-invalid=${aria.invalid} aria-describedby=${describedBy}
        aria-errormessage=${aria.errorMessage} .value=${text}
        @input=${onInput} @blur=${onBlur} />`;
    }
  }
}

/** A whole number; Temperature with a slider beside it, MessageLimit with an "unlimited" switch. */
function renderNumber(
  { t, editor }: FieldContext,
  field: FieldDef,
  id: string,
  text: string,
  aria: FieldAria,
): TemplateResult {
  const unlimited = field.unlimited !== undefined && text.trim() === String(field.unlimited);
  const input = html`<input id=${id} class="size-number" type="number" step="1" min=${ifDefined(field.min)} max=${ifDefined(field.max)}
    inputmode="numeric" aria-invalid=${aria.invalid} aria-describedby=${aria.describedBy} aria-errormessage=${aria.errorMessage} .value=${text === 'not a number' ? '' : text}
    @input=${(e: Event) => editor.onText(field, e)} @blur=${() => editor.blur(field)} />`;
  if (field.slider) {
    const number = Number(text);
    return html`<div class="number-row">
      ${input}
      <input id="${id}-slider" class="slider" type="range" step="1" min=${field.min ?? 0} max=${field.max ?? 100} aria-labelledby="${id}-label"
        .value=${text.trim() !== '' && Number.isFinite(number) ? String(number) : String(field.min ?? 0)} @input=${(e: Event) => editor.onText(field, e)}
        @blur=${() => editor.blur(field)} />
    </div>`;
  }
  if (field.unlimited === undefined) return input;
  return html`<div class="number-row">
    ${unlimited ? nothing : input}
    <span class="switch">
      <input id="${id}-unlimited" type="checkbox" role="switch" .checked=${unlimited} @change=${(e: Event) => editor.onUnlimited(field, e)} />
      <label for="${id}-unlimited">${t.unlimited}</label>
    </span>
  </div>`;
}

/** The time zone: a search box narrowing the list (Enter picks the first match), and the list. */
function renderZone(
  ctx: FieldContext,
  field: FieldDef,
  id: string,
  current: string,
  describedBy: FieldAria['describedBy'],
): TemplateResult {
  const { t, editor } = ctx;
  const matches = zoneMatches(editor.zoneFilter);
  const searching = editor.zoneFilter.trim() !== '';
  return html`
    <div class="zone">
      <input id="${id}-search" class="size-text" type="search" autocomplete="off" spellcheck="false" aria-label=${t.zoneSearch} placeholder=${t.zoneSearch}
        aria-controls=${id} aria-describedby="${id}-count" .value=${editor.zoneFilter} @input=${(e: Event) => editor.onZoneSearch(e)}
        @keydown=${(e: KeyboardEvent) => editor.onZoneKey(field, e)} />
      <p id="${id}-count" class="hint" aria-live="polite">${searching ? t.zoneMatches(matches.length) : ''}</p>
      ${renderSelect(
        ctx,
        field,
        id,
        current,
        matches.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })),
        describedBy,
      )}
    </div>
  `;
}

function renderSelect(
  { t, saved, editor }: FieldContext,
  field: FieldDef,
  id: string,
  current: string,
  options: { value: string; label: string; disabled?: boolean }[],
  describedBy: FieldAria['describedBy'],
): TemplateResult {
  const all =
    current !== '' && !options.some((option) => option.value === current)
      ? [{ value: current, label: t.current(current) }, ...options]
      : options;
  const given = field.name in saved;
  return html`
    <select id=${id} class="size-select" aria-describedby=${describedBy} @change=${(e: Event) => editor.onText(field, e)} @blur=${() => editor.blur(field)}>
      ${given ? nothing : html`<option value="" ?selected=${current === ''}>${t.notSet}</option>`}
      ${all.map(
        (option) =>
          // A choice the platform marks unavailable stays visible (and selected, when it is the current one) but cannot be picked.
          html`<option value=${option.value} ?selected=${option.value === current} ?disabled=${!!option.disabled && option.value !== current}>${option.label}</option>`,
      )}
    </select>
  `;
}

function renderModel(ctx: FieldContext, field: FieldDef, id: string, current: string, aria: FieldAria): TemplateResult {
  const { t, editor } = ctx;
  const describedBy = aria.describedBy;
  const task = editor.models;
  const status = task.status;
  const models: Model[] = status === TaskStatus.COMPLETE ? (task.value ?? []) : [];
  if (models.length > 0) {
    const options = models.map((model) => {
      const name = model.Value || model.Key;
      return modelAvailable(model)
        ? { value: model.Key, label: name }
        : { value: model.Key, label: t.unavailable(name), disabled: true };
    });
    return renderSelect(ctx, field, id, current, options, describedBy);
  }
  if (status === TaskStatus.COMPLETE) {
    // The platform offers no model at all: the ID is typed.
    return html`
      <input id=${id} class="size-text" type="text" autocomplete="off" spellcheck="false" aria-invalid=${aria.invalid}
        aria-errormessage=${aria.errorMessage} aria-describedby="${id}-models ${describedBy === nothing ? '' : describedBy}" .value=${current} @input=${(e: Event) => editor.onText(field, e)} />
      <p id="${id}-models" class="hint">${t.modelsNone}</p>
    `;
  }
  // Loading or failed: the current model stays the one choice, and the owner is told why.
  const failed = status === TaskStatus.ERROR;
  return html`
    <div class="model-row">
      ${renderSelect(ctx, field, id, current, [], `${id}-models${describedBy === nothing ? '' : ` ${describedBy}`}`)}
      ${failed ? html`<button type="button" class="retry" @click=${() => void task.run()}>${t.retry}</button>` : nothing}
    </div>
    <p id="${id}-models" class="hint">${failed ? t.modelsFailed : t.modelsLoading}</p>
  `;
}

/** A list field's items, each with its Remove button, and Add. */
function renderList({ t, editor }: FieldContext, field: FieldDef, problem: FieldProblem | undefined): TemplateResult {
  const items = editor.items(field);
  const noun = t.item[field.name as keyof Strings['item']];
  const id = `f-${field.name}`;
  return html`
    ${
      items.length
        ? html`<ul class="list">
          ${items.map((item, index) => {
            // Only the rows at fault point to the field's problem.
            const aria = fieldAria(id, { problem: problem?.items?.includes(index) ? problem.reason : undefined });
            return html`
              <li>
                <input id="${id}-${index}" type="text" autocomplete="off" aria-label=${t.itemN(noun, index + 1)}
                  aria-invalid=${aria.invalid} aria-describedby=${aria.describedBy} aria-errormessage=${aria.errorMessage}
                  .value=${item} @input=${(e: Event) => editor.onListItem(field, index, e)} @blur=${() => editor.blur(field)}
                  @keydown=${(e: KeyboardEvent) => editor.onListKey(field, index, e)} />
                <button type="button" class="remove" aria-label=${t.removeN(noun, index + 1)} @click=${() => editor.removeItem(field, index)}>${t.remove}</button>
              </li>
            `;
          })}
        </ul>`
        : html`<p class="hint">${t.noItems}</p>`
    }
    <button id="${id}-add" type="button" class="add" @click=${() => editor.addItem(field)}>${t.add(noun)}</button>
  `;
}

/** `AIResponseLanguage` choices: the API's English names, shown in the element's language (sorted by what shows). */
function languageOptions(lang: Lang): { value: string; label: string }[] {
  const names =
    lang === 'en' || typeof Intl.DisplayNames !== 'function'
      ? undefined
      : new Intl.DisplayNames([lang], { type: 'language' });
  return Object.entries(LANGUAGES)
    .map(([value, code]) => {
      const label = names?.of(code) ?? value;
      return { value, label: label.charAt(0).toLocaleUpperCase(lang) + label.slice(1) };
    })
    .sort((a, b) => a.label.localeCompare(b.label, lang));
}
