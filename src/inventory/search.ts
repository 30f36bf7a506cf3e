/**
 * The search, written once in Kysely for every engine: `refine.ts`'s filters, sorts and page, the
 * RealEstateList filters (city, sale type, MLS number) as the API applies them, the map's area, the facet
 * counts and the map's markers. Each rule below says which line of `refine.ts` it is.
 */
import { foldFilterText } from '../api/list-filter.js';
import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import type { Listing, ListingStatus, Tour } from '../api/schemas.js';
import { TOUR, typeKey } from '../elements/listing-search/refine.js';
import type { SearchQuery, SortOrder } from '../elements/listing-search/query.js';
import { parseBounds } from '../elements/shared/area.js';
import { STATUSES } from '../elements/listing-search/query.js';
import { type InventoryDatabase, SORTS } from './schema.js';

type Eb = ExpressionBuilder<InventoryDatabase, 'inventory_listings'>;
/** A facet leaves its own filter out (as `typeCounts` leaves out the type). */
type Skip = 'price' | 'type' | 'status';

const TOUR_COLUMN: Record<Tour, 'tour_open' | 'tour_3d'> = { OpenHouse: 'tour_open', '3D': 'tour_3d' };
/** The most markers a search may ask for. */
export const MAX_MARKERS = 5_000;

export interface SearchOptions {
  /** The property types and statuses with their counts under the other filters. */
  facets?: boolean;
  /** Up to this many map markers (at most MAX_MARKERS): the newest results with a location. */
  markers?: number;
}

/** A map marker: the listing's ID, where it is and its price (null without one). */
export type Marker = [id: number, lat: number, lng: number, price: number | null];

export interface SearchAnswer {
  /** The page's listings, in the sort's order. */
  items: Listing[];
  /** How many listings pass every filter. */
  total: number;
  pageNumber: number;
  pageSize: number;
  /** As `typeCounts` gives them: every type of the set, counted under the other filters, most first, then by name. */
  types?: [type: string, count: number][];
  /** Each status with how many listings pass the other filters. */
  statuses?: Record<ListingStatus, number>;
  markers?: Marker[];
}

/** The RealEstateList filters: which of the chatbot's listings form the set searched. */
function inSet(eb: Eb, q: SearchQuery): Expression<SqlBool>[] {
  const conditions = [eb('serial_number', '=', q.serial)];
  if (foldFilterText(q.city)) conditions.push(eb('city_key', '=', foldFilterText(q.city)));
  if (q.saleType) conditions.push(eb('sale_type', '=', q.saleType));
  if (foldFilterText(q.mlsNumber)) conditions.push(eb('mls_key', '=', foldFilterText(q.mlsNumber)));
  return conditions;
}

/** `refine.ts`'s `matches`, as SQL conditions (all must hold). */
function refined(eb: Eb, q: SearchQuery, skip?: Skip): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  // A price bound leaves out listings without a price; a lone maximum still asks for a price of 0 or more.
  if ((q.minPrice || q.maxPrice) && skip !== 'price') {
    conditions.push(eb('price', 'is not', null), eb('price', '>=', q.minPrice ?? 0));
    if (q.maxPrice !== undefined) conditions.push(eb('price', '<=', q.maxPrice));
  }
  // `(listing.bedrooms ?? -1) < q.beds`
  if (q.beds) conditions.push(eb(eb.fn.coalesce('beds', sql.lit(-1)), '>=', q.beds));
  if (q.baths) conditions.push(eb(eb.fn.coalesce('baths', sql.lit(-1)), '>=', q.baths));
  if (q.propertyType && skip !== 'type') conditions.push(eb('type_key', '=', typeKey(q.propertyType)));
  if (q.status.length && skip !== 'status') conditions.push(eb('status', 'in', [...q.status]));
  const area = parseBounds(q.bounds);
  if (area) {
    const [south, west, north, east] = area;
    conditions.push(eb('lat', '>=', south), eb('lat', '<=', north), eb('lng', '>=', west), eb('lng', '<=', east));
  }
  for (const token of q.tours) conditions.push(eb(TOUR_COLUMN[TOUR[token]], '=', 1));
  return conditions;
}

/** `sortListings`' order: by the value, listings without it last, ties newest first (the server's order). */
function ordered<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  sort: SortOrder,
): SelectQueryBuilder<DB, TB, O> {
  const id = sql.ref('inventory_listings.id');
  if (sort === 'newest') return query.orderBy(sql`${id} desc`);
  const [column, direction] = SORTS[sort];
  const value = sql.ref(`inventory_listings.${column}`);
  // As the sort's index lists them (schema.ts), so that the index gives the order.
  return query
    .orderBy(sql`${value} is null`)
    .orderBy(sql`${value} ${sql.raw(direction)}`)
    .orderBy(sql`${id} desc`);
}

/** The search `q` over the inventory in `db`, in one snapshot. */
export async function search(
  db: Kysely<InventoryDatabase>,
  q: SearchQuery,
  options: SearchOptions = {},
): Promise<SearchAnswer> {
  return db.transaction().execute(async (trx) => {
    const listings = trx.selectFrom('inventory_listings');
    const all = (eb: Eb) => eb.and([...inSet(eb, q), ...refined(eb, q)]);
    const counted = await listings
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where(all)
      .executeTakeFirstOrThrow();
    const page = await ordered(listings.select('id').where(all), q.sort)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute();
    const ids = page.map((row) => Number(row.id));
    const documents = ids.length
      ? await trx
          .selectFrom('inventory_documents')
          .select(['id', 'json'])
          .where('serial_number', '=', q.serial)
          .where('id', 'in', ids)
          .execute()
      : [];
    const json = new Map(documents.map((row) => [Number(row.id), row.json]));
    const answer: SearchAnswer = {
      items: ids.map((id) => JSON.parse(json.get(id)!) as Listing),
      total: Number(counted.n),
      pageNumber: q.page,
      pageSize: q.pageSize,
    };
    if (options.facets) {
      answer.types = await typeFacet(trx, q);
      answer.statuses = await statusFacet(trx, q);
    }
    const cap = Math.min(MAX_MARKERS, Math.floor(options.markers ?? 0));
    if (cap > 0) {
      // The newest first (the primary key's order: the scan stops at the cap), not the page's sort.
      const rows = await listings
        .select(['id', 'lat', 'lng', 'price'])
        .where((eb) =>
          eb.and([...inSet(eb, q), ...refined(eb, q), eb('lat', 'is not', null), eb('lng', 'is not', null)]),
        )
        .orderBy('id', 'desc')
        .limit(cap)
        .execute();
      answer.markers = rows.map((row) => [Number(row.id), row.lat!, row.lng!, row.price]);
    }
    return answer;
  });
}

/**
 * `typeCounts`: each type key of the set once, spelled as its newest listing spells it, with how many
 * listings pass the other filters (zero included), most first, then by name as `typeCounts` compares them.
 */
async function typeFacet(db: Kysely<InventoryDatabase>, q: SearchQuery): Promise<[string, number][]> {
  const groups = db
    .selectFrom('inventory_listings')
    .select((eb) => {
      const others = refined(eb, q, 'type');
      const passes = others.length ? eb.case().when(eb.and(others)).then(1).else(0).end() : sql.lit(1);
      return [eb.fn.max('id').as('newest'), eb.fn.sum<number | string>(passes).as('n')];
    })
    .where((eb) => eb.and([...inSet(eb, q), eb('type_key', '<>', '')]))
    // Grouped by an expression, not the column: the type's index would otherwise be read whole for its order,
    // where the set's own filter (a city) reads a twelfth of it.
    .groupBy(sql`type_key || ''`)
    .as('groups');
  const rows = await db
    .selectFrom(groups)
    .innerJoin('inventory_listings', (join) =>
      join.onRef('inventory_listings.id', '=', 'groups.newest').on('inventory_listings.serial_number', '=', q.serial),
    )
    .select(['inventory_listings.type', 'groups.n'])
    .execute();
  return rows
    .map((row): [string, number] => [row.type ?? '', Number(row.n)])
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** Each status with how many listings of the set pass the other filters. */
async function statusFacet(db: Kysely<InventoryDatabase>, q: SearchQuery): Promise<Record<ListingStatus, number>> {
  const rows = await db
    .selectFrom('inventory_listings')
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('n')])
    .where((eb) => eb.and([...inSet(eb, q), ...refined(eb, q, 'status'), eb('status', 'is not', null)]))
    .groupBy('status')
    .execute();
  const counts = Object.fromEntries(STATUSES.map((status) => [status, 0])) as Record<ListingStatus, number>;
  for (const row of rows) if (row.status) counts[row.status] = Number(row.n);
  return counts;
}
