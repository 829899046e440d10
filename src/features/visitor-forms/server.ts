import 'server-only';

/**
 * What other features read of the visitor forms: how a form's answers are kept and read by staff,
 * and the staff e-mail a request sends (a table request is one of the forms staff are told of), and
 * a sign-up confirmed first (double opt-in).
 */
export { RESERVATION_FIELDS, storedAnswers, type Answers } from './server/forms';
export { queueStaffMail } from './server/staff-mail';
export { signUp } from './server/signup-confirmation';
