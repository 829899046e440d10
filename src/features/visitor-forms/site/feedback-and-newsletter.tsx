import { getTranslations } from 'next-intl/server';
import { EmailSignupForm } from '@/features/visitor-forms/site/email-signup-form';
import { FormMessages } from '@/components/forms/form-messages';
import { feedbackLabels } from '@/i18n/form-labels';
import { subscribeToNewsletter } from '@/server/browser-actions';
import { FeedbackCard } from './feedback-card';
import { foldHeight } from '@/components/site/below-fold';

/** How was your visit (the review flow), and the newsletter. */
export async function FeedbackAndNewsletter({
  locale,
  reviewUrls,
}: {
  locale: string;
  reviewUrls: Record<string, string>;
}) {
  const newsletter = await getTranslations('newsletter');
  return (
    <section
      className="below-fold mx-auto grid max-w-7xl gap-6 px-4 py-16 md:grid-cols-2 md:px-6 md:py-24"
      style={foldHeight(78, 64, 54)}
    >
      <FormMessages>
        <FeedbackCard locale={locale} reviewUrls={reviewUrls} labels={await feedbackLabels()} />
      </FormMessages>
      <section
        className="rounded-[2rem] bg-sand p-8 shadow-card"
        aria-labelledby="newsletter-title"
      >
        <h2
          id="newsletter-title"
          className="font-display text-2xl font-bold text-coffee md:text-3xl"
        >
          {newsletter('title')}
        </h2>
        <p className="mt-2 text-muted">{newsletter('body')}</p>
        <div className="mt-6">
          <FormMessages>
            <EmailSignupForm
              id="newsletter"
              action={subscribeToNewsletter}
              locale={locale}
              labels={{
                email: newsletter('emailLabel'),
                placeholder: newsletter('placeholder'),
                submit: newsletter('submit'),
                success: newsletter('success'),
                checkEmail: newsletter('checkEmail'),
              }}
            />
          </FormMessages>
        </div>
      </section>
    </section>
  );
}
