'use client';

import { Send } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { TestMailAnswer } from '@/server/mail/status';

/**
 * "Send a test e-mail" to the signed-in owner, sent at once: what the mail server answered (or
 * its error, or where the message was written) is shown as it came.
 */
export function MailTest({ to }: { to: string }) {
  const t = useTranslations('admin.settings.mail');
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<TestMailAnswer | { failed: string } | null>(null);
  const send = async () => {
    setPending(true);
    setResult(null);
    const answer = await fetch('/api/admin/mail/test', { method: 'POST', cache: 'no-store' })
      .then(async (response) =>
        response.ok
          ? ((await response.json()) as TestMailAnswer)
          : { failed: response.status === 429 ? t('tooMany') : t('notSent') },
      )
      .catch(() => ({ failed: t('notSent') }));
    setResult(answer);
    setPending(false);
  };
  return (
    <div className="grid gap-3">
      <div>
        <Button variant="outline" disabled={pending} onClick={() => void send()}>
          <Send aria-hidden="true" />
          {pending ? t('testing') : t('testButton', { email: to })}
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {result === null ? null : 'failed' in result ? (
          <p className="text-sm text-red-800">{result.failed}</p>
        ) : (
          <div
            className={
              !result.sent
                ? 'rounded-md bg-red-50 p-3 text-sm text-red-900'
                : result.route === 'smtp'
                  ? 'rounded-md bg-emerald-50 p-3 text-sm text-emerald-950'
                  : 'rounded-md bg-amber-50 p-3 text-sm text-amber-950'
            }
          >
            <p className="font-medium">
              {result.sent
                ? t(result.route === 'smtp' ? 'testAccepted' : 'testWritten')
                : t('testRefused')}
            </p>
            <p className="mt-1 break-words font-mono text-xs">{result.answer}</p>
          </div>
        )}
      </div>
    </div>
  );
}
