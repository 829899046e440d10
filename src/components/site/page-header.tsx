import type { ReactNode } from 'react';

/** The title band at the top of an inner page. */
export function PageHeader({
  eyebrow,
  title,
  subtitle,
  children,
}: {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  children?: ReactNode;
}) {
  return (
    <header className="bg-gradient-to-b from-sand to-cream">
      <div className="mx-auto max-w-7xl px-4 pb-10 pt-12 md:px-6 md:pb-14 md:pt-16">
        {eyebrow ? (
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-saffron-deep">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="mt-2 font-display text-4xl font-bold text-coffee md:text-5xl">{title}</h1>
        {subtitle ? <p className="mt-3 max-w-2xl text-lg text-muted">{subtitle}</p> : null}
        {children}
      </div>
    </header>
  );
}
