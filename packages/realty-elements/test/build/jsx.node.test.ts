/**
 * realty-elements/jsx: the JSX types the build generates from custom-elements.json. A strict React 19
 * consumer (test/consumers/jsx) compiles against the BUILT package; the shipped file is what the generator
 * makes of the shipped manifest. Needs `npm run build` first (`npm test` builds).
 */
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';

const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));
const TSC = fileURLToPath(new URL('../../../../node_modules/typescript/bin/tsc', import.meta.url));
const SHIPPED = `${PACKAGE_DIR}dist/lib/types/jsx.d.ts`;

describe('realty-elements/jsx', () => {
  it('is what the generator makes of the shipped custom-elements.json (no drift)', () => {
    const regenerated = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', `import { jsxTypes, MANIFEST } from './scripts/manifest-outputs.mjs'; import { readFileSync } from 'node:fs'; process.stdout.write(jsxTypes(JSON.parse(readFileSync(MANIFEST, 'utf8'))));`],
      { cwd: PACKAGE_DIR, encoding: 'utf8' },
    );
    assert.equal(readFileSync(SHIPPED, 'utf8'), regenerated, 'dist/lib/types/jsx.d.ts is stale: run npm run build');
  });

  it('declares every tag of the manifest, each event as a typed on<event-name> handler', () => {
    const manifest = JSON.parse(readFileSync(`${PACKAGE_DIR}dist/custom-elements.json`, 'utf8')) as { modules: { declarations?: { tagName?: string; events?: { name: string; type?: { text: string } }[] }[] }[] };
    const shipped = readFileSync(SHIPPED, 'utf8');
    const elements = manifest.modules.flatMap((module) => module.declarations ?? []).filter((declaration) => declaration.tagName);
    assert.equal(elements.length, 5);
    for (const element of elements) {
      assert.match(shipped, new RegExp(`'${element.tagName}': ElementJsxProps<`), `<${element.tagName}>`);
      for (const event of element.events ?? []) assert.ok(shipped.includes(`'on${event.name}'?: (event: ${event.type!.text}) => void;`), `${element.tagName}: on${event.name}`);
    }
  });

  it('type-checks a strict React 19 consumer using every tag, attributes, properties and typed handlers', () => {
    const result = spawnSync(process.execPath, [TSC, '-p', `${PACKAGE_DIR}test/consumers/jsx`], { encoding: 'utf8' });
    assert.equal(result.status, 0, `tsc: ${result.stdout}${result.stderr}`);
  });
});
