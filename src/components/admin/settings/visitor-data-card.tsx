'use client';

import { Download, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import type { ActionState } from '@/lib/action-state';
import { eraseVisitorData, findVisitorData } from '@/server/browser-actions';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmailFindForm } from '../email-find-form';
import { useWithReauth } from '../auth/reauth';
import { useMessage } from '../use-message';

import type { VisitorSource } from '@/server/privacy/queries';

type Counts = Partial<Record<VisitorSource, number>>;

/**
 * Settings (owners): everything stored about one visitor's e-mail address, exported as JSON or
 * erased with its attachments, on the visitor's request. Both are audited.
 */
export function VisitorDataCard() {
  const t = useTranslations('admin.settings.visitorData');
  const message = useMessage();
  const [found, setFound] = useState<{ email: string; counts: Counts } | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [pending, start] = useTransition();
  const withReauth = useWithReauth();

  const failed = (result: Extract<ActionState<unknown>, { status: 'error' }>) => {
    const key = result.fieldErrors?.email ?? result.error;
    setError(message(key === 'errors.generic' ? 'admin.settings.visitorData.failed' : key));
  };

  const find = (email: string) => {
    start(async () => {
      const result = await withReauth(() => findVisitorData({ email }));
      if (result.status === 'success') {
        setError(undefined);
        setFound(result.data);
      } else if (result.status === 'error') failed(result);
    });
  };

  const erase = () => {
    if (!found || !window.confirm(t('confirmErase', { email: found.email }))) return;
    start(async () => {
      const result = await withReauth(() => eraseVisitorData({ email: found.email }));
      if (result.status === 'success') {
        const total = Object.values(result.data.counts).reduce((n, c) => n + c, 0);
        toast.success(t('erased', { count: total }));
        setFound({ email: found.email, counts: {} });
      } else if (result.status === 'error') failed(result);
    });
  };

  const entries = (Object.entries(found?.counts ?? {}) as [VisitorSource, number][]).filter(
    ([, count]) => count > 0,
  );
  return (
    <Card className="mt-6 grid gap-4 p-4 md:p-6" role="region" aria-labelledby="visitor-data-title">
      <div>
        <h2 id="visitor-data-title" className="text-base font-semibold text-stone-900">
          {t('title')}
        </h2>
        <p className="text-sm text-stone-600">{t('hint')}</p>
      </div>
      <EmailFindForm
        id="visitor-email"
        label={t('email')}
        findLabel={t('find')}
        error={error}
        pending={pending}
        onFind={find}
      />
      {found ? (
        <div className="grid gap-3" aria-live="polite">
          {entries.length === 0 ? (
            <p className="text-sm text-stone-700">{t('nothing', { email: found.email })}</p>
          ) : (
            <>
              <p className="text-sm text-stone-700">{t('found', { email: found.email })}</p>
              <ul className="grid gap-1 text-sm text-stone-800">
                {entries.map(([source, count]) => (
                  <li key={source}>{t(`sources.${source}`, { count })}</li>
                ))}
              </ul>
              <div className="flex flex-wrap gap-3">
                <a
                  href={`/api/admin/visitor-data?email=${encodeURIComponent(found.email)}`}
                  download
                  className={buttonClass('outline')}
                >
                  <Download aria-hidden="true" />
                  {t('export')}
                </a>
                <Button variant="destructive" onClick={erase} disabled={pending}>
                  <Trash2 aria-hidden="true" />
                  {t('erase')}
                </Button>
              </div>
            </>
          )}
        </div>
      ) : null}
    </Card>
  );
}
