/**
 * realty-elements/inventory/sqlite: the embedded engine, Node only. A SQLite file through `better-sqlite3`
 * 12.x (an optional peer: installed with the package's dev tools; 13.x needs Node 22), in WAL mode, with
 * one connection that writes and one that reads, so a search never waits for a pass's transaction.
 */
import { Kysely, type SqliteDatabase, SqliteDialect } from 'kysely';
import type { InventoryDatabase } from './schema.js';
import { type InventoryStore, KyselyInventory } from './store.js';

/** What is used of a better-sqlite3 `Database` (typed here: this room compiles without Node's types). */
interface BetterSqlite extends SqliteDatabase {
  pragma(source: string): unknown;
  exec(source: string): unknown;
}
type BetterSqliteClass = new (file: string, options?: { readonly?: boolean; fileMustExist?: boolean }) => BetterSqlite;

// A name in a variable: the module is an optional peer, resolved at run time only.
const DRIVER = 'better-sqlite3';

async function driver(): Promise<BetterSqliteClass> {
  try {
    return ((await import(DRIVER)) as { default: BetterSqliteClass }).default;
  } catch (cause) {
    throw new Error(
      'realty-elements/inventory/sqlite needs better-sqlite3 12.x and its native build: `npm install better-sqlite3@12` ' +
        '(when no prebuilt binary can be fetched it compiles, which needs python3, make and a C++ compiler: ' +
        'on Debian `apt-get install -y python3 make g++`, then `npm rebuild better-sqlite3`).',
      { cause },
    );
  }
}

/**
 * Opens (creating when missing) the inventory in the SQLite file `file` (`:memory:` for a private, in-memory
 * one: then reads and writes share its single connection).
 */
export async function openSqliteInventory(file: string): Promise<InventoryStore> {
  const Database = await driver();
  const writer = new Database(file);
  writer.pragma('journal_mode = WAL');
  // WAL with NORMAL: a transaction is whole or absent after a crash (a power cut may lose the last one).
  writer.pragma('synchronous = NORMAL');
  writer.pragma('busy_timeout = 5000');
  // ANALYZE after each pass (the planner picks between a filter's index and a sort's by these statistics),
  // sampling at most this many rows per index so that it stays a few milliseconds at 100,000 listings.
  writer.pragma('analysis_limit = 1000');
  const afterPass = () => writer.exec('ANALYZE');
  const write = new Kysely<InventoryDatabase>({ dialect: new SqliteDialect({ database: writer }) });
  const store = new KyselyInventory({ read: write, write, afterPass });
  await store.migrate();
  if (file === ':memory:' || file === '') return store;
  const reader = new Database(file, { readonly: true, fileMustExist: true });
  reader.pragma('busy_timeout = 5000');
  const read = new Kysely<InventoryDatabase>({ dialect: new SqliteDialect({ database: reader }) });
  return new KyselyInventory({ read, write, afterPass });
}
