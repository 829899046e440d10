'use client';

import { useTranslations } from 'next-intl';
import { AUTO_OFFER_KINDS } from '@/lib/enums';
import { autoMessageRulesSchema } from '@/features/marketing/schemas/auto-messages';
import {
  MISS_YOU_DAYS,
  OFFER_AMOUNT_MAX_DOLLARS,
  OFFER_DAYS,
  OFFER_PERCENT,
  type AutoMessageRules,
} from '@/features/marketing/rules/auto-messages';
import { saveAutoMessages } from '@/server/browser-actions';
import {
  CheckField,
  FormFields,
  MoneyField,
  NumberField,
  SelectField,
} from '@/components/ui/form-fields';
import { SectionForm } from '@/components/admin/settings/section-form';

const OFFER_LABEL = {
  none: 'offerNone',
  percent: 'offerPercent',
  amount: 'offerAmount',
} as const satisfies Record<(typeof AUTO_OFFER_KINDS)[number], string>;

/**
 * Campaigns (owners): the automatic e-mails, each on or off, when a guest is missed and what
 * that e-mail offers, with what they did in the last 30 days.
 */
export function AutoMessagesCard({
  rules,
  figures,
}: {
  rules: AutoMessageRules;
  figures: { days: number; thanks: number; missYou: number; codesMade: number; codesUsed: number };
}) {
  const t = useTranslations('admin.autoMessages');
  return (
    <SectionForm
      id="auto-messages"
      messages="admin.autoMessages"
      schema={autoMessageRulesSchema}
      submit={saveAutoMessages}
    >
      {(form) => (
        <FormFields form={form} idPrefix="auto">
          <p className="text-sm text-muted">{t('figures', figures)}</p>
          <CheckField name="thanks" label={t('thanks')} checked={rules.thanks} />
          <CheckField name="missYou" label={t('missYou')} checked={rules.missYou} />
          <NumberField
            name="missYouDays"
            label={t('missYouDays')}
            value={rules.missYouDays}
            min={MISS_YOU_DAYS.min}
            max={MISS_YOU_DAYS.max}
          />
          <SelectField name="offer" label={t('offer')} value={rules.offer}>
            {AUTO_OFFER_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(OFFER_LABEL[kind])}
              </option>
            ))}
          </SelectField>
          <NumberField
            name="percentOff"
            label={t('percentOff')}
            value={rules.percentOff ?? undefined}
            min={OFFER_PERCENT.min}
            max={OFFER_PERCENT.max}
          />
          <MoneyField
            name="amountOff"
            label={t('amountOff')}
            value={rules.amountOff ?? undefined}
            min={0.01}
            max={OFFER_AMOUNT_MAX_DOLLARS}
          />
          <NumberField
            name="offerDays"
            label={t('offerDays')}
            value={rules.offerDays}
            min={OFFER_DAYS.min}
            max={OFFER_DAYS.max}
          />
        </FormFields>
      )}
    </SectionForm>
  );
}
