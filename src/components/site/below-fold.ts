import type { CSSProperties } from 'react';

/**
 * How tall a band below the first screen (`.below-fold` in site.css) is taken to be until the
 * browser draws it, in rem: in one column (a phone), from 40rem wide (two columns) and from 64rem
 * (the widest grids). Each is set at or above the band's real height, so that nothing after it is
 * placed over its content while it waits (a tool that measures the page without scrolling, an
 * accessibility checker among them, would see the two overlap).
 */
export function foldHeight(oneColumn: number, twoColumns = oneColumn, wide = twoColumns) {
  return {
    '--fold-1': `${oneColumn}rem`,
    '--fold-2': `${twoColumns}rem`,
    '--fold-3': `${wide}rem`,
  } as CSSProperties;
}

/**
 * The same for a band of a heading and `count` cards in a grid of one, two, then `wideColumns`
 * columns: the heading, and one row of cards of at most `row` rem per line of the grid.
 */
export function gridFoldHeight(
  count: number,
  { heading, row, wideColumns }: { heading: number; row: number; wideColumns: number },
) {
  const rows = (columns: number) => heading + row * Math.ceil(count / columns);
  return foldHeight(rows(1), rows(2), rows(wideColumns));
}
