'use client';

import { Pencil, Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { deleteLocationEntry } from '@/server/browser-actions';
import { BilingualName } from '../cells';
import { DataTable } from '../list-controls';
import { AdminPageHeader } from '../page-header';
import { Badge } from '@/components/ui/badge';
import { DeleteButton } from '../row-actions';
import { buttonClass } from '@/components/ui/button';
import { Td } from '@/components/ui/table';
import { useAdminAction } from '../use-admin-action';

export type LocationListRow = {
  id: string;
  slug: string;
  nameEn: string;
  nameAr: string;
  city: string;
  state: string;
  published: boolean;
  comingSoon: boolean;
  isHeadquarters: boolean;
  sort: number;
  specialCount: number;
};

/** Locations (managers): every location in the public order, with its state; add, edit, delete. */
export function LocationsList({
  rows,
  brandStaff,
}: {
  rows: LocationListRow[];
  /** Staff of the whole brand add and remove restaurants; a restaurant's own staff edit it. */
  brandStaff: boolean;
}) {
  const t = useTranslations('admin');
  const { run, pendingId } = useAdminAction();

  const remove = (row: LocationListRow) => {
    if (!window.confirm(t('locations.confirmDelete', { name: row.nameEn }))) return;
    void run(row.id, () => deleteLocationEntry({ id: row.id }), {
      success: t('locations.deleted'),
      failure: t('locations.deleteFailed'),
    });
  };

  return (
    <>
      <AdminPageHeader
        title={t('locations.title')}
        subtitle={t('locations.subtitle')}
        actions={
          brandStaff ? (
            <Link href="/admin/locations/new" className={buttonClass()}>
              <Plus aria-hidden />
              {t('locations.add')}
            </Link>
          ) : null
        }
      />
      <DataTable
        columns={[
          t('locations.columns.name'),
          t('locations.columns.city'),
          t('common.status'),
          t('locations.columns.sort'),
          t('common.actions'),
        ]}
        empty={t('locations.empty')}
        isEmpty={rows.length === 0}
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <Td>
              <BilingualName en={row.nameEn} ar={row.nameAr} />
              <code className="text-xs text-stone-600">{row.slug}</code>
            </Td>
            <Td>{[row.city, row.state].filter(Boolean).join(', ')}</Td>
            <Td>
              <span className="flex flex-wrap gap-1">
                <Badge variant={row.published ? 'success' : 'outline'}>
                  {row.published ? t('common.published') : t('common.draft')}
                </Badge>
                {row.comingSoon ? (
                  <Badge variant="warning">{t('locations.comingSoon')}</Badge>
                ) : null}
                {row.isHeadquarters ? (
                  <Badge variant="secondary">{t('locations.headquarters')}</Badge>
                ) : null}
                {row.specialCount > 0 ? (
                  <Badge variant="outline">
                    {t('locations.specialCount', { count: row.specialCount })}
                  </Badge>
                ) : null}
              </span>
            </Td>
            <Td>{row.sort}</Td>
            <Td>
              <span className="flex gap-1">
                <Link
                  href={`/admin/locations/${row.id}`}
                  className={buttonClass('ghost', 'iconSm')}
                  aria-label={t('common.editNamed', { name: row.nameEn })}
                >
                  <Pencil aria-hidden />
                </Link>
                {brandStaff ? (
                  <DeleteButton
                    name={row.nameEn}
                    onClick={() => remove(row)}
                    busy={pendingId === row.id}
                  />
                ) : null}
              </span>
            </Td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
