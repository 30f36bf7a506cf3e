/**
 * The table view of <listing-manager>: the toolbar (New, Import, Export, filters), the bulk delete,
 * the listings table (a card per row when narrow) and the pager.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { TaskStatus } from '@lit/task';
import { ifDefined } from 'lit/directives/if-defined.js';
import { SALE_TYPES } from '../../api/checks.js';
import type { Listing } from '../../api/schemas.js';
import { failureOf } from '../shared/admin-failure.js';
import { formatPrice, placeLine } from '../shared/format.js';
import type { Lang } from '../shared/lang.js';
import type { Strings } from './i18n.js';
import { listingName } from './manager-context.js';
import { PAGE_SIZES, type TableController } from './table-controller.js';

export interface TableHandlers {
  onNew(): void;
  onImport(): void;
  onExport(all: boolean): void;
  onEdit(listing: Listing): void;
  /** Asks to delete `listings`; `opener` gets the focus back when the person does not. */
  onDelete(listings: Listing[], opener: HTMLElement): void;
}

/**
 * Past this length a value is not an address but runaway data: only then is it cut to two lines with the
 * whole value in its title, so that a real address never loses text under WCAG text spacing (1.4.12).
 */
const RUNAWAY = 120;
const cell = (kind: string, value: string | undefined) =>
  html`<span class=${value && value.length > RUNAWAY ? `${kind} clamp` : kind} title=${ifDefined(value)}>${value ?? ''}</span>`;

export function renderTable(t: Strings, lang: Lang, table: TableController, on: TableHandlers): TemplateResult {
  const task = table.task;
  const result = task.status === TaskStatus.COMPLETE ? task.value : undefined;
  const items = result?.items ?? [];
  const pages = result?.total !== undefined ? Math.max(1, Math.ceil(result.total / table.pageSize)) : undefined;
  const { filters, selected, page } = table;
  const allOn = items.length > 0 && items.every((listing) => selected.has(listing.id));
  const onFilter = (event: SubmitEvent) => {
    event.preventDefault();
    table.filter(new FormData(event.target as HTMLFormElement));
  };
  const onClear = (event: Event) => {
    (event.target as HTMLButtonElement).form?.reset();
    table.clearFilters();
  };
  const opener = (event: Event) => event.currentTarget as HTMLElement;
  const failure = task.status === TaskStatus.ERROR ? failureOf(task.error) : undefined;
  return html`
    <div class="head">
      <h2 id="heading" tabindex="-1">${t.title}</h2>
      <div class="actions">
        <button part="button primary" class="primary" type="button" @click=${() => on.onNew()}>${t.newListing}</button>
        <button part="button" type="button" @click=${() => on.onImport()}>${t.importCsv}</button>
        <button part="button" type="button" ?disabled=${items.length === 0} @click=${() => on.onExport(false)}>${t.exportShown}</button>
        <button part="button" type="button" @click=${() => on.onExport(true)}>${t.exportAll}</button>
      </div>
    </div>
    <form part="toolbar" class="filters" role="search" aria-label=${t.filters} @submit=${onFilter}>
      <label>${t.filterCity}<input name="city" type="text" autocomplete="off" .value=${filters.city} /></label>
      <label
        >${t.filterSaleType}
        <select name="saleType">
          <option value="" ?selected=${filters.saleType === ''}>${t.anySaleType}</option>
          ${SALE_TYPES.map((type) => html`<option value=${type} ?selected=${filters.saleType === type}>${t.choice[type]}</option>`)}
        </select>
      </label>
      <label>${t.filterMls}<input name="mls" type="text" autocomplete="off" .value=${filters.mls} /></label>
      <button part="button" type="submit">${t.applyFilters}</button>
      <button part="button" type="button" ?disabled=${!table.filtered} @click=${onClear}>${t.clearFilters}</button>
    </form>
    <div class="bulk">
      <button part="button" class="danger" type="button" ?disabled=${selected.size === 0}
        @click=${(e: Event) => on.onDelete([...selected.values()], opener(e))}>${t.deleteSelected(selected.size)}</button>
      <span class="count">${result ? t.caption(result.total, items.length) : ''}</span>
    </div>
    ${
      failure
        ? html`<div class="status error" role="alert">
          ${t.loadFailed(t.failure(failure))} <button part="button" type="button" @click=${() => table.refresh()}>${t.retry}</button>
        </div>`
        : nothing
    }
    <div class="scroll" role="region" aria-labelledby="caption" tabindex="0">
      <table part="table" class="listings" aria-busy=${task.status === TaskStatus.PENDING ? 'true' : 'false'}>
        <caption id="caption" class="visually-hidden">${t.title}</caption>
        <thead>
          <tr>
            <th scope="col"><input type="checkbox" aria-label=${t.selectAll} .checked=${allOn} ?disabled=${items.length === 0}
              @change=${(e: Event) => table.select(items, (e.target as HTMLInputElement).checked)} /></th>
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
          ${items.map((listing) => renderRow(t, lang, table, listing, on))}
        </tbody>
      </table>
      ${task.status === TaskStatus.PENDING && items.length === 0 ? html`<p class="empty">${t.loading}</p>` : nothing}
      ${task.status === TaskStatus.COMPLETE && items.length === 0 ? html`<p class="empty">${table.filtered ? t.emptyFiltered : t.empty}</p>` : nothing}
    </div>
    <nav part="pager" class="pager" aria-label=${t.pageOf(page, pages)}>
      <button part="button" type="button" ?disabled=${page <= 1} @click=${() => table.goTo(page - 1)}>${t.previous}</button>
      <span>${t.pageOf(page, pages)}</span>
      <button part="button" type="button" ?disabled=${pages !== undefined ? page >= pages : items.length < table.pageSize}
        @click=${() => table.goTo(page + 1)}>${t.next}</button>
      <label
        >${t.pageSize}
        <select @change=${(e: Event) => table.setPageSize(Number((e.target as HTMLSelectElement).value))}>
          ${PAGE_SIZES.map((size) => html`<option value=${size} ?selected=${size === table.pageSize}>${size}</option>`)}
        </select>
      </label>
    </nav>
  `;
}

function renderRow(
  t: Strings,
  lang: Lang,
  table: TableController,
  listing: Listing,
  on: TableHandlers,
): TemplateResult {
  const name = listingName(t, listing);
  const photo = listing.images[0];
  return html`
    <tr>
      <td><input type="checkbox" aria-label=${t.selectOne(name)} .checked=${table.selected.has(listing.id)}
        @change=${(e: Event) => table.select([listing], (e.target as HTMLInputElement).checked)} /></td>
      <td>${photo ? html`<img class="thumb" src=${photo} alt="" loading="lazy" width="64" height="48" />` : html`<span class="thumb none">${t.noPhoto}</span>`}</td>
      <td>${cell('address', listing.address)}${cell('place', placeLine(listing))}</td>
      <td class="num" data-label=${t.col.price}>${formatPrice(listing, lang)}</td>
      <td data-label=${t.col.status}>${listing.status ? t.choice[listing.status] : ''}</td>
      <td class="num" data-label=${t.col.beds}>${listing.bedrooms ?? ''}</td>
      <td class="num" data-label=${t.col.baths}>${listing.bathrooms ?? ''}</td>
      <td data-label=${t.col.mls}>${listing.mlsNumber ? cell('mls', listing.mlsNumber) : nothing}</td>
      <td class="num" data-label=${t.col.dom}>${listing.daysOnMarket ?? ''}</td>
      <td class="row-actions">
        <button part="button" type="button" aria-label=${t.editOne(name)} @click=${() => on.onEdit(listing)}>${t.edit}</button>
        <button part="button" class="danger" type="button" aria-label=${t.deleteOne(name)}
          @click=${(e: Event) => on.onDelete([listing], e.currentTarget as HTMLElement)}>${t.delete}</button>
      </td>
    </tr>
  `;
}

/** Under the delete question, when it concerns more than one listing: their names. */
export function renderDeleteNames(t: Strings, listings: readonly Listing[]): TemplateResult | typeof nothing {
  return listings.length > 1
    ? html`<ul class="names">${listings.map((listing) => html`<li>${listingName(t, listing)}</li>`)}</ul>`
    : nothing;
}

export const tableStyles = css`
  /* The tables of <listing-manager>: the listings, and the import's mapping and rows, which use them too. */
  .scroll {
    overflow-x: auto;
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
    background: var(--_background);
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  caption {
    padding: 8px 10px;
    text-align: start;
    font-weight: 700;
  }
  th,
  td {
    padding: 8px 10px;
    border-bottom: 1px solid var(--_line);
    text-align: start;
    vertical-align: middle;
  }
  thead th {
    background: var(--_sunken);
    font-size: 13px;
    white-space: nowrap;
  }
  .num {
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .filters {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 8px 12px;
    padding: 12px;
    border: 1px solid var(--_line);
    border-radius: var(--_radius);
    background: var(--_background);
  }
  .filters label,
  .pager label {
    display: flex;
    flex-direction: column;
    gap: 2px;
    font-size: 13px;
    font-weight: 600;
  }
  .filters input {
    width: 11em;
  }
  /* The field controls' full width is for the form: here a choice is as wide as its options. */
  .filters select,
  .pager select {
    width: auto;
  }
  .bulk {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    margin: 12px 0 8px;
  }
  .count {
    color: var(--_muted);
  }
  /* Long unbroken text (an address of 2,000 letters) wraps anywhere and is cut to two lines, its whole value in the title: the price, status and actions stay on screen. */
  .listings td {
    overflow-wrap: anywhere;
  }
  .address,
  .place {
    display: block;
  }
  .clamp {
    display: -webkit-box;
    overflow: hidden;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
  }
  .address {
    font-weight: 600;
  }
  .place {
    font-size: 13px;
    color: var(--_muted);
  }
  .row-actions {
    white-space: nowrap;
  }
  .row-actions button + button {
    margin-left: 6px;
  }
  .empty {
    margin: 0;
    padding: 24px;
    text-align: center;
    color: var(--_muted);
  }
  .pager {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 8px 12px;
    margin-top: 12px;
  }
  .pager span {
    align-self: center;
  }
  .names {
    max-height: 40vh;
    overflow: auto;
  }
  /* Narrow: each listing becomes a card, every value named by its column (data-label). */
  @container (max-width: 599px) {
    .listings thead th:not(:first-child) {
      position: absolute;
      /* At the start: a hidden header left where the table would put it widened the page by its width. */
      left: 0;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    .listings tbody tr {
      display: grid;
      grid-template-columns: auto 64px minmax(0, 1fr);
      gap: 2px 12px;
      padding: 10px;
      border-bottom: 1px solid var(--_line);
    }
    .listings tbody td {
      display: block;
      padding: 0;
      border: 0;
      text-align: start;
      max-width: none;
    }
    .listings tbody td:nth-child(n + 4) {
      grid-column: 1 / -1;
    }
    .listings tbody td:nth-child(n + 4):not(:empty):not(.row-actions)::before {
      content: attr(data-label) ': ';
      font-weight: 600;
      color: var(--_muted);
    }
    .listings tbody td:nth-child(n + 4):empty {
      display: none;
    }
    .row-actions {
      margin-top: 6px;
    }
  }
`;
