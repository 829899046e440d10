import 'server-only';
import { visitorLookupSchema } from '@/schemas/admin/visitor-data';
import { defineAction } from '../action';
import { removeErasedFiles } from './after-erasure';
import { eraseVisitorData } from './mutations';
import { countsOf, emailFingerprint, findVisitorData } from './queries';

/** Owners: how much is stored about one address (nothing is shown but counts). */
export const findVisitorDataAction = defineAction({
  name: 'visitor-data-find',
  fresh: true,
  area: 'settings',
  entity: 'visitor-data',
  schema: visitorLookupSchema,
  run: async ({ input, tx }) => ({
    data: { email: input.email, counts: countsOf(await findVisitorData(tx, input.email)) },
  }),
});

/** Owners: erase everything stored about one address; audited without keeping the address. */
export const eraseVisitorDataAction = defineAction({
  name: 'visitor-data-erase',
  fresh: true,
  area: 'settings',
  entity: 'visitor-data',
  schema: visitorLookupSchema,
  run: async ({ input, tx }) => {
    const erased = { ...(await eraseVisitorData(tx, input.email)), email: input.email };
    return {
      data: erased,
      audit: { action: 'erase', entityId: emailFingerprint(input.email), after: erased.counts },
    };
  },
  afterCommit: removeErasedFiles,
});
