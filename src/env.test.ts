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
    delete process.env.PORT;
    delete process.env.SITE_URL;
    delete process.env.TRUSTED_PROXY_HOPS;
    const env = serverEnv();
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SITE_URL).toBe('http://localhost:3000');
    expect(env.TRUSTED_PROXY_HOPS).toBe(0);
  });

  it('takes the public origin from the port being served when SITE_URL is unset', () => {
    delete process.env.SITE_URL;
    process.env.PORT = '3901';
    expect(serverEnv().SITE_URL).toBe('http://localhost:3901');
    resetServerEnvForTests();
    process.env.SITE_URL = 'https://saba.example/';
    process.env.BETTER_AUTH_SECRET = 'x'.repeat(32);
    expect(serverEnv().SITE_URL).toBe('https://saba.example');
  });

  it('stops a public (https) site without BETTER_AUTH_SECRET, with the fix in the message', () => {
    process.env.SITE_URL = 'https://saba.example';
    delete process.env.BETTER_AUTH_SECRET;
    expect(() => serverEnv()).toThrow(/BETTER_AUTH_SECRET: a public \(https\) SITE_URL needs/);
    resetServerEnvForTests();
    process.env.SITE_URL = 'http://localhost:4000';
    expect(serverEnv().BETTER_AUTH_SECRET).toBeUndefined();
  });

  it('counts trusted proxy hops as a small whole number', () => {
    process.env.TRUSTED_PROXY_HOPS = 'two';
    expect(() => serverEnv()).toThrow(/TRUSTED_PROXY_HOPS/);
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

  it('wants both Stripe keys, and its API address only on this machine', () => {
    process.env.STRIPE_SECRET_KEY = 'sk_test_123';
    delete process.env.STRIPE_WEBHOOK_SECRET;
    expect(() => serverEnv()).toThrow(/STRIPE_WEBHOOK_SECRET: card payments need/);
    resetServerEnvForTests();
    process.env.STRIPE_WEBHOOK_SECRET = 'whsec_123';
    process.env.STRIPE_API_URL = 'https://stripe.attacker.example';
    expect(() => serverEnv()).toThrow(/STRIPE_API_URL may only name a server on this machine/);
    resetServerEnvForTests();
    process.env.STRIPE_API_URL = 'http://127.0.0.1:12111';
    expect(serverEnv().STRIPE_API_URL).toBe('http://127.0.0.1:12111');
  });
});
