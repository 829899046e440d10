'use client';

import { LogOut } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { buttonClass } from '@/components/ui/button';
import { authClient } from './auth-client';

/** Ends the session and returns to the login page (spec). */
export function SignOutButton({
  compact = false,
  className,
}: {
  compact?: boolean;
  className?: string;
}) {
  const t = useTranslations('admin.shell');
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const label = pending ? t('signingOut') : t('signOut');
  return (
    <button
      type="button"
      disabled={pending}
      aria-label={compact ? label : undefined}
      title={compact ? label : undefined}
      className={cn(buttonClass('outline', compact ? 'icon' : 'default'), className)}
      onClick={async () => {
        setPending(true);
        try {
          await authClient.signOut();
        } finally {
          router.replace('/admin/login');
          router.refresh();
        }
      }}
    >
      <LogOut aria-hidden />
      {compact ? null : label}
    </button>
  );
}
