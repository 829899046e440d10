'use client';

import { useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { BoardOrder } from '@/features/ordering/server/kitchen';
import { OrderTicket } from './order-ticket';

const PRINT_ON_ACCEPT_KEY = 'saba.kitchen.printOnAccept';

const listeners = new Set<() => void>();
/** The choice when the browser refuses storage. */
let remembered = false;

/** Whether this device prints each order's ticket when it is accepted (kept in its storage). */
function readPrintOnAccept(): boolean {
  try {
    return window.localStorage.getItem(PRINT_ON_ACCEPT_KEY) === 'on';
  } catch {
    return remembered;
  }
}

function writePrintOnAccept(on: boolean): void {
  remembered = on;
  try {
    window.localStorage.setItem(PRINT_ON_ACCEPT_KEY, on ? 'on' : 'off');
  } catch {
    // Storage refused: the choice lasts as long as the page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The board's ticket printer: `print(order)` puts the order's ticket straight under <body> (the
 * only thing printed then, console.css) and opens the browser's print dialog, in place, without a
 * new window. `printOnAccept` is this device's own setting: a kitchen with a receipt printer turns
 * it on, a manager's phone leaves it off. `copy` is what the board renders for it.
 */
export function useTicketPrinter() {
  const [printing, setPrinting] = useState<{ order: BoardOrder; serial: number } | null>(null);
  const printOnAccept = useSyncExternalStore(subscribe, readPrintOnAccept, () => false);
  useEffect(() => {
    // The copy stays drawn afterwards (hidden on screen): the next print replaces it.
    if (printing) window.print();
  }, [printing]);

  const print = useCallback(
    (order: BoardOrder) => setPrinting((last) => ({ order, serial: (last?.serial ?? 0) + 1 })),
    [],
  );
  const copy: ReactNode = printing
    ? createPortal(
        <div className="ticket-print-copy">
          <OrderTicket order={printing.order} />
        </div>,
        document.body,
      )
    : null;
  /** Prints an order just accepted when this device prints each one (read at that moment). */
  const printAccepted = useCallback(
    (order: BoardOrder) => {
      if (readPrintOnAccept()) print(order);
    },
    [print],
  );
  return { print, printAccepted, printOnAccept, choosePrintOnAccept: writePrintOnAccept, copy };
}
