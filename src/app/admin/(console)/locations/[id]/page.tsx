import { notFound } from 'next/navigation';
import { LocationEditor } from '@/components/admin/locations/location-editor';
import { ScreenLoader, screenMetadata } from '@/components/admin/screen';
import { recordId } from '@/schemas/admin/fields';
import { getDb } from '@/server/db/client';
import { getLocationForAdmin } from '@/server/locations/queries';

export const generateMetadata = screenMetadata('locations');

type Props = { params: Promise<{ id: string }> };

export default async function EditLocationPage({ params }: Props) {
  const id = recordId.safeParse((await params).id);
  if (!id.success) notFound();
  return (
    <ScreenLoader
      screen="locations"
      section="locations"
      load={async () => ({ location: await getLocationForAdmin(await getDb(), id.data) })}
    >
      {({ location }) => (location ? <LocationEditor location={location} /> : notFound())}
    </ScreenLoader>
  );
}
