import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachEngine, freshAppDatabase } from '../../../tests/setup/db';
import { depsFor } from '../../../tests/setup/staff-deps';
import { auditLog } from '../db/schema';
import { saveHomeReviewsAction } from './actions';
import { HOME_REVIEWS_KEY, readHomeReviews } from './queries';

const words = (i: number): Record<string, string> => ({
  [`testimonials.${i}.quoteEn`]: `The best mandi in town ${i}`,
  [`testimonials.${i}.quoteAr`]: `أفضل مندي في المدينة ${i}`,
  [`testimonials.${i}.authorEn`]: `Guest ${i}`,
  [`testimonials.${i}.authorAr`]: `ضيف ${i}`,
});
const form: Record<string, string> = { rating: '4.9', ...words(0), ...words(1), ...words(2) };

describeEachEngine('the home page rating and testimonials', (engine) => {
  const database = freshAppDatabase(engine);

  it('an owner sets them in both languages; audited; read back as saved', async () => {
    const { db } = database();
    expect(await readHomeReviews(db)).toBeNull();
    expect(await saveHomeReviewsAction(form, depsFor('owner'))).toMatchObject({
      status: 'success',
    });
    expect(await readHomeReviews(db)).toEqual({
      rating: 4.9,
      testimonials: [0, 1, 2].map((i) => ({
        quoteEn: `The best mandi in town ${i}`,
        quoteAr: `أفضل مندي في المدينة ${i}`,
        authorEn: `Guest ${i}`,
        authorAr: `ضيف ${i}`,
      })),
    });
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entityId, HOME_REVIEWS_KEY));
    expect(audit).toMatchObject({ action: 'update', entity: 'settings' });
  });

  it('refuses bad input with a message on its field, and a manager; nothing is written', async () => {
    const { db } = database();
    const before = await readHomeReviews(db);
    const refused = [
      [{ ...form, rating: '5.5' }, 'rating', 'admin.homeReviews.ratingInvalid'],
      [{ ...form, rating: '4.85' }, 'rating', 'admin.homeReviews.ratingInvalid'],
      [{ ...form, rating: 'lots' }, 'rating', 'admin.homeReviews.ratingInvalid'],
      [
        { ...form, 'testimonials.1.quoteAr': '   ' },
        'testimonials.1.quoteAr',
        'admin.homeReviews.quoteRequired',
      ],
      [
        { ...form, 'testimonials.2.authorEn': 'x'.repeat(81) },
        'testimonials.2.authorEn',
        'admin.validation.tooLong',
      ],
    ] as const;
    for (const [input, field, message] of refused) {
      const result = await saveHomeReviewsAction(input, depsFor('owner'));
      expect(result).toMatchObject({ status: 'error', fieldErrors: { [field]: message } });
    }
    const { 'testimonials.2.quoteEn': _dropped, ...two } = form;
    expect(await saveHomeReviewsAction(two, depsFor('owner'))).toMatchObject({ status: 'error' });
    expect(await saveHomeReviewsAction(form, depsFor('manager'))).toEqual({
      status: 'error',
      error: 'errors.forbidden',
    });
    expect(await readHomeReviews(db)).toEqual(before);
  });
});
