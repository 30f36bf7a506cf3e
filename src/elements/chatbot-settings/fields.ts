/**
 * The form model of <chatbot-settings>: every field of the Edit operation, grouped the way an
 * owner thinks, how each is edited, how a form value converts to and from the API's value, and
 * why a value is refused. Pure (no DOM, no words: those are in `i18n.ts`).
 */
import * as z from 'zod/mini';
import { type ChatbotEdit, DOMAIN_PATTERN, RGB_PATTERN, chatbotSettingsSchema } from '../../api/schemas.js';
import { splitSuggestedMessages } from '../chatbot-preview/suggested-messages.js';

/** Every settings field except the chatbot ID. */
export type SettingsField = Exclude<keyof ChatbotEdit, 'serialNumber'>;

/** The settings as the element knows them: any subset of the fields, API names and types. */
export type KnownSettings = Partial<Omit<ChatbotEdit, 'serialNumber'>>;

type FieldKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'boolean'
  | 'color'
  | 'email'
  | 'url'
  | 'model'
  | 'language'
  | 'timezone'
  | 'align'
  | 'messages'
  | 'domains'
  | 'domain';

/** How one field is edited; its words (label, hint) are in `i18n.ts`, keyed by `name`. */
export interface FieldDef {
  name: SettingsField;
  kind: FieldKind;
  /** Whole-number bounds of a number field (the API leaves them open: decisions in docs/sandbox.md). */
  min?: number;
  max?: number;
  /** A number field also edited with a slider (from `min` to `max`). */
  slider?: boolean;
  /** The value of a number field that means "unlimited", edited with a switch. */
  unlimited?: number;
}

/** A value while it is being edited: text, a checkbox state, or the items of a list. */
export type FormValue = string | boolean | string[];

export const GROUPS = [
  {
    id: 'general',
    fields: [
      { name: 'Name', kind: 'text' },
      { name: 'Model', kind: 'model' },
      { name: 'AIResponseLanguage', kind: 'language' },
      { name: 'TimeZone', kind: 'timezone' },
      { name: 'Temperature', kind: 'number', min: 0, max: 100, slider: true },
      { name: 'SystemMessage', kind: 'textarea' },
      { name: 'AnswerSuffix', kind: 'text' },
    ],
  },
  {
    id: 'appearance',
    fields: [
      { name: 'ChatBubbleColor', kind: 'color' },
      { name: 'UserMessageColor', kind: 'color' },
      { name: 'ChatBubbleAlign', kind: 'align', min: 0, max: 1 },
      { name: 'ChatProfilePicture', kind: 'text' },
      { name: 'ChatIcon', kind: 'text' },
      { name: 'WelcomeMessage', kind: 'textarea' },
      { name: 'UserInputPlaceholder', kind: 'text' },
      { name: 'SuggestedMessage', kind: 'messages' },
      { name: 'ChatbotPopupOnce', kind: 'boolean' },
    ],
  },
  {
    id: 'behaviour',
    fields: [
      { name: 'EnablePushToTalk', kind: 'boolean' },
      { name: 'EnableUploadImage', kind: 'boolean' },
      { name: 'RemoveChatLogOnBrowserClose', kind: 'boolean' },
    ],
  },
  {
    id: 'handoff',
    fields: [
      { name: 'TalkToHumanEmail', kind: 'email' },
      { name: 'TalkToHumanResponseMessage', kind: 'textarea' },
    ],
  },
  {
    id: 'privacy',
    fields: [
      { name: 'ChatbotPrivacyPolicyName', kind: 'text' },
      { name: 'ChatbotPrivacyPolicyDescription', kind: 'textarea' },
      { name: 'ChatbotPrivacyPolicyUrl', kind: 'url' },
    ],
  },
  {
    id: 'contacts',
    fields: [
      { name: 'FacebookUrl', kind: 'url' },
      { name: 'InstagramUrl', kind: 'url' },
      { name: 'WhatsappUrl', kind: 'url' },
    ],
  },
  {
    id: 'embedding',
    fields: [
      { name: 'VerifyDomain', kind: 'boolean' },
      { name: 'Domains', kind: 'domains' },
      { name: 'CustomDomain', kind: 'domain' },
    ],
  },
  {
    id: 'limits',
    fields: [
      { name: 'RateLimitCount', kind: 'number', min: 0, max: 1_000_000 },
      { name: 'RateLimitTime', kind: 'number', min: 1, max: 86_400 },
      { name: 'RateLimitMessage', kind: 'text' },
      { name: 'MessageLimit', kind: 'number', min: -1, max: 100_000_000, unlimited: -1 },
    ],
  },
  {
    id: 'reports',
    fields: [
      { name: 'EmailForDailyChatLogs', kind: 'email' },
      { name: 'EmailForDailyLeads', kind: 'email' },
    ],
  },
] as const satisfies readonly { id: string; fields: readonly FieldDef[] }[];

export type GroupId = (typeof GROUPS)[number]['id'];

export const FIELDS: readonly FieldDef[] = GROUPS.flatMap((group): readonly FieldDef[] => group.fields);
const FIELD_BY_NAME = new Map<string, FieldDef>(FIELDS.map((field) => [field.name, field]));

/** The definition of a settings field, or undefined for any other name. */
export function fieldOf(name: string): FieldDef | undefined {
  return FIELD_BY_NAME.get(name);
}

/** `AIResponseLanguage` values (the API takes full English names), with the code that names them in other languages. */
export const LANGUAGES = {
  Arabic: 'ar',
  Bengali: 'bn',
  Bulgarian: 'bg',
  Chinese: 'zh',
  Croatian: 'hr',
  Czech: 'cs',
  Danish: 'da',
  Dutch: 'nl',
  English: 'en',
  Filipino: 'fil',
  Finnish: 'fi',
  French: 'fr',
  German: 'de',
  Greek: 'el',
  Hebrew: 'he',
  Hindi: 'hi',
  Hungarian: 'hu',
  Indonesian: 'id',
  Italian: 'it',
  Japanese: 'ja',
  Korean: 'ko',
  Malay: 'ms',
  Norwegian: 'no',
  Persian: 'fa',
  Polish: 'pl',
  Portuguese: 'pt',
  Romanian: 'ro',
  Russian: 'ru',
  Serbian: 'sr',
  Slovak: 'sk',
  Spanish: 'es',
  Swahili: 'sw',
  Swedish: 'sv',
  Thai: 'th',
  Turkish: 'tr',
  Ukrainian: 'uk',
  Urdu: 'ur',
  Vietnamese: 'vi',
} as const;

/** Whether a field's problem waits for a blur or a save before it shows (an address is incomplete while typed). */
export function validatesOnBlur(field: FieldDef): boolean {
  return field.kind === 'email' || field.kind === 'url';
}

/** Domains as the element writes them: comma-separated; commas, semicolons, white space and new lines are read. */
function splitDomains(value: string): string[] {
  return value
    .split(/[\s,;]+/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The form value of an API value. */
export function toFormValue(field: FieldDef, value: unknown): FormValue {
  switch (field.kind) {
    case 'boolean':
      return value === true || value === 'true' || value === 1;
    case 'messages':
      return splitSuggestedMessages(typeof value === 'string' ? value : '');
    case 'domains':
      return splitDomains(typeof value === 'string' ? value : '');
    default:
      // An object where text is expected shows as its JSON, not as [object Object].
      return value === undefined || value === null
        ? ''
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value as string | number | boolean);
  }
}

/** Whether a form value says nothing (an empty text or list): never sent for a field the element was not given. */
export function isEmptyValue(value: FormValue | undefined): boolean {
  return value === undefined || value === '' || (Array.isArray(value) && value.every((item) => item.trim() === ''));
}

/** The API value of a form value (numbers that do not parse become NaN and fail validation). */
export function toApiValue(field: FieldDef, value: FormValue): unknown {
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) {
    const items = value.map((item) => item.trim()).filter(Boolean);
    return field.kind === 'domains' ? items.join(',') : items.join('\n');
  }
  switch (field.kind) {
    case 'number':
    case 'align':
      return value.trim() === '' ? Number.NaN : Number(value.trim());
    case 'color':
    case 'email':
    case 'url':
    case 'domain':
      return value.trim();
    default:
      return value;
  }
}

/** Two form values hold the same setting. */
export function sameValue(field: FieldDef, a: FormValue | undefined, b: FormValue | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return (
    Object.is(toApiValue(field, a), toApiValue(field, b)) ||
    JSON.stringify(toApiValue(field, a)) === JSON.stringify(toApiValue(field, b))
  );
}

/** Why a value is refused: the element words it per field and language (`i18n.ts`). */
export type ProblemReason = 'color' | 'colorRange' | 'url' | 'email' | 'whole' | 'range' | 'host' | 'hosts' | 'invalid';

export interface FieldProblem {
  reason: ProblemReason;
  /** For lists: the indexes of the items at fault (`value` is the first of them, trimmed). */
  items?: number[];
  value?: string;
  /** For `range`: the field's bounds. */
  min?: number;
  max?: number;
}

/**
 * Validates one field's form value; undefined when it is fine. Whether a value passes is decided by
 * the field's own schema from `chatbotSettingsSchema.shape` plus the bounds and host-name rule the API
 * leaves open; the reason is named by the field's kind, because the schemas' messages are English.
 */
export function validateField(field: FieldDef, value: FormValue): FieldProblem | undefined {
  if (Array.isArray(value)) {
    if (field.kind !== 'domains') return undefined;
    const items = value.flatMap((item, index) =>
      item.trim() !== '' && !DOMAIN_PATTERN.test(item.trim()) ? [index] : [],
    );
    return items.length ? { reason: 'hosts', items, value: value[items[0]].trim() } : undefined;
  }
  const apiValue = toApiValue(field, value);
  if (field.kind === 'domain' && apiValue !== '' && !DOMAIN_PATTERN.test(String(apiValue))) return { reason: 'host' };
  const fits = z.safeParse(chatbotSettingsSchema.shape[field.name], apiValue).success;
  if (typeof apiValue === 'number') {
    if (!Number.isInteger(apiValue)) return { reason: 'whole' };
    const { min = -Infinity, max = Infinity } = field;
    return fits && apiValue >= min && apiValue <= max ? undefined : { reason: 'range', min: field.min, max: field.max };
  }
  if (fits) return undefined;
  if (field.kind === 'color') return { reason: RGB_PATTERN.test(String(apiValue)) ? 'colorRange' : 'color' };
  return { reason: field.kind === 'url' || field.kind === 'email' ? field.kind : 'invalid' };
}
