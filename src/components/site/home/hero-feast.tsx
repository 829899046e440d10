import { HERO_FEAST_MARKUP } from './hero-feast-markup';

/**
 * The first screen's picture, drawn in the page (hero-feast-markup.ts): one image for assistive
 * technology, named in the page's language; its shapes say nothing of their own. The box has the
 * drawing's proportions (4:3) before anything is drawn, so nothing below it moves.
 */
export function HeroFeast({ label, className }: { label: string; className?: string }) {
  return (
    <div
      role="img"
      aria-label={label}
      className={className}
      dangerouslySetInnerHTML={{ __html: HERO_FEAST_MARKUP }}
    />
  );
}
