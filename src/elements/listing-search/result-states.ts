/**
 * The states of `<listing-search>` that the first results do not show: nothing found (each filter
 * named and removable, a few cities that have homes), a page past the end, a failed search (a human
 * sentence and Retry), a search the client refused to send (what is wrong with which field: no Retry,
 * which could not succeed) and the missing `serial-number`; their markup and their words in both languages.
 * A chunk of its own, loaded the first time the search needs it (and after the first results, while the
 * browser is idle, so a later failure need not fetch it). Their styles stay with the element's: saved
 * homes draw the same boxes.
 */
import { html, nothing } from 'lit';
import { type ApiError, isApiError } from '../../api/errors.js';
import type { Lang } from '../shared/lang.js';
import { strings } from '../shared/i18n.js';
import { isFiltered } from './query.js';
import type { ListingFilters, SearchForStates } from './types.js';
import { paramName } from './url-params.js';

const en = {
  noResults: 'No homes match these filters.',
  noResultsHint: 'Try other filters, or clear them.',
  removeFilter: (label: string, value: string) => `Remove ${label}: ${value}`,
  citiesWithHomes: 'Cities with homes:',
  emptyPage: 'There are no homes on this page.',
  firstPage: 'Go to the first page',
  pageFailed: (page: number) => `Page ${page} could not load.`,
  missingSerial: 'Listings cannot load: the serial-number attribute (chatbot ID) is missing.',
  tooLong: (field: string, max: string) =>
    `${field}: the text is too long (at most ${max} characters). Shorten it and search again.`,
  invalid: (field: string) => `${field}: this value cannot be searched. Change it and search again.`,
  error: {
    network: 'The listings service could not be reached. Check your connection and try again.',
    timeout: 'The listings service took too long to answer. Try again.',
    busy: 'The listings service is busy. Wait a moment and try again.',
    server: 'The listings service had a problem. Try again in a moment.',
    key: 'The listings service refused this search’s key.',
    notFound: 'No listings found: check serial-number and api-base.',
    refused: 'The listings service refused the search.',
    unreadable: 'The listings service sent an unreadable answer. Try again.',
  },
};

const es: typeof en = {
  noResults: 'Ninguna propiedad coincide con estos filtros.',
  noResultsHint: 'Pruebe otros filtros o bórrelos.',
  removeFilter: (label, value) => `Quitar ${label}: ${value}`,
  citiesWithHomes: 'Ciudades con propiedades:',
  emptyPage: 'No hay propiedades en esta página.',
  firstPage: 'Ir a la primera página',
  pageFailed: (page) => `No se pudo cargar la página ${page}.`,
  missingSerial: 'No se pueden cargar propiedades: falta el atributo serial-number (ID del chatbot).',
  tooLong: (field, max) =>
    `${field}: el texto es demasiado largo (${max} caracteres como máximo). Acórtelo y vuelva a buscar.`,
  invalid: (field) => `${field}: este valor no se puede buscar. Cámbielo y vuelva a buscar.`,
  error: {
    network: 'No se pudo conectar con el servicio de propiedades. Compruebe su conexión y reintente.',
    timeout: 'El servicio de propiedades tardó demasiado. Reintente.',
    busy: 'El servicio de propiedades está ocupado. Espere un momento y reintente.',
    server: 'El servicio de propiedades tuvo un problema. Reintente en un momento.',
    key: 'El servicio de propiedades rechazó la clave de esta búsqueda.',
    notFound: 'No se encontraron propiedades: revise serial-number y api-base.',
    refused: 'El servicio de propiedades rechazó la búsqueda.',
    unreadable: 'El servicio de propiedades envió una respuesta ilegible. Reintente.',
  },
};

const words = (lang: Lang) => (lang === 'es' ? es : en);

/** The first field a search the client would not send got wrong, and what is wrong with it, in the widget's words. */
function inputText(error: ApiError, lang: Lang): string {
  const t = { ...strings(lang), ...words(lang) };
  const { path, message } = error.issues[0] ?? { path: '', message: '' };
  const field = ({ CityName: t.city, MLSNumber: t.mls } as Record<string, string>)[path] ?? path;
  // Worded by limits.ts's `tooLongMessage` (read here rather than imported: each import from the entry costs it bytes).
  const max = /at most (\d+) characters/.exec(message)?.[1];
  return max ? t.tooLong(field, max) : t.invalid(field);
}

/** A human sentence for an error of the listing client, in the widget's language: no status codes, no server text. */
function errorText(error: unknown, lang: Lang): string {
  const t = words(lang).error;
  const unknown = strings(lang).failed;
  if (!isApiError(error)) return unknown;
  if (error.kind === 'invalid-request') return inputText(error, lang);
  // An `api` error carries the status in the envelope's Code; an `http` one in the HTTP status.
  const status = (error.kind === 'http' ? error.status : error.kind === 'api' ? error.code : 0) ?? 0;
  if (status === 429) return t.busy;
  if (status === 401 || status === 403) return t.key;
  if (status === 404) return t.notFound;
  if (status >= 500 && error.kind === 'http') return t.server;
  const byKind: Partial<Record<ApiError['kind'], string>> = {
    network: t.network,
    timeout: t.timeout,
    'invalid-response': t.unreadable,
    api: t.refused,
    http: t.refused,
  };
  return byKind[error.kind] ?? unknown;
}

/**
 * No results: past the last page (a way back to page 1), or nothing matches (the filters of `host` as
 * removable chips, and up to five of the cities `search` knows to have homes). `clearAll` clears every
 * filter, `goToPage` turns the page (both as the element's own controls do). The way back to page 1 submits the
 * search form with the page, as the pager's buttons do, so it also works without JavaScript on a server-drawn page.
 */
export function renderEmpty(
  lang: Lang,
  host: Element & Pick<ListingFilters, 'city' | 'saleType' | 'mlsNumber'>,
  search: SearchForStates,
  clearAll: () => void,
  goToPage: (page: number) => void,
) {
  const setFilters = (filters: Partial<ListingFilters>) => search.setFilters(filters);
  const cities = [...search.cities.values()];
  const t = { ...strings(lang), ...words(lang) };
  if (search.query.page > 1) {
    return html`<div part="empty" class="empty">
      <p class="empty-title">${t.emptyPage}</p>
      <button form="form" name=${paramName(host, 'page')} value="1" @click=${() => goToPage(1)}>${t.firstPage}</button>
    </div>`;
  }
  const chip = (label: string, value: string, clear: Partial<ListingFilters>) =>
    value
      ? html`<button type="button" class="chip" aria-label=${t.removeFilter(label, value)} @click=${() => setFilters(clear)}>${value} ✕</button>`
      : nothing;
  const { city, saleType, mlsNumber } = host;
  return html`<div part="empty" class="empty">
    <p class="empty-title">${t.noResults}</p>
    ${
      isFiltered(search.query)
        ? html`<p>${t.noResultsHint}</p>
          <div class="chips">
            ${chip(t.city, city, { city: '' })}
            ${chip(t.saleType, saleType && (saleType === 'for_rent' ? t.forRent : t.forSale), { saleType: '' })}
            ${chip(t.mls, mlsNumber, { mlsNumber: '' })}
            <button class="clear" type="button" @click=${clearAll}>${t.clearFilters}</button>
          </div>
          ${
            cities.length
              ? html`<p>${t.citiesWithHomes}</p>
                <div class="chips">
                  ${cities.slice(0, 5).map((name) => html`<button type="button" class="city" @click=${() => setFilters({ city: name, saleType: '', mlsNumber: '' })}>${name}</button>`)}
                </div>`
              : nothing
          }`
        : nothing
    }
  </div>`;
}

/**
 * A failed search: the sentence, and Retry (not for a search the client refused to send: the same input
 * would be refused again); `failedPage` names a page change that failed while the last page's cards stay.
 */
export function renderError(error: unknown, lang: Lang, retry: () => void, failedPage?: number) {
  const refused = isApiError(error) && error.kind === 'invalid-request';
  return html`<div part="error" class="error" role="alert">
    ${failedPage ? html`<strong>${words(lang).pageFailed(failedPage)}</strong>` : nothing}
    <p>${errorText(error, lang)}</p>
    ${refused ? nothing : html`<button class="retry" type="button" @click=${retry}>${strings(lang).retry}</button>`}
  </div>`;
}

/** The element has no `serial-number`: a developer's mistake, said plainly. */
export const renderMissingSerial = (lang: Lang) => html`<p part="error" class="error">${words(lang).missingSerial}</p>`;
