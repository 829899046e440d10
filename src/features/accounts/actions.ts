import 'server-only';
import {
  guestCheckoutDetailsAction,
  guestRewardsAction,
  guestCodeAction,
  guestDeleteAction,
  guestDetailsAction,
  guestSignInAction,
  guestSignOutAction,
} from './server/actions';
import { signingIn, signingOut } from './server/session-actions';

/** A guest's account: signing in with an e-mailed code, their details, signing out, deleting it. */
export const accountActions = {
  requestCode: guestCodeAction,
  signIn: signingIn(guestSignInAction),
  saveDetails: guestDetailsAction,
  checkoutDetails: guestCheckoutDetailsAction,
  checkoutRewards: guestRewardsAction,
  signOut: signingOut(guestSignOutAction, 'out'),
  deleteAccount: signingOut(guestDeleteAction, 'deleted'),
};

/** Owners: the loyalty program's rules and rewards, and a guest's points adjusted. */
export * as loyaltyActions from './server/loyalty-actions';
