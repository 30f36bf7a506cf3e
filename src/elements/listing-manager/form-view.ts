/**
 * The form view of <listing-manager>: every field of RealEstateCreate in its group, each with its label,
 * hint and problem wired to the control (`aria-describedby`, `aria-invalid`), the photo and extra-column
 * lists, the key an edit is sent by, and Save with the reason it cannot be pressed yet.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import type { KeyType } from '../../api/schemas.js';
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
    <form part="form" class="form" novalidate aria-busy=${form.busy ? 'true' : 'false'} @submit=${onSubmit}>
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
          ? html`<div part="field" class="field key">
            <label for="f-key">${t.keyType}</label>
            <select id="f-key" @change=${(e: Event) => form.setKeyType((e.target as HTMLSelectElement).value as KeyType)}>
              <option value="Native" ?selected=${form.keyType === 'Native'}>${t.keyNative} (${editing.id})</option>
              <option value="MLSNumber" ?selected=${form.keyType === 'MLSNumber'} ?disabled=${!form.saved.MLSNumber}>${t.keyMls}</option>
              <option value="URL" ?selected=${form.keyType === 'URL'} ?disabled=${!form.saved.Url}>${t.keyUrl}</option>
            </select>
          </div>`
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

/** The parts of a field that every kind of control shares. */
interface FieldFrame {
  id: string;
  label: TemplateResult;
  problem: Problem | undefined;
  describedBy: string | typeof nothing;
  footer: TemplateResult;
}

function renderField(t: Strings, form: FormController, field: FieldDef, problem: Problem | undefined): TemplateResult {
  const id = `f-${field.name}`;
  const hint = t.hint[field.name];
  const showHint = hint && (field.name !== 'AreaUnit' || form.values.AreaUnit === '');
  const describedBy = [showHint ? `${id}-hint` : '', problem ? `${id}-error` : ''].filter(Boolean).join(' ') || nothing;
  const label = html`${t.field[field.name]}${field.required ? html`<span class="req"> (${t.required})</span>` : nothing}`;
  const footer = html`
    ${showHint ? html`<p id="${id}-hint" class="hint">${hint}</p>` : nothing}
    ${problem ? html`<p id="${id}-error" part="error" class="error">${problemText(t, field.name, problem)}</p>` : nothing}
  `;
  const frame: FieldFrame = { id, label, problem, describedBy, footer };
  if (field.kind === 'images') return renderImages(t, form, frame);
  if (field.kind === 'pairs') return renderPairs(t, form, frame);
  const value = form.values[field.name as ScalarField];
  const invalid = problem ? 'true' : 'false';
  const onInput = (e: Event) => form.set(field.name, (e.target as HTMLInputElement).value);
  const control =
    field.kind === 'choice'
      ? html`<select id=${id} aria-invalid=${invalid} aria-describedby=${describedBy} aria-required=${field.required ? 'true' : 'false'} @change=${onInput}>
          ${!field.required || value === '' ? html`<option value="" ?selected=${value === ''}>${t.notSet}</option>` : nothing}
          ${field.choices!.map((choice) => html`<option value=${choice} ?selected=${choice === value}>${t.choice[choice] ?? choice}</option>`)}
        </select>`
      : field.kind === 'textarea'
        ? html`<textarea id=${id} rows="4" aria-invalid=${invalid} aria-describedby=${describedBy} .value=${value} @input=${onInput}></textarea>`
        : html`<input id=${id} type=${field.kind === 'url' ? 'url' : 'text'} inputmode=${field.kind === 'number' || field.kind === 'whole' ? 'decimal' : nothing}
            autocomplete="off" spellcheck="false" aria-invalid=${invalid} aria-describedby=${describedBy} aria-required=${field.required ? 'true' : 'false'}
            .value=${value} @input=${onInput} />`;
  return html`<div part="field" class="field ${field.kind}"><label for=${id}>${label}</label>${control}${footer}</div>`;
}

/** After removing item `index` of `length`: the item to focus (the one now in its place), or -1 for Add. */
const focusAfterRemove = (index: number, length: number) => (length > 1 ? Math.min(index, length - 2) : -1);

function renderImages(t: Strings, form: FormController, { id, label, problem, describedBy, footer }: FieldFrame) {
  const images = form.values.Images;
  const set = (next: string[], focus?: number) => form.setList('Images', next, focus);
  return html`
    <div part="field" class="field images" role="group" aria-labelledby="${id}-label" aria-describedby=${describedBy}>
      <span id="${id}-label" class="label">${label}</span>
      ${
        images.length
          ? html`<ul class="list">
            ${images.map((url, index) => {
              const bad = problem?.items?.includes(index);
              const safe = !bad && /^https?:\/\//i.test(url.trim()) ? url.trim() : undefined;
              return html`<li>
                ${safe ? html`<img class="thumb" src=${safe} alt="" width="64" height="48" />` : html`<span class="thumb none" aria-hidden="true"></span>`}
                <input id="${id}-${index}" type="url" autocomplete="off" aria-label=${t.imageN(index + 1)} aria-invalid=${bad ? 'true' : 'false'}
                  aria-describedby=${bad ? `${id}-error` : nothing} .value=${url}
                  @input=${(e: Event) => set(images.map((item, i) => (i === index ? (e.target as HTMLInputElement).value : item)))} />
                <button part="button" type="button" aria-label=${t.removeImage(index + 1)}
                  @click=${() =>
                    set(
                      images.filter((_, i) => i !== index),
                      focusAfterRemove(index, images.length),
                    )}>${t.remove}</button>
              </li>`;
            })}
          </ul>`
          : html`<p class="hint">${t.none}</p>`
      }
      <button part="button" id="${id}-add" class="add" type="button" @click=${() => set([...images, ''], images.length)}>${t.addImage}</button>
      ${footer}
    </div>
  `;
}

function renderPairs(t: Strings, form: FormController, { id, label, problem, describedBy, footer }: FieldFrame) {
  const pairs = form.values.ExtensionColumn;
  const set = (next: ListingValues['ExtensionColumn'], focus?: number) => form.setList('ExtensionColumn', next, focus);
  const edit = (index: number, part: 'key' | 'value', e: Event) =>
    set(pairs.map((pair, i) => (i === index ? { ...pair, [part]: (e.target as HTMLInputElement).value } : pair)));
  return html`
    <div part="field" class="field pairs" role="group" aria-labelledby="${id}-label" aria-describedby=${describedBy}>
      <span id="${id}-label" class="label">${label}</span>
      ${
        pairs.length
          ? html`<ul class="list">
            ${pairs.map((pair, index) => {
              const bad = problem?.items?.includes(index);
              return html`<li>
                <input id="${id}-${index}" type="text" autocomplete="off" aria-label=${t.pairKey(index + 1)} aria-invalid=${bad ? 'true' : 'false'}
                  aria-describedby=${bad ? `${id}-error` : nothing} .value=${pair.key} @input=${(e: Event) => edit(index, 'key', e)} />
                <input type="text" autocomplete="off" aria-label=${t.pairValue(index + 1)} .value=${pair.value} @input=${(e: Event) => edit(index, 'value', e)} />
                <button part="button" type="button" aria-label=${t.removePair(index + 1)}
                  @click=${() =>
                    set(
                      pairs.filter((_, i) => i !== index),
                      focusAfterRemove(index, pairs.length),
                    )}>${t.remove}</button>
              </li>`;
            })}
          </ul>`
          : html`<p class="hint">${t.none}</p>`
      }
      <button part="button" id="${id}-add" class="add" type="button" @click=${() => set([...pairs, { key: '', value: '' }], pairs.length)}>${t.addPair}</button>
      ${footer}
    </div>
  `;
}

export const formStyles = css`
  .form {
    display: flex;
    flex-direction: column;
    gap: 16px;
  }
  .group {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 12px 16px;
    margin: 0;
    padding: 16px;
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
    background: var(--_background);
    min-width: 0;
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
  legend {
    padding: 0 6px;
    font-weight: 700;
    font-size: 16px;
  }
  .field {
    display: flex;
    flex-direction: column;
    gap: 4px;
    min-width: 0;
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
    width: 100%;
  }
  .list .thumb {
    flex: none;
  }
  .add {
    align-self: flex-start;
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
