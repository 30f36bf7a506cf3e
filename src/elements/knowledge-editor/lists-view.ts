/**
 * The three lists of <knowledge-editor> (websites to crawl, question/answer pairs, file IDs): a
 * fieldset each with its rows, a Remove button per row, the list's own problem and its Add button.
 * A row's controls take their ARIA wiring and problem text from `shared/field-row.ts`; adding and
 * removing rows (and where focus goes) is the element's, through `EditorView`.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { fieldAria, fieldFooter } from '../shared/field-row.js';
import type { KnowledgeForm, PairRow, ProblemAt, RowList, WebsiteRow } from './knowledge-draft.js';
import { type EditorView, idOf, problemText } from './knowledge-view.js';

/** The websites, pairs and files lists. */
export function listsView(v: EditorView): TemplateResult {
  return html`${websites(v)} ${pairs(v)} ${files(v)}`;
}

/** Replaces one row of a list, as an edit of the control at `at`. */
function setRow<K extends RowList>(v: EditorView, list: K, row: number, item: KnowledgeForm[K][number], at: ProblemAt) {
  const items = [...v.form[list]] as KnowledgeForm[K][number][];
  items[row] = item;
  v.edit({ ...v.form, [list]: items }, at);
}

const valueOf = (event: Event) => (event.target as HTMLInputElement | HTMLTextAreaElement).value;

/** A row control's problem, as `fieldAria` and `fieldFooter` take it. */
const rowProblem = (v: EditorView, at: ProblemAt) => ({ problem: problemText(v.t, at, v.draft.problems.get(at)) });

function websites(v: EditorView): TemplateResult {
  const { t } = v;
  return list(v, 'websites', v.form.websites, t.addWebsite, t.hint.websites, (site: WebsiteRow, row) => {
    const at = `website-${row}` as const;
    const parts = rowProblem(v, at);
    const aria = fieldAria(idOf(at), parts);
    return html`
      <input id=${idOf(at)} type="url" inputmode="url" autocomplete="off" spellcheck="false" placeholder="https://example.com/page"
        aria-label=${t.website(row)} .value=${site.url} aria-invalid=${aria.invalid} aria-describedby=${aria.describedBy} aria-errormessage=${aria.errorMessage}
        @input=${(e: Event) => setRow(v, 'websites', row, { ...site, url: valueOf(e) }, at)} />
      <span class="retrain">
        <input id=${idOf(`retrain-${row}`)} type="checkbox" .checked=${site.retrain}
          @change=${(e: Event) => setRow(v, 'websites', row, { ...site, retrain: (e.target as HTMLInputElement).checked }, at)} />
        <label for=${idOf(`retrain-${row}`)}>${t.retrain}<span class="visually-hidden"> (${t.website(row)})</span></label>
      </span>
      ${removeButton(v, 'websites', row, t.website(row))} ${fieldFooter(idOf(at), parts)}
    `;
  });
}

function pairs(v: EditorView): TemplateResult {
  const { t } = v;
  return list(v, 'pairs', v.form.pairs, t.addPair, undefined, (pair: PairRow, row) => {
    const question = `question-${row}` as const;
    const answer = `answer-${row}` as const;
    const q = rowProblem(v, question);
    const a = rowProblem(v, answer);
    const qAria = fieldAria(idOf(question), q);
    const aAria = fieldAria(idOf(answer), a);
    return html`
      <div class="pair" role="group" aria-label=${t.pair(row)}>
        <label for=${idOf(question)}>${t.question(row)}</label>
        <input id=${idOf(question)} type="text" autocomplete="off" .value=${pair.question}
          aria-invalid=${qAria.invalid} aria-describedby=${qAria.describedBy} aria-errormessage=${qAria.errorMessage}
          @input=${(e: Event) => setRow(v, 'pairs', row, { ...pair, question: valueOf(e) }, question)} />
        ${fieldFooter(idOf(question), q)}
        <label for=${idOf(answer)}>${t.answer(row)}</label>
        <textarea id=${idOf(answer)} rows="2" .value=${pair.answer}
          aria-invalid=${aAria.invalid} aria-describedby=${aAria.describedBy} aria-errormessage=${aAria.errorMessage}
          @input=${(e: Event) => setRow(v, 'pairs', row, { ...pair, answer: valueOf(e) }, answer)}></textarea>
        ${fieldFooter(idOf(answer), a)}
      </div>
      ${removeButton(v, 'pairs', row, t.pair(row))}
    `;
  });
}

function files(v: EditorView): TemplateResult {
  const { t } = v;
  return list(v, 'files', v.form.files, t.addFile, t.hint.files, (file: string, row) => {
    const at = `file-${row}` as const;
    const parts = rowProblem(v, at);
    const aria = fieldAria(idOf(at), parts);
    return html`
      <input id=${idOf(at)} type="text" autocomplete="off" spellcheck="false" aria-label=${t.file(row)} .value=${file}
        aria-invalid=${aria.invalid} aria-describedby=${aria.describedBy} aria-errormessage=${aria.errorMessage}
        @input=${(e: Event) => setRow(v, 'files', row, valueOf(e), at)} />
      ${removeButton(v, 'files', row, t.file(row))} ${fieldFooter(idOf(at), parts)}
    `;
  });
}

/** A list's fieldset: legend, hint, rows (or "None yet."), the list's own problem, the Add button. */
function list<T>(
  v: EditorView,
  name: RowList,
  items: readonly T[],
  add: string,
  hint: string | undefined,
  row: (item: T, index: number) => TemplateResult,
): TemplateResult {
  const { t } = v;
  const problem = problemText(t, name, v.draft.problems.get(name));
  return html`
    <fieldset part="group" class="group" aria-describedby=${hint ? `${idOf(name)}-hint` : nothing}>
      <legend>${t.group[name]}</legend>
      ${hint ? html`<p id="${idOf(name)}-hint" class="hint">${hint}</p>` : nothing}
      ${
        items.length
          ? html`<ul class="rows ${name}">
            ${items.map((item, index) => html`<li part="row" class="row">${row(item, index)}</li>`)}
          </ul>`
          : html`<p class="hint">${t.none}</p>`
      }
      ${problem ? html`<p id="${idOf(name)}-error" part="error" class="error" role="alert">${problem}</p>` : nothing}
      <button id=${idOf(`${name}-add`)} type="button" class="add" @click=${() => v.addRow(name)}>${add}</button>
    </fieldset>
  `;
}

function removeButton(v: EditorView, name: RowList, row: number, label: string): TemplateResult {
  return html`<button type="button" class="remove" aria-label=${v.t.removeRow(label)} @click=${() => v.removeRow(name, row)}>${v.t.remove}</button>`;
}

export const listsStyles = css`
  .rows {
    display: flex;
    flex-direction: column;
    gap: 10px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 10px;
  }
  /* On a phone the address takes its own line, with Retrain and Remove below it. */
  .row > input[type='url'],
  .row > input[type='text'] {
    flex: 1 1 260px;
    width: auto;
  }
  .row > .error {
    flex-basis: 100%;
  }
  .pairs .row {
    align-items: flex-end;
    padding-bottom: 10px;
    border-bottom: 1px solid var(--_line);
  }
  .pair {
    display: flex;
    flex: 1 1 240px;
    flex-direction: column;
    gap: 4px;
    min-width: 0;
  }
  .retrain {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  .retrain label {
    font-weight: 400;
  }
  .add {
    justify-self: start;
  }
  .remove {
    flex: none;
  }
`;
