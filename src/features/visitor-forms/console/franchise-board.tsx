'use client';

import { useTranslations } from 'next-intl';
import { formatAdminDateTime } from '@/lib/admin-format';
import { FRANCHISE_STATUSES } from '@/lib/enums';
import type { InboxRow } from '@/lib/inbox';
import { updateInboxEntry } from '@/server/browser-actions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/controls';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { MinimumBadge } from './inbox-detail';
import { useAdminText } from './use-admin-text';

function figure(row: InboxRow, key: string) {
  const field = row.fields.find((f) => f.key === key);
  return field && field.minimum !== undefined
    ? { value: Number(field.value), minimum: field.minimum }
    : null;
}

/** Franchise leads as a board, one column per status; a lead moves with its "Move to" menu. */
export function FranchiseBoard({
  rows,
  onShow,
}: {
  rows: InboxRow[];
  onShow: (row: InboxRow) => void;
}) {
  const t = useTranslations('admin.inbox');
  const text = useAdminText();
  const { run, pendingId } = useAdminAction();

  const move = (row: InboxRow, status: string) =>
    run(row.id, () => updateInboxEntry({ kind: 'franchise', id: row.id, status }), {
      success: t('moved', { name: row.name, status: text(`inbox.statuses.${status}`) }),
      failure: t('moveFailed'),
    });

  return (
    // On a phone the stages stack: one column, no sideways swipe.
    <div className="max-w-full overflow-x-auto pb-2 max-sm:overflow-visible">
      <ol className="flex gap-3 max-sm:flex-col" aria-label={t('views.board')}>
        {FRANCHISE_STATUSES.map((status) => {
          const leads = rows.filter((r) => r.status === status);
          const headingId = `board-${status}`;
          return (
            <li
              key={status}
              aria-labelledby={headingId}
              className="flex w-64 shrink-0 flex-col gap-2 rounded-lg bg-stone-100 p-2 max-sm:w-auto"
            >
              <h2
                id={headingId}
                className="flex items-center justify-between px-1 text-sm font-semibold text-stone-800"
              >
                {text(`inbox.statuses.${status}`)}
                <Badge variant="outline">{leads.length}</Badge>
              </h2>
              {leads.length === 0 ? (
                <p className="px-1 py-3 text-xs text-stone-600">{t('boardEmpty')}</p>
              ) : (
                <ul className="grid gap-2">
                  {leads.map((row) => {
                    const capital = figure(row, 'liquidCapital');
                    const worth = figure(row, 'netWorth');
                    return (
                      <li
                        key={row.id}
                        className="grid gap-2 rounded-md border border-stone-200 bg-white p-3 text-sm shadow-sm"
                      >
                        <div>
                          <p dir="auto" className="font-medium text-stone-900">
                            {row.name}
                          </p>
                          <p dir="auto" className="text-xs text-stone-600">
                            {String(row.summary.value ?? '')}
                          </p>
                          <p className="text-xs text-stone-600">
                            {formatAdminDateTime(row.createdAt)}
                          </p>
                        </div>
                        <div className="grid gap-1 text-xs">
                          {capital ? (
                            <span className="flex flex-wrap items-center gap-1">
                              {t('fields.liquidCapital')}
                              <MinimumBadge {...capital} />
                            </span>
                          ) : null}
                          {worth ? (
                            <span className="flex flex-wrap items-center gap-1">
                              {t('fields.netWorth')}
                              <MinimumBadge {...worth} />
                            </span>
                          ) : null}
                        </div>
                        <Select
                          aria-label={t('moveNamed', { name: row.name })}
                          value={row.status}
                          disabled={pendingId === row.id}
                          onChange={(e) => void move(row, e.target.value)}
                          className="h-8"
                        >
                          {FRANCHISE_STATUSES.map((s) => (
                            <option key={s} value={s}>
                              {text(`inbox.statuses.${s}`)}
                            </option>
                          ))}
                        </Select>
                        <Button variant="ghost" size="sm" onClick={() => onShow(row)}>
                          {t('viewNamed', { name: row.name })}
                        </Button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
