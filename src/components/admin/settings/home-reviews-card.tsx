'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormFields, NumberField, TextField } from '@/components/ui/form-fields';
import { RATING_RANGE, type HomeReviews } from '@/lib/home-reviews';
import { homeReviewsSchema } from '@/schemas/admin/home-reviews';
import { saveHomeReviews } from '@/server/browser-actions';
import { useAdminForm } from '../use-admin-action';

/**
 * Settings (owners): what the home page says guests think, in both languages: the rating strip's
 * figure and the three testimonials. Saved, the home pages show them at once.
 */
export function HomeReviewsCard({ reviews }: { reviews: HomeReviews }) {
  const t = useTranslations('admin.homeReviews');
  const form = useAdminForm({
    schema: homeReviewsSchema,
    submit: saveHomeReviews,
    success: () => t('saved'),
    failure: t('failed'),
    onSaved: () => {},
  });
  return (
    <Card
      id="home-page"
      className="mt-6 grid gap-4 p-4 md:p-6"
      role="region"
      aria-labelledby="home-reviews-title"
    >
      <div>
        <h2 id="home-reviews-title" className="text-base font-semibold text-stone-900">
          {t('title')}
        </h2>
        <p className="text-sm text-stone-600">{t('hint')}</p>
      </div>
      <form {...form.formProps} className="grid gap-6">
        <FormFields form={form} idPrefix="home-reviews">
          <div className="max-w-40">
            <NumberField
              name="rating"
              label={t('rating')}
              value={reviews.rating}
              min={RATING_RANGE.min}
              max={RATING_RANGE.max}
              step="0.1"
            />
          </div>
          {reviews.testimonials.map((item, i) => (
            <fieldset key={i} className="grid gap-3 md:grid-cols-2">
              <legend className="mb-1 text-sm font-semibold text-stone-800">
                {t('testimonial', { number: i + 1 })}
              </legend>
              <TextField
                name={`testimonials.${i}.quoteEn`}
                label={t('quoteEn')}
                value={item.quoteEn}
                multiline
              />
              <TextField
                name={`testimonials.${i}.quoteAr`}
                label={t('quoteAr')}
                value={item.quoteAr}
                multiline
                arabic
              />
              <TextField
                name={`testimonials.${i}.authorEn`}
                label={t('authorEn')}
                value={item.authorEn}
              />
              <TextField
                name={`testimonials.${i}.authorAr`}
                label={t('authorAr')}
                value={item.authorAr}
                arabic
              />
            </fieldset>
          ))}
        </FormFields>
        <Button type="submit" disabled={form.pending} className="justify-self-start">
          {form.pending ? t('saving') : t('save')}
        </Button>
      </form>
    </Card>
  );
}
