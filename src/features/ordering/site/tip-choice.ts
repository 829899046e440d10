import { typedAmount } from '@/lib/money';
import { tipProblem, type Tip } from '@/features/ordering/rules/order-amounts';
import type { Cents } from '@/lib/money';

/** What the guest picked in the checkout's tip section: a typed amount is kept as typed. */
export type TipChoice =
  { kind: 'none' } | { kind: 'percent'; percent: number } | { kind: 'amount'; text: string };

const REFUSALS = {
  invalid: 'pickup.errors.tipInvalid',
  negative: 'pickup.errors.tipNegative',
  'too-large': 'pickup.errors.tipTooLarge',
} as const;

/**
 * The tip a choice sends, or the message that says why it cannot be sent yet (a catalogue key):
 * a typed amount that is not one, below nothing, or over what a tip may be (order-amounts.ts,
 * the same rules the server applies).
 */
export function tipOfChoice(
  choice: TipChoice,
  subtotal: Cents,
): { ok: true; tip: Tip } | { ok: false; message: string } {
  if (choice.kind !== 'amount') {
    const problem = tipProblem(subtotal, choice);
    return problem ? { ok: false, message: REFUSALS[problem] } : { ok: true, tip: choice };
  }
  const typed = typedAmount(choice.text);
  if (!typed.ok || typed.cents === null) return { ok: false, message: REFUSALS.invalid };
  const tip: Tip = { kind: 'amount', amount: typed.cents };
  const problem = tipProblem(subtotal, tip);
  return problem ? { ok: false, message: REFUSALS[problem] } : { ok: true, tip };
}
