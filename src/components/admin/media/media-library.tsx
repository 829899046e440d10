'use client';

import { FileIcon, Pencil, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatKilobytes } from '@/lib/admin-format';
import { deleteMediaFile, updateMediaAltText } from '@/server/browser-actions';
import type { MediaRow } from '@/server/media/queries';
import { SearchableList } from '../list-controls';
import { AdminPageHeader } from '../page-header';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/controls';
import { Spinner } from '@/components/ui/spinner';
import { useAdminAction, useEditDialog, useFailureText } from '../use-admin-action';
import { useUrlFilters } from '../use-url-filters';
import { UploadZone } from './upload-zone';

const DEFAULTS = { q: '', page: 1 };

function EditMedia({ dialog }: { dialog: ReturnType<typeof useEditDialog<MediaRow>> }) {
  const t = useTranslations('admin');
  const failureText = useFailureText();
  const router = useRouter();
  const media = dialog.record;
  const [saving, setSaving] = useState(false);
  if (!media) return null;
  const url =
    typeof window === 'undefined'
      ? media.filePath
      : new URL(media.filePath, window.location.origin).href;

  const saveAlt = async (value: string) => {
    if ((media.altText ?? '') === value.trim()) return;
    setSaving(true);
    try {
      const result = await updateMediaAltText({ id: media.id, altText: value });
      if (result.status === 'success') {
        toast.success(t('media.altSaved'));
        dialog.openWith({ ...media, altText: value.trim() || null });
        router.refresh();
      } else if (result.status === 'error') toast.error(failureText(result, t('media.altFailed')));
    } catch {
      toast.error(t('media.altFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={dialog.open}
      onOpenChange={dialog.setOpen}
      title={t('media.editTitle')}
      closeLabel={t('common.close')}
      className="max-w-2xl"
    >
      <div className="grid gap-4">
        {media.mimeType.startsWith('image/') ? (
          // eslint-disable-next-line @next/next/no-img-element -- staff's own uploads at their stored size
          <img
            src={media.filePath}
            alt={media.altText || media.originalFilename}
            className="max-h-80 w-full rounded-md bg-stone-100 object-contain"
          />
        ) : null}
        <Field id="media-alt" label={t('media.altText')} hint={t('media.altHint')}>
          {(c) => (
            <div className="flex items-center gap-2">
              <Input
                {...c}
                key={media.id}
                defaultValue={media.altText ?? ''}
                onBlur={(e) => void saveAlt(e.target.value)}
              />
              {saving ? <Spinner label={t('common.saving')} /> : null}
            </div>
          )}
        </Field>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-stone-600">{t('media.filename')}</dt>
          <dd className="break-all">{media.originalFilename}</dd>
          <dt className="text-stone-600">{t('media.size')}</dt>
          <dd>{formatKilobytes(media.fileSize)}</dd>
          {media.width && media.height ? (
            <>
              <dt className="text-stone-600">{t('media.dimensions')}</dt>
              <dd>{t('media.dimensionsValue', { width: media.width, height: media.height })}</dd>
            </>
          ) : null}
        </dl>
        <Field id="media-url" label={t('media.url')}>
          {(c) => (
            <Input
              {...c}
              readOnly
              value={url}
              onClick={(e) => e.currentTarget.select()}
              onFocus={(e) => e.currentTarget.select()}
            />
          )}
        </Field>
      </div>
    </Dialog>
  );
}

/** Media Library: upload, search by file name, newest-first grid, edit alt text, delete. */
export function MediaLibrary({
  rows,
  total,
  page,
  pages,
  q,
}: {
  rows: MediaRow[];
  total: number;
  page: number;
  pages: number;
  q: string;
}) {
  const t = useTranslations('admin');
  const nav = useUrlFilters<typeof DEFAULTS>({ q, page }, DEFAULTS);
  const dialog = useEditDialog<MediaRow>();
  const { run, pendingId } = useAdminAction();

  const remove = (media: MediaRow) => {
    if (!window.confirm(t('media.confirmDelete', { name: media.originalFilename }))) return;
    void run(media.id, () => deleteMediaFile({ id: media.id }), {
      success: t('media.deleted'),
      failure: t('media.deleteFailed'),
    });
  };

  return (
    <>
      <AdminPageHeader title={t('media.title')} subtitle={t('media.subtitle')} />
      <UploadZone />
      <SearchableList area="media" nav={nav} paging={{ page, pages, total }}>
        {rows.length === 0 ? (
          <p className="rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
            {q ? t('media.noMatch') : t('media.empty')}
          </p>
        ) : (
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
            {rows.map((media) => (
              <li
                key={media.id}
                className="group relative overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm"
              >
                <div className="aspect-square bg-stone-100">
                  {media.mimeType.startsWith('image/') ? (
                    // eslint-disable-next-line @next/next/no-img-element -- thumbnails of staff uploads
                    <img
                      src={media.filePath}
                      alt={media.altText || media.originalFilename}
                      loading="lazy"
                      className="size-full object-cover"
                    />
                  ) : (
                    <div className="grid size-full place-items-center text-stone-500">
                      <FileIcon aria-hidden className="size-10" />
                    </div>
                  )}
                </div>
                <div className="p-2">
                  <p className="truncate text-sm font-medium" title={media.originalFilename}>
                    {media.originalFilename}
                  </p>
                  <p className="text-xs text-stone-600">{formatKilobytes(media.fileSize)}</p>
                </div>
                <div className="absolute top-2 right-2 flex gap-1 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 pointer-coarse:opacity-100">
                  <Button
                    variant="secondary"
                    size="iconSm"
                    onClick={() => dialog.openWith(media)}
                    aria-label={t('common.editNamed', { name: media.originalFilename })}
                  >
                    <Pencil aria-hidden />
                  </Button>
                  <Button
                    variant="destructive"
                    size="iconSm"
                    onClick={() => remove(media)}
                    disabled={pendingId === media.id}
                    aria-label={t('common.deleteNamed', { name: media.originalFilename })}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </SearchableList>
      <EditMedia dialog={dialog} />
    </>
  );
}
