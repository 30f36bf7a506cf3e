import { LitElement, html } from 'lit';
import { AdminClient } from '../../api/admin-client.js';
import { isApiError } from '../../api/errors.js';
import { ListingClient, type ListResult } from '../../api/listing-client.js';
import type { KeyType, Listing } from '../../api/schemas.js';
import { failureOf } from '../shared/admin-failure.js';
import { clientCache } from '../shared/client-cache.js';
import { ConfirmDialog, confirmDialogStyles } from '../shared/confirm-dialog.js';
import { emit } from '../shared/emit.js';
import { LangController } from '../shared/lang.js';
import { LeaveGuardController } from '../shared/leave-guard.js';
import { focusWhenRendered } from '../shared/list-rows.js';
import { StatusController, statusNote } from '../shared/status-note.js';
import { EXPORT_COLUMNS, exportRow, safeCell } from './csv.js';
import { writeCsv } from './csv-io.js';
import type { ListingsDeletedDetail } from './events.js';
import { FormController } from './form-controller.js';
import { type FormHandlers, formStyles, renderForm } from './form-view.js';
import { type Strings, strings } from './i18n.js';
import { ImportController } from './import-controller.js';
import { indexListings } from './import-run.js';
import { type ImportHandlers, importStyles, renderImport } from './import-view.js';
import { styles } from './listing-manager.styles.js';
import { type ManagerContext, type View, listingName } from './manager-context.js';
import { TableController } from './table-controller.js';
import { type TableHandlers, renderDeleteNames, renderTable, tableStyles } from './table-view.js';

export type {
  ListingCreatedDetail,
  ListingImportDoneDetail,
  ListingUpdatedDetail,
  ListingsDeletedDetail,
} from './events.js';

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
  static override styles = [styles, tableStyles, formStyles, importStyles, confirmDialogStyles];
  static override properties = {
    serialNumber: { attribute: 'serial-number' },
    apiBase: { attribute: 'api-base' },
    client: { attribute: false },
    listClient: { attribute: false },
    language: { attribute: 'lang' },
    view: { state: true },
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

  /** The page of listings shown (RealEstateList); `await listTask.taskComplete` waits for it. */
  get listTask() {
    return this.#table.task;
  }

  /** Unsaved edits in the form, or an import running. */
  get busyOrDirty(): boolean {
    return this.#import.running || (this.view === 'form' && this.#form.dirty);
  }

  private view: View = 'table';

  readonly #lang = new LangController(this, () => this.language);
  /** The outcome of the last save, delete or export, under every view. */
  readonly #status = new StatusController<Strings>(this);
  readonly #ownAdmin = clientCache((baseUrl) => new AdminClient({ baseUrl }));
  readonly #ownLister = clientCache((baseUrl) => new ListingClient({ baseUrl }));
  // Each job's controller reaches the element through this context only.
  readonly #ctx: ManagerContext = {
    host: this,
    serial: () => this.#serial,
    admin: () => this.client ?? this.#ownAdmin(this.apiBase),
    lister: () => this.listClient ?? this.#ownLister(this.apiBase),
    allListings: (signal) => this.allListings(signal),
    status: this.#status,
    refresh: () => this.refresh(),
    show: (view) => this.#show(view),
  };
  readonly #table = new TableController(this.#ctx);
  readonly #form = new FormController(this.#ctx);
  readonly #import = new ImportController(this.#ctx);
  readonly #confirm: ConfirmDialog = new ConfirmDialog(this);

  get #serial(): string {
    return this.serialNumber.trim();
  }

  get #t(): Strings {
    return strings(this.#lang.lang);
  }

  constructor() {
    super();
    // It registers itself with the element: leaving the page with unsaved edits or a running import asks first.
    new LeaveGuardController(
      this,
      () => this.busyOrDirty,
      () => this.#t.leaveWarning,
    );
  }

  /** Loads the current page again. */
  refresh(): void {
    this.#table.refresh();
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
    const deleted = await this.#ctx
      .admin()
      .deleteListings({ SerialNumber: this.#serial, Keys: [...keys], KeyType: keyType });
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
      const result: ListResult = await this.#ctx
        .lister()
        .list({ SerialNumber: this.#serial, PageNumber: page, PageSize: 100 }, { signal });
      all.push(...result.items);
      if (result.items.length + result.skipped < 100 || (result.total !== undefined && page * 100 >= result.total))
        return all;
    }
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

  #show(view: View): void {
    this.view = view;
    focusWhenRendered(this, 'heading');
  }

  #openForm(listing: Listing | undefined): void {
    this.#form.open(listing);
    this.#status.clear();
    this.#show('form');
  }

  #openImport(): void {
    this.#import.reset();
    this.#status.clear();
    this.#show('import');
  }

  /** Asks first; deletes with the question still open (its buttons disabled), then says how many went. */
  async #askDelete(listings: Listing[], opener: HTMLElement): Promise<void> {
    await this.#confirm.show({
      words: () => {
        const t = this.#t;
        return {
          heading: t.confirmTitle,
          message: listings.length === 1 ? t.confirmOne(listingName(t, listings[0]!)) : t.confirmMany(listings.length),
          confirm: t.delete,
          busy: t.deleting,
          cancel: t.cancel,
        };
      },
      details: () => renderDeleteNames(this.#t, listings),
      tone: 'danger',
      opener,
      action: () => this.#delete(listings),
      // The deleted row's button is gone (or shows another listing): the view's heading instead.
      focusAfterConfirm: () => this.renderRoot.querySelector<HTMLElement>('#heading'),
    });
  }

  async #delete(listings: Listing[]): Promise<void> {
    try {
      const deleted = await this.deleteListings(listings.map((listing) => String(listing.id)));
      this.#status.show('success', (t) => t.deleted(deleted, listings.length));
      this.#table.select(listings, false);
    } catch (error) {
      const none = isApiError(error) && error.kind === 'not-found';
      const failure = failureOf(error);
      if (none) this.#status.show('error', (t) => t.deleted(0, listings.length));
      else if (failure) this.#status.show('error', (t) => t.notDeleted(t.failure(failure)));
    } finally {
      this.refresh();
    }
  }

  async #export(all: boolean): Promise<void> {
    this.#status.show('info', (t) => t.exporting);
    try {
      const { csv, count } = await this.exportCsv(all);
      download(csv, `listings-${this.#serial}.csv`);
      this.#status.show('success', (t) => t.exported(count));
    } catch (error) {
      const failure = failureOf(error);
      if (failure) this.#status.show('error', (t) => t.failure(failure));
    }
  }

  readonly #onTable: TableHandlers = {
    onNew: () => this.openCreate(),
    onImport: () => this.#openImport(),
    onExport: (all) => void this.#export(all),
    onEdit: (listing) => this.openEdit(listing),
    onDelete: (listings, opener) => void this.#askDelete(listings, opener),
  };

  readonly #onForm: FormHandlers = {
    onSave: () => void this.#form.save(),
    onLeave: () => this.#show('table'),
  };

  readonly #onImport: ImportHandlers = {
    onLeave: () => this.#show('table'),
    onRestart: () => this.#openImport(),
  };

  protected override render() {
    const t = this.#t;
    return html`
      ${
        this.view === 'form'
          ? renderForm(t, this.#form, this.#onForm)
          : this.view === 'import'
            ? renderImport(t, this.#import, this.#onImport)
            : renderTable(t, this.#lang.lang, this.#table, this.#onTable)
      }
      ${statusNote(this.#status.note, t)}
      ${this.#confirm.render()}
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
