import 'server-only';
import { defineAction } from '@/server/action';
import { removeErasedFiles } from '@/server/privacy/after-erasure';
import {
  guestCodeRequestSchema,
  guestDeleteSchema,
  guestDetailsSchema,
  guestNothingSchema,
  guestPasskeyAnswerSchema,
  guestPasskeyRemoveSchema,
  guestSignInSchema,
  guestSignOutSchema,
} from '../schemas/guest-account';
import { deleteGuestAccount, saveGuestDetails, signInWithCode } from './guest-accounts';
import {
  addGuestPasskey,
  passkeyAddOptions,
  passkeySignInOptions,
  removeGuestPasskey,
  signInWithPasskey,
} from './guest-passkeys';
import { readCheckoutDetails, readCheckoutRewards } from './queries';
import { endGuestSessions, type GuestSession } from './sessions';
import { requestGuestCode } from './sign-in-codes';

/** Asking for or typing a code: per client, on top of the per-address limits of the codes. */
const CODE_CLIENT_LIMIT = { limit: 10, windowMs: 10 * 60_000 };
const SIGN_IN_CLIENT_LIMIT = { limit: 20, windowMs: 10 * 60_000 };
const ACCOUNT_LIMIT = { limit: 30, windowMs: 10 * 60_000 };

/** The guest of a guest's own action: the wrapper has already refused anyone else. */
const signedIn = (guest: GuestSession | null | undefined): GuestSession => {
  if (!guest) throw new Error('a guest action ran without a guest');
  return guest;
};

/** Anyone: a sign-in code to an address (the same answer whether it has an account or not). */
export const guestCodeAction = defineAction({
  name: 'guest-code',
  public: true,
  schema: guestCodeRequestSchema,
  rateLimit: CODE_CLIENT_LIMIT,
  run: async ({ input, tx }) => {
    await requestGuestCode(tx, input);
    return { data: { email: input.email } };
  },
});

/** Anyone holding the code: signed in, the account made on the first time. */
export const guestSignInAction = defineAction({
  name: 'guest-sign-in',
  public: true,
  schema: guestSignInSchema,
  rateLimit: SIGN_IN_CLIENT_LIMIT,
  run: async ({ input, tx }) => ({
    data: { ...(await signInWithCode(tx, input)), next: input.next },
  }),
});

/** A signed-in guest's checkout: the details it fills in (nothing is written). */
export const guestCheckoutDetailsAction = defineAction({
  name: 'account-checkout-details',
  guest: true,
  schema: guestNothingSchema,
  run: async ({ tx, meta }) => ({ data: await readCheckoutDetails(tx, signedIn(meta.guest)) }),
});

/** A signed-in guest's checkout: their points and the rewards they may spend them on. */
export const guestRewardsAction = defineAction({
  name: 'account-rewards',
  guest: true,
  schema: guestNothingSchema,
  run: async ({ tx, meta }) => ({ data: await readCheckoutRewards(tx, signedIn(meta.guest)) }),
});

/** A signed-in guest: their details, favourite restaurant and e-mail news. */
export const guestDetailsAction = defineAction({
  name: 'account-details',
  guest: true,
  schema: guestDetailsSchema,
  rateLimit: ACCOUNT_LIMIT,
  run: async ({ input, tx, meta }) => {
    await saveGuestDetails(tx, signedIn(meta.guest), input);
    return { data: { saved: true } };
  },
});

/** A signed-in guest: sign out here, or on every browser. */
export const guestSignOutAction = defineAction({
  name: 'account-sign-out',
  guest: true,
  schema: guestSignOutSchema,
  run: async ({ input, tx, meta }) => ({
    data: {
      ended: await endGuestSessions(tx, signedIn(meta.guest), input.everywhere),
      language: input.language,
    },
  }),
});

/** A signed-in guest: the account and everything stored about its address, erased. */
export const guestDeleteAction = defineAction({
  name: 'account-delete',
  guest: true,
  schema: guestDeleteSchema,
  rateLimit: ACCOUNT_LIMIT,
  run: async ({ input, tx, meta }) => {
    const guest = signedIn(meta.guest);
    const erased = await deleteGuestAccount(tx, guest);
    return { data: { ...erased, email: guest.email, language: input.language } };
  },
  afterCommit: removeErasedFiles,
});

/** Anyone: the options to sign in with a passkey (the ceremony's key goes to a cookie). */
export const guestPasskeyOptionsAction = defineAction({
  name: 'guest-passkey-options',
  public: true,
  schema: guestNothingSchema,
  rateLimit: SIGN_IN_CLIENT_LIMIT,
  run: async ({ tx }) => ({ data: await passkeySignInOptions(tx) }),
});

/** Anyone holding a passkey added to an account: signed in as that account. */
export const guestPasskeySignInAction = defineAction({
  name: 'guest-passkey-sign-in',
  public: true,
  schema: guestPasskeyAnswerSchema,
  rateLimit: SIGN_IN_CLIENT_LIMIT,
  run: async ({ input, tx }) => ({
    data: { ...(await signInWithPasskey(tx, input)), next: input.next },
  }),
});

/** A signed-in guest: the options to add a passkey to their account. */
export const guestPasskeyAddOptionsAction = defineAction({
  name: 'account-passkey-options',
  guest: true,
  schema: guestNothingSchema,
  rateLimit: ACCOUNT_LIMIT,
  run: async ({ tx, meta }) => ({ data: await passkeyAddOptions(tx, signedIn(meta.guest)) }),
});

/** A signed-in guest: the device's new passkey, kept for their account. */
export const guestPasskeyAddAction = defineAction({
  name: 'account-passkey-add',
  guest: true,
  schema: guestPasskeyAnswerSchema,
  rateLimit: ACCOUNT_LIMIT,
  run: async ({ input, tx, meta }) => {
    await addGuestPasskey(tx, signedIn(meta.guest), input);
    return { data: { added: true } };
  },
});

/** A signed-in guest: one of their passkeys taken off (it no longer signs in). */
export const guestPasskeyRemoveAction = defineAction({
  name: 'account-passkey-remove',
  guest: true,
  schema: guestPasskeyRemoveSchema,
  rateLimit: ACCOUNT_LIMIT,
  run: async ({ input, tx, meta }) => {
    await removeGuestPasskey(tx, signedIn(meta.guest), input.id);
    return { data: { removed: true, language: input.language } };
  },
});
