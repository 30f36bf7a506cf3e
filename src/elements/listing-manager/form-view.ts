/**
 * The form view of <listing-manager>: every field of RealEstateCreate in its group, each a `fieldRow`
 * (its label, hint and problem wired to the control), the photo and extra-column lists, the key an edit
 * is sent by, and Save with the reason it cannot be pressed yet. The fields' look is `fieldStyles`; this
 * view's styles only lay them out.
 */
import { clearOfBar } from '../shared/clear-of-bar.js';
import { css, html, nothing, type TemplateResult } from 'lit';
import type { KeyType } from '../../api/schemas.js';
import { fieldAria, fieldRow } from '../shared/field-row.js';
import { rowAfterRemoval, withoutRow } from '../shared/list-rows.js';
import type { FormController } from './form-controller.js';
import type { Strings } from './i18n.js';
import { type FieldDef, GROUPS, type ListingValues, type Problem, type ScalarField } from './listing-form.js';
import { listingName, problemText } from './manager-context.js';

export interface FormHandlers {
  onSave(): void;
  onLeave(): void;
}

export function renderForm(t: Strings, form: FormController, on: FormHandlers): TemplateResult {
  const { all, shown } = form.problems;
  const editing = form.editing;
  const changed = editing ? form.changed : [];
  const canSave = !form.busy && (!editing || changed.length > 0);
  const why =
    form.submitted && all.size
      ? t.fix(
          [...all.keys()].map((name) =>
            name === 'listing' ? t.problem.tooBig('', { reason: 'tooBig' }) : t.field[name],
          ),
        )
      : editing && changed.length === 0
        ? t.noChanges
        : '';
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    on.onSave();
  };
  return html`
    <div class="head">
      <h2 id="heading" tabindex="-1">${editing ? t.editTitle(listingName(t, editing)) : t.newTitle}</h2>
      <button part="button" type="button" @click=${() => on.onLeave()}>${t.back}</button>
    </div>
    <form part="form" class="form" novalidate aria-busy=${form.busy ? 'true' : 'false'} @submit=${onSubmit} @focusin=${clearOfBar}>
      ${GROUPS.map(
        (group) => html`
          <fieldset part="group" class="group ${group.id}">
            <legend>${t.group[group.id]}</legend>
            ${group.fields.map((field) => renderField(t, form, field, shown.get(field.name)))}
          </fieldset>
        `,
      )}
      ${
        editing
          ? fieldRow({
              id: 'f-key',
              label: t.keyType,
              class: 'key',
              control:
                () => html`<select id="f-key" @change=${(e: Event) => form.setKeyType((e.target as HTMLSelectElement).value as KeyType)}>
                <option value="Native" ?selected=${form.keyType === 'Native'}>${t.keyNative} (${editing.id})</option>
                <option value="MLSNumber" ?selected=${form.keyType === 'MLSNumber'} ?disabled=${!form.saved.MLSNumber}>${t.keyMls}</option>
                <option value="URL" ?selected=${form.keyType === 'URL'} ?disabled=${!form.saved.Url}>${t.keyUrl}</option>
              </select>`,
            })
          : nothing
      }
      ${shown.has('listing') ? html`<p part="error" class="error">${problemText(t, 'listing', shown.get('listing')!)}</p>` : nothing}
      <div class="actions sticky">
        <button part="button primary" class="primary" type="submit" ?disabled=${!canSave} aria-describedby="save-why">
          ${form.busy ? t.saving : editing ? t.save : t.create}
        </button>
        <button part="button" type="button" @click=${() => on.onLeave()}>${t.cancel}</button>
        <p id="save-why" class="why">${why}</p>
      </div>
    </form>
  `;
}

function renderField(t: Strings, form: FormController, field: FieldDef, problem: Problem | undefined): TemplateResult {
  const id = `f-${field.name}`;
  const hint = t.hint[field.name];
  const showHint = hint && (field.name !== 'AreaUnit' || form.values.AreaUnit === '');
  const text = problem ? problemText(t, field.name, problem) : undefined;
  const parts = {
    id,
    label: html`${t.field[field.name]}${field.required ? html`<span class="req"> (${t.required})</span>` : nothing}`,
    hint: showHint ? hint : undefined,
    problem: text,
    class: field.kind,
  };
  // A list's rows are named by its label, as a group that carries the hint and the problem.
  const rows = { id, badRows: problem?.items ?? [], text };
  if (field.kind === 'images')
    return fieldRow({ ...parts, layout: 'group', control: () => renderImages(t, form, rows) });
  if (field.kind === 'pairs') return fieldRow({ ...parts, layout: 'group', control: () => renderPairs(t, form, rows) });
  const value = form.values[field.name as ScalarField];
  const required = field.required ? 'true' : 'false';
  const onInput = (e: Event) => form.set(field.name, (e.target as HTMLInputElement).value);
  return fieldRow({
    ...parts,
    control: (aria) =>
      field.kind === 'choice'
        ? html`<select id=${id} aria-invalid=${aria.invalid} aria-describedby=${aria.describedBy} aria-errormessage=${aria.errorMessage}
            aria-required=${required} @change=${onInput}>
            ${!field.required || value === '' ? html`<option value="" ?selected=${value === ''}>${t.notSet}</option>` : nothing}
            ${field.choices!.map((choice) => html`<option value=${choice} ?selected=${choice === value}>${t.choice[choice] ?? choice}</option>`)}
          </select>`
        : field.kind === 'textarea'
          ? html`<textarea id=${id} rows="4" aria-invalid=${aria.invalid} aria-describedby=${aria.describedBy}
              aria-errormessage=${aria.errorMessage} .value=${value} @input=${onInput}></textarea>`
          : html`<input id=${id} type=${field.kind === 'url' ? 'url' : 'text'} inputmode=${field.kind === 'number' || field.kind === 'whole' ? 'decimal' : nothing}
              autocomplete="off" spellcheck="false" aria-invalid=${aria.invalid} aria-describedby=${aria.describedBy}
              aria-errormessage=${aria.errorMessage} aria-required=${required} .value=${value} @input=${onInput} />`,
  });
}

/** A list field: its id, the rows its problem names, and the problem's sentence. */
interface ListRows {
  id: string;
  badRows: readonly number[];
  text: string | undefined;
}

/** A row's control, tied to the list's problem when that row is one it names. */
const rowAria = ({ id, badRows, text }: ListRows, index: number) =>
  fieldAria(id, { problem: badRows.includes(index) ? text : undefined });

/** The photo rows (each with its thumbnail) and the Add button. */
function renderImages(t: Strings, form: FormController, rows: ListRows) {
  const { id } = rows;
  const images = form.values.Images;
  const set = (next: string[], focus?: number) => form.setList('Images', next, focus);
  return html`
    ${
      images.length
        ? html`<ul class="list">
          ${images.map((url, index) => {
            const aria = rowAria(rows, index);
            const safe = !rows.badRows.includes(index) && /^https?:\/\//i.test(url.trim()) ? url.trim() : undefined;
            return html`<li>
              ${safe ? html`<img class="thumb" src=${safe} alt="" width="64" height="48" />` : html`<span class="thumb none" aria-hidden="true"></span>`}
              <input id="${id}-${index}" type="url" autocomplete="off" aria-label=${t.imageN(index + 1)} aria-invalid=${aria.invalid}
                aria-describedby=${aria.describedBy} aria-errormessage=${aria.errorMessage} .value=${url}
                @input=${(e: Event) => set(images.map((item, i) => (i === index ? (e.target as HTMLInputElement).value : item)))} />
              <button part="button" type="button" aria-label=${t.removeImage(index + 1)}
                @click=${() => set(withoutRow(images, index), rowAfterRemoval(index, images.length - 1))}>${t.remove}</button>
            </li>`;
          })}
        </ul>`
        : html`<p class="hint">${t.none}</p>`
    }
    <button part="button" id="${id}-add" class="add" type="button" @click=${() => set([...images, ''], images.length)}>${t.addImage}</button>
  `;
}

/** The extra-column rows (a key and a value) and the Add button. */
function renderPairs(t: Strings, form: FormController, rows: ListRows) {
  const { id } = rows;
  const pairs = form.values.ExtensionColumn;
  const set = (next: ListingValues['ExtensionColumn'], focus?: number) => form.setList('ExtensionColumn', next, focus);
  const edit = (index: number, part: 'key' | 'value', e: Event) =>
    set(pairs.map((pair, i) => (i === index ? { ...pair, [part]: (e.target as HTMLInputElement).value } : pair)));
  return html`
    ${
      pairs.length
        ? html`<ul class="list">
          ${pairs.map((pair, index) => {
            const aria = rowAria(rows, index);
            return html`<li>
              <input id="${id}-${index}" type="text" autocomplete="off" aria-label=${t.pairKey(index + 1)} aria-invalid=${aria.invalid}
                aria-describedby=${aria.describedBy} aria-errormessage=${aria.errorMessage} .value=${pair.key}
                @input=${(e: Event) => edit(index, 'key', e)} />
              <input type="text" autocomplete="off" aria-label=${t.pairValue(index + 1)} .value=${pair.value} @input=${(e: Event) => edit(index, 'value', e)} />
              <button part="button" type="button" aria-label=${t.removePair(index + 1)}
                @click=${() => set(withoutRow(pairs, index), rowAfterRemoval(index, pairs.length - 1))}>${t.remove}</button>
            </li>`;
          })}
        </ul>`
        : html`<p class="hint">${t.none}</p>`
    }
    <button part="button" id="${id}-add" class="add" type="button" @click=${() => set([...pairs, { key: '', value: '' }], pairs.length)}>${t.addPair}</button>
  `;
}

export const formStyles = css`
  .form {
    display: flex;
    flex-direction: column;
    gap: 16px;
  }
  .group {
    grid-template-columns: minmax(0, 1fr);
    gap: 12px 16px;
  }
  @container (min-width: 700px) {
    .group {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    .field.textarea,
    .field.images,
    .field.pairs {
      grid-column: 1 / -1;
    }
  }
  .req {
    font-weight: 400;
    font-size: 13px;
    color: var(--_muted);
  }
  .list {
    display: flex;
    flex-direction: column;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .list li {
    display: flex;
    align-items: center;
    gap: 6px;
  }
  .list input {
    flex: 1 1 0;
    min-width: 0;
  }
  .list .thumb {
    flex: none;
  }
  .add {
    align-self: flex-start;
  }
  /* Tab scrolls a field into view above the sticky Save bar, never under it (WCAG 2.4.11). */
  form :is(input, select, textarea, button, a):not(.sticky *) {
    scroll-margin-block-end: 150px;
  }
  .sticky {
    position: sticky;
    bottom: 0;
    padding: 12px 16px;
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
    background: var(--_background);
  }
  .why {
    flex-basis: 100%;
  }
  .why:empty {
    display: none;
  }
`;
