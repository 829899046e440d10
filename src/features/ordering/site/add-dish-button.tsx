'use client';

import { useHydrated } from '@/components/forms/use-hydrated';
import { chooseDish } from './dish-chooser';

/**
 * A dish's Add button on the ordering page, the only script a dish's card carries: it opens the
 * dish's choices. Until the page's scripts run it is shown disabled (the page says, without
 * JavaScript, that ordering needs it).
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
      onClick={() => chooseDish(dishKey)}
      className="pill-action disabled:cursor-wait disabled:opacity-60"
    >
      {label}
      <span className="sr-only"> {name}</span>
    </button>
  );
}
