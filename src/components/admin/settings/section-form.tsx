'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import type { ActionState } from '@/lib/action-state';
import { Button } from '@/components/ui/button';
import { useAdminForm } from '../use-admin-action';
import { SettingsSection } from './settings-section';

/** The catalogue group of a section: its title, hint, save button and what a save says. */
type SectionMessages =
  'admin.refunds' | 'admin.security.policy' | 'admin.loyalty.rules' | 'admin.autoMessages';

/** A section of the Settings screen that is one form of its own, saved by its button. */
export function SectionForm<T>({
  id,
  messages,
  schema,
  submit,
  children,
}: {
  id: string;
  messages: SectionMessages;
  schema: z.ZodType;
  submit: (input: unknown) => Promise<ActionState<T>>;
  children: (form: ReturnType<typeof useAdminForm<T>>) => ReactNode;
}) {
  const t = useTranslations(messages);
  const form = useAdminForm({
    schema,
    submit,
    success: () => t('saved'),
    failure: t('failed'),
    onSaved: () => {},
  });
  return (
    <SettingsSection id={id} title={t('title')} hint={t('hint')}>
      <form {...form.formProps} className="grid max-w-xl gap-4">
        {children(form)}
        <Button type="submit" disabled={form.pending} className="justify-self-start">
          {form.pending ? t('saving') : t('save')}
        </Button>
      </form>
    </SettingsSection>
  );
}
