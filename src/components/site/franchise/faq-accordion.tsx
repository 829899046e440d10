import { ChevronDown } from 'lucide-react';

/**
 * Spec: one item open at a time; the open one can be closed. The browser's own exclusive
 * accordion (`<details name>`): opening one closes the others, from the first paint and without
 * any script.
 */
export function FaqAccordion({ items }: { items: { question: string; answer: string }[] }) {
  return (
    <div className="divide-y divide-sand-deep card">
      {items.map((item) => (
        <details key={item.question} name="franchise-faq" className="group px-6">
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
