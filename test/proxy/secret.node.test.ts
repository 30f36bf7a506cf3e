// The constant-time compare the proxy's hosts use for their own secrets (the Worker example's admin token):
// equal only for the same text, whatever the lengths; runs in workerd too, through the proxy suite's admin tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sameSecret } from '../../src/proxy/secret.js';

describe('sameSecret', () => {
  it('is true for the same text only, whatever the lengths and scripts', async () => {
    const secret = 'demo-secret-key';
    assert.equal(await sameSecret(secret, secret), true);
    assert.equal(await sameSecret('', ''), true);
    assert.equal(await sameSecret('ключ-🔑', 'ключ-🔑'), true);
    for (const guess of ['', 'd', secret.slice(0, -1), `${secret}x`, secret.toUpperCase(), `${secret}\u0000`])
      assert.equal(await sameSecret(guess, secret), false, JSON.stringify(guess));
    assert.equal(await sameSecret('x'.repeat(100_000), secret), false);
  });
});
