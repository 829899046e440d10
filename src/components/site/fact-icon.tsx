import { cx } from '@/lib/cn';

/**
 * The icons of a dish's facts (its diets, spice and allergens), each one file in
 * public/icons/facts drawn from Lucide's shapes (fact-icon-shapes.ts). A page of dishes draws
 * them hundreds of times: as inline SVG each was a small document of its own for the browser to
 * style and lay out (165 of them, about 1,000 elements, on an ordering page), so each is one
 * empty element here, painted in the text's colour through the file as a mask, which the
 * browser decodes once per page.
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

/** Each icon's mask, written out whole so that the stylesheet's scan finds it. */
const MASK: Record<FactIconName, string> = {
  bean: '[mask-image:url(/icons/facts/bean.svg)]',
  droplets: '[mask-image:url(/icons/facts/droplets.svg)]',
  egg: '[mask-image:url(/icons/facts/egg.svg)]',
  fish: '[mask-image:url(/icons/facts/fish.svg)]',
  flame: '[mask-image:url(/icons/facts/flame.svg)]',
  leaf: '[mask-image:url(/icons/facts/leaf.svg)]',
  milk: '[mask-image:url(/icons/facts/milk.svg)]',
  'moon-star': '[mask-image:url(/icons/facts/moon-star.svg)]',
  nut: '[mask-image:url(/icons/facts/nut.svg)]',
  shrimp: '[mask-image:url(/icons/facts/shrimp.svg)]',
  sprout: '[mask-image:url(/icons/facts/sprout.svg)]',
  vegan: '[mask-image:url(/icons/facts/vegan.svg)]',
  wheat: '[mask-image:url(/icons/facts/wheat.svg)]',
  'wheat-off': '[mask-image:url(/icons/facts/wheat-off.svg)]',
};

/** The file an icon is drawn from. */
export function factIconPath(name: FactIconName): string {
  return /url\(([^)]+)\)/.exec(MASK[name])![1]!;
}

/** One fact icon, hidden from readers (the label beside it says what it is); size it by class. */
export function FactIcon({ name, className }: { name: FactIconName; className?: string }) {
  return <span aria-hidden="true" className={cx('fact-icon', MASK[name], className)} />;
}
