import 'server-only';
import * as account from './auth/account-commands';
import * as inbox from './inbox/commands';
import * as lists from './lists/commands';
import * as locations from './locations/commands';
import * as media from './media/commands';
import * as menu from './menu/admin-commands';
import * as reservations from './reservations/commands';
import * as settings from './settings/commands';
import * as staff from './staff/commands';

/** Every staff command of the console, for the role-matrix test (each one needs a case there). */
export const ADMIN_COMMANDS = {
  ...menu,
  ...media,
  ...reservations,
  ...staff,
  ...lists,
  ...inbox,
  ...settings,
  ...locations,
  ...account,
};
export type AdminCommandName = keyof typeof ADMIN_COMMANDS;
