/**
 * Property tests of the sandbox (fast-check, a fixed number of runs at a printed seed): for any JSON body on
 * each of the seven operations, an envelope with a 4xx or a success, never a 5xx, never a hang; after a
 * refused write the stored data is unchanged; and whatever is created is found again by its ID, MLS number,
 * Url and city. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { type RunningSandbox, startSandbox } from '../src/server.js';
import type { Workspace } from '../src/workspaces.js';
import { OPERATION_NAMES, anyBody, oddListing, property } from './arbitraries.js';
import { type ListData, dataOf, post } from './helpers.js';

const databaseUrl = process.env.DATABASE_URL || undefined;
const run = `${Date.now().toString(36)}${process.pid}`;
const workspace: Workspace = {
  name: 'property',
  secretKey: `secret-${run}`,
  sessionKey: `session-${run}`,
  chatbots: [`prop-${run}`, `find-${run}`],
};
const [bot, findBot] = workspace.chatbots as [string, string];
const auth = { Authorization: workspace.secretKey };
const session = { 'chatrobot-sessionkey': workspace.sessionKey };

let sandbox: RunningSandbox;
before(async () => {
  sandbox = await startSandbox({ databaseUrl, memory: !databaseUrl, seed: 'none', workspaces: [workspace] });
});
after(async () => {
  await sandbox?.close();
});

interface Answer {
  status: number;
  envelope: { Success: boolean; Code: number; Message: string; Data: unknown };
}

/** Sends a raw body; a hang (no answer within 10 s) throws and fails the property. */
async function send(base: string, operation: string, body: string): Promise<Answer> {
  const response = await fetch(`${base}/chat/Chatbot/${operation}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(operation === 'RealEstateList' ? session : auth) },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, envelope: JSON.parse(await response.text()) as Answer['envelope'] };
}

/** The answer is the API's envelope, with a success or a 4xx, never a 5xx. */
export function assertAnswered({ status, envelope }: Answer, what: string): void {
  assert.ok(status < 500, `${what}: ${status} ${envelope.Message}`);
  if (status === 200) assert.deepEqual([envelope.Success, envelope.Code], [true, 200], what);
  else {
    assert.ok(status >= 400, `${what}: ${status}`);
    assert.deepEqual([envelope.Success, envelope.Code], [false, status], what);
    assert.ok(typeof envelope.Message === 'string' && envelope.Message.length > 0, what);
  }
}

/** Everything stored for the chatbot: its listings (all pages) and its settings and knowledge. */
async function snapshot(chatbot: string): Promise<string> {
  const pages: unknown[] = [];
  for (let page = 1; ; page++) {
    const data = dataOf<ListData>(
      await post(sandbox.url, 'RealEstateList', { SerialNumber: chatbot, PageNumber: page, PageSize: 100 }, session),
    );
    pages.push(data);
    if (data.List.length < 100) break;
  }
  const chatbotData = await fetch(`${sandbox.url}/sandbox/chatbots/${chatbot}`, { headers: auth });
  return JSON.stringify([pages, await chatbotData.json()]);
}

describe('the sandbox for any JSON body', () => {
  for (const operation of OPERATION_NAMES) {
    it(`${operation}: answers a success or a 4xx envelope, never a 5xx or a hang; a refused write changes nothing`, async () => {
      const write = operation !== 'RealEstateList' && operation !== 'ModelList';
      await fc.assert(
        fc.asyncProperty(anyBody(operation, bot), async (body) => {
          const before = write ? await snapshot(bot) : '';
          const answer = await send(sandbox.url, operation, body);
          assertAnswered(answer, `${operation} ${body.slice(0, 300)}`);
          if (write && answer.status !== 200) assert.equal(await snapshot(bot), before, 'a refused write changed data');
        }),
        property(operation === 'RealEstateList' ? 60 : 30),
      );
    });
  }
});

describe('the sandbox finds what it stored', () => {
  it('finds a created listing again by its ID, MLS number, Url and city, whatever their text', async () => {
    await fc.assert(
      fc.asyncProperty(oddListing(findBot), async (listing) => {
        const id = Number(dataOf<string>(await post(sandbox.url, 'RealEstateCreate', listing, auth)));
        const list = async (filters: Record<string, unknown>) =>
          dataOf<ListData>(
            await post(sandbox.url, 'RealEstateList', { SerialNumber: findBot, PageSize: 100, ...filters }, session),
          ).List.map((record) => record.ID);
        assert.deepEqual(await list({ MLSNumber: listing.MLSNumber }), [id], 'by MLS number');
        assert.deepEqual(await list({ MLSNumber: listing.MLSNumber.normalize('NFD') }), [id], 'by MLS number, NFD');
        assert.deepEqual(await list({ CityName: listing.City, MLSNumber: listing.MLSNumber }), [id], 'by city');
        const update = (Key: string, KeyType: string) =>
          post(sandbox.url, 'RealEstateUpdate', { ...listing, Bedrooms: 4, Key, KeyType }, auth);
        assert.equal(dataOf(await update(String(id), 'Native')), 1, 'by ID');
        assert.equal(dataOf(await update(listing.MLSNumber, 'MLSNumber')), 1, 'by MLS number as key');
        assert.equal(dataOf(await update(listing.Url, 'URL')), 1, 'by Url');
        assert.deepEqual(
          dataOf(
            await post(
              sandbox.url,
              'RealEstateDelete',
              { SerialNumber: findBot, Keys: [listing.Url], KeyType: 'URL' },
              auth,
            ),
          ),
          { SuccessCount: 1 },
        );
      }),
      property(40),
    );
  });
});
