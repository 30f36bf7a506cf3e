import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { Task, TaskStatus } from '@lit/task';
import { AdminClient } from '../../api/admin-client.js';
import { isApiError, type ApiError } from '../../api/errors.js';
import { DEFAULT_BASE_URL } from '../../api/http.js';
import { type ChatbotEdit, type Model, modelAvailable } from '../../api/schemas.js';
import { formatRgb, parseRgb, rgbToHex, hexToRgb } from '../chatbot-preview/color.js';
import { resolveBase } from '../shared/api-base.js';
import { emit } from '../shared/emit.js';
import { type Lang, LangController } from '../shared/lang.js';
import { styles } from './chatbot-settings.styles.js';
import { type FieldDef, type FieldProblem, type FormValue, GROUPS, type KnownSettings, LANGUAGES, type SettingsField, timeZoneOptions } from './fields.js';
import { type Strings, strings } from './i18n.js';
import { type FormValues, type SettingsDraft, afterSave, deriveDraft, formValuesOf } from './settings-draft.js';

export type { KnownSettings, SettingsField } from './fields.js';

/** Detail of `settings-input`. */
export interface SettingsInputDetail {
  /** The field that changed. */
  field: SettingsField;
  /** The draft: every field whose value is known, with API names (invalid numbers left out). */
  settings: KnownSettings;
  /** The fields that differ from the saved settings. */
  changed: SettingsField[];
  /** Whether every known field is valid. */
  valid: boolean;
}

/** Detail of `settings-save` and `settings-saved`. */
export interface SettingsSaveDetail {
  /** Exactly what Edit will receive (or received): `serialNumber` and every known field. */
  settings: ChatbotEdit;
}

/** Detail of `settings-error`. */
export interface SettingsErrorDetail {
  /** The client's error. */
  error: ApiError | Error;
  /** The sentence shown to the owner, in the element's language. */
  message: string;
}

/** The last save's outcome, worded when rendered (so it follows a change of language). */
type Note = { kind: 'success' | 'error' | 'info'; say: (t: Strings) => string };

/**
 * The chatbot owner's settings editor: every field of the Edit operation in groups, validated as
 * the owner types, with a live `<chatbot-preview>` of the widget. The API cannot read settings
 * back, so they come in through `settings` (or a child `<script type="application/json">`); Save
 * sends `serialNumber` plus every field whose value is known (given or edited), never a blank for
 * a field it was not given. Talks to a key-holding proxy at `api-base`, or, in a trusted admin
 * context only, uses the write-only `secretKey` property (never an attribute, never rendered).
 * Its words are English or Spanish: its own `lang`, else the nearest ancestor's, followed when that
 * changes after load. The draft (known, changed, problems, can-save) is `deriveDraft` in
 * `settings-draft.ts`.
 *
 * @fires {CustomEvent<SettingsInputDetail>} settings-input - the draft changed (bubbles, composed)
 * @fires {CustomEvent<SettingsSaveDetail>} settings-save - before sending (bubbles, composed, cancelable: `preventDefault()` stops the save)
 * @fires {CustomEvent<SettingsSaveDetail>} settings-saved - Edit succeeded (bubbles, composed)
 * @fires {CustomEvent<SettingsErrorDetail>} settings-error - Edit failed, the draft is kept (bubbles, composed)
 * @fires {CustomEvent<ChatbotPreviewToggleDetail>} chatbot-preview-toggle - from the inner `<chatbot-preview>` (composed, so it reaches the page)
 *
 * @slot - a `<script type="application/json">` with the current settings (read once, when `settings` is empty); not shown
 *
 * @csspart layout - the grid holding the form and the preview
 * @csspart form - the form
 * @csspart group - a fieldset of related settings
 * @csspart field - one field (label, control, hint, error)
 * @csspart error - a field's validation message
 * @csspart changed - the "changed" marker of an edited field
 * @csspart actions - the bar with Save, Discard and the status
 * @csspart save - the Save button
 * @csspart discard - the Discard button
 * @csspart status - the save status (busy, saved, failed)
 * @csspart preview - the `<chatbot-preview>` (its own `--chatbot-preview-*` properties reach it from here or any ancestor)
 *
 * Every custom property can be set on the element or on any ancestor.
 *
 * @cssprop [--chatbot-settings-font=system-ui, sans-serif] - font family
 * @cssprop [--chatbot-settings-text-color=#1f2937] - text colour
 * @cssprop [--chatbot-settings-muted-color=#4b5563] - hints and secondary text
 * @cssprop [--chatbot-settings-background=#fff] - form background
 * @cssprop [--chatbot-settings-border-color=#8a94a6] - input borders
 * @cssprop [--chatbot-settings-accent=#1d4ed8] - Save button, checkboxes and focus ring
 * @cssprop [--chatbot-settings-accent-text=#fff] - text on the accent colour
 * @cssprop [--chatbot-settings-error-color=#b91c1c] - validation and failure messages
 * @cssprop [--chatbot-settings-success-color=#15803d] - the saved note
 * @cssprop [--chatbot-settings-radius=8px] - corner radius of inputs, buttons and groups
 */
export class ChatbotSettings extends LitElement {
  static override styles = styles;
  static override properties = {
    serialNumber: { attribute: 'serial-number' },
    apiBase: { attribute: 'api-base' },
    settings: { attribute: false },
    client: { attribute: false },
    language: { attribute: 'lang' },
    values: { state: true },
    note: { state: true },
    announcement: { state: true },
    keyVersion: { state: true },
  };

  /** The chatbot ID (`serialNumber`) the settings belong to. */
  serialNumber = '';

  /**
   * Base URL of the key-holding proxy (or the API): absent = the platform, empty = this page's
   * origin, relative = resolved against the page.
   */
  apiBase?: string;

  /** The current (saved) settings with API field names; setting it replaces the draft. */
  settings: Partial<ChatbotEdit> = {};

  /** A ready client (for a proxy with custom headers, or tests); overrides `api-base` and `secretKey`. */
  client: AdminClient | undefined = undefined;

  /** `en` or `es`; when not set, the nearest `lang` up the tree (or the page's). */
  language?: string;

  /**
   * The secret key, for trusted admin contexts only (prefer a proxy). Write-only: reading it gives
   * `undefined`; it is kept in a private field and never reflected, rendered, logged or put in an event.
   */
  set secretKey(value: string | undefined) {
    this.#secretKey = value || undefined;
    this.keyVersion++;
  }
  get secretKey(): undefined {
    return undefined;
  }

  /** The draft: every known field with its API value (invalid numbers left out). */
  get draft(): KnownSettings {
    return this.#draft.settings;
  }

  /** The fields that differ from the saved settings. */
  get changedFields(): SettingsField[] {
    return this.#draft.changed;
  }

  /** Whether there are unsaved changes. */
  get dirty(): boolean {
    return this.#draft.dirty;
  }

  /** Whether every known field is valid. */
  get valid(): boolean {
    return this.#draft.valid;
  }

  /** The form values being edited. */
  private values: FormValues = {};

  /** The last save's outcome, shown beside Save. */
  private note: Note | undefined = undefined;

  /** The latest validation message, for the polite live region. */
  private announcement = '';

  /** Bumped when the write-only key changes, so the client and the model list are rebuilt. */
  private keyVersion = 0;

  /** The saved values: replaced (never mutated) with `settings` and after a save. */
  #saved: FormValues = {};
  #secretKey: string | undefined;
  #ownSettingsChange = false;
  #clientCache: { key: string; client: AdminClient } | undefined;
  #memo: { saved: FormValues; values: FormValues; serial: string; busy: boolean; draft: SettingsDraft } | undefined;
  readonly #lang = new LangController(this, () => this.language);

  /** The model list for the model choice; when it fails the model is typed as free text. */
  private readonly modelsTask = new Task(this, {
    task: ([client], { signal }) => (client as AdminClient).listModels({ signal }),
    args: () => [this.#client] as const,
  });

  /** Edit: run by Save with `[payload, snapshot of the form]`. */
  private readonly saveTask = new Task(this, {
    task: async ([payload, snapshot]: readonly [ChatbotEdit, FormValues], { signal }) => {
      await this.#client.editChatbot(payload, { signal });
      return [payload, snapshot] as const;
    },
    autoRun: false,
    onComplete: ([payload, snapshot]) => this.#onSaved(payload, snapshot),
    onError: (error) => this.#onSaveFailed(error),
  });

  /**
   * The draft, derived by the pure `deriveDraft` once per change of what it depends on (the saved and
   * edited values are replaced, never mutated), and shared by render, the getters and `settings-input`.
   */
  get #draft(): SettingsDraft {
    const serial = this.#serial;
    const busy = this.saveTask.status === TaskStatus.PENDING;
    const memo = this.#memo;
    if (memo?.saved === this.#saved && memo.values === this.values && memo.serial === serial && memo.busy === busy) return memo.draft;
    const draft = deriveDraft(this.#saved, this.values, { serial, busy });
    this.#memo = { saved: this.#saved, values: this.values, serial, busy, draft };
    return draft;
  }

  get #serial(): string {
    return (this.serialNumber || this.settings.serialNumber || '').trim();
  }

  get #client(): AdminClient {
    if (this.client) return this.client;
    const base = resolveBase(this.apiBase) ?? DEFAULT_BASE_URL;
    const cacheKey = `${this.keyVersion}|${base}`;
    if (this.#clientCache?.key !== cacheKey) {
      this.#clientCache = { key: cacheKey, client: new AdminClient({ baseUrl: base, secretKey: this.#secretKey }) };
    }
    return this.#clientCache.client;
  }

  constructor() {
    super();
    // A key set before the element was defined sits on the instance: move it into the private field.
    if (Object.hasOwn(this, 'secretKey')) {
      const early: unknown = (this as { secretKey?: unknown }).secretKey;
      delete (this as { secretKey?: unknown }).secretKey;
      this.secretKey = typeof early === 'string' ? early : undefined;
    }
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('beforeunload', this.#onBeforeUnload);
    if (Object.keys(this.settings).length === 0) this.#readSettingsScript();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('beforeunload', this.#onBeforeUnload);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('settings')) {
      if (this.#ownSettingsChange) {
        this.#ownSettingsChange = false;
      } else {
        this.#saved = formValuesOf(this.settings);
        this.values = { ...this.#saved };
        this.announcement = '';
      }
    }
  }

  /** Saves the draft (what the Save button does). Resolves when done; the outcome is in the events. */
  async save(): Promise<void> {
    const draft = this.#draft;
    if (!draft.canSave) return;
    const payload = { serialNumber: this.#serial, ...draft.settings } as ChatbotEdit;
    if (!emit<SettingsSaveDetail>(this, 'settings-save', { settings: payload }, true)) return;
    this.note = { kind: 'info', say: (t) => t.saving };
    await this.saveTask.run([payload, { ...this.values }]);
  }

  #readSettingsScript(): void {
    const script = this.querySelector(':scope > script[type="application/json"]');
    if (!script) return;
    try {
      const parsed: unknown = JSON.parse(script.textContent ?? '');
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) this.settings = parsed as Partial<ChatbotEdit>;
    } catch {
      this.note = { kind: 'error', say: (t) => t.badJson };
    }
  }

  #setValue(field: FieldDef, value: FormValue): void {
    const t = this.#t;
    const before = this.#problemText(t, field, this.#draft.problems.get(field.name));
    this.values = { ...this.values, [field.name]: value };
    // A failure stays in view until the next save; "saved" and "discarded" notes end with the next edit.
    if (this.note && this.note.kind !== 'error' && this.saveTask.status !== TaskStatus.PENDING) this.note = undefined;
    const draft = this.#draft;
    const after = this.#problemText(t, field, draft.problems.get(field.name));
    if (after !== before || (after && after !== this.announcement)) this.announcement = after;
    emit<SettingsInputDetail>(this, 'settings-input', { field: field.name, settings: draft.settings, changed: draft.changed, valid: draft.valid });
  }

  #onSaved(payload: ChatbotEdit, snapshot: FormValues): void {
    this.#saved = afterSave(this.#saved, payload, snapshot);
    this.#ownSettingsChange = true;
    this.settings = { ...this.settings, ...payload };
    const at = new Date();
    this.note = { kind: 'success', say: (t) => t.saved(at) };
    emit<SettingsSaveDetail>(this, 'settings-saved', { settings: payload });
  }

  #onSaveFailed(error: unknown): void {
    const failure = isApiError(error) || error instanceof Error ? error : new Error(String(error));
    if (isApiError(failure) && failure.kind === 'aborted') return;
    const say = (t: Strings) => t.notSaved(t.failure(failure));
    this.note = { kind: 'error', say };
    emit<SettingsErrorDetail>(this, 'settings-error', { error: failure, message: say(this.#t) });
  }

  get #t(): Strings {
    return strings(this.#lang.lang);
  }

  /** The sentence for a field's problem in the element's language ('' for none). */
  #problemText(t: Strings, field: FieldDef, problem: FieldProblem | undefined): string {
    return problem ? t.problem[problem.reason](t.field[field.name], problem) : '';
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

  #onDiscard(): void {
    this.values = { ...this.#saved };
    this.note = { kind: 'info', say: (t) => t.discarded };
    this.announcement = '';
  }

  #onText(field: FieldDef, event: Event): void {
    const input = event.target as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
    const bad = input instanceof HTMLInputElement && input.type === 'number' && input.validity.badInput;
    this.#setValue(field, bad ? 'not a number' : input.value);
  }

  #onCheck(field: FieldDef, event: Event): void {
    this.#setValue(field, (event.target as HTMLInputElement).checked);
  }

  #onPicker(field: FieldDef, event: Event): void {
    const rgb = hexToRgb((event.target as HTMLInputElement).value);
    if (rgb) this.#setValue(field, rgb);
  }

  #listItems(field: FieldDef): string[] {
    const value = this.values[field.name];
    return Array.isArray(value) ? value : [];
  }

  #onListItem(field: FieldDef, index: number, event: Event): void {
    const items = [...this.#listItems(field)];
    items[index] = (event.target as HTMLInputElement).value;
    this.#setValue(field, items);
  }

  #onListKey(field: FieldDef, index: number, event: KeyboardEvent): void {
    if (event.key !== 'Enter' || event.isComposing) return;
    event.preventDefault();
    this.#addItem(field, index + 1);
  }

  #addItem(field: FieldDef, at = this.#listItems(field).length): void {
    const items = [...this.#listItems(field)];
    items.splice(at, 0, '');
    this.#setValue(field, items);
    void this.updateComplete.then(() => this.#focusItem(field, at));
  }

  #removeItem(field: FieldDef, index: number): void {
    const items = this.#listItems(field).filter((_, i) => i !== index);
    this.#setValue(field, items);
    void this.updateComplete.then(() => {
      if (items.length) this.#focusItem(field, Math.min(index, items.length - 1));
      else this.renderRoot.querySelector<HTMLElement>(`#f-${field.name}-add`)?.focus();
    });
  }

  #focusItem(field: FieldDef, index: number): void {
    this.renderRoot.querySelector<HTMLElement>(`#f-${field.name}-${index}`)?.focus();
  }

  protected override render() {
    const lang = this.#lang.lang;
    const t = strings(lang);
    const draft = this.#draft;
    const busy = draft.state === 'busy';
    const labels = (names: readonly SettingsField[]) => names.map((name) => t.field[name]);
    const why =
      draft.state === 'busy'
        ? t.saving
        : draft.state === 'no-serial'
          ? t.noSerial
          : draft.state === 'invalid'
            ? t.fix(labels([...draft.problems.keys()]))
            : draft.state === 'ready'
              ? t.unsaved(labels(draft.changed))
              : t.noChanges;
    const note = this.note;
    const changed = new Set(draft.changed);
    return html`
      <div part="layout" class="layout">
        <form part="form" class="form" novalidate aria-busy=${busy ? 'true' : 'false'} @submit=${this.#onSubmit}>
          ${GROUPS.map(
            (group) => html`
              <fieldset part="group" class="group">
                <legend>${t.group[group.id]}</legend>
                ${group.fields.map((field) => this.#renderField(t, lang, field, draft.problems.get(field.name), changed.has(field.name)))}
              </fieldset>
            `,
          )}
          <div part="actions" class="actions">
            <button part="save" class="save" type="submit" ?disabled=${!draft.canSave} aria-describedby="save-why">
              ${busy ? t.saving : t.save}
            </button>
            <button part="discard" class="discard" type="button" ?disabled=${busy || !draft.dirty} @click=${this.#onDiscard}>
              ${t.discard}
            </button>
            <p id="save-why" class="why">${why}</p>
            <p part="status" class="status ${note?.kind ?? ''}" role="status">${note && note.kind !== 'error' ? note.say(t) : ''}</p>
            <p part="status" class="status error" role="alert">${note?.kind === 'error' ? note.say(t) : ''}</p>
          </div>
        </form>
        <div class="preview-column">
          <p class="preview-title">${t.preview}</p>
          <chatbot-preview part="preview" open .language=${lang} .settings=${draft.settings}></chatbot-preview>
        </div>
      </div>
      <div class="visually-hidden" role="status" aria-live="polite">${this.announcement}</div>
      <slot hidden></slot>
    `;
  }

  #renderField(t: Strings, lang: Lang, field: FieldDef, problem: FieldProblem | undefined, changed: boolean): TemplateResult {
    const id = `f-${field.name}`;
    const label = t.field[field.name];
    const hint = (t.hint as Partial<Record<SettingsField, string>>)[field.name];
    const describedBy = [hint ? `${id}-hint` : '', problem ? `${id}-error` : ''].filter(Boolean).join(' ') || nothing;
    const marker = changed ? html` <span part="changed" class="changed">${t.changed}</span>` : nothing;
    const footer = html`
      ${hint ? html`<p id="${id}-hint" class="hint">${hint}</p>` : nothing}
      ${problem ? html`<p id="${id}-error" part="error" class="error">${this.#problemText(t, field, problem)}</p>` : nothing}
    `;
    if (field.kind === 'boolean') {
      return html`
        <div part="field" class="field check">
          <input id=${id} type="checkbox" .checked=${this.values[field.name] === true} @change=${(e: Event) => this.#onCheck(field, e)} />
          <label for=${id}>${label}${marker}</label>
        </div>
      `;
    }
    if (field.kind === 'messages' || field.kind === 'domains') {
      return html`
        <div part="field" class="field" role="group" aria-labelledby="${id}-label" aria-describedby=${describedBy}>
          <span id="${id}-label" class="label">${label}${marker}</span>
          ${this.#renderList(t, field, problem)} ${footer}
        </div>
      `;
    }
    return html`
      <div part="field" class="field">
        <label for=${id}>${label}${marker}</label>
        ${this.#renderControl(t, lang, field, id, problem !== undefined, describedBy)} ${footer}
      </div>
    `;
  }

  #renderControl(t: Strings, lang: Lang, field: FieldDef, id: string, invalid: boolean, describedBy: string | typeof nothing): TemplateResult {
    const text = typeof this.values[field.name] === 'string' ? (this.values[field.name] as string) : '';
    const onInput = (e: Event) => this.#onText(field, e);
    const ariaInvalid = invalid ? 'true' : 'false';
    switch (field.kind) {
      case 'textarea':
        return html`<textarea id=${id} rows="3" aria-invalid=${ariaInvalid} aria-describedby=${describedBy} .value=${text} @input=${onInput}></textarea>`;
      case 'number':
        return html`<input id=${id} type="number" step="1" min=${field.min ?? nothing} max=${field.max ?? nothing} inputmode="numeric"
          aria-invalid=${ariaInvalid} aria-describedby=${describedBy} .value=${text === 'not a number' ? '' : text} @input=${onInput} />`;
      case 'color': {
        const rgb = parseRgb(text);
        return html`
          <div class="color-row">
            <input id="${id}-picker" class="picker" type="color" aria-label=${t.picker(t.field[field.name])} .value=${rgb ? rgbToHex(rgb) : '#000000'}
              @input=${(e: Event) => this.#onPicker(field, e)} />
            <input id=${id} type="text" spellcheck="false" autocomplete="off" placeholder=${formatRgb([37, 99, 235])}
              aria-invalid=${ariaInvalid} aria-describedby=${describedBy} .value=${text} @input=${onInput} />
          </div>
        `;
      }
      case 'model':
        return this.#renderModel(t, field, id, text, ariaInvalid, describedBy);
      case 'language':
        return this.#renderSelect(t, field, id, text, languageOptions(lang), describedBy);
      case 'timezone':
        return this.#renderSelect(t, field, id, text, timeZoneOptions().map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })), describedBy);
      case 'align':
        return this.#renderSelect(t, field, id, text, [{ value: '1', label: t.alignRight }, { value: '0', label: t.alignLeft }], describedBy);
      default: {
        const type = field.kind === 'email' ? 'email' : field.kind === 'url' ? 'url' : 'text';
        return html`<input id=${id} type=${type} autocomplete="off" spellcheck=${field.kind === 'text' ? 'true' : 'false'}
          aria-invalid=${ariaInvalid} aria-describedby=${describedBy} .value=${text} @input=${onInput} />`;
      }
    }
  }

  #renderSelect(
    t: Strings,
    field: FieldDef,
    id: string,
    current: string,
    options: { value: string; label: string; disabled?: boolean }[],
    describedBy: string | typeof nothing,
  ): TemplateResult {
    const all = current !== '' && !options.some((option) => option.value === current) ? [{ value: current, label: t.current(current) }, ...options] : options;
    const given = field.name in this.#saved;
    return html`
      <select id=${id} aria-describedby=${describedBy} @change=${(e: Event) => this.#onText(field, e)}>
        ${given ? nothing : html`<option value="" ?selected=${current === ''}>${t.notSet}</option>`}
        ${all.map(
          (option) =>
            // A choice the platform marks unavailable stays visible (and selected, when it is the current one) but cannot be picked.
            html`<option value=${option.value} ?selected=${option.value === current} ?disabled=${!!option.disabled && option.value !== current}>${option.label}</option>`,
        )}
      </select>
    `;
  }

  #renderModel(t: Strings, field: FieldDef, id: string, current: string, invalid: string, describedBy: string | typeof nothing): TemplateResult {
    const models: Model[] = this.modelsTask.status === TaskStatus.COMPLETE ? (this.modelsTask.value ?? []) : [];
    if (models.length > 0) {
      const options = models.map((model) => {
        const name = model.Value || model.Key;
        return modelAvailable(model) ? { value: model.Key, label: name } : { value: model.Key, label: t.unavailable(name), disabled: true };
      });
      return this.#renderSelect(t, field, id, current, options, describedBy);
    }
    const status =
      this.modelsTask.status === TaskStatus.ERROR ? t.modelsFailed : this.modelsTask.status === TaskStatus.PENDING ? t.modelsLoading : t.modelsNone;
    return html`
      <input id=${id} type="text" autocomplete="off" spellcheck="false" aria-invalid=${invalid}
        aria-describedby="${id}-models ${describedBy === nothing ? '' : describedBy}" .value=${current} @input=${(e: Event) => this.#onText(field, e)} />
      <p id="${id}-models" class="hint">${status}</p>
    `;
  }

  #renderList(t: Strings, field: FieldDef, problem: FieldProblem | undefined): TemplateResult {
    const items = this.#listItems(field);
    const noun = t.item[field.name as keyof Strings['item']];
    const id = `f-${field.name}`;
    return html`
      ${items.length
        ? html`<ul class="list">
            ${items.map(
              (item, index) => html`
                <li>
                  <input id="${id}-${index}" type="text" autocomplete="off" aria-label=${t.itemN(noun, index + 1)}
                    aria-invalid=${problem?.items?.includes(index) ? 'true' : 'false'}
                    aria-describedby=${problem?.items?.includes(index) ? `${id}-error` : nothing}
                    .value=${item} @input=${(e: Event) => this.#onListItem(field, index, e)} @keydown=${(e: KeyboardEvent) => this.#onListKey(field, index, e)} />
                  <button type="button" class="remove" aria-label=${t.removeN(noun, index + 1)} @click=${() => this.#removeItem(field, index)}>${t.remove}</button>
                </li>
              `,
            )}
          </ul>`
        : html`<p class="hint">${t.noItems}</p>`}
      <button id="${id}-add" type="button" class="add" @click=${() => this.#addItem(field)}>${t.add(noun)}</button>
    `;
  }
}

/** `AIResponseLanguage` choices: the API's English names, shown in the element's language (sorted by what shows). */
function languageOptions(lang: Lang): { value: string; label: string }[] {
  const names = lang === 'en' || typeof Intl.DisplayNames !== 'function' ? undefined : new Intl.DisplayNames([lang], { type: 'language' });
  return Object.entries(LANGUAGES)
    .map(([value, code]) => {
      const label = names?.of(code) ?? value;
      return { value, label: label.charAt(0).toLocaleUpperCase(lang) + label.slice(1) };
    })
    .sort((a, b) => a.label.localeCompare(b.label, lang));
}
