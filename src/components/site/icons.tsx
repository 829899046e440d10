import type { SVGProps } from 'react';
import { LINE_SVG } from '@/components/ui/line-svg';

/**
 * The few outline icons the public site draws from its client components, as plain SVG (the shapes of
 * the Lucide set the rest of the site uses), so that no page ships the icon library for them.
 */
function Outline({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg {...LINE_SVG} {...props}>
      {children}
    </svg>
  );
}

export function MenuIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Outline {...props}>
      <path d="M4 5h16M4 12h16M4 19h16" />
    </Outline>
  );
}

export function CloseIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Outline {...props}>
      <path d="M18 6 6 18M6 6l12 12" />
    </Outline>
  );
}

/** A person: the guest's account. */
export function UserIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Outline {...props}>
      <circle cx="12" cy="8" r="5" />
      <path d="M20 21a8 8 0 0 0-16 0" />
    </Outline>
  );
}

export function LanguagesIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Outline {...props}>
      <path d="m5 8 6 6M4 14l6-6 2-3M2 5h12M7 2h1M22 22l-5-10-5 10M14 18h6" />
    </Outline>
  );
}

/** The check in a circle of a form's confirmation. */
export function CheckCircleIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Outline {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="m9 12 2 2 4-4" />
    </Outline>
  );
}
