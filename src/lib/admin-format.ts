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

/**
 * An instant as a local date and time: the brand's ("Nov 22, 2026, 10:05 AM"), or a restaurant's
 * own when it keeps another clock, which then says which ("Nov 22, 2026, 7:05 AM PST").
 */
export function formatAdminDateTime(
  value: string | Date,
  timeZone: string | null = BUSINESS_TIME_ZONE,
): string {
  const zone = timeZone ?? BUSINESS_TIME_ZONE;
  const instant = new Date(value);
  const text = instant.toLocaleString('en-US', {
    timeZone: zone,
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return zone === BUSINESS_TIME_ZONE ? text : `${text} ${zoneName(instant, zone)}`;
}

/** A zone's short name at an instant ("PST", "PDT"; "GMT+3" where it has none in English). */
export function zoneName(instant: Date, timeZone: string): string {
  return (
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}
