import { describe, expect, it } from 'vitest';
import { generateTicketId, TICKET_PATTERN } from './ticket';

describe('ticket ids', () => {
  it('follow the brand prefix, date and five random characters', () => {
    const id = generateTicketId(new Date('2026-11-22T10:00:00Z'));
    expect(id).toMatch(/^SABA-20261122-[A-Z0-9]{5}$/);
    expect(id).toMatch(TICKET_PATTERN);
  });
  it('are practically unique within a day', () => {
    // 36^5 suffixes: 200 ids collide with a chance of about 1 in 3,000; the database's unique
    // key (with a retry on insert) covers the rest.
    const ids = new Set(Array.from({ length: 200 }, () => generateTicketId()));
    expect(ids.size).toBe(200);
  });
});
