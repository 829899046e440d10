import type { SVGProps } from 'react';

/**
 * The few outline icons the public site's shell draws on every page, as plain SVG (the shapes of
 * the Lucide set the rest of the site uses), so that the header ships no icon library.
 */
function Outline({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
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

export function LanguagesIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Outline {...props}>
      <path d="m5 8 6 6M4 14l6-6 2-3M2 5h12M7 2h1M22 22l-5-10-5 10M14 18h6" />
    </Outline>
  );
}
