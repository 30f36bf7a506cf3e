/**
 * The public bundle (`npm run build` → dist/cdn/listing-search.js; `npm test` builds first):
 * under 20 KB gzip -9, and nothing of the admin client, zod or eval-like code inside.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUNDLE = fileURLToPath(new URL('../../dist/cdn/listing-search.js', import.meta.url));
export const BUDGET_BYTES = 20 * 1024;

describe(BUNDLE, () => {
  assert.ok(existsSync(BUNDLE), `${BUNDLE} is missing: run npm run build first`);
  const code = readFileSync(BUNDLE, 'utf8');
  const gzip = gzipSync(code, { level: 9 }).length;

  it(`is under ${BUDGET_BYTES} bytes gzip -9 (now ${gzip} bytes, ${code.length} raw)`, () => {
    assert.ok(gzip <= BUDGET_BYTES, `${gzip} bytes gzip -9 is over the ${BUDGET_BYTES}-byte budget`);
  });

  it('carries no admin code, no zod, no eval', () => {
    for (const marker of ['RealEstateCreate', 'RealEstateUpdate', 'RealEstateDelete', 'EditKnowledge', 'ModelList', 'Authorization', '_zod', 'ZodError', 'new Function', 'eval(']) {
      assert.ok(!code.includes(marker), `found "${marker}" in the public bundle`);
    }
  });

  it('is one self-contained module that defines the three tags (once)', () => {
    assert.doesNotMatch(code, /^\s*import\s|\bimport\s*\(/m, 'no imports: lit and the client are inside');
    for (const tag of ['listing-search', 'listing-card', 'listing-detail']) assert.ok(code.includes(`"${tag}"`) || code.includes(`\`${tag}\``), tag);
    assert.match(code, /customElements\.get\(/, 'defines a tag only when it is not defined yet');
  });
});
