'use client';

import { ChevronDown, Pencil, Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { deleteModifierGroupEntry, deleteModifierOptionEntry } from '@/server/browser-actions';
import type {
  AdminModifierGroup,
  AdminModifierOption,
} from '@/features/menu/server/console-queries';
import type { LocationView } from '@/features/menu/server/console-location';
import { ActiveBadge, BilingualName } from '@/components/admin/cells';
import { AdminPageHeader } from '@/components/admin/page-header';
import { DeleteButton, RowActions } from '@/components/admin/row-actions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Table, Td, Th } from '@/components/ui/table';
import { useAdminAction, useEditDialog } from '@/components/admin/use-admin-action';
import { CopyPrices, LocationNote, RestaurantBar, RestaurantCells } from './at-location';
import { GroupDialog, OptionDialog, priceDelta, type OptionTarget } from './modifier-dialogs';

/**
 * Modifiers & Options: collapsible groups with badges, range, count and an options table. With a
 * restaurant chosen, each option shows its adjustment there, whether it is offered there and
 * whether it is sold out there today.
 */
export function ModifiersManager({
  groups,
  view,
}: {
  groups: AdminModifierGroup[];
  view: LocationView;
}) {
  const here = view.chosen;
  const brandStaff = view.allowAll;
  const t = useTranslations('admin');
  const groupDialog = useEditDialog<AdminModifierGroup>();
  const optionDialog = useEditDialog<OptionTarget>();
  const { run, pendingId } = useAdminAction();
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const toggle = (id: string) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const removeGroup = (group: AdminModifierGroup) => {
    if (!window.confirm(t('modifiers.confirmDeleteGroup'))) return;
    void run(group.id, () => deleteModifierGroupEntry({ id: group.id }), {
      success: t('modifiers.groupDeleted'),
      failure: t('modifiers.deleteFailed'),
    });
  };
  const removeOption = (option: AdminModifierOption) => {
    if (!window.confirm(t('modifiers.confirmDeleteOption'))) return;
    void run(option.id, () => deleteModifierOptionEntry({ id: option.id }), {
      success: t('modifiers.optionDeleted'),
      failure: t('modifiers.deleteFailed'),
    });
  };

  return (
    <>
      <AdminPageHeader
        title={t('modifiers.title')}
        subtitle={t('modifiers.subtitle')}
        actions={
          <>
            <CopyPrices view={view} />
            {brandStaff ? (
              <Button onClick={() => groupDialog.openWith(null)}>
                <Plus aria-hidden />
                {t('modifiers.addGroup')}
              </Button>
            ) : null}
          </>
        }
      />
      <RestaurantBar view={view} />
      <LocationNote view={view} />
      {groups.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
          {t('modifiers.empty')}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-4">
          {groups.map((group) => {
            const open = !collapsed.has(group.id);
            const panelId = `group-panel-${group.id}`;
            return (
              <li key={group.id}>
                <Card>
                  <div className="flex flex-wrap items-center gap-3 p-4">
                    <button
                      type="button"
                      onClick={() => toggle(group.id)}
                      aria-expanded={open}
                      aria-controls={panelId}
                      aria-label={t('modifiers.toggleGroup', { name: group.nameEn })}
                      className="rounded p-1 text-stone-600 hover:bg-stone-100"
                    >
                      <ChevronDown
                        aria-hidden
                        className={cn('size-4 transition-transform', !open && '-rotate-90')}
                      />
                    </button>
                    <h2 className="font-semibold text-stone-900">{group.nameEn}</h2>
                    <span lang="ar" dir="rtl" className="text-stone-600">
                      {group.nameAr}
                    </span>
                    <Badge variant={group.required ? 'default' : 'secondary'}>
                      {group.required ? t('modifiers.required') : t('modifiers.optional')}
                    </Badge>
                    <Badge variant="outline">
                      {t('modifiers.range', { min: group.minSelect, max: group.maxSelect })}
                    </Badge>
                    <Badge variant="outline">
                      {t('modifiers.optionCount', { count: group.options.length })}
                    </Badge>
                    <div className={cn('ms-auto flex gap-1', !brandStaff && 'hidden')}>
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => optionDialog.openWith({ groupId: group.id, option: null })}
                        aria-label={`${t('modifiers.addOption')}: ${group.nameEn}`}
                      >
                        <Plus aria-hidden />
                        {t('modifiers.addOption')}
                      </Button>
                      <Button
                        variant="ghost"
                        size="iconSm"
                        onClick={() => groupDialog.openWith(group)}
                        aria-label={t('common.editNamed', { name: group.nameEn })}
                      >
                        <Pencil aria-hidden />
                      </Button>
                      <DeleteButton
                        name={group.nameEn}
                        onClick={() => removeGroup(group)}
                        busy={pendingId === group.id}
                      />
                    </div>
                  </div>
                  <div id={panelId} hidden={!open} className="border-t border-stone-200 p-4">
                    {group.options.length === 0 ? (
                      <p className="text-sm text-stone-600">{t('modifiers.emptyGroup')}</p>
                    ) : (
                      <Table>
                        {here ? (
                          <>
                            <thead>
                              <tr>
                                <Th>{t('modifiers.columns.name')}</Th>
                                <Th>{t('modifiers.columns.price')}</Th>
                                <Th>{t('menuAt.priceHere')}</Th>
                                <Th>{t('menuAt.servedColumn')}</Th>
                                <Th>{t('menuAt.todayHere')}</Th>
                              </tr>
                            </thead>
                            <tbody>
                              {group.options.map((option) => {
                                const row = {
                                  kind: 'option' as const,
                                  id: option.id,
                                  name: option.nameEn,
                                  brandPrice: option.priceDelta,
                                };
                                return (
                                  <tr key={`${here.id}-${option.id}`}>
                                    <Td>
                                      <BilingualName en={option.nameEn} ar={option.nameAr} />
                                    </Td>
                                    <Td className="tabular-nums">
                                      {priceDelta(option.priceDelta)}
                                    </Td>
                                    <RestaurantCells view={view} restaurant={here} row={row} />
                                  </tr>
                                );
                              })}
                            </tbody>
                          </>
                        ) : (
                          <>
                            <thead>
                              <tr>
                                <Th>{t('modifiers.columns.name')}</Th>
                                <Th>{t('modifiers.columns.price')}</Th>
                                <Th>{t('modifiers.columns.sort')}</Th>
                                <Th>{t('modifiers.columns.active')}</Th>
                                <Th>{t('common.actions')}</Th>
                              </tr>
                            </thead>
                            <tbody>
                              {group.options.map((option) => (
                                <tr key={option.id}>
                                  <Td>
                                    <BilingualName en={option.nameEn} ar={option.nameAr} />
                                  </Td>
                                  <Td className="tabular-nums">{priceDelta(option.priceDelta)}</Td>
                                  <Td className="tabular-nums">{option.sortOrder}</Td>
                                  <Td>
                                    <ActiveBadge active={option.isActive} />
                                  </Td>
                                  <Td>
                                    <RowActions
                                      name={option.nameEn}
                                      onEdit={() =>
                                        optionDialog.openWith({ groupId: group.id, option })
                                      }
                                      onDelete={() => removeOption(option)}
                                      busy={pendingId === option.id}
                                    />
                                  </Td>
                                </tr>
                              ))}
                            </tbody>
                          </>
                        )}
                      </Table>
                    )}
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <GroupDialog dialog={groupDialog} />
      <OptionDialog dialog={optionDialog} />
    </>
  );
}
