import { getTranslations } from 'next-intl/server';
import { FormAlert } from '@/components/ui/form-feedback';
import { formatLongDate } from '@/lib/format';
import { localizedPath } from '@/lib/locale-path';
import { todayDate } from '@/lib/time-zone';
import { removeGuestPasskey } from '@/server/browser-actions';
import type { GuestPasskey } from '../server/queries';
import { AccountButtonForm } from './account-button-form';
import { AddPasskeyButton } from './passkey-buttons';

/** The day a passkey was added or used, as the account page says it. */
const dayOf = (at: Date, locale: string) => formatLongDate(todayDate(at), locale);

/**
 * The account page's passkeys: each with when it was added and last used and a button to remove
 * it, and a button to add one (the device's prompt; the page then says it is added).
 */
export async function GuestPasskeysSection({
  locale,
  passkeys,
  notice,
  errors,
}: {
  locale: string;
  passkeys: GuestPasskey[];
  notice: 'added' | 'removed' | null;
  errors: Record<string, string>;
}) {
  const t = await getTranslations('account');
  return (
    <section aria-labelledby="account-passkeys" className="card grid gap-4 p-6 md:p-8">
      <h2 id="account-passkeys" className="font-display text-2xl font-bold text-coffee">
        {t('passkeysTitle')}
      </h2>
      <p className="text-muted">{t('passkeysIntro')}</p>
      {notice ? (
        <FormAlert tone="success">
          {t(notice === 'added' ? 'passkeyDone' : 'passkeyRemoved')}
        </FormAlert>
      ) : null}
      {passkeys.length === 0 ? (
        <p>{t('noPasskeys')}</p>
      ) : (
        <ul className="grid divide-y divide-sand-deep">
          {passkeys.map((passkey) => {
            const added = dayOf(passkey.createdAt, locale);
            return (
              <li
                key={passkey.id}
                className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
              >
                <p>
                  {t('passkeyAdded', { date: added })} ·{' '}
                  {passkey.lastUsedAt
                    ? t('passkeyUsed', { date: dayOf(passkey.lastUsedAt, locale) })
                    : t('passkeyNeverUsed')}
                </p>
                <AccountButtonForm
                  id={`passkey-remove-${passkey.id}`}
                  action={removeGuestPasskey}
                  fields={{ id: passkey.id, language: locale }}
                  label={t('removePasskey')}
                  accessibleLabel={t('removePasskeyLabel', { date: added })}
                  pendingLabel={t('removePasskey')}
                  errors={errors}
                />
              </li>
            );
          })}
        </ul>
      )}
      <AddPasskeyButton
        done={`${localizedPath(locale, '/account')}?passkey=added#account-passkeys`}
        texts={{
          label: t('addPasskey'),
          pending: t('addingPasskey'),
          unsupported: t('passkeyUnsupported'),
          errors,
        }}
      />
    </section>
  );
}
