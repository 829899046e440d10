'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ActionState } from '@/lib/action-state';
import type { AdminCampaign } from '@/features/marketing/server/campaign-queries';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/controls';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { useMessage } from '@/components/admin/use-message';

/**
 * Sending a draft: now (after a confirmation), or at a time the person picks in their own clock,
 * which the browser turns into an instant for the server. A refusal (a language missing, a time
 * past, nobody in the audience) is said on the field or under the buttons.
 */
export function CampaignSend({
  campaign,
  onClose,
  send,
}: {
  campaign: AdminCampaign | null;
  onClose: () => void;
  send: (id: string, sendAt?: string) => Promise<ActionState<unknown>>;
}) {
  const t = useTranslations('admin.campaigns');
  const close = useTranslations('admin.common')('close');
  const message = useMessage();
  const [at, setAt] = useState('');
  const [error, setError] = useState<{ field?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const go = async (sendAt?: string) => {
    if (!campaign) return;
    setBusy(true);
    const result = await send(campaign.id, sendAt);
    setBusy(false);
    if (result.status === 'success') {
      setAt('');
      setError({});
      onClose();
    } else if (result.status === 'error') {
      const field = result.fieldErrors?.sendAt;
      setError(field ? { field: message(field) } : { form: message(result.error) });
    }
  };

  return (
    <Dialog
      open={campaign !== null}
      onOpenChange={(open) => {
        if (!open) {
          setError({});
          onClose();
        }
      }}
      title={t('sendTitle')}
      description={campaign?.subjectEn}
      closeLabel={close}
    >
      <div className="grid gap-4">
        <Button
          disabled={busy}
          onClick={() => {
            if (window.confirm(t('confirmSend'))) void go();
          }}
        >
          {t('sendNow')}
        </Button>
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const instant = at ? new Date(at) : null;
            void go(instant && !Number.isNaN(instant.getTime()) ? instant.toISOString() : at);
          }}
        >
          <Field
            id="campaign-send-at"
            label={t('sendAt')}
            error={error.field}
            className="min-w-56 flex-1"
          >
            {(control) => (
              <Input
                {...control}
                type="datetime-local"
                required
                value={at}
                onChange={(event) => setAt(event.target.value)}
              />
            )}
          </Field>
          <Button type="submit" variant="outline" disabled={busy}>
            {t('schedule')}
          </Button>
        </form>
        {error.form ? (
          <p role="alert" className="text-sm text-red-800">
            {error.form}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
