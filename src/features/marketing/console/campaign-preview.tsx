'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { AdminCampaign } from '@/features/marketing/server/campaign-queries';
import { previewCampaign } from '@/server/browser-actions';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useMessage } from '@/components/admin/use-message';

type Version = { subject: string; text: string };
type Preview = { en: Version; ar: Version; audience: number };

/**
 * What each reader will get, in both languages, as the server writes it (the link to the site, the
 * reason, the unsubscribe link and the postal address included), and how many it reaches now.
 */
export function CampaignPreview({
  campaign,
  onClose,
}: {
  campaign: AdminCampaign | null;
  onClose: () => void;
}) {
  const t = useTranslations('admin.campaigns');
  const common = useTranslations('admin.common');
  const message = useMessage();
  // What the server answered, for the campaign it was asked about (another one's is not shown).
  const [answer, setAnswer] = useState<{ id: string; preview?: Preview; error?: string } | null>(
    null,
  );
  const id = campaign?.id;

  useEffect(() => {
    if (!id) return;
    let live = true;
    void previewCampaign({ id }).then((result) => {
      if (!live) return;
      setAnswer(
        result.status === 'success'
          ? { id, preview: result.data }
          : { id, error: result.status === 'error' ? message(result.error) : undefined },
      );
    });
    return () => {
      live = false;
    };
  }, [id, message]);
  const current = answer && answer.id === id ? answer : null;
  const preview = current?.preview ?? null;
  const error = current?.error ?? null;

  return (
    <Dialog
      open={campaign !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('previewTitle')}
      closeLabel={common('close')}
      className="max-w-4xl"
    >
      {error ? <p role="alert">{error}</p> : null}
      {!preview && !error ? <Spinner label={common('loading')} /> : null}
      {preview ? (
        <div className="grid gap-4">
          <p role="status">{t('previewAudience', { count: preview.audience })}</p>
          <div className="grid gap-4 md:grid-cols-2">
            {(['en', 'ar'] as const).map((language) => (
              <section
                key={language}
                aria-label={language === 'en' ? t('previewEnglish') : t('previewArabic')}
                className="grid content-start gap-2 rounded-md border border-stone-200 p-3"
              >
                <h3 className="text-sm font-semibold text-stone-600">
                  {language === 'en' ? t('previewEnglish') : t('previewArabic')}
                </h3>
                <div lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'} className="grid gap-2">
                  <p className="font-semibold">{preview[language].subject}</p>
                  <p className="text-sm break-words whitespace-pre-wrap">
                    {preview[language].text}
                  </p>
                </div>
              </section>
            ))}
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
