// A child process for kill.node.test.ts: a full pass into the SQLite file argv[2], from the sandbox at argv[3],
// slowly (one page at a time, each 60 ms late), saying "page N" as each page arrives, until it is killed.
import { ListingClient } from '../../src/api/listing-client.js';
import { InventorySync } from '../../src/inventory/index.js';
import { openSqliteInventory } from '../../src/inventory/sqlite.js';
import { SERIAL, SESSION_KEY } from './world.js';

const [file, baseUrl] = process.argv.slice(2) as [string, string];
let pages = 0;
const client = new ListingClient({
  baseUrl,
  sessionKey: SESSION_KEY,
  headers: { 'x-sandbox-fault': 'latency=60' },
  fetch: async (input, init) => {
    const response = await globalThis.fetch(input, init);
    process.stdout.write(`page ${++pages}\n`);
    return response;
  },
});
const store = await openSqliteInventory(file);
await new InventorySync(store, client, { concurrency: 1 }).fullPass(SERIAL);
process.stdout.write('done\n');
