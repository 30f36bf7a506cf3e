/**
 * The unsaved draft of <chatbot-settings>, kept per chatbot in `sessionStorage` (this tab only, gone
 * when the tab closes), so a reload or a crash loses nothing. What is read back is checked field by
 * field: a value of the wrong kind, or an unknown name, is dropped. `DraftStoreController` keeps the
 * host's draft there as it is edited and offers back the one it finds (`renderRestoreOffer`).
 */
import { type ReactiveController, type ReactiveControllerHost, html, type TemplateResult } from 'lit';
import type { SettingsField } from './fields.js';
import { fieldOf } from './fields.js';
import type { Strings } from './i18n.js';
import { type FormValues, deriveDraft } from './settings-draft.js';

const PREFIX = 'realty-elements:chatbot-settings:draft:';

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // A sandboxed frame or a browser setting may forbid storage: the draft is then not kept.
    return undefined;
  }
}

/** The draft kept for `serial`, or undefined. */
function loadDraft(serial: string): FormValues | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage()?.getItem(PREFIX + serial) ?? 'null');
  } catch {
    return undefined;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
  const values: FormValues = {};
  for (const [name, value] of Object.entries(parsed)) {
    const field = fieldOf(name);
    if (!field) continue;
    const list = field.kind === 'messages' || field.kind === 'domains';
    const fits = list
      ? Array.isArray(value) && value.every((item) => typeof item === 'string')
      : field.kind === 'boolean'
        ? typeof value === 'boolean'
        : typeof value === 'string';
    if (fits) values[name as SettingsField] = value as FormValues[SettingsField];
  }
  return Object.keys(values).length ? values : undefined;
}

/** Keeps `values` as the draft of `serial`, or forgets it (undefined). Storage errors (quota) are ignored: the form still holds the draft. */
function storeDraft(serial: string, values: FormValues | undefined): void {
  if (!serial) return;
  try {
    if (values) storage()?.setItem(PREFIX + serial, JSON.stringify(values));
    else storage()?.removeItem(PREFIX + serial);
  } catch {
    /* see above */
  }
}

interface DraftStoreOptions {
  /** The chatbot ID (trimmed); empty when there is none. */
  serial: () => string;
  /** The saved values: a stored draft that changes nothing of them is not offered. */
  saved: () => FormValues;
}

/**
 * Keeps the host's unsaved draft in this tab as it is edited, and offers back the one found for its
 * chatbot (once per chatbot ID, when it differs from the saved settings).
 */
export class DraftStoreController implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #options: DraftStoreOptions;
  /** The chatbot whose stored draft was last looked for. */
  #serial = '';
  #restorable: FormValues | undefined;

  constructor(host: ReactiveControllerHost, options: DraftStoreOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  /** A stored draft waiting for the owner to restore or drop it. */
  get restorable(): FormValues | undefined {
    return this.#restorable;
  }

  /** Keeps `values` as the draft of the host's chatbot, or forgets it (undefined: nothing unsaved). */
  keep(values: FormValues | undefined): void {
    storeDraft(this.#options.serial(), values);
  }

  /** Ends the offer; returns the stored draft when the owner restores it. */
  take(restore: boolean): FormValues | undefined {
    const stored = this.#restorable;
    this.#restorable = undefined;
    this.#host.requestUpdate();
    return restore ? stored : undefined;
  }

  // After the host's willUpdate, so the saved settings it compares with are the new ones.
  hostUpdate(): void {
    const serial = this.#options.serial();
    if (!serial || serial === this.#serial) return;
    this.#serial = serial;
    const stored = loadDraft(serial);
    this.#restorable =
      stored && deriveDraft(this.#options.saved(), stored, { serial, busy: false }).dirty ? stored : undefined;
  }
}

/** The offer to restore a draft found in this tab after a reload. */
export function renderRestoreOffer(t: Strings, onChoice: (restore: boolean) => void): TemplateResult {
  return html`<div part="restore" class="restore" role="region" aria-labelledby="restore-text">
    <p id="restore-text">${t.draftFound}</p>
    <button type="button" class="primary" @click=${() => onChoice(true)}>${t.draftRestore}</button>
    <button type="button" @click=${() => onChoice(false)}>${t.draftDrop}</button>
  </div>`;
}
