import { LitElement, html, nothing } from 'lit';
import { AdminClient } from '../../api/admin-client.js';
import type { ApiError } from '../../api/errors.js';
import type { Knowledge } from '../../api/schemas.js';
import { clientCache } from '../shared/client-cache.js';
import { emit } from '../shared/emit.js';
import { LangController } from '../shared/lang.js';
import { LeaveGuardController } from '../shared/leave-guard.js';
import { SaveController } from '../shared/save-controller.js';
import { focusWhenRendered, rowAfterRemoval, withRow, withoutRow } from '../shared/list-rows.js';
import { StatusController, liveAnnouncement, statusNote } from '../shared/status-note.js';
import { type Strings, strings } from './i18n.js';
import {
  EMPTY_FORM,
  type KnowledgeDraft,
  type KnowledgeForm,
  type ProblemAt,
  type RowList,
  deriveDraft,
} from './knowledge-draft.js';
import { styles } from './knowledge-editor.styles.js';
import { type EditorView, FIRST_CONTROL, idOf, problemText, whyText } from './knowledge-view.js';
import { listsView } from './lists-view.js';
import { previewView } from './preview-view.js';
import { sourcesView } from './sources-view.js';

/** Detail of `knowledge-save` and `knowledge-saved`. */
export interface KnowledgeSaveDetail {
  /** Exactly what EditKnowledge will receive (or received). */
  knowledge: Knowledge;
}

/** Detail of `knowledge-error`. */
export interface KnowledgeErrorDetail {
  /** The client's error. */
  error: ApiError | Error;
  /** The sentence shown to the owner, in the element's language. */
  message: string;
  /** What was sent; the draft that made it is kept in the form. */
  knowledge: Knowledge;
}

/**
 * The chatbot owner's knowledge editor: every source of the EditKnowledge operation (a sitemap with
 * its sync schedule, free text, a spreadsheet, websites to crawl, question/answer pairs, file IDs).
 * The API adds rather than replaces (text appended, websites and pairs upserted, sitemap and sheet
 * settings replaced), so the button says "Add to knowledge" and a summary of what will be sent, with
 * the exact request body, stays in view beside it. Values are checked with the API's schema as they
 * are typed, plus what a person needs: a pair needs both parts, no website or question twice in one
 * save, a sync schedule needs its sitemap. A failed save keeps the draft and offers Retry; a
 * successful one empties the form. Talks to a key-holding proxy at `api-base`, or uses `client`
 * (the only way to give it a key, in a trusted admin context). English or Spanish: its own `lang`,
 * else the nearest ancestor's. The draft is `deriveDraft` in `knowledge-draft.ts`. Every custom
 * property can be set on the element or on any ancestor; each has a light and a dark default.
 *
 * @fires {CustomEvent<KnowledgeSaveDetail>} knowledge-save - before sending (bubbles, composed, cancelable: `preventDefault()` stops the save)
 * @fires {CustomEvent<KnowledgeSaveDetail>} knowledge-saved - EditKnowledge succeeded; the form is emptied (bubbles, composed)
 * @fires {CustomEvent<KnowledgeErrorDetail>} knowledge-error - EditKnowledge failed; the draft is kept (bubbles, composed)
 *
 * @csspart layout - the grid holding the sources and the side column
 * @csspart intro - the sentence saying what a save does
 * @csspart group - a fieldset of one kind of source
 * @csspart field - one field (label, control, hint, error)
 * @csspart row - one row of a list (a website, a pair, a file ID)
 * @csspart error - a validation message
 * @csspart preview - the summary of what will be sent, with the request body
 * @csspart body - the request body (JSON) inside the preview
 * @csspart actions - the bar with "Add to knowledge", Clear and the status
 * @csspart save - the "Add to knowledge" button
 * @csspart clear - the "Clear the form" button
 * @csspart retry - the Retry button shown after a failed save
 * @csspart status - the save status (busy, added, failed)
 *
 * @cssprop [--knowledge-editor-font=system-ui, sans-serif] - font family
 * @cssprop [--knowledge-editor-text-color=#1f2937] - text colour
 * @cssprop [--knowledge-editor-muted-color=#4b5563] - hints and secondary text
 * @cssprop [--knowledge-editor-background=#fff] - background of the groups, inputs and bars
 * @cssprop [--knowledge-editor-border-color=#8a94a6] - input borders
 * @cssprop [--knowledge-editor-accent=#1d4ed8] - the save button, checkboxes and focus ring
 * @cssprop [--knowledge-editor-accent-text=#fff] - text on the accent colour
 * @cssprop [--knowledge-editor-error-color=#b91c1c] - validation and failure messages
 * @cssprop [--knowledge-editor-success-color=#15803d] - the added note
 * @cssprop [--knowledge-editor-radius=8px] - corner radius of inputs, buttons and groups
 */
export class KnowledgeEditor extends LitElement {
  static override styles = styles;
  static override properties = {
    serialNumber: { attribute: 'serial-number' },
    apiBase: { attribute: 'api-base' },
    client: { attribute: false },
    language: { attribute: 'lang' },
    form: { state: true },
  };

  /** The chatbot ID (`serialNumber`) the knowledge belongs to. */
  serialNumber = '';

  /**
   * Base URL of the key-holding proxy (or the API): absent = the platform, empty = this page's
   * origin, relative = resolved against the page.
   */
  apiBase?: string;

  /** A ready client (a proxy with custom headers, a key in a trusted admin context, tests); overrides `api-base`. */
  client: AdminClient | undefined = undefined;

  /** `en` or `es`; when not set, the nearest `lang` up the tree (or the page's). */
  language?: string;

  /** The EditKnowledge body a save would send now (check `canSave` first). */
  get draft(): Knowledge {
    return this.#draft.knowledge;
  }

  /** Whether anything has been typed that was not added yet. */
  get dirty(): boolean {
    return this.#draft.dirty;
  }

  /** Whether "Add to knowledge" may run: a chatbot ID, something to add, nothing invalid, no save running. */
  get canSave(): boolean {
    return this.#draft.canSave;
  }

  /** What the person has typed. */
  private form: KnowledgeForm = EMPTY_FORM;

  /** Whether the save was started from its button, which is disabled while it runs (so focus must be put back). */
  #pressed = false;
  #memo: { form: KnowledgeForm; serial: string; busy: boolean; draft: KnowledgeDraft } | undefined;
  readonly #lang = new LangController(this, () => this.language);
  /** The last save's outcome beside the button, and the polite region that speaks a field's problem. */
  readonly #status = new StatusController<Strings>(this);
  readonly #ownClient = clientCache((baseUrl) => new AdminClient({ baseUrl }));

  /** EditKnowledge, with the form the body was made from. */
  readonly #save = new SaveController<Knowledge, KnowledgeForm>(this, {
    send: (knowledge, signal) => this.#client.editKnowledge(knowledge, { signal }),
    saved: (knowledge, snapshot) => this.#onSaved(knowledge, snapshot),
    failed: (error, knowledge) => this.#onSaveFailed(error, knowledge),
  });

  /** The draft, derived by the pure `deriveDraft` once per change (the form is replaced, never mutated). */
  get #draft(): KnowledgeDraft {
    const serial = this.serialNumber.trim();
    const busy = this.#save.busy;
    const memo = this.#memo;
    if (memo?.form === this.form && memo.serial === serial && memo.busy === busy) return memo.draft;
    const draft = deriveDraft(this.form, { serial, busy });
    this.#memo = { form: this.form, serial, busy, draft };
    return draft;
  }

  get #client(): AdminClient {
    return this.client ?? this.#ownClient(this.apiBase);
  }

  get #t(): Strings {
    return strings(this.#lang.lang);
  }

  constructor() {
    super();
    // It registers itself with the element: leaving the page with a draft asks first.
    new LeaveGuardController(this, () => this.dirty);
  }

  /** Sends the draft (what "Add to knowledge" and Retry do). Resolves when done; the outcome is in the events. */
  async save(): Promise<void> {
    const draft = this.#draft;
    if (!draft.canSave) return;
    if (!emit<KnowledgeSaveDetail>(this, 'knowledge-save', { knowledge: draft.knowledge }, true)) return;
    this.#status.show('info', (t) => t.saving);
    this.#pressed = (this.renderRoot as ShadowRoot).activeElement?.matches('[part="save"], [part="retry"]') ?? false;
    await this.#save.run(draft.knowledge, this.form);
  }

  #onSaved(knowledge: Knowledge, snapshot: KnowledgeForm): void {
    // What was sent is now part of the knowledge: sending it again would append the text twice. Edits
    // made while the save ran are not what was sent, so they stay.
    if (this.form === snapshot) {
      this.form = EMPTY_FORM;
      this.#status.announce('');
    }
    const at = new Date();
    this.#status.show('success', (t) => t.saved(at));
    // The button pressed was disabled while sending (and Retry is gone): the keyboard goes on from the first source.
    if (this.#pressed) focusWhenRendered(this, idOf('siteMapUrl'));
    emit<KnowledgeSaveDetail>(this, 'knowledge-saved', { knowledge });
  }

  #onSaveFailed(failure: ApiError | Error, knowledge: Knowledge): void {
    const say = (t: Strings) => t.notSaved(t.failure(failure));
    this.#status.show('error', say);
    // The words on screen are for people; the transport details are for a developer.
    console.warn('<knowledge-editor>: the knowledge could not be saved.', failure);
    if (this.#pressed) focusWhenRendered(this, idOf('retry'));
    emit<KnowledgeErrorDetail>(this, 'knowledge-error', { error: failure, message: say(this.#t), knowledge });
  }

  /** Replaces the form; announces the edited control's problem when it appears or changes. */
  readonly #edit = (next: KnowledgeForm, at: ProblemAt): void => {
    const t = this.#t;
    const before = problemText(t, at, this.#draft.problems.get(at));
    this.form = next;
    this.#status.editMade(this.#save.busy);
    this.#status.announceChange(before, problemText(t, at, this.#draft.problems.get(at)));
  };

  readonly #addRow = (list: RowList, at = this.form[list].length): void => {
    const blank =
      list === 'websites' ? { url: '', retrain: false } : list === 'pairs' ? { question: '', answer: '' } : '';
    this.form = { ...this.form, [list]: withRow<unknown>(this.form[list], at, blank) };
    focusWhenRendered(this, idOf(`${FIRST_CONTROL[list]}-${at}`));
  };

  readonly #removeRow = (list: RowList, row: number): void => {
    const items = withoutRow<unknown>(this.form[list], row);
    this.#edit({ ...this.form, [list]: items }, list);
    const next = rowAfterRemoval(row, items.length);
    focusWhenRendered(this, idOf(next < 0 ? `${list}-add` : `${FIRST_CONTROL[list]}-${next}`));
  };

  #onSubmit(event: SubmitEvent): void {
    event.preventDefault();
    void this.save();
  }

  /** Enter in a one-line box never sends (a save adds for good); in a list it adds the next row. */
  #onKeydown(event: KeyboardEvent): void {
    const target = event.composedPath()[0];
    if (event.key !== 'Enter' || event.isComposing || !(target instanceof HTMLInputElement)) return;
    event.preventDefault();
    const match = /^k-(website|file)-(\d+)$/.exec(target.id);
    if (match) this.#addRow(match[1] === 'website' ? 'websites' : 'files', Number(match[2]) + 1);
    else if (/^k-question-\d+$/.test(target.id))
      this.renderRoot.querySelector<HTMLElement>(`#${target.id.replace('question', 'answer')}`)?.focus();
  }

  #onClear(): void {
    this.form = EMPTY_FORM;
    this.#status.show('info', (t) => t.cleared);
    this.#status.announce('');
  }

  protected override render() {
    const t = this.#t;
    const draft = this.#draft;
    const busy = draft.state === 'busy';
    const note = this.#status.note;
    const view = this.#view(t, draft);
    return html`
      <form part="layout" class="layout" novalidate aria-busy=${busy ? 'true' : 'false'} @submit=${this.#onSubmit} @keydown=${this.#onKeydown}>
        <div class="sources">
          <p part="intro" class="intro">${t.intro}</p>
          ${sourcesView(view)} ${listsView(view)}
        </div>
        <div class="side">
          ${previewView(t, draft, this.form.sync)}
          <div part="actions" class="actions">
            <button part="save" class="save" type="submit" ?disabled=${!draft.canSave} aria-describedby="why">${busy ? t.saving : t.save}</button>
            <button part="clear" class="clear" type="button" ?disabled=${busy || !draft.dirty} @click=${this.#onClear}>${t.clear}</button>
            <p id="why" class="why">${whyText(t, draft)}</p>
            ${statusNote(note, t)}
            ${
              note?.kind === 'error'
                ? html`<button id=${idOf('retry')} part="retry" class="retry" type="button" ?disabled=${!draft.canSave} @click=${() => void this.save()}>${t.retry}</button>`
                : nothing
            }
          </div>
        </div>
      </form>
      ${liveAnnouncement(this.#status.announcement)}
    `;
  }

  /** What the views render from, and the element's functions they change the form with. */
  #view(t: Strings, draft: KnowledgeDraft): EditorView {
    return { t, form: this.form, draft, edit: this.#edit, addRow: this.#addRow, removeRow: this.#removeRow };
  }
}
