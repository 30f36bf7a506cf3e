/**
 * realty-elements/jsx and realty-elements/jsx-preact (the JSX types the build generates from
 * custom-elements.json) and realty-elements/react (the @lit/react wrappers). Strict React 19 and Preact
 * consumers (test/consumers/react, test/consumers/preact) compile against the BUILT package; the shipped JSX
 * types are what the generator makes of the shipped manifest; the wrappers map exactly the manifest's events.
 * What they do in a browser: examples/react and its test.
 * Needs `npm run build` first (`npm test` builds).
 */
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';

const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));
const TSC = fileURLToPath(new URL('../../node_modules/typescript/bin/tsc', import.meta.url));
const TYPES = `${PACKAGE_DIR}dist/lib/types/`;

interface ManifestElement {
  tagName?: string;
  events?: { name: string; type?: { text: string } }[];
}
const manifestElements = () =>
  (
    JSON.parse(readFileSync(`${PACKAGE_DIR}dist/custom-elements.json`, 'utf8')) as {
      modules: { declarations?: ManifestElement[] }[];
    }
  ).modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration) => declaration.tagName);

describe('realty-elements/jsx and realty-elements/jsx-preact', () => {
  it('are what the generator makes of the shipped custom-elements.json (no drift)', () => {
    const regenerated = JSON.parse(
      execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `import { jsxTypes, MANIFEST } from './scripts/manifest-outputs.mjs'; import { readFileSync } from 'node:fs'; process.stdout.write(JSON.stringify(jsxTypes(JSON.parse(readFileSync(MANIFEST, 'utf8')))));`,
        ],
        { cwd: PACKAGE_DIR, encoding: 'utf8' },
      ),
    ) as Record<string, string>;
    assert.deepEqual(Object.keys(regenerated).sort(), ['jsx-elements.d.ts', 'jsx-preact.d.ts', 'jsx.d.ts']);
    for (const [file, text] of Object.entries(regenerated))
      assert.equal(readFileSync(`${TYPES}${file}`, 'utf8'), text, `dist/lib/types/${file} is stale: run npm run build`);
  });

  it('declare every tag of the manifest, each event as a typed on<event-name> handler, for React and for Preact', () => {
    const shipped = readFileSync(`${TYPES}jsx-elements.d.ts`, 'utf8');
    const elements = manifestElements();
    assert.equal(elements.length, 7);
    for (const element of elements) {
      assert.match(
        shipped,
        new RegExp(`'${element.tagName}': \\{ element: \\w+; props: \\w+JsxProps \\};`),
        `<${element.tagName}>`,
      );
      for (const event of element.events ?? [])
        assert.ok(
          shipped.includes(`'on${event.name}'?: (event: ${event.type!.text}) => void;`),
          `${element.tagName}: on${event.name}`,
        );
    }
    for (const [file, runtime] of [
      ['jsx.d.ts', 'react'],
      ['jsx-preact.d.ts', 'preact'],
    ]) {
      const types = readFileSync(`${TYPES}${file}`, 'utf8');
      assert.match(
        types,
        new RegExp(
          `declare module '${runtime}' \\{\\s+//[^\\n]*\\n\\s+namespace JSX \\{\\s+interface IntrinsicElements extends RealtyElementsIntrinsicElements \\{\\}`,
        ),
        file,
      );
      // Each imports only its own runtime, so an app with only the other one type-checks.
      assert.deepEqual(
        [...types.matchAll(/^import .* from '([^.][^']*)';$/gm)].map((match) => match[1]),
        [runtime],
        file,
      );
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
          return tag
            ? [
                [
                  tag,
                  [...source.matchAll(/(on\w+): event\('([a-z-]+)'\)/g)].map(([, prop, name]) => `${prop}=${name}`),
                ] as const,
              ]
            : [];
        }),
    );
    const pascal = (name: string) =>
      name.replace(/(^|-)([a-z])/g, (_, __: string, letter: string) => letter.toUpperCase());
    const elements = manifestElements();
    assert.deepEqual([...wrappers.keys()].sort(), elements.map((element) => element.tagName).sort());
    for (const element of elements)
      assert.deepEqual(
        wrappers.get(element.tagName!)!.sort(),
        (element.events ?? []).map((event) => `on${pascal(event.name)}=${event.name}`).sort(),
        element.tagName,
      );
  });
});

describe('a strict React 19 consumer', () => {
  it('type-checks using every tag and every wrapper with attributes, properties and typed handlers', () => {
    const result = spawnSync(process.execPath, [TSC, '-p', `${PACKAGE_DIR}test/consumers/react`], { encoding: 'utf8' });
    assert.equal(result.status, 0, `tsc: ${result.stdout}${result.stderr}`);
  });
});

describe('a strict Preact consumer', () => {
  it('type-checks using every tag with attributes, properties and typed handlers, without React types in the program', () => {
    const result = spawnSync(process.execPath, [TSC, '-p', `${PACKAGE_DIR}test/consumers/preact`, '--listFiles'], {
      encoding: 'utf8',
    });
    assert.equal(result.status, 0, `tsc: ${result.stdout}${result.stderr}`);
    const files = result.stdout.split('\n');
    assert.ok(
      files.some((file) => file.endsWith('/dist/lib/types/jsx-preact.d.ts')),
      'the consumer compiled against the built realty-elements/jsx-preact',
    );
    assert.deepEqual(
      files.filter((file) => /\/(@types\/react|react)\//.test(file)),
      [],
      'no React type in a Preact app',
    );
  });
});
