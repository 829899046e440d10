'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from '@/components/site/icons';

/**
 * A modal on the public site: the browser's own `<dialog>` (focus kept inside, Escape closes,
 * the rest of the page inert), drawn as a sheet from the bottom on a phone and centred on wider
 * screens. Open while `open` is true; `onClose` hears every way it closes.
 */
export function SiteDialog({
  open,
  onClose,
  title,
  closeLabel,
  children,
  footer,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby={titleId}
      className="site-dialog"
      onClick={(event) => {
        // A tap on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open ? (
        <div className="flex max-h-[inherit] flex-col">
          <div className="flex items-start justify-between gap-4 border-b border-sand-deep px-5 py-4">
            <h2 id={titleId} className="font-display text-xl font-bold text-coffee">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="-me-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-sand"
            >
              <CloseIcon aria-hidden="true" className="size-5" />
              <span className="sr-only">{closeLabel}</span>
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer ? <div className="border-t border-sand-deep px-5 py-4">{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
