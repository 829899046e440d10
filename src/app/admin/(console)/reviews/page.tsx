import { InboxPage, type SearchParams } from '@/features/visitor-forms/console/inbox-page';
import { screenMetadata } from '@/components/admin/screen';

export const generateMetadata = screenMetadata('reviews');

export default function ReviewsPage({ searchParams }: { searchParams: SearchParams }) {
  return <InboxPage kind="reviews" searchParams={searchParams} />;
}
