import type { ReactiveElement } from 'lit';
import { Task } from '@lit/task';
import type { AdminClient } from '../../api/admin-client.js';
import type { Model } from '../../api/schemas.js';
import { hexToRgb } from '../chatbot-preview/color.js';
import { type FieldDef, type FormValue } from './fields.js';
import { timeZoneOptions } from './time-zones.js';
import { focusWhenRendered, rowAfterRemoval, withRow, withoutRow } from '../shared/list-rows.js';
import type { FormValues } from './settings-draft.js';

interface FieldEditorOptions {
  values: () => FormValues;
  /** The client the model list is asked of (a new client asks again). */
  client: () => AdminClient;
  /** One edit of one field; edits from one control (`group`) in a row are one undo step, an edit without one is a step of its own. */
  edit: (field: FieldDef, value: FormValue, group?: string) => void;
  /** A control lost focus. */
  blur: (field: FieldDef) => void;
}

/** The time zones whose names hold every word of `filter` (any case; `_`, `/` and commas read as spaces). */
export function zoneMatches(filter: string): string[] {
  const words = filter
    .toLowerCase()
    .replaceAll('_', ' ')
    .split(/[\s/,]+/)
    .filter(Boolean);
  return timeZoneOptions().filter((zone) => {
    const name = zone.toLowerCase().replaceAll('_', ' ');
    return words.every((word) => name.includes(word));
  });
}

/**
 * What the field controls do when used: each turns an input event into the field's new form value
 * (an edit of the host), keeps the little state of its own (the time zone search, the message limit
 * before "unlimited", the model list the model choice offers) and puts focus where the owner
 * continues after a list changes.
 */
export class FieldEditor {
  readonly #host: ReactiveElement;
  readonly #options: FieldEditorOptions;
  #zoneFilter = '';
  /** The message limit before "unlimited" was switched on, restored when it is switched off. */
  #limitBefore = '';

  /** The model list for the model choice; when it fails the current model stays the one choice. */
  readonly models: Task<readonly [AdminClient], Model[]>;

  constructor(host: ReactiveElement, options: FieldEditorOptions) {
    this.#host = host;
    this.#options = options;
    this.models = new Task(host, {
      task: ([client], { signal }) => client.listModels({ signal }),
      args: () => [options.client()] as const,
      // The transport detail is for developers: the owner reads a sentence.
      onError: (error) => console.warn('<chatbot-settings>: the model list could not be loaded.', error),
    });
  }

  /** The time zone search text. */
  get zoneFilter(): string {
    return this.#zoneFilter;
  }

  /** A field's value as text ('' for a checkbox or a list). */
  text(field: FieldDef): string {
    const value = this.#options.values()[field.name];
    return typeof value === 'string' ? value : '';
  }

  /** A list field's items. */
  items(field: FieldDef): string[] {
    const value = this.#options.values()[field.name];
    return Array.isArray(value) ? value : [];
  }

  blur(field: FieldDef): void {
    this.#options.blur(field);
  }

  onText(field: FieldDef, event: Event): void {
    const input = event.target as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
    const bad = input instanceof HTMLInputElement && input.type === 'number' && input.validity.badInput;
    this.#options.edit(field, bad ? 'not a number' : input.value, field.name);
  }

  onCheck(field: FieldDef, event: Event): void {
    this.#options.edit(field, (event.target as HTMLInputElement).checked, field.name);
  }

  onPicker(field: FieldDef, event: Event): void {
    const rgb = hexToRgb((event.target as HTMLInputElement).value);
    if (rgb) this.#options.edit(field, rgb, `${field.name}-picker`);
  }

  onUnlimited(field: FieldDef, event: Event): void {
    const on = (event.target as HTMLInputElement).checked;
    if (on) this.#limitBefore = this.text(field);
    this.#options.edit(field, on ? String(field.unlimited) : this.#limitBefore);
    if (!on) focusWhenRendered(this.#host, `f-${field.name}`);
  }

  /** The contrast guard's colour is taken: the button goes once it passes, so the owner continues from the colour's text box. */
  useColor(field: FieldDef, color: string): void {
    this.#options.edit(field, color);
    focusWhenRendered(this.#host, `f-${field.name}`);
  }

  onZoneSearch(event: Event): void {
    this.#zoneFilter = (event.target as HTMLInputElement).value;
    this.#host.requestUpdate();
  }

  /** Enter in the time zone search picks the first match. */
  onZoneKey(field: FieldDef, event: KeyboardEvent): void {
    if (event.key !== 'Enter' || event.isComposing) return;
    event.preventDefault();
    const first = zoneMatches(this.#zoneFilter)[0];
    if (first) this.#options.edit(field, first);
  }

  onListItem(field: FieldDef, index: number, event: Event): void {
    const items = [...this.items(field)];
    items[index] = (event.target as HTMLInputElement).value;
    this.#options.edit(field, items, `${field.name}-${index}`);
  }

  /** Enter in an item adds the next one below it. */
  onListKey(field: FieldDef, index: number, event: KeyboardEvent): void {
    if (event.key !== 'Enter' || event.isComposing) return;
    event.preventDefault();
    this.addItem(field, index + 1);
  }

  addItem(field: FieldDef, at = this.items(field).length): void {
    this.#options.edit(field, withRow(this.items(field), at, ''));
    focusWhenRendered(this.#host, `f-${field.name}-${at}`);
  }

  /** Removes an item; focus goes to the item now in its place (or the one above, or Add when none is left). */
  removeItem(field: FieldDef, index: number): void {
    const items = withoutRow(this.items(field), index);
    this.#options.edit(field, items);
    const next = rowAfterRemoval(index, items.length);
    focusWhenRendered(this.#host, next < 0 ? `f-${field.name}-add` : `f-${field.name}-${next}`);
  }
}
