import type { StatusController } from '../shared/status-note.js';
import { problemText } from './field-view.js';
import { type FieldDef, type FieldProblem, type SettingsField, fieldOf, validatesOnBlur } from './fields.js';
import type { Strings } from './i18n.js';
import type { SettingsDraft } from './settings-draft.js';

/**
 * Which field problems show, and the sentence the polite live region says. A problem shows as the
 * owner types, except an address's (incomplete while typed): that one waits for a blur or a save,
 * then follows the typing. The status's live region says a field's problem when it appears or changes.
 */
export class ProblemsController {
  readonly #status: StatusController<Strings>;
  readonly #strings: () => Strings;
  /** Fields checked on blur (addresses) whose problem shows: blurred or saved while invalid. */
  #revealed: ReadonlySet<SettingsField> = new Set();

  constructor(status: StatusController<Strings>, strings: () => Strings) {
    this.#status = status;
    this.#strings = strings;
  }

  /** A field's problem as shown. */
  shown(field: FieldDef, draft: SettingsDraft): FieldProblem | undefined {
    const problem = draft.problems.get(field.name);
    return problem && (!validatesOnBlur(field) || this.#revealed.has(field.name)) ? problem : undefined;
  }

  /** The sentence of a field's problem as shown ('' for none). */
  said(field: FieldDef, draft: SettingsDraft): string {
    return problemText(this.#strings(), field, this.shown(field, draft));
  }

  /** After an edit of `field`, whose problem read `before`: its problem is said when it changed (or is said again after another). */
  edited(field: FieldDef, before: string, draft: SettingsDraft): void {
    this.#status.announceChange(before, this.said(field, draft));
  }

  /** A control lost focus: an address's problem shows from now on. */
  blurred(field: FieldDef, draft: SettingsDraft): void {
    if (!validatesOnBlur(field) || !draft.problems.has(field.name) || this.#revealed.has(field.name)) return;
    this.#revealed = new Set([...this.#revealed, field.name]);
    this.#status.announce(this.said(field, draft));
  }

  /** A save was refused: every problem shows, and the first is said. */
  revealAll(draft: SettingsDraft): void {
    this.#revealed = new Set([...this.#revealed, ...draft.problems.keys()]);
    const [name, problem] = draft.problems.entries().next().value!;
    this.#status.announce(problemText(this.#strings(), fieldOf(name)!, problem));
  }

  /** The values were replaced at once: nothing is said. With `forget`, new settings: nothing is revealed either. */
  quiet(forget = false): void {
    if (forget) this.#revealed = new Set();
    this.#status.announce('');
  }
}
