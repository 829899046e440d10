'use client';

import { Upload } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useRef, useState, type DragEvent } from 'react';
import { toast } from 'sonner';
import { IMAGE_ACCEPT, MEDIA_EXTENSIONS, MEDIA_MAX_BYTES } from '@/lib/admin-limits';
import type { ActionState } from '@/lib/action-state';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { useMessage } from '../use-message';

type Progress = { id: number; name: string; percent: number };

/** Sends one file with upload progress (fetch cannot report it). */
function sendFile(
  file: File,
  onProgress: (percent: number) => void,
): Promise<ActionState<unknown>> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/admin/media');
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () =>
      resolve(
        (request.response as ActionState<unknown>) ?? { status: 'error', error: 'errors.generic' },
      );
    request.onerror = () => resolve({ status: 'error', error: 'errors.generic' });
    const body = new FormData();
    body.set('file', file);
    request.send(body);
  });
}

/** Drag & drop or browse; several images at once, each with its own progress. */
export function UploadZone() {
  const t = useTranslations('admin.media');
  const message = useMessage();
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [uploads, setUploads] = useState<Progress[]>([]);
  const busy = uploads.length > 0;

  async function upload(files: File[]) {
    const accepted = files.filter((file) => {
      const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
      if (
        !(MEDIA_EXTENSIONS as readonly string[]).includes(ext) ||
        !file.type.startsWith('image/')
      ) {
        toast.error(t('notImage', { name: file.name }));
        return false;
      }
      if (file.size > MEDIA_MAX_BYTES) {
        toast.error(t('tooLarge', { name: file.name }));
        return false;
      }
      return true;
    });
    if (accepted.length === 0) return;
    const start = Date.now();
    setUploads(accepted.map((file, i) => ({ id: start + i, name: file.name, percent: 0 })));
    await Promise.all(
      accepted.map(async (file, i) => {
        const result = await sendFile(file, (percent) =>
          setUploads((list) => list.map((u) => (u.id === start + i ? { ...u, percent } : u))),
        );
        if (result.status === 'success') toast.success(t('uploaded', { name: file.name }));
        else if (result.status === 'error') {
          const known = result.error !== 'errors.generic' && result.error !== 'errors.invalidInput';
          toast.error(
            known
              ? message(result.error, result.errorValues)
              : t('uploadFailed', { name: file.name }),
          );
        }
      }),
    );
    setUploads([]);
    if (input.current) input.current.value = '';
    router.refresh(); // Spec: the list is reloaded after media changes.
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) void upload([...event.dataTransfer.files]);
  };

  return (
    <div
      onDragEnter={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragOver={(e) => e.preventDefault()}
      onDragLeave={(e) => {
        if (e.currentTarget === e.target) setDragging(false);
      }}
      onDrop={onDrop}
      className={cn(
        'mb-6 flex flex-col items-center gap-2 rounded-lg border-2 border-dashed bg-white p-8 text-center transition-colors',
        dragging ? 'border-pomegranate bg-red-50' : 'border-stone-300',
      )}
    >
      <Upload aria-hidden className="size-8 text-stone-500" />
      <p className="font-medium text-stone-900">{dragging ? t('dropping') : t('dropzone')}</p>
      <p className="text-sm text-stone-600">{t('browse')}</p>
      <input
        ref={input}
        type="file"
        multiple
        accept={IMAGE_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={(e) => void upload([...(e.target.files ?? [])])}
      />
      <Button onClick={() => input.current?.click()} disabled={busy}>
        {busy ? t('uploading') : t('select')}
      </Button>
      <p className="text-xs text-stone-600">{t('accepted')}</p>
      {uploads.length > 0 ? (
        <ul className="mt-2 grid w-full max-w-md gap-2 text-start">
          {uploads.map((u) => (
            <li key={u.id} className="text-sm">
              <span className="block truncate text-stone-700">
                {t('progress', { name: u.name, percent: u.percent })}
              </span>
              <progress
                className="h-2 w-full accent-pomegranate"
                max={100}
                value={u.percent}
                aria-label={u.name}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
