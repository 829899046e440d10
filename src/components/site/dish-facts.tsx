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
  type LucideIcon,
} from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import type { Allergen, Diet } from '@/lib/enums';
import type { DishFactLabels } from '@/lib/dish-facts';

export const DIET_ICONS: Record<Diet, LucideIcon> = {
  vegetarian: Leaf,
  vegan: Vegan,
  halal: MoonStar,
  gluten_free: WheatOff,
};

export const ALLERGEN_ICONS: Record<Allergen, LucideIcon> = {
  milk: Milk,
  eggs: Egg,
  fish: Fish,
  shellfish: Shrimp,
  tree_nuts: Nut,
  peanuts: Bean,
  wheat: Wheat,
  soy: Sprout,
  sesame: Droplets,
};

/** The shape of a dish's badge, for a mark drawn among them (sold out). */
export const DISH_BADGE = 'inline-flex items-center gap-1 rounded-full px-2.5 py-1';
const badge = DISH_BADGE;

/**
 * A dish's badges (its diets, spicy) and the allergens it contains, as the menu and the ordering
 * page show them; `children` go first among the badges (a sold-out mark). No hooks: drawn on the
 * server for a page, in the browser for a dialog.
 */
export function DishFacts({ facts, children }: { facts: DishFactLabels; children?: ReactNode }) {
  const badges = children || facts.diets.length > 0 || facts.spicy;
  return (
    <>
      {badges ? (
        <div className="mt-2 flex flex-wrap gap-2 text-xs font-semibold">
          {children}
          {facts.diets.map(({ key, label }) => {
            const Icon = DIET_ICONS[key];
            return (
              // The spaces between items (not drawn in a flex row) keep the words apart when read.
              <Fragment key={key}>
                {' '}
                <span className={`${badge} bg-leaf/10 text-leaf`}>
                  <Icon aria-hidden="true" className="size-3.5" />
                  {label}
                </span>
              </Fragment>
            );
          })}
          {facts.spicy ? ' ' : null}
          {facts.spicy ? (
            <span className={`${badge} bg-pomegranate/10 text-pomegranate-deep`}>
              <Flame aria-hidden="true" className="size-3.5" /> {facts.spicy}
            </span>
          ) : null}
        </div>
      ) : null}
      {facts.allergens.length > 0 ? (
        <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-charcoal">
          <span className="font-semibold">{facts.contains}</span>
          {facts.allergens.map(({ key, label }) => {
            const Icon = ALLERGEN_ICONS[key];
            return (
              <Fragment key={key}>
                {' '}
                <span className="inline-flex items-center gap-1">
                  <Icon aria-hidden="true" className="size-3.5 text-saffron-deep" />
                  {label}
                </span>
              </Fragment>
            );
          })}
        </p>
      ) : null}
    </>
  );
}
