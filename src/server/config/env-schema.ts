import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@/lib/account-rules';
import { z } from '@/lib/zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** The operator's configuration, every variable the README lists. Unknown variables are ignored. */
export const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    AUTH_SECRET: z.preprocess(
      emptyAsUndefined,
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    // The site's own address, written into links, the sitemap and mail: a web address and nothing else.
    PUBLIC_URL: z.preprocess(
      emptyAsUndefined,
      z.url({ protocol: /^https?$/, message: 'must be the site’s http:// or https:// address' }).optional(),
    ),
    SEED_DEMO: z.preprocess(emptyAsUndefined, booleanFlag.default(true)),
    ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email({ message: 'must be an e-mail address' }).optional()),
    ADMIN_PASSWORD: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`)
        .max(MAX_PASSWORD_LENGTH, 'is too long')
        .optional(),
    ),
    S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url().optional()),
    S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().optional()),
    S3_REGION: z.preprocess(emptyAsUndefined, z.string().optional()),
    S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
    LOG_LEVEL: z.preprocess(
      emptyAsUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    // A testing aid: browser tests of the session's end cannot wait 8 hours.
    TOKEN_LIFETIME_SECONDS: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number()
        .int()
        .min(20, 'must be at least 20 seconds')
        .max(30 * 24 * 60 * 60, 'must be at most 30 days')
        .default(8 * 60 * 60),
    ),
    SESSION_MAX_SECONDS: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number()
        .int()
        .min(60, 'must be at least 60 seconds')
        .max(90 * 24 * 60 * 60, 'must be at most 90 days')
        .default(7 * 24 * 60 * 60),
    ),
    PUBLIC_FORMS_PER_HOUR: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(1, 'must be at least 1').max(10_000, 'must be at most 10000').default(20),
    ),
    SURVEY_CHANGES_PER_HOUR: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(1, 'must be at least 1').max(10_000, 'must be at most 10000').default(10),
    ),
    TRUST_PROXY: z.preprocess(
      emptyAsUndefined,
      z
        .union([z.literal('loopback'), z.coerce.number().int().min(1).max(10)], {
          message: 'must be "loopback" or a hop count from 1 to 10',
        })
        .optional(),
    ),
  })
  .superRefine((value, ctx) => {
    if ((value.ADMIN_EMAIL === undefined) !== (value.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [value.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together',
      });
    }
    if (value.S3_BUCKET && !(value.S3_ACCESS_KEY_ID && value.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
      });
    }
    if (value.DATABASE_URL && !value.AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'is required when DATABASE_URL is set (every instance must share it)',
      });
    }
  });

export type RawEnv = z.infer<typeof envSchema>;
export type Env = RawEnv & { PUBLIC_URL: string };
