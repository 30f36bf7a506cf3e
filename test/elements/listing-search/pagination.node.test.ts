/** Pagination arithmetic: how many pages (when the total can be trusted), whether there is a next one, and the window of numbers. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { hasNext, pageCount, pageWindow } from '../../../src/elements/listing-search/pagination.js';
import { settings } from '../../support/property.js';

describe('pageCount', () => {
  it('rounds the total up to whole pages', () => {
    assert.equal(pageCount(240, 12, 1, 12), 20);
    assert.equal(pageCount(241, 12, 1, 12), 21);
    assert.equal(pageCount(5, 5, 1, 12), 1);
    assert.equal(pageCount(25, 1, 3, 12), 3);
  });

  it('0 is trusted only with nothing shown, and nothing shown only with 0', () => {
    assert.equal(pageCount(0, 0, 1, 12), 0);
    assert.equal(pageCount(0, 3, 1, 12), undefined);
    // A page whose only record was unusable, under a count of 1: not "1–0 of 1".
    assert.equal(pageCount(1, 0, 1, 12), undefined);
  });

  it('a total missing, or smaller than what this page shows, is not trusted', () => {
    assert.equal(pageCount(undefined, 12, 1, 12), undefined);
    assert.equal(pageCount(10, 12, 1, 12), undefined);
    // Page 3 of 12 with 4 items means at least 28 listings.
    assert.equal(pageCount(27, 4, 3, 12), undefined);
    assert.equal(pageCount(28, 4, 3, 12), 3);
  });
});

describe('hasNext', () => {
  it('by the count when there is one', () => {
    assert.equal(hasNext(3, 12, 2, 12), true);
    assert.equal(hasNext(3, 4, 3, 12), false);
    assert.equal(hasNext(0, 0, 1, 12), false);
  });

  it('without a count: as long as pages come back full', () => {
    assert.equal(hasNext(undefined, 12, 5, 12), true);
    assert.equal(hasNext(undefined, 11, 5, 12), false);
    assert.equal(hasNext(undefined, 0, 2, 12), false);
  });
});

describe('pageWindow', () => {
  const show = (page: number, pages: number) =>
    pageWindow(page, pages)
      .map((n) => n ?? '…')
      .join(' ');

  it('all pages when there are few', () => {
    assert.equal(show(1, 1), '1');
    assert.equal(show(2, 3), '1 2 3');
    assert.equal(show(1, 4), '1 2 … 4');
  });

  it('the first, the last and the neighbours of the current one, with one ellipsis per gap', () => {
    assert.equal(show(1, 20), '1 2 … 20');
    assert.equal(show(10, 20), '1 … 9 10 11 … 20');
    assert.equal(show(20, 20), '1 … 19 20');
    assert.equal(show(3, 20), '1 2 3 4 … 20');
    assert.equal(show(4, 20), '1 … 3 4 5 … 20');
  });

  it('no pages, no numbers', () => {
    assert.deepEqual(pageWindow(1, 0), []);
  });

  it('any count, however large, without walking the pages (a count of 1e308 once never returned)', () => {
    const last = Number.MAX_SAFE_INTEGER;
    assert.equal(show(1, last), `1 2 … ${last}`);
    assert.equal(show(5000, last), `1 … 4999 5000 5001 … ${last}`);
    assert.equal(show(last, last), `1 … ${last - 1} ${last}`);
    assert.deepEqual(pageWindow(1, 1e308), [1, 2, undefined, 1e308]);
  });
});

describe('pagination for any count and page (fast-check)', () => {
  /** The old walk over every page: the reference for small counts. */
  const walked = (page: number, pages: number) => {
    const numbers: (number | undefined)[] = [];
    for (let n = 1; n <= pages; n++) {
      if (n === 1 || n === pages || Math.abs(n - page) <= 1) numbers.push(n);
      else if (numbers[numbers.length - 1] !== undefined) numbers.push(undefined);
    }
    return numbers;
  };
  const huge = fc.oneof(
    fc.integer({ min: 0, max: 300 }),
    fc.maxSafeInteger(),
    fc.constant(1e308),
    fc.double({ min: 0, max: 1e308, noNaN: true }).map(Math.ceil),
  );

  it('the window is what walking the pages gave, for counts small enough to walk', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 320 }), fc.integer({ min: 0, max: 300 }), (page, pages) => {
        assert.deepEqual(pageWindow(page, pages), walked(page, pages));
      }),
      settings(),
    );
  });

  it('any count, however large: at most seven entries, increasing, the first and last page among them', () => {
    fc.assert(
      fc.property(huge, huge, (page, pages) => {
        const window = pageWindow(Math.max(1, page), pages);
        assert.ok(window.length <= 7);
        const numbers = window.filter((n) => n !== undefined);
        assert.ok(numbers.every((n, i) => i === 0 || n > numbers[i - 1]!));
        if (pages >= 1) assert.ok(numbers[0] === 1 && numbers.at(-1) === pages);
        assert.ok(window[0] !== undefined || window.length === 0);
      }),
      settings(),
    );
  });

  it('a trusted count covers what the page shows, and an empty page only with a count of 0', () => {
    fc.assert(
      fc.property(
        fc.option(huge, { nil: undefined }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 1e6 }),
        fc.integer({ min: 1, max: 100 }),
        (total, shown, page, pageSize) => {
          const pages = pageCount(total, shown, page, pageSize);
          if (pages === undefined) return;
          assert.ok(total! >= (page - 1) * pageSize + shown);
          assert.equal(total === 0, shown === 0);
          if (shown > 0) assert.ok(page <= pages);
        },
      ),
      settings(),
    );
  });
});
