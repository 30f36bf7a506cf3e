/**
 * WCAG 2.2 A/AA checks axe cannot make, on the admin elements (`<listing-manager>`, `<chatbot-settings>`,
 * `<knowledge-editor>`) against the sandbox, in each engine: keyboard and no trap, focus visible and not
 * obscured (their sticky action bars), target size, text spacing. docs/accessibility.md cites them by name.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { AdminClient } from '../../src/api/admin-client.js';
import '../../src/elements/listing-manager/listing-manager.js';
import '../../src/elements/chatbot-settings/chatbot-settings.js';
import '../../src/elements/knowledge-editor/knowledge-editor.js';
import type { ListingManager } from '../../src/elements/listing-manager/listing-manager.js';
import { sendKeys, setViewport } from '../support/engine.js';
import { $$, DEMO, client, createListings, listingInput, resetChatbot, waitFor } from '../support/sandbox.js';
import {
  applyTextSpacing,
  clippedText,
  composedContains,
  deepActive,
  describe as name,
  obscured,
  scrollSettled,
  smallTargets,
  targets,
} from './measure.js';

// This file's own chatbot (the sandbox's test chatbots are shared out among the test files).
const SERIAL = 'test-80';
const admin = () => new AdminClient({ baseUrl: location.origin, secretKey: DEMO.secretKey });
const ADDRESS = '12845 Northwest Old Orchard Meadow Boulevard, Building C';

async function manager(width: number): Promise<ListingManager> {
  await setViewport({ width, height: 844 });
  const wrapper = await fixture<HTMLElement>(html`<div>
    <button id="before">before</button>
    <listing-manager serial-number=${SERIAL} lang="en" .client=${admin()} .listClient=${client()}></listing-manager>
    <button id="after">after</button>
  </div>`);
  const el = wrapper.querySelector<ListingManager>('listing-manager')!;
  await el.updateComplete;
  await el.listTask.taskComplete.catch(() => undefined);
  await el.updateComplete;
  return el;
}

async function mounted(template: ReturnType<typeof html>, width: number) {
  await setViewport({ width, height: 844 });
  const wrapper = await fixture<HTMLElement>(
    html`<div><button id="before">before</button>${template}<button id="after">after</button></div>`,
  );
  const el = wrapper.children[1] as HTMLElement & { updateComplete: Promise<unknown> };
  await el.updateComplete;
  await waitFor(() => targets(el).length > 3, 'its controls');
  return el;
}

/** Tabs from #before to #after: the stops, and what is wrong with any (left the element, hidden, covered). */
async function tabAcross(el: Element) {
  // The buttons around this element (an earlier fixture of the same test may still be on the page).
  el.parentElement!.querySelector<HTMLElement>('#before')!.focus();
  const problems: string[] = [];
  let stops = 0;
  for (let step = 0; step < 150; step += 1) {
    await sendKeys({ press: 'Tab' });
    await scrollSettled();
    const focused = deepActive();
    if (!focused || focused.id === 'after') break;
    stops += 1;
    if (!composedContains(el, focused)) problems.push(`focus left for ${name(focused)}`);
    const covered = obscured(focused);
    if (covered) problems.push(covered);
  }
  return { stops, problems, end: deepActive()?.id };
}

describe('the admin elements (WCAG 2.2)', function () {
  this.timeout(60000);
  before(async () => {
    await resetChatbot(SERIAL);
    await createListings(SERIAL, [
      listingInput(SERIAL, { Address: ADDRESS, City: 'Salt Lake City', State: 'UT', ZIP: '84101' }),
      listingInput(SERIAL, { Address: '1 Short St' }),
    ]);
  });

  it('1.4.12 at 390 and 1280 px: <listing-manager> loses no text of an address under the text-spacing values', async () => {
    for (const width of [390, 1280]) {
      const el = await manager(width);
      const undo = applyTextSpacing(document, el);
      await new Promise(requestAnimationFrame);
      try {
        expect(clippedText(el), `${width} px`).to.deep.equal([]);
      } finally {
        undo();
      }
    }
  });

  for (const width of [390, 1280]) {
    it(`2.1.1/2.1.2/2.4.11 at ${width} px: <listing-manager>'s table and its form by Tab alone, nothing covered by the sticky action bar, and out again`, async () => {
      const el = await manager(width);
      const table = await tabAcross(el);
      expect(table.problems).to.deep.equal([]);
      expect(table.end).to.equal('after');
      // The form (Add listing): every field reached, none under the sticky Save bar.
      $$<HTMLButtonElement>(el, 'button')
        .find((b) => /new listing/i.test(b.textContent!))!
        .click();
      await el.updateComplete;
      const form = await tabAcross(el);
      expect(form.problems).to.deep.equal([]);
      expect(form.stops).to.be.greaterThan(20);
      expect(form.end).to.equal('after');
    });
  }

  for (const width of [390, 1280]) {
    it(`2.1.1/2.1.2/2.4.11 at ${width} px: <chatbot-settings> and <knowledge-editor> by Tab alone, nothing covered, and out again`, async () => {
      for (const template of [
        html`<chatbot-settings serial-number=${SERIAL} api-base="" lang="en"></chatbot-settings>`,
        html`<knowledge-editor serial-number=${SERIAL} api-base="" lang="en"></knowledge-editor>`,
      ]) {
        const el = await mounted(template, width);
        const run = await tabAcross(el);
        expect(run.problems, el.localName).to.deep.equal([]);
        expect(run.end, `${el.localName}: Tab never left`).to.equal('after');
      }
    });
  }

  it("2.5.8 at 390 px: the admin elements' pointer targets are 24×24 CSS px or spaced as the exception asks", async () => {
    const el = await manager(390);
    expect(smallTargets(targets(el))).to.deep.equal([]);
    for (const template of [
      html`<chatbot-settings serial-number=${SERIAL} api-base="" lang="en"></chatbot-settings>`,
      html`<knowledge-editor serial-number=${SERIAL} api-base="" lang="en"></knowledge-editor>`,
    ]) {
      const other = await mounted(template, 390);
      expect(smallTargets(targets(other)), other.localName).to.deep.equal([]);
    }
  });
});
