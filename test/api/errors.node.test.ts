/** `isApiError` recognises an ApiError from another copy of the package (the CDN bundle beside the npm client). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiError, isApiError } from '../../src/api/errors.js';

describe('isApiError', () => {
  it('is true for an ApiError of this copy and of another copy (same name and a kind), false otherwise', () => {
    class OtherCopyApiError extends Error {
      override readonly name = 'ApiError';
      readonly kind = 'network';
    }
    assert.equal(isApiError(new ApiError({ kind: 'timeout', operation: 'RealEstateList', message: 'slow' })), true);
    assert.equal(isApiError(new OtherCopyApiError('unreachable')), true);
    assert.equal(isApiError(new Error('plain')), false);
    assert.equal(isApiError({ name: 'ApiError', kind: 'network' }), false, 'not an Error');
    assert.equal(isApiError(undefined), false);
  });
});
