import 'server-only';

/** What the rest of the server reads of guests' accounts: who is signed in, their consent at checkout. */
export { getCurrentGuest } from './server/guest-cookie';
export type { GuestSession } from './server/sessions';
export { consentAtCheckout } from './server/consent';
