/**
 * The inventory store: one interface, one implementation over Kysely, so every engine (SQLite here;
 * PostgreSQL, D1 and a Durable Object's SQLite later) runs the same statements. An engine gives it two
 * handles: `read` for searches (on SQLite a second connection, so a search never waits for a pass's
 * transaction and sees the last committed inventory) and `write` for the sync.
 */
import { foldFilterText } from '../api/list-filter.js';
import type { Kysely, Transaction } from 'kysely';
import type { Listing } from '../api/schemas.js';
import type { SearchQuery } from '../elements/listing-search/query.js';
import { type Row, searchColumns } from './columns.js';
import { type ChangeKind, type ChangesTable, type InventoryDatabase, migrate } from './schema.js';
import { type SearchAnswer, type SearchOptions, search } from './search.js';

/** Rows per statement (SQLite takes 32,766 parameters, PostgreSQL 65,535; a row has about 20). */
const CHUNK = 500;

/** One entry of the change log. */
export interface Change {
  id: number;
  /** When the store saw it (milliseconds since 1970). */
  at: number;
  kind: ChangeKind;
  /** For `price`: the price before and after (null: none). */
  oldPrice?: number | null;
  newPrice?: number | null;
  /** For `status`: the status before and after. */
  oldStatus?: string | null;
  newStatus?: string | null;
}

/** What the status endpoint says of a chatbot's inventory. */
export interface SyncStatus {
  serial: string;
  listings: number;
  /** Complete passes so far. */
  passes: number;
  /** When the last successful pass ended (undefined: never). */
  syncedAt?: number;
  /** When the last pass ended, whatever its outcome. */
  attemptedAt?: number;
  /** Why the last pass failed. */
  error?: string;
  /** The inventory served is not the upstream's latest: no pass yet, or the last one failed. */
  stale: boolean;
}

/** What a pass knew of a stored listing when it started. */
export interface Known {
  hash: string;
  missing: number;
  mls: string;
}

/** How a pass ends: what it saw missing, what is gone, and whether it was complete. */
export interface PassOutcome {
  at: number;
  /** IDs missing from this complete pass, not yet taken as gone. */
  missing: number[];
  /** IDs seen again after having been missing. */
  found: number[];
  /** IDs gone: missing from two complete passes, or confirmed by an MLS-number lookup. */
  gone: number[];
  /** The pass reached the end of the list (the absences above count only then). */
  complete: boolean;
}

export interface InventoryStore {
  /** The search, in one snapshot of the inventory. */
  search(q: SearchQuery, options?: SearchOptions): Promise<SearchAnswer>;
  get(serial: string, id: number): Promise<Listing | undefined>;
  /** When the listing was taken as gone (the change log's last `gone`), or undefined. */
  goneAt(serial: string, id: number): Promise<number | undefined>;
  /** The change log, oldest first, from `since` (inclusive). */
  changes(serial: string, options?: { since?: number; limit?: number }): Promise<Change[]>;
  status(serial: string): Promise<SyncStatus>;
  /** The stored listings' hashes, missing counts and MLS keys (a pass compares against them). */
  known(serial: string): Promise<Map<number, Known>>;
  /** IDs of the stored listings with this MLS number or URL (a delete by key). */
  idsByKey(serial: string, keyType: 'MLSNumber' | 'URL', keys: readonly string[]): Promise<number[]>;
  /** Holds a pass's new and changed listings out of sight until `commitPass`. */
  stage(serial: string, rows: readonly Row[]): Promise<void>;
  clearStage(serial: string): Promise<void>;
  /** Applies what the pass staged, and its absences, in one transaction. */
  commitPass(serial: string, outcome: PassOutcome): Promise<number>;
  /** Records a failed pass: the inventory stays as it was, marked stale. */
  failPass(serial: string, error: string, at: number): Promise<void>;
  /** Writes listings at once (the probe, a write through the proxy, a lookup); returns how many changed. */
  upsert(serial: string, rows: readonly Row[], at: number): Promise<number>;
  /** Removes listings at once (a delete through the proxy), logging each as gone. */
  remove(serial: string, ids: readonly number[], at: number): Promise<number>;
  close(): Promise<void>;
}

const chunks = <T>(items: readonly T[], size = CHUNK): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

type Db = Kysely<InventoryDatabase> | Transaction<InventoryDatabase>;

export class KyselyInventory implements InventoryStore {
  readonly #read: Kysely<InventoryDatabase>;
  readonly #write: Kysely<InventoryDatabase>;
  readonly #close: () => Promise<void>;
  readonly #afterPass: (() => unknown) | undefined;

  constructor(handles: {
    read: Kysely<InventoryDatabase>;
    write: Kysely<InventoryDatabase>;
    close?: () => Promise<void>;
    /** Run after each pass is committed: an engine refreshes its planner's statistics (SQLite's ANALYZE). */
    afterPass?: () => unknown;
  }) {
    this.#read = handles.read;
    this.#afterPass = handles.afterPass;
    this.#write = handles.write;
    this.#close =
      handles.close ??
      (async () => {
        await this.#write.destroy();
        if (this.#read !== this.#write) await this.#read.destroy();
      });
  }

  migrate(): Promise<void> {
    return migrate(this.#write);
  }

  search(q: SearchQuery, options?: SearchOptions): Promise<SearchAnswer> {
    return search(this.#read, q, options);
  }

  async get(serial: string, id: number): Promise<Listing | undefined> {
    const row = await this.#read
      .selectFrom('inventory_documents')
      .select('json')
      .where('serial_number', '=', serial)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? (JSON.parse(row.json) as Listing) : undefined;
  }

  async goneAt(serial: string, id: number): Promise<number | undefined> {
    const row = await this.#read
      .selectFrom('inventory_changes')
      .select(['kind', 'at'])
      .where('serial_number', '=', serial)
      .where('id', '=', id)
      .where('kind', 'in', ['gone', 'back', 'new'])
      .orderBy('at', 'desc')
      .executeTakeFirst();
    return row?.kind === 'gone' ? Number(row.at) : undefined;
  }

  async changes(serial: string, options: { since?: number; limit?: number } = {}): Promise<Change[]> {
    const rows = await this.#read
      .selectFrom('inventory_changes')
      .selectAll()
      .where('serial_number', '=', serial)
      .where('at', '>=', options.since ?? 0)
      .orderBy('at')
      .orderBy('id')
      .limit(Math.min(10_000, options.limit ?? 1_000))
      .execute();
    return rows.map((row) => {
      const change: Change = { id: Number(row.id), at: Number(row.at), kind: row.kind };
      if (row.kind === 'price') Object.assign(change, { oldPrice: row.old_price, newPrice: row.new_price });
      if (row.kind === 'status') Object.assign(change, { oldStatus: row.old_status, newStatus: row.new_status });
      return change;
    });
  }

  async status(serial: string): Promise<SyncStatus> {
    const [state, count] = await Promise.all([
      this.#read.selectFrom('inventory_state').selectAll().where('serial_number', '=', serial).executeTakeFirst(),
      this.#read
        .selectFrom('inventory_listings')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('serial_number', '=', serial)
        .executeTakeFirstOrThrow(),
    ]);
    const status: SyncStatus = {
      serial,
      listings: Number(count.n),
      passes: Number(state?.passes ?? 0),
      stale: !state?.synced_at || !!state.error,
    };
    if (state?.synced_at) status.syncedAt = Number(state.synced_at);
    if (state?.attempted_at) status.attemptedAt = Number(state.attempted_at);
    if (state?.error) status.error = state.error;
    return status;
  }

  async known(serial: string): Promise<Map<number, Known>> {
    const rows = await this.#write
      .selectFrom('inventory_listings')
      .select(['id', 'hash', 'missing', 'mls_key'])
      .where('serial_number', '=', serial)
      .execute();
    return new Map(
      rows.map((row) => [Number(row.id), { hash: row.hash, missing: Number(row.missing), mls: row.mls_key }]),
    );
  }

  async idsByKey(serial: string, keyType: 'MLSNumber' | 'URL', keys: readonly string[]): Promise<number[]> {
    if (!keys.length) return [];
    const rows = await this.#write
      .selectFrom('inventory_listings')
      .select('id')
      .where('serial_number', '=', serial)
      .where(
        keyType === 'MLSNumber' ? 'mls_key' : 'url',
        'in',
        keyType === 'MLSNumber' ? keys.map((key) => foldFilterText(key)) : [...keys.map((key) => key.trim())],
      )
      .execute();
    return rows.map((row) => Number(row.id));
  }

  async stage(serial: string, rows: readonly Row[]): Promise<void> {
    for (const part of chunks(rows))
      await this.#write
        .insertInto('inventory_staging')
        .values(part.map((row) => ({ ...searchColumns(serial, row), json: row.json })))
        .onConflict((oc) =>
          oc
            .columns(['serial_number', 'id'])
            .doUpdateSet((eb) => ({ hash: eb.ref('excluded.hash'), json: eb.ref('excluded.json') })),
        )
        .execute();
  }

  async clearStage(serial: string): Promise<void> {
    await this.#write.deleteFrom('inventory_staging').where('serial_number', '=', serial).execute();
  }

  async commitPass(serial: string, outcome: PassOutcome): Promise<number> {
    const written = await this.#commitPass(serial, outcome);
    await this.#afterPass?.();
    return written;
  }

  #commitPass(serial: string, outcome: PassOutcome): Promise<number> {
    return this.#write.transaction().execute(async (trx) => {
      let written = 0;
      // The staged rows in ID order, a chunk at a time: memory stays a chunk, whatever the pass found.
      for (let after = -1; ;) {
        const staged = await trx
          .selectFrom('inventory_staging')
          .selectAll()
          .where('serial_number', '=', serial)
          .where('id', '>', after)
          .orderBy('id')
          .limit(CHUNK)
          .execute();
        if (!staged.length) break;
        after = Number(staged.at(-1)!.id);
        written += await this.#apply(
          trx,
          serial,
          staged.map(({ json, ...columns }) => ({ columns: { ...columns, id: Number(columns.id) }, json })),
          outcome.at,
        );
      }
      await trx.deleteFrom('inventory_staging').where('serial_number', '=', serial).execute();
      if (outcome.complete) {
        for (const part of chunks(outcome.missing))
          await trx
            .updateTable('inventory_listings')
            .set((eb) => ({ missing: eb('missing', '+', 1) }))
            .where('serial_number', '=', serial)
            .where('id', 'in', part)
            .execute();
        for (const part of chunks(outcome.found))
          await trx
            .updateTable('inventory_listings')
            .set({ missing: 0 })
            .where('serial_number', '=', serial)
            .where('id', 'in', part)
            .execute();
        written += await this.#remove(trx, serial, outcome.gone, outcome.at);
      }
      await trx
        .insertInto('inventory_state')
        .values({
          serial_number: serial,
          passes: outcome.complete ? 1 : 0,
          synced_at: outcome.at,
          attempted_at: outcome.at,
          error: null,
        })
        .onConflict((oc) =>
          oc.column('serial_number').doUpdateSet((eb) => ({
            passes: eb('inventory_state.passes', '+', outcome.complete ? 1 : 0),
            synced_at: outcome.at,
            attempted_at: outcome.at,
            error: null,
          })),
        )
        .execute();
      return written;
    });
  }

  async failPass(serial: string, error: string, at: number): Promise<void> {
    await this.#write
      .insertInto('inventory_state')
      .values({ serial_number: serial, passes: 0, synced_at: null, attempted_at: at, error })
      .onConflict((oc) => oc.column('serial_number').doUpdateSet({ attempted_at: at, error }))
      .execute();
  }

  async upsert(serial: string, rows: readonly Row[], at: number): Promise<number> {
    if (!rows.length) return 0;
    return this.#write.transaction().execute(async (trx) => {
      let written = 0;
      for (const part of chunks(rows))
        written += await this.#apply(
          trx,
          serial,
          part.map((row) => ({ columns: searchColumns(serial, row), json: row.json })),
          at,
        );
      return written;
    });
  }

  async remove(serial: string, ids: readonly number[], at: number): Promise<number> {
    if (!ids.length) return 0;
    return this.#write.transaction().execute((trx) => this.#remove(trx, serial, ids, at));
  }

  close(): Promise<void> {
    return this.#close();
  }

  /** Writes rows whose hash differs from the stored one, and logs what changed: new, back, price, status. */
  async #apply(
    trx: Db,
    serial: string,
    rows: readonly { columns: ReturnType<typeof searchColumns>; json: string }[],
    at: number,
  ): Promise<number> {
    const ids = rows.map((row) => row.columns.id);
    const stored = new Map(
      (
        await trx
          .selectFrom('inventory_listings')
          .select(['id', 'hash', 'price', 'status'])
          .where('serial_number', '=', serial)
          .where('id', 'in', ids)
          .execute()
      ).map((row) => [Number(row.id), row]),
    );
    const changed = rows.filter((row) => stored.get(row.columns.id)?.hash !== row.columns.hash);
    if (!changed.length) return 0;
    const fresh = changed.filter((row) => !stored.has(row.columns.id)).map((row) => row.columns.id);
    const wentBefore = new Set(
      fresh.length
        ? (
            await trx
              .selectFrom('inventory_changes')
              .select('id')
              .where('serial_number', '=', serial)
              .where('kind', '=', 'gone')
              .where('id', 'in', fresh)
              .execute()
          ).map((row) => Number(row.id))
        : [],
    );
    const log: ChangesTable[] = [];
    const entry = (id: number, kind: ChangeKind, extra: Partial<ChangesTable> = {}): ChangesTable => ({
      serial_number: serial,
      id,
      at,
      kind,
      old_price: null,
      new_price: null,
      old_status: null,
      new_status: null,
      ...extra,
    });
    for (const { columns } of changed) {
      const before = stored.get(columns.id);
      if (!before) log.push(entry(columns.id, wentBefore.has(columns.id) ? 'back' : 'new'));
      else {
        if (before.price !== columns.price)
          log.push(entry(columns.id, 'price', { old_price: before.price, new_price: columns.price }));
        if (before.status !== columns.status)
          log.push(entry(columns.id, 'status', { old_status: before.status, new_status: columns.status }));
      }
    }
    await trx
      .insertInto('inventory_listings')
      .values(changed.map(({ columns }) => ({ ...columns, first_seen: at, missing: 0 })))
      .onConflict((oc) =>
        oc.columns(['serial_number', 'id']).doUpdateSet((eb) => {
          const keep = new Set(['serial_number', 'id', 'first_seen']);
          const set: Record<string, unknown> = {};
          for (const column of Object.keys(changed[0]!.columns))
            if (!keep.has(column)) set[column] = eb.ref(`excluded.${column}` as 'excluded.hash');
          set.missing = 0;
          return set;
        }),
      )
      .execute();
    await trx
      .insertInto('inventory_documents')
      .values(changed.map(({ columns, json }) => ({ serial_number: serial, id: columns.id, json })))
      .onConflict((oc) => oc.columns(['serial_number', 'id']).doUpdateSet((eb) => ({ json: eb.ref('excluded.json') })))
      .execute();
    for (const part of chunks(log)) await trx.insertInto('inventory_changes').values(part).execute();
    return changed.length;
  }

  async #remove(trx: Db, serial: string, ids: readonly number[], at: number): Promise<number> {
    let removed = 0;
    for (const part of chunks(ids)) {
      const gone = await trx
        .deleteFrom('inventory_listings')
        .where('serial_number', '=', serial)
        .where('id', 'in', part)
        .returning('id')
        .execute();
      await trx.deleteFrom('inventory_documents').where('serial_number', '=', serial).where('id', 'in', part).execute();
      if (gone.length)
        await trx
          .insertInto('inventory_changes')
          .values(
            gone.map((row) => ({
              serial_number: serial,
              id: Number(row.id),
              at,
              kind: 'gone' as const,
              old_price: null,
              new_price: null,
              old_status: null,
              new_status: null,
            })),
          )
          .execute();
      removed += gone.length;
    }
    return removed;
  }
}
