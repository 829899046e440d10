import { InboxPage, type SearchParams } from '@/features/visitor-forms/console/inbox-page';
import { screenMetadata } from '@/components/admin/screen';

export const generateMetadata = screenMetadata('careers');

export default function CareersPage({ searchParams }: { searchParams: SearchParams }) {
  return <InboxPage kind="careers" searchParams={searchParams} />;
}
