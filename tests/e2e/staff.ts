/** Staff accounts created before the end-to-end server starts (tests/setup/create-staff.ts). */
export const STAFF_PASSWORD = 'e2e-staff-password';
export const STAFF = {
  owner: 'owner@e2e.test',
  manager: 'manager@e2e.test',
  editor: 'editor@e2e.test',
  none: 'norole@e2e.test',
} as const;
export type StaffKey = keyof typeof STAFF;
