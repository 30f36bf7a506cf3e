// <listing-manager> against the real sandbox (mounted in the test server): every write goes over real
// HTTP to chatbots test-46 … test-55 and is read back with RealEstateList.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '../../support/engine.js';
import { AdminClient } from '../../../src/api/admin-client.js';
import type { Listing } from '../../../src/api/schemas.js';
import '../../../src/elements/listing-manager/listing-manager.js';
import type {
  ListingImportDoneDetail,
  ListingManager,
  ListingsDeletedDetail,
} from '../../../src/elements/listing-manager/listing-manager.js';
import { FIELDS } from '../../../src/elements/listing-manager/listing-form.js';
import { listingCreateSchema } from '../../../src/api/schemas.js';
import {
  $,
  $$,
  DEMO,
  client,
  createListings,
  faultyFetch,
  listingInput,
  resetChatbot,
  waitFor,
} from '../../support/sandbox.js';

const admin = (fetchImpl?: typeof fetch) =>
  new AdminClient({ baseUrl: location.origin, secretKey: DEMO.secretKey, ...(fetchImpl ? { fetch: fetchImpl } : {}) });

async function mount(serial: string, options: { admin?: AdminClient; lang?: string } = {}): Promise<ListingManager> {
  const el = await fixture<ListingManager>(
    html`<listing-manager serial-number=${serial} lang=${options.lang ?? 'en'} .client=${options.admin ?? admin()} .listClient=${client()}></listing-manager>`,
  );
  await loaded(el);
  return el;
}

async function loaded(el: ListingManager): Promise<void> {
  await el.updateComplete;
  await el.listTask.taskComplete.catch(() => undefined);
  await el.updateComplete;
}

async function readAll(serial: string): Promise<Listing[]> {
  return (await client().list({ SerialNumber: serial, PageSize: 100 })).items;
}

const button = (el: ListingManager, text: string) => {
  const found = $$<HTMLButtonElement>(el, 'button').find((b) => b.textContent!.trim() === text);
  if (!found) throw new Error(`no button "${text}"`);
  return found;
};
const text = (el: ListingManager) => el.shadowRoot!.textContent!.replace(/\s+/g, ' ');

async function type(el: ListingManager, id: string, value: string): Promise<void> {
  const control = $<HTMLInputElement | HTMLSelectElement>(el, `#f-${id}`)!;
  control.value = value;
  control.dispatchEvent(
    new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true, composed: true }),
  );
  await el.updateComplete;
}

/** Fills every required field of the form for a new listing. */
async function fillRequired(el: ListingManager, mls: string): Promise<void> {
  for (const [id, value] of Object.entries({
    PropertyType: 'Condo',
    MLSNumber: mls,
    Url: `https://realtor.example/${mls}`,
    YearBuilt: '2004',
    DaysOnMarket: '3',
    Bedrooms: '2',
    Bathrooms: '1.5',
    BuildingArea: '1,100',
    LotArea: '0',
    ParkingSpots: '1',
    Address: '5 Elm Road',
    City: 'Dallas',
    SalePrice: '$450,000',
  }))
    await type(el, id, value);
}

async function chooseFile(el: ListingManager, file: File): Promise<void> {
  const input = $<HTMLInputElement>(el, '#file')!;
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
  await waitFor(() => el.shadowRoot!.querySelector('table.mapping, #file-error'), 'the file to be read');
  await el.updateComplete;
}

/** Maps, checks and sends an import of `file`; resolves with the done event's detail. */
async function importFile(
  el: ListingManager,
  file: File,
  { updateExisting = false } = {},
): Promise<ListingImportDoneDetail> {
  button(el, 'Import CSV').click();
  await el.updateComplete;
  await chooseFile(el, file);
  if (updateExisting) $<HTMLInputElement>(el, '.options input[type="checkbox"]')!.click();
  button(el, 'Check the rows').click();
  await waitFor(
    () => $$(el, 'button').some((b) => /^Import \d+ rows?$/.test(b.textContent!.trim())),
    'the rows to be checked',
  );
  const done = new Promise<ListingImportDoneDetail>((resolve) =>
    el.addEventListener('listing-import-done', (e) => resolve(e.detail), { once: true }),
  );
  $$<HTMLButtonElement>(el, 'button')
    .find((b) => /^Import \d+ rows?$/.test(b.textContent!.trim()))!
    .click();
  const detail = await done;
  await el.updateComplete;
  return detail;
}

const HEADER =
  'MLS #;Sale Type;Status;Currency;Type;Beds;Baths;Url;Year Built;DOM;Lot Size;Sq Ft;Parking;Address;City;Price';
const row = (mls: string, overrides: Partial<Record<'beds' | 'url' | 'address' | 'price', string>> = {}) =>
  [
    mls,
    'For Sale',
    'Active',
    '$',
    'House',
    overrides.beds ?? '3',
    '2',
    overrides.url ?? `https://realtor.example/csv/${mls}`,
    '1990',
    '5',
    '4000',
    '"1,800"',
    '2',
    overrides.address ?? '1 Main St',
    'Austin',
    overrides.price ?? '"$900,000"',
  ].join(';');

describe('<listing-manager>', () => {
  it('lists the listings in a table with the columns a realtor scans, and is accessible', async () => {
    await resetChatbot('test-46');
    await createListings('test-46', [
      listingInput('test-46', { Address: '9 Pine Lane', MLSNumber: 'TBL-1', Bedrooms: 4, DaysOnMarket: 30 }),
      listingInput('test-46', { Address: '2 Bay Road' }),
    ]);
    const el = await mount('test-46');
    const rows = $$(el, 'tbody tr');
    expect(rows).to.have.length(2);
    expect(
      $$(el, 'thead th')
        .map((th) => th.textContent!.trim())
        .slice(1),
    ).to.deep.equal([
      'Photo',
      'Address',
      'Price',
      'Status',
      'Beds',
      'Baths',
      'MLS number',
      'Days on market',
      'Actions',
    ]);
    const cells = [...rows[1]!.querySelectorAll('td')].map((td) => td.textContent!.trim());
    expect(cells.slice(2, 9)).to.deep.equal([
      '9 Pine LaneAustin, TX 78701',
      '$1,250,000',
      'Active',
      '4',
      '2.5',
      'TBL-1',
      '30',
    ]);
    await expect(el).to.be.accessible();
  });

  it('has a control for every field of RealEstateCreate, grouped, with the allowed values as choices', async () => {
    const el = await mount('test-46');
    el.openCreate();
    await el.updateComplete;
    const apiFields = Object.keys(listingCreateSchema.shape)
      .filter((name) => name !== 'SerialNumber')
      .sort();
    expect(FIELDS.map((field) => field.name).sort()).to.deep.equal(apiFields);
    for (const name of apiFields)
      expect(el.shadowRoot!.querySelector(`#f-${name}, #f-${name}-add`), name).to.not.equal(null);
    expect($$(el, 'legend').map((legend) => legend.textContent)).to.deep.equal([
      'Basics',
      'Price',
      'Size',
      'Location',
      'Photos',
      'Extra columns',
    ]);
    expect([...$<HTMLSelectElement>(el, '#f-Status')!.options].map((option) => option.value)).to.deep.equal([
      'Active',
      'PreOnMarket',
      'Sold',
    ]);
    expect([...$<HTMLSelectElement>(el, '#f-Tours')!.options].map((option) => option.value)).to.deep.equal([
      '',
      'OpenHouse',
      '3D',
    ]);
    await expect(el).to.be.accessible();
  });

  it('creates a listing from the form, validating as the person types, and the sandbox has it', async () => {
    await resetChatbot('test-47');
    const el = await mount('test-47');
    el.openCreate();
    await el.updateComplete;
    await fillRequired(el, 'NEW-1');
    await type(el, 'Bedrooms', 'two');
    expect($(el, '#f-Bedrooms-error')!.textContent).to.equal('Bedrooms must be a number.');
    expect($(el, '#f-Bedrooms')!.getAttribute('aria-invalid')).to.equal('true');
    await expect(el).to.be.accessible();
    await type(el, 'Bedrooms', '2');
    expect($(el, '#f-Bedrooms-error')).to.equal(null);
    // Images: only http(s), with a thumbnail; extra columns as rows.
    button(el, 'Add photo').click();
    await el.updateComplete;
    await type(el, 'Images-0', 'javascript:alert(1)');
    expect($(el, '#f-Images-error')!.textContent).to.equal('Photos must be an http:// or https:// address.');
    expect($(el, '.images img')).to.equal(null);
    await type(el, 'Images-0', 'https://img.example/front.jpg');
    expect($<HTMLImageElement>(el, '.images img')!.src).to.equal('https://img.example/front.jpg');
    button(el, 'Add extra column').click();
    await el.updateComplete;
    await type(el, 'ExtensionColumn-0', 'Pool');
    const value = $<HTMLInputElement>(el, '.pairs li input:nth-of-type(2)')!;
    value.value = 'heated';
    value.dispatchEvent(new Event('input'));
    const created = new Promise<CustomEvent>((resolve) =>
      el.addEventListener('listing-created', resolve as EventListener, { once: true }),
    );
    button(el, 'Create listing').click();
    const event = await created;
    expect(event.detail.listing.MLSNumber).to.equal('NEW-1');
    await waitFor(() => $(el, 'table[part="table"]'), 'the table again');
    const [stored] = await readAll('test-47');
    expect(stored).to.include({
      mlsNumber: 'NEW-1',
      address: '5 Elm Road',
      bedrooms: 2,
      bathrooms: 1.5,
      buildingArea: 1100,
      salePrice: 450000,
      saleType: 'for_sale',
    });
    expect(stored!.images).to.deep.equal(['https://img.example/front.jpg']);
    expect(stored!.extension).to.deep.equal([{ key: 'Pool', value: 'heated' }]);
    expect(String(event.detail.id)).to.equal(String(stored!.id));
  });

  it('a failed create keeps the form and says why', async () => {
    await resetChatbot('test-48');
    const el = await mount('test-48', { admin: admin(faultyFetch(() => '500')) });
    el.openCreate();
    await el.updateComplete;
    await fillRequired(el, 'FAIL-1');
    button(el, 'Create listing').click();
    await waitFor(() => $(el, '[role="alert"]')!.textContent!.startsWith('Not saved'), 'the failure');
    expect($(el, '[role="alert"]')!.textContent).to.contain('Your entries are kept.');
    expect($<HTMLInputElement>(el, '#f-MLSNumber')!.value).to.equal('FAIL-1');
    expect($<HTMLInputElement>(el, '#f-Address')!.value).to.equal('5 Elm Road');
    expect(await readAll('test-48')).to.have.length(0);
    await expect(el).to.be.accessible();
  });

  it('ties each field to its label, hint and problem, keeps the focus as rows go, and ends a note when the form opens', async () => {
    await resetChatbot('test-48');
    const el = await mount('test-48', { admin: admin(faultyFetch(() => '500')) });
    el.openCreate();
    await el.updateComplete;
    // A field: named by its label, described by its hint, then by its problem too.
    const year = $<HTMLInputElement>(el, '#f-YearBuilt')!;
    expect($(el, '#f-YearBuilt-label')!.getAttribute('for')).to.equal('f-YearBuilt');
    expect(year.getAttribute('aria-describedby')).to.equal('f-YearBuilt-hint');
    await type(el, 'YearBuilt', 'abc');
    expect(year.getAttribute('aria-describedby')).to.equal('f-YearBuilt-hint f-YearBuilt-error');
    expect(year.getAttribute('aria-errormessage')).to.equal('f-YearBuilt-error');
    // A list: a group named by its label; the row its problem names points at that problem.
    expect($(el, '.images[role="group"]')!.getAttribute('aria-labelledby')).to.equal('f-Images-label');
    for (let i = 0; i < 3; i++) {
      button(el, 'Add photo').click();
      await el.updateComplete;
    }
    expect(el.shadowRoot!.activeElement!.id, 'the new row').to.equal('f-Images-2');
    await type(el, 'Images-1', 'ftp://photos.example/1.jpg');
    expect($(el, '#f-Images-1')!.getAttribute('aria-describedby')).to.equal('f-Images-error');
    expect($(el, '#f-Images-1')!.getAttribute('aria-invalid')).to.equal('true');
    expect($(el, '#f-Images-0')!.hasAttribute('aria-describedby')).to.equal(false);
    await expect(el).to.be.accessible();
    // Removing a row focuses the one that took its place; removing the last, the Add button.
    $$<HTMLButtonElement>(el, '.images li button')[1]!.click();
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement!.id, 'the row after it').to.equal('f-Images-1');
    for (let left = 2; left > 0; left--) {
      $$<HTMLButtonElement>(el, '.images li button')[left - 1]!.click();
      await el.updateComplete;
    }
    expect(el.shadowRoot!.activeElement!.id, 'the Add button').to.equal('f-Images-add');
    // A failure stays in view back at the list, and ends when the form opens again.
    await fillRequired(el, 'NOTE-1');
    button(el, 'Create listing').click();
    await waitFor(() => $(el, '[role="alert"]')!.textContent!.startsWith('Not saved'), 'the failure');
    button(el, 'Back to the list').click();
    await el.updateComplete;
    expect($(el, '[role="alert"]')!.textContent).to.contain('Not saved');
    el.openCreate();
    await el.updateComplete;
    expect($(el, '[role="alert"]')!.textContent).to.equal('');
    expect(await readAll('test-48')).to.have.length(0);
  });

  it('edits by Native ID: an unchanged edit sends nothing, a change is read back', async () => {
    await resetChatbot('test-49');
    await createListings('test-49', [listingInput('test-49', { MLSNumber: 'EDIT-1', Bedrooms: 3, City: 'Austin' })]);
    const calls = faultyFetch(() => undefined);
    const el = await mount('test-49', { admin: admin(calls) });
    button(el, 'Edit').click();
    await el.updateComplete;
    expect($<HTMLInputElement>(el, '#f-Bedrooms')!.value).to.equal('3');
    expect($<HTMLSelectElement>(el, '#f-SaleType')!.value).to.equal('for_sale');
    expect($<HTMLButtonElement>(el, 'button[type="submit"]')!.disabled).to.equal(true);
    expect(text(el)).to.contain('No changes to save.');
    await type(el, 'Bedrooms', '3.0');
    expect($<HTMLButtonElement>(el, 'button[type="submit"]')!.disabled, 'the same number is no change').to.equal(true);
    await type(el, 'Bedrooms', '5');
    button(el, 'Save changes').click();
    await el.updateComplete;
    // The list gives no AreaUnit back: it must be chosen, and saving says so.
    expect($(el, '#f-AreaUnit-error')!.textContent).to.equal('Area unit is required.');
    expect(calls.calls).to.have.length(0);
    await expect(el).to.be.accessible();
    await type(el, 'AreaUnit', 'Square Feet');
    const updated = new Promise<CustomEvent>((resolve) =>
      el.addEventListener('listing-updated', resolve as EventListener, { once: true }),
    );
    button(el, 'Save changes').click();
    const event = await updated;
    expect(event.detail.update).to.include({ KeyType: 'Native', Bedrooms: 5 });
    expect(event.detail.changed).to.deep.equal(['Bedrooms', 'AreaUnit']);
    expect(calls.calls).to.have.length(1);
    expect((await readAll('test-49'))[0]).to.include({ mlsNumber: 'EDIT-1', bedrooms: 5, city: 'Austin' });
  });

  it('updates by MLS number when it is unique', async () => {
    await resetChatbot('test-49');
    await createListings('test-49', [listingInput('test-49', { MLSNumber: 'BY-MLS', City: 'Austin' })]);
    const el = await mount('test-49');
    button(el, 'Edit').click();
    await el.updateComplete;
    await type(el, 'key', 'MLSNumber');
    await type(el, 'AreaUnit', 'Square Feet');
    await type(el, 'City', 'Houston');
    const updated = new Promise<CustomEvent>((resolve) =>
      el.addEventListener('listing-updated', resolve as EventListener, { once: true }),
    );
    button(el, 'Save changes').click();
    expect((await updated).detail.update).to.include({ KeyType: 'MLSNumber', Key: 'BY-MLS', City: 'Houston' });
    expect((await readAll('test-49'))[0]!.city).to.equal('Houston');
  });

  it('deletes one listing after a confirmation naming it, with the keyboard alone', async () => {
    await resetChatbot('test-50');
    await createListings('test-50', [
      listingInput('test-50', { Address: '7 Gone Street', MLSNumber: 'DEL-1' }),
      listingInput('test-50', { Address: '8 Kept Street' }),
    ]);
    const el = await mount('test-50');
    const deleteButton = $$<HTMLButtonElement>(el, 'tbody button').find(
      (b) => b.getAttribute('aria-label') === 'Delete 7 Gone Street, Austin (MLS DEL-1)',
    )!;
    deleteButton.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => $<HTMLDialogElement>(el, 'dialog')?.open, 'the dialog');
    expect($(el, '#confirm-text')!.textContent).to.equal(
      'Delete 7 Gone Street, Austin (MLS DEL-1)? This cannot be undone.',
    );
    await expect(el).to.be.accessible();
    // Escape cancels and gives the focus back.
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !$(el, 'dialog'), 'the dialog to close');
    expect(el.shadowRoot!.activeElement).to.equal(deleteButton);
    expect(await readAll('test-50')).to.have.length(2);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => $<HTMLDialogElement>(el, 'dialog')?.open, 'the dialog');
    const deleted = new Promise<ListingsDeletedDetail>((resolve) =>
      el.addEventListener('listings-deleted', (e) => resolve(e.detail), { once: true }),
    );
    // The focus starts on Cancel (the safe choice); Delete is the button before it.
    expect(el.shadowRoot!.activeElement!.textContent!.trim()).to.equal('Cancel');
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    await sendKeys({ press: 'Enter' });
    expect(await deleted).to.deep.include({ requested: 1, deleted: 1, keyType: 'Native' });
    await waitFor(() => $(el, '[role="status"]')!.textContent === 'Deleted 1 listing.', 'the note');
    expect((await readAll('test-50')).map((listing) => listing.address)).to.deep.equal(['8 Kept Street']);
  });

  it('bulk-deletes the selection in one RealEstateDelete and reports SuccessCount against what was asked', async () => {
    await resetChatbot('test-51');
    await createListings(
      'test-51',
      [1, 2, 3, 4].map((n) => listingInput('test-51', { Address: `${n} Bulk Way` })),
    );
    const calls = faultyFetch(() => undefined);
    const el = await mount('test-51', { admin: admin(calls) });
    const boxes = $$<HTMLInputElement>(el, 'tbody input[type="checkbox"]');
    for (const box of boxes.slice(0, 3)) box.click();
    await el.updateComplete;
    // One of the three is deleted behind the element's back: 2 of 3 go.
    const gone = (await readAll('test-51')).find((listing) => listing.address === '4 Bulk Way')!;
    await admin().deleteListings({ SerialNumber: 'test-51', KeyType: 'Native', Keys: [String(gone.id)] });
    button(el, 'Delete selected (3)').click();
    await waitFor(() => $<HTMLDialogElement>(el, 'dialog')?.open, 'the dialog');
    expect($(el, '#confirm-text')!.textContent).to.equal('Delete these 3 listings? This cannot be undone.');
    expect($$(el, 'dialog li').map((li) => li.textContent!.replace(/ \(MLS .*\)$/, ''))).to.deep.equal([
      '4 Bulk Way, Austin',
      '3 Bulk Way, Austin',
      '2 Bulk Way, Austin',
    ]);
    const deleted = new Promise<ListingsDeletedDetail>((resolve) =>
      el.addEventListener('listings-deleted', (e) => resolve(e.detail), { once: true }),
    );
    $<HTMLButtonElement>(el, 'dialog .danger-solid')!.click();
    expect(await deleted).to.deep.include({ requested: 3, deleted: 2 });
    expect(calls.calls).to.have.length(1);
    await waitFor(() => /Deleted 2 of 3/.test($(el, '[role="status"]')!.textContent!), 'the note');
    expect((await readAll('test-51')).map((listing) => listing.address)).to.deep.equal(['1 Bulk Way']);
  });

  it('deletes by MLS number or URL only where it names one listing', async () => {
    await resetChatbot('test-55');
    await createListings('test-55', [
      listingInput('test-55', { MLSNumber: 'TWIN' }),
      listingInput('test-55', { MLSNumber: 'TWIN' }),
      listingInput('test-55', { MLSNumber: 'SOLO', Url: 'https://realtor.example/solo' }),
    ]);
    const el = await mount('test-55');
    let refused: unknown;
    await el.deleteListings(['TWIN'], 'MLSNumber').catch((error: unknown) => (refused = error));
    expect(String(refused)).to.contain('More than one listing has MLSNumber TWIN');
    expect(await readAll('test-55')).to.have.length(3);
    expect(await el.deleteListings(['https://realtor.example/solo'], 'URL')).to.equal(1);
    expect((await readAll('test-55')).map((listing) => listing.mlsNumber)).to.deep.equal(['TWIN', 'TWIN']);
  });

  it('imports a CSV with a BOM, semicolons, quoting, bad rows and duplicates: exact counts, nothing lost', async () => {
    await resetChatbot('test-52');
    await createListings('test-52', [listingInput('test-52', { MLSNumber: 'CSV-EXISTS', Address: 'Old address' })]);
    const lines = [
      HEADER,
      row('CSV-1', { address: '"Main St; Apt 4"' }),
      row('CSV-2', { address: '"The ""Big"" House"' }),
      row('CSV-3'),
      row('CSV-BAD', { beds: 'many' }),
      row('CSV-1', { url: 'https://realtor.example/csv/other' }),
      row('CSV-NOURL', { url: '' }),
      row('CSV-EXISTS', { address: 'New address' }),
    ];
    const file = new File([`\uFEFF${lines.join('\r\n')}\r\n`], 'listings.csv', { type: 'text/csv' });
    const el = await mount('test-52');
    button(el, 'Import CSV').click();
    await el.updateComplete;
    await chooseFile(el, file);
    expect(text(el)).to.contain('listings.csv: 7 rows.');
    await expect(el).to.be.accessible();
    el.shadowRoot!.querySelector<HTMLButtonElement>('.import .primary')!.click();
    await waitFor(() => text(el).includes('ready to send'), 'the check');
    expect(text(el)).to.contain('4 rows are ready to send; 3 rows have problems and will not be sent.');
    const reasons = $$(el, 'table.rows tbody tr').map((tr) => [
      tr.querySelector('th')!.textContent,
      tr.querySelector('.reason')!.textContent,
    ]);
    expect(reasons).to.deep.equal([
      ['5', 'Bedrooms must be a number.'],
      ['6', 'Same MLS number or URL as row 2.'],
      ['7', 'Listing URL is required.'],
    ]);
    await expect(el).to.be.accessible();
    const done = new Promise<ListingImportDoneDetail>((resolve) =>
      el.addEventListener('listing-import-done', (e) => resolve(e.detail), { once: true }),
    );
    button(el, 'Import 4 rows').click();
    expect(await done).to.deep.equal({
      created: 3,
      updated: 0,
      failed: 0,
      skipped: 1,
      invalid: 3,
      notSent: 0,
      cancelled: false,
    });
    await el.updateComplete;
    expect(text(el)).to.contain('Created 3, updated 0, failed 0, skipped 1.');
    await expect(el).to.be.accessible();
    const stored = await readAll('test-52');
    expect(stored.map((listing) => [listing.mlsNumber, listing.address]).sort()).to.deep.equal([
      ['CSV-1', 'Main St; Apt 4'],
      ['CSV-2', 'The "Big" House'],
      ['CSV-3', '1 Main St'],
      ['CSV-EXISTS', 'Old address'],
    ]);
    expect(stored.find((listing) => listing.mlsNumber === 'CSV-1')).to.include({
      salePrice: 900000,
      buildingArea: 1800,
    });
  });

  it('updates existing listings by MLS number when asked', async () => {
    await resetChatbot('test-52');
    await createListings('test-52', [listingInput('test-52', { MLSNumber: 'CSV-EXISTS', Address: 'Old address' })]);
    const el = await mount('test-52');
    const file = new File(
      [[HEADER, row('CSV-EXISTS', { address: 'New address' }), row('CSV-NEW')].join('\n')],
      'update.csv',
      { type: 'text/csv' },
    );
    expect(await importFile(el, file, { updateExisting: true })).to.deep.include({
      created: 1,
      updated: 1,
      failed: 0,
      skipped: 0,
    });
    expect((await readAll('test-52')).map((listing) => [listing.mlsNumber, listing.address]).sort()).to.deep.equal([
      ['CSV-EXISTS', 'New address'],
      ['CSV-NEW', '1 Main St'],
    ]);
  });

  it('keeps failed rows with their data and Retry sends only them', async () => {
    await resetChatbot('test-53');
    // The first two requests of the run fail with a 500; the rest go through.
    const el = await mount('test-53', { admin: admin(faultyFetch((call) => (call < 2 ? '500' : undefined))) });
    const file = new File(
      [[HEADER, ...['R-1', 'R-2', 'R-3', 'R-4', 'R-5'].map((mls) => row(mls))].join('\n')],
      'retry.csv',
      { type: 'text/csv' },
    );
    expect(await importFile(el, file)).to.deep.include({ created: 3, failed: 2 });
    expect(text(el)).to.contain('Rows that failed (2)');
    expect($$(el, 'table.rows .data').every((cell) => /^R-\d/.test(cell.textContent!))).to.equal(true);
    expect(await readAll('test-53')).to.have.length(3);
    const done = new Promise<ListingImportDoneDetail>((resolve) =>
      el.addEventListener('listing-import-done', (e) => resolve(e.detail), { once: true }),
    );
    button(el, 'Retry the failed rows (2)').click();
    expect(await done).to.deep.include({ created: 5, failed: 0 });
    expect((await readAll('test-53')).map((listing) => listing.mlsNumber).sort()).to.deep.equal([
      'R-1',
      'R-2',
      'R-3',
      'R-4',
      'R-5',
    ]);
  });

  it('warns before the page closes mid-import, cancels, and sends the remaining rows later', async function () {
    this.timeout(60_000);
    await resetChatbot('test-53');
    // Every request is held 200 ms, so the import is still running when the page is asked to close.
    const el = await mount('test-53', { admin: admin(faultyFetch(() => 'latency=200')) });
    const file = new File([[HEADER, ...Array.from({ length: 12 }, (_, i) => row(`C-${i}`))].join('\n')], 'cancel.csv', {
      type: 'text/csv',
    });
    button(el, 'Import CSV').click();
    await el.updateComplete;
    await chooseFile(el, file);
    button(el, 'Check the rows').click();
    await waitFor(() => $$(el, 'button').some((b) => b.textContent!.trim() === 'Import 12 rows'), 'the check');
    const done = new Promise<ListingImportDoneDetail>((resolve) =>
      el.addEventListener('listing-import-done', (e) => resolve(e.detail), { once: true }),
    );
    button(el, 'Import 12 rows').click();
    await waitFor(() => $(el, 'progress'), 'the progress bar');
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented, 'the page warns before closing').to.equal(true);
    await expect(el).to.be.accessible();
    button(el, 'Cancel import').click();
    const cancelled = await done;
    expect(cancelled.cancelled).to.equal(true);
    expect(cancelled.created + cancelled.notSent).to.equal(12);
    expect(cancelled.notSent).to.be.greaterThan(0);
    await el.updateComplete;
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented, 'no warning once it stopped').to.equal(false);
    expect(await readAll('test-53')).to.have.length(cancelled.created);
    const resumed = new Promise<ListingImportDoneDetail>((resolve) =>
      el.addEventListener('listing-import-done', (e) => resolve(e.detail), { once: true }),
    );
    button(el, `Send the remaining rows (${cancelled.notSent})`).click();
    expect(await resumed).to.deep.include({ created: 12, notSent: 0, cancelled: false });
    expect(await readAll('test-53')).to.have.length(12);
  });

  it('exports what it imports: export all, empty the chatbot, import the file, same listings', async () => {
    await resetChatbot('test-54');
    await createListings('test-54', [
      listingInput('test-54', {
        Description: 'Sunny, "quiet"\nstreet',
        Images: ['https://img.example/a.jpg', 'https://img.example/b.jpg'],
        ExtensionColumn: [{ Key: 'HOA', value: 'yes, gated' }],
        Tours: '3D',
      }),
      listingInput('test-54', {
        SaleType: 'for_rent',
        RentPrice: 2400,
        SalePrice: undefined,
        Latitude: 30.1,
        Longitude: -97.5,
        HOAMonth: 120,
      }),
    ]);
    const before = await readAll('test-54');
    const el = await mount('test-54');
    const { csv, count } = await el.exportCsv(true);
    expect(count).to.equal(2);
    await resetChatbot('test-54');
    expect(await importFile(el, new File([csv], 'export.csv', { type: 'text/csv' }))).to.deep.include({
      created: 2,
      failed: 0,
      invalid: 0,
    });
    const after = await readAll('test-54');
    // Sent 4 at a time, they may be stored in another order: compared by MLS number, IDs aside.
    const comparable = (listings: Listing[]) =>
      listings.map((listing) => ({ ...listing, id: 0 })).sort((a, b) => a.mlsNumber!.localeCompare(b.mlsNumber!));
    expect(comparable(after)).to.deep.equal(comparable(before));
  });

  it('says so for an empty file and for one that is not CSV', async () => {
    const el = await mount('test-55');
    button(el, 'Import CSV').click();
    await el.updateComplete;
    await chooseFile(el, new File([''], 'empty.csv', { type: 'text/csv' }));
    expect($(el, '#file-error')!.textContent).to.equal(
      'The file has no listings: it is empty or has only a header row.',
    );
    await chooseFile(
      el,
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1])], 'photo.png', { type: 'image/png' }),
    );
    expect($(el, '#file-error')!.textContent).to.contain('This is not a CSV file.');
    await expect(el).to.be.accessible();
  });

  it('speaks Spanish', async () => {
    const el = await mount('test-55', { lang: 'es' });
    expect(button(el, 'Nuevo inmueble')).to.exist;
    el.openCreate();
    await el.updateComplete;
    await type(el, 'YearBuilt', '98');
    expect($(el, '#f-YearBuilt-error')!.textContent).to.equal('Año de construcción: debe ser como mínimo 1000.');
    await expect(el).to.be.accessible();
  });
});
