/**
 * The zod-free checks are the only definition of the RealEstateList request, its Data and the
 * envelope (the public bundle carries no zod): what they let through, what they refuse, and how they
 * word it (the same predicates as the zod schemas of the other operations).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type DataSchema, envelopeCheck, listDataCheck, listQueryCheck, runCheck } from '../../src/api/checks.js';
import { INDEXED_TEXT_LIMIT, MAX_PAGE_NUMBER, TEXT_LIMIT } from '../../src/api/limits.js';

const junk = [undefined, null, 0, 1.5, Number.NaN, Infinity, '', 'x', true, [], [1]];
/** `path message` of each issue, or the output when the value passes. */
function outcome(check: DataSchema<unknown>, value: unknown): unknown {
  const result = runCheck(check, value);
  return result.success ? result.data : result.issues.map((issue) => `${issue.path} ${issue.message}`.trim());
}

describe('listQueryCheck', () => {
  it('lets a full query through, trims SerialNumber and drops unknown members', () => {
    const query = {
      SerialNumber: '  demo  ',
      CityName: 'Austin',
      SaleType: 'for_rent',
      MLSNumber: 'M1',
      PageNumber: 2,
      PageSize: 100,
      Extra: 'dropped',
    };
    assert.deepEqual(outcome(listQueryCheck, query), {
      SerialNumber: 'demo',
      CityName: 'Austin',
      SaleType: 'for_rent',
      MLSNumber: 'M1',
      PageNumber: 2,
      PageSize: 100,
    });
    assert.deepEqual(outcome(listQueryCheck, { SerialNumber: 'demo', CityName: undefined }), {
      SerialNumber: 'demo',
      CityName: undefined,
    });
  });

  it('refuses anything but an object', () => {
    for (const value of [...junk, 'demo'])
      assert.deepEqual(outcome(listQueryCheck, value), ['must be an object'], String(value));
  });

  it('names each bad member and why', () => {
    assert.deepEqual(outcome(listQueryCheck, {}), ['SerialNumber is required']);
    assert.deepEqual(outcome(listQueryCheck, { SerialNumber: '   ' }), [
      'SerialNumber is required and must not be empty',
    ]);
    assert.deepEqual(
      outcome(listQueryCheck, {
        SerialNumber: 5,
        CityName: 5,
        SaleType: 'For Sale',
        MLSNumber: [],
        PageNumber: '1',
        PageSize: 2.5,
      }),
      [
        'SerialNumber must be a string',
        'CityName must be a string',
        'SaleType must be one of for_sale, for_rent',
        'MLSNumber must be a string',
        'PageNumber must be a number',
        'PageSize must be a whole number',
      ],
    );
    assert.deepEqual(outcome(listQueryCheck, { SerialNumber: 'd', PageNumber: 0, PageSize: 101 }), [
      `PageNumber must be from 1 to ${MAX_PAGE_NUMBER}`,
      'PageSize must be from 1 to 100',
    ]);
    assert.deepEqual(outcome(listQueryCheck, { SerialNumber: 'd', PageNumber: Infinity, PageSize: Number.NaN }), [
      'PageNumber must be a number',
      'PageSize must be a number',
    ]);
  });

  it('caps the texts (the filters at the indexed length)', () => {
    const long = (n: number) => 'x'.repeat(n);
    assert.equal(
      runCheck(listQueryCheck, {
        SerialNumber: long(TEXT_LIMIT),
        CityName: long(INDEXED_TEXT_LIMIT),
        MLSNumber: long(INDEXED_TEXT_LIMIT),
      }).success,
      true,
    );
    assert.deepEqual(
      outcome(listQueryCheck, {
        SerialNumber: long(TEXT_LIMIT + 1),
        CityName: long(INDEXED_TEXT_LIMIT + 1),
        MLSNumber: long(INDEXED_TEXT_LIMIT + 1),
      }),
      [
        `SerialNumber must be at most ${TEXT_LIMIT} characters`,
        `CityName must be at most ${INDEXED_TEXT_LIMIT} characters`,
        `MLSNumber must be at most ${INDEXED_TEXT_LIMIT} characters`,
      ],
    );
  });
});

describe('listDataCheck', () => {
  it('needs List as an array; VirtualCount is a number, null or absent', () => {
    assert.deepEqual(outcome(listDataCheck, { List: [{ ID: 1 }, 'x'], VirtualCount: 3, More: 1 }), {
      List: [{ ID: 1 }, 'x'],
      VirtualCount: 3,
    });
    assert.deepEqual(outcome(listDataCheck, { List: [], VirtualCount: null }), { List: [], VirtualCount: null });
    assert.deepEqual(outcome(listDataCheck, {}), ['List is required']);
    assert.deepEqual(outcome(listDataCheck, { List: {}, VirtualCount: '3' }), [
      'List must be an array',
      'VirtualCount must be a number',
    ]);
    for (const value of junk) assert.deepEqual(outcome(listDataCheck, value), ['must be an object']);
  });
});

describe('envelopeCheck', () => {
  it('needs Success and Code; Data is anything; Version and Message are optional', () => {
    const envelope = { Data: 1, Version: '1.0.0', Success: true, Code: 200, Message: '' };
    assert.deepEqual(outcome(envelopeCheck, envelope), envelope);
    assert.deepEqual(outcome(envelopeCheck, { Success: false, Code: 500, Message: null }), {
      Success: false,
      Code: 500,
      Message: null,
    });
    assert.deepEqual(outcome(envelopeCheck, { hello: 'world' }), ['Success is required', 'Code is required']);
    assert.deepEqual(outcome(envelopeCheck, { Success: 'true', Code: '200', Version: 1, Message: 2 }), [
      'Version must be a string',
      'Success must be a boolean',
      'Code must be a number',
      'Message must be a string',
    ]);
  });
});
