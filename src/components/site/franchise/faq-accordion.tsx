'use client';

import { ChevronDown } from 'lucide-react';
import { useState } from 'react';

/** Spec: one item open at a time; the open one can be closed. Works as plain details without JS. */
export function FaqAccordion({ items }: { items: { question: string; answer: string }[] }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className="divide-y divide-sand-deep card">
      {items.map((item, index) => (
        <details
          key={item.question}
          open={open === index}
          onToggle={(e) => {
            const isOpen = e.currentTarget.open;
            setOpen((current) => (isOpen ? index : current === index ? null : current));
          }}
          className="group px-6"
        >
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-coffee [&::-webkit-details-marker]:hidden">
            <span className="text-lg">{item.question}</span>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="pb-5 text-charcoal">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
