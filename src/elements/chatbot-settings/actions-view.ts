import { html, svg, type TemplateResult } from 'lit';
import { icon } from '../shared/icons.js';
import { type Note, statusNote } from '../shared/status-note.js';
import type { Strings } from './i18n.js';
import type { SettingsDraft } from './settings-draft.js';

const undoIcon = icon(svg`<path d="M9 14 4 9l5-5"/><path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11"/>`, 18);
const redoIcon = icon(svg`<path d="m15 14 5-5-5-5"/><path d="M20 9H9.5a5.5 5.5 0 0 0 0 11H13"/>`, 18);

/** Why Save may not run, or what it would save. */
export function saveWhy(t: Strings, draft: SettingsDraft): string {
  const labels = (names: readonly (keyof Strings['field'])[]) => names.map((name) => t.field[name]);
  switch (draft.state) {
    case 'busy':
      return t.saving;
    case 'no-serial':
      return t.noSerial;
    case 'invalid':
      return t.fix(labels([...draft.problems.keys()]));
    case 'ready':
      return t.unsaved(labels(draft.changed));
    default:
      return t.noChanges;
  }
}

interface ActionsState {
  draft: SettingsDraft;
  note: Note<Strings> | undefined;
  history: { readonly canUndo: boolean; readonly canRedo: boolean; undo(): void; redo(): void };
  /** The button that shows the preview on narrow layouts. */
  previewToggle: TemplateResult;
  onDiscard: () => void;
}

/** The bar under the form: Undo, Redo, the preview's button, Save, Discard, why Save waits, and the status. */
export function renderActions(
  t: Strings,
  { draft, note, history, previewToggle, onDiscard }: ActionsState,
): TemplateResult {
  const busy = draft.state === 'busy';
  return html`
    <div part="actions" class="actions">
      <div class="buttons">
        <button class="icon-button" type="button" ?disabled=${!history.canUndo} aria-keyshortcuts="Control+Z Meta+Z" @click=${() => history.undo()}>
          ${undoIcon}<span class="button-text">${t.undo}</span>
        </button>
        <button class="icon-button" type="button" ?disabled=${!history.canRedo} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z" @click=${() => history.redo()}>
          ${redoIcon}<span class="button-text">${t.redo}</span>
        </button>
        ${previewToggle}
        <button part="save" class="save" type="submit" ?disabled=${!draft.canSave} aria-describedby="save-why">${busy ? t.saving : t.save}</button>
        <button part="discard" class="discard" type="button" ?disabled=${busy || !draft.dirty} @click=${onDiscard}>${t.discard}</button>
      </div>
      <p id="save-why" class="why">${saveWhy(t, draft)}</p>
      ${statusNote(note, t)}
    </div>
  `;
}
