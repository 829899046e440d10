import { InboxPage, type SearchParams } from '@/features/visitor-forms/console/inbox-page';
import { screenMetadata } from '@/components/admin/screen';

export const generateMetadata = screenMetadata('contacts');

export default function ContactsPage({ searchParams }: { searchParams: SearchParams }) {
  return <InboxPage kind="contacts" searchParams={searchParams} />;
}
