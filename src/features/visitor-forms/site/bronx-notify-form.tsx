import { getTranslations } from 'next-intl/server';
import { EmailSignupForm } from '@/features/visitor-forms/site/email-signup-form';
import { FormMessages } from '@/components/forms/form-messages';
import { joinBronxNotify } from '@/server/browser-actions';

/**
 * "Notify me when it opens": the Bronx's (the home page's dark band, the Bronx page), or another
 * coming-soon location's (its own page).
 */
export async function BronxNotifyForm({
  id,
  locale,
  success,
  locationSlug,
  tone = 'dark',
}: {
  id: string;
  locale: string;
  /** The thanks: the home page's, or a location page's own. */
  success: 'successHome' | 'successPage';
  locationSlug?: string;
  tone?: 'light' | 'dark';
}) {
  const notify = await getTranslations('notify');
  return (
    <FormMessages>
      <EmailSignupForm
        id={id}
        action={joinBronxNotify}
        locale={locale}
        tone={tone}
        locationSlug={locationSlug}
        labels={{
          email: notify('emailLabel'),
          placeholder: notify('placeholder'),
          submit: notify('submit'),
          success: notify(success),
          checkEmail: notify('checkEmail'),
          failure: notify('failure'),
          privacy: notify('privacy'),
        }}
      />
    </FormMessages>
  );
}
