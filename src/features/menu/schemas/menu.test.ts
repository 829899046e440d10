import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '@/lib/form-data';
import { categorySchema, menuItemSchema } from './menu';

const errors = (result: { success: boolean; error?: { issues: never[] } }) =>
  result.success ? {} : fieldErrorsOf(result.error!.issues);

describe('admin menu schemas', () => {
  it('gives the spec messages for a blank category; a non-numeric sort becomes 0', () => {
    expect(
      errors(categorySchema.safeParse({ slug: '', titleEn: ' ', titleAr: '' }) as never),
    ).toEqual({
      slug: 'admin.validation.slugRequired',
      titleEn: 'admin.validation.titleEnRequired',
      titleAr: 'admin.validation.titleArRequired',
    });
    expect(
      categorySchema.parse({ slug: 'Soups', titleEn: 'Soups', titleAr: 'شوربات', sort: 'abc' }),
    ).toMatchObject({
      slug: 'soups',
      sort: 0,
    });
  });

  it('checks a menu item: names, category, slug, price >= 0, spice 0-3, calories >= 0', () => {
    expect(
      errors(menuItemSchema.safeParse({ price: '-1', spiceLevel: '4', calories: '-5' }) as never),
    ).toEqual({
      nameEn: 'admin.validation.nameEnRequired',
      nameAr: 'admin.validation.nameArRequired',
      categorySlug: 'admin.validation.categoryRequired',
      slug: 'admin.validation.slugRequired',
      price: 'admin.validation.pricePositive',
      spiceLevel: 'admin.validation.spiceRange',
      calories: 'admin.validation.caloriesMin',
    });
    const item = menuItemSchema.parse({
      nameEn: 'Saltah',
      nameAr: 'سلتة',
      categorySlug: 'entrees',
      slug: 'saltah',
      price: '18.999',
      isActive: 'on',
    });
    expect(item).toMatchObject({
      price: 1900,
      status: 'draft',
      isActive: true,
      spiceLevel: 0,
      calories: 0,
      sortOrder: 0,
    });
  });
});
