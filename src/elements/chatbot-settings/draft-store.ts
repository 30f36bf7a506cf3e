/**
 * The unsaved draft of <chatbot-settings>, kept per chatbot in `sessionStorage` (this tab only, gone
 * when the tab closes), so a reload or a crash loses nothing. What is read back is checked field by
 * field: a value of the wrong kind, or an unknown name, is dropped.
 */
import type { SettingsField } from './fields.js';
import { fieldOf } from './fields.js';
import type { FormValues } from './settings-draft.js';

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
export function loadDraft(serial: string): FormValues | undefined {
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
export function storeDraft(serial: string, values: FormValues | undefined): void {
  if (!serial) return;
  try {
    if (values) storage()?.setItem(PREFIX + serial, JSON.stringify(values));
    else storage()?.removeItem(PREFIX + serial);
  } catch {
    /* see above */
  }
}
