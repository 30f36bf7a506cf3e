/**
 * CSV export then import as a property (fast-check): for any listing a chatbot might hold (any text, with
 * spreadsheet formula characters, apostrophes, quotes, delimiters and line breaks anywhere; any URLs
 * `safeUrl` accepts; any numbers; extra columns), what the export writes (papaparse) the import reads back
 * as the same form values, and so the same RealEstateCreate body.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { normalizeListing } from '../../../src/api/normalize.js';
import { EXPORT_COLUMNS, autoMap, exportRow, rowValues, safeCell } from '../../../src/elements/listing-manager/csv.js';
import { readCsv, writeCsv } from '../../../src/elements/listing-manager/csv-io.js';
import { checkValues, valuesOfListing } from '../../../src/elements/listing-manager/listing-form.js';
import { settings } from '../../support/property.js';

/** Text with what breaks CSV and spreadsheets, at the start especially. */
const tricky = fc
  .tuple(
    fc.constantFrom('', '=', '+', '-', '@', '\t', '\r', '\r\n', "'", "''", '"', ',', ';', '|', ' '),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.constantFrom('', '\n', ',', '"', "'", ';', '\t'),
  )
  .map((parts) => parts.join(''));
/** Text the list trims (so its ends carry no spaces): fields other than the description. */
const text = tricky.map((value) => value.trim());
const nonEmpty = text.filter((value) => value !== '');
const number = fc.oneof(fc.integer({ min: 0, max: 1e9 }), fc.double({ min: 0, max: 1e7, noNaN: true }));
const url = fc.webUrl({ withQueryParameters: true, withFragments: true });

const record = fc.record({
  ID: fc.integer({ min: 1, max: 1e6 }),
  SaleType: fc.constantFrom('for_sale', 'for_rent'),
  Status: fc.constantFrom('Active', 'PreOnMarket', 'Sold'),
  PropertyType: nonEmpty,
  MLSNumber: nonEmpty,
  Url: url,
  YearBuilt: fc.integer({ min: 1800, max: 2030 }),
  DaysOnMarket: fc.integer({ min: 0, max: 5000 }),
  Tours: fc.constantFrom('', 'OpenHouse', '3D'),
  Description: tricky,
  CurrencySymbol: fc.constantFrom('$', '€', '£'),
  SalePrice: number,
  RentPrice: fc.option(number, { nil: '' }),
  Bedrooms: fc.integer({ min: 0, max: 20 }),
  Bathrooms: fc.integer({ min: 0, max: 20 }).map((n) => n / 2),
  BuildingArea: number,
  LotArea: number,
  ParkingSpots: fc.integer({ min: 0, max: 10 }),
  Address: text,
  City: text,
  State: text,
  ZIP: text,
  LATITUDE: fc.double({ min: -89, max: 89, noNaN: true }),
  LONGITUDE: fc.double({ min: -179, max: 179, noNaN: true }),
  Images: fc.array(url, { maxLength: 4 }).map((urls) => JSON.stringify(urls)),
  ExtensionColumn: fc
    .array(fc.record({ Key: nonEmpty, value: tricky }), { maxLength: 3 })
    .map((pairs) => JSON.stringify(pairs)),
});

describe('CSV export then import for any listing (fast-check)', () => {
  it('reads back the values it wrote, and so the same request', async () => {
    await fc.assert(
      fc.asyncProperty(record, async (value) => {
        const listing = normalizeListing(value)!;
        const csv = await writeCsv(EXPORT_COLUMNS, [exportRow(listing).map(safeCell)]);
        const table = await readCsv(csv);
        assert.deepEqual(table.headers, [...EXPORT_COLUMNS]);
        const back = rowValues(table.rows[0]!, table.headers, autoMap(table.headers), { areaUnit: 'Square Feet' });
        const wrote = { ...valuesOfListing(listing), AreaUnit: 'Square Feet' };
        assert.deepEqual(back, wrote);
        assert.deepEqual(checkValues(back, 'bot').input, checkValues(wrote, 'bot').input);
      }),
      settings(100),
    );
  });
});
