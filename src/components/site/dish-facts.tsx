import { Fragment, type ReactNode } from 'react';
import type { Allergen, Diet } from '@/lib/enums';
import type { DishFactLabels } from '@/lib/dish-facts';
import { FactIcon, type FactIconName } from './fact-icon';

export const DIET_ICONS: Record<Diet, FactIconName> = {
  vegetarian: 'leaf',
  vegan: 'vegan',
  halal: 'moon-star',
  gluten_free: 'wheat-off',
};

export const ALLERGEN_ICONS: Record<Allergen, FactIconName> = {
  milk: 'milk',
  eggs: 'egg',
  fish: 'fish',
  shellfish: 'shrimp',
  tree_nuts: 'nut',
  peanuts: 'bean',
  wheat: 'wheat',
  soy: 'sprout',
  sesame: 'droplets',
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
        <div className="mt-2 flex flex-wrap gap-2 text-sm font-semibold">
          {children}
          {facts.diets.map(({ key, label }) => {
            return (
              // The spaces between items (not drawn in a flex row) keep the words apart when read.
              <Fragment key={key}>
                {' '}
                <span className={`${badge} bg-leaf/10 text-leaf`}>
                  <FactIcon name={DIET_ICONS[key]} className="size-3.5" />
                  {label}
                </span>
              </Fragment>
            );
          })}
          {facts.spicy ? ' ' : null}
          {facts.spicy ? (
            <span className={`${badge} bg-pomegranate/10 text-pomegranate-deep`}>
              <FactIcon name="flame" className="size-3.5" /> {facts.spicy}
            </span>
          ) : null}
        </div>
      ) : null}
      {facts.allergens.length > 0 ? (
        <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-charcoal">
          <span className="font-semibold">{facts.contains}</span>
          {facts.allergens.map(({ key, label }) => {
            return (
              <Fragment key={key}>
                {' '}
                <span className="inline-flex items-center gap-1">
                  <FactIcon name={ALLERGEN_ICONS[key]} className="size-3.5 text-saffron-deep" />
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
