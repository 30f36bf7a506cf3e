import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { Task, TaskStatus } from '@lit/task';
import { AdminClient } from '../../api/admin-client.js';
import { isApiError } from '../../api/errors.js';
import { DEFAULT_BASE_URL } from '../../api/http.js';
import { ListingClient, type ListResult } from '../../api/listing-client.js';
import {
  type KeyType,
  type Listing,
  type ListingCreate,
  type ListingUpdate,
  type SaleType,
  areaUnitSchema,
} from '../../api/schemas.js';
import { type ListQuery, SALE_TYPES } from '../../api/checks.js';
import { resolveBase } from '../shared/api-base.js';
import { emit } from '../shared/emit.js';
import { formatPrice, placeLine } from '../shared/format.js';
import { LangController } from '../shared/lang.js';
import {
  type CheckedRow,
  type ColumnTarget,
  EXPORT_COLUMNS,
  autoMap,
  checkRow,
  exportRow,
  isSendable,
  rowValues,
  safeCell,
  unmappedRequired,
} from './csv.js';
import { CsvFileError, readCsv, writeCsv } from './csv-io.js';
import {
  type ExistingIndex,
  type RowOutcome,
  type RowStatus,
  AmbiguousMatchError,
  indexListings,
  runImport,
  yieldToPage,
} from './import-run.js';
import { type Strings, strings } from './i18n.js';
import {
  FIELDS,
  GROUPS,
  type FieldDef,
  type ListingField,
  type ListingValues,
  type Problem,
  type ScalarField,
  changedFields,
  checkValues,
  emptyValues,
  updateOf,
  valuesOfListing,
} from './listing-form.js';
import { styles } from './listing-manager.styles.js';

/** Detail of `listing-created`. */
export interface ListingCreatedDetail {
  /** The new listing's identifier, as RealEstateCreate returned it. */
  id: string;
  /** What was sent. */
  listing: ListingCreate;
}

/** Detail of `listing-updated`. */
export interface ListingUpdatedDetail {
  /** What RealEstateUpdate received (Key and KeyType say which listing). */
  update: ListingUpdate;
  /** The fields that changed. */
  changed: ListingField[];
}

/** Detail of `listings-deleted`. */
export interface ListingsDeletedDetail {
  keys: string[];
  keyType: KeyType;
  /** How many listings were asked to go. */
  requested: number;
  /** `SuccessCount`: how many did. */
  deleted: number;
}

/** Detail of `listing-import-done`: how many rows ended each way. */
export interface ListingImportDoneDetail {
  created: number;
  updated: number;
  failed: number;
  skipped: number;
  /** Rows of the file with problems (never sent). */
  invalid: number;
  /** Valid rows not sent because the import was cancelled. */
  notSent: number;
  cancelled: boolean;
}

type View = 'table' | 'form' | 'import';
type Note = { kind: 'success' | 'error' | 'info'; say: (t: Strings) => string };
interface Filters {
  city: string;
  saleType: SaleType | '';
  mls: string;
}
type Counts = Record<RowStatus, number>;
interface ImportState {
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
  queue: (CheckedRow & { input: ListingCreate })[];
  outcomes: RowOutcome[];
  counts: Counts;
  cancelled: boolean;
  error?: (t: Strings) => string;
}

const PAGE_SIZES = [10, 20, 50, 100] as const;
/** Rows of the problem and failure tables drawn at most (all of them are kept, and exported on request). */
const SHOWN_ROWS = 200;
const zeroCounts = (): Counts => ({ created: 0, updated: 0, failed: 0, skipped: 0 });

/**
 * The realtor's listing manager: a paged table of a chatbot's listings (filters, row edit, selection
 * and bulk delete), a form for create and edit with every field of RealEstateCreate validated as the
 * person types, and CSV import (column mapping, every row checked first, at most 4 requests in flight,
 * progress, cancel, report and retry of the failed rows) and export in the columns the import reads.
 * Talks to a key-holding proxy at `api-base` (it adds the keys), or uses the clients it is given.
 * English or Spanish: its own `lang`, else the nearest ancestor's. Light and dark (the page's colour
 * scheme); every custom property can be set on the element or on any ancestor.
 *
 * @fires {CustomEvent<ListingCreatedDetail>} listing-created - a listing was created from the form (bubbles, composed)
 * @fires {CustomEvent<ListingUpdatedDetail>} listing-updated - a listing was updated from the form (bubbles, composed)
 * @fires {CustomEvent<ListingsDeletedDetail>} listings-deleted - RealEstateDelete succeeded (bubbles, composed)
 * @fires {CustomEvent<ListingImportDoneDetail>} listing-import-done - an import run ended, finished or cancelled (bubbles, composed)
 *
 * @csspart toolbar - the bar with New, Import, Export and the filters
 * @csspart table - the listings table
 * @csspart pager - the page controls
 * @csspart form - the create and edit form
 * @csspart group - a fieldset of related fields
 * @csspart field - one field (label, control, hint, error)
 * @csspart error - a field's validation message
 * @csspart import - the import panel
 * @csspart progress - the import's progress bar
 * @csspart status - the status line (saved, deleted, failed)
 * @csspart dialog - the delete confirmation
 * @csspart button - every button
 * @csspart primary - the main button of each view
 *
 * @cssprop [--listing-manager-font=system-ui, sans-serif] - font family
 * @cssprop [--listing-manager-text-color=#1f2937] - text colour (dark scheme: #e5e7eb)
 * @cssprop [--listing-manager-muted-color=#4b5563] - hints and secondary text (dark: #b6bfcc)
 * @cssprop [--listing-manager-background=#fff] - background of the panels (dark: #1b2129)
 * @cssprop [--listing-manager-border-color=#8a94a6] - input borders
 * @cssprop [--listing-manager-accent=#1d4ed8] - main buttons, checkboxes and focus ring (dark: #93b4f5)
 * @cssprop [--listing-manager-accent-text=#fff] - text on the accent colour (dark: #0b1220)
 * @cssprop [--listing-manager-error-color=#b91c1c] - validation and failure messages (dark: #fca5a5)
 * @cssprop [--listing-manager-success-color=#15803d] - success notes (dark: #86efac)
 * @cssprop [--listing-manager-radius=8px] - corner radius
 */
export class ListingManager extends LitElement {
  static override styles = styles;
  static override properties = {
    serialNumber: { attribute: 'serial-number' },
    apiBase: { attribute: 'api-base' },
    client: { attribute: false },
    listClient: { attribute: false },
    language: { attribute: 'lang' },
    view: { state: true },
    page: { state: true },
    pageSize: { state: true },
    filters: { state: true },
    selected: { state: true },
    note: { state: true },
    editing: { state: true },
    values: { state: true },
    keyType: { state: true },
    submitted: { state: true },
    busy: { state: true },
    pendingDelete: { state: true },
    imp: { state: true },
  };

  /** The chatbot ID (`SerialNumber`) whose listings are managed. */
  serialNumber = '';

  /**
   * Base URL of the key-holding proxy (or the API): absent = the platform, empty = this page's
   * origin, relative = resolved against the page.
   */
  apiBase?: string;

  /** A ready admin client (create, update, delete); overrides `api-base` for writes. */
  client: AdminClient | undefined = undefined;

  /** A ready listing client (RealEstateList); overrides `api-base` for reads. */
  listClient: ListingClient | undefined = undefined;

  /** `en` or `es`; when not set, the nearest `lang` up the tree (or the page's). */
  language?: string;

  private view: View = 'table';
  private page = 1;
  private pageSize = 20;
  private filters: Filters = { city: '', saleType: '', mls: '' };
  /** Selected listings by Native ID (kept across pages). */
  private selected: ReadonlyMap<number, Listing> = new Map();
  private note: Note | undefined = undefined;
  /** The listing being edited; undefined for a new one. */
  private editing: Listing | undefined = undefined;
  private values: ListingValues = emptyValues();
  private keyType: KeyType = 'Native';
  /** A save was tried: every problem shows, not only those of touched fields. */
  private submitted = false;
  private busy = false;
  private pendingDelete: Listing[] | undefined = undefined;
  private imp: ImportState | undefined = undefined;

  #saved: ListingValues = emptyValues();
  #touched = new Set<ListingField>();
  #refreshes = 0;
  #importAbort: AbortController | undefined;
  #clients: { base: string; admin: AdminClient; list: ListingClient } | undefined;
  #returnFocus: HTMLElement | undefined;
  readonly #lang = new LangController(this, () => this.language);

  /** The page of listings shown (RealEstateList); `await listTask.taskComplete` waits for it. */
  readonly listTask = new Task(this, {
    task: ([client], { signal }) => {
      const query = this.#query;
      return query ? (client as ListingClient).list(query, { signal }) : Promise.resolve(undefined);
    },
    args: () => [this.#lister, this.#serial, this.page, this.pageSize, this.filters, this.#refreshes] as const,
  });

  get #serial(): string {
    return this.serialNumber.trim();
  }

  get #query(): ListQuery | undefined {
    if (!this.#serial) return undefined;
    const { city, saleType, mls } = this.filters;
    return {
      SerialNumber: this.#serial,
      PageNumber: this.page,
      PageSize: this.pageSize,
      ...(city.trim() ? { CityName: city.trim() } : {}),
      ...(saleType ? { SaleType: saleType } : {}),
      ...(mls.trim() ? { MLSNumber: mls.trim() } : {}),
    };
  }

  get #base(): string {
    return resolveBase(this.apiBase) ?? DEFAULT_BASE_URL;
  }

  get #admin(): AdminClient {
    return this.client ?? this.#ownClients().admin;
  }

  get #lister(): ListingClient {
    return this.listClient ?? this.#ownClients().list;
  }

  #ownClients() {
    const base = this.#base;
    if (this.#clients?.base !== base)
      this.#clients = { base, admin: new AdminClient({ baseUrl: base }), list: new ListingClient({ baseUrl: base }) };
    return this.#clients;
  }

  get #t(): Strings {
    return strings(this.#lang.lang);
  }

  /** Unsaved edits in the form, or an import running. */
  get busyOrDirty(): boolean {
    return this.imp?.step === 'running' || (this.view === 'form' && changedFields(this.#saved, this.values).length > 0);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('beforeunload', this.#onBeforeUnload);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('beforeunload', this.#onBeforeUnload);
    this.#importAbort?.abort();
  }

  /** Loads the current page again. */
  refresh(): void {
    this.#refreshes++;
    this.requestUpdate();
  }

  /** Opens the form for a new listing. */
  openCreate(): void {
    this.#openForm(undefined);
  }

  /** Opens the form to edit `listing` (as read back from RealEstateList). */
  openEdit(listing: Listing): void {
    this.#openForm(listing);
  }

  /**
   * Sends one RealEstateDelete for `keys` (Native IDs, MLS numbers or URLs); resolves with `SuccessCount`.
   * By MLS number or URL only where each key names one listing: a key two listings share is refused
   * before anything is sent (it would delete both).
   */
  async deleteListings(keys: readonly string[], keyType: KeyType = 'Native'): Promise<number> {
    if (keyType !== 'Native') {
      const index = indexListings(await this.allListings());
      const shared = keys.filter(
        (key) => (index.get(`${keyType === 'MLSNumber' ? 'm' : 'u'}:${key}`) ?? []).length > 1,
      );
      if (shared.length)
        throw new Error(
          `More than one listing has ${keyType} ${shared.join(', ')}: delete by Native ID instead. Nothing was deleted.`,
        );
    }
    const deleted = await this.#admin.deleteListings({ SerialNumber: this.#serial, Keys: [...keys], KeyType: keyType });
    emit<ListingsDeletedDetail>(this, 'listings-deleted', {
      keys: [...keys],
      keyType,
      requested: keys.length,
      deleted,
    });
    return deleted;
  }

  /** Every listing of the chatbot, page by page (for export and for matching an import against what exists). */
  async allListings(signal?: AbortSignal): Promise<Listing[]> {
    const all: Listing[] = [];
    for (let page = 1; ; page++) {
      const result: ListResult = await this.#lister.list(
        { SerialNumber: this.#serial, PageNumber: page, PageSize: 100 },
        { signal },
      );
      all.push(...result.items);
      if (result.items.length + result.skipped < 100 || (result.total !== undefined && page * 100 >= result.total))
        return all;
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Table

  #name(listing: Listing): string {
    const place = [listing.address, listing.city].filter(Boolean).join(', ');
    const name = place || listing.mlsNumber || this.#t.untitled(listing.id);
    return listing.mlsNumber && place ? `${name} (MLS ${listing.mlsNumber})` : name;
  }

  #onFilter(event: SubmitEvent): void {
    event.preventDefault();
    const data = new FormData(event.target as HTMLFormElement);
    const saleType = String(data.get('saleType') ?? '');
    this.filters = {
      city: String(data.get('city') ?? ''),
      saleType: (SALE_TYPES as readonly string[]).includes(saleType) ? (saleType as SaleType) : '',
      mls: String(data.get('mls') ?? ''),
    };
    this.page = 1;
  }

  #onClearFilters(event: Event): void {
    (event.target as HTMLButtonElement).form?.reset();
    this.filters = { city: '', saleType: '', mls: '' };
    this.page = 1;
  }

  #toggle(listing: Listing, on: boolean): void {
    const next = new Map(this.selected);
    if (on) next.set(listing.id, listing);
    else next.delete(listing.id);
    this.selected = next;
  }

  #toggleAll(items: readonly Listing[], on: boolean): void {
    const next = new Map(this.selected);
    for (const listing of items) {
      if (on) next.set(listing.id, listing);
      else next.delete(listing.id);
    }
    this.selected = next;
  }

  #askDelete(listings: Listing[], event: Event): void {
    this.#returnFocus = event.currentTarget as HTMLElement;
    this.pendingDelete = listings;
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLDialogElement>('dialog')?.showModal());
  }

  #closeDialog(): void {
    this.renderRoot.querySelector<HTMLDialogElement>('dialog')?.close();
  }

  #onDialogClose(): void {
    if (this.busy) return;
    this.pendingDelete = undefined;
    this.#returnFocus?.focus();
  }

  async #confirmDelete(): Promise<void> {
    const listings = this.pendingDelete ?? [];
    this.busy = true;
    try {
      const deleted = await this.deleteListings(listings.map((listing) => String(listing.id)));
      this.note = { kind: 'success', say: (t) => t.deleted(deleted, listings.length) };
      const gone = new Set(listings.map((listing) => listing.id));
      this.selected = new Map([...this.selected].filter(([id]) => !gone.has(id)));
    } catch (error) {
      const none = isApiError(error) && error.kind === 'not-found';
      this.note = {
        kind: 'error',
        say: (t) => (none ? t.deleted(0, listings.length) : t.notDeleted(this.#failure(t, error))),
      };
    } finally {
      this.busy = false;
      this.#returnFocus = this.renderRoot.querySelector<HTMLElement>('#heading') ?? undefined;
      this.#closeDialog();
      this.refresh();
    }
  }

  #failure(t: Strings, error: unknown): string {
    return t.failure(error instanceof Error ? error : new Error(String(error)));
  }

  /** The CSV text of the listings shown (or of all of them), in the columns the import reads back. */
  async exportCsv(all = false): Promise<{ csv: string; count: number }> {
    const listings = all ? await this.allListings() : (this.listTask.value?.items ?? []);
    return {
      csv: await writeCsv(
        EXPORT_COLUMNS,
        listings.map((listing) => exportRow(listing).map(safeCell)),
      ),
      count: listings.length,
    };
  }

  async #export(all: boolean): Promise<void> {
    this.note = { kind: 'info', say: (t) => t.exporting };
    try {
      const { csv, count } = await this.exportCsv(all);
      download(csv, `listings-${this.#serial}.csv`);
      this.note = { kind: 'success', say: (t) => t.exported(count) };
    } catch (error) {
      this.note = { kind: 'error', say: (t) => this.#failure(t, error) };
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Form

  #openForm(listing: Listing | undefined): void {
    this.editing = listing;
    this.#saved = listing ? valuesOfListing(listing) : emptyValues();
    this.values = structuredClone(this.#saved);
    this.#touched = new Set();
    this.submitted = false;
    this.keyType = 'Native';
    this.note = undefined;
    this.#show('form');
  }

  #show(view: View): void {
    this.view = view;
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('#heading')?.focus());
  }

  #leaveForm(): void {
    this.#show('table');
  }

  #set(name: ListingField, value: string | ListingValues['Images'] | ListingValues['ExtensionColumn']): void {
    this.values = { ...this.values, [name]: value };
    this.#touched.add(name);
  }

  /** Sets a list field; `focus` is the item to focus after rendering (-1: its Add button, after the last was removed). */
  #setList(name: 'Images' | 'ExtensionColumn', items: ListingValues[typeof name], focus?: number): void {
    this.#set(name, items);
    if (focus === undefined) return;
    const id = `f-${name}`;
    void this.updateComplete.then(() =>
      this.renderRoot.querySelector<HTMLElement>(focus < 0 ? `#${id}-add` : `#${id}-${focus}`)?.focus(),
    );
  }

  #onField(field: FieldDef, event: Event): void {
    this.#set(field.name, (event.target as HTMLInputElement).value);
  }

  async #onSave(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (this.busy) return;
    this.submitted = true;
    const { input, problems } = checkValues(this.values, this.#serial);
    if (!input) {
      await this.updateComplete;
      const first = [...problems.keys()][0];
      this.renderRoot
        .querySelector<HTMLElement>(`#f-${first === 'listing' ? 'Description' : first}, #f-${first}-0`)
        ?.focus();
      return;
    }
    const editing = this.editing;
    this.busy = true;
    this.note = { kind: 'info', say: (t) => t.saving };
    try {
      if (!editing) {
        const id = await this.#admin.createListing(input);
        emit<ListingCreatedDetail>(this, 'listing-created', { id, listing: input });
        const name = input.Address || input.MLSNumber;
        this.note = { kind: 'success', say: (t) => t.created(name) };
      } else {
        const key = await this.#keyFor(editing);
        if (typeof key === 'function') {
          this.note = { kind: 'error', say: key };
          return;
        }
        const update = updateOf(this.#saved, input, this.values, key);
        if (!update) {
          this.note = { kind: 'info', say: (t) => t.noChanges };
          return;
        }
        await this.#admin.updateListing(update);
        emit<ListingUpdatedDetail>(this, 'listing-updated', {
          update,
          changed: changedFields(this.#saved, this.values),
        });
        const name = this.#name(editing);
        this.note = { kind: 'success', say: (t) => t.updated(name) };
      }
      this.refresh();
      this.#leaveForm();
    } catch (error) {
      this.note = { kind: 'error', say: (t) => t.notSaved(this.#failure(t, error)) };
    } finally {
      this.busy = false;
    }
  }

  /** The key of the listing being edited, by the chosen kind; by MLS number or URL only when that is unique. */
  async #keyFor(listing: Listing): Promise<Pick<ListingUpdate, 'Key' | 'KeyType'> | ((t: Strings) => string)> {
    if (this.keyType === 'Native') return { Key: String(listing.id), KeyType: 'Native' };
    const byMls = this.keyType === 'MLSNumber';
    const key = byMls ? this.#saved.MLSNumber : this.#saved.Url;
    const index: ExistingIndex = indexListings(await this.allListings());
    if ((index.get(`${byMls ? 'm' : 'u'}:${key}`) ?? []).length !== 1)
      return (t) => t.notUnique(byMls ? t.keyMls : t.keyUrl);
    return { Key: key, KeyType: this.keyType };
  }

  // ---------------------------------------------------------------------------------------------
  // Import

  #openImport(): void {
    this.imp = undefined;
    this.note = undefined;
    this.#show('import');
  }

  #patch(change: Partial<ImportState>): void {
    this.imp = { ...this.imp!, ...change };
  }

  async #onFile(file: File | undefined): Promise<void> {
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
    this.imp = base;
    try {
      const { headers, rows } = await readCsv(file);
      this.imp = { ...base, step: 'map', headers, rows, mapping: autoMap(headers) };
    } catch (error) {
      const say =
        error instanceof CsvFileError
          ? (t: Strings) =>
              error.reason === 'unreadable' ? t.fileError.unreadable(error.detail) : t.fileError[error.reason]
          : (t: Strings) => this.#failure(t, error);
      this.imp = { ...base, step: 'file', error: say };
    }
  }

  #onDrop(event: DragEvent): void {
    event.preventDefault();
    void this.#onFile(event.dataTransfer?.files[0]);
  }

  #setMapping(index: number, target: ColumnTarget): void {
    const mapping = [...this.imp!.mapping];
    mapping[index] = target;
    this.#patch({ mapping });
  }

  /** Checks every row (in slices, yielding to the page between them), before anything is sent. */
  async #checkRows(): Promise<void> {
    const imp = this.imp!;
    this.#patch({ step: 'checking', checkedCount: 0 });
    const seen = new Map<string, number>();
    const checked: CheckedRow[] = [];
    let sliceStart = performance.now();
    for (let index = 0; index < imp.rows.length; index++) {
      checked.push(
        checkRow(
          rowValues(imp.rows[index]!, imp.headers, imp.mapping, { areaUnit: imp.areaUnit }),
          index + 2,
          this.#serial,
          seen,
        ),
      );
      if (performance.now() - sliceStart > 12) {
        this.#patch({ checkedCount: index + 1 });
        await yieldToPage();
        if (this.imp?.step !== 'checking') return;
        sliceStart = performance.now();
      }
    }
    this.#patch({ step: 'checked', checked, checkedCount: checked.length });
  }

  /** Sends `rows` (all valid rows, or only the failed ones on Retry). */
  async #send(rows: (CheckedRow & { input: ListingCreate })[]): Promise<void> {
    const imp = this.imp!;
    const abort = (this.#importAbort = new AbortController());
    const again = new Set(rows);
    const kept = imp.step === 'report' ? imp.outcomes.filter((outcome) => !again.has(outcome.row)) : [];
    const counts = zeroCounts();
    for (const outcome of kept) counts[outcome.status]++;
    this.#patch({ step: 'running', queue: rows, outcomes: kept, counts, cancelled: false });
    const outcomes = [...kept];
    let existing: ExistingIndex | undefined;
    try {
      existing = indexListings(await this.allListings(abort.signal));
    } catch (error) {
      // Cancelled while finding what exists: nothing was sent, and the report says so.
      if (!abort.signal.aborted) {
        this.#patch({ step: 'checked', error: (t) => this.#failure(t, error) });
        return;
      }
    }
    if (existing) {
      const admin = this.#admin;
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
    this.refresh();
    const invalid = this.imp!.checked.filter((row) => !isSendable(row)).length;
    emit<ListingImportDoneDetail>(this, 'listing-import-done', {
      ...counts,
      invalid,
      notSent: this.#notSent().length,
      cancelled,
    });
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('#report')?.focus());
  }

  /** Valid rows without an outcome (the import was cancelled before them). */
  #notSent(): (CheckedRow & { input: ListingCreate })[] {
    const imp = this.imp!;
    const done = new Set(imp.outcomes.map((outcome) => outcome.row));
    return imp.checked.filter(isSendable).filter((row) => !done.has(row));
  }

  #reasonOf(t: Strings, row: CheckedRow): string {
    if (row.duplicateOf !== undefined) return t.duplicateOf(row.duplicateOf);
    return [...row.problems].map(([name, problem]) => this.#problemText(t, name, problem)).join(' ');
  }

  #outcomeReason(t: Strings, outcome: RowOutcome): string {
    return outcome.error instanceof AmbiguousMatchError ? t.ambiguous : this.#failure(t, outcome.error);
  }

  readonly #onBeforeUnload = (event: BeforeUnloadEvent): void => {
    if (!this.busyOrDirty) return;
    event.preventDefault();
    event.returnValue = this.#t.leaveWarning;
  };

  #problemText(t: Strings, name: ListingField | 'listing', problem: Problem): string {
    return t.problem[problem.reason](name === 'listing' ? '' : t.field[name], problem);
  }

  // ---------------------------------------------------------------------------------------------
  // Render

  protected override render() {
    const t = this.#t;
    const note = this.note;
    return html`
      ${this.view === 'form' ? this.#renderForm(t) : this.view === 'import' ? this.#renderImport(t) : this.#renderTable(t)}
      <p part="status" class="status ${note?.kind ?? ''}" role="status">${note && note.kind !== 'error' ? note.say(t) : ''}</p>
      <p part="status" class="status error" role="alert">${note?.kind === 'error' ? note.say(t) : ''}</p>
      ${this.#renderDialog(t)}
    `;
  }

  #renderTable(t: Strings): TemplateResult {
    const task = this.listTask;
    const result = task.status === TaskStatus.COMPLETE ? task.value : undefined;
    const items = result?.items ?? [];
    const pages = result?.total !== undefined ? Math.max(1, Math.ceil(result.total / this.pageSize)) : undefined;
    const filtered = Boolean(this.filters.city || this.filters.saleType || this.filters.mls);
    const allOn = items.length > 0 && items.every((listing) => this.selected.has(listing.id));
    return html`
      <div class="head">
        <h2 id="heading" tabindex="-1">${t.title}</h2>
        <div class="actions">
          <button part="button primary" class="primary" type="button" @click=${() => this.openCreate()}>${t.newListing}</button>
          <button part="button" type="button" @click=${this.#openImport}>${t.importCsv}</button>
          <button part="button" type="button" ?disabled=${items.length === 0} @click=${() => this.#export(false)}>${t.exportShown}</button>
          <button part="button" type="button" @click=${() => this.#export(true)}>${t.exportAll}</button>
        </div>
      </div>
      <form part="toolbar" class="filters" role="search" aria-label=${t.filters} @submit=${this.#onFilter}>
        <label>${t.filterCity}<input name="city" type="text" autocomplete="off" .value=${this.filters.city} /></label>
        <label
          >${t.filterSaleType}
          <select name="saleType">
            <option value="" ?selected=${this.filters.saleType === ''}>${t.anySaleType}</option>
            ${SALE_TYPES.map((type) => html`<option value=${type} ?selected=${this.filters.saleType === type}>${t.choice[type]}</option>`)}
          </select>
        </label>
        <label>${t.filterMls}<input name="mls" type="text" autocomplete="off" .value=${this.filters.mls} /></label>
        <button part="button" type="submit">${t.applyFilters}</button>
        <button part="button" type="button" ?disabled=${!filtered} @click=${this.#onClearFilters}>${t.clearFilters}</button>
      </form>
      <div class="bulk">
        <button part="button" class="danger" type="button" ?disabled=${this.selected.size === 0}
          @click=${(e: Event) => this.#askDelete([...this.selected.values()], e)}>${t.deleteSelected(this.selected.size)}</button>
        <span class="count">${result ? t.caption(result.total, items.length) : ''}</span>
      </div>
      ${
        task.status === TaskStatus.ERROR
          ? html`<div class="status error" role="alert">
            ${t.loadFailed(this.#failure(t, task.error))} <button part="button" type="button" @click=${() => this.refresh()}>${t.retry}</button>
          </div>`
          : nothing
      }
      <div class="scroll" role="region" aria-labelledby="caption" tabindex="0">
        <table part="table" class="listings" aria-busy=${task.status === TaskStatus.PENDING ? 'true' : 'false'}>
          <caption id="caption" class="visually-hidden">${t.title}</caption>
          <thead>
            <tr>
              <th scope="col"><input type="checkbox" aria-label=${t.selectAll} .checked=${allOn} ?disabled=${items.length === 0}
                @change=${(e: Event) => this.#toggleAll(items, (e.target as HTMLInputElement).checked)} /></th>
              <th scope="col">${t.col.photo}</th>
              <th scope="col">${t.col.address}</th>
              <th scope="col" class="num">${t.col.price}</th>
              <th scope="col">${t.col.status}</th>
              <th scope="col" class="num">${t.col.beds}</th>
              <th scope="col" class="num">${t.col.baths}</th>
              <th scope="col">${t.col.mls}</th>
              <th scope="col" class="num">${t.col.dom}</th>
              <th scope="col">${t.col.actions}</th>
            </tr>
          </thead>
          <tbody>
            ${items.map((listing) => this.#renderRow(t, listing))}
          </tbody>
        </table>
        ${task.status === TaskStatus.PENDING && items.length === 0 ? html`<p class="empty">${t.loading}</p>` : nothing}
        ${task.status === TaskStatus.COMPLETE && items.length === 0 ? html`<p class="empty">${filtered ? t.emptyFiltered : t.empty}</p>` : nothing}
      </div>
      <nav part="pager" class="pager" aria-label=${t.pageOf(this.page, pages)}>
        <button part="button" type="button" ?disabled=${this.page <= 1} @click=${() => this.page--}>${t.previous}</button>
        <span>${t.pageOf(this.page, pages)}</span>
        <button part="button" type="button" ?disabled=${pages !== undefined ? this.page >= pages : items.length < this.pageSize} @click=${() => this.page++}>${t.next}</button>
        <label
          >${t.pageSize}
          <select @change=${(e: Event) => ((this.pageSize = Number((e.target as HTMLSelectElement).value)), (this.page = 1))}>
            ${PAGE_SIZES.map((size) => html`<option value=${size} ?selected=${size === this.pageSize}>${size}</option>`)}
          </select>
        </label>
      </nav>
    `;
  }

  #renderRow(t: Strings, listing: Listing): TemplateResult {
    const lang = this.#lang.lang;
    const name = this.#name(listing);
    const photo = listing.images[0];
    return html`
      <tr>
        <td><input type="checkbox" aria-label=${t.selectOne(name)} .checked=${this.selected.has(listing.id)}
          @change=${(e: Event) => this.#toggle(listing, (e.target as HTMLInputElement).checked)} /></td>
        <td>${photo ? html`<img class="thumb" src=${photo} alt="" loading="lazy" width="64" height="48" />` : html`<span class="thumb none">${t.noPhoto}</span>`}</td>
        <td><span class="address">${listing.address ?? ''}</span><span class="place">${placeLine(listing) ?? ''}</span></td>
        <td class="num" data-label=${t.col.price}>${formatPrice(listing, lang)}</td>
        <td data-label=${t.col.status}>${listing.status ? t.choice[listing.status] : ''}</td>
        <td class="num" data-label=${t.col.beds}>${listing.bedrooms ?? ''}</td>
        <td class="num" data-label=${t.col.baths}>${listing.bathrooms ?? ''}</td>
        <td data-label=${t.col.mls}>${listing.mlsNumber ?? ''}</td>
        <td class="num" data-label=${t.col.dom}>${listing.daysOnMarket ?? ''}</td>
        <td class="row-actions">
          <button part="button" type="button" aria-label=${t.editOne(name)} @click=${() => this.openEdit(listing)}>${t.edit}</button>
          <button part="button" class="danger" type="button" aria-label=${t.deleteOne(name)} @click=${(e: Event) => this.#askDelete([listing], e)}>${t.delete}</button>
        </td>
      </tr>
    `;
  }

  #renderDialog(t: Strings): TemplateResult | typeof nothing {
    const listings = this.pendingDelete;
    if (!listings) return nothing;
    return html`
      <dialog part="dialog" aria-labelledby="confirm-title" aria-describedby="confirm-text" @close=${this.#onDialogClose}>
        <h2 id="confirm-title">${t.confirmTitle}</h2>
        <p id="confirm-text">${listings.length === 1 ? t.confirmOne(this.#name(listings[0]!)) : t.confirmMany(listings.length)}</p>
        ${listings.length > 1 ? html`<ul class="names">${listings.map((listing) => html`<li>${this.#name(listing)}</li>`)}</ul>` : nothing}
        <div class="actions">
          <button part="button" class="danger-solid" type="button" ?disabled=${this.busy} @click=${this.#confirmDelete}>${this.busy ? t.deleting : t.delete}</button>
          <button part="button" type="button" autofocus ?disabled=${this.busy} @click=${this.#closeDialog}>${t.cancel}</button>
        </div>
      </dialog>
    `;
  }

  #renderForm(t: Strings): TemplateResult {
    const { problems } = checkValues(this.values, this.#serial);
    const shown = new Map(
      [...problems].filter(([name]) => this.submitted || (name !== 'listing' && this.#touched.has(name))),
    );
    const changed = this.editing ? changedFields(this.#saved, this.values) : [];
    const canSave = !this.busy && (!this.editing || changed.length > 0);
    const why =
      this.submitted && problems.size
        ? t.fix(
            [...problems.keys()].map((name) =>
              name === 'listing' ? t.problem.tooBig('', { reason: 'tooBig' }) : t.field[name],
            ),
          )
        : this.editing && changed.length === 0
          ? t.noChanges
          : '';
    return html`
      <div class="head">
        <h2 id="heading" tabindex="-1">${this.editing ? t.editTitle(this.#name(this.editing)) : t.newTitle}</h2>
        <button part="button" type="button" @click=${this.#leaveForm}>${t.back}</button>
      </div>
      <form part="form" class="form" novalidate aria-busy=${this.busy ? 'true' : 'false'} @submit=${this.#onSave}>
        ${GROUPS.map(
          (group) => html`
            <fieldset part="group" class="group ${group.id}">
              <legend>${t.group[group.id]}</legend>
              ${group.fields.map((field) => this.#renderField(t, field, shown.get(field.name)))}
            </fieldset>
          `,
        )}
        ${
          this.editing
            ? html`<div part="field" class="field key">
              <label for="f-key">${t.keyType}</label>
              <select id="f-key" @change=${(e: Event) => (this.keyType = (e.target as HTMLSelectElement).value as KeyType)}>
                <option value="Native" ?selected=${this.keyType === 'Native'}>${t.keyNative} (${this.editing.id})</option>
                <option value="MLSNumber" ?selected=${this.keyType === 'MLSNumber'} ?disabled=${!this.#saved.MLSNumber}>${t.keyMls}</option>
                <option value="URL" ?selected=${this.keyType === 'URL'} ?disabled=${!this.#saved.Url}>${t.keyUrl}</option>
              </select>
            </div>`
            : nothing
        }
        ${shown.has('listing') ? html`<p part="error" class="error">${this.#problemText(t, 'listing', shown.get('listing')!)}</p>` : nothing}
        <div class="actions sticky">
          <button part="button primary" class="primary" type="submit" ?disabled=${!canSave} aria-describedby="save-why">
            ${this.busy ? t.saving : this.editing ? t.save : t.create}
          </button>
          <button part="button" type="button" @click=${this.#leaveForm}>${t.cancel}</button>
          <p id="save-why" class="why">${why}</p>
        </div>
      </form>
    `;
  }

  #renderField(t: Strings, field: FieldDef, problem: Problem | undefined): TemplateResult {
    const id = `f-${field.name}`;
    const hint = t.hint[field.name];
    const showHint = hint && (field.name !== 'AreaUnit' || this.values.AreaUnit === '');
    const describedBy =
      [showHint ? `${id}-hint` : '', problem ? `${id}-error` : ''].filter(Boolean).join(' ') || nothing;
    const label = html`${t.field[field.name]}${field.required ? html`<span class="req"> (${t.required})</span>` : nothing}`;
    const footer = html`
      ${showHint ? html`<p id="${id}-hint" class="hint">${hint}</p>` : nothing}
      ${problem ? html`<p id="${id}-error" part="error" class="error">${this.#problemText(t, field.name, problem)}</p>` : nothing}
    `;
    if (field.kind === 'images') return this.#renderImages(t, id, label, problem, describedBy, footer);
    if (field.kind === 'pairs') return this.#renderPairs(t, id, label, problem, describedBy, footer);
    const value = this.values[field.name as ScalarField];
    const invalid = problem ? 'true' : 'false';
    const onInput = (e: Event) => this.#onField(field, e);
    const control =
      field.kind === 'choice'
        ? html`<select id=${id} aria-invalid=${invalid} aria-describedby=${describedBy} aria-required=${field.required ? 'true' : 'false'} @change=${onInput}>
            ${!field.required || value === '' ? html`<option value="" ?selected=${value === ''}>${t.notSet}</option>` : nothing}
            ${field.choices!.map((choice) => html`<option value=${choice} ?selected=${choice === value}>${t.choice[choice] ?? choice}</option>`)}
          </select>`
        : field.kind === 'textarea'
          ? html`<textarea id=${id} rows="4" aria-invalid=${invalid} aria-describedby=${describedBy} .value=${value} @input=${onInput}></textarea>`
          : html`<input id=${id} type=${field.kind === 'url' ? 'url' : 'text'} inputmode=${field.kind === 'number' || field.kind === 'whole' ? 'decimal' : nothing}
              autocomplete="off" spellcheck="false" aria-invalid=${invalid} aria-describedby=${describedBy} aria-required=${field.required ? 'true' : 'false'}
              .value=${value} @input=${onInput} />`;
    return html`<div part="field" class="field ${field.kind}"><label for=${id}>${label}</label>${control}${footer}</div>`;
  }

  #renderImages(
    t: Strings,
    id: string,
    label: TemplateResult,
    problem: Problem | undefined,
    describedBy: string | typeof nothing,
    footer: TemplateResult,
  ): TemplateResult {
    const images = this.values.Images;
    const set = (next: string[], focus?: number) => this.#setList('Images', next, focus);
    return html`
      <div part="field" class="field images" role="group" aria-labelledby="${id}-label" aria-describedby=${describedBy}>
        <span id="${id}-label" class="label">${label}</span>
        ${
          images.length
            ? html`<ul class="list">
              ${images.map((url, index) => {
                const bad = problem?.items?.includes(index);
                const safe = !bad && /^https?:\/\//i.test(url.trim()) ? url.trim() : undefined;
                return html`<li>
                  ${safe ? html`<img class="thumb" src=${safe} alt="" width="64" height="48" />` : html`<span class="thumb none" aria-hidden="true"></span>`}
                  <input id="${id}-${index}" type="url" autocomplete="off" aria-label=${t.imageN(index + 1)} aria-invalid=${bad ? 'true' : 'false'}
                    aria-describedby=${bad ? `${id}-error` : nothing} .value=${url}
                    @input=${(e: Event) => set(images.map((item, i) => (i === index ? (e.target as HTMLInputElement).value : item)))} />
                  <button part="button" type="button" aria-label=${t.removeImage(index + 1)}
                    @click=${() =>
                      set(
                        images.filter((_, i) => i !== index),
                        images.length > 1 ? Math.min(index, images.length - 2) : -1,
                      )}>${t.remove}</button>
                </li>`;
              })}
            </ul>`
            : html`<p class="hint">${t.none}</p>`
        }
        <button part="button" id="${id}-add" class="add" type="button" @click=${() => set([...images, ''], images.length)}>${t.addImage}</button>
        ${footer}
      </div>
    `;
  }

  #renderPairs(
    t: Strings,
    id: string,
    label: TemplateResult,
    problem: Problem | undefined,
    describedBy: string | typeof nothing,
    footer: TemplateResult,
  ): TemplateResult {
    const pairs = this.values.ExtensionColumn;
    const set = (next: ListingValues['ExtensionColumn'], focus?: number) =>
      this.#setList('ExtensionColumn', next, focus);
    const edit = (index: number, part: 'key' | 'value', e: Event) =>
      set(pairs.map((pair, i) => (i === index ? { ...pair, [part]: (e.target as HTMLInputElement).value } : pair)));
    return html`
      <div part="field" class="field pairs" role="group" aria-labelledby="${id}-label" aria-describedby=${describedBy}>
        <span id="${id}-label" class="label">${label}</span>
        ${
          pairs.length
            ? html`<ul class="list">
              ${pairs.map((pair, index) => {
                const bad = problem?.items?.includes(index);
                return html`<li>
                  <input id="${id}-${index}" type="text" autocomplete="off" aria-label=${t.pairKey(index + 1)} aria-invalid=${bad ? 'true' : 'false'}
                    aria-describedby=${bad ? `${id}-error` : nothing} .value=${pair.key} @input=${(e: Event) => edit(index, 'key', e)} />
                  <input type="text" autocomplete="off" aria-label=${t.pairValue(index + 1)} .value=${pair.value} @input=${(e: Event) => edit(index, 'value', e)} />
                  <button part="button" type="button" aria-label=${t.removePair(index + 1)}
                    @click=${() =>
                      set(
                        pairs.filter((_, i) => i !== index),
                        pairs.length > 1 ? Math.min(index, pairs.length - 2) : -1,
                      )}>${t.remove}</button>
                </li>`;
              })}
            </ul>`
            : html`<p class="hint">${t.none}</p>`
        }
        <button part="button" id="${id}-add" class="add" type="button" @click=${() => set([...pairs, { key: '', value: '' }], pairs.length)}>${t.addPair}</button>
        ${footer}
      </div>
    `;
  }

  #renderImport(t: Strings): TemplateResult {
    const imp = this.imp;
    const step = imp?.step ?? 'file';
    return html`
      <div class="head">
        <h2 id="heading" tabindex="-1">${t.importTitle}</h2>
        <button part="button" type="button" ?disabled=${step === 'running'} @click=${() => this.#show('table')}>${t.back}</button>
      </div>
      <section part="import" class="import">
        ${step === 'file' || step === 'reading' ? this.#renderFileStep(t, imp) : nothing}
        ${step === 'map' || step === 'checking' ? this.#renderMapping(t, imp!) : nothing}
        ${step === 'checked' ? this.#renderChecked(t, imp!) : nothing}
        ${step === 'running' || step === 'report' ? this.#renderRun(t, imp!) : nothing}
      </section>
    `;
  }

  #renderFileStep(t: Strings, imp: ImportState | undefined): TemplateResult {
    return html`
      <div class="drop" @dragover=${(e: DragEvent) => e.preventDefault()} @drop=${this.#onDrop}>
        <label for="file">${t.chooseFile}</label>
        <input id="file" type="file" accept=".csv,.txt,text/csv" aria-describedby="file-hint ${imp?.error ? 'file-error' : ''}"
          ?disabled=${imp?.step === 'reading'} @change=${(e: Event) => this.#onFile((e.target as HTMLInputElement).files?.[0])} />
        <p id="file-hint" class="hint">${t.dropHint}</p>
        ${imp?.step === 'reading' ? html`<p role="status">${t.reading}</p>` : nothing}
        ${imp?.error ? html`<p id="file-error" part="error" class="error" role="alert">${imp.error(t)}</p>` : nothing}
      </div>
    `;
  }

  #targetLabel(t: Strings, target: ColumnTarget): string {
    return target === 'ignore' || target === 'extra' || target === 'Price' ? t.target[target] : t.field[target];
  }

  #renderMapping(t: Strings, imp: ImportState): TemplateResult {
    const missing = unmappedRequired(imp.mapping).filter((name) => name !== 'AreaUnit');
    const targets: ColumnTarget[] = ['ignore', 'extra', 'Price', ...FIELDS.map((field) => field.name)];
    const checking = imp.step === 'checking';
    return html`
      <p class="lead">${t.mappingTitle(imp.fileName, imp.rows.length)}</p>
      <div class="scroll" role="region" aria-labelledby="map-caption" tabindex="0">
        <table class="mapping stack">
          <caption id="map-caption" class="visually-hidden">${t.mapField}</caption>
          <thead><tr><th scope="col">${t.mapColumn}</th><th scope="col">${t.mapSample}</th><th scope="col">${t.mapField}</th></tr></thead>
          <tbody>
            ${imp.headers.map(
              (header, index) => html`<tr>
                <th scope="row">${header}</th>
                <td class="sample" data-label=${t.mapSample}>${imp.rows[0]?.[index] ?? ''}</td>
                <td><select aria-label=${`${t.mapField}: ${header}`} ?disabled=${checking}
                  @change=${(e: Event) => this.#setMapping(index, (e.target as HTMLSelectElement).value as ColumnTarget)}>
                  ${targets.map((target) => html`<option value=${target} ?selected=${imp.mapping[index] === target}>${this.#targetLabel(t, target)}</option>`)}
                </select></td>
              </tr>`,
            )}
          </tbody>
        </table>
      </div>
      ${missing.length ? html`<p class="warning">${t.missingRequired(missing.map((name) => t.field[name]))}</p>` : nothing}
      <div class="options">
        <label
          >${t.defaultAreaUnit}
          <select ?disabled=${checking} @change=${(e: Event) => this.#patch({ areaUnit: (e.target as HTMLSelectElement).value })}>
            ${areaUnitSchema.options.map((unit) => html`<option value=${unit} ?selected=${unit === imp.areaUnit}>${t.choice[unit]}</option>`)}
          </select>
        </label>
        <label class="check"><input type="checkbox" .checked=${imp.updateExisting} ?disabled=${checking}
          @change=${(e: Event) => this.#patch({ updateExisting: (e.target as HTMLInputElement).checked })} /> ${t.updateExisting}</label>
      </div>
      <div class="actions">
        <button part="button primary" class="primary" type="button" ?disabled=${checking} @click=${this.#checkRows}>${t.checkRows}</button>
        <button part="button" type="button" ?disabled=${checking} @click=${this.#openImport}>${t.chooseOther}</button>
        ${checking ? html`<span role="status">${t.checking(imp.checkedCount, imp.rows.length)}</span>` : nothing}
      </div>
    `;
  }

  #renderChecked(t: Strings, imp: ImportState): TemplateResult {
    const sendable = imp.checked.filter(isSendable);
    const bad = imp.checked.filter((row) => !isSendable(row));
    return html`
      <p class="lead" role="status">${t.checked(sendable.length, bad.length)}</p>
      ${imp.error ? html`<p part="error" class="error" role="alert">${imp.error(t)}</p>` : nothing}
      ${
        bad.length
          ? this.#renderRowTable(
              t,
              t.failingTitle,
              bad.map((row) => [row, this.#reasonOf(t, row)]),
            )
          : nothing
      }
      <div class="actions">
        <button part="button primary" class="primary" type="button" ?disabled=${sendable.length === 0} @click=${() => this.#send(sendable)}>${t.startImport(sendable.length)}</button>
        <button part="button" type="button" @click=${() => this.#patch({ step: 'map', error: undefined })}>${t.backToMapping}</button>
      </div>
    `;
  }

  #renderRun(t: Strings, imp: ImportState): TemplateResult {
    const running = imp.step === 'running';
    const done = imp.outcomes.length;
    const total = imp.checked.filter(isSendable).length;
    const failed = imp.outcomes.filter((outcome) => outcome.status === 'failed');
    const notSent = running ? [] : this.#notSent();
    const invalid = imp.checked.length - total;
    return html`
      <h3 id="report" tabindex="-1">${running ? t.progress(done, total) : imp.cancelled ? t.cancelledTitle : t.reportTitle}</h3>
      <label class="progress-label" for="progress">${t.progress(done, total)}</label>
      <progress part="progress" id="progress" max=${total} .value=${done}></progress>
      <p role="status" class="counts">${t.counts(imp.counts)}</p>
      ${!running && notSent.length ? html`<p>${t.notSent(notSent.length)}</p>` : nothing}
      ${!running && invalid ? html`<p>${t.invalidNotSent(invalid)}</p>` : nothing}
      ${
        running
          ? html`<div class="actions"><button part="button" class="danger" type="button" @click=${() => this.#importAbort?.abort()}>${t.cancelImport}</button></div>`
          : html`
            ${
              failed.length
                ? this.#renderRowTable(
                    t,
                    t.failedTitle,
                    failed.map((outcome) => [outcome.row, this.#outcomeReason(t, outcome)]),
                  )
                : nothing
            }
            <div class="actions">
              ${
                failed.length
                  ? html`<button part="button primary" class="primary" type="button" @click=${() => this.#send(failed.map((outcome) => outcome.row))}>${t.retryFailed(failed.length)}</button>`
                  : nothing
              }
              ${notSent.length ? html`<button part="button" type="button" @click=${() => this.#send(notSent)}>${t.resumeImport(notSent.length)}</button>` : nothing}
              <button part="button" type="button" @click=${() => this.#show('table')}>${t.done}</button>
            </div>
          `
      }
    `;
  }

  #renderRowTable(t: Strings, title: string, rows: [CheckedRow, string][]): TemplateResult {
    return html`
      <div class="scroll" role="region" aria-label=${title} tabindex="0">
        <table class="rows stack">
          <caption>${title} (${rows.length})</caption>
          <thead><tr><th scope="col">${t.rowCol}</th><th scope="col">${t.reasonCol}</th><th scope="col">${t.dataCol}</th></tr></thead>
          <tbody>
            ${rows.slice(0, SHOWN_ROWS).map(
              ([row, reason]) => html`<tr>
                <th scope="row" data-label=${t.rowCol}>${row.line}</th>
                <td class="reason" data-label=${t.reasonCol}>${reason}</td>
                <td class="data" data-label=${t.dataCol}>${[row.values.MLSNumber, row.values.Address, row.values.City, row.values.Url].filter(Boolean).join(' · ')}</td>
              </tr>`,
            )}
          </tbody>
        </table>
      </div>
    `;
  }
}

/** Saves text as a file through a temporary object URL. */
function download(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
