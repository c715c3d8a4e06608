import { z } from 'zod';

/** Every environment variable the app reads, validated once. See .env.example. */
const envSchema = z.object({
  // an empty value means unset (the embedded PostgreSQL), so tests can clear an inherited one
  DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(50 * 1024 * 1024),
  BENCHBOARD_DATA_DIR: z.string().default('.data'),
  PORT: z.coerce.number().int().positive().default(3000),
  BENCHBOARD_DEMO_DATA: z.enum(['on', 'off']).default('on'),
  /** tests: start from an empty embedded cluster (wherever it lives) */
  BENCHBOARD_RESET_DATA: z.enum(['on', 'off']).default('off'),
});

export type Env = z.infer<typeof envSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`invalid environment: ${issues}`);
  }
  return parsed.data;
}

export function requireDatabaseUrl(env: Env = readEnv()): string {
  if (!env.DATABASE_URL) throw new Error('DATABASE_URL is not set: start the app with `npm start`, which provides one');
  return env.DATABASE_URL;
}
