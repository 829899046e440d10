'use client';

import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * Each body cell is labelled with its column's heading (`data-label`), which the card layout
 * shows before the cell's value. Read from the table's own headings, so that every list gets it
 * without saying its columns twice; re-applied when rows come and go.
 */
function labelCells(table: HTMLTableElement) {
  const headings = [...table.querySelectorAll<HTMLTableCellElement>(':scope > thead > tr > th')];
  const labels = headings.flatMap((th) =>
    Array.from({ length: th.colSpan || 1 }, () => th.textContent.trim()),
  );
  for (const row of table.querySelectorAll<HTMLTableRowElement>(':scope > tbody > tr')) {
    let column = 0;
    for (const cell of row.cells) {
      const label = cell.colSpan > 1 ? '' : (labels[column] ?? '');
      if (cell.dataset.label !== label) cell.dataset.label = label;
      column += cell.colSpan || 1;
    }
  }
}

function useCellLabels() {
  const ref = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    const table = ref.current;
    if (!table) return;
    labelCells(table);
    const observer = new MutationObserver(() => labelCells(table));
    observer.observe(table, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return ref;
}

/**
 * A list as a table on a wide screen and as cards below 640px: each row a card with its facts
 * labelled and its actions within reach, so that nothing needs a sideways swipe on a phone.
 * On a wide screen an overlong table scrolls sideways; its frame takes keyboard focus so that
 * the arrow keys can scroll it too (WCAG 2.1.1), even when no cell holds a control.
 */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  const ref = useCellLabels();
  return (
    <div
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-stone-200 bg-white focus-visible:outline-2 focus-visible:outline-saffron-deep max-sm:overflow-visible max-sm:border-0 max-sm:bg-transparent"
    >
      <table
        ref={ref}
        className={cn(
          'w-full border-collapse text-sm',
          'max-sm:block max-sm:[&>tbody]:grid max-sm:[&>tbody]:gap-3 max-sm:[&>tfoot]:block max-sm:[&>thead]:sr-only',
          'max-sm:[&>tbody>tr]:grid max-sm:[&>tbody>tr]:gap-1 max-sm:[&>tbody>tr]:rounded-lg max-sm:[&>tbody>tr]:border max-sm:[&>tbody>tr]:border-stone-200 max-sm:[&>tbody>tr]:bg-white max-sm:[&>tbody>tr]:p-3',
          'max-sm:[&>tfoot>tr]:grid max-sm:[&>tfoot>tr]:p-3',
          className,
        )}
        {...props}
      />
    </div>
  );
}

export function Th({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn(
        'border-b border-stone-200 bg-stone-50 px-3 py-2 text-start text-xs font-semibold tracking-wide text-stone-600 uppercase',
        className,
      )}
      {...props}
    />
  );
}

/**
 * A cell. In a card its heading comes first, its value after (at the far end); a cell of
 * controls wraps them, each at least 44px high for a finger.
 */
export function Td({ className, ...props }: ComponentProps<'td'>) {
  return (
    <td
      className={cn(
        'border-b border-stone-100 px-3 py-2 align-middle',
        'max-sm:flex max-sm:w-auto max-sm:min-w-0 max-sm:flex-wrap max-sm:items-center max-sm:justify-end max-sm:gap-x-3 max-sm:before:me-auto max-sm:gap-y-2 max-sm:border-0 max-sm:px-0 max-sm:py-0.5 max-sm:text-end',
        'max-sm:before:text-start max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:tracking-wide max-sm:before:text-stone-600 max-sm:before:uppercase max-sm:before:content-[attr(data-label)] max-sm:empty:hidden',
        className,
      )}
      {...props}
    />
  );
}
