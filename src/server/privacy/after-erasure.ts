import 'server-only';
import { logger } from '../logger';
import { configuredTransport } from '../mail/worker';
import { privateStorage } from '../storage/storage';

/**
 * Once an erasure is committed (the rows are gone): their attachments, each on its own, and the
 * written copies of the e-mails to and about the address (the mail folder, when no SMTP server is
 * set). A failure is logged, never thrown: the rows are already gone.
 */
export async function removeErasedFiles(erased: {
  email: string;
  attachments: readonly string[];
  mailIds: readonly string[];
}): Promise<void> {
  for (const key of erased.attachments) {
    await privateStorage()
      .remove(key)
      .catch((error: unknown) => logger.error({ err: error, key }, 'attachment not removed'));
  }
  await configuredTransport()
    .forget([...erased.mailIds], erased.email)
    .catch((error: unknown) => logger.error({ err: error }, 'written e-mails not removed'));
}
