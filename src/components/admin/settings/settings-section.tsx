import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** One section of the Settings screen: a named region with its title and what it is for. */
export function SettingsSection({
  id,
  title,
  hint,
  children,
}: {
  /** Names the region (its title's id is `${id}-title`). */
  id: string;
  title: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <Card className="mt-6 grid gap-4 p-4 md:p-6" role="region" aria-labelledby={`${id}-title`}>
      <div>
        <h2 id={`${id}-title`} className="text-base font-semibold text-stone-900">
          {title}
        </h2>
        <p className="text-sm text-stone-600">{hint}</p>
      </div>
      {children}
    </Card>
  );
}
