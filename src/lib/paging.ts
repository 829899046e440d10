/**
 * A page of a paged list: the page asked for, within the pages there are (one at least, for an
 * empty list; a page past the last is the last), and the rows to skip to reach it.
 */
export function pageOf(total: number, asked: number, size: number) {
  const pages = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, asked), pages);
  return { page, pages, offset: (page - 1) * size };
}
