import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { Task, TaskStatus } from '@lit/task';
import { AdminClient } from '../../api/admin-client.js';
import { isApiError, type ApiError } from '../../api/errors.js';
import { DEFAULT_BASE_URL } from '../../api/http.js';
import type { ChatbotEdit as EditRequest, Model } from '../../api/schemas.js';
import { formatRgb, parseRgb, rgbToHex, hexToRgb } from '../chatbot-preview/color.js';
import { resolveBase } from '../shared/api-base.js';
import { styles } from './chatbot-settings.styles.js';
import {
  ALIGN_OPTIONS,
  FIELDS,
  FIELD_BY_NAME,
  type FieldDef,
  type FieldProblem,
  type FormValue,
  GROUPS,
  type KnownSettings,
  LANGUAGES,
  type SettingsField,
  isEmptyValue,
  isSettingsField,
  sameValue,
  timeZoneOptions,
  toApiValue,
  toFormValue,
  validateField,
} from './fields.js';

export type { FieldDef, KnownSettings, SettingsField } from './fields.js';

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

export interface SettingsSaveDetail {
  /** Exactly what Edit will receive (or received): `serialNumber` and every known field. */
  settings: EditRequest;
}

export interface SettingsErrorDetail {
  /** The client's error; `message` is a sentence for people. */
  error: ApiError | Error;
  message: string;
}

type FormValues = Partial<Record<SettingsField, FormValue>>;
type Note = { kind: 'success' | 'error' | 'info'; text: string };

const LIST_ITEM_LABEL: Partial<Record<SettingsField, string>> = {
  SuggestedMessage: 'suggested message',
  Domains: 'allowed domain',
};

/**
 * The chatbot owner's settings editor: every field of the Edit operation in groups, validated as
 * the owner types, with a live `<chatbot-preview>` of the widget. The API cannot read settings
 * back, so they come in through `settings` (or a child `<script type="application/json">`); Save
 * sends `serialNumber` plus every field whose value is known (given or edited), never a blank for
 * a field it was not given. Talks to a key-holding proxy at `api-base`, or, in a trusted admin
 * context only, uses the write-only `secretKey` property (never an attribute, never rendered).
 *
 * @fires settings-input - the draft changed; detail `SettingsInputDetail`
 * @fires settings-save - before sending (cancelable: `preventDefault()` stops the save); detail `SettingsSaveDetail`
 * @fires settings-saved - Edit succeeded; detail `SettingsSaveDetail`
 * @fires settings-error - Edit failed, the draft is kept; detail `SettingsErrorDetail`
 *
 * @slot - a `<script type="application/json">` with the current settings (read once, when `settings` is empty)
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
 * @csspart preview - the `<chatbot-preview>`
 *
 * @cssprop [--chatbot-settings-font=system-ui, sans-serif] - font family
 * @cssprop [--chatbot-settings-text-color=#1f2937] - text colour
 * @cssprop [--chatbot-settings-muted-color=#4b5563] - hints and secondary text
 * @cssprop [--chatbot-settings-background=#fff] - form background
 * @cssprop [--chatbot-settings-border-color=#8a94a6] - input borders
 * @cssprop [--chatbot-settings-accent=#1d4ed8] - Save button and focus ring
 * @cssprop [--chatbot-settings-accent-text=#fff] - text on the accent colour
 * @cssprop [--chatbot-settings-error-color=#b91c1c] - validation and failure messages
 * @cssprop [--chatbot-settings-success-color=#15803d] - the saved note
 * @cssprop [--chatbot-settings-radius=8px] - corner radius of inputs and groups
 */
export class ChatbotSettings extends LitElement {
  static override styles = styles;

  /** The chatbot ID (`serialNumber`) the settings belong to. */
  @property({ attribute: 'serial-number' }) serialNumber = '';

  /**
   * Base URL of the key-holding proxy (or the API): absent = the platform, empty = this page's
   * origin, relative = resolved against the page.
   */
  @property({ attribute: 'api-base' }) apiBase?: string;

  /** The current (saved) settings with API field names; setting it replaces the draft. */
  @property({ attribute: false }) settings: Partial<EditRequest> = {};

  /** A ready client (for a proxy with custom headers, or tests); overrides `api-base` and `secretKey`. */
  @property({ attribute: false }) client: AdminClient | undefined = undefined;

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
    const draft: Record<string, unknown> = {};
    for (const field of this.#knownFields()) {
      const value = toApiValue(field, this.values[field.name] as FormValue);
      if (typeof value === 'number' && !Number.isFinite(value)) continue;
      draft[field.name] = value;
    }
    return draft as KnownSettings;
  }

  /** The fields that differ from the saved settings. */
  get changedFields(): SettingsField[] {
    return this.#knownFields()
      .filter((field) => !sameValue(field, this.values[field.name], this.#saved[field.name]))
      .map((field) => field.name);
  }

  /** Whether there are unsaved changes. */
  get dirty(): boolean {
    return this.changedFields.length > 0;
  }

  /** Whether every known field is valid. */
  get valid(): boolean {
    return this.#problems().size === 0;
  }

  /** The form values being edited. */
  @state() private values: FormValues = {};

  /** The last save's outcome, shown beside Save. */
  @state() private note: Note | undefined = undefined;

  /** The latest validation message, for the polite live region. */
  @state() private announcement = '';

  /** Bumped when the write-only key changes, so the client and the model list are rebuilt. */
  @state() private keyVersion = 0;

  #secretKey: string | undefined;
  #saved: FormValues = {};
  #ownSettingsChange = false;
  #clientCache: { key: string; client: AdminClient } | undefined;

  /** The model list for the model choice; when it fails the model is typed as free text. */
  private readonly modelsTask = new Task(this, {
    task: ([client], { signal }) => (client as AdminClient).listModels({ signal }),
    args: () => [this.#client] as const,
  });

  /** Edit: run by Save with `[payload, snapshot of the form]`. */
  private readonly saveTask = new Task(this, {
    task: async ([payload, snapshot]: readonly [EditRequest, FormValues], { signal }) => {
      await this.#client.editChatbot(payload, { signal });
      return [payload, snapshot] as const;
    },
    autoRun: false,
    onComplete: ([payload, snapshot]) => this.#onSaved(payload, snapshot),
    onError: (error) => this.#onSaveFailed(error),
  });

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
        this.#resetFrom(this.settings);
      }
    }
  }

  #readSettingsScript(): void {
    const script = this.querySelector(':scope > script[type="application/json"]');
    if (!script) return;
    try {
      const parsed: unknown = JSON.parse(script.textContent ?? '');
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) this.settings = parsed as Partial<EditRequest>;
    } catch {
      this.note = { kind: 'error', text: 'The settings in the page could not be read (not valid JSON); fields start empty.' };
    }
  }

  #resetFrom(settings: Partial<EditRequest>): void {
    const values: FormValues = {};
    for (const [name, value] of Object.entries(settings)) {
      if (!isSettingsField(name) || value === undefined || value === null) continue;
      values[name] = toFormValue(FIELD_BY_NAME.get(name) as FieldDef, value);
    }
    this.#saved = values;
    this.values = { ...values };
    this.announcement = '';
  }

  /** Fields whose value is known: given in `settings`, or edited to something. */
  #knownFields(): FieldDef[] {
    return FIELDS.filter((field) => field.name in this.#saved || (this.values[field.name] !== undefined && !isEmptyValue(this.values[field.name])));
  }

  #problems(): Map<SettingsField, FieldProblem> {
    const problems = new Map<SettingsField, FieldProblem>();
    for (const field of this.#knownFields()) {
      const problem = validateField(field, this.values[field.name] as FormValue);
      if (problem) problems.set(field.name, problem);
    }
    return problems;
  }

  #payload(): EditRequest {
    return { serialNumber: this.#serial, ...this.draft } as EditRequest;
  }

  #setValue(field: FieldDef, value: FormValue): void {
    const before = validateField(field, this.values[field.name] ?? toFormValue(field, undefined))?.message;
    this.values = { ...this.values, [field.name]: value };
    // A failure stays in view until the next save; "saved" and "discarded" notes end with the next edit.
    if (this.note && this.note.kind !== 'error' && this.saveTask.status !== TaskStatus.PENDING) this.note = undefined;
    const after = this.#knownFields().includes(field) ? validateField(field, value)?.message : undefined;
    if (after !== before || (after && after !== this.announcement)) this.announcement = after ?? '';
    this.dispatchEvent(
      new CustomEvent<SettingsInputDetail>('settings-input', {
        detail: { field: field.name, settings: this.draft, changed: this.changedFields, valid: this.valid },
        bubbles: true,
        composed: true,
      }),
    );
  }

  #onSaved(payload: EditRequest, snapshot: FormValues): void {
    const saved: FormValues = { ...this.#saved };
    for (const name of Object.keys(payload)) if (isSettingsField(name)) saved[name] = snapshot[name];
    this.#saved = saved;
    this.#ownSettingsChange = true;
    this.settings = { ...this.settings, ...payload };
    this.note = { kind: 'success', text: `Settings saved at ${new Date().toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}.` };
    this.dispatchEvent(new CustomEvent<SettingsSaveDetail>('settings-saved', { detail: { settings: payload }, bubbles: true, composed: true }));
  }

  #onSaveFailed(error: unknown): void {
    const failure = isApiError(error) || error instanceof Error ? error : new Error('The settings could not be saved.');
    if (isApiError(failure) && failure.kind === 'aborted') return;
    const message = `Not saved: ${failure.message} Your changes are kept.`;
    this.note = { kind: 'error', text: message };
    this.dispatchEvent(
      new CustomEvent<SettingsErrorDetail>('settings-error', { detail: { error: failure, message }, bubbles: true, composed: true }),
    );
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

  /** Saves the draft (what the Save button does). Resolves when done; the outcome is in the events. */
  async save(): Promise<void> {
    if (!this.#canSave()) return;
    const payload = this.#payload();
    const proceed = this.dispatchEvent(
      new CustomEvent<SettingsSaveDetail>('settings-save', { detail: { settings: payload }, bubbles: true, composed: true, cancelable: true }),
    );
    if (!proceed) return;
    this.note = { kind: 'info', text: 'Saving…' };
    await this.saveTask.run([payload, { ...this.values }]);
  }

  #onDiscard(): void {
    this.values = { ...this.#saved };
    this.note = { kind: 'info', text: 'Changes discarded.' };
    this.announcement = '';
  }

  #canSave(): boolean {
    return this.saveTask.status !== TaskStatus.PENDING && this.#serial !== '' && this.dirty && this.valid;
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
    const problems = this.#problems();
    const changed = new Set(this.changedFields);
    const busy = this.saveTask.status === TaskStatus.PENDING;
    const canSave = !busy && this.#serial !== '' && changed.size > 0 && problems.size === 0;
    const why = busy
      ? 'Saving…'
      : this.#serial === ''
        ? 'No chatbot ID: set the serial-number attribute.'
        : problems.size > 0
          ? `Fix ${listLabels([...problems.keys()])} to save.`
          : changed.size > 0
            ? `${changed.size} unsaved change${changed.size === 1 ? '' : 's'}: ${listLabels([...changed])}.`
            : 'No unsaved changes.';
    return html`
      <div part="layout" class="layout">
        <form part="form" class="form" novalidate aria-busy=${busy ? 'true' : 'false'} @submit=${this.#onSubmit}>
          ${GROUPS.map(
            (group) => html`
              <fieldset part="group" class="group">
                <legend>${group.title}</legend>
                ${group.fields.map((field) => this.#renderField(field, problems.get(field.name), changed.has(field.name)))}
              </fieldset>
            `,
          )}
          <div part="actions" class="actions">
            <button part="save" class="save" type="submit" ?disabled=${!canSave} aria-describedby="save-why">
              ${busy ? 'Saving…' : 'Save'}
            </button>
            <button part="discard" class="discard" type="button" ?disabled=${busy || changed.size === 0} @click=${this.#onDiscard}>
              Discard changes
            </button>
            <p id="save-why" class="why">${why}</p>
            <p part="status" class="status ${this.note?.kind ?? ''}" role="status">${this.note?.kind === 'error' ? '' : (this.note?.text ?? '')}</p>
            <p part="status" class="status error" role="alert">${this.note?.kind === 'error' ? this.note.text : ''}</p>
          </div>
        </form>
        <div class="preview-column">
          <p class="preview-title" id="preview-title">Live preview</p>
          <chatbot-preview part="preview" open .settings=${this.draft}></chatbot-preview>
        </div>
      </div>
      <div class="visually-hidden" role="status" aria-live="polite">${this.announcement}</div>
      <slot hidden></slot>
    `;
  }

  #renderField(field: FieldDef, problem: FieldProblem | undefined, changed: boolean): TemplateResult {
    const id = `f-${field.name}`;
    const describedBy = [field.hint ? `${id}-hint` : '', problem ? `${id}-error` : ''].filter(Boolean).join(' ') || nothing;
    const marker = changed ? html` <span part="changed" class="changed">changed</span>` : nothing;
    const footer = html`
      ${field.hint ? html`<p id="${id}-hint" class="hint">${field.hint}</p>` : nothing}
      ${problem ? html`<p id="${id}-error" part="error" class="error">${problem.message}</p>` : nothing}
    `;
    if (field.kind === 'boolean') {
      return html`
        <div part="field" class="field check">
          <input id=${id} type="checkbox" .checked=${this.values[field.name] === true} @change=${(e: Event) => this.#onCheck(field, e)} />
          <label for=${id}>${field.label}${marker}</label>
        </div>
      `;
    }
    if (field.kind === 'messages' || field.kind === 'domains') {
      return html`
        <div part="field" class="field" role="group" aria-labelledby="${id}-label" aria-describedby=${describedBy}>
          <span id="${id}-label" class="label">${field.label}${marker}</span>
          ${this.#renderList(field, problem)} ${footer}
        </div>
      `;
    }
    return html`
      <div part="field" class="field">
        <label for=${id}>${field.label}${marker}</label>
        ${this.#renderControl(field, id, problem !== undefined, describedBy)} ${footer}
      </div>
    `;
  }

  #renderControl(field: FieldDef, id: string, invalid: boolean, describedBy: string | typeof nothing): TemplateResult {
    const text = typeof this.values[field.name] === 'string' ? (this.values[field.name] as string) : '';
    const onInput = (e: Event) => this.#onText(field, e);
    const common = { invalid: invalid ? 'true' : 'false' };
    switch (field.kind) {
      case 'textarea':
        return html`<textarea id=${id} rows="3" aria-invalid=${common.invalid} aria-describedby=${describedBy} .value=${text} @input=${onInput}></textarea>`;
      case 'number':
        return html`<input id=${id} type="number" step="1" min=${field.min ?? nothing} max=${field.max ?? nothing} inputmode="numeric"
          aria-invalid=${common.invalid} aria-describedby=${describedBy} .value=${text === 'not a number' ? '' : text} @input=${onInput} />`;
      case 'color': {
        const rgb = parseRgb(text);
        return html`
          <div class="color-row">
            <input id="${id}-picker" class="picker" type="color" aria-label="${field.label} picker" .value=${rgb ? rgbToHex(rgb) : '#000000'}
              @input=${(e: Event) => this.#onPicker(field, e)} />
            <input id=${id} type="text" spellcheck="false" autocomplete="off" placeholder=${formatRgb([37, 99, 235])}
              aria-invalid=${common.invalid} aria-describedby=${describedBy} .value=${text} @input=${onInput} />
          </div>
        `;
      }
      case 'model':
        return this.#renderModel(field, id, text, common.invalid, describedBy);
      case 'language':
        return this.#renderSelect(field, id, text, LANGUAGES.map((name) => ({ value: name, label: name })), describedBy);
      case 'timezone':
        return this.#renderSelect(field, id, text, timeZoneOptions().map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })), describedBy);
      case 'align':
        return this.#renderSelect(field, id, text, ALIGN_OPTIONS.map((option) => ({ ...option })), describedBy);
      default: {
        const type = field.kind === 'email' ? 'email' : field.kind === 'url' ? 'url' : 'text';
        return html`<input id=${id} type=${type} autocomplete="off" spellcheck=${field.kind === 'text' ? 'true' : 'false'}
          aria-invalid=${common.invalid} aria-describedby=${describedBy} .value=${text} @input=${onInput} />`;
      }
    }
  }

  #renderSelect(
    field: FieldDef,
    id: string,
    current: string,
    options: { value: string; label: string }[],
    describedBy: string | typeof nothing,
  ): TemplateResult {
    const all = current !== '' && !options.some((option) => option.value === current) ? [{ value: current, label: `${current} (current)` }, ...options] : options;
    const given = field.name in this.#saved;
    return html`
      <select id=${id} aria-describedby=${describedBy} @change=${(e: Event) => this.#onText(field, e)}>
        ${given ? nothing : html`<option value="" ?selected=${current === ''}>Not set</option>`}
        ${all.map((option) => html`<option value=${option.value} ?selected=${option.value === current}>${option.label}</option>`)}
      </select>
    `;
  }

  #renderModel(field: FieldDef, id: string, current: string, invalid: string, describedBy: string | typeof nothing): TemplateResult {
    const models: Model[] = this.modelsTask.status === TaskStatus.COMPLETE ? (this.modelsTask.value ?? []) : [];
    if (models.length > 0) {
      return this.#renderSelect(field, id, current, models.map((model) => ({ value: model.Key, label: model.Value || model.Key })), describedBy);
    }
    const status =
      this.modelsTask.status === TaskStatus.ERROR
        ? 'The model list could not be loaded; type the model ID.'
        : this.modelsTask.status === TaskStatus.PENDING
          ? 'Loading the model list…'
          : 'Type the model ID.';
    return html`
      <input id=${id} type="text" autocomplete="off" spellcheck="false" aria-invalid=${invalid}
        aria-describedby="${id}-models ${describedBy === nothing ? '' : describedBy}" .value=${current} @input=${(e: Event) => this.#onText(field, e)} />
      <p id="${id}-models" class="hint">${status}</p>
    `;
  }

  #renderList(field: FieldDef, problem: FieldProblem | undefined): TemplateResult {
    const items = this.#listItems(field);
    const itemLabel = LIST_ITEM_LABEL[field.name] ?? 'item';
    const id = `f-${field.name}`;
    return html`
      ${items.length
        ? html`<ul class="list">
            ${items.map(
              (item, index) => html`
                <li>
                  <input id="${id}-${index}" type="text" autocomplete="off" aria-label="${capitalise(itemLabel)} ${index + 1}"
                    aria-invalid=${problem?.items?.includes(index) ? 'true' : 'false'}
                    aria-describedby=${problem?.items?.includes(index) ? `${id}-error` : nothing}
                    .value=${item} @input=${(e: Event) => this.#onListItem(field, index, e)} @keydown=${(e: KeyboardEvent) => this.#onListKey(field, index, e)} />
                  <button type="button" class="remove" aria-label="Remove ${itemLabel} ${index + 1}" @click=${() => this.#removeItem(field, index)}>Remove</button>
                </li>
              `,
            )}
          </ul>`
        : html`<p class="hint">None yet.</p>`}
      <button id="${id}-add" type="button" class="add" @click=${() => this.#addItem(field)}>Add ${itemLabel}</button>
    `;
  }
}

/** "Name, Bubble colour and 2 more" */
function listLabels(names: readonly SettingsField[]): string {
  const labels = names.map((name) => FIELD_BY_NAME.get(name)?.label ?? name);
  return labels.length > 3 ? `${labels.slice(0, 3).join(', ')} and ${labels.length - 3} more` : labels.join(', ');
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

declare global {
  interface HTMLElementEventMap {
    'settings-input': CustomEvent<SettingsInputDetail>;
    'settings-save': CustomEvent<SettingsSaveDetail>;
    'settings-saved': CustomEvent<SettingsSaveDetail>;
    'settings-error': CustomEvent<SettingsErrorDetail>;
  }
}
