// Issue 34, item 13: an API that ignores PageSize (10,000 records a page) must not make the server read
// them. The SSR reads at most what it asked for (`boundedFetch`: PageSize × the largest listing the API
// holds), so a listing page answers 503 after one request, not after 100 pages of 23 MB; an honest page of
// 100 listings at the size limit still reads whole.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { LIMITS } from '../../src/api/limits.js';
import { boundedFetch } from '../../src/api/bounded-fetch.js';
import { ListingClient } from '../../src/api/listing-client.js';
import { createSsrHandler } from '../../src/ssr/index.js';

/** A record of about `bytes` bytes as RealEstateList answers it. */
const record = (id: number, bytes: number) =>
  JSON.stringify({
    ID: id,
    City: 'Austin',
    Address: `${id} Main Street`,
    SaleType: 'For Sale',
    Price: '450000',
    Description: 'd'.repeat(Math.max(0, bytes - 120)),
  });

describe('an upstream that sends more than it was asked for', () => {
  let server: Server;
  let base: string;
  const seen = { requests: 0, bytesWritten: 0 };
  /** The records each answer holds, whatever PageSize asked, and their size. */
  let answer = { records: 10_000, bytes: 2_300 };

  before(async () => {
    server = createServer((req, res) => {
      seen.requests++;
      req.resume();
      res.writeHead(200, { 'Content-Type': 'application/json' });
      let id = answer.records;
      res.write('{"Success":true,"Code":200,"Message":"","Data":{"VirtualCount":1000000000000,"List":[');
      // Written as the socket takes it, so what the reader left unread is never produced.
      const pump = () => {
        while (id > 0) {
          const chunk = `${record(id, answer.bytes)}${id > 1 ? ',' : ''}`;
          id--;
          seen.bytesWritten += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end(']}}');
      };
      res.on('close', () => (id = 0));
      pump();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => server.close());

  it('a listing page answers 503 after one request, having read about what 100 listings may weigh', async () => {
    Object.assign(seen, { requests: 0, bytesWritten: 0 });
    answer = { records: 10_000, bytes: 2_300 };
    const handler = createSsrHandler({ upstream: base, serialNumber: 'x' });
    const response = await handler(new Request('https://homes.example/homes/5-austin'));
    assert.equal(response.status, 503);
    assert.equal(response.headers.get('Retry-After'), '30');
    assert.equal(seen.requests, 1, 'no second page asked');
    const limit = 1024 * 1024 + 100 * LIMITS.listing * 3;
    // The socket's buffers hold a few MB more than was read; 23 MB were on offer.
    assert.ok(seen.bytesWritten < limit + 8e6, `${seen.bytesWritten} bytes written of ${10_000 * 2_300}`);
  });

  it('the client says why: the API answered more than it was asked for', async () => {
    answer = { records: 10_000, bytes: 2_300 };
    const client = new ListingClient({ baseUrl: base, fetch: boundedFetch(), retries: 0 });
    await assert.rejects(client.list({ SerialNumber: 'x', PageSize: 100 }), (error: Error) => {
      assert.match(error.message, /more than \d+ MB for one request/);
      return true;
    });
  });

  it('an honest page of 100 listings at the size limit reads whole', async () => {
    answer = { records: 100, bytes: LIMITS.listing * 2 };
    const client = new ListingClient({ baseUrl: base, fetch: boundedFetch(), retries: 0 });
    const page = await client.list({ SerialNumber: 'x', PageSize: 100 });
    assert.equal(page.items.length, 100);
    assert.equal(page.items[0]!.description?.length, LIMITS.listing * 2 - 120);
  });
});
