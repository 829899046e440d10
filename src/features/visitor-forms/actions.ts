import 'server-only';

/** The visitor forms' actions (what visitors send) and the inboxes' (what staff do with it). */
export * as submissionActions from './server/actions';
export * as inboxActions from './server/inbox-actions';
