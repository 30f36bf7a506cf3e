/**
 * CSV import and export of listings, the pure parts: which column feeds which field (by header name,
 * with the aliases spreadsheets and MLS exports use), a row to form values, the check of every row
 * before anything is sent (the form's own check, plus duplicates within the file), and the export's
 * columns and cells, which are exactly what the import reads back. Parsing and writing the CSV text
 * itself is papaparse's (loaded on demand, `csv-io.ts`).
 */
import type { Listing, ListingCreate } from '../../api/schemas.js';
import {
  FIELDS,
  type ListingField,
  type ListingValues,
  type Problems,
  type ScalarField,
  blankValues,
  checkValues,
  splitImages,
  splitPairs,
  valuesOfListing,
} from './listing-form.js';

/** Where a column goes: a field, `Price` (sale or rent price by the row's sale type), an extra column, or nowhere. */
export type ColumnTarget = ListingField | 'Price' | 'extra' | 'ignore';

/** The export's columns, in order: every field, by its API name (the import maps them back by name). */
export const EXPORT_COLUMNS: readonly ListingField[] = FIELDS.map((field) => field.name);

const squash = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[^a-z0-9#]/g, '');

/** Header names (squashed: lower case, letters and digits only) that mean a field, besides the field's own name. */
const ALIASES: Record<string, ColumnTarget> = {
  price: 'Price',
  listprice: 'Price',
  askingprice: 'Price',
  saleprice: 'SalePrice',
  rent: 'RentPrice',
  monthlyrent: 'RentPrice',
  beds: 'Bedrooms',
  bed: 'Bedrooms',
  br: 'Bedrooms',
  bedroomstotal: 'Bedrooms',
  baths: 'Bathrooms',
  bath: 'Bathrooms',
  ba: 'Bathrooms',
  bathroomstotal: 'Bathrooms',
  sqft: 'BuildingArea',
  squarefeet: 'BuildingArea',
  squarefootage: 'BuildingArea',
  livingarea: 'BuildingArea',
  area: 'BuildingArea',
  size: 'BuildingArea',
  lotsize: 'LotArea',
  lotsqft: 'LotArea',
  lot: 'LotArea',
  zip: 'ZIP',
  zipcode: 'ZIP',
  postalcode: 'ZIP',
  postcode: 'ZIP',
  mls: 'MLSNumber',
  'mls#': 'MLSNumber',
  mlsid: 'MLSNumber',
  mlsno: 'MLSNumber',
  listingid: 'MLSNumber',
  link: 'Url',
  listingurl: 'Url',
  website: 'Url',
  photos: 'Images',
  photo: 'Images',
  imageurls: 'Images',
  image: 'Images',
  pictures: 'Images',
  type: 'PropertyType',
  hometype: 'PropertyType',
  listingstatus: 'Status',
  listingtype: 'SaleType',
  transaction: 'SaleType',
  currency: 'CurrencySymbol',
  year: 'YearBuilt',
  built: 'YearBuilt',
  dom: 'DaysOnMarket',
  parking: 'ParkingSpots',
  garage: 'ParkingSpots',
  garagespaces: 'ParkingSpots',
  street: 'Address',
  streetaddress: 'Address',
  town: 'City',
  province: 'State',
  lat: 'Latitude',
  lng: 'Longitude',
  lon: 'Longitude',
  long: 'Longitude',
  hoa: 'HOAMonth',
  hoafee: 'HOAMonth',
  deposit: 'DepositFee',
  estimate: 'EstimatePrice',
  pricepersqft: 'UnitAreaPrice',
  tour: 'Tours',
  remarks: 'Description',
  publicremarks: 'Description',
  neighborhood: 'Location',
  unit: 'AreaUnit',
  extra: 'ExtensionColumn',
  extensioncolumns: 'ExtensionColumn',
};
for (const field of FIELDS) ALIASES[squash(field.name)] = field.name;
// The plural "Prices" or "Zip Codes" of a header are read as the singular.
const targetOf = (header: string): ColumnTarget =>
  ALIASES[squash(header)] ?? ALIASES[squash(header).replace(/s$/, '')] ?? 'ignore';

/** The column mapping found from the headers: each header's target; a field taken by an earlier column is not taken again. */
export function autoMap(headers: readonly string[]): ColumnTarget[] {
  const taken = new Set<ColumnTarget>();
  return headers.map((header) => {
    const target = targetOf(header);
    if (target === 'ignore' || taken.has(target)) return 'ignore';
    taken.add(target);
    return target;
  });
}

/** The fields no column feeds, of those the API requires (the mapping step warns of them). */
export function unmappedRequired(mapping: readonly ColumnTarget[]): ListingField[] {
  const mapped = new Set<ColumnTarget>(mapping);
  if (mapped.has('Price')) mapped.add('SalePrice');
  return FIELDS.filter((field) => field.required && !mapped.has(field.name)).map((field) => field.name);
}

export interface RowDefaults {
  /** AreaUnit for rows without one (the list's records carry none, so an export has none either). */
  areaUnit: string;
}

/** One row's cells to form values, by the mapping. Extra columns become key/value pairs named by their header. */
export function rowValues(
  cells: readonly string[],
  headers: readonly string[],
  mapping: readonly ColumnTarget[],
  defaults: RowDefaults,
): ListingValues {
  const values = { ...blankValues(), AreaUnit: defaults.areaUnit };
  let price: string | undefined;
  mapping.forEach((target, index) => {
    const cell = unguardCell(cells[index] ?? '');
    if (target === 'ignore') return;
    if (target === 'Price') price = cell;
    else if (target === 'extra') {
      if (cell.trim() !== '') values.ExtensionColumn.push({ key: headers[index]!.trim(), value: cell.trim() });
    } else if (target === 'Images') values.Images.push(...splitImages(cell));
    else if (target === 'ExtensionColumn') values.ExtensionColumn.unshift(...splitPairs(cell));
    else if (target !== 'AreaUnit' || cell.trim() !== '') values[target as ScalarField] = cell;
  });
  if (price !== undefined) {
    const rent = /rent|lease/i.test(values.SaleType);
    const into = rent ? 'RentPrice' : 'SalePrice';
    if (values[into].trim() === '') values[into] = price;
  }
  return values;
}

/** A row of the file after the check: its line, its values and, when valid, the request body. */
export interface CheckedRow {
  /** The row's number in the file, counting the header as row 1 (as a spreadsheet shows it). */
  line: number;
  values: ListingValues;
  input?: ListingCreate;
  problems: Problems;
  /** The earlier row with the same MLS number or URL, when this one repeats it. */
  duplicateOf?: number;
}

/** Checks one row: the form's check, and whether an earlier row had its MLS number or URL (`seen`, updated). */
export function checkRow(values: ListingValues, line: number, serial: string, seen: Map<string, number>): CheckedRow {
  const { input, problems } = checkValues(values, serial);
  const keys = [`m:${values.MLSNumber.trim()}`, `u:${values.Url.trim()}`].filter((key) => key.length > 2);
  const duplicateOf = keys.map((key) => seen.get(key)).find((earlier) => earlier !== undefined);
  if (duplicateOf !== undefined) return { line, values, problems, duplicateOf };
  if (input) for (const key of keys) seen.set(key, line);
  return input ? { line, values, input, problems } : { line, values, problems };
}

/** A row is sent only when it is valid and repeats no earlier row. */
export const isSendable = (row: CheckedRow): row is CheckedRow & { input: ListingCreate } =>
  row.input !== undefined && row.duplicateOf === undefined;

/** The export row of a listing: one cell per `EXPORT_COLUMNS`, as the import reads it back. */
export function exportRow(listing: Listing): string[] {
  const values = valuesOfListing(listing);
  return EXPORT_COLUMNS.map((name) => {
    // Photos separated by spaces; as a JSON array when one holds a `|` or `,`, where the import would split it.
    if (name === 'Images')
      return values.Images.some((url) => /[|,]/.test(url)) ? JSON.stringify(values.Images) : values.Images.join(' ');
    if (name === 'ExtensionColumn')
      return values.ExtensionColumn.length
        ? JSON.stringify(values.ExtensionColumn.map((pair) => ({ Key: pair.key, value: pair.value })))
        : '';
    return values[name];
  });
}

/**
 * Cells a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab or CR first: OWASP CSV injection), and
 * cells that start with the guard itself (`'`), so that taking it off again (`unguardCell`) is exact.
 */
const GUARDED = /^[=+\-@\t\r']/;

/** A cell with a leading `'` when it needs the guard (unless it is a plain number, which no spreadsheet runs). */
export function safeCell(cell: string): string {
  return GUARDED.test(cell) && !/^[-+]?\d+(\.\d+)?$/.test(cell) ? `'${cell}` : cell;
}

/**
 * The guard off again: a leading `'` before a character `safeCell` guards is removed, anything else stays, so
 * `unguardCell(safeCell(cell)) === cell` for every cell (`'=x` exports as `''=x` and comes back as `'=x`).
 */
export const unguardCell = (cell: string): string =>
  cell[0] === "'" && GUARDED.test(cell.slice(1)) ? cell.slice(1) : cell;
