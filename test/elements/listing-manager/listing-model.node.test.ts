// The pure parts of <listing-manager> in Node: the form's check and edit diff (listing-form.ts), the CSV
// column mapping, row check and export (csv.ts), the import's matching and pool (import-run.ts), and the
// CSV text itself through papaparse (csv-io.ts). The browser tests cover the element against the sandbox.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { normalizeListing } from '../../../src/api/normalize.js';
import {
  EXPORT_COLUMNS,
  autoMap,
  checkRow,
  exportRow,
  isSendable,
  rowValues,
  safeCell,
  unguardCell,
  unmappedRequired,
} from '../../../src/elements/listing-manager/csv.js';
import { readCsv, writeCsv } from '../../../src/elements/listing-manager/csv-io.js';
import { indexListings, matchOf, pool } from '../../../src/elements/listing-manager/import-run.js';
import {
  changedFields,
  checkValues,
  emptyValues,
  updateOf,
  valuesOfListing,
} from '../../../src/elements/listing-manager/listing-form.js';
import { strings } from '../../../src/elements/listing-manager/i18n.js';
import { validListing } from '../../api/fixtures.js';

const filled = () => ({
  ...emptyValues(),
  PropertyType: 'Condo',
  MLSNumber: 'MLS-9',
  Url: 'https://realtor.example/homes/9',
  YearBuilt: '1998',
  DaysOnMarket: '12',
  Bedrooms: '3',
  Bathrooms: '2.5',
  BuildingArea: '1,850',
  LotArea: '5000',
  ParkingSpots: '2',
  SalePrice: '$1,250,000',
});

describe('checkValues', () => {
  it('turns typed text into the RealEstateCreate body (numbers parsed, blanks left out)', () => {
    const { input, problems } = checkValues(filled(), 'bot-1');
    assert.equal(problems.size, 0);
    assert.deepEqual(input, {
      SerialNumber: 'bot-1',
      SaleType: 'for_sale',
      Status: 'Active',
      PropertyType: 'Condo',
      MLSNumber: 'MLS-9',
      Url: 'https://realtor.example/homes/9',
      YearBuilt: 1998,
      DaysOnMarket: 12,
      CurrencySymbol: '$',
      SalePrice: 1250000,
      Bedrooms: 3,
      Bathrooms: 2.5,
      BuildingArea: 1850,
      LotArea: 5000,
      AreaUnit: 'Square Feet',
      ParkingSpots: 2,
    });
  });

  it('gives each invalid field its reason, from the schema, with the limits and choices to name', () => {
    const values = {
      ...filled(),
      MLSNumber: ' ',
      Bedrooms: 'three',
      YearBuilt: '98',
      Bathrooms: '-1',
      Url: 'ftp://x',
      Latitude: '91',
      Status: 'Pending',
      Images: ['https://ok.example/a.jpg', 'javascript:alert(1)'],
      ExtensionColumn: [{ key: '', value: 'pool' }],
    };
    const { input, problems } = checkValues(values, 'bot-1');
    assert.equal(input, undefined);
    assert.deepEqual(Object.fromEntries(problems), {
      MLSNumber: { reason: 'required' },
      Bedrooms: { reason: 'number' },
      YearBuilt: { reason: 'min', limit: 1000 },
      Bathrooms: { reason: 'min', limit: 0 },
      Url: { reason: 'url' },
      Latitude: { reason: 'max', limit: 90 },
      Status: { reason: 'choice', choices: ['Active', 'PreOnMarket', 'Sold'] },
      Images: { reason: 'url', items: [1] },
      ExtensionColumn: { reason: 'pairKey', items: [0] },
    });
    const t = strings('es');
    assert.equal(
      t.problem.min(t.field.YearBuilt, problems.get('YearBuilt')!),
      'Año de construcción: debe ser como mínimo 1000.',
    );
  });

  it('reads the allowed values however a spreadsheet writes them', () => {
    const { input } = checkValues(
      {
        ...filled(),
        SaleType: 'For Rent',
        Status: 'sold',
        AreaUnit: 'sq ft',
        Tours: '3D tour',
        SpaceType: 'entire place',
      },
      'b',
    );
    assert.deepEqual(
      [input?.SaleType, input?.Status, input?.AreaUnit, input?.Tours, input?.SpaceType],
      ['for_rent', 'Sold', 'Square Feet', '3D', 'Entire place'],
    );
  });
});

describe('editing a listing read back from RealEstateList', () => {
  const record = {
    ID: 41,
    PropertyType: 'Condo',
    SaleType: 'For Sale',
    Status: 'Active',
    Images: '["https://img.example/1.jpg"]',
    CurrencySymbol: '$',
    Price: '1250000',
    State: 'TX',
    City: 'Austin',
    Address: '12 Oak Street',
    ZIP: '78701',
    Area: '1850',
    Bathrooms: '2.5',
    Bedrooms: '3',
    Url: 'https://realtor.example/homes/9',
    Tours: '',
    YearBuilt: '1998',
    MLSNumber: 'MLS-9',
    DaysOnMarket: '12',
    LotArea: '5000',
    BuildingArea: '1850',
    ParkingSpots: '2',
    Description: '',
    RentPrice: '',
    SpaceType: '',
    DepositFee: '',
    SalePrice: '1250000',
    UnitAreaPrice: '',
    EstimatePrice: '',
    HOAMonth: '',
    LATITUDE: null,
    LONGITUDE: null,
    ExtensionColumn: '[{"Key":"Pool","value":"yes"}]',
  };
  const saved = valuesOfListing(normalizeListing(record)!);

  it('fills the form from the normalised listing; an unchanged edit sends nothing', () => {
    assert.equal(saved.SaleType, 'for_sale');
    assert.equal(saved.Bedrooms, '3');
    assert.deepEqual(saved.ExtensionColumn, [{ key: 'Pool', value: 'yes' }]);
    assert.equal(saved.AreaUnit, '', 'the record carries no AreaUnit: the person chooses it');
    const values = { ...saved, AreaUnit: 'Square Feet', Bedrooms: '3.0 ' };
    assert.deepEqual(changedFields(saved, { ...saved, Bedrooms: '3.0 ' }), []);
    const { input } = checkValues(values, 'bot-1');
    assert.deepEqual(changedFields(saved, values), ['AreaUnit']);
    assert.equal(updateOf(saved, input!, { ...saved, Bedrooms: ' 3' }, { Key: '41', KeyType: 'Native' }), undefined);
  });

  it('sends the required fields and only the optional ones that changed; a cleared text is sent empty', () => {
    const values = { ...saved, AreaUnit: 'Square Feet', City: '', HOAMonth: '250' };
    const update = updateOf(saved, checkValues(values, 'bot-1').input!, values, { Key: '41', KeyType: 'Native' })!;
    assert.equal(update.Key, '41');
    assert.equal(update.HOAMonth, 250);
    assert.equal(update.City, '');
    assert.equal(update.SalePrice, undefined, 'an unchanged optional field is left out (kept as stored)');
    assert.equal(update.Bedrooms, 3);
  });
});

describe('CSV column mapping', () => {
  it('maps headers by name and common aliases, case and spacing aside; a field is taken once', () => {
    assert.deepEqual(
      autoMap([
        '\uFEFFMLS #',
        'Price',
        'Beds',
        'Baths',
        'Sq Ft',
        'Zip Code',
        'Photos',
        'Notes',
        'beds',
        'Sale Type',
        'lot_size',
      ]),
      [
        'MLSNumber',
        'Price',
        'Bedrooms',
        'Bathrooms',
        'BuildingArea',
        'ZIP',
        'Images',
        'ignore',
        'ignore',
        'SaleType',
        'LotArea',
      ],
    );
    assert.deepEqual(autoMap(EXPORT_COLUMNS), [...EXPORT_COLUMNS], 'the export header maps back one to one');
  });

  it('names the required fields no column fills', () => {
    const missing = unmappedRequired(autoMap(['MLS', 'Price', 'Beds']));
    assert.ok(
      missing.includes('Url') &&
        missing.includes('Bathrooms') &&
        !missing.includes('MLSNumber') &&
        !missing.includes('Bedrooms'),
    );
  });

  it('puts Price into the rent for rentals, extra columns into key/value pairs, and the default area unit into rows without one', () => {
    const headers = ['Sale Type', 'Price', 'Pool', 'Photos'];
    const mapping = autoMap(headers);
    mapping[2] = 'extra';
    const values = rowValues(
      ['For Rent', '2,400', 'heated', 'https://a.example/1.jpg | https://a.example/2.jpg'],
      headers,
      mapping,
      { areaUnit: 'Square Meters' },
    );
    assert.equal(values.RentPrice, '2,400');
    assert.equal(values.SalePrice, '');
    assert.deepEqual(values.ExtensionColumn, [{ key: 'Pool', value: 'heated' }]);
    assert.deepEqual(values.Images, ['https://a.example/1.jpg', 'https://a.example/2.jpg']);
    assert.equal(values.AreaUnit, 'Square Meters');
  });
});

describe('checkRow', () => {
  it('flags a repeat of an earlier row (same MLS number or URL) and keeps every row with its data', () => {
    const seen = new Map<string, number>();
    const a = checkRow(filled(), 2, 'b', seen);
    const b = checkRow({ ...filled(), Url: 'https://realtor.example/other' }, 3, 'b', seen);
    const c = checkRow({ ...filled(), MLSNumber: 'MLS-10', Bedrooms: 'x' }, 4, 'b', seen);
    assert.equal(isSendable(a), true);
    assert.equal(b.duplicateOf, 2);
    assert.equal(isSendable(b), false);
    assert.equal(isSendable(c), false);
    assert.equal(c.values.Bedrooms, 'x');
  });
});

describe('CSV export and import (papaparse)', () => {
  it('writes what it reads: quoting, commas and line breaks in cells, extra columns, images', async () => {
    const listing = normalizeListing({
      ...Object.fromEntries(
        Object.keys(validListing).map((key) => [key, String((validListing as Record<string, unknown>)[key])]),
      ),
      ID: 7,
      Images: '["https://img.example/a.jpg","https://img.example/b.jpg"]',
      Description: 'Big "sunny" home,\nnear the park',
      Address: '=1+2',
      ExtensionColumn: '[{"Key":"HOA","value":"yes, gated"}]',
      SalePrice: '500000',
      Price: '',
      LATITUDE: null,
      LONGITUDE: null,
    })!;
    const text = await writeCsv(EXPORT_COLUMNS, [exportRow(listing).map(safeCell)]);
    assert.ok(text.startsWith('\uFEFF') && text.includes('\r\n'));
    const table = await readCsv(text);
    assert.deepEqual(table.headers, [...EXPORT_COLUMNS]);
    const values = rowValues(table.rows[0]!, table.headers, autoMap(table.headers), { areaUnit: 'Square Feet' });
    assert.equal(values.Description, 'Big "sunny" home,\nnear the park');
    assert.equal(values.Address, '=1+2', 'the formula guard comes off again');
    assert.deepEqual(values.Images, ['https://img.example/a.jpg', 'https://img.example/b.jpg']);
    assert.deepEqual(values.ExtensionColumn, [{ key: 'HOA', value: 'yes, gated' }]);
    assert.ok(checkValues(values, 'demo-realty').input);
  });

  it('the formula guard is reversible: every description comes back as it was exported', async () => {
    const descriptions = [
      '\tIndented',
      '\r\nStarts with a line break',
      "'=not a formula",
      "'@mention",
      "'quoted from the start'",
      "''two apostrophes",
      "'",
      '=SUM(A1:A2)',
      '@handle',
      '-5',
      "'-5",
      '- a dash and a space',
    ];
    for (const description of descriptions) {
      assert.equal(unguardCell(safeCell(description)), description, JSON.stringify(description));
      const row = EXPORT_COLUMNS.map((name) => (name === 'Description' ? description : ''));
      const table = await readCsv(await writeCsv(EXPORT_COLUMNS, [row.map(safeCell)]));
      const values = rowValues(table.rows[0]!, table.headers, autoMap(table.headers), { areaUnit: 'Square Feet' });
      assert.equal(values.Description, description, JSON.stringify(description));
    }
    // A spreadsheet still sees text, never a formula.
    for (const cell of ['=1+2', '+A1', '-x', '@a', '\tx', '\rx']) assert.ok(safeCell(cell).startsWith("'"));
  });

  it('trims the URL on the way in (as the MLS number), so a trailing space cannot make a listing unreachable', async () => {
    const csv = `MLSNumber,Url\r\n" MLS-T ","https://trail.example/a "\r\n`;
    const table = await readCsv(csv);
    const values = rowValues(table.rows[0]!, table.headers, autoMap(table.headers), { areaUnit: 'Square Feet' });
    const { input } = checkValues({ ...filled(), MLSNumber: values.MLSNumber, Url: values.Url }, 'bot-1');
    assert.equal(input!.Url, 'https://trail.example/a');
    assert.equal(input!.MLSNumber, 'MLS-T');
    const seen = new Map<string, number>();
    checkRow({ ...filled(), Url: 'https://trail.example/a' }, 2, 'bot-1', seen);
    assert.equal(checkRow({ ...filled(), Url: 'https://trail.example/a  ' }, 3, 'bot-1', seen).duplicateOf, 2);
  });

  it('reads semicolons, CRLF and a BOM; says so for an empty file or one that is not a table', async () => {
    const table = await readCsv('\uFEFFMLS;Price;Address\r\nA-1;"1.000";"Main St; 4"\r\n');
    assert.deepEqual(table, { headers: ['MLS', 'Price', 'Address'], rows: [['A-1', '1.000', 'Main St; 4']] });
    await assert.rejects(readCsv('MLS,Price\r\n'), { name: 'CsvFileError', reason: 'empty' });
    await assert.rejects(readCsv('just some prose\nin two lines'), { name: 'CsvFileError', reason: 'not-csv' });
  });
});

describe('import matching and pool', () => {
  const listings = [
    { id: 1, mlsNumber: 'A', url: 'https://x.example/1' },
    { id: 2, mlsNumber: 'B', url: 'https://x.example/2' },
    { id: 3, mlsNumber: 'B', url: 'https://x.example/3' },
  ].map((item) => ({ ...item, currencySymbol: '$', images: [], tours: [], extension: [] }));
  const index = indexListings(listings);

  it('updates by MLS number when unique, else by URL, and never guesses between two', () => {
    assert.deepEqual(matchOf({ MLSNumber: 'A', Url: 'https://new.example' }, index), {
      Key: 'A',
      KeyType: 'MLSNumber',
    });
    assert.deepEqual(matchOf({ MLSNumber: 'Z', Url: 'https://x.example/3' }, index), {
      Key: 'https://x.example/3',
      KeyType: 'URL',
    });
    assert.equal(matchOf({ MLSNumber: 'B', Url: 'https://x.example/2' }, index), 'ambiguous');
    assert.equal(matchOf({ MLSNumber: 'Z', Url: 'https://new.example' }, index), undefined);
  });

  it('keeps at most the limit in flight and starts nothing after abort', async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const abort = new AbortController();
    await pool([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 4, abort.signal, async (item) => {
      started.push(item);
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      if (item === 6) abort.abort();
    });
    assert.equal(most, 4);
    assert.ok(started.length < 10 && started.length >= 6, `started ${started.length}`);
  });
});
