import { useId } from 'react';
import { LINE_SVG } from '@/components/ui/line-svg';

// The star of the lucide icon set (ISC licence), drawn once per row and repeated with <use>: a
// row of five costs one path in the page instead of five full icons.
const STAR_PATH =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';
const STEP = 27; // one star (24) and the gap after it (3)

/** A row of filled stars, announced as one image with `label`. Colour comes from `className`. */
export function StarRow({
  count,
  label,
  className,
}: {
  count: number;
  label: string;
  className?: string;
}) {
  const id = useId();
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`-1 -1 ${count * STEP - 1} 26`}
      fill="currentColor"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
      className={className}
    >
      <path id={id} d={STAR_PATH} />
      {Array.from({ length: count - 1 }, (_, i) => (
        <use key={i} href={`#${id}`} x={(i + 1) * STEP} />
      ))}
    </svg>
  );
}

/**
 * One outlined star (for rating inputs). In a group, one star draws the shape under `shapeId` and
 * the others reuse it, so five stars cost one path in the page.
 */
export function StarIcon({
  shapeId,
  drawsShape,
  className,
}: {
  shapeId: string;
  drawsShape: boolean;
  className?: string;
}) {
  return (
    <svg {...LINE_SVG} className={className}>
      {drawsShape ? <path id={shapeId} d={STAR_PATH} /> : <use href={`#${shapeId}`} />}
    </svg>
  );
}
