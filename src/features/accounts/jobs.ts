import 'server-only';

/** Housekeeping of guests' sign-ins (ended sessions, spent codes) and of idle points. */
export { deleteExpiredGuestSignIns } from './server/sessions';
export { expirePointsRound } from './server/points-expiry';
