'use client';

import { useHydrated } from '@/components/forms/use-hydrated';
import { chooseDish } from './dish-chooser';

/**
 * A dish's Add button on the ordering page, the only script a dish's card carries: it opens the
 * dish's choices. The server draws it disabled, which it stays without JavaScript (the page says
 * that ordering needs it); the page's loader enables it as soon as scripts run, holds a tap made
 * before the framework has taken the page over and makes it again once it has
 * (`data-needs-script`, src/http/paint-first.mts).
 */
export function AddDishButton({
  dishKey,
  label,
  name,
}: {
  dishKey: string;
  label: string;
  name: string;
}) {
  const ready = useHydrated();
  return (
    <button
      type="button"
      disabled={!ready}
      data-needs-script=""
      onClick={() => chooseDish(dishKey)}
      className="pill-action disabled:cursor-wait disabled:opacity-60"
    >
      {label}
      <span className="sr-only"> {name}</span>
    </button>
  );
}
