/**
 * The draft of <knowledge-editor> as a pure function of the form and its context: the EditKnowledge
 * body a save would send, what is wrong and where, and whether "Add to knowledge" may run. The
 * schema (`knowledgeSchema`) decides what the API accepts; the rules the form adds on top are the
 * ones a person needs because a save only ever adds: a pair needs both parts, no website or question
 * twice in one save, a sync schedule needs the sitemap it syncs, retrain needs the spreadsheet it
 * reads. No DOM, no words (those are in `i18n.ts`).
 */
import * as z from 'zod/mini';
import { type Knowledge, knowledgeSchema } from '../../api/schemas.js';
import type { DraftContext } from '../shared/admin-draft.js';

/** The sitemap's sync choice; `off` sends `EnableSyncSiteMap: false`. */
export type SyncChoice = 'off' | 'daily' | 'weekly' | 'monthly';

/** SyncSiteMapDays of each schedule (API.md: 1 daily, 7 weekly, 30 monthly). */
const SYNC_DAYS = { daily: 1, weekly: 7, monthly: 30 } as const satisfies Record<
  Exclude<SyncChoice, 'off'>,
  Knowledge['SyncSiteMapDays']
>;
export const SYNC_CHOICES: readonly SyncChoice[] = ['off', 'daily', 'weekly', 'monthly'];

export interface WebsiteRow {
  url: string;
  retrain: boolean;
}

export interface PairRow {
  question: string;
  answer: string;
}

/** What the person has typed (rows as edited, blank ones included). */
export interface KnowledgeForm {
  siteMapUrl: string;
  sync: SyncChoice;
  text: string;
  sheetUrl: string;
  sheetRetrain: boolean;
  websites: readonly WebsiteRow[];
  pairs: readonly PairRow[];
  files: readonly string[];
}

export const EMPTY_FORM: KnowledgeForm = {
  siteMapUrl: '',
  sync: 'off',
  text: '',
  sheetUrl: '',
  sheetRetrain: false,
  websites: [],
  pairs: [],
  files: [],
};

/** A list of rows of the form. */
export type RowList = 'websites' | 'pairs' | 'files';

/**
 * Where a problem sits: a single control (`siteMapUrl`, `sync`, `text`, `sheetUrl`, `sheetRetrain`),
 * a row's control (`website-2`, `question-0`, `answer-0`, `file-1`, by row index), or a whole list.
 * The element uses it as the control's DOM id after a prefix.
 */
export type ProblemAt =
  | 'siteMapUrl'
  | 'sync'
  | 'text'
  | 'sheetUrl'
  | 'sheetRetrain'
  | RowList
  | `${'website' | 'question' | 'answer' | 'file'}-${number}`;

export type ProblemReason =
  | 'url'
  | 'required'
  | 'tooLong'
  | 'tooMany'
  | 'duplicate'
  | 'needsAnswer'
  | 'needsQuestion'
  | 'syncNeedsSitemap'
  | 'retrainNeedsSheet'
  | 'invalid';

export interface Problem {
  reason: ProblemReason;
  /** The cap, for `tooLong` and `tooMany`. */
  max?: number;
  /** For `duplicate`: the row (0-based) it repeats. */
  first?: number;
}

/** Whether "Add to knowledge" may run (`ready`) and, if not, the first reason why. */
type SaveState = 'busy' | 'no-serial' | 'empty' | 'invalid' | 'ready';

export interface KnowledgeDraft {
  /** The body a save sends (valid only when `state` is `ready`). */
  knowledge: Knowledge;
  /** What is wrong, in form order. */
  problems: ReadonlyMap<ProblemAt, Problem>;
  /** Whether anything has been typed (the form differs from an empty one). */
  dirty: boolean;
  canSave: boolean;
  state: SaveState;
}

export function deriveDraft(form: KnowledgeForm, { serial, busy }: DraftContext): KnowledgeDraft {
  const problems = new Map<ProblemAt, Problem>();
  const flag = (at: ProblemAt, problem: Problem) => {
    if (!problems.has(at)) problems.set(at, problem);
  };
  const knowledge: Knowledge = { serialNumber: serial };

  const siteMapUrl = form.siteMapUrl.trim();
  if (siteMapUrl !== '') knowledge.SiteMapUrl = siteMapUrl;
  if (siteMapUrl !== '' || form.sync !== 'off') {
    knowledge.EnableSyncSiteMap = form.sync !== 'off';
    if (form.sync !== 'off') knowledge.SyncSiteMapDays = SYNC_DAYS[form.sync];
  }
  // The API keeps one sitemap; a schedule without one here would switch on a sitemap this form cannot see.
  if (form.sync !== 'off' && siteMapUrl === '') flag('siteMapUrl', { reason: 'syncNeedsSitemap' });

  const text = form.text.trim();
  if (text !== '') knowledge.text = text;

  const sheetUrl = form.sheetUrl.trim();
  if (sheetUrl !== '') {
    knowledge.googleSheetUrl = sheetUrl;
    knowledge.isRetrainGoogleSheet = form.sheetRetrain;
  } else if (form.sheetRetrain) flag('sheetUrl', { reason: 'retrainNeedsSheet' });

  // Rows: blank ones are left out; `rowOf` maps a sent item back to its row for the schema's issues.
  const websiteRows = indexesWhere(form.websites, (site) => site.url.trim() !== '');
  if (websiteRows.length)
    knowledge.websiteList = websiteRows.map((row) => ({
      url: form.websites[row]!.url.trim(),
      retrain: form.websites[row]!.retrain,
    }));
  flagDuplicates(
    websiteRows,
    (row) => urlKey(form.websites[row]!.url),
    (row, first) => flag(`website-${row}`, { reason: 'duplicate', first }),
  );

  const pairRows = indexesWhere(form.pairs, (pair) => pair.question.trim() !== '' || pair.answer.trim() !== '');
  for (const row of pairRows) {
    const pair = form.pairs[row]!;
    if (pair.question.trim() === '') flag(`question-${row}`, { reason: 'needsQuestion' });
    else if (pair.answer.trim() === '') flag(`answer-${row}`, { reason: 'needsAnswer' });
  }
  if (pairRows.length)
    knowledge.qaList = pairRows.map((row) => ({
      key: form.pairs[row]!.question.trim(),
      value: form.pairs[row]!.answer.trim(),
    }));
  flagDuplicates(
    pairRows.filter((row) => form.pairs[row]!.question.trim() !== ''),
    (row) => questionKey(form.pairs[row]!.question),
    (row, first) => flag(`question-${row}`, { reason: 'duplicate', first }),
  );

  const fileRows = indexesWhere(form.files, (file) => file.trim() !== '');
  if (fileRows.length) knowledge.fileList = fileRows.map((row) => form.files[row]!.trim());
  flagDuplicates(
    fileRows,
    (row) => form.files[row]!.trim(),
    (row, first) => flag(`file-${row}`, { reason: 'duplicate', first }),
  );

  // What the API itself refuses, from its schema, placed on the control that holds it.
  const rows = { websiteList: websiteRows, qaList: pairRows, fileList: fileRows };
  const parsed = z.safeParse(knowledgeSchema, knowledge);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const at = controlOf(issue.path, rows);
      if (at) flag(at, problemOf(issue, at));
    }
  }

  const sorted = new Map([...problems].sort(([a], [b]) => formOrder(a) - formOrder(b)));
  const empty = Object.keys(knowledge).length === 1;
  const dirty = !sameForm(form, EMPTY_FORM);
  const state: SaveState = busy
    ? 'busy'
    : serial === ''
      ? 'no-serial'
      : sorted.size > 0
        ? 'invalid'
        : empty
          ? 'empty'
          : 'ready';
  return { knowledge, problems: sorted, dirty, canSave: state === 'ready', state };
}

/** The row (0-based) a problem's control belongs to, or undefined for a single control or a whole list. */
export function rowOf(at: ProblemAt): number | undefined {
  const match = /-(\d+)$/.exec(at);
  return match ? Number(match[1]) : undefined;
}

function indexesWhere<T>(items: readonly T[], keep: (item: T) => boolean): number[] {
  return items.flatMap((item, index) => (keep(item) ? [index] : []));
}

/** Calls `flag(row, firstRow)` for every row whose key an earlier row already had. */
function flagDuplicates(
  rows: readonly number[],
  key: (row: number) => string,
  flag: (row: number, first: number) => void,
): void {
  const seen = new Map<string, number>();
  for (const row of rows) {
    const k = key(row);
    const first = seen.get(k);
    if (first === undefined) seen.set(k, row);
    else flag(row, first);
  }
}

/** Two spellings of one address are one website (`HTTPS://Example.com` = `https://example.com/`). */
function urlKey(url: string): string {
  try {
    return new URL(url.trim()).href;
  } catch {
    return url.trim();
  }
}

/** Two questions that differ only in case or spacing are one question. */
function questionKey(question: string): string {
  return question.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

const SINGLE: Partial<Record<PropertyKey, ProblemAt>> = {
  SiteMapUrl: 'siteMapUrl',
  EnableSyncSiteMap: 'sync',
  SyncSiteMapDays: 'sync',
  text: 'text',
  googleSheetUrl: 'sheetUrl',
  isRetrainGoogleSheet: 'sheetRetrain',
};
const LISTS = { websiteList: 'websites', qaList: 'pairs', fileList: 'files' } as const satisfies Partial<
  Record<keyof Knowledge, RowList>
>;

function controlOf(
  path: readonly PropertyKey[],
  rows: Record<keyof typeof LISTS, readonly number[]>,
): ProblemAt | undefined {
  const [head, index, member] = path;
  if (typeof head === 'string' && head in LISTS) {
    const list = head as keyof typeof LISTS;
    if (typeof index !== 'number') return LISTS[list];
    const row = rows[list][index]!;
    if (list === 'websiteList') return `website-${row}`;
    if (list === 'fileList') return `file-${row}`;
    return member === 'value' ? `answer-${row}` : `question-${row}`;
  }
  return head === undefined ? undefined : SINGLE[head];
}

function problemOf(issue: z.core.$ZodIssue, at: ProblemAt): Problem {
  if (issue.code === 'too_big')
    return { reason: issue.origin === 'array' ? 'tooMany' : 'tooLong', max: Number(issue.maximum) };
  if (issue.code === 'too_small') return { reason: 'required' };
  // The schema's refinement of an address is its http/https check.
  if (issue.code === 'custom' && /^(siteMapUrl|sheetUrl|website-\d+)$/.test(at)) return { reason: 'url' };
  return { reason: 'invalid' };
}

/** The controls in the order they show; a row's question and answer share a rank. */
const ORDER = [
  'siteMapUrl',
  'sync',
  'text',
  'sheetUrl',
  'sheetRetrain',
  'websites',
  'website',
  'pairs',
  'question',
  'files',
  'file',
];

/** Problems in the order their controls show (row by row, a question before its answer). */
function formOrder(at: ProblemAt): number {
  const row = rowOf(at);
  if (row === undefined) return ORDER.indexOf(at) * 100_000;
  const kind = at.slice(0, at.lastIndexOf('-'));
  return ORDER.indexOf(kind === 'answer' ? 'question' : kind) * 100_000 + 1 + row * 2 + (kind === 'answer' ? 1 : 0);
}

function sameForm(a: KnowledgeForm, b: KnowledgeForm): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
