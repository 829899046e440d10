import { describe, expect, it } from 'vitest';
import { campaignOfVisit } from './campaign-visit';

const ID = '0b3c9f1e-6d2a-4c8b-9e7f-1a2b3c4d5e6f';
const NOW = Date.UTC(2026, 11, 2, 15, 0);
const DAY = 86_400_000;

describe('the campaign a browser came by', () => {
  it('is the one kept within 7 days', () => {
    expect(campaignOfVisit(JSON.stringify({ id: ID, at: NOW - 6 * DAY }), NOW)).toBe(ID);
    expect(campaignOfVisit(JSON.stringify({ id: ID, at: NOW - 7 * DAY }), NOW)).toBe(ID);
  });

  it('is none after 7 days, from the future, not an id, or not kept as the script keeps it', () => {
    for (const stored of [
      JSON.stringify({ id: ID, at: NOW - 7 * DAY - 1 }),
      JSON.stringify({ id: ID, at: NOW + DAY }),
      JSON.stringify({ id: 'drop table', at: NOW }),
      JSON.stringify({ id: ID, at: String(NOW) }),
      JSON.stringify({ at: NOW }),
      '{not json',
      '',
      null,
    ]) {
      expect(campaignOfVisit(stored, NOW), String(stored)).toBeNull();
    }
  });
});
