import { BUSINESS_TIME_ZONE } from './time-zone';

/** Spec: media sizes in KB with one decimal. */
export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** A date-only value (YYYY-MM-DD) as "Nov 22, 2026", without a time-zone shift. */
export function formatAdminDate(value: string): string {
  return new Date(`${value}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    dateStyle: 'medium',
  });
}

/** An instant as the brand's local date and time: "Nov 22, 2026, 10:05 AM". */
export function formatAdminDateTime(value: string | Date): string {
  return new Date(value).toLocaleString('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}
