import { InboxPage, type SearchParams } from '@/features/visitor-forms/console/inbox-page';
import { screenMetadata } from '@/components/admin/screen';

export const generateMetadata = screenMetadata('catering');

export default function CateringPage({ searchParams }: { searchParams: SearchParams }) {
  return <InboxPage kind="catering" searchParams={searchParams} />;
}
