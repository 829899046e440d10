'use client';

import { timesCents } from '@/lib/money';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import {
  choiceProblems,
  unitPriceOf,
  type CartEntry,
  type OrderingDish,
} from '@/features/ordering/rules/cart';
import { formatPrice } from '@/lib/format';
import { LINE_NOTE_MAX, ORDER_QUANTITY_MAX } from '@/features/ordering/rules/orders';
import { DishFacts } from '@/components/site/dish-facts';
import { DishPhoto } from './dish-photo';
import { QuantityStepper } from './quantity-stepper';
import { SiteDialog } from './site-dialog';

/** How a group's rule reads: "Choose 1", "Choose up to 3", "Choose 2 to 4". */
function ruleKey(min: number, max: number): { key: string; values: Record<string, number> } {
  if (min === max) return { key: 'rule.exactly', values: { count: min } };
  if (min === 0) return { key: 'rule.upTo', values: { max } };
  return { key: 'rule.between', values: { min, max } };
}

/**
 * A dish's choices before it goes in the cart: each option group (one choice as radios, more as
 * checkboxes that stop at the group's most), the quantity and a note for the kitchen. Sold-out
 * options cannot be chosen; the button says the price of what was chosen.
 */
export function DishDialog({
  dish,
  allergenNote,
  onClose,
  onAdd,
}: {
  dish: OrderingDish | null;
  /** What the kitchen's allergen list does and does not promise, under a dish's allergens. */
  allergenNote: string;
  onClose: () => void;
  onAdd: (entry: CartEntry) => void;
}) {
  const t = useTranslations('pickup');
  return (
    <SiteDialog
      open={dish !== null}
      onClose={onClose}
      title={dish?.name ?? ''}
      closeLabel={t('close')}
    >
      {/* Keyed by the dish: each opening starts with nothing chosen. */}
      {dish ? (
        <DishChoices key={dish.key} dish={dish} allergenNote={allergenNote} onAdd={onAdd} />
      ) : null}
    </SiteDialog>
  );
}

function DishChoices({
  dish,
  allergenNote,
  onAdd,
}: {
  dish: OrderingDish;
  allergenNote: string;
  onAdd: (entry: CartEntry) => void;
}) {
  const t = useTranslations('pickup');
  const [chosen, setChosen] = useState<string[]>([]);
  const [quantity, setQuantity] = useState(1);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const problems = choiceProblems(dish, chosen);
  const unit = unitPriceOf(dish, chosen);

  const toggle = (groupIndex: number, id: string, single: boolean) => {
    const group = dish.groups[groupIndex]!;
    const inGroup = new Set(group.options.map((option) => option.id));
    setChosen((current) =>
      single
        ? [...current.filter((c) => !inGroup.has(c)), id]
        : current.includes(id)
          ? current.filter((c) => c !== id)
          : [...current, id],
    );
  };

  const add = () => {
    setTried(true);
    if (problems.length > 0) {
      document.getElementById(`group-${dish.key}-${problems[0]!.group}`)?.focus();
      return;
    }
    const options = dish.groups.flatMap((group) => group.options);
    onAdd({
      kind: dish.kind,
      key: dish.key,
      optionIds: chosen,
      quantity,
      note: note.trim(),
      name: dish.name,
      optionNames: options.filter((o) => chosen.includes(o.id)).map((o) => o.name),
      unitPrice: unit,
    });
  };

  return (
    <form
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      <AboutDish dish={dish} allergenNote={allergenNote} />
      {dish.groups.map((group, index) => {
        const single = group.max === 1;
        const rule = ruleKey(group.min, group.max);
        const problem = tried ? problems.find((p) => p.group === index) : undefined;
        const picked = group.options.filter((o) => chosen.includes(o.id)).length;
        const errorId = `group-${dish.key}-${index}-error`;
        return (
          <fieldset
            key={group.name}
            id={`group-${dish.key}-${index}`}
            tabIndex={-1}
            aria-describedby={problem ? errorId : undefined}
            className="grid gap-2"
          >
            <legend className="mb-2 flex w-full flex-wrap items-baseline justify-between gap-2">
              <span className="font-semibold text-coffee">{group.name}</span>
              <span className="text-sm text-muted">
                {t(group.required ? 'required' : 'optional')} ·{' '}
                {t(rule.key as 'rule.exactly', rule.values)}
              </span>
            </legend>
            {group.options.map((option) => {
              const full = !single && picked >= group.max && !chosen.includes(option.id);
              return (
                <label key={option.id} className="option-choice">
                  <input
                    type={single ? 'radio' : 'checkbox'}
                    name={`group-${index}`}
                    checked={chosen.includes(option.id)}
                    disabled={option.soldOut || full}
                    onChange={() => toggle(index, option.id, single)}
                    className="size-5 accent-pomegranate"
                  />
                  <span className="flex-1">{option.name}</span>
                  <span className="text-sm text-muted" dir="ltr">
                    {option.soldOut
                      ? t('soldOut')
                      : option.price
                        ? `+${formatPrice(option.price)}`
                        : null}
                  </span>
                </label>
              );
            })}
            {problem ? (
              <p id={errorId} role="alert" className="text-sm font-medium text-pomegranate-deep">
                {t(`choice.${problem.problem}`, {
                  group: group.name,
                  min: group.min,
                  max: group.max,
                })}
              </p>
            ) : null}
          </fieldset>
        );
      })}
      <label className="grid gap-1.5 font-semibold text-coffee">
        {t('lineNote')}
        <textarea
          value={note}
          maxLength={LINE_NOTE_MAX}
          rows={2}
          onChange={(event) => setNote(event.target.value)}
          placeholder={t('lineNotePlaceholder')}
          className="field-input font-normal"
        />
      </label>
      {/* Kept in view at the bottom of the sheet while the choices scroll. */}
      <div className="sticky -bottom-4 -mx-5 -mb-4 flex flex-wrap items-center justify-between gap-4 border-t border-sand-deep bg-cream px-5 py-3">
        <QuantityStepper
          value={quantity}
          max={ORDER_QUANTITY_MAX}
          onChange={setQuantity}
          label={t('quantity')}
        />
        <button type="submit" className="pill-action min-h-12 px-6 text-base">
          {t('addToOrder', { price: formatPrice(timesCents(unit, quantity)) })}
        </button>
      </div>
    </form>
  );
}

/** What the dish is, before its choices: its photo, description, diets, spice and allergens. */
function AboutDish({ dish, allergenNote }: { dish: OrderingDish; allergenNote: string }) {
  if (!dish.description && !dish.photo && !dish.facts) return null;
  return (
    <div className="flex gap-4">
      {dish.photo ? <DishPhoto photo={dish.photo} alt={dish.name} later={false} /> : null}
      <div className="min-w-0 flex-1">
        {dish.description ? <p className="text-charcoal">{dish.description}</p> : null}
        {dish.facts ? <DishFacts facts={dish.facts} /> : null}
        {dish.facts && dish.facts.allergens.length > 0 ? (
          <p className="mt-2 text-sm text-muted">{allergenNote}</p>
        ) : null}
      </div>
    </div>
  );
}
