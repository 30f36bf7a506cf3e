// <listing-manager> keeps data as the API holds it (issue 26): an edit keyed by a URL the API stores in a
// form `safeUrl` rewrites for links, a save whose listing is gone ("not found", not a failure of the
// service), in English and Spanish. Against the real sandbox, chatbots test-77 and test-78.
import { expect, fixture, html } from '@open-wc/testing';
import { AdminClient } from '../../../src/api/admin-client.js';
import '../../../src/elements/listing-manager/listing-manager.js';
import type { ListingManager } from '../../../src/elements/listing-manager/listing-manager.js';
import { $, $$, DEMO, client, createListings, listingInput, resetChatbot } from '../../support/sandbox.js';

const admin = () => new AdminClient({ baseUrl: location.origin, secretKey: DEMO.secretKey });

async function mount(serial: string, lang = 'en'): Promise<ListingManager> {
  const el = await fixture<ListingManager>(
    html`<listing-manager serial-number=${serial} lang=${lang} .client=${admin()} .listClient=${client()}></listing-manager>`,
  );
  await el.updateComplete;
  await el.listTask.taskComplete.catch(() => undefined);
  await el.updateComplete;
  return el;
}

const button = (el: ListingManager, text: string) => {
  const found = $$<HTMLButtonElement>(el, 'button').find((b) => b.textContent!.trim() === text);
  if (!found) throw new Error(`no button "${text}"`);
  return found;
};

async function type(el: ListingManager, id: string, value: string): Promise<void> {
  const control = $<HTMLInputElement | HTMLSelectElement>(el, `#f-${id}`)!;
  control.value = value;
  control.dispatchEvent(
    new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true, composed: true }),
  );
  await el.updateComplete;
}

/** Clicks Save and waits until the save settled (the button is enabled again, or the table is back). */
async function save(el: ListingManager, label = 'Save changes'): Promise<void> {
  button(el, label).click();
  await el.updateComplete;
  for (let i = 0; i < 200 && $(el, 'button[type="submit"][aria-disabled="true"], .busy'); i++)
    await new Promise((resolve) => setTimeout(resolve, 25));
  await new Promise((resolve) => setTimeout(resolve, 300));
  await el.updateComplete;
}

const alertText = (el: ListingManager) =>
  $$(el, '[role="alert"]')
    .map((node) => node.textContent!.trim())
    .join(' ');

const STORED = 'https://Example.COM/café-123';

describe('<listing-manager> keys as stored', () => {
  it('edits by URL a listing whose stored URL is not canonical: keyed by the stored text, found, kept', async () => {
    await resetChatbot('test-77');
    await createListings('test-77', [listingInput('test-77', { MLSNumber: 'CAFE-1', Url: STORED, City: 'Austin' })]);
    const el = await mount('test-77');
    button(el, 'Edit').click();
    await el.updateComplete;
    expect($<HTMLInputElement>(el, '#f-Url')!.value).to.equal(STORED);
    await type(el, 'key', 'URL');
    await type(el, 'AreaUnit', 'Square Feet');
    await type(el, 'City', 'Houston');
    const updated = new Promise<CustomEvent>((resolve) =>
      el.addEventListener('listing-updated', resolve as EventListener, { once: true }),
    );
    button(el, 'Save changes').click();
    expect((await updated).detail.update).to.include({ KeyType: 'URL', Key: STORED, City: 'Houston', Url: STORED });
    const [listing] = (await client().list({ SerialNumber: 'test-77' })).items;
    expect(listing).to.include({ city: 'Houston', url: 'https://example.com/caf%C3%A9-123', storedUrl: STORED });
  });

  it('a listing deleted elsewhere before Save: "no listing matched", the entries kept (English and Spanish)', async () => {
    for (const [lang, words] of [
      ['en', 'Not saved: no listing matched (MLS number: GONE-1).'],
      ['es', 'No se guardó: ningún inmueble coincide (Número MLS: GONE-1).'],
    ] as const) {
      await resetChatbot('test-78');
      await createListings('test-78', [listingInput('test-78', { MLSNumber: 'GONE-1' })]);
      const el = await mount('test-78', lang);
      $$<HTMLButtonElement>(el, 'button')
        .find((b) => /^(Edit|Editar)$/.test(b.textContent!.trim()))!
        .click();
      await el.updateComplete;
      await type(el, 'key', 'MLSNumber');
      await type(el, 'AreaUnit', 'Square Feet');
      await type(el, 'City', 'Elsewhere');
      await admin().deleteListings({ SerialNumber: 'test-78', KeyType: 'MLSNumber', Keys: ['GONE-1'] });
      await save(el, lang === 'en' ? 'Save changes' : 'Guardar cambios');
      expect(alertText(el)).to.contain(words);
      expect(alertText(el)).not.to.contain('chatbot');
      expect($<HTMLInputElement>(el, '#f-City')!.value).to.equal('Elsewhere');
    }
  });

  it('by ID, when the service answers that nothing matched: the same message, not "does not know this chatbot"', async () => {
    await resetChatbot('test-78');
    await createListings('test-78', [listingInput('test-78', { MLSNumber: 'GONE-2' })]);
    const el = await mount('test-78');
    const [listing] = (await client().list({ SerialNumber: 'test-78' })).items;
    button(el, 'Edit').click();
    await el.updateComplete;
    await type(el, 'AreaUnit', 'Square Feet');
    await type(el, 'City', 'Elsewhere');
    await admin().deleteListings({ SerialNumber: 'test-78', KeyType: 'Native', Keys: [String(listing!.id)] });
    await save(el);
    expect(alertText(el)).to.contain(`Not saved: no listing matched (Its ID in the listing service: ${listing!.id}).`);
    expect(alertText(el)).not.to.contain('does not know this chatbot');
  });
});
