import { recordId } from '@/schemas/admin/fields';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';
import { staffRoute } from '@/server/route';
import { siteUrl } from '@/lib/site-url';
import { onboardingStep } from '@/features/ordering/server/connect';

/**
 * Where Stripe's hosted onboarding sends an owner: `return` when they are done (the restaurant's
 * account is read again: may it take payments now?), `refresh` when its link expired (a new one).
 * Both end on the restaurant's page under Locations, or at Stripe's next page.
 */
export const GET = staffRoute<{ step: string }>(
  { area: 'settings' },
  async (request, _actor, params) => {
    const { step } = await params;
    const location = recordId.safeParse(new URL(request.url).searchParams.get('location'));
    if ((step !== 'return' && step !== 'refresh') || !location.success) {
      return new Response(null, { status: 404 });
    }
    const page = `${siteUrl()}/admin/locations/${location.data}`;
    try {
      const db = await getDb();
      const next = await db.transaction((tx) => onboardingStep(tx, location.data, step));
      return Response.redirect(
        next ?? `${page}?stripe=${step === 'return' ? 'back' : 'none'}`,
        303,
      );
    } catch (error) {
      logger.warn({ err: error, location: location.data }, 'Stripe onboarding could not go on');
      return Response.redirect(`${page}?stripe=failed`, 303);
    }
  },
);
