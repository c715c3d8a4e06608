import { z } from 'zod';

/** An origin a Content-Security-Policy frame-ancestors accepts, and nothing that could end the directive. */
const FRAME_ANCESTOR = /^https?:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?$/i;

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
  /** `off`: today's single-user mode for a laptop — no sign-in, anyone who reaches the server may change anything */
  BENCHBOARD_AUTH: z.enum(['on', 'off']).default('on'),
  /** the address people use to reach the server (links in invitations; its host name is allowed) */
  BENCHBOARD_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  /** more host names the server answers to, comma-separated (localhost and 127.0.0.1 always are) */
  BENCHBOARD_ALLOWED_HOSTS: z.string().default(''),
  /**
   * sites that may show share pages in a frame (a wiki, a dashboard), space- or comma-separated
   * origins such as https://wiki.example.com; unset: no site may frame any page
   */
  BENCHBOARD_SHARE_FRAME_ANCESTORS: z
    .string()
    .default('')
    .transform((value) => value.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(z.string().regex(FRAME_ANCESTOR, 'an origin such as https://wiki.example.com (or https://*.example.com)'))),
  /**
   * how many proxies of yours stand in front of the server (a load balancer, nginx): X-Forwarded-For
   * is believed that many hops from the right; 0 (the default): the connection's own address
   */
  BENCHBOARD_TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * memory for rendered pages kept between requests, per app server (lib/page-cache.ts); 0: render
   * every page for every request
   */
  BENCHBOARD_PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  /** the address to listen on: 127.0.0.1 (this machine only) unless set, e.g. 0.0.0.0 for a team server */
  HOST: z.string().min(1).default('127.0.0.1'),
  /** signs sessions; `npm start` keeps a random one in BENCHBOARD_DATA_DIR when unset */
  BETTER_AUTH_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32).optional()),
  /** tests and scripted installs: the one-time setup token to expect (random when unset) */
  BENCHBOARD_SETUP_TOKEN: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(16).max(200).optional()),
  /** optional: invitations are also mailed (smtp://user:password@host:587); links work without it */
  SMTP_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  SMTP_FROM: z.string().default('benchboard <benchboard@localhost>'),
});

export type Env = Readonly<z.infer<typeof envSchema>>;

const ENV_KEYS = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];
/** The last environment read and what it was read from: a page asks several times per request, and
 * parsing it each time (URLs, regexes) was ~0.3 ms of a page's CPU. Keyed by the values, so a test
 * that changes process.env is read afresh. */
let lastRead: { key: string; env: Env } | null = null;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const key = ENV_KEYS.map((k) => source[k] ?? '\u0000').join('\u0001');
  if (lastRead?.key === key) return lastRead.env;
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`invalid environment: ${issues}`);
  }
  const env = Object.freeze(parsed.data);
  lastRead = { key, env };
  return env;
}

export function requireDatabaseUrl(env: Env = readEnv()): string {
  if (!env.DATABASE_URL) throw new Error('DATABASE_URL is not set: start the app with `npm start`, which provides one');
  return env.DATABASE_URL;
}
