/**
 * custom-elements.json (the analyzer's reading of the elements' JSDoc and Lit properties, written by the build),
 * the editor data made from it, and the element reference tables of docs/elements/, which `npm run docs -- --check`
 * compares.
 * Needs `npm run build` first (`npm test` builds).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';

const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string): unknown => JSON.parse(readFileSync(`${PACKAGE_DIR}${path}`, 'utf8'));

interface Named {
  name: string;
  type?: { text: string };
  description?: string;
}
interface Element {
  tagName?: string;
  customElement?: boolean;
  attributes?: (Named & { fieldName: string })[];
  members?: Named[];
  events?: Named[];
  slots?: Named[];
  cssParts?: Named[];
  cssProperties?: Named[];
}
const manifest = read('dist/custom-elements.json') as {
  modules: { path: string; declarations?: Element[]; exports?: unknown[] }[];
};
const elements = manifest.modules
  .flatMap((module) => module.declarations ?? [])
  .filter((declaration) => declaration.customElement);
const byTag = new Map(elements.map((element) => [element.tagName, element]));
/** Tags that are parts of another element, left out of the manifest (custom-elements-manifest.config.mjs). */
const PARTS = new Set(['listing-map']);
/** The tags the source registers (`defineElement('tag', Class)` in each src/elements/<tag>/<tag>.ts). */
const registered = readdirSync(`${PACKAGE_DIR}src/elements`).filter((name) => {
  if (PARTS.has(name)) return false;
  try {
    return readFileSync(`${PACKAGE_DIR}src/elements/${name}/${name}.ts`, 'utf8').includes(`defineElement('${name}'`);
  } catch {
    return false;
  }
});
/** Events each tag module declares in HTMLElementEventMap (the typed addEventListener), besides the JSDoc. */
const declaredEvents = (source: string) =>
  [...source.matchAll(/'([a-z-]+)': CustomEvent<(\w+)>/g)].map(([, name, detail]) => `${name}: CustomEvent<${detail}>`);

describe('custom-elements.json', () => {
  it('lists every registered tag, with its class', () => {
    assert.ok(registered.length >= 5);
    assert.deepEqual([...byTag.keys()].sort(), [...registered].sort());
  });

  it('gives each element its attributes, properties, events with detail types, parts and custom properties', () => {
    for (const [tag, element] of byTag) {
      assert.ok(
        (element.attributes ?? []).some((attribute) => attribute.name === 'lang'),
        `${tag}: lang`,
      );
      assert.ok((element.members ?? []).length > 0, `${tag}: members`);
      assert.ok((element.cssParts ?? []).length > 0, `${tag}: parts`);
      assert.ok((element.cssProperties ?? []).length > 0, `${tag}: custom properties`);
      for (const event of element.events ?? [])
        assert.match(event.type?.text ?? '', /^CustomEvent<\w+Detail>$/, `${tag}: ${event.name} has a detail type`);
    }
    const search = byTag.get('listing-search')!;
    assert.deepEqual(
      (search.attributes ?? []).map((attribute) => attribute.name),
      // The attributes with no property first (JSDoc @attr), then the properties' attributes in order.
      [
        'map-tiles',
        'map-attribution',
        'color-scheme',
        'serial-number',
        'session-key',
        'api-base',
        'city',
        'sale-type',
        'mls-number',
        'page',
        'page-size',
        'controls',
        'lang',
        'sync-url',
        'card-action',
        'area-unit',
        'favorites',
        'ask',
        'no-structured-data',
        'min-price',
        'max-price',
        'beds',
        'baths',
        'property-type',
        'status',
        'tours',
        'sort',
        'max-listings',
        'map',
        'bounds',
      ],
    );
    assert.deepEqual(
      byTag.get('chatbot-settings')!.slots?.map((slot) => slot.name),
      [''],
    );
  });

  it('has no internal state as an attribute', () => {
    const attributes = elements.flatMap((element) =>
      (element.attributes ?? []).map((attribute) => attribute.fieldName),
    );
    for (const internal of ['handoffShown', 'values', 'note', 'announcement', 'keyVersion', 'index'])
      assert.ok(!attributes.includes(internal), internal);
  });

  it('agrees with the events each tag module declares for addEventListener', () => {
    for (const tag of registered) {
      const declared = declaredEvents(readFileSync(`${PACKAGE_DIR}src/elements/${tag}/${tag}.ts`, 'utf8'));
      const documented = (byTag.get(tag)!.events ?? []).map((event) => `${event.name}: ${event.type?.text}`);
      for (const event of declared)
        assert.ok(documented.includes(event), `<${tag}> declares ${event} but its JSDoc does not`);
    }
  });
});

describe('editor data from the manifest', () => {
  it('VS Code custom data has every tag and attribute, with values for literal unions', () => {
    const data = read('dist/vscode.html-custom-data.json') as {
      tags: { name: string; attributes: { name: string; values?: { name: string }[] }[] }[];
    };
    assert.deepEqual(data.tags.map((tag) => tag.name).sort(), [...registered].sort());
    for (const tag of data.tags)
      assert.deepEqual(
        tag.attributes.map((attribute) => attribute.name),
        (byTag.get(tag.name)!.attributes ?? []).map((attribute) => attribute.name),
      );
    const cardAction = data.tags
      .find((tag) => tag.name === 'listing-search')!
      .attributes.find((attribute) => attribute.name === 'card-action');
    assert.deepEqual(cardAction?.values, [{ name: 'detail' }, { name: 'url' }]);
  });

  it('web-types has every tag with its events, parts and custom properties, and package.json points at it', () => {
    const types = read('dist/web-types.json') as {
      name: string;
      contributions: {
        html: { elements: { name: string; js: { events: Named[] }; css: { parts: Named[]; properties: Named[] } }[] };
      };
    };
    assert.equal(types.name, 'realty-elements');
    for (const element of types.contributions.html.elements) {
      const source = byTag.get(element.name)!;
      assert.deepEqual(
        element.js.events.map((event) => event.name),
        (source.events ?? []).map((event) => event.name),
      );
      assert.equal(element.css.parts.length, source.cssParts?.length);
      assert.equal(element.css.properties.length, source.cssProperties?.length);
    }
    const pkg = read('package.json') as Record<string, unknown>;
    assert.equal(pkg['web-types'], './dist/web-types.json');
    assert.equal(pkg.customElements, './dist/custom-elements.json');
  });
});

describe('docs/ element reference', () => {
  it('is what `npm run docs` generates from the manifest, one page per registered tag', () => {
    for (const tag of registered)
      assert.ok(existsSync(`${PACKAGE_DIR}docs/elements/${tag}.md`), `docs/elements/${tag}.md`);
    const result = spawnSync(process.execPath, [`${PACKAGE_DIR}scripts/docs.mjs`, '--check'], {
      cwd: PACKAGE_DIR,
      encoding: 'utf8',
    });
    assert.equal(result.status, 0, result.stderr);
  });
});
