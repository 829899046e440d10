import { getTranslations } from 'next-intl/server';
import { DishFacts } from '@/components/site/dish-facts';
import type { OrderingDish, OrderingMenu } from '@/features/ordering/rules/cart';
import { cx } from '@/lib/cn';
import { formatPrice } from '@/lib/format';
import { AddDishButton } from './add-dish-button';
import { DishPhoto } from './dish-photo';
import { ServedNow } from './served-now';

/** The ordering page's sections: each category, then the combos. */
export function orderingSections(menu: OrderingMenu, combosTitle: string) {
  return [
    ...menu.categories.map((c) => ({
      id: c.slug,
      title: c.title,
      served: c.served ?? null,
      dishes: c.dishes,
    })),
    ...(menu.combos.length > 0
      ? [{ id: 'combos', title: combosTitle, served: null, dishes: menu.combos }]
      : []),
  ];
}

/**
 * A restaurant's menu as its ordering page lists it, drawn on the server: each dish with its
 * photo (small, lazy after the first screen), price, description, diets, spice and allergens, and
 * an Add button, the only part that waits for a script (add-dish-button.tsx).
 */
export async function OrderingMenuList({
  menu,
  allergenNote,
  restaurant,
  timeZone,
}: {
  menu: OrderingMenu;
  allergenNote: string;
  /** The restaurant, and its clock: a dish served only at some times says whether it is at the pickup. */
  restaurant: string;
  timeZone: string;
}) {
  const t = await getTranslations('pickup');
  const sections = orderingSections(menu, t('combos'));
  return (
    <div className="grid gap-8">
      <nav aria-label={t('categories')} className="-mx-4 overflow-x-auto px-4">
        <ul className="flex gap-2 pb-1">
          {sections.map((section) => (
            <li key={section.id} className="shrink-0">
              <a href={`#order-${section.id}`} className="category-pill min-h-11 text-sm">
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((section) => (
        <section
          key={section.id}
          id={`order-${section.id}`}
          aria-labelledby={`order-${section.id}-title`}
          className="scroll-mt-24"
        >
          <h2
            id={`order-${section.id}-title`}
            className="mb-3 font-display text-2xl font-bold text-coffee"
          >
            {section.title}
          </h2>
          {section.served ? (
            <p className="-mt-2 mb-3 text-sm font-semibold text-coffee">{section.served}</p>
          ) : null}
          <ul className="grid gap-3 md:grid-cols-2">
            {section.dishes.map((dish) => (
              <DishCard
                key={dish.key}
                dish={dish}
                restaurant={restaurant}
                timeZone={timeZone}
                text={{
                  add: t('add'),
                  soldOut: t('soldOut'),
                  hasChoices: t('hasChoices'),
                  notServedNow: t('notServedNow'),
                  notServedThen: t('notServedAtPickup'),
                }}
              />
            ))}
          </ul>
        </section>
      ))}
      <p className="text-sm text-muted">{allergenNote}</p>
    </div>
  );
}

function DishCard({
  dish,
  restaurant,
  timeZone,
  text,
}: {
  dish: OrderingDish;
  timeZone: string;
  restaurant: string;
  text: {
    add: string;
    soldOut: string;
    hasChoices: string;
    notServedNow: string;
    notServedThen: string;
  };
}) {
  return (
    <li className={cx('card ordering-card flex gap-3 p-4', dish.soldOut && 'opacity-75')}>
      {dish.photo ? <DishPhoto photo={dish.photo} alt={dish.name} dimmed={dish.soldOut} /> : null}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-3">
          <h3 className="font-semibold text-coffee">{dish.name}</h3>
          <span className="shrink-0 font-semibold" dir="ltr">
            {formatPrice(dish.price)}
          </span>
        </div>
        {dish.description ? (
          <p className="line-clamp-2 text-sm text-muted">{dish.description}</p>
        ) : null}
        {dish.serving ? (
          <ServedNow
            times={dish.serving}
            restaurant={restaurant}
            timeZone={timeZone}
            label={dish.served ?? null}
            notNow={text.notServedNow}
            notThen={text.notServedThen}
          />
        ) : null}
        {dish.facts ? <DishFacts facts={dish.facts} /> : null}
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <span className="text-sm text-muted">
            {dish.groups.length > 0 ? text.hasChoices : ''}
          </span>
          {dish.soldOut ? (
            <span className="rounded-full bg-sand px-3 py-1 text-sm font-semibold text-coffee">
              {text.soldOut}
            </span>
          ) : (
            <AddDishButton dishKey={dish.key} label={text.add} name={dish.name} />
          )}
        </div>
      </div>
    </li>
  );
}
