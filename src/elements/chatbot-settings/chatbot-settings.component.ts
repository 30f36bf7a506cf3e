import { LitElement, html, nothing, svg, type PropertyValues, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
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
import { type GuardResult, type GuardedField, PRESETS, type PresetId, guardColor } from './contrast.js';
import { loadDraft, storeDraft } from './draft-store.js';
import {
  type FieldDef,
  type FieldProblem,
  type FormValue,
  GROUPS,
  type GroupId,
  type KnownSettings,
  LANGUAGES,
  type SettingsField,
  fieldOf,
  timeZoneOptions,
  validatesOnBlur,
} from './fields.js';
import { type History, breakGroup, emptyHistory, record, redo, undo } from './history.js';
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
 * The chatbot owner's settings editor: every field of the Edit operation in groups (with section
 * links), validated as the owner types (addresses on blur), with a live `<chatbot-preview>` of the
 * widget, a contrast guard on the two colours (WCAG 2.2, with the nearest passing colour), four
 * presets, and undo/redo of every edit (buttons, Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z). The unsaved draft is
 * kept per chatbot in `sessionStorage` and offered back after a reload. The API cannot read settings
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
 * @csspart sections - the links to the nine groups (they keep the place in the URL hash, `#settings-<group>`)
 * @csspart restore - the offer to restore an unsaved draft found in this tab after a reload
 * @csspart contrast - a colour's contrast warning with the suggested colour
 * @csspart actions - the bar with Undo, Redo, Save, Discard and the status
 * @csspart preview-toggle - on narrow layouts, the floating button that shows the preview over the form
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
 * @cssprop [--chatbot-settings-warning-color=#92400e] - contrast warnings
 * @cssprop [--chatbot-settings-page-background=transparent] - behind the groups (dark scheme: #111827)
 *
 * Each colour has a dark default, used when the reader prefers a dark colour scheme.
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
    revealed: { state: true },
    edits: { state: true },
    askPreset: { state: true },
    restorable: { state: true },
    previewOpen: { state: true },
    zoneFilter: { state: true },
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

  /** Fields checked on blur (addresses) whose problem shows: blurred or saved while invalid, then live. */
  private revealed: ReadonlySet<SettingsField> = new Set();

  /** Undo and redo of every edit since the settings were given. */
  private edits: History<FormValues> = emptyHistory();

  /** The preset waiting for the owner to confirm replacing their own colours. */
  private askPreset: PresetId | undefined = undefined;

  /** An unsaved draft of this chatbot found in `sessionStorage`, offered for restore. */
  private restorable: FormValues | undefined = undefined;

  /** Whether the preview is shown over the form (narrow layouts; wide ones always show it). */
  private previewOpen = false;

  /** The time zone search text. */
  private zoneFilter = '';

  /** The saved values: replaced (never mutated) with `settings` and after a save. */
  #saved: FormValues = {};
  #secretKey: string | undefined;
  #ownSettingsChange = false;
  #clientCache: { key: string; client: AdminClient } | undefined;
  /** The chatbot whose stored draft was last looked for. */
  #draftSerial = '';
  /** The message limit before "unlimited" was switched on, restored when it is switched off. */
  #limitBefore = '';
  readonly #guardMemo = new Map<GuardedField, { value: FormValue | undefined; result: GuardResult | undefined }>();
  #memo: { saved: FormValues; values: FormValues; serial: string; busy: boolean; draft: SettingsDraft } | undefined;
  readonly #lang = new LangController(this, () => this.language);

  /** The model list for the model choice; when it fails the current model stays the one choice. */
  private readonly modelsTask = new Task(this, {
    task: ([client], { signal }) => (client as AdminClient).listModels({ signal }),
    args: () => [this.#client] as const,
    // The transport detail is for developers: the owner reads a sentence.
    onError: (error) => console.warn('<chatbot-settings>: the model list could not be loaded.', error),
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
    if (memo?.saved === this.#saved && memo.values === this.values && memo.serial === serial && memo.busy === busy)
      return memo.draft;
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
    window.addEventListener('hashchange', this.#onHashChange);
    if (Object.keys(this.settings).length === 0) this.#readSettingsScript();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('beforeunload', this.#onBeforeUnload);
    window.removeEventListener('hashchange', this.#onHashChange);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('settings')) {
      if (this.#ownSettingsChange) {
        this.#ownSettingsChange = false;
      } else {
        this.#saved = formValuesOf(this.settings);
        this.values = { ...this.#saved };
        this.announcement = '';
        this.edits = emptyHistory();
        this.revealed = new Set();
      }
    }
    // A draft kept in this tab for this chatbot (a reload, a crash) is offered once, when it differs.
    const serial = this.#serial;
    if (serial && serial !== this.#draftSerial) {
      this.#draftSerial = serial;
      const stored = loadDraft(serial);
      this.restorable = stored && deriveDraft(this.#saved, stored, { serial, busy: false }).dirty ? stored : undefined;
    }
  }

  protected override firstUpdated(): void {
    this.#onHashChange();
  }

  protected override updated(): void {
    // An option's `selected` attribute no longer moves a list box the person has changed: an undo sets its value.
    for (const select of this.renderRoot.querySelectorAll<HTMLSelectElement>('select[id^="f-"]')) {
      const value = this.values[select.id.slice(2) as SettingsField];
      const text = typeof value === 'string' ? value : '';
      if (select.value !== text) select.value = text;
    }
  }

  /** Saves the draft (what the Save button does). Resolves when done; the outcome is in the events. */
  async save(): Promise<void> {
    const draft = this.#draft;
    if (!draft.valid) {
      // Saving shows every problem, addresses included, and takes the owner to the first.
      this.revealed = new Set([...this.revealed, ...draft.problems.keys()]);
      this.announcement = this.#problemText(
        this.#t,
        fieldOf(draft.problems.keys().next().value!)!,
        draft.problems.values().next().value,
      );
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
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
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        this.settings = parsed as Partial<ChatbotEdit>;
    } catch {
      this.note = { kind: 'error', say: (t) => t.badJson };
    }
  }

  /**
   * One edit of one field. Edits from the same control in a row (`group`) are one undo step; a
   * button's edit (no group) is a step of its own.
   */
  #setValue(field: FieldDef, value: FormValue, group: string | undefined = field.name): void {
    const t = this.#t;
    const before = this.#problemText(t, field, this.#shownProblem(field, this.#draft));
    this.edits = record(this.edits, this.values, group);
    this.values = { ...this.values, [field.name]: value };
    const draft = this.#afterEdit();
    const after = this.#problemText(t, field, this.#shownProblem(field, draft));
    if (after !== before || (after && after !== this.announcement)) this.announcement = after;
    emit<SettingsInputDetail>(this, 'settings-input', {
      field: field.name,
      settings: draft.settings,
      changed: draft.changed,
      valid: draft.valid,
    });
  }

  /** Replaces the form values at once (undo, redo, discard, a preset, a restored draft). */
  #setValues(values: FormValues, recordStep = true): void {
    const previous = this.values;
    if (recordStep) this.edits = record(this.edits, previous, undefined);
    this.values = values;
    const draft = this.#afterEdit();
    this.announcement = '';
    const field = [...new Set([...Object.keys(previous), ...Object.keys(values)])].find(
      (name) => JSON.stringify(previous[name as SettingsField]) !== JSON.stringify(values[name as SettingsField]),
    );
    if (field)
      emit<SettingsInputDetail>(this, 'settings-input', {
        field: field as SettingsField,
        settings: draft.settings,
        changed: draft.changed,
        valid: draft.valid,
      });
  }

  /** What follows every change of the values: notes end, the draft is kept in this tab (or forgotten when clean). */
  #afterEdit(): SettingsDraft {
    // A failure stays in view until the next save; "saved" and "discarded" notes end with the next edit.
    if (this.note && this.note.kind !== 'error' && this.saveTask.status !== TaskStatus.PENDING) this.note = undefined;
    const draft = this.#draft;
    storeDraft(this.#serial, draft.dirty ? this.values : undefined);
    return draft;
  }

  /** A field's problem as shown: an address's waits for a blur or a save. */
  #shownProblem(field: FieldDef, draft: SettingsDraft): FieldProblem | undefined {
    const problem = draft.problems.get(field.name);
    return problem && (!validatesOnBlur(field) || this.revealed.has(field.name)) ? problem : undefined;
  }

  #onSaved(payload: ChatbotEdit, snapshot: FormValues): void {
    this.#saved = afterSave(this.#saved, payload, snapshot);
    this.#ownSettingsChange = true;
    this.settings = { ...this.settings, ...payload };
    this.edits = breakGroup(this.edits);
    storeDraft(this.#serial, this.#draft.dirty ? this.values : undefined);
    const at = new Date();
    this.note = { kind: 'success', say: (t) => t.saved(at) };
    emit<SettingsSaveDetail>(this, 'settings-saved', { settings: payload });
  }

  #onSaveFailed(error: unknown): void {
    const failure = isApiError(error) || error instanceof Error ? error : new Error(String(error));
    if (isApiError(failure) && failure.kind === 'aborted') return;
    const say = (t: Strings) => t.notSaved(t.failure(failure));
    // The transport detail (status, the server's text) is for developers: here and in the event's error.
    console.warn('<chatbot-settings>: the settings could not be saved.', failure);
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
    this.#setValues({ ...this.#saved });
    this.note = { kind: 'info', say: (t) => t.discarded };
  }

  #undo(): void {
    const step = undo(this.edits, this.values);
    if (!step) return;
    this.#setValues(step.value, false);
    this.edits = step.history;
  }

  #redo(): void {
    const step = redo(this.edits, this.values);
    if (!step) return;
    this.#setValues(step.value, false);
    this.edits = step.history;
  }

  /** Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z (or Ctrl+Y) anywhere in the editor: ours, not the field's own, so focus stays where it is. */
  #onKeydown(event: KeyboardEvent): void {
    if (event.key === 'Escape' && this.previewOpen) {
      this.previewOpen = false;
      this.renderRoot.querySelector<HTMLElement>('.preview-toggle')?.focus();
      return;
    }
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.isComposing) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) {
      event.preventDefault();
      this.#undo();
    } else if ((key === 'z' && event.shiftKey) || (key === 'y' && !event.metaKey)) {
      event.preventDefault();
      this.#redo();
    }
  }

  /** With the preview open over the form (narrow), a focused control is scrolled out from under it. */
  #onFocusIn(event: FocusEvent): void {
    const column = this.renderRoot.querySelector('.preview-column');
    if (!this.previewOpen || !column || getComputedStyle(column).position !== 'fixed') return;
    const panel = column.getBoundingClientRect();
    const target = (event.composedPath()[0] as Element).getBoundingClientRect();
    // Room for the field's label too.
    if (target.top < panel.bottom + 32 && panel.top < target.bottom) window.scrollBy(0, target.top - panel.bottom - 40);
  }

  /** Leaving a control ends its undo step, and an address shows its problem from now on. */
  #onBlur(field: FieldDef): void {
    this.edits = breakGroup(this.edits);
    if (validatesOnBlur(field) && this.#draft.problems.has(field.name) && !this.revealed.has(field.name)) {
      this.revealed = new Set([...this.revealed, field.name]);
      this.announcement = this.#problemText(this.#t, field, this.#draft.problems.get(field.name));
    }
  }

  #onRestore(restore: boolean): void {
    const stored = this.restorable;
    this.restorable = undefined;
    if (restore && stored) this.#setValues({ ...this.#saved, ...stored });
    else storeDraft(this.#serial, this.#draft.dirty ? this.values : undefined);
  }

  /** A preset replaces both colours; over colours of the owner's own it asks first. */
  #onPreset(id: PresetId, confirmed = false): void {
    const preset = PRESETS.find((p) => p.id === id)!;
    const own = (['ChatBubbleColor', 'UserMessageColor'] as const).some((name) => {
      const value = this.values[name];
      return typeof value === 'string' && value.trim() !== '' && !PRESETS.some((p) => p[name] === value.trim());
    });
    if (own && !confirmed) {
      this.askPreset = id;
      void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('.preset-ask .replace')?.focus());
      return;
    }
    this.askPreset = undefined;
    this.#setValues({
      ...this.values,
      ChatBubbleColor: preset.ChatBubbleColor,
      UserMessageColor: preset.UserMessageColor,
    });
  }

  #onPresetKeep(): void {
    const id = this.askPreset;
    this.askPreset = undefined;
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`#preset-${id}`)?.focus());
  }

  #onSuggestion(field: FieldDef, color: string): void {
    this.#setValue(field, color, undefined);
    // The button goes once the colour passes: the owner continues from the colour's text box.
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`#f-${field.name}`)?.focus());
  }

  #onUnlimited(field: FieldDef, event: Event): void {
    const on = (event.target as HTMLInputElement).checked;
    const current = typeof this.values[field.name] === 'string' ? (this.values[field.name] as string) : '';
    if (on) this.#limitBefore = current;
    this.#setValue(field, on ? String(field.unlimited) : this.#limitBefore, undefined);
    if (!on)
      void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`#f-${field.name}`)?.focus());
  }

  #onZoneSearch(event: Event): void {
    this.zoneFilter = (event.target as HTMLInputElement).value;
  }

  /** Enter in the time zone search picks the first match. */
  #onZoneKey(field: FieldDef, event: KeyboardEvent): void {
    if (event.key !== 'Enter' || event.isComposing) return;
    event.preventDefault();
    const first = this.#zoneMatches()[0];
    if (first) this.#setValue(field, first, undefined);
  }

  #zoneMatches(): string[] {
    const words = this.zoneFilter
      .toLowerCase()
      .replaceAll('_', ' ')
      .split(/[\s/,]+/)
      .filter(Boolean);
    return timeZoneOptions().filter((zone) => {
      const name = zone.toLowerCase().replaceAll('_', ' ');
      return words.every((word) => name.includes(word));
    });
  }

  /** A section link: scrolls to the group, focuses it and keeps the place in the URL's hash. */
  #onSection(id: GroupId, event: Event): void {
    event.preventDefault();
    history.replaceState(history.state, '', `#${SECTION_PREFIX}${id}`);
    this.#goToSection(id);
  }

  #goToSection(id: string): void {
    const group = this.renderRoot.querySelector<HTMLElement>(`#${SECTION_PREFIX}${id}`);
    if (!group) return;
    group.scrollIntoView({ block: 'start' });
    group.focus({ preventScroll: true });
  }

  readonly #onHashChange = (): void => {
    const hash = location.hash.slice(1);
    if (hash.startsWith(SECTION_PREFIX) && GROUPS.some((group) => `${SECTION_PREFIX}${group.id}` === hash))
      this.#goToSection(hash.slice(SECTION_PREFIX.length));
  };

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
    if (rgb) this.#setValue(field, rgb, `${field.name}-picker`);
  }

  #listItems(field: FieldDef): string[] {
    const value = this.values[field.name];
    return Array.isArray(value) ? value : [];
  }

  #onListItem(field: FieldDef, index: number, event: Event): void {
    const items = [...this.#listItems(field)];
    items[index] = (event.target as HTMLInputElement).value;
    this.#setValue(field, items, `${field.name}-${index}`);
  }

  #onListKey(field: FieldDef, index: number, event: KeyboardEvent): void {
    if (event.key !== 'Enter' || event.isComposing) return;
    event.preventDefault();
    this.#addItem(field, index + 1);
  }

  #addItem(field: FieldDef, at = this.#listItems(field).length): void {
    const items = [...this.#listItems(field)];
    items.splice(at, 0, '');
    this.#setValue(field, items, undefined);
    void this.updateComplete.then(() => this.#focusItem(field, at));
  }

  #removeItem(field: FieldDef, index: number): void {
    const items = this.#listItems(field).filter((_, i) => i !== index);
    this.#setValue(field, items, undefined);
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
      <div part="layout" class="layout ${this.previewOpen ? 'preview-open' : ''}" @keydown=${this.#onKeydown}>
        <nav part="sections" class="sections" aria-label=${t.sections}>
          <ul>
            ${GROUPS.map(
              (group) =>
                html`<li><a href="#${SECTION_PREFIX}${group.id}" @click=${(e: Event) => this.#onSection(group.id, e)}>${t.group[group.id]}</a></li>`,
            )}
          </ul>
        </nav>
        ${
          this.restorable
            ? html`<div part="restore" class="restore" role="region" aria-labelledby="restore-text">
              <p id="restore-text">${t.draftFound}</p>
              <button type="button" class="primary" @click=${() => this.#onRestore(true)}>${t.draftRestore}</button>
              <button type="button" @click=${() => this.#onRestore(false)}>${t.draftDrop}</button>
            </div>`
            : nothing
        }
        <form part="form" class="form" novalidate aria-busy=${busy ? 'true' : 'false'} @submit=${this.#onSubmit} @focusin=${this.#onFocusIn}>
          ${GROUPS.map(
            (group) => html`
              <fieldset part="group" class="group" id="${SECTION_PREFIX}${group.id}" tabindex="-1">
                <legend>${t.group[group.id]}</legend>
                ${group.id === 'appearance' ? this.#renderPresets(t) : nothing}
                ${group.fields.map((field) => this.#renderField(t, lang, field, this.#shownProblem(field, draft), changed.has(field.name)))}
              </fieldset>
            `,
          )}
          <div part="actions" class="actions">
            <div class="buttons">
              <button class="icon-button" type="button" ?disabled=${this.edits.past.length === 0} aria-keyshortcuts="Control+Z Meta+Z" @click=${this.#undo}>
                ${undoIcon}<span class="button-text">${t.undo}</span>
              </button>
              <button class="icon-button" type="button" ?disabled=${this.edits.future.length === 0} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z" @click=${this.#redo}>
                ${redoIcon}<span class="button-text">${t.redo}</span>
              </button>
              <button part="preview-toggle" class="preview-toggle" type="button" aria-controls="preview-column" aria-expanded=${this.previewOpen ? 'true' : 'false'}
                @click=${() => (this.previewOpen = !this.previewOpen)}>${eyeIcon}<span>${t.previewToggle}</span></button>
              <button part="save" class="save" type="submit" ?disabled=${!draft.canSave} aria-describedby="save-why">${busy ? t.saving : t.save}</button>
              <button part="discard" class="discard" type="button" ?disabled=${busy || !draft.dirty} @click=${this.#onDiscard}>${t.discard}</button>
            </div>
            <p id="save-why" class="why">${why}</p>
            <p part="status" class="status ${note?.kind ?? ''}" role="status">${note && note.kind !== 'error' ? note.say(t) : ''}</p>
            <p part="status" class="status error" role="alert">${note?.kind === 'error' ? note.say(t) : ''}</p>
          </div>
        </form>
        <div id="preview-column" class="preview-column">
          <p class="preview-title">${t.preview}</p>
          <chatbot-preview part="preview" open .language=${lang} .settings=${draft.settings}></chatbot-preview>
        </div>
      </div>
      <div class="visually-hidden" role="status" aria-live="polite">${this.announcement}</div>
      <slot hidden></slot>
    `;
  }

  #renderPresets(t: Strings): TemplateResult {
    const asking = this.askPreset;
    return html`
      <div class="presets" role="group" aria-labelledby="presets-label">
        <span id="presets-label" class="label">${t.presets}</span>
        <div class="preset-row">
          ${PRESETS.map(
            (
              preset,
            ) => html`<button id="preset-${preset.id}" type="button" class="preset preset-${preset.id}" @click=${() => this.#onPreset(preset.id)}>
              <span class="swatch bubble" aria-hidden="true"></span><span class="swatch user" aria-hidden="true"></span>${t.preset[preset.id]}
            </button>`,
          )}
        </div>
        ${
          asking
            ? html`<div class="preset-ask" role="alertdialog" aria-labelledby="preset-ask-text">
              <p id="preset-ask-text">${t.presetAsk(t.preset[asking])}</p>
              <button type="button" class="replace primary" @click=${() => this.#onPreset(asking, true)}>${t.presetReplace}</button>
              <button type="button" @click=${this.#onPresetKeep}>${t.presetKeep}</button>
            </div>`
            : nothing
        }
      </div>
    `;
  }

  #renderField(
    t: Strings,
    lang: Lang,
    field: FieldDef,
    problem: FieldProblem | undefined,
    changed: boolean,
  ): TemplateResult {
    const id = `f-${field.name}`;
    const label = t.field[field.name];
    const hint = (t.hint as Partial<Record<SettingsField, string>>)[field.name];
    const guard = field.kind === 'color' && !problem ? this.#guard(field.name as GuardedField) : undefined;
    const warned = guard !== undefined && guard.failing.length > 0;
    const describedBy =
      [hint ? `${id}-hint` : '', problem ? `${id}-error` : '', warned ? `${id}-contrast` : '']
        .filter(Boolean)
        .join(' ') || nothing;
    const marker = changed ? html` <span part="changed" class="changed">${t.changed}</span>` : nothing;
    const footer = html`
      ${hint ? html`<p id="${id}-hint" class="hint">${hint}</p>` : nothing}
      ${problem ? html`<p id="${id}-error" part="error" class="error">${alertIcon}<span>${this.#problemText(t, field, problem)}</span></p>` : nothing}
      ${warned ? this.#renderGuard(t, field, guard) : nothing}
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
        <label id="${id}-label" for=${id}>${label}${marker}</label>
        ${this.#renderControl(t, lang, field, id, problem !== undefined, describedBy)} ${footer}
      </div>
    `;
  }

  /** The guard's verdict on a colour, computed once per value (a search for the nearest passing colour is not free). */
  #guard(field: GuardedField): GuardResult | undefined {
    const value = this.values[field];
    const memo = this.#guardMemo.get(field);
    if (memo && memo.value === value) return memo.result;
    const result = guardColor(field, value);
    this.#guardMemo.set(field, { value, result });
    return result;
  }

  /** The contrast warning under a colour: each failing pair with its ratio, and the nearest passing colour. */
  #renderGuard(t: Strings, field: FieldDef, guard: GuardResult): TemplateResult {
    const ratio = (value: number) =>
      (Math.floor(value * 100) / 100).toLocaleString(this.#lang.lang, { maximumFractionDigits: 2 });
    return html`
      <div id="f-${field.name}-contrast" part="contrast" class="contrast">
        ${guard.failing.map((pair) => html`<p>${warningIcon}<span>${t.lowContrast(t.pair[pair.id], ratio(pair.ratio), ratio(pair.min))}</span></p>`)}
        ${
          guard.suggestion
            ? html`<button type="button" class="suggest" aria-describedby="f-${field.name}-suggest-why" @click=${() => this.#onSuggestion(field, guard.suggestion!)}>
                ${t.useColor(guard.suggestion)}</button
              ><span id="f-${field.name}-suggest-why" class="hint">${t.useColorWhy}</span>`
            : html`<p class="hint">${t.noSuggestion}</p>`
        }
      </div>
    `;
  }

  #renderControl(
    t: Strings,
    lang: Lang,
    field: FieldDef,
    id: string,
    invalid: boolean,
    describedBy: string | typeof nothing,
  ): TemplateResult {
    const text = typeof this.values[field.name] === 'string' ? (this.values[field.name] as string) : '';
    const onInput = (e: Event) => this.#onText(field, e);
    const onBlur = () => this.#onBlur(field);
    const ariaInvalid = invalid ? 'true' : 'false';
    switch (field.kind) {
      case 'textarea':
        return html`<textarea id=${id} rows="3" aria-invalid=${ariaInvalid} aria-describedby=${describedBy} .value=${text} @input=${onInput} @blur=${onBlur}></textarea>`;
      case 'number':
        return this.#renderNumber(t, field, id, text, ariaInvalid, describedBy);
      case 'color': {
        const rgb = parseRgb(text);
        return html`
          <div class="color-row">
            <input id="${id}-picker" class="picker" type="color" aria-label=${t.picker(t.field[field.name])} .value=${rgb ? rgbToHex(rgb) : '#000000'}
              @input=${(e: Event) => this.#onPicker(field, e)} @blur=${onBlur} />
            <input id=${id} class="size-color" type="text" spellcheck="false" autocomplete="off" placeholder=${formatRgb([37, 99, 235])}
              aria-invalid=${ariaInvalid} aria-describedby=${describedBy} .value=${text} @input=${onInput} @blur=${onBlur} />
          </div>
        `;
      }
      case 'model':
        return this.#renderModel(t, field, id, text, ariaInvalid, describedBy);
      // The long lists render again only when what they show changes, not on every keystroke elsewhere.
      case 'language':
        return html`${guard([lang, text, describedBy, field.name in this.#saved], () => this.#renderSelect(t, field, id, text, languageOptions(lang), describedBy))}`;
      case 'timezone':
        return html`${guard([lang, text, describedBy, this.zoneFilter, field.name in this.#saved], () => this.#renderZone(t, field, id, text, describedBy))}`;
      case 'align':
        return this.#renderSelect(
          t,
          field,
          id,
          text,
          [
            { value: '1', label: t.alignRight },
            { value: '0', label: t.alignLeft },
          ],
          describedBy,
        );
      default: {
        const type = field.kind === 'email' ? 'email' : field.kind === 'url' ? 'url' : 'text';
        return html`<input id=${id} class="size-${field.kind === 'text' ? 'text' : 'address'}" type=${type} autocomplete="off"
          spellcheck=${field.kind === 'text' ? 'true' : 'false'} aria-invalid=${ariaInvalid} aria-describedby=${describedBy} .value=${text}
          @input=${onInput} @blur=${onBlur} />`;
      }
    }
  }

  /** A whole number; Temperature with a slider beside it, MessageLimit with an "unlimited" switch. */
  #renderNumber(
    t: Strings,
    field: FieldDef,
    id: string,
    text: string,
    ariaInvalid: string,
    describedBy: string | typeof nothing,
  ): TemplateResult {
    const unlimited = field.unlimited !== undefined && text.trim() === String(field.unlimited);
    const input = html`<input id=${id} class="size-number" type="number" step="1" min=${field.min ?? nothing} max=${field.max ?? nothing}
      inputmode="numeric" aria-invalid=${ariaInvalid} aria-describedby=${describedBy} .value=${text === 'not a number' ? '' : text}
      @input=${(e: Event) => this.#onText(field, e)} @blur=${() => this.#onBlur(field)} />`;
    if (field.slider) {
      const number = Number(text);
      return html`<div class="number-row">
        ${input}
        <input id="${id}-slider" class="slider" type="range" step="1" min=${field.min ?? 0} max=${field.max ?? 100} aria-labelledby="${id}-label"
          .value=${text.trim() !== '' && Number.isFinite(number) ? String(number) : String(field.min ?? 0)} @input=${(e: Event) => this.#onText(field, e)}
          @blur=${() => this.#onBlur(field)} />
      </div>`;
    }
    if (field.unlimited === undefined) return input;
    return html`<div class="number-row">
      ${unlimited ? nothing : input}
      <span class="switch">
        <input id="${id}-unlimited" type="checkbox" role="switch" .checked=${unlimited} @change=${(e: Event) => this.#onUnlimited(field, e)} />
        <label for="${id}-unlimited">${t.unlimited}</label>
      </span>
    </div>`;
  }

  /** The time zone: a search box narrowing the list (Enter picks the first match), and the list. */
  #renderZone(
    t: Strings,
    field: FieldDef,
    id: string,
    current: string,
    describedBy: string | typeof nothing,
  ): TemplateResult {
    const matches = this.#zoneMatches();
    const searching = this.zoneFilter.trim() !== '';
    return html`
      <div class="zone">
        <input id="${id}-search" class="size-text" type="search" autocomplete="off" spellcheck="false" aria-label=${t.zoneSearch} placeholder=${t.zoneSearch}
          aria-controls=${id} aria-describedby="${id}-count" .value=${this.zoneFilter} @input=${this.#onZoneSearch} @keydown=${(e: KeyboardEvent) => this.#onZoneKey(field, e)} />
        <p id="${id}-count" class="hint" aria-live="polite">${searching ? t.zoneMatches(matches.length) : ''}</p>
        ${this.#renderSelect(
          t,
          field,
          id,
          current,
          matches.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })),
          describedBy,
        )}
      </div>
    `;
  }

  #renderSelect(
    t: Strings,
    field: FieldDef,
    id: string,
    current: string,
    options: { value: string; label: string; disabled?: boolean }[],
    describedBy: string | typeof nothing,
  ): TemplateResult {
    const all =
      current !== '' && !options.some((option) => option.value === current)
        ? [{ value: current, label: t.current(current) }, ...options]
        : options;
    const given = field.name in this.#saved;
    return html`
      <select id=${id} class="size-select" aria-describedby=${describedBy} @change=${(e: Event) => this.#onText(field, e)} @blur=${() => this.#onBlur(field)}>
        ${given ? nothing : html`<option value="" ?selected=${current === ''}>${t.notSet}</option>`}
        ${all.map(
          (option) =>
            // A choice the platform marks unavailable stays visible (and selected, when it is the current one) but cannot be picked.
            html`<option value=${option.value} ?selected=${option.value === current} ?disabled=${!!option.disabled && option.value !== current}>${option.label}</option>`,
        )}
      </select>
    `;
  }

  #renderModel(
    t: Strings,
    field: FieldDef,
    id: string,
    current: string,
    invalid: string,
    describedBy: string | typeof nothing,
  ): TemplateResult {
    const status = this.modelsTask.status;
    const models: Model[] = status === TaskStatus.COMPLETE ? (this.modelsTask.value ?? []) : [];
    if (models.length > 0) {
      const options = models.map((model) => {
        const name = model.Value || model.Key;
        return modelAvailable(model)
          ? { value: model.Key, label: name }
          : { value: model.Key, label: t.unavailable(name), disabled: true };
      });
      return this.#renderSelect(t, field, id, current, options, describedBy);
    }
    if (status === TaskStatus.COMPLETE) {
      // The platform offers no model at all: the ID is typed.
      return html`
        <input id=${id} class="size-text" type="text" autocomplete="off" spellcheck="false" aria-invalid=${invalid}
          aria-describedby="${id}-models ${describedBy === nothing ? '' : describedBy}" .value=${current} @input=${(e: Event) => this.#onText(field, e)} />
        <p id="${id}-models" class="hint">${t.modelsNone}</p>
      `;
    }
    // Loading or failed: the current model stays the one choice, and the owner is told why.
    const failed = status === TaskStatus.ERROR;
    return html`
      <div class="model-row">
        ${this.#renderSelect(t, field, id, current, [], `${id}-models${describedBy === nothing ? '' : ` ${describedBy}`}`)}
        ${failed ? html`<button type="button" class="retry" @click=${() => void this.modelsTask.run()}>${t.retry}</button>` : nothing}
      </div>
      <p id="${id}-models" class="hint">${failed ? t.modelsFailed : t.modelsLoading}</p>
    `;
  }

  #renderList(t: Strings, field: FieldDef, problem: FieldProblem | undefined): TemplateResult {
    const items = this.#listItems(field);
    const noun = t.item[field.name as keyof Strings['item']];
    const id = `f-${field.name}`;
    return html`
      ${
        items.length
          ? html`<ul class="list">
            ${items.map(
              (item, index) => html`
                <li>
                  <input id="${id}-${index}" type="text" autocomplete="off" aria-label=${t.itemN(noun, index + 1)}
                    aria-invalid=${problem?.items?.includes(index) ? 'true' : 'false'}
                    aria-describedby=${problem?.items?.includes(index) ? `${id}-error` : nothing}
                    .value=${item} @input=${(e: Event) => this.#onListItem(field, index, e)} @blur=${() => this.#onBlur(field)} @keydown=${(e: KeyboardEvent) => this.#onListKey(field, index, e)} />
                  <button type="button" class="remove" aria-label=${t.removeN(noun, index + 1)} @click=${() => this.#removeItem(field, index)}>${t.remove}</button>
                </li>
              `,
            )}
          </ul>`
          : html`<p class="hint">${t.noItems}</p>`
      }
      <button id="${id}-add" type="button" class="add" @click=${() => this.#addItem(field)}>${t.add(noun)}</button>
    `;
  }
}

/** The URL hash of a section: `#settings-appearance` (prefixed, so a page's own anchors keep theirs). */
const SECTION_PREFIX = 'settings-';

const icon = (path: unknown) =>
  svg`<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${path}</svg>`;
const undoIcon = icon(svg`<path d="M9 14 4 9l5-5"/><path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11"/>`);
const redoIcon = icon(svg`<path d="m15 14 5-5-5-5"/><path d="M20 9H9.5a5.5 5.5 0 0 0 0 11H13"/>`);
const eyeIcon = icon(svg`<path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z"/><circle cx="12" cy="12" r="3"/>`);
const alertIcon = icon(svg`<circle cx="12" cy="12" r="10"/><path d="M12 7v6M12 17h.01"/>`);
const warningIcon = icon(
  svg`<path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z"/><path d="M12 9v4M12 17h.01"/>`,
);

/** `AIResponseLanguage` choices: the API's English names, shown in the element's language (sorted by what shows). */
function languageOptions(lang: Lang): { value: string; label: string }[] {
  const names =
    lang === 'en' || typeof Intl.DisplayNames !== 'function'
      ? undefined
      : new Intl.DisplayNames([lang], { type: 'language' });
  return Object.entries(LANGUAGES)
    .map(([value, code]) => {
      const label = names?.of(code) ?? value;
      return { value, label: label.charAt(0).toLocaleUpperCase(lang) + label.slice(1) };
    })
    .sort((a, b) => a.label.localeCompare(b.label, lang));
}
