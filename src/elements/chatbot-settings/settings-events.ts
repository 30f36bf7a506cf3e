/** The details of the events <chatbot-settings> fires (typed for the page in `chatbot-settings.ts`). */
import type { ApiError } from '../../api/errors.js';
import type { ChatbotEdit } from '../../api/schemas.js';
import type { KnownSettings, SettingsField } from './fields.js';

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
