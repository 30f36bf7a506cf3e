/**
 * The listings table of <listing-manager>: which page of which filtered list is shown (RealEstateList,
 * reloaded when any of them changes) and which listings are selected for a bulk delete (kept across pages).
 */
import { Task } from '@lit/task';
import type { ListingClient } from '../../api/listing-client.js';
import type { Listing, SaleType } from '../../api/schemas.js';
import { type ListQuery, SALE_TYPES } from '../../api/checks.js';
import type { ManagerContext } from './manager-context.js';

export interface Filters {
  city: string;
  saleType: SaleType | '';
  mls: string;
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;
const NO_FILTERS: Filters = { city: '', saleType: '', mls: '' };

// A controller without lifecycle hooks: it holds its job's state and asks the host to render when it changes.
export class TableController {
  page = 1;
  pageSize = 20;
  filters: Filters = NO_FILTERS;
  /** Selected listings by Native ID (kept across pages). */
  selected: ReadonlyMap<number, Listing> = new Map();
  /** The page of listings shown. */
  readonly task;

  readonly #ctx: ManagerContext;
  #refreshes = 0;

  constructor(ctx: ManagerContext) {
    this.#ctx = ctx;
    this.task = new Task(ctx.host, {
      task: ([client], { signal }) => {
        const query = this.#query;
        return query ? (client as ListingClient).list(query, { signal }) : Promise.resolve(undefined);
      },
      args: () => [ctx.lister(), ctx.serial(), this.page, this.pageSize, this.filters, this.#refreshes] as const,
    });
  }

  get #query(): ListQuery | undefined {
    const serial = this.#ctx.serial();
    if (!serial) return undefined;
    const { city, saleType, mls } = this.filters;
    return {
      SerialNumber: serial,
      PageNumber: this.page,
      PageSize: this.pageSize,
      ...(city.trim() ? { CityName: city.trim() } : {}),
      ...(saleType ? { SaleType: saleType } : {}),
      ...(mls.trim() ? { MLSNumber: mls.trim() } : {}),
    };
  }

  get filtered(): boolean {
    return Boolean(this.filters.city || this.filters.saleType || this.filters.mls);
  }

  /** Loads the current page again. */
  refresh(): void {
    this.#refreshes++;
    this.#ctx.host.requestUpdate();
  }

  /** Applies the filters of the filter form's data, from the first page. */
  filter(data: FormData): void {
    const text = (name: string): string => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    const saleType = text('saleType');
    this.#set({
      filters: {
        city: text('city'),
        saleType: (SALE_TYPES as readonly string[]).includes(saleType) ? (saleType as SaleType) : '',
        mls: text('mls'),
      },
      page: 1,
    });
  }

  clearFilters(): void {
    this.#set({ filters: NO_FILTERS, page: 1 });
  }

  goTo(page: number): void {
    this.#set({ page });
  }

  setPageSize(pageSize: number): void {
    this.#set({ pageSize, page: 1 });
  }

  /** Selects or unselects `listings`. */
  select(listings: readonly Listing[], on: boolean): void {
    const next = new Map(this.selected);
    for (const listing of listings) {
      if (on) next.set(listing.id, listing);
      else next.delete(listing.id);
    }
    this.#set({ selected: next });
  }

  #set(change: Partial<Pick<TableController, 'page' | 'pageSize' | 'filters' | 'selected'>>): void {
    Object.assign(this, change);
    this.#ctx.host.requestUpdate();
  }
}
