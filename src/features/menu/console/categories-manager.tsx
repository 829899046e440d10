'use client';

import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { deleteCategoryEntry, reorderCategoryEntries } from '@/server/browser-actions';
import type { AdminCategory } from '@/features/menu/server/console-queries';
import { AdminPageHeader } from '@/components/admin/page-header';
import { RowActions } from '@/components/admin/row-actions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, Td, Th } from '@/components/ui/table';
import { useAdminAction, useEditDialog } from '@/components/admin/use-admin-action';
import { CategoryDialog } from './category-dialog';

function SortableRow({
  category,
  position,
  onEdit,
  onDelete,
  busy,
}: {
  category: AdminCategory;
  position: number;
  onEdit: () => void;
  onDelete: () => void;
  busy: boolean;
}) {
  const t = useTranslations('admin.common');
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: category.id });
  return (
    <tr
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={isDragging ? 'relative z-10 bg-amber-50 shadow' : 'bg-white'}
    >
      <Td className="w-10">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('dragHandle', { name: category.titleEn })}
          className="cursor-grab touch-none rounded p-1 text-stone-500 hover:bg-stone-100 active:cursor-grabbing"
        >
          <GripVertical aria-hidden className="size-4" />
        </button>
      </Td>
      <Td className="tabular-nums">{position}</Td>
      <Td className="font-medium">
        {category.titleEn}
        {category.visibleFrom || category.visibleUntil ? (
          <Badge variant="warning" className="ms-2">
            {t('seasonal')}
          </Badge>
        ) : null}
      </Td>
      <Td lang="ar" dir="rtl" className="text-start">
        {category.titleAr}
      </Td>
      <Td>
        <code className="text-xs text-stone-700">{category.slug}</code>
      </Td>
      <Td className="tabular-nums">{category.itemCount}</Td>
      <Td>
        <RowActions name={category.titleEn} onEdit={onEdit} onDelete={onDelete} busy={busy} />
      </Td>
    </tr>
  );
}

/** Menu Categories: table in sort order, drag (mouse or keyboard) to reorder, add/edit/delete. */
export function CategoriesManager({ categories }: { categories: AdminCategory[] }) {
  const t = useTranslations('admin');
  const [rows, setRows] = useState(categories);
  const dialog = useEditDialog<AdminCategory>();
  const { run, pendingId } = useAdminAction();
  // Fresh server data (after a save or a reload) replaces the local order, but never in the
  // middle of a drag: that would drop the row the user is moving.
  const [dragging, setDragging] = useState(false);
  const [source, setSource] = useState(categories);
  if (source !== categories && !dragging) {
    setSource(categories);
    setRows(categories);
  }

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    setDragging(false);
    if (!over || active.id === over.id) return;
    const from = rows.findIndex((r) => r.id === active.id);
    const to = rows.findIndex((r) => r.id === over.id);
    const next = arrayMove(rows, from, to);
    setRows(next); // Spec: the list reorders at once, then the positions are saved.
    const result = await run(
      'reorder',
      () => reorderCategoryEntries({ ids: next.map((r) => r.id) }),
      {
        success: t('categories.reordered'),
        failure: t('categories.orderFailed'),
      },
    );
    if (result.status === 'error') setRows(categories);
  };

  const remove = (category: AdminCategory) => {
    if (!window.confirm(t('categories.confirmDelete'))) return;
    void run(category.id, () => deleteCategoryEntry({ id: category.id }), {
      success: t('categories.deleted'),
      failure: t('categories.deleteFailed'),
    });
  };

  const nameOf = (id: string | number) => rows.find((r) => r.id === id)?.titleEn ?? '';
  const positionOf = (id: string | number) => rows.findIndex((r) => r.id === id);

  return (
    <>
      <AdminPageHeader
        title={t('categories.title')}
        subtitle={t('categories.subtitle')}
        actions={
          <Button onClick={() => dialog.openWith(null)}>
            <Plus aria-hidden />
            {t('categories.add')}
          </Button>
        }
      />
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
          {t('categories.empty')}
        </p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragStart={() => setDragging(true)}
          onDragCancel={() => setDragging(false)}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements: {
              onDragStart: ({ active }) => nameOf(active.id),
              onDragOver: ({ active, over }) =>
                over
                  ? t('categories.moved', {
                      name: nameOf(active.id),
                      position: positionOf(over.id),
                    })
                  : '',
              onDragEnd: ({ active, over }) =>
                over
                  ? t('categories.moved', {
                      name: nameOf(active.id),
                      position: positionOf(over.id),
                    })
                  : '',
              onDragCancel: ({ active }) => nameOf(active.id),
            },
          }}
        >
          <Table>
            <thead>
              <tr>
                <Th>
                  <span className="sr-only">{t('common.reorder')}</span>
                </Th>
                <Th>{t('categories.columns.position')}</Th>
                <Th>{t('categories.columns.nameEn')}</Th>
                <Th>{t('categories.columns.nameAr')}</Th>
                <Th>{t('categories.columns.slug')}</Th>
                <Th>{t('categories.columns.items')}</Th>
                <Th>{t('common.actions')}</Th>
              </tr>
            </thead>
            <SortableContext items={rows.map((r) => r.id)} strategy={verticalListSortingStrategy}>
              <tbody>
                {rows.map((category, index) => (
                  <SortableRow
                    key={category.id}
                    category={category}
                    position={index}
                    busy={pendingId === category.id}
                    onEdit={() => dialog.openWith(category)}
                    onDelete={() => remove(category)}
                  />
                ))}
              </tbody>
            </SortableContext>
          </Table>
        </DndContext>
      )}
      <CategoryDialog
        open={dialog.open}
        onOpenChange={dialog.setOpen}
        category={dialog.record}
        nextSort={rows.length}
      />
    </>
  );
}
