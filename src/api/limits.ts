/**
 * Size caps where API.md says "not shown": decided here once, used by the zod schemas (client and
 * sandbox) and by the zod-free checks of the public bundle, and listed in the README.
 */
export const LIMITS = {
  /** Characters in an ordinary string field. */
  text: 2_000,
  /**
   * Characters in the fields the sandbox indexes and matches on (City, MLSNumber, Url, Key, and the
   * list filters): 500 characters stay under PostgreSQL's B-tree entry limit (about 2.7 KB) in any script.
   */
  indexed: 500,
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
} as const;

/** The message of a string over its cap, worded as schemas.ts words issues (a predicate). */
export const tooLongMessage = (max: number): string => `must be at most ${max} characters`;
