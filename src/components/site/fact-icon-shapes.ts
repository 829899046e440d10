import {
  Bean,
  Droplets,
  Egg,
  Fish,
  Flame,
  Leaf,
  Milk,
  MoonStar,
  Nut,
  Shrimp,
  Sprout,
  Vegan,
  Wheat,
  WheatOff,
  type IconNode,
} from 'lucide';
import type { FactIconName } from './fact-icon';

/** Lucide's shape of each fact icon: what public/icons/facts is written from (npm run icons). */
export const FACT_ICON_SHAPES: Record<FactIconName, IconNode> = {
  bean: Bean,
  droplets: Droplets,
  egg: Egg,
  fish: Fish,
  flame: Flame,
  leaf: Leaf,
  milk: Milk,
  'moon-star': MoonStar,
  nut: Nut,
  shrimp: Shrimp,
  sprout: Sprout,
  vegan: Vegan,
  wheat: Wheat,
  'wheat-off': WheatOff,
};

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** An icon's file: Lucide's stroke (2 units, rounded) in a 24-unit box; black, as a mask needs. */
export function factIconFile(name: FactIconName): string {
  const shapes = FACT_ICON_SHAPES[name]
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .map(([key, value]) => ` ${key}="${escape(String(value))}"`)
        .join('');
      return `<${tag}${attrs}/>`;
    })
    .join('');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" ' +
    `stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shapes}</svg>\n`
  );
}
