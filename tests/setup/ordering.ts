import { WEEKDAYS } from '@/lib/enums';
import type { Db } from '@/server/db/client';
import { locations, menuCategories, menuItems } from '@/server/db/schema';

/**
 * A restaurant that takes pickup orders around the clock (so that a test holds at any hour), at
 * 6% tax, with a Starters category holding Hummus ($7.99): the ordering tests' common ground.
 */
export async function addAllDayRestaurant(
  db: Db,
  settings: Partial<typeof locations.$inferInsert> = {},
) {
  const [restaurant] = await db
    .insert(locations)
    .values({
      slug: 'all-day',
      nameEn: 'Saba All Day',
      nameAr: 'سباء طوال اليوم',
      addressEn: '1 Main St, Dearborn, MI',
      addressAr: '1 الشارع الرئيسي، ديربورن',
      published: true,
      orderingEnabled: true,
      taxRate: 6,
      hoursJson: Object.fromEntries(
        WEEKDAYS.map((day) => [day, { opens: '00:00', closes: '00:00' }]),
      ),
      ...settings,
    })
    .returning();
  await db
    .insert(menuCategories)
    .values({ slug: 'starters', titleEn: 'Starters', titleAr: 'المقبلات', sort: 1 });
  await db.insert(menuItems).values({
    slug: 'hummus',
    categorySlug: 'starters',
    nameEn: 'Hummus',
    nameAr: 'حمص',
    price: 7.99,
    status: 'published',
  });
  return restaurant!;
}
