import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/**
 * Every action anyone may run, without signing in, by name: a visitor's forms and the one-time
 * links' forms. An action is public only by saying so (`public: true`, server/action.ts); this
 * list is written out so that a new one is a decision someone reads here.
 */
const PUBLIC_ACTIONS = [
  // The one-time links (the first owner's setup, an invitation): the token is the proof.
  'accept-invitation',
  'setup-owner',
  // The public site's forms.
  'bronx-notify',
  'careers-apply',
  'catering',
  'contact',
  'feedback',
  'franchise-apply',
  'newsletter',
  'reservation-request',
  // The button on a sign-up's confirmation link.
  'confirm-signup',
  // The button on a list message's unsubscribe link.
  'unsubscribe',
  // A guest's sign-in code, asked for and typed, or a passkey added to their account
  // (features/accounts).
  'guest-code',
  'guest-sign-in',
  'guest-passkey-options',
  'guest-passkey-sign-in',
  // A guest's pickup order (priced and placed by the server), and the times open for it.
  'pickup-code',
  'pickup-order',
  'pickup-quote',
  'pickup-times',
];

/** What a signed-in guest may do, and nobody else (no staff session opens them). */
const GUEST_ACTIONS = [
  'account-checkout-details',
  'account-delete',
  'account-details',
  'account-passkey-add',
  'account-passkey-options',
  'account-passkey-remove',
  'account-rewards',
  'account-sign-out',
  'order-again',
];

type Action = { actionName?: unknown; isPublic?: unknown; area?: unknown; forGuests?: unknown };

it('lists every public action and every guest’s action by name, and every other action names its console area', async () => {
  // Every domain's and every feature's actions.
  const src = path.join(process.cwd(), 'src');
  const homes = [
    ...subfolders(path.join(src, 'server')),
    ...subfolders(path.join(src, 'features')).map((feature) => path.join(feature, 'server')),
  ];
  const modules = homes
    .map((home) => path.join(home, 'actions.ts'))
    .filter((file) => fs.existsSync(file));
  expect(modules.length).toBeGreaterThan(8);
  const actions: Action[] = [];
  for (const file of modules) {
    const exported = (await import(file)) as Record<string, Action>;
    actions.push(
      ...Object.values(exported).filter((value) => typeof value?.actionName === 'string'),
    );
  }
  const open = actions.filter((action) => action.isPublic).map((action) => action.actionName);
  expect(open.sort()).toEqual([...PUBLIC_ACTIONS].sort());
  const guests = actions.filter((action) => action.forGuests).map((action) => action.actionName);
  expect(guests.sort()).toEqual([...GUEST_ACTIONS].sort());
  const unclaimed = actions.filter(
    (action) => !action.isPublic && !action.area && !action.forGuests,
  );
  expect(unclaimed.map((action) => action.actionName)).toEqual([]);
});

function subfolders(folder: string): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(folder, entry.name));
}
