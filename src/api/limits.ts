/**
 * Size caps where API.md says "not shown": decided here once, used by the zod schemas (client and
 * sandbox) and by the zod-free checks of the public bundle, and listed in docs/sandbox.md.
 */
/** Characters in an ordinary string field. */
export const TEXT_LIMIT = 2_000;
/**
 * Characters in the fields the sandbox indexes and matches on (City, MLSNumber, Url, Key, and the
 * list filters): 500 characters stay under PostgreSQL's B-tree entry limit (about 2.7 KB) in any script.
 */
export const INDEXED_TEXT_LIMIT = 500;

/**
 * The last page a list may ask for. (PageNumber − 1) × PageSize then stays far inside what any database's
 * OFFSET holds (PostgreSQL's is a 64-bit integer: a page of 1e18 answered 500); past the last listing a
 * page is simply empty.
 */
export const MAX_PAGE_NUMBER = 1_000_000;

/**
 * The most listings an inventory index loads, in the browser (`max-listings`) and on the server: 100 pages
 * of 100. A page author's `max-listings="1000000000"` must not make a server (or a phone) page on for ever;
 * past this size a search belongs in a server-side store.
 */
export const MAX_LISTINGS = 10_000;

// The constants above are separate so that the public bundle (checks.ts) takes only them.
export const LIMITS = {
  text: TEXT_LIMIT,
  indexed: INDEXED_TEXT_LIMIT,
  /** Description and SystemMessage. */
  longText: 20_000,
  /** Knowledge `text`, per EditKnowledge call. */
  knowledgeText: 100_000,
  /** Items in Images and in ExtensionColumn. */
  images: 50,
  extensionColumns: 50,
  /** Items per EditKnowledge call. */
  fileList: 500,
  qaList: 1_000,
  websiteList: 1_000,
  /** Keys per RealEstateDelete call. */
  deleteKeys: 1_000,
  /**
   * Characters of one listing in all (its fields as JSON), so that a page of 100 listings stays a few MB:
   * the caps of the fields alone would let one listing hold about 350,000.
   */
  listing: 32_000,
} as const;

/**
 * The bounds of every numeric field of every operation, decided here once: `[min, max]`, inclusive. A number
 * outside them is refused with 400 naming the field (by the client's schemas, the proxy and the sandbox,
 * which all run the same schemas) rather than stored as something else or failing in the database. Money
 * is capped at 1e14 in any currency, so no price needs more than 15 digits; areas at 1e10 (square feet or
 * metres); the settings at what their controls offer. PageNumber's bound is `MAX_PAGE_NUMBER`, PageSize's 100.
 */
export const NUMBER_BOUNDS = {
  Bedrooms: [0, 1_000],
  Bathrooms: [0, 1_000],
  ParkingSpots: [0, 100_000],
  DaysOnMarket: [0, 100_000],
  YearBuilt: [1000, 9999],
  LotArea: [0, 1e10],
  BuildingArea: [0, 1e10],
  money: [0, 1e14],
  Latitude: [-90, 90],
  Longitude: [-180, 180],
  Temperature: [0, 100],
  ChatBubbleAlign: [0, 1],
  RateLimitCount: [0, 1_000_000],
  RateLimitTime: [0, 86_400],
  MessageLimit: [-1, 100_000_000],
} as const satisfies Record<string, readonly [number, number]>;

/**
 * The smallest magnitude a non-zero number may have (six decimal places: a tenth of a metre in a coordinate).
 * Nearer zero (5e-324) a value is a mistake, not a measurement; and -0 is refused too, since no database
 * stores it (it would come back as 0).
 */
export const NUMBER_RESOLUTION = 1e-6;

/** The message of a string over its cap, worded as schemas.ts words issues (a predicate). */
export const tooLongMessage = (max: number): string => `must be at most ${max} characters`;
