import { LocationEditor } from '@/components/admin/locations/location-editor';
import { screenMetadata } from '@/components/admin/screen';
import { requireScreen } from '@/server/auth/guard';

export const generateMetadata = screenMetadata('locations');

export default async function NewLocationPage() {
  await requireScreen('locations');
  return <LocationEditor location={null} />;
}
