import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { Task, TaskStatus } from '@lit/task';
import { AdminClient } from '../../api/admin-client.js';
import { isApiError, type ApiError } from '../../api/errors.js';
import { DEFAULT_BASE_URL } from '../../api/http.js';
import { LIMITS, type Knowledge } from '../../api/schemas.js';
import { resolveBase } from '../shared/api-base.js';
import { emit } from '../shared/emit.js';
import { LangController } from '../shared/lang.js';
import { styles } from './knowledge-editor.styles.js';
import { type Strings, strings } from './i18n.js';
import {
  EMPTY_FORM,
  type KnowledgeDraft,
  type KnowledgeForm,
  type PairRow,
  type Problem,
  type ProblemAt,
  type RowList,
  SYNC_CHOICES,
  type SyncChoice,
  type WebsiteRow,
  deriveDraft,
  rowOf,
  withRow,
  withoutRow,
} from './knowledge-draft.js';

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

/** The last save's outcome, worded when rendered (so it follows a change of language). */
type Note = { kind: 'success' | 'error' | 'info'; say: (t: Strings) => string };

/** Prefix of every control's id (`k-siteMapUrl`, `k-website-0`), so a problem finds its control. */
const ID = 'k-';

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
    note: { state: true },
    announcement: { state: true },
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

  /** The last save's outcome, shown beside the button. */
  private note: Note | undefined = undefined;

  /** The latest validation message, for the polite live region. */
  private announcement = '';

  /** The body of the save running or last run, for `knowledge-error`. */
  #sending: Knowledge | undefined;
  /** Whether the save was started from its button, which is disabled while it runs (so focus must be put back). */
  #pressed = false;
  #clientCache: { base: string; client: AdminClient } | undefined;
  #memo: { form: KnowledgeForm; serial: string; busy: boolean; draft: KnowledgeDraft } | undefined;
  readonly #lang = new LangController(this, () => this.language);

  /** EditKnowledge: run with `[body, the form it was made from]`. */
  private readonly saveTask = new Task(this, {
    task: async ([knowledge, snapshot]: readonly [Knowledge, KnowledgeForm], { signal }) => {
      await this.#client.editKnowledge(knowledge, { signal });
      return [knowledge, snapshot] as const;
    },
    autoRun: false,
    onComplete: ([knowledge, snapshot]) => this.#onSaved(knowledge, snapshot),
    onError: (error) => this.#onSaveFailed(error),
  });

  /** The draft, derived by the pure `deriveDraft` once per change (the form is replaced, never mutated). */
  get #draft(): KnowledgeDraft {
    const serial = this.serialNumber.trim();
    const busy = this.saveTask.status === TaskStatus.PENDING;
    const memo = this.#memo;
    if (memo?.form === this.form && memo.serial === serial && memo.busy === busy) return memo.draft;
    const draft = deriveDraft(this.form, { serial, busy });
    this.#memo = { form: this.form, serial, busy, draft };
    return draft;
  }

  get #client(): AdminClient {
    if (this.client) return this.client;
    const base = resolveBase(this.apiBase) ?? DEFAULT_BASE_URL;
    if (this.#clientCache?.base !== base) this.#clientCache = { base, client: new AdminClient({ baseUrl: base }) };
    return this.#clientCache.client;
  }

  get #t(): Strings {
    return strings(this.#lang.lang);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('beforeunload', this.#onBeforeUnload);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('beforeunload', this.#onBeforeUnload);
  }

  /** Sends the draft (what "Add to knowledge" and Retry do). Resolves when done; the outcome is in the events. */
  async save(): Promise<void> {
    const draft = this.#draft;
    if (!draft.canSave) return;
    if (!emit<KnowledgeSaveDetail>(this, 'knowledge-save', { knowledge: draft.knowledge }, true)) return;
    this.note = { kind: 'info', say: (t) => t.saving };
    this.#sending = draft.knowledge;
    this.#pressed = (this.renderRoot as ShadowRoot).activeElement?.matches('[part="save"], [part="retry"]') ?? false;
    await this.saveTask.run([draft.knowledge, this.form]);
  }

  #onSaved(knowledge: Knowledge, snapshot: KnowledgeForm): void {
    // What was sent is now part of the knowledge: sending it again would append the text twice. Edits
    // made while the save ran are not what was sent, so they stay.
    if (this.form === snapshot) {
      this.form = EMPTY_FORM;
      this.announcement = '';
    }
    const at = new Date();
    this.note = { kind: 'success', say: (t) => t.saved(at) };
    // The button pressed was disabled while sending (and Retry is gone): the keyboard goes on from the first source.
    if (this.#pressed) void this.updateComplete.then(() => this.#focus('siteMapUrl'));
    emit<KnowledgeSaveDetail>(this, 'knowledge-saved', { knowledge });
  }

  #onSaveFailed(error: unknown): void {
    const failure = isApiError(error) || error instanceof Error ? error : new Error(String(error));
    if (isApiError(failure) && failure.kind === 'aborted') return;
    const say = (t: Strings) => t.notSaved(t.failure(failure));
    this.note = { kind: 'error', say };
    // The words on screen are for people; the transport details are for a developer.
    console.warn('<knowledge-editor>: the knowledge could not be saved.', failure);
    if (this.#pressed) void this.updateComplete.then(() => this.#focus('retry'));
    const knowledge = this.#sending ?? this.#draft.knowledge;
    emit<KnowledgeErrorDetail>(this, 'knowledge-error', { error: failure, message: say(this.#t), knowledge });
  }

  /** Replaces the form; announces the edited control's problem when it appears or changes. */
  #edit(next: KnowledgeForm, at: ProblemAt): void {
    const t = this.#t;
    const before = this.#problemText(t, at, this.#draft.problems.get(at));
    this.form = next;
    // A failure stays in view until the next save; "added" and "cleared" notes end with the next edit.
    if (this.note && this.note.kind !== 'error' && this.saveTask.status !== TaskStatus.PENDING) this.note = undefined;
    const after = this.#problemText(t, at, this.#draft.problems.get(at));
    if (after !== before || (after && after !== this.announcement)) this.announcement = after;
  }

  #setRow<K extends RowList>(list: K, row: number, item: KnowledgeForm[K][number], at: ProblemAt): void {
    const items = [...this.form[list]] as KnowledgeForm[K][number][];
    items[row] = item;
    this.#edit({ ...this.form, [list]: items }, at);
  }

  #addRow(list: RowList, at = this.form[list].length): void {
    const blank =
      list === 'websites' ? { url: '', retrain: false } : list === 'pairs' ? { question: '', answer: '' } : '';
    this.form = { ...this.form, [list]: withRow<unknown>(this.form[list], at, blank) };
    void this.updateComplete.then(() => this.#focus(`${firstControl[list]}-${at}`));
  }

  #removeRow(list: RowList, row: number): void {
    const items = withoutRow<unknown>(this.form[list], row);
    this.#edit({ ...this.form, [list]: items }, list);
    void this.updateComplete.then(() =>
      this.#focus(items.length ? `${firstControl[list]}-${Math.min(row, items.length - 1)}` : `${list}-add`),
    );
  }

  #focus(id: string): void {
    this.renderRoot.querySelector<HTMLElement>(`#${ID}${id}`)?.focus();
  }

  /** The sentence for a problem in the element's language ('' for none). */
  #problemText(t: Strings, at: ProblemAt, problem: Problem | undefined): string {
    return problem
      ? t.problem[problem.reason](
          labelOf(t, at),
          problem,
          problem.first === undefined ? '' : labelOf(t, sameKindRow(at, problem.first)),
        )
      : '';
  }

  readonly #onBeforeUnload = (event: BeforeUnloadEvent): void => {
    if (!this.dirty) return;
    event.preventDefault();
    event.returnValue = '';
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
    else if (/^k-question-\d+$/.test(target.id)) this.#focus(target.id.slice(ID.length).replace('question', 'answer'));
  }

  #onClear(): void {
    this.form = EMPTY_FORM;
    this.note = { kind: 'info', say: (t) => t.cleared };
    this.announcement = '';
  }

  #onText(key: 'siteMapUrl' | 'text' | 'sheetUrl', event: Event): void {
    this.#edit({ ...this.form, [key]: (event.target as HTMLInputElement | HTMLTextAreaElement).value }, key);
  }

  #onSync(event: Event): void {
    // siteMapUrl: the control whose problem a schedule can raise.
    this.#edit({ ...this.form, sync: (event.target as HTMLSelectElement).value as SyncChoice }, 'siteMapUrl');
  }

  #onSheetRetrain(event: Event): void {
    this.#edit({ ...this.form, sheetRetrain: (event.target as HTMLInputElement).checked }, 'sheetUrl');
  }

  protected override render() {
    const t = this.#t;
    const draft = this.#draft;
    const busy = draft.state === 'busy';
    const why =
      draft.state === 'busy'
        ? t.saving
        : draft.state === 'no-serial'
          ? t.noSerial
          : draft.state === 'invalid'
            ? t.fix([...draft.problems.keys()].map((at) => labelOf(t, at)))
            : draft.state === 'empty'
              ? t.empty
              : t.ready;
    const note = this.note;
    const field = (at: ProblemAt) => this.#field(t, draft, at);
    return html`
      <form part="layout" class="layout" novalidate aria-busy=${busy ? 'true' : 'false'} @submit=${this.#onSubmit} @keydown=${this.#onKeydown}>
        <div class="sources">
          <p part="intro" class="intro">${t.intro}</p>
          <fieldset part="group" class="group">
            <legend>${t.group.sitemap}</legend>
            <div part="field" class="field">
              <label for="${ID}siteMapUrl">${t.label.siteMapUrl}</label>
              <input id="${ID}siteMapUrl" type="url" inputmode="url" autocomplete="off" spellcheck="false" placeholder="https://example.com/sitemap.xml"
                .value=${this.form.siteMapUrl} @input=${(e: Event) => this.#onText('siteMapUrl', e)}
                aria-invalid=${field('siteMapUrl').invalid} aria-describedby=${field('siteMapUrl').describedBy(true)} />
              ${field('siteMapUrl').footer(t.hint.siteMapUrl)}
            </div>
            <div part="field" class="field">
              <label for="${ID}sync">${t.label.sync}</label>
              <select id="${ID}sync" aria-describedby="${ID}sync-hint" @change=${this.#onSync}>
                ${SYNC_CHOICES.map((choice) => html`<option value=${choice} ?selected=${choice === this.form.sync}>${t.sync[choice]}</option>`)}
              </select>
              <p id="${ID}sync-hint" class="hint">${t.hint.sync}</p>
            </div>
          </fieldset>
          <fieldset part="group" class="group">
            <legend>${t.group.text}</legend>
            <div part="field" class="field">
              <label for="${ID}text">${t.label.text}</label>
              <textarea id="${ID}text" rows="5" .value=${this.form.text} @input=${(e: Event) => this.#onText('text', e)}
                aria-invalid=${field('text').invalid} aria-describedby=${field('text').describedBy(true)}></textarea>
              ${field('text').footer(t.chars(this.form.text.trim().length, LIMITS.knowledgeText))}
            </div>
          </fieldset>
          <fieldset part="group" class="group">
            <legend>${t.group.sheet}</legend>
            <div part="field" class="field">
              <label for="${ID}sheetUrl">${t.label.sheetUrl}</label>
              <input id="${ID}sheetUrl" type="url" inputmode="url" autocomplete="off" spellcheck="false" placeholder="https://docs.google.com/spreadsheets/d/…"
                .value=${this.form.sheetUrl} @input=${(e: Event) => this.#onText('sheetUrl', e)}
                aria-invalid=${field('sheetUrl').invalid} aria-describedby=${field('sheetUrl').describedBy(true)} />
              ${field('sheetUrl').footer(t.hint.sheetUrl)}
            </div>
            <div part="field" class="field check">
              <input id="${ID}sheetRetrain" type="checkbox" .checked=${this.form.sheetRetrain} @change=${this.#onSheetRetrain} />
              <label for="${ID}sheetRetrain">${t.label.sheetRetrain}</label>
            </div>
          </fieldset>
          ${this.#renderWebsites(t, draft)} ${this.#renderPairs(t, draft)} ${this.#renderFiles(t, draft)}
        </div>
        <div class="side">
          ${this.#renderPreview(t, draft)}
          <div part="actions" class="actions">
            <button part="save" class="save" type="submit" ?disabled=${!draft.canSave} aria-describedby="why">${busy ? t.saving : t.save}</button>
            <button part="clear" class="clear" type="button" ?disabled=${busy || !draft.dirty} @click=${this.#onClear}>${t.clear}</button>
            <p id="why" class="why">${why}</p>
            <p part="status" class="status ${note?.kind ?? ''}" role="status">${note && note.kind !== 'error' ? note.say(t) : ''}</p>
            <p part="status" class="status error" role="alert">${note?.kind === 'error' ? note.say(t) : ''}</p>
            ${
              note?.kind === 'error'
                ? html`<button id="${ID}retry" part="retry" class="retry" type="button" ?disabled=${!draft.canSave} @click=${() => void this.save()}>${t.retry}</button>`
                : nothing
            }
          </div>
        </div>
      </form>
      <div class="visually-hidden" role="status" aria-live="polite">${this.announcement}</div>
    `;
  }

  /** What a single control shows of its problem: its ARIA state and, under it, its hint and its message. */
  #field(t: Strings, draft: KnowledgeDraft, at: ProblemAt) {
    const problem = draft.problems.get(at);
    const id = `${ID}${at}`;
    return {
      invalid: invalid(draft, at),
      describedBy: (hint: boolean) =>
        [hint ? `${id}-hint` : '', problem ? `${id}-error` : ''].filter(Boolean).join(' ') || nothing,
      footer: (hint?: string) => html`
        ${hint ? html`<p id="${id}-hint" class="hint">${hint}</p>` : nothing}
        ${problem ? html`<p id="${id}-error" part="error" class="error">${this.#problemText(t, at, problem)}</p>` : nothing}
      `,
    };
  }

  #renderWebsites(t: Strings, draft: KnowledgeDraft): TemplateResult {
    return this.#renderList(
      t,
      draft,
      'websites',
      this.form.websites,
      t.addWebsite,
      t.hint.websites,
      (site: WebsiteRow, row) => {
        const at = `website-${row}` as const;
        return html`
        <input id="${ID}${at}" type="url" inputmode="url" autocomplete="off" spellcheck="false" placeholder="https://example.com/page"
          aria-label=${t.website(row)} .value=${site.url} aria-invalid=${invalid(draft, at)} aria-describedby=${errorId(draft, at)}
          @input=${(e: Event) => this.#setRow('websites', row, { ...site, url: (e.target as HTMLInputElement).value }, at)} />
        <span class="retrain">
          <input id="${ID}retrain-${row}" type="checkbox" .checked=${site.retrain}
            @change=${(e: Event) => this.#setRow('websites', row, { ...site, retrain: (e.target as HTMLInputElement).checked }, at)} />
          <label for="${ID}retrain-${row}">${t.retrain}<span class="visually-hidden"> (${t.website(row)})</span></label>
        </span>
        ${this.#removeButton(t, 'websites', row, t.website(row))} ${this.#rowError(t, draft, at)}
      `;
      },
    );
  }

  #renderPairs(t: Strings, draft: KnowledgeDraft): TemplateResult {
    return this.#renderList(t, draft, 'pairs', this.form.pairs, t.addPair, undefined, (pair: PairRow, row) => {
      const question = `question-${row}` as const;
      const answer = `answer-${row}` as const;
      return html`
        <div class="pair" role="group" aria-label=${t.pair(row)}>
          <label for="${ID}${question}">${t.question(row)}</label>
          <input id="${ID}${question}" type="text" autocomplete="off" .value=${pair.question} aria-invalid=${invalid(draft, question)} aria-describedby=${errorId(draft, question)}
            @input=${(e: Event) => this.#setRow('pairs', row, { ...pair, question: (e.target as HTMLInputElement).value }, question)} />
          ${this.#rowError(t, draft, question)}
          <label for="${ID}${answer}">${t.answer(row)}</label>
          <textarea id="${ID}${answer}" rows="2" .value=${pair.answer} aria-invalid=${invalid(draft, answer)} aria-describedby=${errorId(draft, answer)}
            @input=${(e: Event) => this.#setRow('pairs', row, { ...pair, answer: (e.target as HTMLTextAreaElement).value }, answer)}></textarea>
          ${this.#rowError(t, draft, answer)}
        </div>
        ${this.#removeButton(t, 'pairs', row, t.pair(row))}
      `;
    });
  }

  #renderFiles(t: Strings, draft: KnowledgeDraft): TemplateResult {
    return this.#renderList(t, draft, 'files', this.form.files, t.addFile, t.hint.files, (file: string, row) => {
      const at = `file-${row}` as const;
      return html`
        <input id="${ID}${at}" type="text" autocomplete="off" spellcheck="false" aria-label=${t.file(row)} .value=${file} aria-invalid=${invalid(draft, at)} aria-describedby=${errorId(draft, at)}
          @input=${(e: Event) => this.#setRow('files', row, (e.target as HTMLInputElement).value, at)} />
        ${this.#removeButton(t, 'files', row, t.file(row))} ${this.#rowError(t, draft, at)}
      `;
    });
  }

  #renderList<T>(
    t: Strings,
    draft: KnowledgeDraft,
    list: RowList,
    items: readonly T[],
    add: string,
    hint: string | undefined,
    row: (item: T, index: number) => TemplateResult,
  ): TemplateResult {
    const problem = draft.problems.get(list);
    return html`
      <fieldset part="group" class="group" aria-describedby=${hint ? `${ID}${list}-hint` : nothing}>
        <legend>${t.group[list]}</legend>
        ${hint ? html`<p id="${ID}${list}-hint" class="hint">${hint}</p>` : nothing}
        ${
          items.length
            ? html`<ul class="rows ${list}">
              ${items.map((item, index) => html`<li part="row" class="row">${row(item, index)}</li>`)}
            </ul>`
            : html`<p class="hint">${t.none}</p>`
        }
        ${problem ? html`<p id="${ID}${list}-error" part="error" class="error" role="alert">${this.#problemText(t, list, problem)}</p>` : nothing}
        <button id="${ID}${list}-add" type="button" class="add" @click=${() => this.#addRow(list)}>${add}</button>
      </fieldset>
    `;
  }

  #removeButton(t: Strings, list: RowList, row: number, label: string): TemplateResult {
    return html`<button type="button" class="remove" aria-label=${t.removeRow(label)} @click=${() => this.#removeRow(list, row)}>${t.remove}</button>`;
  }

  #rowError(t: Strings, draft: KnowledgeDraft, at: ProblemAt): TemplateResult | typeof nothing {
    const problem = draft.problems.get(at);
    return problem
      ? html`<p id="${ID}${at}-error" part="error" class="error">${this.#problemText(t, at, problem)}</p>`
      : nothing;
  }

  #renderPreview(t: Strings, draft: KnowledgeDraft): TemplateResult {
    const k = draft.knowledge;
    const lines = [
      k.SiteMapUrl !== undefined ? t.sends.sitemap(k.SiteMapUrl, this.form.sync) : '',
      k.text !== undefined ? t.sends.text(k.text.length) : '',
      k.googleSheetUrl !== undefined ? t.sends.sheet(k.googleSheetUrl, k.isRetrainGoogleSheet === true) : '',
      k.websiteList ? t.sends.websites(k.websiteList.length, k.websiteList.filter((site) => site.retrain).length) : '',
      k.qaList ? t.sends.pairs(k.qaList.length) : '',
      k.fileList ? t.sends.files(k.fileList.length) : '',
    ].filter(Boolean);
    return html`
      <section part="preview" class="preview" aria-labelledby="preview-title">
        <p id="preview-title" class="preview-title">${t.previewTitle}</p>
        ${lines.length ? html`<ul class="sends">${lines.map((line) => html`<li>${line}</li>`)}</ul>` : html`<p class="hint">${t.previewEmpty}</p>`}
        <details>
          <summary>${t.body}</summary>
          <pre part="body" class="body" tabindex="0" aria-label=${t.body}>${JSON.stringify(k, null, 2)}</pre>
        </details>
      </section>
    `;
  }
}

const invalid = (draft: KnowledgeDraft, at: ProblemAt) => (draft.problems.has(at) ? 'true' : 'false');
const errorId = (draft: KnowledgeDraft, at: ProblemAt) => (draft.problems.has(at) ? `${ID}${at}-error` : nothing);

/** The control a new row's focus goes to, by list. */
const firstControl: Record<RowList, string> = { websites: 'website', pairs: 'question', files: 'file' };

/** The label of the control a problem sits on, in the element's language. */
function labelOf(t: Strings, at: ProblemAt): string {
  const row = rowOf(at);
  if (row === undefined) return t.label[at as keyof Strings['label']];
  const kind = at.slice(0, at.lastIndexOf('-'));
  return kind === 'website'
    ? t.website(row)
    : kind === 'question'
      ? t.question(row)
      : kind === 'answer'
        ? t.answer(row)
        : t.file(row);
}

/** The same kind of control in another row (`website-3`, 0 → `website-0`). */
function sameKindRow(at: ProblemAt, row: number): ProblemAt {
  return `${at.slice(0, at.lastIndexOf('-'))}-${row}` as ProblemAt;
}
