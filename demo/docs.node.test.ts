/**
 * The docs page (demo/docs.html) as `npm start` serves it, in Chromium: one section per element of the
 * manifest of the current source (nothing listed by hand), each with the manifest's API tables, a control
 * per attribute, and a live example that the controls change; no console error (CSP, Trusted Types) and no
 * axe violation, on a phone and on a desktop.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'puppeteer-core';
import { launchChromium } from '../scripts/launch-chromium.mjs';
import { analyzeInMemory, elementsOf } from '../scripts/manifest-outputs.mjs';
import { startDemo } from '../test/support/npm-start.js';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface ManifestElement {
  tagName: string;
  attributes?: { name: string }[];
  events?: { name: string }[];
  members: { kind: string; name: string }[];
}

let demo: Awaited<ReturnType<typeof startDemo>> | undefined;
let browser: Browser | undefined;
let base = '';
let manifest: ManifestElement[] = [];

before(async () => {
  manifest = elementsOf(await analyzeInMemory()) as ManifestElement[];
  demo = await startDemo();
  base = demo.base;
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await demo?.stop();
});

/** The docs page with every example mounted (or failed), and the console's errors and warnings collected. */
async function openDocs(width: number): Promise<{ page: Page; problems: string[] }> {
  const page = await browser!.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    // Lit says once that it runs in dev mode, as it does under `npm start`.
    if ((message.type() === 'error' || message.type() === 'warn') && !message.text().startsWith('Lit is in dev mode'))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  await page.setViewport({ width, height: 900 });
  await page.goto(`${base}/demo/docs.html`, { waitUntil: 'load' });
  await page.waitForFunction(
    () => {
      const sections = [...document.querySelectorAll('section.element')];
      return (
        sections.length > 0 &&
        sections.every((section) => section.querySelector(`.stage > ${section.id}, .stage .failure`))
      );
    },
    { timeout: 90_000 },
  );
  return { page, problems };
}

/** The first column of each table of a section, by caption. */
const tables = (page: Page, tag: string) =>
  page.$$eval(`section#${tag} table`, (found) =>
    Object.fromEntries(
      found.map((table) => [
        table.caption!.textContent!.trim(),
        [...table.tBodies[0]!.rows].map((row) => row.cells[0]!.textContent!.trim()),
      ]),
    ),
  );

describe('the docs page', () => {
  it('has one section per element of the manifest, each with its API tables, a control per attribute and a live example', async () => {
    const { page, problems } = await openDocs(1280);
    assert.deepEqual(
      await page.$$eval('section.element', (sections) => sections.map((section) => section.id)),
      manifest.map((element) => element.tagName),
    );
    assert.deepEqual(
      await page.$$eval('#contents a', (links) => links.map((link) => link.getAttribute('href'))),
      manifest.map((element) => `#${element.tagName}`),
    );
    for (const element of manifest) {
      const tag = element.tagName;
      const shown = await tables(page, tag);
      const fields = element.members.filter((member) => member.kind === 'field');
      const attributes = (element.attributes ?? []) as { name: string; fieldName?: string }[];
      // The fields in order (— for a property without an attribute), then the attributes without a property (`@attr`).
      const rows = [
        ...fields.map((field) => attributes.find((attribute) => attribute.fieldName === field.name)?.name ?? '—'),
        ...attributes.filter((attribute) => !attribute.fieldName).map((attribute) => attribute.name),
      ];
      assert.deepEqual(shown['Attributes and properties'], rows, `${tag}: attributes`);
      assert.deepEqual(
        shown.Events ?? [],
        (element.events ?? []).map((event) => event.name),
        `${tag}: events`,
      );
      const controls = await page.$$eval(`section#${tag} form.controls label code`, (codes) =>
        codes.map((code) => code.textContent),
      );
      assert.deepEqual(
        controls,
        (element.attributes ?? []).map((attribute) => attribute.name),
        `${tag}: controls`,
      );
      assert.equal(
        (await page.$(`section#${tag} .stage > ${tag}`)) !== null,
        true,
        `${tag}: the live example is on the page`,
      );
    }
    assert.deepEqual(problems, []);
    await page.close();
  });

  it('changes the live listing-search from its controls: attributes, the results and the snippet follow', async () => {
    const { page, problems } = await openDocs(1280);
    const cards = () =>
      page.$eval('section#listing-search listing-search', (search) =>
        [...search.shadowRoot!.querySelectorAll('[part~="card"]')].map((card) =>
          card.textContent!.replace(/\s+/g, ' '),
        ),
      );
    await page.waitForFunction(
      () =>
        document.querySelector('section#listing-search listing-search')!.shadowRoot!.querySelectorAll('[part~="card"]')
          .length === 4,
    );
    const set = async (attribute: string, value: string) => {
      const field = await page.$(`#listing-search--${attribute}`);
      await field!.evaluate((input, text) => {
        (input as HTMLInputElement).value = text;
        input.dispatchEvent(new Event('change', { bubbles: true }));
      }, value);
    };
    await set('page-size', '2');
    await set('sale-type', 'for_rent');
    await set('city', 'Denver');
    await page.waitForFunction(
      () => {
        const found = [
          ...document
            .querySelector('section#listing-search listing-search')!
            .shadowRoot!.querySelectorAll('[part~="card"]'),
        ];
        return (
          found.length === 2 &&
          found.every((card) => /Denver/.test(card.textContent!) && /\/mo/.test(card.textContent!))
        );
      },
      { timeout: 20_000 },
    );
    assert.equal((await cards()).length, 2);
    await page.click('#listing-search--sync-url');
    await page.select('#listing-search--card-action', 'url');
    const snippet = await page.$eval('section#listing-search .snippet pre', (pre) => pre.textContent);
    assert.match(snippet!, /^<listing-search [^>]*page-size="2"[^>]*sale-type="for_rent"[^>]*><\/listing-search>$/);
    assert.match(snippet!, / city="Denver"/);
    assert.match(snippet!, / sync-url[ >]/);
    assert.match(snippet!, / card-action="url"/);
    assert.equal(
      await page.$eval('section#listing-search listing-search', (search) => search.getAttribute('card-action')),
      'url',
    );
    // Emptying a field gives the element its default: '' where that is the default, else no attribute.
    await set('city', '');
    await set('page-size', '');
    await page.waitForFunction(
      () => {
        const search = document.querySelector('section#listing-search listing-search')!;
        return (
          search.getAttribute('city') === '' &&
          !search.hasAttribute('page-size') &&
          search.shadowRoot!.querySelectorAll('[part~="card"]').length === 12
        );
      },
      { timeout: 20_000 },
    );
    assert.match(
      await page.$eval('section#listing-search .events ol', (list) => list.textContent!),
      /listing-results \(items, total: \d+/,
    );
    assert.deepEqual(problems, []);
    await page.close();
  });

  it('opens the listing-detail dialog from its action, and never saves the demo chatbot from chatbot-settings', async () => {
    const { page, problems } = await openDocs(1280);
    await page.$$eval('section#listing-detail form.controls button', (buttons) =>
      buttons.find((button) => button.textContent === 'Open the dialog')!.click(),
    );
    await page.waitForFunction(
      () => (document.querySelector('section#listing-detail listing-detail') as HTMLElement & { open: boolean }).open,
    );
    await page.keyboard.press('Escape');
    await page.waitForFunction(
      () => !(document.querySelector('section#listing-detail listing-detail') as HTMLElement & { open: boolean }).open,
    );
    const saved = await page.$eval('section#chatbot-settings chatbot-settings', (settings) => {
      const event = new CustomEvent('settings-save', {
        bubbles: true,
        composed: true,
        cancelable: true,
        detail: { settings: {} },
      });
      return settings.dispatchEvent(event);
    });
    assert.equal(saved, false, 'the page cancels settings-save');
    await page.waitForFunction(() =>
      /settings-save \(settings\), cancelled/.test(
        document.querySelector('section#chatbot-settings .events ol')!.textContent!,
      ),
    );
    assert.deepEqual(problems, []);
    await page.close();
  });

  for (const width of [390, 1280]) {
    it(`has no axe violation at ${width} px`, async () => {
      const { page, problems } = await openDocs(width);
      await page.evaluate(AXE);
      const violations = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: { run(context: Document): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> };
          }
        ).axe;
        return (await axe.run(document)).violations.map(
          (violation) => `${violation.id}: ${JSON.stringify(violation.nodes.map((node) => node.target))}`,
        );
      });
      assert.deepEqual(violations, []);
      assert.deepEqual(problems, []);
      await page.close();
    });
  }
});
