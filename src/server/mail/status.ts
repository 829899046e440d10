import 'server-only';
import path from 'node:path';
import { serverEnv } from '@/env';
import { configuredTransport } from './worker';

/**
 * How mail leaves this site, as Settings and the dashboard tell an owner: through an SMTP server
 * (named by its host and port, never its credentials), or only written to the data folder, where
 * it reaches nobody.
 */
export type MailRoute = { kind: 'smtp'; server: string } | { kind: 'file'; folder: string };

export function mailRoute(): MailRoute {
  const env = serverEnv();
  if (env.SMTP_URL) {
    const url = new URL(env.SMTP_URL);
    const port = url.port || (url.protocol === 'smtps:' ? '465' : '587');
    return { kind: 'smtp', server: `${url.hostname}:${port}` };
  }
  return { kind: 'file', folder: path.join(env.DATA_DIR, 'mail') };
}

export type TestMailAnswer = { sent: boolean; route: MailRoute['kind']; answer: string };

/**
 * Sends a test message to `to` at once (not through the outbox): the answer is what the SMTP
 * server said, or its error, or where the message was written.
 */
export async function sendTestMail(
  to: string,
  texts: { subject: string; body: string },
): Promise<TestMailAnswer> {
  const route = mailRoute().kind;
  try {
    const answer = await configuredTransport().send({
      from: serverEnv().MAIL_FROM,
      to: [to],
      subject: texts.subject,
      text: texts.body,
    });
    return { sent: true, route, answer };
  } catch (error) {
    const answer = error instanceof Error ? error.message : String(error);
    return { sent: false, route, answer: answer.slice(0, 500) };
  }
}
