/**
 * The zod-free checks of the public bundle (src/api/checks.ts) must agree with the zod schemas,
 * which stay the source of truth: same pass/fail, same output, same issue paths and messages.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as z from 'zod/mini';
import { type DataSchema, envelopeCheck, listDataCheck, listQueryCheck, runCheck } from '../../src/api/checks.js';
import { toIssues } from '../../src/api/errors.js';
import { envelopeSchema, listDataSchema, listQuerySchema } from '../../src/api/schemas.js';

function viaZod(schema: z.ZodMiniType, value: unknown) {
  const result = z.safeParse(schema, value);
  return result.success ? { success: true, data: result.data } : { success: false, issues: toIssues(result.error.issues) };
}

function agree(name: string, check: DataSchema<unknown>, schema: z.ZodMiniType, corpus: unknown[]) {
  it(`${name}: ${corpus.length} inputs`, () => {
    for (const input of corpus) {
      assert.deepEqual(runCheck(check, input), viaZod(schema, input), `input ${JSON.stringify(input)}`);
    }
  });
}

const junk = [undefined, null, 0, 1.5, -1, Number.NaN, Infinity, '', ' ', 'x', true, false, [], {}, [1], { a: 1 }];
const each = (base: Record<string, unknown>, key: string) => junk.map((value) => ({ ...base, [key]: value }));

describe('zod-free checks agree with the schemas', () => {
  const query = { SerialNumber: 'demo' };
  agree('listQuery', listQueryCheck, listQuerySchema, [
    ...junk,
    query,
    { SerialNumber: '  demo  ', CityName: 'Austin', SaleType: 'for_rent', MLSNumber: 'M1', PageNumber: 2, PageSize: 100, Extra: 'dropped' },
    { SerialNumber: 'demo', CityName: undefined, SaleType: undefined },
    { SerialNumber: 'demo', PageSize: 0 },
    { SerialNumber: 'demo', PageSize: 101 },
    { SerialNumber: 'demo', PageNumber: 0, PageSize: 2.5 },
    { SerialNumber: 'demo', PageNumber: 2 ** 60 },
    { SerialNumber: 'demo', PageSize: 2 ** 60 },
    { SerialNumber: 'demo', PageNumber: -(2 ** 60) },
    { SerialNumber: 'demo', SaleType: 'For Sale' },
    // The caps (LIMITS): at, over, trimmed under, and non-strings that have a length.
    { SerialNumber: 'd'.repeat(2000), CityName: 'c'.repeat(500), MLSNumber: 'm'.repeat(500) },
    { SerialNumber: 'd'.repeat(2001), CityName: 'c'.repeat(501), MLSNumber: 'm'.repeat(501) },
    { SerialNumber: ` ${'d'.repeat(2000)} ` },
    { SerialNumber: ` ${'d'.repeat(1999)} `, CityName: 'é'.repeat(600) },
    { SerialNumber: new Array(2001).fill('x'), CityName: new Array(600).fill(1), MLSNumber: { length: 900 } },
    { SerialNumber: 5, CityName: 5, SaleType: 5, MLSNumber: 5, PageNumber: '1', PageSize: '2' },
    ...['SerialNumber', 'CityName', 'SaleType', 'MLSNumber', 'PageNumber', 'PageSize'].flatMap((key) => each(query, key)),
  ]);
  const data = { List: [] };
  agree('listData', listDataCheck, listDataSchema, [
    ...junk,
    data,
    { List: [{ ID: 1 }, 'x'], VirtualCount: 3, More: 1 },
    { List: [], VirtualCount: null },
    ...['List', 'VirtualCount'].flatMap((key) => each(data, key)),
  ]);
  const envelope = { Data: 1, Version: '1.0.0', Success: true, Code: 200, Message: '' };
  agree('envelope', envelopeCheck, envelopeSchema, [
    ...junk,
    envelope,
    { Success: false, Code: 500, Message: null },
    { hello: 'world' },
    ...['Data', 'Version', 'Success', 'Code', 'Message'].flatMap((key) => each(envelope, key)),
  ]);
});
