'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { NOTIFY_FORMS, SOCIAL_NETWORKS, type SiteSettings } from '@/lib/site-settings';
import { settingsSchema } from '@/schemas/admin/settings';
import { saveSettings } from '@/server/browser-actions';
import { AdminPageHeader } from '../page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/controls';
import { useAdminForm } from '../use-admin-action';

function Section({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Card className="grid gap-4 p-4 md:p-6">
      <div>
        <h2 className="text-base font-semibold text-stone-900">{title}</h2>
        <p className="text-sm text-stone-600">{hint}</p>
      </div>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">{children}</div>
    </Card>
  );
}

export type ReviewLocation = { slug: string; name: string; fallbackUrl: string };

/** Settings (owners): what the public site and the staff e-mails read instead of constants. */
export function SettingsForm({
  settings,
  locations,
  staffEmail,
}: {
  settings: SiteSettings;
  locations: ReviewLocation[];
  staffEmail: string;
}) {
  const t = useTranslations('admin.settings');
  const tc = useTranslations('admin.common');
  const form = useAdminForm({
    schema: settingsSchema,
    submit: saveSettings,
    success: () => t('saved'),
    failure: t('saveFailed'),
    onSaved: () => {},
  });
  const text = (name: string, label: string, value: string, type = 'text', hint?: string) => (
    <Field id={`settings-${name}`} label={label} error={form.errorFor(name)} hint={hint}>
      {(control) => <Input {...control} name={name} type={type} defaultValue={value} dir="ltr" />}
    </Field>
  );

  return (
    <>
      <AdminPageHeader title={t('title')} subtitle={t('subtitle')} />
      <form {...form.formProps} className="grid gap-6">
        <Section title={t('brand.title')} hint={t('brand.hint')}>
          {text('contactEmail', t('brand.contactEmail'), settings.contactEmail, 'email')}
          {text('phone', t('brand.phone'), settings.phone, 'tel')}
          {text('franchiseEmail', t('brand.franchiseEmail'), settings.franchiseEmail, 'email')}
        </Section>
        <Section title={t('recipients.title')} hint={t('recipients.hint', { email: staffEmail })}>
          {NOTIFY_FORMS.map((formKey) => (
            <Field
              key={formKey}
              id={`settings-recipients-${formKey}`}
              label={t(`recipients.${formKey}`)}
              error={form.errorFor(`recipients.${formKey}`)}
              hint={t('recipients.format')}
            >
              {(control) => (
                <Textarea
                  {...control}
                  name={`recipients.${formKey}`}
                  defaultValue={settings.recipients[formKey].join('\n')}
                  placeholder={staffEmail}
                  rows={3}
                  dir="ltr"
                />
              )}
            </Field>
          ))}
        </Section>
        <Section title={t('social.title')} hint={t('social.hint')}>
          {SOCIAL_NETWORKS.map((network) =>
            text(`social.${network}`, t(`social.${network}`), settings.social[network], 'url'),
          )}
        </Section>
        <Section title={t('reviews.title')} hint={t('reviews.hint')}>
          {locations.map((location) => (
            <Field
              key={location.slug}
              id={`settings-review-${location.slug}`}
              label={t('reviews.location', { name: location.name })}
              error={form.errorFor(`reviewUrls.${location.slug}`)}
              hint={t('reviews.fallback', { url: location.fallbackUrl })}
            >
              {(control) => (
                <Input
                  {...control}
                  name={`reviewUrls.${location.slug}`}
                  type="url"
                  defaultValue={settings.reviewUrls[location.slug] ?? ''}
                  dir="ltr"
                />
              )}
            </Field>
          ))}
        </Section>
        <Section title={t('franchise.title')} hint={t('franchise.hint')}>
          {text('schedulingUrl', t('franchise.schedulingUrl'), settings.schedulingUrl, 'url')}
        </Section>
        <div className="flex justify-end">
          <Button type="submit" disabled={form.pending}>
            {form.pending ? tc('saving') : t('save')}
          </Button>
        </div>
      </form>
    </>
  );
}
