import { cn } from '@/lib/cn';

type Props = {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  id?: string;
  className?: string;
  align?: 'start' | 'center';
};

export function SectionHeading({
  eyebrow,
  title,
  subtitle,
  id,
  className,
  align = 'center',
}: Props) {
  return (
    <div
      className={cn(align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl', className)}
    >
      {eyebrow ? (
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-saffron-deep">
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className="mt-2 font-display text-3xl font-bold text-coffee md:text-4xl">
        {title}
      </h2>
      {subtitle ? <p className="mt-3 text-lg text-muted">{subtitle}</p> : null}
    </div>
  );
}
