'use client';

import { Camera, ExternalLink } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { IMAGE_ACCEPT } from '@/lib/admin-limits';
import { instagramUrlSchema } from '@/features/menu/schemas/menu';
import { saveInstagramUrl } from '@/server/browser-actions';
import type { InstagramItem } from '@/features/menu/server/console-queries';
import { SearchableTable } from '@/components/admin/list-controls';
import { usePhotoUpload } from './photo-field';
import { BilingualName } from '@/components/admin/cells';
import { AdminPageHeader } from '@/components/admin/page-header';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/controls';
import { Td } from '@/components/ui/table';
import { useFailureText } from '@/components/admin/use-admin-action';
import { useUrlFilters } from '@/components/admin/use-url-filters';

const DEFAULTS = { q: '', page: 1 };

type Props = {
  items: InstagramItem[];
  total: number;
  page: number;
  pages: number;
  q: string;
  stats: { all: number; withPhotos: number };
  categories: Record<string, string>;
  profileUrl: string;
};

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <Card className="p-4">
      <h2 className="text-sm font-medium text-stone-600">{label}</h2>
      <p className="mt-1 text-2xl font-semibold tabular-nums">{value}</p>
    </Card>
  );
}

/** The selected item: upload its photo, or keep the Instagram post URL it comes from. */
function SelectedPanel({ item, onDone }: { item: InstagramItem; onDone: () => void }) {
  const t = useTranslations('admin');
  const router = useRouter();
  const upload = usePhotoUpload(t('instagram.uploaded'), t('instagram.uploadFailed'));
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    const url = await upload(item.id, file);
    setBusy(false);
    if (url) {
      onDone(); // Spec: uploading a photo clears the selected item.
      router.refresh();
    }
  };

  const onSave = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = { id: item.id, url: new FormData(event.currentTarget).get('url') };
    const parsed = instagramUrlSchema.safeParse(input);
    if (!parsed.success) {
      setError(t('instagram.selectAndUrl'));
      toast.error(t('instagram.selectAndUrl'));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const result = await saveInstagramUrl(input);
      if (result.status === 'success') {
        toast.success(t('instagram.urlSaved'));
        router.refresh();
      } else if (result.status === 'error')
        toast.error(failureText(result, t('instagram.urlFailed')));
    } catch {
      toast.error(t('instagram.urlFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="mb-6 grid gap-4 border-pomegranate/40 p-4" aria-live="polite">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">{t('instagram.selected', { name: item.nameEn })}</h2>
        <Button variant="outline" size="sm" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="grid gap-1.5">
          <span className="text-sm font-medium text-stone-800">{t('instagram.photo')}</span>
          <label className={buttonClass('outline') + ' w-fit cursor-pointer'}>
            <Camera aria-hidden />
            {busy
              ? t('common.saving')
              : item.photoUrl
                ? t('instagram.updatePhoto')
                : t('instagram.addPhoto')}
            <input
              type="file"
              accept={IMAGE_ACCEPT}
              className="sr-only"
              disabled={busy}
              onChange={(e) => void onFile(e.target.files?.[0])}
            />
          </label>
          <p className="text-xs text-stone-600">{t('items.fields.photoHint')}</p>
        </div>
        <form onSubmit={onSave} noValidate className="grid gap-2">
          <Field id="instagram-url" label={t('instagram.postUrl')} error={error}>
            {(c) => (
              <div className="flex gap-2">
                <Input
                  {...c}
                  name="url"
                  type="url"
                  key={item.id}
                  defaultValue={item.seoSlug ?? ''}
                  placeholder="https://www.instagram.com/p/…"
                />
                <Button type="submit" disabled={busy}>
                  {t('instagram.save')}
                </Button>
              </div>
            )}
          </Field>
        </form>
      </div>
    </Card>
  );
}

/** Instagram Photo Sync: coverage stats, search, and a photo or post URL per menu item. */
export function InstagramSync({
  items,
  total,
  page,
  pages,
  q,
  stats,
  categories,
  profileUrl,
}: Props) {
  const t = useTranslations('admin');
  const nav = useUrlFilters<typeof DEFAULTS>({ q, page }, DEFAULTS);
  const [selected, setSelected] = useState<InstagramItem | null>(null);
  const progress =
    stats.all === 0
      ? t('instagram.progressUndefined')
      : t('instagram.progressValue', { percent: Math.round((stats.withPhotos / stats.all) * 100) });

  return (
    <>
      <AdminPageHeader
        title={t('instagram.title')}
        subtitle={t('instagram.subtitle')}
        actions={
          profileUrl ? (
            <a
              href={profileUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('outline')}
            >
              <ExternalLink aria-hidden />
              {t('instagram.openProfile')}
            </a>
          ) : null
        }
      />
      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <Stat label={t('instagram.withPhotos')} value={stats.withPhotos} />
        <Stat label={t('instagram.missingPhotos')} value={stats.all - stats.withPhotos} />
        <Stat label={t('instagram.progress')} value={progress} />
      </div>
      {selected ? <SelectedPanel item={selected} onDone={() => setSelected(null)} /> : null}
      <SearchableTable
        area="instagram"
        nav={nav}
        paging={{ page, pages, total }}
        columns={[
          t('instagram.columns.name'),
          t('instagram.columns.category'),
          t('instagram.columns.status'),
          t('instagram.columns.action'),
        ]}
        empty={t('instagram.empty')}
        row={(item) => (
          <tr key={item.id} className={selected?.id === item.id ? 'bg-amber-50' : undefined}>
            <Td>
              <BilingualName en={item.nameEn} ar={item.nameAr} />
            </Td>
            <Td>{categories[item.categorySlug] ?? item.categorySlug}</Td>
            <Td>
              <Badge variant={item.photoUrl ? 'success' : 'warning'}>
                {item.photoUrl ? t('instagram.hasPhoto') : t('instagram.missing')}
              </Badge>
            </Td>
            <Td>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setSelected(item)}
                aria-label={`${item.photoUrl ? t('instagram.updatePhoto') : t('instagram.addPhoto')}: ${item.nameEn}`}
              >
                {item.photoUrl ? t('instagram.updatePhoto') : t('instagram.addPhoto')}
              </Button>
            </Td>
          </tr>
        )}
        rows={items}
      />
    </>
  );
}
