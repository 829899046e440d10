import { LocationEditor } from '@/components/admin/locations/location-editor';
import { screenMetadata } from '@/components/admin/screen';
import { redirect } from 'next/navigation';
import { requireScreen } from '@/server/auth/guard';

export const generateMetadata = screenMetadata('locations');

export default async function NewLocationPage() {
  const actor = await requireScreen('locations');
  // A new restaurant is the brand's to add.
  if (actor.locations !== null) redirect('/admin/locations');
  return <LocationEditor location={null} brandStaff owner={actor.role === 'owner'} />;
}
