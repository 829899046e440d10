/** Staff accounts created before the end-to-end server starts (tests/setup/create-staff.ts). */
export const STAFF_PASSWORD = 'e2e-staff-password';
export const STAFF = {
  owner: 'owner@e2e.test',
  manager: 'manager@e2e.test',
  editor: 'editor@e2e.test',
  kitchen: 'kitchen@e2e.test',
  none: 'norole@e2e.test',
} as const;
export type StaffKey = keyof typeof STAFF;

/** A manager limited to one restaurant (Canton): its bookings, inbox, hours and menu settings. */
export const CANTON_MANAGER = 'canton.manager@e2e.test';
export const CANTON_MANAGER_RESTAURANT = 'canton';

/** One account per test project for the two-factor test, which changes the account. */
export const twoFactorEmail = (project: string) => `twofa-${project}@e2e.test`;
export const TWO_FACTOR_PROJECTS = ['mobile', 'desktop'] as const;

/** Accounts of their own for the sign-in and account security tests, one set per test project. */
export const accountFlowEmails = (project: string) => ({
  code: `code-${project}@e2e.test`,
  link: `link-${project}@e2e.test`,
  linkWithSecondFactor: `link2fa-${project}@e2e.test`,
  passkey: `passkey-${project}@e2e.test`,
  passkeyAsSecondFactor: `passkey2fa-${project}@e2e.test`,
  sessions: `sessions-${project}@e2e.test`,
  leaver: `leaver-${project}@e2e.test`,
  backupCodes: `codes-${project}@e2e.test`,
  selfService: `self-${project}@e2e.test`,
});

/** Signs in alone while owners require a second factor (its test runs after all others). */
export const POLICY_EMAIL = 'policy@e2e.test';

/** An editor whose role the phone test changes (tests/e2e/admin-phone.spec.ts). */
export const PHONE_ROLE_EMAIL = 'phone.role@e2e.test';
