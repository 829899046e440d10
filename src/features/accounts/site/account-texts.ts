import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { GuestSignInTexts } from './guest-sign-in-form';

/** Every refusal a guest's account forms can get, by its message key, in the page's language. */
export async function accountErrorTexts(): Promise<Record<string, string>> {
  const [account, validation, errors] = await Promise.all([
    getTranslations('account.errors'),
    getTranslations('validation'),
    getTranslations('errors'),
  ]);
  const own = [
    'codeWait',
    'codeHourly',
    'codeWrong',
    'codeExpired',
    'codeSpent',
    'codeInvalid',
    'signInRequired',
    'restaurantUnknown',
    'deleteConfirmRequired',
    'openOrder',
    'orderUnknown',
    'notTakingOrders',
    'passkeyUnknown',
    'passkeyFailed',
    'passkeyExpired',
    'passkeyTooMany',
    'passkeyTaken',
    'passkeyGone',
  ] as const;
  const checks = [
    'signupEmail',
    'emailMax',
    'nameMin',
    'nameMax',
    'validPhoneRequired',
    'phoneMax',
    'invalidCharacters',
  ] as const;
  const general = ['invalidInput', 'tooManyAttempts', 'notSent', 'generic'] as const;
  return {
    ...Object.fromEntries(own.map((key) => [`account.errors.${key}`, account(key)])),
    ...Object.fromEntries(checks.map((key) => [`validation.${key}`, validation(key)])),
    ...Object.fromEntries(general.map((key) => [`errors.${key}`, errors(key)])),
    failure: account('failure'),
  };
}

/** The sign-in form's texts (the sign-in page's, and an order page's "save my details"). */
export async function signInTexts(): Promise<GuestSignInTexts> {
  const t = await getTranslations('account');
  return {
    email: t('email'),
    sendCode: t('sendCode'),
    sending: t('sending'),
    codeSentTo: t('codeSentTo'),
    codeLasts: t('codeLasts'),
    code: t('code'),
    signIn: t('signIn'),
    signingIn: t('signingIn'),
    resend: t('resend'),
    otherAddress: t('otherAddress'),
    errors: await accountErrorTexts(),
  };
}
