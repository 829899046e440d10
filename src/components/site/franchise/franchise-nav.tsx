import { ArrowRight } from '@/components/ui/line-icons';
import { SiteLink } from '@/components/site/site-link';

/** The two buttons at the foot of each franchise page (spec: apply, plus the next page). */
export function FranchiseButtons({
  apply,
  next,
}: {
  apply: string;
  next: { href: string; label: string };
}) {
  return (
    <div className="mt-12 flex flex-wrap gap-3">
      <SiteLink
        href="/franchise/apply"
        className="inline-flex min-h-12 items-center gap-2 rounded-full bg-pomegranate px-6 font-semibold text-white hover:bg-pomegranate-deep"
      >
        {apply}
        <ArrowRight aria-hidden="true" className="flip-rtl size-4" />
      </SiteLink>
      <SiteLink
        href={next.href}
        className="inline-flex min-h-12 items-center rounded-full border-2 border-coffee/25 px-6 font-semibold text-coffee hover:bg-white"
      >
        {next.label}
      </SiteLink>
    </div>
  );
}
