'use client';

import { Pencil, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

/** The Edit and Delete buttons of a table row, named after the record for screen readers. */
export function RowActions({
  name,
  onEdit,
  onDelete,
  busy,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  busy?: boolean;
}) {
  const t = useTranslations('admin.common');
  return (
    <div className="flex gap-1">
      <Button variant="ghost" size="iconSm" onClick={onEdit} aria-label={t('editNamed', { name })}>
        <Pencil aria-hidden />
      </Button>
      <DeleteButton name={name} onClick={onDelete} busy={busy} />
    </div>
  );
}

/** The bin button that deletes a record, named after it for screen readers. */
export function DeleteButton({
  name,
  onClick,
  busy,
}: {
  name: string;
  onClick: () => void;
  busy?: boolean;
}) {
  const t = useTranslations('admin.common');
  return (
    <Button
      variant="ghost"
      size="iconSm"
      onClick={onClick}
      disabled={busy}
      aria-label={t('deleteNamed', { name })}
      className="text-red-700 hover:bg-red-50 hover:text-red-800"
    >
      <Trash2 aria-hidden />
    </Button>
  );
}
