// The admin benchmark's fixture (not the demo seed): demo content plus 5,000 menu items and
// 10,000 media rows, and an owner account, in DATA_DIR's embedded database or DATABASE_URL;
// with --owner-only, the demo content and the owner alone; with --guest, also a signed-in guest
// (scripts/lib/guest-fixture.ts).
import { createStaffAccount } from '../src/server/auth/accounts';
import { withConfiguredDatabase } from '../src/server/db/client';
import { mediaLibrary, menuCategories, menuItems } from '../src/server/db/schema';
import { seedDemoContent } from '../src/server/db/seed';

import { BENCH_OWNER } from './lib/console-owner.mjs';
import { makeGuestFixture } from './lib/guest-fixture';
import { asCents } from '@/lib/money';
const ITEMS = 5_000;
const MEDIA = 10_000;
const BATCH = 500;

async function main() {
  await withConfiguredDatabase(async ({ db }) => {
    await seedDemoContent(db);
    await createStaffAccount(db, { ...BENCH_OWNER, role: 'owner' });
    // --guest: a signed-in guest with orders and points (Lighthouse on the account pages).
    if (process.argv.includes('--guest')) {
      await makeGuestFixture(db, process.env.DATA_DIR ?? '.');
      return;
    }
    // --owner-only: the demo content and the owner (Lighthouse on the console's screens).
    if (process.argv.includes('--owner-only')) return;
    const categories = (await db.select({ slug: menuCategories.slug }).from(menuCategories)).map(
      (c) => c.slug,
    );
    for (let start = 0; start < ITEMS; start += BATCH) {
      await db.insert(menuItems).values(
        Array.from({ length: BATCH }, (_, i) => {
          const n = start + i;
          return {
            slug: `bench-dish-${n}`,
            categorySlug: categories[n % categories.length]!,
            nameEn: `Bench Dish ${n}`,
            nameAr: `طبق تجريبي ${n}`,
            descriptionEn: 'Slow-cooked lamb with rice and spices.',
            descriptionAr: 'لحم مطهو ببطء مع الأرز والبهارات.',
            price: asCents(500 + (n % 30) * 100),
            status: n % 3 === 0 ? ('draft' as const) : ('published' as const),
            sortOrder: 1000 + n,
          };
        }),
      );
    }
    const now = Date.now();
    for (let start = 0; start < MEDIA; start += BATCH * 2) {
      await db.insert(mediaLibrary).values(
        Array.from({ length: BATCH * 2 }, (_, i) => {
          const n = start + i;
          return {
            filename: `bench-${n}.jpg`,
            originalFilename: `kitchen-photo-${n}.jpg`,
            filePath: `/menu-media/menu/bench-${n}.jpg`,
            mimeType: 'image/jpeg',
            fileSize: 120_000 + n,
            width: 1200,
            height: 800,
            createdAt: new Date(now - n * 60_000),
          };
        }),
      );
    }
    console.log(
      `Bench fixture: ${ITEMS} extra menu items, ${MEDIA} media rows, owner ${BENCH_OWNER.email}.`,
    );
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
