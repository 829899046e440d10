import { getTranslations } from 'next-intl/server';
import { EmailSignupForm } from '@/components/forms/email-signup-form';
import { FormMessages } from '@/components/forms/form-messages';
import { joinBronxNotify } from '@/server/browser-actions';

/** "Notify me when the Bronx opens", on the dark band of the home page and the Bronx page. */
export async function BronxNotifyForm({
  id,
  locale,
  success,
}: {
  id: string;
  locale: string;
  /** The thanks: the home page's, or the Bronx page's own. */
  success: 'successHome' | 'successPage';
}) {
  const notify = await getTranslations('notify');
  return (
    <FormMessages>
      <EmailSignupForm
        id={id}
        action={joinBronxNotify}
        locale={locale}
        tone="dark"
        labels={{
          email: notify('emailLabel'),
          placeholder: notify('placeholder'),
          submit: notify('submit'),
          success: notify(success),
          failure: notify('failure'),
          privacy: notify('privacy'),
        }}
      />
    </FormMessages>
  );
}
