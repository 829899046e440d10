import 'server-only';

/** Housekeeping of guests' sign-ins: ended sessions and spent codes. */
export { deleteExpiredGuestSignIns } from './server/sessions';
