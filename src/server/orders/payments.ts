import 'server-only';

/**
 * Whether guests may pay by card. Card payments go through Stripe Checkout, which is not part of
 * this build yet: until it is, every restaurant takes payment at pickup only, and a checkout that
 * asks to pay by card is refused with a message saying so (nothing is held "awaiting payment").
 */
export function cardPaymentsReady(): boolean {
  return false;
}
