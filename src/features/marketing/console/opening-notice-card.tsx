'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { FormSection } from '@/components/ui/form-section';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { sendOpeningNotice } from '@/server/browser-actions';

export type OpeningNoticeCardState = {
  locationId: string;
  open: boolean;
  waiting: number;
  sentAt: Date | null;
  sentCount: number | null;
};

/**
 * Owners, on a restaurant's page: the opening news for the people who asked to hear when it
 * opens. Offered once it is published and no longer coming soon; sent once; then says when and
 * to how many.
 */
export function OpeningNoticeCard({ state }: { state: OpeningNoticeCardState }) {
  const t = useTranslations('admin.openingNotice');
  const format = useFormatter();
  const { run, pendingId } = useAdminAction();

  const send = () => {
    if (!window.confirm(t('confirm', { count: state.waiting }))) return;
    void run('opening-notice', () => sendOpeningNotice({ locationId: state.locationId }), {
      success: (data) => t('sentNow', { count: data.count }),
      failure: t('failed'),
    });
  };

  return (
    <FormSection title={t('title')} hint={t('hint')}>
      {state.sentAt ? (
        <p role="status">
          {t('sentOn', {
            count: state.sentCount ?? 0,
            date: format.dateTime(state.sentAt, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
        </p>
      ) : (
        <>
          <p role="status">{t('waiting', { count: state.waiting })}</p>
          {state.open ? null : <p className="text-sm text-stone-600">{t('notOpenYet')}</p>}
          <div>
            <Button
              disabled={!state.open || state.waiting === 0 || pendingId !== null}
              onClick={send}
            >
              {t('send')}
            </Button>
          </div>
        </>
      )}
    </FormSection>
  );
}
