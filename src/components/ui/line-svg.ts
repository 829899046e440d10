import type { SVGProps } from 'react';

/** How a line icon (Lucide's) is drawn: a 24-unit box, stroked and not filled, hidden from readers. */
export const LINE_SVG = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const satisfies SVGProps<SVGSVGElement>;
