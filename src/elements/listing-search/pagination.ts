/** Pagination arithmetic of `<listing-search>` (pure: no DOM). */

/**
 * How many pages there are, when `total` (`VirtualCount`) can be trusted: it is there and covers what
 * this page shows (0 only with no items). Otherwise undefined: the widget then offers only previous/next.
 */
export function pageCount(
  total: number | undefined,
  shown: number,
  page: number,
  pageSize: number,
): number | undefined {
  const seen = (page - 1) * pageSize + shown;
  return total !== undefined && total >= seen && (total > 0 || seen === 0) ? Math.ceil(total / pageSize) : undefined;
}

/** Whether there is a next page: by the count when known, else as long as pages come back full. */
export function hasNext(pages: number | undefined, shown: number, page: number, pageSize: number): boolean {
  return pages !== undefined ? page < pages : shown >= pageSize;
}

/** The page numbers to offer: the first, the last and the current one's neighbours; undefined marks an ellipsis. */
export function pageWindow(page: number, pages: number): (number | undefined)[] {
  const numbers: (number | undefined)[] = [];
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - page) <= 1) numbers.push(n);
    else if (numbers[numbers.length - 1] !== undefined) numbers.push(undefined);
  }
  return numbers;
}
