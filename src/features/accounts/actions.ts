import 'server-only';
import {
  guestCheckoutDetailsAction,
  guestRewardsAction,
  guestCodeAction,
  guestDeleteAction,
  guestDetailsAction,
  guestPasskeyAddAction,
  guestPasskeyAddOptionsAction,
  guestPasskeyOptionsAction,
  guestPasskeyRemoveAction,
  guestPasskeySignInAction,
  guestSignInAction,
  guestSignOutAction,
} from './server/actions';
import {
  afterPasskeyRemoved,
  answeringCeremony,
  signingIn,
  signingInWithPasskey,
  signingOut,
  startingCeremony,
} from './server/session-actions';

/**
 * A guest's account: signing in with an e-mailed code or a passkey, their details and passkeys,
 * signing out, deleting it.
 */
export const accountActions = {
  requestCode: guestCodeAction,
  signIn: signingIn(guestSignInAction),
  saveDetails: guestDetailsAction,
  checkoutDetails: guestCheckoutDetailsAction,
  checkoutRewards: guestRewardsAction,
  signOut: signingOut(guestSignOutAction, 'out'),
  deleteAccount: signingOut(guestDeleteAction, 'deleted'),
  passkeySignInOptions: startingCeremony(guestPasskeyOptionsAction),
  passkeySignIn: signingInWithPasskey(guestPasskeySignInAction),
  passkeyAddOptions: startingCeremony(guestPasskeyAddOptionsAction),
  passkeyAdd: answeringCeremony(guestPasskeyAddAction),
  passkeyRemove: afterPasskeyRemoved(guestPasskeyRemoveAction),
};

/** Owners: the loyalty program's rules and rewards, and a guest's points adjusted. */
export * as loyaltyActions from './server/loyalty-actions';
