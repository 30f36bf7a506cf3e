// <knowledge-editor> against the real sandbox (mounted in the test server): saves go over real HTTP to
// chatbots test-56 … test-60 and are read back through the sandbox-only read-back (GET /sandbox/chatbots/{id}).
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '../../support/engine.js';
import { AdminClient } from '../../../src/api/admin-client.js';
import { knowledgeSchema } from '../../../src/api/schemas.js';
import '../../../src/elements/knowledge-editor/knowledge-editor.js';
import type {
  KnowledgeEditor,
  KnowledgeErrorDetail,
  KnowledgeSaveDetail,
} from '../../../src/elements/knowledge-editor/knowledge-editor.js';
import { DEMO, faultyFetch } from '../../support/sandbox.js';

interface StoredKnowledge {
  SiteMapUrl?: string;
  EnableSyncSiteMap?: boolean;
  SyncSiteMapDays?: number;
  googleSheetUrl?: string;
  isRetrainGoogleSheet?: boolean;
  text: string;
  fileList: string[];
  websiteList: { url: string; retrain?: boolean }[];
  qaList: { key: string; value: string }[];
}

async function readBack(serialNumber: string): Promise<StoredKnowledge> {
  const response = await fetch(`/sandbox/chatbots/${serialNumber}`, { headers: { Authorization: DEMO.secretKey } });
  expect(response.status).to.equal(200);
  return ((await response.json()) as { Data: { knowledge: StoredKnowledge } }).Data.knowledge;
}

const adminClient = (options: { fetch?: typeof fetch } = {}) =>
  new AdminClient({ baseUrl: location.origin, secretKey: DEMO.secretKey, ...options });

async function mount(serialNumber: string, client = adminClient(), lang = 'en') {
  return fixture<KnowledgeEditor>(
    html`<knowledge-editor serial-number=${serialNumber} lang=${lang} .client=${client}></knowledge-editor>`,
  );
}

const $ = <T extends Element = HTMLInputElement>(el: KnowledgeEditor, selector: string) =>
  el.shadowRoot!.querySelector<T>(selector)!;
const control = <T extends Element = HTMLInputElement>(el: KnowledgeEditor, id: string) => $<T>(el, `#k-${id}`);
const saveButton = (el: KnowledgeEditor) => $<HTMLButtonElement>(el, '[part="save"]');
const errorOf = (el: KnowledgeEditor, id: string) =>
  el.shadowRoot!.getElementById(`k-${id}-error`)?.textContent?.trim();
const previewLines = (el: KnowledgeEditor) =>
  [...el.shadowRoot!.querySelectorAll('.sends li')].map((li) => li.textContent!.trim());
const sentBody = (el: KnowledgeEditor) => JSON.parse($(el, '[part="body"]').textContent!) as unknown;

async function typeInto(el: KnowledgeEditor, id: string, value: string) {
  const target = control<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(el, id);
  target.value = value;
  target.dispatchEvent(
    new Event(target instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true, composed: true }),
  );
  await el.updateComplete;
}

async function click(el: KnowledgeEditor, selector: string) {
  $<HTMLElement>(el, selector).click();
  await el.updateComplete;
}

/** Clicks `selector` (the save button by default) and waits for the save's outcome event. */
async function outcome(
  el: KnowledgeEditor,
  selector = '[part="save"]',
): Promise<CustomEvent<KnowledgeSaveDetail | KnowledgeErrorDetail>> {
  const done = new Promise<CustomEvent>((resolve) => {
    el.addEventListener('knowledge-saved', resolve, { once: true });
    el.addEventListener('knowledge-error', resolve, { once: true });
  });
  $<HTMLElement>(el, selector).focus();
  await click(el, selector);
  const event = await done;
  await el.updateComplete;
  return event;
}

describe('<knowledge-editor>', () => {
  after(() => emulateMedia({ colorScheme: 'light' }));

  it('adds every source of EditKnowledge, shows what it will send, and the sandbox stores exactly that', async () => {
    const el = await mount('test-56');
    expect(saveButton(el).textContent!.trim()).to.equal('Add to knowledge');
    expect(saveButton(el).disabled).to.equal(true);
    expect($(el, '#why').textContent).to.equal('Fill in at least one source to add.');
    await expect(el).to.be.accessible();

    await typeInto(el, 'siteMapUrl', 'https://harborpine.example/sitemap.xml');
    await typeInto(el, 'sync', 'daily');
    await typeInto(el, 'text', 'We open at 9 on weekdays.');
    await typeInto(el, 'sheetUrl', 'https://sheets.example/d/listings');
    await click(el, '#k-sheetRetrain');
    await click(el, '#k-websites-add');
    await typeInto(el, 'website-0', 'https://harborpine.example/buying');
    await click(el, '#k-retrain-0');
    await click(el, '#k-websites-add');
    await typeInto(el, 'website-1', 'https://harborpine.example/selling');
    await click(el, '#k-pairs-add');
    await typeInto(el, 'question-0', 'Do you charge buyers?');
    await typeInto(el, 'answer-0', 'No, the seller pays.');
    await click(el, '#k-files-add');
    await typeInto(el, 'file-0', 'file-brochure-1');

    const expected = {
      serialNumber: 'test-56',
      SiteMapUrl: 'https://harborpine.example/sitemap.xml',
      EnableSyncSiteMap: true,
      SyncSiteMapDays: 1,
      fileList: ['file-brochure-1'],
      text: 'We open at 9 on weekdays.',
      googleSheetUrl: 'https://sheets.example/d/listings',
      isRetrainGoogleSheet: true,
      websiteList: [
        { url: 'https://harborpine.example/buying', retrain: true },
        { url: 'https://harborpine.example/selling', retrain: false },
      ],
      qaList: [{ key: 'Do you charge buyers?', value: 'No, the seller pays.' }],
    };
    expect(el.draft).to.deep.equal(expected);
    expect(sentBody(el), 'the request body shown is the one sent').to.deep.equal(expected);
    expect(previewLines(el)).to.deep.equal([
      'Set the sitemap to https://harborpine.example/sitemap.xml, synced daily.',
      'Append 25 characters of text.',
      'Set the spreadsheet to https://sheets.example/d/listings and retrain with it.',
      'Add or update 2 websites (1 to retrain).',
      'Add or update 1 question with its answer.',
      'Add 1 file.',
    ]);
    expect(saveButton(el).disabled).to.equal(false);
    await expect(el).to.be.accessible();

    const event = await outcome(el);
    expect(event.type).to.equal('knowledge-saved');
    expect((event.detail as KnowledgeSaveDetail).knowledge).to.deep.equal(expected);
    const { serialNumber: _, ...stored } = expected;
    expect(await readBack('test-56')).to.deep.equal(stored);

    // Sent means added: the form is empty for the next addition, and says so.
    expect(control(el, 'siteMapUrl').value).to.equal('');
    expect(control<HTMLTextAreaElement>(el, 'text').value).to.equal('');
    expect(el.shadowRoot!.querySelector('#k-website-0')).to.equal(null);
    expect($(el, '[part="status"].success').textContent).to.match(
      /^Added to the knowledge at .+\. The form is empty for the next addition\.$/,
    );
    expect(el.dirty).to.equal(false);
    await expect(el).to.be.accessible();

    // A second save adds: the text is appended, a pair with the same question replaces the stored one.
    await typeInto(el, 'text', 'Closed on Sundays.');
    await click(el, '#k-pairs-add');
    await typeInto(el, 'question-0', 'Do you charge buyers?');
    await typeInto(el, 'answer-0', 'Never.');
    expect((await outcome(el)).type).to.equal('knowledge-saved');
    const second = await readBack('test-56');
    expect(second.text).to.equal('We open at 9 on weekdays.\n\nClosed on Sundays.');
    expect(second.qaList).to.deep.equal([{ key: 'Do you charge buyers?', value: 'Never.' }]);
    expect(second.websiteList).to.have.length(2);
  });

  it('sync: a schedule needs the sitemap URL; off sends EnableSyncSiteMap false; weekly sends SyncSiteMapDays 7', async () => {
    const el = await mount('test-57');
    await typeInto(el, 'sync', 'weekly');
    expect(errorOf(el, 'siteMapUrl')).to.equal('Sitemap URL is required to sync the sitemap.');
    expect(control(el, 'siteMapUrl').getAttribute('aria-invalid')).to.equal('true');
    expect(control(el, 'siteMapUrl').getAttribute('aria-describedby')!.split(' ')).to.include('k-siteMapUrl-error');
    expect($(el, '.visually-hidden[aria-live="polite"]').textContent).to.equal(
      'Sitemap URL is required to sync the sitemap.',
    );
    expect(saveButton(el).disabled).to.equal(true);
    expect($(el, '#why').textContent).to.equal('Fix Sitemap URL to add.');
    await expect(el).to.be.accessible();

    await typeInto(el, 'siteMapUrl', 'https://harborpine.example/sitemap.xml');
    await typeInto(el, 'sync', 'off');
    expect(el.draft).to.deep.equal({
      serialNumber: 'test-57',
      SiteMapUrl: 'https://harborpine.example/sitemap.xml',
      EnableSyncSiteMap: false,
    });
    expect((await outcome(el)).type).to.equal('knowledge-saved');
    let stored = await readBack('test-57');
    expect([stored.SiteMapUrl, stored.EnableSyncSiteMap, stored.SyncSiteMapDays]).to.deep.equal([
      'https://harborpine.example/sitemap.xml',
      false,
      undefined,
    ]);

    await typeInto(el, 'siteMapUrl', 'https://harborpine.example/sitemap.xml');
    await typeInto(el, 'sync', 'weekly');
    expect(previewLines(el)).to.deep.equal([
      'Set the sitemap to https://harborpine.example/sitemap.xml, synced weekly.',
    ]);
    expect((await outcome(el)).type).to.equal('knowledge-saved');
    stored = await readBack('test-57');
    expect([stored.EnableSyncSiteMap, stored.SyncSiteMapDays]).to.deep.equal([true, 7]);
  });

  it('flags invalid addresses, duplicate websites and questions, and half pairs; nothing is sent', async () => {
    const el = await mount('test-58');
    await typeInto(el, 'sheetUrl', 'javascript:alert(1)');
    for (let i = 0; i < 3; i++) await click(el, '#k-websites-add');
    await typeInto(el, 'website-0', 'https://harborpine.example/buying');
    await typeInto(el, 'website-1', 'ftp://harborpine.example/files');
    await typeInto(el, 'website-2', 'HTTPS://HARBORPINE.example/buying');
    for (let i = 0; i < 3; i++) await click(el, '#k-pairs-add');
    await typeInto(el, 'question-0', 'Do you charge buyers?');
    await typeInto(el, 'answer-0', 'No.');
    await typeInto(el, 'question-1', 'do you  charge BUYERS?');
    await typeInto(el, 'answer-1', 'Never.');
    await typeInto(el, 'question-2', 'Can I bring my dog?');

    expect(errorOf(el, 'sheetUrl')).to.equal('Spreadsheet URL must be an http:// or https:// address.');
    expect(errorOf(el, 'website-1')).to.equal('Website 2 must be an http:// or https:// address.');
    expect(errorOf(el, 'website-2')).to.equal('Website 3 is the same as website 1: each is sent once.');
    expect(errorOf(el, 'question-1')).to.equal('Question 2 is the same as question 1: each is sent once.');
    expect(errorOf(el, 'answer-2')).to.equal('Answer 3 is missing: a question needs its answer.');
    for (const id of ['sheetUrl', 'website-1', 'website-2', 'question-1', 'answer-2'])
      expect(control(el, id).getAttribute('aria-invalid'), id).to.equal('true');
    expect(control(el, 'website-0').getAttribute('aria-invalid')).to.equal('false');
    expect($(el, '#why').textContent).to.equal('Fix Spreadsheet URL, Website 2, Website 3 and 2 more to add.');
    expect(saveButton(el).disabled).to.equal(true);
    await expect(el).to.be.accessible();

    // save() itself refuses too; nothing reaches the sandbox.
    let sent = false;
    el.addEventListener('knowledge-save', () => (sent = true));
    await el.save();
    expect(sent).to.equal(false);
    expect((await readBack('test-58')).websiteList).to.deep.equal([]);

    // Removing the second duplicate and fixing the rest makes it sendable; focus stays in the list.
    await click(el, '[aria-label="Remove website 3"]');
    expect(el.shadowRoot!.activeElement?.id).to.equal('k-website-1');
    await typeInto(el, 'website-1', 'https://harborpine.example/files');
    await typeInto(el, 'question-1', 'Do you charge sellers?');
    await typeInto(el, 'answer-2', 'Yes, on a lead.');
    await typeInto(el, 'sheetUrl', '');
    expect([...el.shadowRoot!.querySelectorAll('[part="error"]')]).to.have.length(0);
    expect(saveButton(el).disabled).to.equal(false);
  });

  it('keeps the draft when the save fails, says why, and Retry sends it', async () => {
    const failing = faultyFetch((call) => (call === 0 ? '500' : undefined));
    const el = await mount('test-59', adminClient({ fetch: failing }));
    await typeInto(el, 'text', 'Open house every Saturday.');
    await click(el, '#k-websites-add');
    await typeInto(el, 'website-0', 'https://harborpine.example/open-house');

    const failed = await outcome(el);
    expect(failed.type).to.equal('knowledge-error');
    const detail = failed.detail as KnowledgeErrorDetail;
    expect(detail.knowledge.text).to.equal('Open house every Saturday.');
    const alert = $(el, '[role="alert"]');
    // Words for people; the transport details (the status) are in the event's error.
    expect(alert.textContent).to.equal(
      'Not added: The service had a problem. Try again in a moment. Your draft is kept: press Retry to send it again.',
    );
    expect(detail.error.message).to.match(/500/);
    expect(alert.textContent).to.equal(detail.message);
    expect(control<HTMLTextAreaElement>(el, 'text').value).to.equal('Open house every Saturday.');
    expect(control(el, 'website-0').value).to.equal('https://harborpine.example/open-house');
    expect(el.dirty).to.equal(true);
    expect(
      el.shadowRoot!.activeElement?.id,
      'the button pressed was disabled while sending: focus goes to Retry',
    ).to.equal('k-retry');
    expect((await readBack('test-59')).text).to.equal('', 'nothing was stored');
    await expect(el).to.be.accessible();

    const retried = await outcome(el, '[part="retry"]');
    expect(retried.type).to.equal('knowledge-saved');
    expect(failing.calls).to.have.length(2);
    const stored = await readBack('test-59');
    expect(stored.text).to.equal('Open house every Saturday.');
    expect(stored.websiteList).to.deep.equal([{ url: 'https://harborpine.example/open-house', retrain: false }]);
    expect(el.shadowRoot!.querySelector('[part="retry"]')).to.equal(null);
    expect($(el, '[role="alert"]').textContent).to.equal('');
  });

  it('speaks Spanish, also in its failures, and stays accessible in the dark (on a page that stays white, and one that turns dark)', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    const el = await mount('test-60', adminClient({ fetch: faultyFetch(() => '500') }), 'es');
    expect(saveButton(el).textContent!.trim()).to.equal('Añadir al conocimiento');
    expect([...el.shadowRoot!.querySelectorAll('legend')].map((legend) => legend.textContent)).to.deep.equal([
      'Mapa del sitio',
      'Texto',
      'Hoja de cálculo',
      'Sitios web que rastrear',
      'Preguntas y respuestas',
      'Archivos',
    ]);
    expect(getComputedStyle(el.shadowRoot!.querySelector('.group')!).backgroundColor).to.equal('rgb(27, 33, 41)');
    await typeInto(el, 'sync', 'monthly');
    expect(errorOf(el, 'siteMapUrl')).to.equal(
      'URL del mapa del sitio: es obligatoria para sincronizar el mapa del sitio.',
    );
    await typeInto(el, 'siteMapUrl', 'https://harborpine.example/sitemap.xml');
    await click(el, '#k-pairs-add');
    await typeInto(el, 'question-0', '¿Aceptan mascotas?');
    expect(errorOf(el, 'answer-0')).to.equal('Falta respuesta 1: una pregunta necesita su respuesta.');
    await typeInto(el, 'answer-0', 'Solo gatos.');
    expect(previewLines(el)).to.deep.equal([
      'Fijar el mapa del sitio en https://harborpine.example/sitemap.xml, sincronizado cada mes.',
      'Añadir o actualizar 1 pregunta con su respuesta.',
    ]);
    await expect(el).to.be.accessible();
    expect((await outcome(el)).type).to.equal('knowledge-error');
    expect($(el, '[role="alert"]').textContent).to.equal(
      'No se añadió: El servicio tuvo un problema. Vuelva a intentarlo en un momento. Su borrador se conserva: pulse Reintentar para enviarlo de nuevo.',
    );
    expect($(el, '[part="retry"]').textContent).to.equal('Reintentar');
    expect(control(el, 'question-0').value).to.equal('¿Aceptan mascotas?');
    await expect(el).to.be.accessible();
    try {
      document.body.style.background = '#12171d';
      document.body.style.color = '#e5e9ef';
      await expect(el).to.be.accessible();
    } finally {
      document.body.removeAttribute('style');
    }
  });

  it('works with the keyboard alone: rows added with Enter, a pair filled, added with the button', async () => {
    const el = await mount('test-60');
    let sends = 0;
    el.addEventListener('knowledge-save', () => sends++);
    control(el, 'siteMapUrl').focus();
    // Enter in a one-line box never sends (a save adds for good).
    await sendKeys({ type: 'https://harborpine.example/kb-sitemap.xml' });
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(sends).to.equal(0);

    $<HTMLButtonElement>(el, '#k-websites-add').focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement?.id).to.equal('k-website-0');
    await sendKeys({ type: 'https://harborpine.example/kb-a' });
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement?.id, 'Enter adds the next row').to.equal('k-website-1');
    await sendKeys({ type: 'https://harborpine.example/kb-b' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(control(el, 'retrain-1').checked).to.equal(true);

    $<HTMLButtonElement>(el, '#k-pairs-add').focus();
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement?.id).to.equal('k-question-0');
    await sendKeys({ type: 'Parking?' });
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement?.id, 'Enter in a question goes to its answer').to.equal('k-answer-0');
    await sendKeys({ type: 'Two spots.' });
    await el.updateComplete;

    saveButton(el).focus();
    const saved = new Promise<CustomEvent<KnowledgeSaveDetail>>((resolve) =>
      el.addEventListener('knowledge-saved', resolve, { once: true }),
    );
    await sendKeys({ press: 'Enter' });
    const { detail } = await saved;
    expect(sends).to.equal(1);
    await el.updateComplete;
    expect(
      el.shadowRoot!.activeElement?.id,
      'the pressed button is disabled now: focus goes on from the first source',
    ).to.equal('k-siteMapUrl');
    expect(knowledgeSchema.safeParse(detail.knowledge).success).to.equal(true);
    const stored = await readBack('test-60');
    expect(stored.SiteMapUrl).to.equal('https://harborpine.example/kb-sitemap.xml');
    expect(stored.websiteList).to.deep.equal([
      { url: 'https://harborpine.example/kb-a', retrain: false },
      { url: 'https://harborpine.example/kb-b', retrain: true },
    ]);
    expect(stored.qaList).to.deep.include({ key: 'Parking?', value: 'Two spots.' });
  });

  it('a cancelled knowledge-save sends nothing; without a chatbot ID it says so', async () => {
    const el = await mount('test-58');
    await typeInto(el, 'text', 'Cancelled text.');
    el.addEventListener('knowledge-save', (event) => event.preventDefault(), { once: true });
    await click(el, '[part="save"]');
    expect((await readBack('test-58')).text).to.not.include('Cancelled text.');
    expect(control<HTMLTextAreaElement>(el, 'text').value).to.equal('Cancelled text.');
    el.serialNumber = '';
    await el.updateComplete;
    expect($(el, '#why').textContent).to.equal('No chatbot ID: set the serial-number attribute.');
    expect(saveButton(el).disabled).to.equal(true);
  });
});
