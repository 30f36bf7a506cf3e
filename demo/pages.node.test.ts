/** The demo pages agree with the data and carry what a visitor expects (issue 11). */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { demoListings } from '../packages/sandbox/src/seed.js';

const DIR = fileURLToPath(new URL('.', import.meta.url));
const page = (name: string) => readFileSync(`${DIR}${name}`, 'utf8');
const NUMBERS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen'];

describe('demo pages', () => {
  it('every page has a favicon that exists', () => {
    for (const name of readdirSync(DIR).filter((file) => file.endsWith('.html'))) {
      const icon = page(name).match(/<link rel="icon" href="\.\/([\w.-]+)"/);
      assert.ok(icon, `${name} has no favicon`);
      assert.ok(existsSync(`${DIR}${icon[1]}`), `${name}: ${icon[1]} is missing`);
    }
  });

  it('the realtor, theming and admin pages link to the docs page, and it links back to them', () => {
    for (const name of ['index.html', 'theming.html', 'admin.html']) assert.match(page(name), /<a href="\.\/docs\.html[#"]/, name);
    for (const name of ['index.html', 'theming.html', 'admin.html']) assert.match(page('docs.html'), new RegExp(`<a href="\\./${name.replace('.', '\\.')}"`), `docs.html → ${name}`);
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
});
