/**
 * The form model of <chatbot-settings>: every field of the Edit operation, grouped the way an
 * owner thinks, how each is edited, and how a form value converts to and from the API's value.
 * Validation uses each field's own schema from `chatbotSettingsSchema.shape`, plus the ranges
 * and formats the API leaves open (decisions documented in the README).
 */
import * as z from 'zod/mini';
import { type ChatbotEdit, DOMAIN_PATTERN, chatbotSettingsSchema } from '../../api/schemas.js';
import { splitSuggestedMessages } from '../chatbot-preview/chatbot-preview.js';

/** Every settings field except the chatbot ID. */
export type SettingsField = Exclude<keyof ChatbotEdit, 'serialNumber'>;

/** The settings as the element knows them: any subset of the fields, API names and types. */
export type KnownSettings = Partial<Omit<ChatbotEdit, 'serialNumber'>>;

export type FieldKind =
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

export interface FieldDef {
  name: SettingsField;
  label: string;
  kind: FieldKind;
  hint?: string;
  min?: number;
  max?: number;
}

export interface GroupDef {
  id: string;
  title: string;
  fields: readonly FieldDef[];
}

/** A value while it is being edited: text, a checkbox state, or the items of a list. */
export type FormValue = string | boolean | string[];

export const GROUPS: readonly GroupDef[] = [
  {
    id: 'general',
    title: 'General',
    fields: [
      { name: 'Name', label: 'Name', kind: 'text' },
      { name: 'Model', label: 'AI model', kind: 'model' },
      { name: 'AIResponseLanguage', label: 'Response language', kind: 'language' },
      { name: 'TimeZone', label: 'Time zone', kind: 'timezone' },
      { name: 'Temperature', label: 'Temperature', kind: 'number', min: 0, max: 100, hint: 'A whole number from 0 (focused) to 100 (creative).' },
      { name: 'SystemMessage', label: 'System prompt', kind: 'textarea' },
      { name: 'AnswerSuffix', label: 'Answer suffix', kind: 'text', hint: 'Text appended to every answer.' },
    ],
  },
  {
    id: 'appearance',
    title: 'Appearance',
    fields: [
      { name: 'ChatBubbleColor', label: 'Bubble colour', kind: 'color' },
      { name: 'UserMessageColor', label: 'User message colour', kind: 'color' },
      { name: 'ChatBubbleAlign', label: 'Bubble alignment', kind: 'align' },
      { name: 'ChatProfilePicture', label: 'Profile picture file ID', kind: 'text' },
      { name: 'ChatIcon', label: 'Bubble icon file ID', kind: 'text' },
      { name: 'WelcomeMessage', label: 'Welcome message', kind: 'textarea' },
      { name: 'UserInputPlaceholder', label: 'Input placeholder', kind: 'text' },
      { name: 'SuggestedMessage', label: 'Suggested messages', kind: 'messages' },
      { name: 'ChatbotPopupOnce', label: 'Show the popup only once', kind: 'boolean' },
    ],
  },
  {
    id: 'behaviour',
    title: 'Behaviour',
    fields: [
      { name: 'EnablePushToTalk', label: 'Push-to-talk', kind: 'boolean' },
      { name: 'EnableUploadImage', label: 'Image upload', kind: 'boolean' },
      { name: 'RemoveChatLogOnBrowserClose', label: 'Clear the chat history when the browser closes', kind: 'boolean' },
    ],
  },
  {
    id: 'handoff',
    title: 'Human handoff',
    fields: [
      { name: 'TalkToHumanEmail', label: 'Handoff e-mail', kind: 'email' },
      { name: 'TalkToHumanResponseMessage', label: 'Transfer message', kind: 'textarea' },
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy policy',
    fields: [
      { name: 'ChatbotPrivacyPolicyName', label: 'Policy name', kind: 'text' },
      { name: 'ChatbotPrivacyPolicyDescription', label: 'Policy description', kind: 'textarea' },
      { name: 'ChatbotPrivacyPolicyUrl', label: 'Policy URL', kind: 'url' },
    ],
  },
  {
    id: 'contacts',
    title: 'Contact links',
    fields: [
      { name: 'FacebookUrl', label: 'Facebook URL', kind: 'url' },
      { name: 'InstagramUrl', label: 'Instagram URL', kind: 'url' },
      { name: 'WhatsappUrl', label: 'WhatsApp URL', kind: 'url' },
    ],
  },
  {
    id: 'embedding',
    title: 'Embedding and security',
    fields: [
      { name: 'VerifyDomain', label: 'Verify the embedding domain', kind: 'boolean' },
      { name: 'Domains', label: 'Allowed domains', kind: 'domains', hint: 'Host names such as example.com or *.example.com.' },
      { name: 'CustomDomain', label: 'Custom domain', kind: 'domain', hint: 'A host name such as chat.example.com.' },
    ],
  },
  {
    id: 'limits',
    title: 'Limits',
    fields: [
      { name: 'RateLimitCount', label: 'Rate limit: messages', kind: 'number', min: 0, max: 1_000_000, hint: 'Most messages per window.' },
      { name: 'RateLimitTime', label: 'Rate limit: window in seconds', kind: 'number', min: 1, max: 86_400, hint: 'From 1 second to 86400 (one day).' },
      { name: 'RateLimitMessage', label: 'Rate limit message', kind: 'text' },
      { name: 'MessageLimit', label: 'Monthly message limit', kind: 'number', min: -1, max: 100_000_000, hint: '-1 means unlimited.' },
    ],
  },
  {
    id: 'reports',
    title: 'Reports',
    fields: [
      { name: 'EmailForDailyChatLogs', label: 'Daily chat-log e-mail', kind: 'email' },
      { name: 'EmailForDailyLeads', label: 'Daily leads e-mail', kind: 'email' },
    ],
  },
];

export const FIELDS: readonly FieldDef[] = GROUPS.flatMap((group) => group.fields);
export const FIELD_BY_NAME = new Map(FIELDS.map((field) => [field.name, field]));
const FIELD_NAMES = new Set<string>(FIELDS.map((field) => field.name));

export function isSettingsField(name: string): name is SettingsField {
  return FIELD_NAMES.has(name);
}

/** `ChatBubbleAlign` choices. */
export const ALIGN_OPTIONS = [
  { value: '1', label: 'Right' },
  { value: '0', label: 'Left' },
] as const;

/** Full language names for `AIResponseLanguage`. */
export const LANGUAGES = [
  'Arabic', 'Bengali', 'Bulgarian', 'Chinese', 'Croatian', 'Czech', 'Danish', 'Dutch', 'English', 'Filipino',
  'Finnish', 'French', 'German', 'Greek', 'Hebrew', 'Hindi', 'Hungarian', 'Indonesian', 'Italian', 'Japanese',
  'Korean', 'Malay', 'Norwegian', 'Persian', 'Polish', 'Portuguese', 'Romanian', 'Russian', 'Serbian', 'Slovak',
  'Spanish', 'Swahili', 'Swedish', 'Thai', 'Turkish', 'Ukrainian', 'Urdu', 'Vietnamese',
] as const;

let timeZones: string[] | undefined;
/** IANA time zones from `Intl.supportedValuesOf`, with UTC. */
export function timeZoneOptions(): string[] {
  if (!timeZones) {
    const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    timeZones = supported.includes('UTC') ? [...supported] : ['UTC', ...supported];
  }
  return timeZones;
}

/** Domains as the element writes them: comma-separated; commas, semicolons, white space and new lines are read. */
export function splitDomains(value: string): string[] {
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
      return value === undefined || value === null ? '' : String(value);
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
  return Object.is(toApiValue(field, a), toApiValue(field, b)) || JSON.stringify(toApiValue(field, a)) === JSON.stringify(toApiValue(field, b));
}

export interface FieldProblem {
  /** The sentence to show and announce, starting with the field's label. */
  message: string;
  /** For lists: the indexes of the items at fault. */
  items?: number[];
}

/** Validates one field's form value; undefined when it is fine. */
export function validateField(field: FieldDef, value: FormValue): FieldProblem | undefined {
  if (Array.isArray(value)) {
    if (field.kind !== 'domains') return undefined;
    const bad = value.flatMap((item, index) => (item.trim() !== '' && !DOMAIN_PATTERN.test(item.trim()) ? [index] : []));
    if (bad.length === 0) return undefined;
    const first = value[bad[0]].trim();
    return { message: `${field.label}: "${first}" must be a host name such as example.com, without https:// or a path.`, items: bad };
  }
  const apiValue = toApiValue(field, value);
  if (field.kind === 'domain' && typeof apiValue === 'string' && apiValue !== '' && !DOMAIN_PATTERN.test(apiValue)) {
    return { message: `${field.label} must be a host name such as chat.example.com, without https:// or a path.` };
  }
  const result = z.safeParse(chatbotSettingsSchema.shape[field.name], apiValue);
  if (!result.success) return { message: `${field.label} ${result.error.issues[0]?.message ?? 'is not valid'}.` };
  if (typeof apiValue === 'number' && field.min !== undefined && field.max !== undefined && (apiValue < field.min || apiValue > field.max)) {
    return { message: `${field.label} must be from ${field.min} to ${field.max}.` };
  }
  return undefined;
}
