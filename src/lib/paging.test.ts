import { describe, expect, it } from 'vitest';
import { pageOf } from './paging';

describe('pageOf', () => {
  it.each([
    // total, asked, size → page, pages, offset
    [0, 1, 25, { page: 1, pages: 1, offset: 0 }],
    [0, 7, 25, { page: 1, pages: 1, offset: 0 }],
    [25, 1, 25, { page: 1, pages: 1, offset: 0 }],
    [26, 2, 25, { page: 2, pages: 2, offset: 25 }],
    [30, 99, 25, { page: 2, pages: 2, offset: 25 }],
    [100_000, 4000, 25, { page: 4000, pages: 4000, offset: 99_975 }],
    [10, 0, 25, { page: 1, pages: 1, offset: 0 }],
  ])('%i rows, page %i of %i a page', (total, asked, size, expected) => {
    expect(pageOf(total, asked, size)).toEqual(expected);
  });
});
