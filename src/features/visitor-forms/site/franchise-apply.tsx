import { getTranslations } from 'next-intl/server';
import { FormMessages } from '@/components/forms/form-messages';
import { FranchiseForm } from '@/features/visitor-forms/site/franchise-form';
import { SectionHeading } from '@/components/site/section-heading';
import { franchiseFormLabels } from '@/i18n/form-labels';
import { foldHeight } from '@/components/site/below-fold';

/** Apply Now: the franchise application, as on /franchise/apply. */
export async function FranchiseApply({
  locale,
  brand,
  schedulingUrl,
}: {
  locale: string;
  brand: string;
  schedulingUrl: string;
}) {
  const franchise = await getTranslations('franchise');
  return (
    <section
      id="apply"
      className="below-fold mx-auto max-w-5xl px-4 pb-16 md:px-6 md:pb-24"
      style={foldHeight(96, 96, 74)}
      aria-labelledby="apply-title"
    >
      <SectionHeading
        id="apply-title"
        title={franchise('homeApplyTitle')}
        subtitle={franchise('homeApplySubtitle', { brand })}
      />
      <div className="mt-8">
        <FormMessages>
          <FranchiseForm
            id="home-franchise"
            locale={locale}
            labels={await franchiseFormLabels()}
            schedulingUrl={schedulingUrl}
          />
        </FormMessages>
      </div>
    </section>
  );
}
