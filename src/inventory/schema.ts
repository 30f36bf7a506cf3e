/**
 * The inventory's tables, as Kysely sees them, and their creation (Kysely's schema builder: the same
 * statements for SQLite, PostgreSQL and D1). Column types are the ones both SQLite and PostgreSQL take
 * with the meaning intended: `bigint` for IDs (a listing ID goes to 2^53 − 1), `double precision` for
 * numbers and times (milliseconds since 1970).
 */
import { type Kysely, sql } from 'kysely';
import type { ListingStatus, SaleType } from '../api/schemas.js';
import type { SortOrder } from '../elements/listing-search/query.js';

/**
 * The search table: one narrow row per listing, only what a search filters, sorts, counts or draws on a
 * map (the listing itself is in `inventory_documents`: a wide table was 30× slower to search).
 */
export interface ListingsTable {
  serial_number: string;
  id: number;
  /** SHA-256 of the listing's JSON: a pass writes only what changed. */
  hash: string;
  price: number | null;
  beds: number | null;
  baths: number | null;
  /** `refine.ts`'s `typeKey`: how the type filter compares types. */
  type_key: string;
  /** The type as written (the facet shows the newest listing's spelling). */
  type: string | null;
  status: ListingStatus | null;
  sale_type: SaleType | null;
  /** City and MLS number folded as RealEstateList's filters compare them (`foldFilterText`, src/api). */
  city_key: string;
  mls_key: string;
  /** The URL a RealEstateDelete by URL names (the stored text). */
  url: string | null;
  lat: number | null;
  lng: number | null;
  tour_open: number;
  tour_3d: number;
  /** The area in square feet (`area-desc` compares areas by size). */
  area_sqft: number | null;
  days: number | null;
}

/** What the search table keeps beside a listing's searchable columns: when it was first seen, complete passes it was missing from. */
interface ListingsBookkeeping {
  first_seen: number;
  missing: number;
}

interface DocumentsTable {
  serial_number: string;
  id: number;
  json: string;
}

export type ChangeKind = 'new' | 'price' | 'status' | 'gone' | 'back';

export interface ChangesTable {
  serial_number: string;
  id: number;
  at: number;
  kind: ChangeKind;
  old_price: number | null;
  new_price: number | null;
  old_status: string | null;
  new_status: string | null;
}

interface StateTable {
  serial_number: string;
  /** Complete passes so far. */
  passes: number;
  /** When the last pass that succeeded ended. */
  synced_at: number | null;
  /** When the last pass (of any outcome) ended. */
  attempted_at: number | null;
  /** Why the last pass failed; null when it succeeded. */
  error: string | null;
}

/** The column each sort orders by (the values `sortValue` gives, see columns.ts) and its direction. */
export const SORTS: Record<
  Exclude<SortOrder, 'newest'>,
  [column: 'price' | 'beds' | 'area_sqft' | 'days', 'asc' | 'desc']
> = {
  'price-asc': ['price', 'asc'],
  'price-desc': ['price', 'desc'],
  'beds-desc': ['beds', 'desc'],
  'area-desc': ['area_sqft', 'desc'],
  'days-asc': ['days', 'asc'],
};

export interface InventoryDatabase {
  inventory_listings: ListingsTable & ListingsBookkeeping;
  inventory_documents: DocumentsTable;
  /** Rows a pass found new or changed, held here until the pass ends (memory stays one page). */
  inventory_staging: ListingsTable & { json: string };
  inventory_changes: ChangesTable;
  inventory_state: StateTable;
}

/** Creates the tables and indexes when missing; safe at every start. `serial_number` leads every index. */
export async function migrate(db: Kysely<InventoryDatabase>): Promise<void> {
  const searchTable = async (table: 'inventory_listings' | 'inventory_staging', extra: (t: Builder) => Builder) => {
    let builder = db.schema
      .createTable(table)
      .ifNotExists()
      .addColumn('serial_number', 'text', (c) => c.notNull())
      .addColumn('id', 'bigint', (c) => c.notNull())
      .addColumn('hash', 'text', (c) => c.notNull())
      .addColumn('price', 'double precision')
      .addColumn('beds', 'double precision')
      .addColumn('baths', 'double precision')
      .addColumn('type_key', 'text', (c) => c.notNull())
      .addColumn('type', 'text')
      .addColumn('status', 'text')
      .addColumn('sale_type', 'text')
      .addColumn('city_key', 'text', (c) => c.notNull())
      .addColumn('mls_key', 'text', (c) => c.notNull())
      .addColumn('url', 'text')
      .addColumn('lat', 'double precision')
      .addColumn('lng', 'double precision')
      .addColumn('tour_open', 'integer', (c) => c.notNull())
      .addColumn('tour_3d', 'integer', (c) => c.notNull())
      .addColumn('area_sqft', 'double precision')
      .addColumn('days', 'double precision');
    builder = extra(builder);
    await builder.addPrimaryKeyConstraint(`${table}_pk`, ['serial_number', 'id']).execute();
  };
  await searchTable('inventory_listings', (t) =>
    t
      .addColumn('first_seen', 'double precision', (c) => c.notNull())
      .addColumn('missing', 'integer', (c) => c.notNull().defaultTo(0)),
  );
  await searchTable('inventory_staging', (t) => t.addColumn('json', 'text', (c) => c.notNull()));
  await db.schema
    .createTable('inventory_documents')
    .ifNotExists()
    .addColumn('serial_number', 'text', (c) => c.notNull())
    .addColumn('id', 'bigint', (c) => c.notNull())
    .addColumn('json', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('inventory_documents_pk', ['serial_number', 'id'])
    .execute();
  await db.schema
    .createTable('inventory_changes')
    .ifNotExists()
    .addColumn('serial_number', 'text', (c) => c.notNull())
    .addColumn('id', 'bigint', (c) => c.notNull())
    .addColumn('at', 'double precision', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('old_price', 'double precision')
    .addColumn('new_price', 'double precision')
    .addColumn('old_status', 'text')
    .addColumn('new_status', 'text')
    .execute();
  await db.schema
    .createTable('inventory_state')
    .ifNotExists()
    .addColumn('serial_number', 'text', (c) => c.primaryKey())
    .addColumn('passes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('synced_at', 'double precision')
    .addColumn('attempted_at', 'double precision')
    .addColumn('error', 'text')
    .execute();
  // The searches' access paths (docs/inventory.md says which search uses which).
  const indexes: [name: string, table: keyof InventoryDatabase, columns: string[]][] = [
    ['inventory_listings_city_price', 'inventory_listings', ['serial_number', 'city_key', 'price']],
    ['inventory_listings_price', 'inventory_listings', ['serial_number', 'price']],
    ['inventory_listings_type', 'inventory_listings', ['serial_number', 'type_key', 'id']],
    ['inventory_listings_place', 'inventory_listings', ['serial_number', 'lat', 'lng']],
    ['inventory_listings_mls', 'inventory_listings', ['serial_number', 'mls_key']],
    ['inventory_listings_url', 'inventory_listings', ['serial_number', 'url']],
    ['inventory_changes_at', 'inventory_changes', ['serial_number', 'at']],
    ['inventory_changes_id', 'inventory_changes', ['serial_number', 'id']],
  ];
  for (const [name, table, columns] of indexes)
    await db.schema.createIndex(name).ifNotExists().on(table).columns(columns).execute();
  // One per sort, in the search's ORDER BY exactly (listings without the value last, ties newest first): a sorted
  // page of a large set reads its rows in order and stops at the page, instead of sorting the set.
  for (const [sort, [column, direction]] of Object.entries(SORTS))
    await db.schema
      .createIndex(`inventory_listings_sort_${sort.replace('-', '_')}`)
      .ifNotExists()
      .on('inventory_listings')
      .expression(sql`serial_number, (${sql.ref(column)} is null), ${sql.ref(column)} ${sql.raw(direction)}, id desc`)
      .execute();
}

type Builder = ReturnType<Kysely<InventoryDatabase>['schema']['createTable']>;
