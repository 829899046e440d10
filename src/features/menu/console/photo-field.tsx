'use client';

import { ImagePlus, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { IMAGE_ACCEPT, PHOTO_MAX_BYTES } from '@/lib/admin-limits';
import { removeMenuItemPhoto, uploadMenuItemPhoto } from '@/server/browser-actions';
import { Button, buttonClass } from '@/components/ui/button';
import { useAdminAction, useFailureText } from '@/components/admin/use-admin-action';

/** Spec: must be an image, at most 5 MB (checked here for speed and again on the server). */
export function photoProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return 'photoType';
  if (file.size > PHOTO_MAX_BYTES) return 'photoSize';
  return null;
}

/** Uploads a photo for an item; returns its URL, or null (toasts either way). */
export function usePhotoUpload(successText?: string, failureFallback?: string) {
  const t = useTranslations('admin');
  const failureText = useFailureText();
  const uploaded = successText ?? t('items.photoUploaded');
  const failed = failureFallback ?? t('items.photoFailed');
  return async (itemId: string, file: File) => {
    const problem = photoProblem(file);
    if (problem) {
      toast.error(t(`errors.${problem as 'photoType' | 'photoSize'}`));
      return null;
    }
    const data = new FormData();
    data.set('id', itemId);
    data.set('photo', file);
    try {
      const result = await uploadMenuItemPhoto(data);
      if (result.status === 'success') {
        toast.success(uploaded);
        return result.data.photoUrl;
      }
      if (result.status === 'error') toast.error(failureText(result, failed));
    } catch {
      toast.error(failed);
    }
    return null;
  };
}

/**
 * The item dialog's photo: for a saved item a chosen file is uploaded at once; for a new item it
 * is kept and uploaded right after the item is created.
 */
export function PhotoField({
  itemId,
  photoUrl,
  name,
  onPendingFile,
}: {
  itemId: string | null;
  photoUrl: string | null;
  name: string;
  onPendingFile: (file: File | null) => void;
}) {
  const t = useTranslations('admin');
  const upload = usePhotoUpload();
  const { run } = useAdminAction();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState(photoUrl);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const onChange = async (file: File | undefined) => {
    if (!file) return;
    const problem = photoProblem(file);
    setError(problem ? t(`errors.${problem as 'photoType' | 'photoSize'}`) : undefined);
    if (problem) {
      if (input.current) input.current.value = '';
      return;
    }
    if (!itemId) {
      onPendingFile(file);
      setPreview(URL.createObjectURL(file));
      return;
    }
    setBusy(true);
    const url = await upload(itemId, file);
    setBusy(false);
    if (url) setPreview(url);
    if (input.current) input.current.value = '';
  };

  const remove = async () => {
    if (!itemId) {
      onPendingFile(null);
      setPreview(null);
      if (input.current) input.current.value = '';
      return;
    }
    // Hide the picture first: the server deletes its file, so it must not be requested again.
    const previous = preview;
    setPreview(null);
    setBusy(true);
    const result = await run(itemId, () => removeMenuItemPhoto({ id: itemId }), {
      success: t('items.photoRemoved'),
      failure: t('items.photoFailed'),
    });
    setBusy(false);
    if (result.status !== 'success') setPreview(previous);
  };

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium text-stone-800">
        {t('items.fields.photo')}
      </legend>
      <div className="flex items-center gap-3">
        {preview ? (
          // eslint-disable-next-line @next/next/no-img-element -- a local preview or an uploaded file
          <img
            src={preview}
            alt={t('items.fields.photoAlt', { name })}
            className="size-20 rounded-md border border-stone-200 object-cover"
          />
        ) : (
          <div className="grid size-20 place-items-center rounded-md border border-dashed border-stone-300 text-stone-500">
            <ImagePlus aria-hidden className="size-6" />
          </div>
        )}
        <div className="grid gap-2">
          <label className={buttonClass('outline', 'sm') + ' cursor-pointer'}>
            <ImagePlus aria-hidden />
            {busy
              ? t('common.saving')
              : preview
                ? t('items.fields.replacePhoto')
                : t('items.fields.uploadPhoto')}
            <input
              ref={input}
              type="file"
              name="photoFile"
              accept={IMAGE_ACCEPT}
              className="sr-only"
              disabled={busy}
              aria-describedby="item-photo-hint item-photo-error"
              onChange={(e) => onChange(e.target.files?.[0])}
            />
          </label>
          {preview ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={remove}
              disabled={busy}
              className="text-red-700"
            >
              <Trash2 aria-hidden />
              {t('items.fields.removePhoto')}
            </Button>
          ) : null}
        </div>
      </div>
      <p id="item-photo-hint" className="text-xs text-stone-600">
        {t('items.fields.photoHint')}
      </p>
      {error ? (
        <p id="item-photo-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
