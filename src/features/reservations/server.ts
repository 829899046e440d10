import 'server-only';

/** The table request as a visitor form: what visitor mail and the inbox read of it. */
export { reservationForm } from './schemas/reservation';
