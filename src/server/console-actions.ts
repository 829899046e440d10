import 'server-only';
import * as auth from './auth/actions';
import * as lists from './lists/actions';
import * as locations from './locations/actions';
import * as mail from './mail/actions';
import * as media from './media/actions';
import { menuActions as menu, menuAtActions as menuAt } from '@/features/menu/actions';
import { marketingActions as marketing } from '@/features/marketing/actions';
import { loyaltyActions as loyalty } from '@/features/accounts/actions';
import { orderActions as orders } from '@/features/ordering/actions';
import * as privacy from './privacy/actions';
import { reservationActions as reservations } from '@/features/reservations/actions';
import * as settings from './settings/actions';
import * as staff from './staff/actions';
import { inboxActions as inbox } from '@/features/visitor-forms/actions';

const DOMAINS = {
  ...auth,
  ...inbox,
  ...lists,
  ...locations,
  ...loyalty,
  ...mail,
  ...marketing,
  ...media,
  ...menu,
  ...menuAt,
  ...orders,
  ...privacy,
  ...reservations,
  ...settings,
  ...staff,
};

type DomainAction = (typeof DOMAINS)[keyof typeof DOMAINS];

/**
 * Every action only staff may run, for the role-matrix test, which needs a case for each and
 * checks that each belongs to an area (lib/admin-areas.ts). The one-time links' actions (the
 * first owner's setup, accepting an invitation) are for people not signed in yet.
 */
export const CONSOLE_ACTIONS: Record<string, DomainAction> = Object.fromEntries(
  Object.entries(DOMAINS).filter(([, action]) => action.minRole !== null),
);
