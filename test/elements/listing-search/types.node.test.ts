/**
 * The types a consumer gets from `realty-elements/listing-search` alone: `consumer.types.ts` is
 * compiled as the only root file, so no other test's imports can lend it a declaration.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';

const file = fileURLToPath(new URL('./consumer.types.ts', import.meta.url));
// TypeScript 7's bin (`typescript-native` in package.json; its exports list no path to it).
const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')), 'bin/tsc');

describe('listing-search types, imported alone', () => {
  it('types every event it fires and exports every detail type', () => {
    const options = [
      '--ignoreConfig',
      '--noEmit',
      '--strict',
      '--target',
      'es2022',
      '--module',
      'esnext',
      '--moduleResolution',
      'bundler',
      '--lib',
      'es2023,dom',
      '--types',
      '',
      '--skipLibCheck',
    ];
    const result = spawnSync(process.execPath, [tsc, ...options, file], { encoding: 'utf8' });
    assert.equal(result.status, 0, result.stdout + result.stderr);
  });
});
