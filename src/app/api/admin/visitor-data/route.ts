import { visitorLookupSchema } from '@/schemas/admin/visitor-data';
import { recordAudit } from '@/server/audit/audit';
import { getDb } from '@/server/db/client';
import { countsOf, emailFingerprint, findVisitorData } from '@/server/privacy/queries';
import { staffRoute } from '@/server/route';

/**
 * Everything stored about one visitor's address, as JSON (owners; audited). Sensitive: a sign-in
 * or confirmation in the last five minutes.
 */
export const GET = staffRoute({ area: 'settings', fresh: true }, async (request, actor) => {
  const parsed = visitorLookupSchema.safeParse({
    // One address: a repeated parameter is no address (never silently the first).
    email: oneValue(new URL(request.url).searchParams.getAll('email')),
  });
  if (!parsed.success) return new Response('A valid e-mail address is needed', { status: 400 });
  const db = await getDb();
  const data = await findVisitorData(db, parsed.data.email);
  await recordAudit(db, {
    actorUserId: actor.userId,
    actorEmail: actor.email,
    action: 'export',
    entity: 'visitor-data',
    entityId: emailFingerprint(parsed.data.email),
    after: countsOf(data),
  });
  const body = JSON.stringify(
    { email: parsed.data.email, exportedAt: new Date().toISOString(), data },
    null,
    2,
  );
  return new Response(body, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="visitor-data-${emailFingerprint(parsed.data.email).slice(7)}.json"`,
      'cache-control': 'no-store',
    },
  });
});

function oneValue(values: string[]): string {
  return values.length === 1 ? values[0]! : '';
}
