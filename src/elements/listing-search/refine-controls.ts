/**
 * The refine controls of `<listing-search>` (price, beds, baths, type, status, tours, sort): their
 * markup, and what a change of one means as filters. On the first results' path when the default
 * controls show them, so kept lean; the filtering itself is in `refine.ts`, loaded on first need.
 */
import { html, nothing } from 'lit';
import type { Strings } from '../shared/i18n.js';
import { type SearchQuery, type SortOrder, SORTS, STATUSES, TOURS } from './query.js';
import type { ParamKey } from './url-params.js';

/** A field's name: the address parameter of its property (`url-params.ts`), so the form also searches without JavaScript. */
export type FieldName = (key: ParamKey) => string;

/** The `controls` tokens of the refine filters (on a phone they sit behind the Filters button). */
export const REFINE_CONTROLS = ['price', 'beds', 'baths', 'type', 'status', 'tours', 'sort'];

/** What the refine controls change: the element's properties of the same names. */
export interface RefineProps {
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  beds?: number;
  baths?: number;
  propertyType?: string;
  status?: string;
  tours?: string;
  sort?: SortOrder;
}

/** A select or a checkbox group of the refine controls changed: the properties it sets (the name's last word says which). */
export function refineChange(control: HTMLInputElement | HTMLSelectElement): RefineProps {
  const { name, value, form } = control;
  const key = name.split('-').pop();
  if (control.type === 'checkbox') {
    const checked = [...form!.querySelectorAll<HTMLInputElement>(`[name="${name}"]:checked`)]
      .map((box) => box.value)
      .join(' ');
    return key === 'status' ? { status: checked } : { tours: checked };
  }
  if (key === 'beds' || key === 'baths') return { [key]: Number(value) };
  return key === 'ptype' ? { propertyType: value } : { sort: value as SortOrder };
}

const select = (
  name: string,
  label: string,
  options: [value: string | number, text: string][],
  current: string | number,
) =>
  html`<label class="field"
    ><span class="label">${label}</span
    ><select name=${name}>
      ${options.map(([value, text]) => html`<option .value=${String(value)} ?selected=${String(value) === String(current)}>${text}</option>`)}
    </select></label
  >`;

const boxes = (name: string, legend: string, options: [value: string, text: string][], current: readonly string[]) =>
  html`<fieldset class="field">
    <legend class="label">${legend}</legend>
    <div class="boxes">
      <input type="hidden" name=${name} value="" />${options.map(
        ([value, text]) =>
          html`<label><input type="checkbox" name=${name} .value=${value} .checked=${current.includes(value)} />${text}</label>`,
      )}
    </div>
  </fieldset>`;

const price = (name: string, label: string, value: number | undefined) =>
  html`<label class="field"
    ><span class="label">${label}</span
    ><input name=${name} type="number" inputmode="numeric" min="0" placeholder=${label} .value=${value === undefined ? '' : String(value)}
  /></label>`;

/**
 * The refine fields that `shows` lets through, for `q`. `types`: the property types to offer, with
 * their counts when the inventory is loaded (the current one is always offered).
 */
export function renderRefine(
  shows: (control: string) => boolean,
  q: SearchQuery,
  t: Strings,
  types: readonly [string, number?][],
  name: FieldName,
) {
  const minimums = (values: number[]) => [[0, t.anyOption], ...values.map((n) => [n, `${n}+`])] as [number, string][];
  const typeOptions = types.map(
    ([type, count]) => [type, count === undefined ? type : `${type} (${count})`] as [string, string],
  );
  if (q.propertyType && !types.some(([type]) => type.toLowerCase() === q.propertyType.toLowerCase()))
    typeOptions.push([q.propertyType, q.propertyType]);
  return html`${shows('price') ? html`${price(name('minPrice'), t.minPrice, q.minPrice)}${price(name('maxPrice'), t.maxPrice, q.maxPrice)}` : nothing}
  ${shows('beds') ? select(name('beds'), t.bedsLabel, minimums([1, 2, 3, 4, 5]), q.beds) : nothing}
  ${shows('baths') ? select(name('baths'), t.bathsLabel, minimums([1, 1.5, 2, 3, 4]), q.baths) : nothing}
  ${shows('type') ? select(name('propertyType'), t.typeLabel, [['', t.anyOption], ...typeOptions], typeOptions.find(([type]) => type.toLowerCase() === q.propertyType.toLowerCase())?.[0] ?? '') : nothing}
  ${
    shows('status')
      ? boxes(
          name('status'),
          t.statusLabel,
          STATUSES.map((status) => [status, t.status[status]]),
          q.status,
        )
      : nothing
  }
  ${
    shows('tours')
      ? boxes(
          name('tours'),
          t.toursLabel,
          TOURS.map((tour) => [tour, t.tour[tour === '3d' ? '3D' : 'OpenHouse']]),
          q.tours,
        )
      : nothing
  }
  ${
    shows('sort')
      ? select(
          name('sort'),
          t.sortLabel,
          SORTS.map((sort) => [sort, t.sorts[sort]]),
          q.sort,
        )
      : nothing
  }`;
}
