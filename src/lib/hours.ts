/** "9:00 AM - 10:00 PM" -> ["09:00", "22:00"]; null when the text is not a time range. */
export function parseHoursRange(text: string): [string, string] | null {
  const match = text.match(
    /(\d{1,2})(?::(\d{2}))?\s*(AM|PM)\s*[-–]\s*(\d{1,2})(?::(\d{2}))?\s*(AM|PM)/i,
  );
  if (!match) return null;
  const to24 = (h: string, m: string | undefined, ampm: string) => {
    let hour = Number(h) % 12;
    if (ampm.toUpperCase() === 'PM') hour += 12;
    return `${String(hour).padStart(2, '0')}:${m ?? '00'}`;
  };
  return [to24(match[1]!, match[2], match[3]!), to24(match[4]!, match[5], match[6]!)];
}

/** "09:00" -> "9:00 AM"; "22:30" -> "10:30 PM". */
export function to12Hour(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const suffix = h >= 12 ? 'PM' : 'AM';
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** The stored text of an opening range: "9:00 AM - 10:00 PM". */
export function hoursRangeText(opens: string, closes: string): string {
  return `${to12Hour(opens)} - ${to12Hour(closes)}`;
}
