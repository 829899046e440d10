import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPgliteTestDatabase } from '../../../tests/setup/db';
import { MIGRATIONS_FOLDER, openDatabase } from './client';

type Row = Record<string, unknown>;
const rows = async (db: Awaited<ReturnType<typeof openDatabase>>, query: string) =>
  (await db.db.execute(sql.raw(query))) as unknown as { rows: Row[] };

describe('an embedded database started from another one', () => {
  it('holds what the other held when it was written out, and is a copy of its own', async () => {
    const first = await openDatabase({ dataDir: 'memory://', migrate: false });
    await rows(first, 'create table kept (note text)');
    await rows(first, "insert into kept values ('written before')");
    const dump = await first.dumpDataDir!();
    await rows(first, "insert into kept values ('written after')");

    const copy = await openDatabase({ dataDir: 'memory://', migrate: false, startFrom: dump });
    await rows(copy, "insert into kept values ('only in the copy')");
    expect((await rows(copy, 'select note from kept order by note')).rows).toEqual([
      { note: 'only in the copy' },
      { note: 'written before' },
    ]);
    expect((await rows(first, 'select note from kept order by note')).rows).toEqual([
      { note: 'written after' },
      { note: 'written before' },
    ]);
    await copy.close();
    await first.close();
  });

  it("gives each test database every committed migration (the run's copy is never older)", async () => {
    const journal = JSON.parse(
      fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: { tag: string }[] };
    const db = await createPgliteTestDatabase();
    const applied = await rows(db, 'select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(applied.rows[0]?.n).toBe(journal.entries.length);
    expect(journal.entries.length).toBeGreaterThan(40);
    await db.dispose();
  });
});
