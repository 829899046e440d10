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
    DATA_DIR: z.string().min(1).default('./data'),
    SITE_URL: z.url().default('http://localhost:3000'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().min(3).default('Saba Restaurants <no-reply@saba-restaurants.localhost>'),
    STAFF_EMAIL: z.email().default('team@saba-restaurants.localhost'),
    BETTER_AUTH_SECRET: z.string().min(32).optional(),
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().default('us-east-1'),
    S3_BUCKET: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** "false": bucket.host/key (virtual-hosted) instead of host/bucket/key (MinIO, R2, s3rver). */
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
    OUTBOX_INTERVAL_MS: z.coerce.number().int().min(100).default(5000),
  })
  .superRefine((env, ctx) => {
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
