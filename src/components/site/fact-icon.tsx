import { cx } from '@/lib/cn';

/**
 * The icons of a dish's facts (its diets, spice and allergens), each one picture in
 * public/icons/facts drawn from Lucide's shapes (fact-icon-shapes.ts, npm run icons). A page of
 * dishes draws them hundreds of times: as inline SVG each was a small document of its own for the
 * browser to style and lay out (165 of them, about 1,000 elements, on an ordering page), so each
 * is one empty element here, painted in the text's colour through the picture as a mask. The
 * pictures are raster: an SVG file as a mask is still a document, parsed and laid out on the
 * page's thread, one per icon (ADR 0028); a picture is decoded off it.
 */
export type FactIconName =
  | 'bean'
  | 'droplets'
  | 'egg'
  | 'fish'
  | 'flame'
  | 'leaf'
  | 'milk'
  | 'moon-star'
  | 'nut'
  | 'shrimp'
  | 'sprout'
  | 'vegan'
  | 'wheat'
  | 'wheat-off';

/**
 * Each icon's file, written out whole so that the stylesheet's scan finds it: the mask takes it
 * once the page has painted (site.css `.fact-icon`), so that the icons, many and small, are
 * fetched after the page's first paint instead of before it.
 */
const MASK: Record<FactIconName, string> = {
  bean: '[--fact-icon:url(/icons/facts/bean.png)]',
  droplets: '[--fact-icon:url(/icons/facts/droplets.png)]',
  egg: '[--fact-icon:url(/icons/facts/egg.png)]',
  fish: '[--fact-icon:url(/icons/facts/fish.png)]',
  flame: '[--fact-icon:url(/icons/facts/flame.png)]',
  leaf: '[--fact-icon:url(/icons/facts/leaf.png)]',
  milk: '[--fact-icon:url(/icons/facts/milk.png)]',
  'moon-star': '[--fact-icon:url(/icons/facts/moon-star.png)]',
  nut: '[--fact-icon:url(/icons/facts/nut.png)]',
  shrimp: '[--fact-icon:url(/icons/facts/shrimp.png)]',
  sprout: '[--fact-icon:url(/icons/facts/sprout.png)]',
  vegan: '[--fact-icon:url(/icons/facts/vegan.png)]',
  wheat: '[--fact-icon:url(/icons/facts/wheat.png)]',
  'wheat-off': '[--fact-icon:url(/icons/facts/wheat-off.png)]',
};

/** The file an icon is drawn from. */
export function factIconPath(name: FactIconName): string {
  return /url\(([^)]+)\)/.exec(MASK[name])![1]!;
}

/** One fact icon, hidden from readers (the label beside it says what it is); size it by class. */
export function FactIcon({ name, className }: { name: FactIconName; className?: string }) {
  return <span aria-hidden="true" className={cx('fact-icon', MASK[name], className)} />;
}
