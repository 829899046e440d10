import type { ReactNode } from 'react';
import { Card } from './card';

/** A titled part of a long console form (a location's address, its hours…). */
export function FormSection({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <Card className="grid gap-4 p-4 md:p-6">
      <div>
        <h2 className="text-base font-semibold text-stone-900">{title}</h2>
        {hint ? <p className="text-sm text-stone-600">{hint}</p> : null}
      </div>
      {children}
    </Card>
  );
}
