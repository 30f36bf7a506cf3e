import { LitElement, html, nothing, type PropertyValues } from 'lit';
import type { AdminClient } from '../../api/admin-client.js';
import type { ChatbotEdit } from '../../api/schemas.js';
import { emit } from '../shared/emit.js';
import { LangController } from '../shared/lang.js';
import { LeaveGuardController } from '../shared/leave-guard.js';
import { StatusController, liveAnnouncement } from '../shared/status-note.js';
import { renderActions } from './actions-view.js';
import { styles } from './chatbot-settings.styles.js';
import { ContrastGuard } from './contrast-guard.js';
import { DraftStoreController, renderRestoreOffer } from './draft-store.js';
import { FieldEditor } from './field-editor.js';
import { type FieldContext, renderField, syncSelects } from './field-view.js';
import { type FieldDef, type FormValue, GROUPS, type KnownSettings, type SettingsField } from './fields.js';
import { HistoryController } from './history-controller.js';
import { type Strings, strings } from './i18n.js';
import { PresetsController, renderPresets } from './presets.js';
import { ProblemsController } from './problems.js';
import { PreviewPaneController, renderPreviewPane, renderPreviewToggle } from './preview-pane.js';
import { SettingsSave } from './save-controller.js';
import { ClientSource, takeEarly } from './settings-client.js';
import { clearOfBar } from '../shared/clear-of-bar.js';
import { SectionsController, renderSections, sectionId } from './sections.js';
import {
  type FormValues,
  type SettingsDraft,
  afterSave,
  formValuesOf,
  memoDraft,
  parseSettings,
} from './settings-draft.js';
import type { SettingsInputDetail, SettingsSaveDetail } from './settings-events.js';

export type { KnownSettings, SettingsField } from './fields.js';
export type { SettingsErrorDetail, SettingsInputDetail, SettingsSaveDetail } from './settings-events.js';

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
 * changes after load.
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
 * @csspart dialog - the confirmation before a preset replaces edited fields
 * @csspart button - the confirmation's buttons
 * @csspart primary - the confirmation's "Replace colours" button
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
    this.#clients.key = value;
    // A new client, and the model list fetched with it.
    this.requestUpdate();
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

  /** The saved values: replaced (never mutated) with `settings` and after a save. */
  #saved: FormValues = {};
  #ownSettingsChange = false;
  readonly #clients = new ClientSource();
  readonly #derive = memoDraft();
  readonly #lang = new LangController(this, () => this.language);
  readonly #history = new HistoryController(this, {
    current: () => this.values,
    apply: (v) => this.#setValues(v, false),
  });
  readonly #drafts = new DraftStoreController(this, { serial: () => this.#serial, saved: () => this.#saved });
  /** The save's outcome beside the buttons, and the polite region that speaks a field's problem. */
  readonly #status = new StatusController<Strings>(this);
  readonly #saving = new SettingsSave(this, {
    client: () => this.#client,
    status: this.#status,
    strings: () => this.#t,
    saved: (p, s) => this.#onSaved(p, s),
  });
  readonly #presets: PresetsController = new PresetsController(this, {
    values: () => this.values,
    strings: () => this.#t,
    apply: (v) => this.#setValues(v),
  });
  readonly #fields = new FieldEditor(this, {
    values: () => this.values,
    client: () => this.#client,
    edit: (field, value, group) => this.#setValue(field, value, group),
    blur: (field) => this.#onBlur(field),
  });
  readonly #guard = new ContrastGuard();
  readonly #problems = new ProblemsController(this.#status, () => this.#t);
  readonly #preview = new PreviewPaneController(this);
  readonly #sections = new SectionsController(this);

  get #draft(): SettingsDraft {
    return this.#derive(this.#saved, this.values, { serial: this.#serial, busy: this.#saving.busy });
  }

  get #serial(): string {
    return (this.serialNumber || this.settings.serialNumber || '').trim();
  }

  get #client(): AdminClient {
    return this.#clients.client(this.client, this.apiBase);
  }

  get #t(): Strings {
    return strings(this.#lang.lang);
  }

  constructor() {
    super();
    // Registers itself with the element: nothing here asks anything of it.
    new LeaveGuardController(this, () => this.dirty);
    // A key set before the element was defined: into the private field.
    const early = takeEarly(this, 'secretKey');
    if (early !== undefined) this.secretKey = typeof early === 'string' ? early : undefined;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    const script = this.querySelector(':scope > script[type="application/json"]');
    if (Object.keys(this.settings).length > 0 || !script) return;
    const given = parseSettings(script.textContent ?? '');
    if (given === 'invalid') this.#status.show('error', (t) => t.badJson);
    else if (given) this.settings = given;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!changed.has('settings')) return;
    if (this.#ownSettingsChange) {
      this.#ownSettingsChange = false;
      return;
    }
    this.#saved = formValuesOf(this.settings);
    this.values = { ...this.#saved };
    this.#problems.quiet(true);
    this.#history.clear();
  }

  protected override updated(): void {
    syncSelects(this.renderRoot, this.values);
  }

  /** Saves the draft (what the Save button does). Resolves when done; the outcome is in the events. */
  async save(): Promise<void> {
    const draft = this.#draft;
    if (!draft.valid) {
      // Saving shows every problem, addresses included, and takes the owner to the first.
      this.#problems.revealAll(draft);
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    if (!draft.canSave) return;
    const payload = { serialNumber: this.#serial, ...draft.settings } as ChatbotEdit;
    if (!emit<SettingsSaveDetail>(this, 'settings-save', { settings: payload }, true)) return;
    await this.#saving.run(payload, { ...this.values });
  }

  /**
   * One edit of one field. Edits from the same control in a row (`group`) are one undo step; a
   * button's edit (no group) is a step of its own.
   */
  #setValue(field: FieldDef, value: FormValue, group?: string): void {
    const before = this.#problems.said(field, this.#draft);
    this.#history.record(this.values, group);
    this.values = { ...this.values, [field.name]: value };
    const draft = this.#afterEdit();
    this.#problems.edited(field, before, draft);
    this.#emitInput(field.name, draft);
  }

  /** Replaces the form values at once (undo, redo, discard, a preset, a restored draft). */
  #setValues(values: FormValues, recordStep = true): void {
    const previous = this.values;
    if (recordStep) this.#history.record(previous);
    this.values = values;
    const draft = this.#afterEdit();
    this.#problems.quiet();
    const field = [...new Set([...Object.keys(previous), ...Object.keys(values)])].find(
      (name) => JSON.stringify(previous[name as SettingsField]) !== JSON.stringify(values[name as SettingsField]),
    );
    if (field) this.#emitInput(field as SettingsField, draft);
  }

  /** What follows every change of the values: notes end, the draft is kept in this tab (or forgotten when clean). */
  #afterEdit(): SettingsDraft {
    this.#status.editMade(this.#saving.busy);
    const draft = this.#draft;
    this.#drafts.keep(draft.dirty ? this.values : undefined);
    return draft;
  }

  #emitInput(field: SettingsField, { settings, changed, valid }: SettingsDraft): void {
    emit<SettingsInputDetail>(this, 'settings-input', { field, settings, changed, valid });
  }

  #onSaved(payload: ChatbotEdit, snapshot: FormValues): void {
    this.#saved = afterSave(this.#saved, payload, snapshot);
    this.#ownSettingsChange = true;
    this.settings = { ...this.settings, ...payload };
    this.#history.breakGroup();
    this.#drafts.keep(this.#draft.dirty ? this.values : undefined);
  }

  #onSubmit(event: SubmitEvent): void {
    event.preventDefault();
    void this.save();
  }

  #onDiscard(): void {
    this.#setValues({ ...this.#saved });
    this.#status.show('info', (t) => t.discarded);
  }

  /** Leaving a control ends its undo step, and an address shows its problem from now on. */
  #onBlur(field: FieldDef): void {
    this.#history.breakGroup();
    this.#problems.blurred(field, this.#draft);
  }

  #onRestore(restore: boolean): void {
    const stored = this.#drafts.take(restore);
    if (stored) this.#setValues({ ...this.#saved, ...stored });
    else this.#drafts.keep(this.#draft.dirty ? this.values : undefined);
  }

  protected override render() {
    const lang = this.#lang.lang;
    const t = strings(lang);
    const draft = this.#draft;
    const changed = new Set(draft.changed);
    const ctx: FieldContext = {
      t,
      lang,
      values: this.values,
      saved: this.#saved,
      editor: this.#fields,
      guard: this.#guard,
    };
    return html`
      <div part="layout" class="layout ${this.#preview.open ? 'preview-open' : ''}" @focusin=${clearOfBar}>
        ${renderSections(t, this.#sections)}
        ${this.#drafts.restorable ? renderRestoreOffer(t, (restore) => this.#onRestore(restore)) : nothing}
        <form part="form" class="form" novalidate aria-busy=${draft.state === 'busy' ? 'true' : 'false'} @submit=${this.#onSubmit}
          @focusin=${this.#preview.onFocusIn}>
          ${GROUPS.map(
            (group) => html`
              <fieldset part="group" class="group" id=${sectionId(group.id)} tabindex="-1">
                <legend>${t.group[group.id]}</legend>
                ${group.id === 'appearance' ? renderPresets(t, this.#presets) : nothing}
                ${group.fields.map((field) => renderField(ctx, field, this.#problems.shown(field, draft), changed.has(field.name)))}
              </fieldset>
            `,
          )}
          ${renderActions(t, {
            draft,
            note: this.#status.note,
            history: this.#history,
            previewToggle: renderPreviewToggle(t, this.#preview),
            onDiscard: () => this.#onDiscard(),
          })}
        </form>
        ${renderPreviewPane(t, lang, draft.settings)}
      </div>
      ${liveAnnouncement(this.#status.announcement)}
      <slot hidden></slot>
    `;
  }
}
