import { recordId } from '@/schemas/admin/fields';
import { getDb } from '@/server/db/client';
import {
  addressOfUnsubscribeToken,
  unsubscribeAddress,
} from '@/features/marketing/server/unsubscribe';
import { publicRoute } from '@/server/route';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'cache-control': 'no-store' };

/** The campaign a link came in (`?c=<id>`, once), or null: only an id is taken. */
function campaignOf(url: string): string | null {
  const given = new URL(url).searchParams.getAll('c');
  return given.length === 1 && recordId.safeParse(given[0]).success ? given[0]! : null;
}

/**
 * One-click unsubscribe (RFC 8058): a mail client posts `List-Unsubscribe=One-Click` to the
 * address in a list message's List-Unsubscribe header, without cookies or a page. The token is
 * the address signed with the site's secret; an altered one opens nothing (404, nothing written).
 * Opened in a browser (GET), it leads to the page with the button.
 */
export const POST = publicRoute<{ token: string }>(
  'a mail client unsubscribing its reader: the link is the address signed with the site secret',
  async (request, params) => {
    const { token } = await params;
    const body = (await request.text()).slice(0, 200);
    if (!new URLSearchParams(body).has('List-Unsubscribe')) {
      return new Response('Expected List-Unsubscribe=One-Click', {
        status: 400,
        headers: NO_STORE,
      });
    }
    const db = await getDb();
    const email = await addressOfUnsubscribeToken(db, token);
    if (!email) return new Response(null, { status: 404, headers: NO_STORE });
    await db.transaction((tx) => unsubscribeAddress(tx, email, campaignOf(request.url)));
    return new Response('Unsubscribed', { status: 200, headers: NO_STORE });
  },
);

export const GET = publicRoute<{ token: string }>(
  'the unsubscribe link opened in a browser: it only leads to the page with the button',
  async (request, params) => {
    const { token } = await params;
    const campaign = campaignOf(request.url);
    return Response.redirect(
      new URL(
        `/unsubscribe/${encodeURIComponent(token)}${campaign ? `?c=${campaign}` : ''}`,
        request.url,
      ),
      303,
    );
  },
);
