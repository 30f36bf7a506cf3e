/**
 * The settings draft of <chatbot-settings> as a pure function of what it cannot derive (the saved
 * values, the edited values, the chatbot ID and whether a save is running): which fields are known,
 * the API values to send, what changed, what is wrong, and whether Save may run and why not. The
 * element derives it once per change and reads everything from it. No DOM, no words.
 */
import type { ChatbotEdit } from '../../api/schemas.js';
import type { DraftContext } from '../shared/admin-draft.js';
import {
  FIELDS,
  type FieldProblem,
  type FormValue,
  type KnownSettings,
  type SettingsField,
  fieldOf,
  isEmptyValue,
  sameValue,
  toApiValue,
  toFormValue,
  validateField,
} from './fields.js';

/** Form values by field: the saved ones, or the ones being edited. */
export type FormValues = Partial<Record<SettingsField, FormValue>>;

/** Whether Save may run (`ready`) and, if not, the first reason why. */
type SaveState = 'busy' | 'no-serial' | 'invalid' | 'unchanged' | 'ready';

export interface SettingsDraft {
  /** Fields whose value is known: given in the saved settings, or edited to something. */
  known: SettingsField[];
  /** Every known field with its API value (numbers that do not parse left out). */
  settings: KnownSettings;
  /** Known fields that differ from the saved settings, in form order. */
  changed: SettingsField[];
  /** What is wrong with each invalid known field. */
  problems: ReadonlyMap<SettingsField, FieldProblem>;
  valid: boolean;
  dirty: boolean;
  canSave: boolean;
  state: SaveState;
}

export function deriveDraft(saved: FormValues, values: FormValues, { serial, busy }: DraftContext): SettingsDraft {
  const known: SettingsField[] = [];
  const settings: Record<string, unknown> = {};
  const changed: SettingsField[] = [];
  const problems = new Map<SettingsField, FieldProblem>();
  for (const field of FIELDS) {
    const value = values[field.name];
    if (!(field.name in saved) && isEmptyValue(value)) continue;
    known.push(field.name);
    const form = value ?? toFormValue(field, undefined);
    const apiValue = toApiValue(field, form);
    if (!(typeof apiValue === 'number' && !Number.isFinite(apiValue))) settings[field.name] = apiValue;
    if (!sameValue(field, value, saved[field.name])) changed.push(field.name);
    const problem = validateField(field, form);
    if (problem) problems.set(field.name, problem);
  }
  const valid = problems.size === 0;
  const dirty = changed.length > 0;
  const state: SaveState = busy
    ? 'busy'
    : serial === ''
      ? 'no-serial'
      : !valid
        ? 'invalid'
        : dirty
          ? 'ready'
          : 'unchanged';
  return {
    known,
    settings: settings as KnownSettings,
    changed,
    problems,
    valid,
    dirty,
    canSave: state === 'ready',
    state,
  };
}

/** The form values of settings with API names (unknown names, `undefined` and `null` left out). */
export function formValuesOf(settings: Partial<ChatbotEdit>): FormValues {
  const values: FormValues = {};
  for (const [name, value] of Object.entries(settings)) {
    const field = fieldOf(name);
    if (field && value !== undefined && value !== null) values[field.name] = toFormValue(field, value);
  }
  return values;
}

/** The saved values after a successful save of `sent`, which was made from the form values `snapshot`. */
export function afterSave(saved: FormValues, sent: Partial<ChatbotEdit>, snapshot: FormValues): FormValues {
  const next: FormValues = { ...saved };
  for (const name of Object.keys(sent)) {
    const field = fieldOf(name);
    if (field) next[field.name] = snapshot[field.name];
  }
  return next;
}

/**
 * `deriveDraft` remembered for its last inputs, compared by identity (the saved and edited values are
 * replaced, never mutated): one derivation per change, shared by render, getters and events.
 */
export function memoDraft(): (saved: FormValues, values: FormValues, context: DraftContext) => SettingsDraft {
  let last: { saved: FormValues; values: FormValues; context: DraftContext; draft: SettingsDraft } | undefined;
  return (saved, values, context) => {
    if (
      last?.saved !== saved ||
      last.values !== values ||
      last.context.serial !== context.serial ||
      last.context.busy !== context.busy
    )
      last = { saved, values, context, draft: deriveDraft(saved, values, context) };
    return last.draft;
  };
}

/** The settings a page gives as JSON text (a child `<script type="application/json">`): an object, else nothing; 'invalid' when not JSON. */
export function parseSettings(json: string): Partial<ChatbotEdit> | 'invalid' | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return 'invalid';
  }
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Partial<ChatbotEdit>) : undefined;
}
