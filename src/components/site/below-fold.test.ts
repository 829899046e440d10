import { describe, expect, it } from 'vitest';
import { foldHeight, gridFoldHeight } from './below-fold';

describe('the height a band below the first screen is taken to be', () => {
  it('is one figure per width, each falling back to the narrower', () => {
    expect(foldHeight(72)).toEqual({
      '--fold-1': '72rem',
      '--fold-2': '72rem',
      '--fold-3': '72rem',
    });
    expect(foldHeight(46, 32)).toEqual({
      '--fold-1': '46rem',
      '--fold-2': '32rem',
      '--fold-3': '32rem',
    });
  });

  it('counts a heading and one row of cards per line of the grid at each width', () => {
    // Five restaurants, a 14rem heading, rows of at most 36rem, three columns when wide:
    // one column 14 + 5 × 36, two columns 14 + 3 × 36, three 14 + 2 × 36.
    expect(gridFoldHeight(5, { heading: 14, row: 36, wideColumns: 3 })).toEqual({
      '--fold-1': '194rem',
      '--fold-2': '122rem',
      '--fold-3': '86rem',
    });
    // Four dishes, four columns when wide: 14 + 4 × 32, 14 + 2 × 32, 14 + 32.
    expect(gridFoldHeight(4, { heading: 14, row: 32, wideColumns: 4 })).toEqual({
      '--fold-1': '142rem',
      '--fold-2': '78rem',
      '--fold-3': '46rem',
    });
    // No cards: the heading alone.
    expect(gridFoldHeight(0, { heading: 14, row: 32, wideColumns: 4 })).toEqual({
      '--fold-1': '14rem',
      '--fold-2': '14rem',
      '--fold-3': '14rem',
    });
  });
});
