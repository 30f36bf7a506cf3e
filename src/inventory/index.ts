/**
 * realty-elements/inventory: the server's copy of a chatbot's listings (runtime-neutral: no Node import).
 * One store interface with its query logic written once in Kysely, the sync from RealEstateList, and the
 * search that answers exactly as `refine.ts` does. The engines are entries of their own
 * (`realty-elements/inventory/sqlite`). See docs/inventory.md.
 */
export {
  KyselyInventory,
  type Change,
  type InventoryStore,
  type Known,
  type PassOutcome,
  type SyncStatus,
} from './store.js';
export { InventorySync, type PassReport, type ProxyWrite, type SyncOptions } from './sync.js';
export { MAX_MARKERS, type Marker, type SearchAnswer, type SearchOptions } from './search.js';
export type { ChangeKind, InventoryDatabase } from './schema.js';
export { toRow, type Row } from './columns.js';
