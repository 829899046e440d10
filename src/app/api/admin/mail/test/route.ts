import { getTranslations } from 'next-intl/server';
import { recordAudit } from '@/server/audit/audit';
import { getDb } from '@/server/db/client';
import { sendTestMail } from '@/server/mail/status';
import { consumeRateLimit } from '@/server/security/rate-limit';
import { staffRoute } from '@/server/route';

/** A few tries while an owner fixes the mail settings; not a way to send mail in bulk. */
const TEST_LIMIT = { limit: 10, windowMs: 10 * 60_000 };

/**
 * Settings' "Send a test e-mail": one message to the owner's own address, sent at once, and the
 * server's answer (or error) returned as it came. Owners only, from the site's own pages; audited.
 */
export const POST = staffRoute({ area: 'settings' }, async (_request, actor) => {
  const db = await getDb();
  const headers = { 'cache-control': 'no-store' };
  const limit = await consumeRateLimit(db, `mail-test:${actor.userId}`, TEST_LIMIT);
  if (!limit.allowed) return Response.json({ error: 'too many tries' }, { status: 429, headers });
  const t = await getTranslations({ locale: 'en', namespace: 'admin.settings.mail' });
  const result = await sendTestMail(actor.email, {
    subject: t('testSubject'),
    body: t('testBody', { email: actor.email, at: new Date().toISOString() }),
  });
  await recordAudit(db, {
    actorUserId: actor.userId,
    actorEmail: actor.email,
    action: 'test-mail',
    entity: 'mail',
    after: { sent: result.sent, route: result.route, answer: result.answer },
  });
  return Response.json(result, { headers });
});
