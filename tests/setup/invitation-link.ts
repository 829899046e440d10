import { eq } from 'drizzle-orm';
import { emailOutbox } from '../../src/server/db/schema';
import { withSecret } from '../../src/server/mail/outbox';
import type { TestDatabase } from './db';

/** The link's token, read from the e-mail the invitation queued. */
export async function invitationTokenIn(db: TestDatabase, to: string): Promise<string> {
  const mails = await db.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.kind, 'staff-invitation'));
  const mail = mails.filter((m) => m.toAddresses.includes(to)).at(-1);
  // The link travels as the message's secret, filled in as it is sent (mail/outbox.ts).
  const text = withSecret(mail?.textBody ?? '', mail?.secret ?? null);
  const url = /https?:\/\/\S+\/admin\/invitation\?token=(\S+)/.exec(text);
  if (!url) throw new Error(`no invitation link e-mailed to ${to}`);
  return decodeURIComponent(url[1]!);
}
