/**
 * The filter form of `<listing-search>` and its Filters panel: the city (with the inventory's cities as
 * suggestions), the sale type, the MLS number and the refine controls (`refine-controls.ts`) the element's
 * `controls` show, and what a visitor's typing and choices do to the search (`SearchController`). On a
 * phone, the controls after the sale type sit in a panel behind a Filters button.
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import type { SaleType } from '../../api/schemas.js';
import { strings } from '../shared/i18n.js';
import type { Lang } from '../shared/lang.js';
import { refineCount } from './query.js';
import { REFINE_CONTROLS, refineChange, renderRefine } from './refine-controls.js';
import { type SearchController, foldCity } from './search-controller.js';
import { type ParamKey, paramName } from './url-params.js';

/** Every filter but the city and the sale type, cleared (the panel's Clear; "Clear filters" also clears those two). */
const CLEARED = {
  mlsNumber: '',
  minPrice: undefined,
  maxPrice: undefined,
  beds: 0,
  baths: 0,
  propertyType: '',
  status: '',
  tours: '',
};
const DEBOUNCE_MS = 300;

/** What the form needs of its element: which controls show, and the filters its text fields hold. */
export interface FormHost extends ReactiveControllerHost, HTMLElement {
  renderRoot: HTMLElement | DocumentFragment;
  controls: string;
  city: string;
  mlsNumber: string;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}

export class SearchFormController implements ReactiveController {
  readonly #host: FormHost;
  readonly #search: SearchController;
  /** The `controls` shown when the element's property is null (its attribute removed). */
  readonly #defaults: string;
  #debounce: ReturnType<typeof setTimeout> | undefined;
  /** The phone's Filters panel is open. */
  #panelOpen = false;

  constructor(host: FormHost, search: SearchController, defaults: string) {
    this.#host = host;
    this.#search = search;
    this.#defaults = defaults;
    host.addController(this);
  }

  hostDisconnected(): void {
    clearTimeout(this.#debounce);
  }

  /** Every filter cleared (the empty state's "Clear filters"). */
  clear(): void {
    clearTimeout(this.#debounce);
    this.#search.setFilters({ city: '', saleType: '', ...CLEARED });
  }

  /** The form, or nothing when `controls` shows none of its controls. */
  render(lang: Lang) {
    if (!['city', 'sale-type', 'mls', ...REFINE_CONTROLS].some((control) => this.#shows(control))) return nothing;
    const t = strings(lang);
    const query = this.#search.query;
    const name = this.#name;
    const radio = (value: SaleType | '', label: string) =>
      html`<label class="segment"
        ><input type="radio" name=${name('saleType')} .value=${value} .checked=${query.saleType === value} @change=${this.#onSaleType} /><span>${label}</span></label
      >`;
    // With refine controls, what follows city and sale type sits in a panel that a phone opens with the Filters button.
    const refining = REFINE_CONTROLS.some((control) => this.#shows(control));
    const active = refineCount(query) + (query.mlsNumber ? 1 : 0);
    const mls = this.#shows('mls')
      ? html`<label class="field"
          ><span class="label">${t.mls}</span
          ><input name=${name('mlsNumber')} type="search" placeholder=${t.mls} autocomplete="off" .value=${this.#host.mlsNumber}
        /></label>`
      : nothing;
    // A GET form whose fields carry the address's parameter names: without JavaScript it loads this page with the search
    // (the server draws it; the pager's buttons submit it with a page); with JavaScript it searches live (#onSubmit).
    return html`<form id="form" part="form" role="search" aria-label=${t.search} @submit=${this.#onSubmit} @change=${this.#onChange} @input=${this.#onInput} @focusin=${this.#onFocus}>
      ${
        this.#shows('city')
          ? html`<label class="field"
            ><span class="label">${t.city}</span
            ><input name=${name('city')} type="search" placeholder=${t.city} list="cities" autocomplete="off" .value=${this.#host.city} @keydown=${this.#onKey} /><datalist id="cities"
              >${[...this.#search.cities.values()].sort().map((city) => html`<option value=${city}></option>`)}</datalist
            ></label>`
          : nothing
      }
      ${
        this.#shows('sale-type')
          ? html`<fieldset class="field">
            <legend class="label">${t.saleType}</legend>
            <div class="segments">${radio('', t.any)}${radio('for_sale', t.forSale)}${radio('for_rent', t.forRent)}</div>
          </fieldset>`
          : nothing
      }
      ${
        refining
          ? html`<button class="filters" type="button" aria-expanded=${this.#panelOpen ? 'true' : 'false'} aria-controls="refine" @click=${() => this.#togglePanel(!this.#panelOpen)}>
              ${t.filters}${active ? ` (${active})` : ''}
            </button>
            <div id="refine" class=${this.#panelOpen ? 'refine open' : 'refine'} role="group" aria-label=${t.filters} @keydown=${this.#onPanelKey}>
              ${mls}${renderRefine((control) => this.#shows(control), query, t, this.#search.typeOptions(), name)}
              <div class="actions">
                <button type="button" @click=${() => this.#togglePanel(false, 'results')}>${t.apply}</button>
                <button type="button" class="reset" @click=${() => this.#search.setFilters(CLEARED)}>${t.clearFilters}</button>
              </div>
            </div>`
          : mls
      }
      ${this.#shows('city') || this.#shows('mls') || this.#shows('price') ? html`<button class="submit" type="submit">${t.search}</button>` : nothing}
    </form>`;
  }

  // The handlers are arrow functions: Lit calls a listener with the element as `this`.
  /** Typing in a text field (city, MLS number, price): committed after a pause (or Enter). */
  #onInput = (event: Event): void => {
    const { type } = event.target as HTMLInputElement;
    if (type !== 'search' && type !== 'number') return;
    clearTimeout(this.#debounce);
    this.#debounce = setTimeout(() => this.#commitText(true), DEBOUNCE_MS);
  };

  #onSubmit = (event: Event): void => {
    event.preventDefault();
    this.#commitText(false);
  };

  /** Enter in the city field: WebKit's open suggestion list takes it and submits nothing, so it searches here. */
  #onKey = (event: KeyboardEvent): void => {
    if (event.key === 'Enter' && !event.isComposing) this.#onSubmit(event);
  };

  #onSaleType = (event: Event): void => {
    this.#search.setFilters({ saleType: (event.target as HTMLInputElement).value as SaleType | '' });
  };

  /** A select or checkbox of the refine controls changed (the text fields: `#onInput`). */
  #onChange = (event: Event): void => {
    const control = event.target as HTMLInputElement;
    if (control.localName === 'select' || control.type === 'checkbox') this.#search.setFilters(refineChange(control));
  };

  /** The form is used and shows the type control: the index loads in the background for the types' counts. */
  #onFocus = (): void => {
    if (this.#shows('type')) this.#search.loadTypes();
  };

  #onPanelKey = (event: KeyboardEvent): void => {
    if (event.key === 'Escape' && this.#panelOpen) {
      event.preventDefault();
      this.#togglePanel(false, 'button');
    }
  };

  /** The phone's Filters button; the panel's Apply and Escape close it (focus: the results, or back to the button). */
  #togglePanel(open: boolean, focus?: 'results' | 'button'): void {
    const root = this.#host.renderRoot;
    this.#panelOpen = open;
    this.#host.requestUpdate();
    void this.#host.updateComplete.then(() =>
      root
        .querySelector<HTMLElement>(open ? '#refine :is(input, select)' : focus === 'results' ? 'h2' : '.filters')
        ?.focus(),
    );
  }

  /** The text fields' values as filters: `typing` (the debounce) keeps one history entry for the whole word; Enter or the button ends it. */
  #commitText(typing?: boolean): void {
    clearTimeout(this.#debounce);
    const host = this.#host;
    const form = host.renderRoot.querySelector('form');
    if (!form) return;
    const value = (key: ParamKey) =>
      ((form.elements.namedItem(this.#name(key)) as HTMLInputElement | null)?.value ?? '').trim();
    const city = value('city');
    const price = (key: 'minPrice' | 'maxPrice') =>
      this.#shows('price') ? Number(value(key)) || undefined : host[key];
    this.#search.setFilters(
      {
        // A known city however it was typed ("salt lake city", "Bogota"): the request sends the inventory's whole name.
        city: this.#shows('city') ? (this.#search.cities.get(foldCity(city)) ?? city) : host.city,
        mlsNumber: this.#shows('mls') ? value('mlsNumber') : host.mlsNumber,
        minPrice: price('minPrice'),
        maxPrice: price('maxPrice'),
      },
      typing,
    );
  }

  /** A field's name: its address parameter's (`url-params.ts`). */
  #name = (key: ParamKey): string => paramName(this.#host, key);

  /** Whether the element's `controls` show `control`. */
  #shows(control: string): boolean {
    return (this.#host.controls ?? this.#defaults).split(/[\s,]+/).includes(control);
  }
}
