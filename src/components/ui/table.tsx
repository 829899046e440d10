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
      className="list-frame relative overflow-x-auto rounded-lg border border-stone-200 bg-white focus-visible:outline-2 focus-visible:outline-saffron-deep"
    >
      <table
        ref={ref}
        className={cn('list-table w-full border-collapse text-sm', className)}
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
 * A cell. In a card (below 640px, `.list-table` in admin/console.css) its heading comes first, its
 * value after (at the far end); a cell of controls wraps them.
 */
export function Td({ className, ...props }: ComponentProps<'td'>) {
  return (
    <td className={cn('border-b border-stone-100 px-3 py-2 align-middle', className)} {...props} />
  );
}
