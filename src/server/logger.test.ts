import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const saved = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'info';
  const logger = createLogger(stream);
  process.env.LOG_LEVEL = saved;
  return { logger, text: () => lines.join('') };
}

describe('logs carry no visitor data', () => {
  it('drops a failed query’s parameters and clips its message', () => {
    const { logger, text } = capture();
    const comment = 'ز'.repeat(5_000_000);
    const failed = new Error(
      `Failed query: insert into "reviews_feedback" ("comments") values ($1)\nparams: ${comment},amal@example.com`,
      { cause: Object.assign(new Error('value too long'), { code: '22001' }) },
    );
    logger.error({ err: failed }, 'action failed');
    const line = text();
    expect(line.length).toBeLessThan(5_000);
    expect(line).toContain('Failed query: insert into');
    expect(line).toContain('"code":"22001"');
    expect(line).not.toContain('amal@example.com');
    expect(line).not.toContain('ززز');
  });

  it('redacts personal fields wherever they appear', () => {
    const { logger, text } = capture();
    logger.warn(
      { email: 'amal@example.com', input: { phone: '+1 313 555 0100', message: 'hello' } },
      'refused',
    );
    const line = text();
    expect(line).not.toContain('amal@example.com');
    expect(line).not.toContain('555 0100');
    expect(line).toContain('[redacted]');
  });
});
