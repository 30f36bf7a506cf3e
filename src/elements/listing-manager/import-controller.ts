/**
 * The CSV import of <listing-manager>, step by step: the file read (in chunks), its columns mapped, every
 * row checked before anything is sent (in slices, so the page keeps answering), the run (a few requests
 * in flight, cancellable) and its report, from which failed rows are sent again and a cancelled run resumed.
 */
import type { ReactiveController } from 'lit';
import { type ListingCreate, areaUnitSchema } from '../../api/schemas.js';
import { failureOf } from '../shared/admin-failure.js';
import { emit } from '../shared/emit.js';
import { focusWhenRendered } from '../shared/list-rows.js';
import { type CheckedRow, type ColumnTarget, autoMap, checkRow, isSendable, rowValues } from './csv.js';
import { CsvFileError, readCsv } from './csv-io.js';
import type { ListingImportDoneDetail } from './events.js';
import type { Strings } from './i18n.js';
import {
  type ExistingIndex,
  type RowOutcome,
  type RowStatus,
  indexListings,
  runImport,
  yieldToPage,
} from './import-run.js';
import type { ManagerContext } from './manager-context.js';

export type SendableRow = CheckedRow & { input: ListingCreate };
type Counts = Record<RowStatus, number>;

export interface ImportState {
  step: 'file' | 'reading' | 'map' | 'checking' | 'checked' | 'running' | 'report';
  fileName: string;
  headers: string[];
  rows: string[][];
  mapping: ColumnTarget[];
  areaUnit: string;
  updateExisting: boolean;
  checkedCount: number;
  checked: CheckedRow[];
  /** The rows of the current run, and the outcomes so far. */
  queue: SendableRow[];
  outcomes: RowOutcome[];
  counts: Counts;
  cancelled: boolean;
  error?: (t: Strings) => string;
}

const zeroCounts = (): Counts => ({ created: 0, updated: 0, failed: 0, skipped: 0 });

export class ImportController implements ReactiveController {
  /** Undefined until a file is chosen. */
  state: ImportState | undefined = undefined;

  readonly #ctx: ManagerContext;
  #abort: AbortController | undefined;

  constructor(ctx: ManagerContext) {
    this.#ctx = ctx;
    ctx.host.addController(this);
  }

  get running(): boolean {
    return this.state?.step === 'running';
  }

  hostDisconnected(): void {
    this.#abort?.abort();
  }

  /** Back to the first step: choose a file. */
  reset(): void {
    this.state = undefined;
    this.#ctx.host.requestUpdate();
  }

  patch(change: Partial<Pick<ImportState, 'step' | 'areaUnit' | 'updateExisting' | 'error'>>): void {
    this.#patch(change);
  }

  setMapping(index: number, target: ColumnTarget): void {
    const mapping = [...this.state!.mapping];
    mapping[index] = target;
    this.#patch({ mapping });
  }

  async readFile(file: File | undefined): Promise<void> {
    if (!file) return;
    const base: ImportState = {
      step: 'reading',
      fileName: file.name,
      headers: [],
      rows: [],
      mapping: [],
      areaUnit: areaUnitSchema.options[0],
      updateExisting: false,
      checkedCount: 0,
      checked: [],
      queue: [],
      outcomes: [],
      counts: zeroCounts(),
      cancelled: false,
    };
    this.#replace(base);
    try {
      const { headers, rows } = await readCsv(file);
      this.#replace({ ...base, step: 'map', headers, rows, mapping: autoMap(headers) });
    } catch (error) {
      const failure = failureOf(error);
      const say =
        error instanceof CsvFileError
          ? (t: Strings) =>
              error.reason === 'unreadable' ? t.fileError.unreadable(error.detail) : t.fileError[error.reason]
          : failure && ((t: Strings) => t.failure(failure));
      this.#replace({ ...base, step: 'file', error: say });
    }
  }

  /** Checks every row (in slices, yielding to the page between them), before anything is sent. */
  async check(): Promise<void> {
    const imp = this.state!;
    const serial = this.#ctx.serial();
    this.#patch({ step: 'checking', checkedCount: 0 });
    const seen = new Map<string, number>();
    const checked: CheckedRow[] = [];
    let sliceStart = performance.now();
    for (let index = 0; index < imp.rows.length; index++) {
      const values = rowValues(imp.rows[index]!, imp.headers, imp.mapping, { areaUnit: imp.areaUnit });
      checked.push(checkRow(values, index + 2, serial, seen));
      if (performance.now() - sliceStart > 12) {
        this.#patch({ checkedCount: index + 1 });
        await yieldToPage();
        if (this.state?.step !== 'checking') return;
        sliceStart = performance.now();
      }
    }
    this.#patch({ step: 'checked', checked, checkedCount: checked.length });
  }

  /** Sends `rows` (all valid rows, or only the failed ones on Retry, or those a cancel left). */
  async send(rows: SendableRow[]): Promise<void> {
    const ctx = this.#ctx;
    const imp = this.state!;
    const abort = (this.#abort = new AbortController());
    const again = new Set(rows);
    const kept = imp.step === 'report' ? imp.outcomes.filter((outcome) => !again.has(outcome.row)) : [];
    const counts = zeroCounts();
    for (const outcome of kept) counts[outcome.status]++;
    this.#patch({ step: 'running', queue: rows, outcomes: kept, counts, cancelled: false });
    const outcomes = [...kept];
    let existing: ExistingIndex | undefined;
    try {
      existing = indexListings(await ctx.allListings(abort.signal));
    } catch (error) {
      // Cancelled while finding what exists (no failure to word): nothing was sent, and the report says so.
      const failure = failureOf(error);
      if (failure && !abort.signal.aborted) {
        this.#patch({ step: 'checked', error: (t) => t.failure(failure) });
        return;
      }
    }
    if (existing) {
      const admin = ctx.admin();
      await runImport(rows, {
        existing,
        updateExisting: imp.updateExisting,
        signal: abort.signal,
        calls: { create: (input) => admin.createListing(input), update: (update) => admin.updateListing(update) },
        onOutcome: (outcome) => {
          outcomes.push(outcome);
          counts[outcome.status]++;
          this.#patch({ outcomes, counts: { ...counts } });
        },
      });
    }
    const cancelled = abort.signal.aborted;
    this.#patch({ step: 'report', outcomes: [...outcomes], counts: { ...counts }, cancelled });
    ctx.refresh();
    const invalid = this.state!.checked.filter((row) => !isSendable(row)).length;
    emit<ListingImportDoneDetail>(ctx.host, 'listing-import-done', {
      ...counts,
      invalid,
      notSent: this.notSent().length,
      cancelled,
    });
    focusWhenRendered(ctx.host, 'report');
  }

  /** Stops taking new rows; those already sent finish. */
  cancel(): void {
    this.#abort?.abort();
  }

  /** Valid rows without an outcome (the import was cancelled before them). */
  notSent(): SendableRow[] {
    const imp = this.state!;
    const done = new Set(imp.outcomes.map((outcome) => outcome.row));
    return imp.checked.filter(isSendable).filter((row) => !done.has(row));
  }

  #patch(change: Partial<ImportState>): void {
    this.#replace({ ...this.state!, ...change });
  }

  #replace(state: ImportState): void {
    this.state = state;
    this.#ctx.host.requestUpdate();
  }
}
