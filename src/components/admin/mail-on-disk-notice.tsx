import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Role } from '@/lib/enums';

/**
 * While mail is only written to the data folder, the screens that send mail say so (the console
 * says "sent" all the same): owners with the way to Settings → Mail, the staff who answer table
 * requests and orders with whom to ask. Nothing when an SMTP server is set (`onDisk` false).
 */
export async function MailOnDiskNotice({ role, onDisk }: { role: Role; onDisk: boolean }) {
  if (!onDisk) return null;
  const t = await getTranslations({ locale: 'en', namespace: 'admin.dashboard' });
  return (
    <p
      role="alert"
      className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      {role === 'owner' ? (
        <>
          {t('mailOnDisk')}{' '}
          <Link href="/admin/settings#mail" className="font-semibold underline">
            {t('mailOnDiskLink')}
          </Link>
        </>
      ) : (
        t('mailOnDiskStaff')
      )}
    </p>
  );
}
