/**
 * realty-elements/jsx (the JSX types the build generates from custom-elements.json) and realty-elements/react
 * (the @lit/react wrappers). A strict React 19 consumer (test/consumers/react) compiles against the BUILT
 * package; the shipped JSX types are what the generator makes of the shipped manifest; the wrappers map
 * exactly the manifest's events. What they do in a browser: examples/react and its test.
 * Needs `npm run build` first (`npm test` builds).
 */
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';

const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));
const TSC = fileURLToPath(new URL('../../../../node_modules/typescript/bin/tsc', import.meta.url));
const SHIPPED = `${PACKAGE_DIR}dist/lib/types/jsx.d.ts`;

interface ManifestElement {
  tagName?: string;
  events?: { name: string; type?: { text: string } }[];
}
const manifestElements = () =>
  (JSON.parse(readFileSync(`${PACKAGE_DIR}dist/custom-elements.json`, 'utf8')) as { modules: { declarations?: ManifestElement[] }[] }).modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration) => declaration.tagName);

describe('realty-elements/jsx', () => {
  it('is what the generator makes of the shipped custom-elements.json (no drift)', () => {
    const regenerated = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', `import { jsxTypes, MANIFEST } from './scripts/manifest-outputs.mjs'; import { readFileSync, readdirSync } from 'node:fs'; process.stdout.write(jsxTypes(JSON.parse(readFileSync(MANIFEST, 'utf8'))));`],
      { cwd: PACKAGE_DIR, encoding: 'utf8' },
    );
    assert.equal(readFileSync(SHIPPED, 'utf8'), regenerated, 'dist/lib/types/jsx.d.ts is stale: run npm run build');
  });

  it('declares every tag of the manifest, each event as a typed on<event-name> handler', () => {
    const shipped = readFileSync(SHIPPED, 'utf8');
    const elements = manifestElements();
    assert.equal(elements.length, 6);
    for (const element of elements) {
      assert.match(shipped, new RegExp(`'${element.tagName}': ElementJsxProps<`), `<${element.tagName}>`);
      for (const event of element.events ?? []) assert.ok(shipped.includes(`'on${event.name}'?: (event: ${event.type!.text}) => void;`), `${element.tagName}: on${event.name}`);
    }
  });

});

describe('realty-elements/react', () => {
  it('wraps every tag, each event of the manifest as on<EventName>', () => {
    const wrappers = new Map(
      readdirSync(`${PACKAGE_DIR}src/react`)
        .map((file) => readFileSync(`${PACKAGE_DIR}src/react/${file}`, 'utf8'))
        .flatMap((source) => {
          const tag = /= wrap\('([a-z-]+)'/.exec(source)?.[1];
          return tag ? [[tag, [...source.matchAll(/(on\w+): event\('([a-z-]+)'\)/g)].map(([, prop, name]) => `${prop}=${name}`)] as const] : [];
        }),
    );
    const pascal = (name: string) => name.replace(/(^|-)([a-z])/g, (_, __: string, letter: string) => letter.toUpperCase());
    const elements = manifestElements();
    assert.deepEqual([...wrappers.keys()].sort(), elements.map((element) => element.tagName).sort());
    for (const element of elements) assert.deepEqual(wrappers.get(element.tagName!)!.sort(), (element.events ?? []).map((event) => `on${pascal(event.name)}=${event.name}`).sort(), element.tagName);
  });
});

describe('a strict React 19 consumer', () => {
  it('type-checks using every tag and every wrapper with attributes, properties and typed handlers', () => {
    const result = spawnSync(process.execPath, [TSC, '-p', `${PACKAGE_DIR}test/consumers/react`], { encoding: 'utf8' });
    assert.equal(result.status, 0, `tsc: ${result.stdout}${result.stderr}`);
  });
});
