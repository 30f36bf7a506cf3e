/**
 * The three sources of <knowledge-editor> that are one value each: the sitemap with its sync schedule,
 * the text to append, and the spreadsheet with its retrain switch. Each control is a `fieldRow`
 * (`shared/field-row.ts`), so its label, hint, problem and ARIA wiring are the ones every admin form has.
 */
import { html, type TemplateResult } from 'lit';
import { LIMITS } from '../../api/schemas.js';
import { fieldRow } from '../shared/field-row.js';
import { SYNC_CHOICES, type SyncChoice } from './knowledge-draft.js';
import { type EditorView, idOf, problemText } from './knowledge-view.js';

/** The sitemap, text and spreadsheet groups. */
export function sourcesView(v: EditorView): TemplateResult {
  const { t, form } = v;
  return html`
    <fieldset part="group" class="group">
      <legend>${t.group.sitemap}</legend>
      ${urlField(v, 'siteMapUrl', 'https://example.com/sitemap.xml')}
      ${fieldRow({
        id: idOf('sync'),
        label: t.label.sync,
        hint: t.hint.sync,
        // siteMapUrl: the control whose problem a schedule can raise.
        control: (aria) => html`<select id=${idOf('sync')} aria-describedby=${aria.describedBy}
          @change=${(e: Event) => v.edit({ ...form, sync: (e.target as HTMLSelectElement).value as SyncChoice }, 'siteMapUrl')}>
          ${SYNC_CHOICES.map((choice) => html`<option value=${choice} ?selected=${choice === form.sync}>${t.sync[choice]}</option>`)}
        </select>`,
      })}
    </fieldset>
    <fieldset part="group" class="group">
      <legend>${t.group.text}</legend>
      ${fieldRow({
        id: idOf('text'),
        label: t.label.text,
        hint: t.chars(form.text.trim().length, LIMITS.knowledgeText),
        problem: problemText(t, 'text', v.draft.problems.get('text')),
        control: (
          aria,
        ) => html`<textarea id=${idOf('text')} rows="5" .value=${form.text} @input=${(e: Event) => v.edit({ ...form, text: (e.target as HTMLTextAreaElement).value }, 'text')}
          aria-invalid=${aria.invalid} aria-describedby=${aria.describedBy} aria-errormessage=${aria.errorMessage}></textarea>`,
      })}
    </fieldset>
    <fieldset part="group" class="group">
      <legend>${t.group.sheet}</legend>
      ${urlField(v, 'sheetUrl', 'https://docs.google.com/spreadsheets/d/…')}
      ${fieldRow({
        id: idOf('sheetRetrain'),
        label: t.label.sheetRetrain,
        layout: 'check',
        // sheetUrl: the control whose problem retraining can raise.
        control: () => html`<input id=${idOf('sheetRetrain')} type="checkbox" .checked=${form.sheetRetrain}
          @change=${(e: Event) => v.edit({ ...form, sheetRetrain: (e.target as HTMLInputElement).checked }, 'sheetUrl')} />`,
      })}
    </fieldset>
  `;
}

/** The sitemap's or the spreadsheet's address. */
function urlField(v: EditorView, key: 'siteMapUrl' | 'sheetUrl', placeholder: string): TemplateResult {
  const id = idOf(key);
  return fieldRow({
    id,
    label: v.t.label[key],
    hint: v.t.hint[key],
    problem: problemText(v.t, key, v.draft.problems.get(key)),
    control: (
      aria,
    ) => html`<input id=${id} type="url" inputmode="url" autocomplete="off" spellcheck="false" placeholder=${placeholder}
      .value=${v.form[key]} @input=${(e: Event) => v.edit({ ...v.form, [key]: (e.target as HTMLInputElement).value }, key)}
      aria-invalid=${aria.invalid} aria-describedby=${aria.describedBy} aria-errormessage=${aria.errorMessage} />`,
  });
}
