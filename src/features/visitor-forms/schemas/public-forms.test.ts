import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import en from '../../../../messages/en.json';
import ar from '../../../../messages/ar.json';
import { careersSchema } from './careers';
import { contactSchema } from './contact';
import { feedbackSchema } from './feedback';
import { franchiseSchema } from './franchise';
import { signupSchema } from './signups';

const SCHEMAS: Record<string, z.ZodType> = {
  careers: careersSchema,
  contact: contactSchema,
  feedback: feedbackSchema,
  franchise: franchiseSchema,
  signup: signupSchema,
};

// Every field name the public forms post.
const FIELDS = [
  'fullName',
  'name',
  'email',
  'phone',
  'city',
  'state',
  'territory',
  'liquidCapitalUsd',
  'netWorthUsd',
  'timeline',
  'priorRestaurantExperience',
  'experienceNotes',
  'position',
  'resumeLink',
  'coverLetter',
  'availability',
  'experience',
  'inquiryType',
  'locationSlug',
  'message',
  'website',
  'consent',
  'attachment',
  'rating',
  'comments',
  'language',
];

// What a visitor (or a script posting the form) can send: nothing, blanks, wrong kinds, too much.
const BAD_INPUTS: Record<string, unknown>[] = [
  {},
  Object.fromEntries(FIELDS.map((f) => [f, ''])),
  Object.fromEntries(FIELDS.map((f) => [f, 'x'.repeat(5000)])),
  Object.fromEntries(FIELDS.map((f) => [f, 'not a number, نص'])),
  Object.fromEntries(FIELDS.map((f) => [f, '-1'])),
];

function lookup(catalogue: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
}

describe('every message a public form can show is a catalogue text in both languages', () => {
  for (const [name, schema] of Object.entries(SCHEMAS)) {
    it(name, () => {
      const messages = new Set<string>();
      for (const input of BAD_INPUTS) {
        const result = schema.safeParse(input);
        expect(result.success).toBe(false);
        if (!result.success) for (const issue of result.error.issues) messages.add(issue.message);
      }
      expect(messages.size).toBeGreaterThan(0);
      for (const key of messages) {
        expect(typeof lookup(en, key), `${name}: "${key}" in English`).toBe('string');
        expect(typeof lookup(ar, key), `${name}: "${key}" in Arabic`).toBe('string');
      }
    });
  }

  it('a feedback form sent without a star asks for a rating', () => {
    const result = feedbackSchema.safeParse({ comments: 'Cold bread.', language: 'en' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain('validation.ratingRequired');
  });

  it('a résumé link is a web address: javascript: and data: are refused', () => {
    const base = {
      name: 'Amal',
      email: 'amal@example.com',
      phone: '3135550100',
      position: 'server',
      language: 'en',
    };
    for (const resumeLink of [
      'javascript:alert(document.cookie)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      `https://example.com/${'a'.repeat(2100)}`,
    ]) {
      const result = careersSchema.safeParse({ ...base, resumeLink });
      expect(result.success, resumeLink.slice(0, 30)).toBe(false);
    }
    expect(
      careersSchema.safeParse({ ...base, resumeLink: 'https://drive.example/cv.pdf' }).success,
    ).toBe(true);
    expect(careersSchema.safeParse({ ...base, resumeLink: '' }).data?.resumeLink).toBeNull();
  });

  it('refuses a 5 MB comment and a 22 MB franchise territory with their messages', () => {
    const feedback = feedbackSchema.safeParse({ rating: 2, comments: 'x'.repeat(5_000_000) });
    expect(feedback.error?.issues.map((i) => i.message)).toEqual(['validation.commentsMax']);
    const franchise = franchiseSchema.safeParse({ territory: 'x'.repeat(22_000_000) });
    expect(franchise.error?.issues.find((i) => i.path[0] === 'territory')?.message).toBe(
      'validation.territoryMax',
    );
  });
});
