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

// The two above are separate constants so that the public bundle (checks.ts) takes only them.
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

/** The message of a string over its cap, worded as schemas.ts words issues (a predicate). */
export const tooLongMessage = (max: number): string => `must be at most ${max} characters`;
