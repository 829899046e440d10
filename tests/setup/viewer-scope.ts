import type { ViewerScope } from '@/lib/location-scope';
import type { DbOrTx } from '@/server/db/client';
import { locationIdsOf, viewerScope } from '@/server/locations/queries';

/** What someone who acts for the whole brand sees: every restaurant. */
export function wholeBrand(db: DbOrTx): Promise<ViewerScope> {
  return viewerScope(db, { locations: null });
}

/** What someone limited to these restaurants (by slug) sees. */
export async function limitedTo(db: DbOrTx, slugs: string[]): Promise<ViewerScope> {
  return viewerScope(db, { locations: await locationIdsOf(db, slugs) });
}

/** What someone limited to these restaurants (by id) sees. */
export function limitedToIds(db: DbOrTx, ids: string[]): Promise<ViewerScope> {
  return viewerScope(db, { locations: ids });
}
