'use client';

import { useTranslations } from 'next-intl';
import { IDLE_MINUTES, securityPolicySchema } from '@/schemas/admin/security';
import { saveSecurityPolicy } from '@/server/browser-actions';
import type { SecurityPolicy } from '@/server/auth/security-policy';
import { Field } from '@/components/ui/field';
import { CheckboxField, Input } from '@/components/ui/controls';
import { SectionForm } from './section-form';

/** Settings (owners): a second factor for everyone, and the idle time after which staff sign in again. */
export function SecurityPolicyCard({ policy }: { policy: SecurityPolicy }) {
  const t = useTranslations('admin.security.policy');
  return (
    <SectionForm
      id="policy"
      messages="admin.security.policy"
      schema={securityPolicySchema}
      submit={saveSecurityPolicy}
    >
      {(form) => (
        <>
          <div>
            <CheckboxField
              id="policy-require-second-factor"
              name="requireSecondFactor"
              label={t('requireSecondFactor')}
              defaultChecked={policy.requireSecondFactor}
            />
            <p className="ms-6 text-xs text-stone-600">{t('requireSecondFactorHint')}</p>
            {form.errorFor('requireSecondFactor') ? (
              <p role="alert" className="ms-6 mt-1 text-sm text-red-700">
                {form.errorFor('requireSecondFactor')}
              </p>
            ) : null}
          </div>
          <Field id="policy-idle" label={t('idleMinutes')} error={form.errorFor('idleMinutes')}>
            {(c) => (
              <Input
                {...c}
                name="idleMinutes"
                type="number"
                inputMode="numeric"
                min={IDLE_MINUTES.min}
                max={IDLE_MINUTES.max}
                defaultValue={policy.idleMinutes}
                className="max-w-40"
              />
            )}
          </Field>
        </>
      )}
    </SectionForm>
  );
}
