/**
 * The screen-reader pass of docs/accessibility.md, as far as a machine can take it: Chromium's accessibility
 * tree (CDP `Accessibility.getFullAXTree`, what a screen reader is given) of the realtor demo as `npm start`
 * serves it, at 390 px, in each state: results, the Filters panel open, a home saved, the dialog open, a
 * failed search. Every control has a role and a name; the results' status is there with the heading's
 * words. `A11Y_PRINT=1` prints the table the report records.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'puppeteer-core';
import { launchChromium } from '../../scripts/launch-chromium.mjs';
import { startDemo } from '../support/npm-start.js';

interface AXValue {
  value?: unknown;
}
interface AXNode {
  nodeId: string;
  childIds?: string[];
  ignored: boolean;
  role?: AXValue;
  name?: AXValue;
  properties?: { name: string; value: AXValue }[];
}

let demo: Awaited<ReturnType<typeof startDemo>> | undefined;
let browser: Browser | undefined;
let page: Page | undefined;
let base = '';

before(async () => {
  demo = await startDemo();
  base = demo.base;
  browser = await launchChromium();
  page = await browser.newPage();
  await page.setViewport({ width: 390, height: 844 });
});

after(async () => {
  await browser?.close();
  await demo?.stop();
});

const text = (value: AXValue | undefined) => (typeof value?.value === 'string' ? value.value.trim() : '');

/** The tree's controls (focusable nodes) and live regions, as "role: name [states]". */
async function readTree(): Promise<{ controls: string[]; unnamed: string[]; live: string[] }> {
  const session = await page!.createCDPSession();
  const { nodes } = (await session.send('Accessibility.getFullAXTree')) as unknown as { nodes: AXNode[] };
  await session.detach();
  const controls: string[] = [];
  const unnamed: string[] = [];
  const live: string[] = [];
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  // What a live region says: the text of its subtree (its own name is empty for role status).
  const said = (node: AXNode): string =>
    (node.childIds ?? [])
      .map((id) => byId.get(id))
      .map((child) => (child ? (text(child.role) === 'StaticText' ? text(child.name) : said(child)) : ''))
      .filter(Boolean)
      .join(' ');
  for (const node of nodes) {
    if (node.ignored) continue;
    const props = Object.fromEntries((node.properties ?? []).map((p) => [p.name, p.value.value]));
    const role = text(node.role);
    const name = text(node.name);
    if (
      props.live &&
      props.live !== 'off' &&
      props.liveRoot !== undefined &&
      node.nodeId === String(props.liveRoot ?? node.nodeId)
    )
      live.push(`${role} (${String(props.live)}): ${said(node)}`);
    else if (props.live && props.live !== 'off' && ['status', 'alert', 'log'].includes(role))
      live.push(`${role} (${String(props.live)}): ${said(node)}`);
    if (!props.focusable || role === 'RootWebArea' || role === 'rootWebArea') continue;
    // A toggle's state is said either way (pressed=false is "not pressed"); the others only when set.
    const states = ['expanded', 'pressed', 'checked', 'selected', 'invalid', 'modal']
      .filter(
        (state) =>
          props[state] !== undefined &&
          (['pressed', 'expanded'].includes(state) || (props[state] !== 'false' && props[state] !== false)),
      )
      .map((state) => `${state}=${String(props[state])}`);
    const line = `${role}: ${name}${states.length ? ` [${states.join(', ')}]` : ''}`;
    controls.push(line);
    if (!name) unnamed.push(line);
  }
  return { controls, unnamed, live };
}

const print = (state: string, tree: { controls: string[]; live: string[] }) => {
  if (process.env.A11Y_PRINT)
    console.log(`\n## ${state}\n${[...tree.controls, ...tree.live.map((l) => `live ${l}`)].join('\n')}`);
};

/** Runs `script` in the page against the widget's shadow root. */
const inWidget = (script: string) =>
  page!.evaluate(`(() => { const root = document.querySelector('listing-search').shadowRoot; ${script} })()`);

const waitInWidget = (condition: string) =>
  page!.waitForFunction(
    `(() => { const root = document.querySelector('listing-search')?.shadowRoot; return !!root && (${condition}); })()`,
    {
      timeout: 15000,
    },
  );

describe("Chromium's accessibility tree of the realtor demo at 390 px (WCAG 4.1.2, 4.1.3)", () => {
  it('names every control and says the results once in a status, in each state', async () => {
    await page!.goto(`${base}/demo/index.html`);
    await waitInWidget(
      `root.querySelectorAll('[part="card"]').length > 0 && root.querySelectorAll('button.heart').length > 0`,
    );

    const results = await readTree();
    print('Results', results);
    assert.deepEqual(results.unnamed, []);
    assert.ok(
      results.controls.some((line) => /^(link|button): \$/.test(line)),
      'a card named by its price',
    );
    assert.ok(
      results.controls.some((line) => /^button: Save .+\[pressed=false\]/.test(line)),
      'a heart with its state',
    );
    const heading = String(await inWidget(`return root.querySelector('h2').textContent.trim();`));
    assert.ok(
      results.live.some((line) => line.includes(heading)),
      `a status saying "${heading}": ${results.live.join(' | ')}`,
    );

    await inWidget(`root.querySelector('button.filters').click();`);
    await waitInWidget(`root.querySelector('button.filters').getAttribute('aria-expanded') === 'true'`);
    const filters = await readTree();
    print('Filters panel open', filters);
    assert.deepEqual(filters.unnamed, []);
    assert.ok(
      filters.controls.some((line) => /^button: Filters.*expanded=true/.test(line)),
      filters.controls.join('\n'),
    );
    await inWidget(`root.querySelector('button.filters').click();`);

    await inWidget(`root.querySelector('button.heart').click();`);
    await waitInWidget(`root.querySelector('button.heart').getAttribute('aria-pressed') === 'true'`);
    const saved = await readTree();
    print('A home saved', saved);
    assert.ok(
      saved.controls.some((line) => /^button: Save .+\[pressed=true\]/.test(line)),
      saved.controls.join('\n'),
    );
    await inWidget(`root.querySelector('button.heart').click();`);

    await inWidget(`root.querySelector('[part="card"] .hit').click();`);
    await waitInWidget(`root.querySelector('listing-detail')?.shadowRoot?.querySelector('dialog[open]')`);
    const dialog = await readTree();
    print('The dialog open', dialog);
    assert.deepEqual(dialog.unnamed, []);
    assert.ok(
      dialog.controls.some((line) => /^button: Close/.test(line)),
      dialog.controls.join('\n'),
    );
    await page!.keyboard.press('Escape');
    await waitInWidget(`!root.querySelector('listing-detail')?.shadowRoot?.querySelector('dialog[open]')`);

    // The demo's Simulate control: the next search fails (a 500), and the failure is an alert with Retry.
    await page!.select('#simulate', '500');
    await inWidget(`root.querySelector('input[type="radio"][value="for_rent"]').click();`);
    await waitInWidget(`root.querySelector('[role="alert"] button')`);
    const failed = await readTree();
    print('A failed search', failed);
    assert.deepEqual(failed.unnamed, []);
    assert.ok(
      failed.live.some((line) => /^alert/.test(line)),
      failed.live.join(' | '),
    );
    assert.ok(
      failed.controls.some((line) => /^button: Retry/.test(line)),
      failed.controls.join('\n'),
    );
  });
});
