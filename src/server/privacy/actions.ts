import 'server-only';
import { visitorLookupSchema } from '@/schemas/admin/visitor-data';
import { defineAction } from '../action';
import { logger } from '../logger';
import { configuredTransport } from '../mail/worker';
import { privateStorage } from '../storage/storage';
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
  // The rows are gone (committed): now their attachments, each on its own, and the written
  // copies of the e-mails to and about them (the mail folder, when no SMTP server is set).
  afterCommit: async (data) => {
    for (const key of data.attachments) {
      await privateStorage()
        .remove(key)
        .catch((error: unknown) => logger.error({ err: error, key }, 'attachment not removed'));
    }
    await configuredTransport()
      .forget(data.mailIds, data.email)
      .catch((error: unknown) => logger.error({ err: error }, 'written e-mails not removed'));
  },
});
