/**
 * The import view of <listing-manager>, one step at a time: the file (chosen or dropped), the column
 * mapping with a sample of each column, the rows that cannot be sent and why, then the run's progress
 * and its report with the failed rows.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { areaUnitSchema } from '../../api/schemas.js';
import { failureOf } from '../shared/admin-failure.js';
import { fieldAria } from '../shared/field-row.js';
import { type CheckedRow, type ColumnTarget, isSendable, unmappedRequired } from './csv.js';
import type { Strings } from './i18n.js';
import type { ImportController, ImportState } from './import-controller.js';
import { AmbiguousMatchError, type RowOutcome } from './import-run.js';
import { FIELDS } from './listing-form.js';
import { problemText } from './manager-context.js';

/** Rows of the problem and failure tables drawn at most (all of them are kept, and exported on request). */
const SHOWN_ROWS = 200;

export interface ImportHandlers {
  /** Back to the table. */
  onLeave(): void;
  /** Back to the first step, for another file. */
  onRestart(): void;
}

export function renderImport(t: Strings, imp: ImportController, on: ImportHandlers): TemplateResult {
  const state = imp.state;
  const step = state?.step ?? 'file';
  return html`
    <div class="head">
      <h2 id="heading" tabindex="-1">${t.importTitle}</h2>
      <button part="button" type="button" ?disabled=${step === 'running'} @click=${() => on.onLeave()}>${t.back}</button>
    </div>
    <section part="import" class="import">
      ${step === 'file' || step === 'reading' ? renderFileStep(t, imp, state) : nothing}
      ${step === 'map' || step === 'checking' ? renderMapping(t, imp, state!, on) : nothing}
      ${step === 'checked' ? renderChecked(t, imp, state!) : nothing}
      ${step === 'running' || step === 'report' ? renderRun(t, imp, state!, on) : nothing}
    </section>
  `;
}

function renderFileStep(t: Strings, imp: ImportController, state: ImportState | undefined): TemplateResult {
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    void imp.readFile(event.dataTransfer?.files[0]);
  };
  const problem = state?.error?.(t);
  // The problem is an alert here (it comes when the file has been read), so only the wiring is the shared field's.
  const aria = fieldAria('file', { hint: t.dropHint, problem });
  return html`
    <div class="drop" @dragover=${(e: DragEvent) => e.preventDefault()} @drop=${onDrop}>
      <label for="file">${t.chooseFile}</label>
      <input id="file" type="file" accept=".csv,.txt,text/csv" aria-invalid=${aria.invalid} aria-describedby=${aria.describedBy}
        aria-errormessage=${aria.errorMessage} ?disabled=${state?.step === 'reading'}
        @change=${(e: Event) => imp.readFile((e.target as HTMLInputElement).files?.[0])} />
      <p id="file-hint" class="hint">${t.dropHint}</p>
      ${state?.step === 'reading' ? html`<p role="status">${t.reading}</p>` : nothing}
      ${problem ? html`<p id="file-error" part="error" class="error" role="alert">${problem}</p>` : nothing}
    </div>
  `;
}

const targetLabel = (t: Strings, target: ColumnTarget): string =>
  target === 'ignore' || target === 'extra' || target === 'Price' ? t.target[target] : t.field[target];

function renderMapping(t: Strings, imp: ImportController, state: ImportState, on: ImportHandlers): TemplateResult {
  const missing = unmappedRequired(state.mapping).filter((name) => name !== 'AreaUnit');
  const targets: ColumnTarget[] = ['ignore', 'extra', 'Price', ...FIELDS.map((field) => field.name)];
  const checking = state.step === 'checking';
  return html`
    <p class="lead">${t.mappingTitle(state.fileName, state.rows.length)}</p>
    <div class="scroll" role="region" aria-labelledby="map-caption" tabindex="0">
      <table class="mapping stack">
        <caption id="map-caption" class="visually-hidden">${t.mapField}</caption>
        <thead><tr><th scope="col">${t.mapColumn}</th><th scope="col">${t.mapSample}</th><th scope="col">${t.mapField}</th></tr></thead>
        <tbody>
          ${state.headers.map(
            (header, index) => html`<tr>
              <th scope="row">${header}</th>
              <td class="sample" data-label=${t.mapSample}>${state.rows[0]?.[index] ?? ''}</td>
              <td><select aria-label=${`${t.mapField}: ${header}`} ?disabled=${checking}
                @change=${(e: Event) => imp.setMapping(index, (e.target as HTMLSelectElement).value as ColumnTarget)}>
                ${targets.map((target) => html`<option value=${target} ?selected=${state.mapping[index] === target}>${targetLabel(t, target)}</option>`)}
              </select></td>
            </tr>`,
          )}
        </tbody>
      </table>
    </div>
    ${missing.length ? html`<p class="warning">${t.missingRequired(missing.map((name) => t.field[name]))}</p>` : nothing}
    <div class="options">
      <label
        >${t.defaultAreaUnit}
        <select ?disabled=${checking} @change=${(e: Event) => imp.patch({ areaUnit: (e.target as HTMLSelectElement).value })}>
          ${areaUnitSchema.options.map((unit) => html`<option value=${unit} ?selected=${unit === state.areaUnit}>${t.choice[unit]}</option>`)}
        </select>
      </label>
      <label class="check"><input type="checkbox" .checked=${state.updateExisting} ?disabled=${checking}
        @change=${(e: Event) => imp.patch({ updateExisting: (e.target as HTMLInputElement).checked })} /> ${t.updateExisting}</label>
    </div>
    <div class="actions">
      <button part="button primary" class="primary" type="button" ?disabled=${checking} @click=${() => imp.check()}>${t.checkRows}</button>
      <button part="button" type="button" ?disabled=${checking} @click=${() => on.onRestart()}>${t.chooseOther}</button>
      ${checking ? html`<span role="status">${t.checking(state.checkedCount, state.rows.length)}</span>` : nothing}
    </div>
  `;
}

function renderChecked(t: Strings, imp: ImportController, state: ImportState): TemplateResult {
  const sendable = state.checked.filter(isSendable);
  const bad = state.checked.filter((row) => !isSendable(row));
  return html`
    <p class="lead" role="status">${t.checked(sendable.length, bad.length)}</p>
    ${state.error ? html`<p part="error" class="error" role="alert">${state.error(t)}</p>` : nothing}
    ${
      bad.length
        ? renderRowTable(
            t,
            t.failingTitle,
            bad.map((row) => [row, reasonOf(t, row)]),
          )
        : nothing
    }
    <div class="actions">
      <button part="button primary" class="primary" type="button" ?disabled=${sendable.length === 0} @click=${() => imp.send(sendable)}>${t.startImport(sendable.length)}</button>
      <button part="button" type="button" @click=${() => imp.patch({ step: 'map', error: undefined })}>${t.backToMapping}</button>
    </div>
  `;
}

function renderRun(t: Strings, imp: ImportController, state: ImportState, on: ImportHandlers): TemplateResult {
  const running = state.step === 'running';
  const done = state.outcomes.length;
  const total = state.checked.filter(isSendable).length;
  const failed = state.outcomes.filter((outcome) => outcome.status === 'failed');
  const notSent = running ? [] : imp.notSent();
  const invalid = state.checked.length - total;
  return html`
    <h3 id="report" tabindex="-1">${running ? t.progress(done, total) : state.cancelled ? t.cancelledTitle : t.reportTitle}</h3>
    <label class="progress-label" for="progress">${t.progress(done, total)}</label>
    <progress part="progress" id="progress" max=${total} .value=${done}></progress>
    <p role="status" class="counts">${t.counts(state.counts)}</p>
    ${!running && notSent.length ? html`<p>${t.notSent(notSent.length)}</p>` : nothing}
    ${!running && invalid ? html`<p>${t.invalidNotSent(invalid)}</p>` : nothing}
    ${
      running
        ? html`<div class="actions"><button part="button" class="danger" type="button" @click=${() => imp.cancel()}>${t.cancelImport}</button></div>`
        : html`
          ${
            failed.length
              ? renderRowTable(
                  t,
                  t.failedTitle,
                  failed.map((outcome) => [outcome.row, outcomeReason(t, outcome)]),
                )
              : nothing
          }
          <div class="actions">
            ${
              failed.length
                ? html`<button part="button primary" class="primary" type="button" @click=${() => imp.send(failed.map((outcome) => outcome.row))}>${t.retryFailed(failed.length)}</button>`
                : nothing
            }
            ${notSent.length ? html`<button part="button" type="button" @click=${() => imp.send(notSent)}>${t.resumeImport(notSent.length)}</button>` : nothing}
            <button part="button" type="button" @click=${() => on.onLeave()}>${t.done}</button>
          </div>
        `
    }
  `;
}

function renderRowTable(t: Strings, title: string, rows: [CheckedRow, string][]): TemplateResult {
  return html`
    <div class="scroll" role="region" aria-label=${title} tabindex="0">
      <table class="rows stack">
        <caption>${title} (${rows.length})</caption>
        <thead><tr><th scope="col">${t.rowCol}</th><th scope="col">${t.reasonCol}</th><th scope="col">${t.dataCol}</th></tr></thead>
        <tbody>
          ${rows.slice(0, SHOWN_ROWS).map(
            ([row, reason]) => html`<tr>
              <th scope="row" data-label=${t.rowCol}>${row.line}</th>
              <td class="reason" data-label=${t.reasonCol}>${reason}</td>
              <td class="data" data-label=${t.dataCol}>${[row.values.MLSNumber, row.values.Address, row.values.City, row.values.Url].filter(Boolean).join(' · ')}</td>
            </tr>`,
          )}
        </tbody>
      </table>
    </div>
  `;
}

function reasonOf(t: Strings, row: CheckedRow): string {
  if (row.duplicateOf !== undefined) return t.duplicateOf(row.duplicateOf);
  return [...row.problems].map(([name, problem]) => problemText(t, name, problem)).join(' ');
}

// A row's request is never aborted (a cancel lets those sent finish), so every failed row has a failure to word.
const outcomeReason = (t: Strings, outcome: RowOutcome): string =>
  outcome.error instanceof AmbiguousMatchError ? t.ambiguous : t.failure(failureOf(outcome.error) ?? new Error());

export const importStyles = css`
  .import {
    display: flex;
    flex-direction: column;
    gap: 12px;
  }
  .drop {
    display: flex;
    flex-direction: column;
    gap: 8px;
    padding: 24px;
    border: 2px dashed var(--_border);
    border-radius: var(--_radius);
    background: var(--_background);
  }
  .lead {
    margin: 0;
  }
  .warning {
    padding: 8px 12px;
    border-left: 4px solid var(--_error);
    background: var(--_sunken);
  }
  .sample,
  .data {
    max-width: 22em;
    overflow-wrap: anywhere;
    color: var(--_muted);
  }
  .reason {
    min-width: 12em;
  }
  /* As wide as their options (the field controls' full width is for the form), but for a narrow card's. */
  .mapping select,
  .options select {
    width: auto;
  }
  /* Narrow: each row of a table becomes a card, every value named by its column (data-label). */
  @container (max-width: 599px) {
    .stack thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    .stack tr {
      display: grid;
      gap: 2px 12px;
      padding: 10px;
      border-bottom: 1px solid var(--_line);
    }
    .stack th,
    .stack td {
      display: block;
      padding: 0;
      border: 0;
      text-align: start;
      max-width: none;
    }
    .stack [data-label]::before {
      content: attr(data-label) ': ';
      font-weight: 600;
      color: var(--_muted);
    }
    .stack select {
      width: 100%;
    }
  }
  .options {
    display: flex;
    flex-direction: column;
    gap: 10px;
  }
  .options label {
    display: flex;
    flex-direction: column;
    gap: 2px;
    font-size: 13px;
    font-weight: 600;
  }
  .options .check {
    flex-direction: row;
    align-items: center;
    gap: 8px;
    font-size: 15px;
    font-weight: 400;
  }
  progress {
    width: 100%;
    height: 16px;
    accent-color: var(--_accent);
  }
  .progress-label {
    font-weight: 400;
  }
  .counts {
    margin: 0;
    font-weight: 600;
  }
`;
