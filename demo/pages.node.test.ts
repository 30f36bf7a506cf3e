/** The demo pages agree with the data and carry what a visitor expects (issue 11). */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { demoListings } from '../packages/sandbox/src/seed.js';

const DIR = fileURLToPath(new URL('.', import.meta.url));
const page = (name: string) => readFileSync(`${DIR}${name}`, 'utf8');
const NUMBERS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
];

describe('demo pages', () => {
  it('every page has a favicon that exists', () => {
    for (const name of readdirSync(DIR).filter((file) => file.endsWith('.html'))) {
      const icon = page(name).match(/<link rel="icon" href="\.\/([\w.-]+)"/);
      assert.ok(icon, `${name} has no favicon`);
      assert.ok(existsSync(`${DIR}${icon[1]}`), `${name}: ${icon[1]} is missing`);
    }
  });

  it('the realtor, theming and admin pages link to the docs page, and it links back to them', () => {
    for (const name of ['index.html', 'theming.html', 'admin.html'])
      assert.match(page(name), /<a href="\.\/docs\.html[#"]/, name);
    for (const name of ['index.html', 'theming.html', 'admin.html'])
      assert.match(page('docs.html'), new RegExp(`<a href="\\./${name.replace('.', '\\.')}"`), `docs.html → ${name}`);
  });

  it('the realtor page says as many cities as the demo data has', () => {
    const cities = new Set(demoListings('demo-realty').map((listing) => listing.City)).size;
    const said = [...page('index.html').matchAll(/(\w+) cities/gi)].map((match) => match[1]!.toLowerCase());
    assert.ok(said.length > 0);
    for (const word of said) assert.equal(NUMBERS.indexOf(word), cities, `"${word} cities" but the data has ${cities}`);
  });

  it('the realtor page can simulate the loading and error states', () => {
    const html = page('index.html');
    assert.match(html, /<select id="simulate">[\s\S]*value="latency=\d+"[\s\S]*value="500"/);
    assert.match(page('widget.ts'), /x-sandbox-fault/);
  });

  it('the admin page has tabs Appearance, Listings and Knowledge, each controlling its panel (the WAI-ARIA tabs pattern)', () => {
    const html = page('admin.html');
    const tablist = /<div class="tabs" role="tablist" aria-label="[^"]+">([\s\S]*?)<\/div>/.exec(html);
    assert.ok(tablist, 'a labelled tablist');
    const tabs = [
      ...tablist[1]!.matchAll(
        // Prettier may put each attribute, and the label, on a line of its own.
        /<button\s+id="(tab-[\w-]+)"\s+type="button"\s+role="tab"\s+aria-controls="([\w-]+)"\s+aria-selected="(true|false)"(\s+tabindex="-1")?\s*>\s*([^<]+?)\s*<\/button>/g,
      ),
    ].map(([, id, controls, selected, away, label]) => ({
      id,
      controls,
      selected: selected === 'true',
      away: Boolean(away),
      label,
    }));
    assert.deepEqual(
      tabs.map((tab) => tab.label),
      ['Appearance', 'Listings', 'Knowledge'],
    );
    assert.deepEqual(
      tabs.map((tab) => tab.selected),
      [true, false, false],
      'the first tab is chosen when the address names none',
    );
    assert.deepEqual(
      tabs.map((tab) => tab.away),
      [false, true, true],
      'one tab stop: the chosen tab',
    );
    for (const tab of tabs) {
      const panel = new RegExp(
        `<section id="${tab.controls}" class="panel" role="tabpanel" aria-labelledby="${tab.id}" tabindex="0"( hidden)?>`,
      ).exec(html);
      assert.ok(panel, `${tab.label}: its panel ${tab.controls}, labelled by the tab`);
      assert.equal(Boolean(panel[1]), !tab.selected, `${tab.label}: only the chosen panel shows`);
    }
    assert.deepEqual(
      tabs.map((tab) => tab.controls),
      ['appearance-panel', 'listings-panel', 'knowledge-panel'],
      'listings-panel is where <listing-manager> goes',
    );
  });

  it('the admin panels hold the editors, talking to the proxy; the script keeps the tab in the address and moves with the arrows', () => {
    const html = page('admin.html');
    const panel = (id: string) => new RegExp(`<section id="${id}"[^>]*>([\\s\\S]*?)</section>`).exec(html)![1]!;
    assert.match(
      panel('appearance-panel'),
      /<chatbot-settings serial-number="demo-realty" api-base="\/admin-api">\s*<!-- chatbot-settings-json -->/,
    );
    assert.match(
      panel('knowledge-panel'),
      /<knowledge-editor serial-number="demo-realty" api-base="\/admin-api"><\/knowledge-editor>/,
    );
    const script = page('admin.ts');
    assert.match(script, /import 'realty-elements\/knowledge-editor';/);
    for (const key of ['ArrowRight', 'ArrowLeft', 'Home', 'End']) assert.ok(script.includes(key), key);
    assert.match(
      script,
      /history\.replaceState\([^)]*`#\$\{nameOf\(chosen\)\}`\)/,
      'the chosen tab goes into the address',
    );
    assert.match(script, /addEventListener\('hashchange', fromHash\)/, 'and comes back from it');
  });
});
