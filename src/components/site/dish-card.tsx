import { Flame, Leaf } from '@/components/ui/line-icons';
import { formatPrice } from '@/lib/format';
import { isVegetarianDish, type MenuDish } from '@/features/menu';
import { localized, otherLanguage } from '@/lib/localized';
import { Picture } from '@/components/site/picture';

type Props = { dish: MenuDish; locale: string; spicyLabel: string; vegetarianLabel: string };

/** A signature dish: artwork, both names, description and the exact price. */
export function DishCard({ dish, locale, spicyLabel, vegetarianLabel }: Props) {
  const name = localized(dish, 'name', locale);
  return (
    <article className="group flex flex-col overflow-hidden card">
      <div className="relative aspect-[4/3] overflow-hidden bg-sand">
        {dish.photoUrl ? (
          <Picture
            src={dish.photoUrl}
            alt={name}
            fill
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
            className="object-cover transition-transform duration-500 group-hover:scale-105"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 className="font-display text-xl font-bold text-coffee">{name}</h3>
          <p
            className="shrink-0 rounded-full bg-sand px-3 py-1 text-sm font-bold text-pomegranate-deep"
            dir="ltr"
          >
            {formatPrice(dish.price)}
          </p>
        </div>
        <p className="mt-0.5 text-sm text-muted" lang={locale === 'ar' ? 'en' : 'ar'}>
          {otherLanguage(dish, 'name', locale)}
        </p>
        <p className="mt-3 flex-1 text-sm text-muted">{localized(dish, 'description', locale)}</p>
        <div className="mt-4 flex gap-2 text-sm font-semibold">
          {isVegetarianDish(dish) ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-leaf/10 px-2.5 py-1 text-leaf">
              <Leaf aria-hidden="true" className="size-3.5" /> {vegetarianLabel}
            </span>
          ) : null}
          {dish.spiceLevel > 0 ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-pomegranate/10 px-2.5 py-1 text-pomegranate-deep">
              <Flame aria-hidden="true" className="size-3.5" /> {spicyLabel}
            </span>
          ) : null}
        </div>
      </div>
    </article>
  );
}
