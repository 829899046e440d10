import { visitorLookupSchema } from '@/schemas/admin/visitor-data';
import { recordAudit } from '@/server/audit/audit';
import { staffOrRefusal } from '@/server/auth/guard';
import { getDb } from '@/server/db/client';
import { countsOf, emailFingerprint, findVisitorData } from '@/server/privacy/queries';

/** Everything stored about one visitor's address, as JSON (owners; audited). */
export async function GET(request: Request): Promise<Response> {
  // Exporting a visitor's data is sensitive: a sign-in or confirmation in the last five minutes.
  const { actor, refusal } = await staffOrRefusal('settings', undefined, {
    fresh: true,
  });
  if (refusal) return refusal;
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
}

function oneValue(values: string[]): string {
  return values.length === 1 ? values[0]! : '';
}
