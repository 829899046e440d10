// `npm run db:migrate` and `npm run db:seed`: apply migrations / add the demo content (idempotent)
// on DATABASE_URL, or on the embedded database under DATA_DIR (./data) when it is not in use.
import { withConfiguredDatabase } from '../src/server/db/client';
import { seedDemoContent } from '../src/server/db/seed';

async function main() {
  const command = process.argv[2];
  if (command !== 'migrate' && command !== 'seed') {
    console.error('Usage: tsx scripts/db.ts migrate|seed');
    process.exit(2);
  }
  await withConfiguredDatabase(async (handle) => {
    console.log(`Migrations applied (${handle.kind}).`);
    if (command === 'seed') {
      const report = await seedDemoContent(handle.db);
      console.log(
        `Demo content: ${report.categories} categories, ${report.items} items, ${report.locations} locations added (existing rows kept).`,
      );
    }
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
