import { afterEach, describe, expect, it } from 'vitest';
import { resetServerEnvForTests, serverEnv } from './env';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetServerEnvForTests();
});

describe('environment', () => {
  it('has working defaults on a bare machine', () => {
    delete process.env.DATABASE_URL;
    delete process.env.SMTP_URL;
    const env = serverEnv();
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SITE_URL).toBe('http://localhost:3000');
  });

  it('names the variable that is wrong', () => {
    process.env.DATABASE_URL = 'not a url';
    expect(() => serverEnv()).toThrow(/DATABASE_URL/);
    process.env.DATABASE_URL = '';
    resetServerEnvForTests();
    process.env.BETTER_AUTH_SECRET = 'short';
    expect(() => serverEnv()).toThrow(/BETTER_AUTH_SECRET/);
  });

  it('wants the S3 settings together', () => {
    process.env.S3_BUCKET = 'media';
    expect(() => serverEnv()).toThrow(/S3_BUCKET.*together/s);
  });
});
