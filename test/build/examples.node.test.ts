/**
 * What the example consumers' bundles hold (built by `npm run examples`, which `npm test` runs before this):
 * a public page that uses `ListingSearch` from realty-elements/react gets no admin code and no zod, and the
 * detail dialog stays a chunk of its own. Their behaviour in Chromium: test/examples/examples.browser.test.ts.
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';

const ASSETS = fileURLToPath(new URL('../../examples/react/dist/assets/', import.meta.url));

describe('examples/react bundle', () => {
  it('has no admin element and no zod; the detail dialog is a chunk of its own', () => {
    const files = readdirSync(ASSETS).filter((name) => name.endsWith('.js'));
    assert.ok(files.length > 0, 'run npm run examples first');
    for (const file of files) {
      const code = readFileSync(`${ASSETS}${file}`, 'utf8');
      for (const admin of ['chatbot-settings', 'chatbot-preview', 'knowledge-editor', 'ZodError'])
        assert.ok(!code.includes(admin), `${file} holds ${admin}`);
    }
    assert.ok(
      files.some((name) => /^listing-detail-[\w-]+\.js$/.test(name)),
      files.join(', '),
    );
  });
});
