import 'server-only';

/** Mail to the brand's lists: unsubscribing, opening notices. */
export * as marketingActions from './server/actions';
