import { describe, expect, it } from 'vitest';
import { activeSectionAt, MENU_SCROLL_OFFSET } from './site-nav';

describe('the menu category that follows the scroll position', () => {
  const at = (...tops: number[]) =>
    activeSectionAt(
      tops.map((top, i) => ({ key: `c${i}`, top })),
      MENU_SCROLL_OFFSET,
    );

  it('is the first category before anything has scrolled past the offset', () => {
    expect(at(300, 700, 1100)).toBe('c0');
  });

  it('changes once a section top reaches 200 pixels from the top of the window, not before', () => {
    expect(at(-200, 201, 600)).toBe('c0');
    expect(at(-200, 200, 600)).toBe('c1');
    expect(at(-900, -500, 150)).toBe('c2');
  });

  it('is nothing when there are no sections', () => {
    expect(activeSectionAt([], MENU_SCROLL_OFFSET)).toBeNull();
  });
});
