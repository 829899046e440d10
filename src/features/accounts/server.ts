import 'server-only';

/** What the rest of the server reads of guests' accounts: who is signed in. */
export { getCurrentGuest } from './server/guest-cookie';
export type { GuestSession } from './server/sessions';
