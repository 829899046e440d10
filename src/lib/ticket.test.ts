import { describe, expect, it } from 'vitest';
import { generateTicketId, TICKET_PATTERN } from './ticket';

describe('ticket ids', () => {
  it('follow the brand prefix, date and five random characters', () => {
    const id = generateTicketId(new Date('2026-11-22T10:00:00Z'));
    expect(id).toMatch(/^SABA-20261122-[A-Z0-9]{5}$/);
    expect(id).toMatch(TICKET_PATTERN);
  });
  it('are practically unique', () => {
    const ids = new Set(Array.from({ length: 2000 }, () => generateTicketId()));
    expect(ids.size).toBe(2000);
  });
});
