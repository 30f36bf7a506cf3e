/**
 * What the views of <knowledge-editor> share: the ids of its controls, the labels and sentences the
 * element composes from its word tables (`i18n.ts`), and the context a view is rendered with (the
 * words, the form, its draft and the element's edit functions). No state: the element owns it.
 */
import type { Strings } from './i18n.js';
import {
  type KnowledgeDraft,
  type KnowledgeForm,
  type Problem,
  type ProblemAt,
  type RowList,
  rowOf,
} from './knowledge-draft.js';

/** Prefix of every control's id (`k-siteMapUrl`, `k-website-0`), so a problem finds its control. */
const ID = 'k-';

/** The DOM id of a control (`siteMapUrl`, `website-0`, `websites-add`, `retry`). */
export const idOf = (name: string) => `${ID}${name}`;

/** The control a row's focus goes to, by list. */
export const FIRST_CONTROL = { websites: 'website', pairs: 'question', files: 'file' } as const satisfies Record<
  RowList,
  string
>;

/** What a view renders from, and how it changes the form. */
export interface EditorView {
  t: Strings;
  form: KnowledgeForm;
  draft: KnowledgeDraft;
  /** Replaces the form after an edit of the control at `at` (whose problem is then spoken). */
  edit: (next: KnowledgeForm, at: ProblemAt) => void;
  /** Adds a blank row at the end of a list and focuses it. */
  addRow: (list: RowList) => void;
  /** Removes a row and keeps focus in the list. */
  removeRow: (list: RowList, row: number) => void;
}

/** The sentence for the problem at `at` in the element's language ('' for none). */
export function problemText(t: Strings, at: ProblemAt, problem: Problem | undefined): string {
  return problem
    ? t.problem[problem.reason](
        labelOf(t, at),
        problem,
        problem.first === undefined ? '' : labelOf(t, sameKindRow(at, problem.first)),
      )
    : '';
}

/** Why "Add to knowledge" may not run, or what pressing it means. */
export function whyText(t: Strings, draft: KnowledgeDraft): string {
  switch (draft.state) {
    case 'busy':
      return t.saving;
    case 'no-serial':
      return t.noSerial;
    case 'invalid':
      return t.fix([...draft.problems.keys()].map((at) => labelOf(t, at)));
    case 'empty':
      return t.empty;
    default:
      return t.ready;
  }
}

/** The label of the control a problem sits on, in the element's language. */
function labelOf(t: Strings, at: ProblemAt): string {
  const row = rowOf(at);
  if (row === undefined) return t.label[at as keyof Strings['label']];
  const kind = at.slice(0, at.lastIndexOf('-'));
  return kind === 'website'
    ? t.website(row)
    : kind === 'question'
      ? t.question(row)
      : kind === 'answer'
        ? t.answer(row)
        : t.file(row);
}

/** The same kind of control in another row (`website-3`, 0 → `website-0`). */
function sameKindRow(at: ProblemAt, row: number): ProblemAt {
  return `${at.slice(0, at.lastIndexOf('-'))}-${row}` as ProblemAt;
}
