// `npm run bench -- --intake`: visitors writing in at a steady rate (the contact form, half by the
// page's JavaScript and half without, English and Arabic, from 200 loopback addresses), against
// the production server on the embedded database or on PostgreSQL. Reports what was answered how,
// the latencies, and whether every submission answered OK is in the database.
//   npm run bench -- --intake --rate 300 --duration 30 --db pglite|postgres
// Server on core 0, this load on core 1 (2-core machines). Results: reports/bench-intake.json.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { runIntakeLoad, type IntakeReport } from './lib/intake-load.mts';
import { startProductionServer } from './lib/prod-server.mjs';
import { freshPostgresDatabase } from '../tests/system/services.ts';

type Options = { rate: number; seconds: number; db: 'pglite' | 'postgres' };

const GUESTS = "email like 'guest-%@example.test'";

async function storedOnPostgres(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query(`select ticket_id from contact_inquiries where ${GUESTS}`);
    return result.rows.map((row: { ticket_id: string }) => row.ticket_id);
  } finally {
    await client.end();
  }
}

async function storedOnPglite(dataDir: string): Promise<string[]> {
  const db = await PGlite.create(path.join(dataDir, 'db'));
  try {
    const result = await db.query<{ ticket_id: string }>(
      `select ticket_id from contact_inquiries where ${GUESTS}`,
    );
    return result.rows.map((row) => row.ticket_id);
  } finally {
    await db.close();
  }
}

export async function benchIntake(options: Options): Promise<void> {
  const database = options.db === 'postgres' ? await freshPostgresDatabase() : null;
  const app = await startProductionServer({
    port: 3300,
    core: 0,
    env: database ? { DATABASE_URL: database.url } : {},
  });
  if (process.platform === 'linux') {
    spawn('taskset', ['-pc', '1', String(process.pid)], { stdio: 'ignore' });
  }
  let report: IntakeReport;
  let stored: string[];
  try {
    console.log(`Intake: ${options.rate}/s for ${options.seconds} s on ${options.db}`);
    report = await runIntakeLoad({
      origin: app.url,
      rate: options.rate,
      seconds: options.seconds,
    });
    await app.server.stop();
    stored = database ? await storedOnPostgres(database.url) : await storedOnPglite(app.dataDir);
  } finally {
    await app.stop();
    await database?.drop();
  }
  const answered = new Set(report.tickets);
  const lost = report.tickets.filter((ticket) => !stored.includes(ticket)).length;
  const unanswered = stored.filter((ticket) => !answered.has(ticket)).length;
  const summary = {
    when: new Date().toISOString(),
    node: process.version,
    db: options.db,
    rate: options.rate,
    seconds: options.seconds,
    sent: report.sent,
    ok: report.ok,
    limited: report.limited,
    busy: report.busy,
    retry: report.retry,
    errors: report.errors,
    dropped: report.dropped,
    okPerSecond: Number((report.ok / options.seconds).toFixed(1)),
    latencyMs: report.latencyMs,
    stored: stored.length,
    lost,
    storedWithoutAnswer: unanswered,
    samples: report.samples,
  };
  console.log(JSON.stringify(summary, null, 2));
  fs.mkdirSync('reports', { recursive: true });
  const file = `reports/bench-intake-${options.db}.json`;
  fs.writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`Written ${file}`);
  if (lost > 0) process.exitCode = 1;
}
