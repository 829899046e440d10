import { z } from 'zod';

/**
 * Typed environment. The server part is parsed once, on first access (at boot, from
 * instrumentation), so a bad value stops the process with a message naming the variable.
 */
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const serverSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    DATABASE_URL: optionalUrl,
    /** Several instances share Next's page and data cache through this Redis (ADR 0011). */
    REDIS_URL: optionalUrl,
    DATA_DIR: z.string().min(1).default('./data'),
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    /** Unset: the origin of the port being served, so a local start on any port just works. */
    SITE_URL: optionalUrl.refine(
      (v) => !v || /^https?:\/\//.test(v),
      'SITE_URL must start with http:// or https://',
    ),
    /**
     * How many proxies in front of the app append the address they received from to
     * X-Forwarded-For. 0 (no proxy): the socket address is the client's, whatever the header says.
     */
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().min(3).default('Saba Restaurants <no-reply@saba-restaurants.localhost>'),
    STAFF_EMAIL: z.email().default('team@saba-restaurants.localhost'),
    BETTER_AUTH_SECRET: z.string().min(32).optional(),
    // Single sign-on (OpenID Connect): each provider appears on the login page once its client id
    // and secret are set. The issuer URLs are for a test provider; real ones are the defaults.
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_ISSUER_URL: optionalUrl,
    MICROSOFT_CLIENT_ID: z.string().min(1).optional(),
    MICROSOFT_CLIENT_SECRET: z.string().min(1).optional(),
    MICROSOFT_TENANT_ID: z.string().min(1).max(100).optional(),
    MICROSOFT_ISSUER_URL: optionalUrl,
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().default('us-east-1'),
    S3_BUCKET: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** "false": bucket.host/key (virtual-hosted) instead of host/bucket/key (MinIO, R2, s3rver). */
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
    /**
     * Card payments (Stripe Checkout, ADR 0020): both set, or neither. The webhook's secret is the
     * endpoint's signing secret (whsec_...) from Stripe's dashboard.
     */
    STRIPE_SECRET_KEY: z.string().trim().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
    /**
     * Stripe Connect (each restaurant paid into its own account, ADR 0029): the signing secret of
     * the webhook endpoint for connected accounts' events. Set, owners may connect restaurants.
     */
    STRIPE_CONNECT_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
    /**
     * Another address for Stripe's API: a test server on this machine only (the secret key is sent
     * to it), never a remote one.
     */
    STRIPE_API_URL: optionalUrl.refine(
      (v) => !v || /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\/?$/.test(v),
      'STRIPE_API_URL may only name a server on this machine (http://127.0.0.1:<port>)',
    ),
    OUTBOX_INTERVAL_MS: z.coerce.number().int().min(100).default(5000),
    /** How often each instance looks for orders left unaccepted past their restaurant's limit. */
    ORDER_ALERT_ROUND_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
    /** How fast a campaign's messages leave (all instances together): spread over time at this rate. */
    CAMPAIGN_MAILS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
    /**
     * `/api/metrics` answers only with this bearer token (issue 49); unset, it is off (404). At
     * least 24 characters: a token a scraper keeps, not a password someone types.
     */
    METRICS_TOKEN: z
      .string()
      .trim()
      .transform((v) => (v === '' ? undefined : v))
      .pipe(z.string().min(24, 'METRICS_TOKEN must be at least 24 characters').optional())
      .optional(),
    /** How often each instance adds the visits and conversions it counted to the database. */
    ANALYTICS_INTERVAL_MS: z.coerce.number().int().min(100).default(15_000),
    /**
     * Visitors' form posts handled at once, how many may wait for a place, and for how long;
     * beyond that a post is answered "busy, try again" (503) at once (src/http/intake-gate.mts).
     */
    INTAKE_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(8),
    INTAKE_QUEUE: z.coerce.number().int().min(0).max(10_000).default(64),
    INTAKE_MAX_WAIT_MS: z.coerce.number().int().min(0).max(10_000).default(800),
    /** How busy the event loop may be (0 to 1) before new posts are refused while others run. */
    INTAKE_MAX_BUSY: z.coerce.number().gt(0).max(1).default(0.9),
  })
  .transform((env) => ({
    ...env,
    SITE_URL: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
  }))
  .superRefine((env, ctx) => {
    if (env.SITE_URL.startsWith('https:') && !env.BETTER_AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['BETTER_AUTH_SECRET'],
        message:
          'a public (https) SITE_URL needs BETTER_AUTH_SECRET: set it to a random string of 32+ ' +
          'characters (for example `openssl rand -base64 32`), the same on every instance',
      });
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message:
          'card payments need STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together (the webhook ' +
          'is how a payment reaches the kitchen)',
      });
    }
    if (env.STRIPE_CONNECT_WEBHOOK_SECRET && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_CONNECT_WEBHOOK_SECRET'],
        message:
          'Stripe Connect needs card payments on: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
      });
    }
    const s3 = [env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
    if (s3.some(Boolean) && !s3.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'S3 storage needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together',
      });
    }
  });

export type ServerEnv = z.infer<typeof serverSchema>;

/** Every setting the server reads, by name (the deployment files are checked against it). */
export const SERVER_ENV_NAMES = Object.keys(serverSchema.in.shape) as (keyof ServerEnv)[];

let cached: ServerEnv | undefined;

export function formatEnvError(error: z.ZodError): string {
  const lines = error.issues.map((i) => `  - ${i.path.join('.') || '(env)'}: ${i.message}`);
  return `Invalid environment configuration:\n${lines.join('\n')}`;
}

/** Server-only environment; throws a readable error on the first bad value. */
export function serverEnv(): ServerEnv {
  if (typeof window !== 'undefined') {
    throw new Error('serverEnv() must not be called in the browser');
  }
  if (!cached) {
    const parsed = serverSchema.safeParse(process.env);
    if (!parsed.success) throw new Error(formatEnvError(parsed.error));
    cached = parsed.data;
  }
  return cached;
}

/**
 * Only what next.config.ts needs (it is read at build time too, where the server's settings,
 * secrets included, need not be present).
 */
export function cacheEnv(): { REDIS_URL?: string } {
  const parsed = z.object({ REDIS_URL: optionalUrl }).safeParse(process.env);
  if (!parsed.success) throw new Error(formatEnvError(parsed.error));
  return parsed.data;
}

/** Reset the memoised environment (tests change process.env between cases). */
export function resetServerEnvForTests(): void {
  cached = undefined;
}

/** Values the browser may see. Only NEXT_PUBLIC_* variables are inlined by Next. */
export const clientEnv = z
  .object({
    NEXT_PUBLIC_SCHEDULING_URL: z.url().default('https://calendly.com/saba-franchise/intro-call'),
  })
  .parse({ NEXT_PUBLIC_SCHEDULING_URL: process.env.NEXT_PUBLIC_SCHEDULING_URL || undefined });
