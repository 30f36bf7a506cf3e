/** Pagination arithmetic of `<listing-search>` (pure: no DOM). */

/**
 * How many pages there are, when `total` (`VirtualCount`) can be trusted: it is there, covers what this
 * page shows, and is 0 exactly when the page is empty (a count of 1 over a page whose only record was
 * unusable would read "1–0 of 1"). Otherwise undefined: the widget then offers only previous/next.
 */
export function pageCount(
  total: number | undefined,
  shown: number,
  page: number,
  pageSize: number,
): number | undefined {
  const seen = (page - 1) * pageSize + shown;
  // `undefined >= seen` is false: no count, no pages.
  return total! >= seen && total! > 0 === shown > 0 ? Math.ceil(total! / pageSize) : undefined;
}

/** Whether there is a next page: by the count when known, else as long as pages come back full. */
export function hasNext(pages: number | undefined, shown: number, page: number, pageSize: number): boolean {
  return pages !== undefined ? page < pages : shown >= pageSize;
}

/**
 * The page numbers to offer: the first, the last and the current one's neighbours; undefined marks an ellipsis.
 * Computed from those five numbers, never by walking the pages: a count of 1e11 costs what a count of 20 does.
 */
export function pageWindow(page: number, pages: number): (number | undefined)[] {
  const numbers: (number | undefined)[] = [];
  let last = 0;
  for (const n of [1, page - 1, page, page + 1, pages].sort((a, b) => a - b))
    if (n > last && n <= pages) {
      if (n > last + 1) numbers.push(undefined);
      numbers.push((last = n));
    }
  return numbers;
}
