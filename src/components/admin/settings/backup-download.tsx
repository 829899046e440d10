'use client';

import { Download } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { REAUTH_REQUIRED } from '@/lib/freshness';
import { Button } from '@/components/ui/button';
import { useReauth } from '../auth/reauth';
import { useBusy } from '../use-busy';

const BACKUP_URL = '/api/admin/backup';

/** Whether the download would be allowed now, and if not, why (its refusal's code). */
async function mayDownload(): Promise<{ ok: boolean; code?: string }> {
  const response = await fetch(`${BACKUP_URL}?check=1`, { cache: 'no-store' });
  if (response.ok) return { ok: true };
  const data = (await response.json().catch(() => null)) as { code?: string } | null;
  return { ok: false, code: data?.code };
}

/** Lets the browser download a file of the site, as a click on a download link would. */
function saveFile(href: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * "Download backup": the archive holds visitors' data and password hashes, so the owner confirms
 * it is them first when they have not in the last five minutes; then the browser downloads it.
 */
export function BackupDownload() {
  const t = useTranslations('admin.settings.backup');
  const ask = useReauth();
  const { pending, run } = useBusy(t('failed'));
  const download = () =>
    run(async () => {
      let allowed = await mayDownload();
      if (!allowed.ok && allowed.code === REAUTH_REQUIRED && ask && (await ask())) {
        allowed = await mayDownload();
      }
      if (allowed.ok) saveFile(BACKUP_URL);
      else toast.error(allowed.code === REAUTH_REQUIRED ? t('confirmFirst') : t('failed'));
    });
  return (
    <Button variant="outline" disabled={pending} onClick={() => void download()}>
      <Download aria-hidden="true" />
      {t('download')}
    </Button>
  );
}
