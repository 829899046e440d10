import { InboxPage, type SearchParams } from '@/features/visitor-forms/console/inbox-page';
import { screenMetadata } from '@/components/admin/screen';

export const generateMetadata = screenMetadata('franchise');

export default function FranchisePage({ searchParams }: { searchParams: SearchParams }) {
  return <InboxPage kind="franchise" searchParams={searchParams} />;
}
