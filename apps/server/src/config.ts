import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { SAGA_STEPS } from '@velo/contracts';
import { SERVER_ROOT } from './paths.js';
import { parsePartnerKeys, PARTNER_KEYS_FORMAT_MESSAGE } from './auth/partner-keys.js';

/** The longest time a session's user may be kept (SESSION_CACHE_SECONDS is checked against it). */
export const SESSION_CACHE_MAX_SECONDS = 30;

/**
 * Configuration comes from environment variables only, validated once at start.
 * Every variable is listed in .env.example and in the README.
 */

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    error: 'ожидается true или false',
  })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalUrl = z.url({ error: 'ожидается адрес URL' }).optional();

/** An address, a network (address/bits), or one of proxy-addr's names for address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string): boolean => {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
};

/**
 * The reverse proxies whose X-Forwarded-For (and -Proto, -Host) are believed: a comma-separated
 * list of addresses and networks. Unset = nobody's, so a client cannot pick its own address (the
 * sign-in limits count by address).
 */
const trustProxySchema = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .refine((entries) => entries.length > 0 && entries.every(isProxyAddress), {
    error: 'ожидается список адресов или сетей через запятую, например 10.0.0.5,10.1.0.0/16',
  })
  .optional();

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'ожидается число' })
    .int('ожидается целое число')
    .min(0, 'порт от 0 до 65535')
    .max(65535, 'порт от 0 до 65535')
    .default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'ожидается адрес вида postgres://user@host:port/db')
    .optional(),
  /**
   * The connections to PostgreSQL (DATABASE_URL) each server process may open for the readers and
   * the writes (opened as needed); the rating thread has 4 of its own, and the cache's listener one.
   * Ignored on the embedded database. 30: under load the readers' misses queued for 10 connections
   * (docs/decisions/read-path.md, "The pool").
   */
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'ожидается число' })
    .int('ожидается целое число')
    .min(1, 'от 1 до 200 соединений')
    .max(200, 'от 1 до 200 соединений')
    .default(30),
  DEMO_DATA: booleanFromEnv.default(true),
  DEFAULT_ADMIN_EMAIL: z.email({ error: 'ожидается адрес электронной почты' }).optional(),
  DEFAULT_ADMIN_PASSWORD: z.string().min(6, 'не короче 6 символов').optional(),
  JWT_SECRET: z.string().min(32, 'не короче 32 символов').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'ожидается адрес вида smtp://user:pass@host:port')
    .optional(),
  MAIL_FROM: z.string().default('ВелоРейтинг <noreply@velorating.local>'),
  PUBLIC_URL: z.url({ error: 'ожидается адрес URL' }).default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  WEATHER_API_URL: optionalUrl,
  WEATHER_API_KEY: z.string().optional(),
  /** Address suggestions (a DaData-style service): on only when both are set. */
  DADATA_URL: optionalUrl,
  DADATA_API_KEY: z.string().optional(),
  /** How long a suggestion request may take, in milliseconds. */
  DADATA_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /**
   * Check every response against its zod schema before sending (tests and development). Off in
   * production: the schemas are proven by the tests, and checking costs as much as the query.
   */
  VALIDATE_RESPONSES: booleanFromEnv.default(false),
  /**
   * How long a public answer is kept at most, in seconds; 0 switches the read cache off. A write
   * drops the answers of the data it changed sooner (docs/decisions/read-path.md); the age bounds
   * what changes without a write (a new day for the ticker and the calendar, a script).
   */
  PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /**
   * For how many seconds an answer whose data changed may still be given to readers while one of
   * them reads the new one (marked `Cache-Status: …; ttl=-N`); 0 = never.
   */
  PUBLIC_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  /**
   * How many reads the server works on at once; the others wait in the order they came
   * (plugins/request-line.ts). 8 on two cores: under the Monday profile 2 to 8 gave the lowest
   * read p99, 32 and 64 more (docs/decisions/read-path.md, "One line"). 0 lets every read in.
   */
  REQUEST_CONCURRENCY: z.coerce
    .number({ error: 'ожидается число' })
    .int('ожидается целое число')
    .min(0, 'от 0 до 10000 запросов')
    .max(10_000, 'от 0 до 10000 запросов')
    .default(8),
  /** How many reads may wait for their turn; the next one is answered 503 with Retry-After. */
  REQUEST_QUEUE_MAX: z.coerce
    .number({ error: 'ожидается число' })
    .int('ожидается целое число')
    .min(1, 'от 1 до 100000 запросов')
    .max(100_000, 'от 1 до 100000 запросов')
    .default(1000),
  /** The read cache's budget in megabytes (answers, their compressed copies; the least used go first). */
  PUBLIC_CACHE_MB: z.coerce.number().int().min(1).max(16_384).default(64),
  /**
   * How far the main thread's heap may grow past what is live before the server asks for a collection
   * itself, in megabytes; 0 leaves it to V8, which lets it grow up to four times (infra/heap-keeper.ts).
   */
  HEAP_KEEP_GROWTH_MB: z.coerce.number().int().min(0).max(16_384).default(96),
  /**
   * How long a signed-in session's user is reused without asking the database, in seconds; 0
   * switches it off. A write that changes a user drops theirs, in every process (infra/session-cache.ts).
   * At most 30 s: a change of rights whose notice another process missed holds no longer than that.
   */
  SESSION_CACHE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(
      SESSION_CACHE_MAX_SECONDS,
      `не больше ${SESSION_CACHE_MAX_SECONDS} секунд: права снятые у пользователя держатся в кэше до этого срока`,
    )
    .default(10),
  /**
   * The embedded database (PGlite, when DATABASE_URL is unset) in a worker thread of its own
   * (db/pglite-remote.ts): its queries, transactions and rows' decoding then run beside the thread
   * that answers requests instead of holding it (an upload's matching or a season's recalculation
   * held readers for seconds, docs/decisions/read-path.md). False: PGlite in the main thread, as
   * the scripts and the tests' shared database use it. No effect on PostgreSQL.
   */
  PGLITE_THREAD: booleanFromEnv.default(true),
  /**
   * Rating work off the main thread (domain/rating/rating-runner.ts): on PostgreSQL, recalculations,
   * organizers' tables and the skill rating in a worker thread with connections of its own, so the
   * server keeps answering meanwhile; on PGlite in its own thread (PGLITE_THREAD) the same, over a
   * port to that thread; on PGlite in the main thread, the engine's scoring of several seasons, while
   * the main thread reads and writes them. False: all of it in the main thread.
   */
  RATING_THREAD: booleanFromEnv.default(true),
  /**
   * How long a reader of an organizer's table that a recalculation outdated waits for it to be
   * computed again, in milliseconds, before getting it as it was (domain/rating/standings-sets.ts).
   */
  OUTDATED_TABLE_WAIT_MS: z.coerce.number().int().min(0).max(600_000).default(100),
  /**
   * How long after a change of results the skill rating's recalculation starts, in seconds: changes
   * within that time share one recalculation (domain/skill/skill-job.ts). A race weekend's uploads and
   * corrections then replay the skill rating once a minute, not after each (issue 35); 0 = at once.
   */
  SKILL_RECALCULATION_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  TRUST_PROXY: trustProxySchema,
  /** Where uploaded files live: `local` (DATA_DIR/files) or `s3` (a bucket, for several servers). */
  BLOB_STORE: z.enum(['local', 's3'], { error: 'ожидается local или s3' }).default('local'),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'имя корзины: 3–63 строчные латинские буквы, цифры, точки, дефисы',
    )
    .optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(true),
  /** Attempts per minute and address at sign-in, sign-up and password recovery. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /**
   * Mails an anonymous request can make the portal send to one address (sign-up confirmation, reset
   * link, «Попытка регистрации»), per day, counted in the database (domain/mail/recipient-limit.ts).
   */
  MAIL_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(1).max(1000).default(5),
  /** Protocols an organizer's accounts may create in an hour through the upload wizard (issue 36). */
  PROTOCOLS_PER_ORGANIZER_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(100),
  /**
   * Protocols of one organizer whose notices go out in a day: riders' and followers' notices, and
   * channel posts, each counted (issue 36); past it a protocol is published without them.
   */
  NOTICES_PER_ORGANIZER_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(200),
  /** Feedback messages per hour and client address (the footer's form). */
  FEEDBACK_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /** Claims of riders' profiles made or withdrawn per hour and account (issue 34); suggestions take ten times as many. */
  CLAIM_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /**
   * A rider's requests per hour and account (issue 34): result disputes, merge requests and privacy
   * changes, each call counted on its own.
   */
  RIDER_REQUESTS_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** The timing partner's key for /integration-api (header X-Api-Key). Unset = administrators only. */
  INTEGRATION_API_KEY: z.string().min(16, 'не короче 16 символов').optional(),
  /**
   * The token an operator's metrics scraper sends (`Authorization: Bearer …`) to read /api/metrics;
   * unset = no metrics (404).
   */
  METRICS_TOKEN: z.string().min(16, 'не короче 16 символов').optional(),
  /**
   * The timing partner's keys for /integration-api/Tdk (header X-Api-Key): comma-separated
   * `organizerId:key` pairs, each key reaching its organizer's events. Unset = those calls are off (404).
   */
  INTEGRATION_API_KEYS: z
    .string()
    .transform((value, context) => {
      const keys = parsePartnerKeys(value);
      if (!keys) context.addIssue({ code: 'custom', message: PARTNER_KEYS_FORMAT_MESSAGE });
      return keys ?? [];
    })
    .optional(),
  /** How long a process's claim on a partner package's saga holds without a step done (then another resumes it). */
  INTEGRATION_SAGA_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /**
   * Crash tests only (a failpoint): the process kills itself (SIGKILL) right after a partner package's
   * saga has stored this step, as a crash between two steps would. Unset in any real deployment.
   */
  INTEGRATION_SAGA_CRASH_AFTER_STEP: z.enum(SAGA_STEPS).optional(),
  // External sign-in: each provider is on only when its id, secret and both URLs are set.
  STRAVA_CLIENT_ID: z.string().optional(),
  STRAVA_CLIENT_SECRET: z.string().optional(),
  STRAVA_AUTH_URL: optionalUrl,
  STRAVA_API_URL: optionalUrl,
  YANDEX_CLIENT_ID: z.string().optional(),
  YANDEX_CLIENT_SECRET: z.string().optional(),
  YANDEX_AUTH_URL: optionalUrl,
  YANDEX_API_URL: optionalUrl,
  VK_CLIENT_ID: z.string().optional(),
  VK_CLIENT_SECRET: z.string().optional(),
  VK_AUTH_URL: optionalUrl,
  VK_API_URL: optionalUrl,
  BANK_CLIENT_ID: z.string().optional(),
  BANK_CLIENT_SECRET: z.string().optional(),
  BANK_AUTH_URL: optionalUrl,
  BANK_API_URL: optionalUrl,
  // Messenger bot (Telegram Bot API). Unset token = the bot is off.
  TELEGRAM_BOT_TOKEN: z.string().optional(),
  TELEGRAM_BOT_NAME: z.string().optional(),
  TELEGRAM_API_URL: z.url({ error: 'ожидается адрес URL' }).default('https://api.telegram.org'),
  TELEGRAM_WEBHOOK_SECRET: z.string().optional(),
  /**
   * The web build's map tiles and analytics counter, read here too: the Content-Security-Policy
   * (plugins/security-headers.ts) lets the page load images from the tiles' host and the counter's
   * script only when they are the ones configured.
   */
  VITE_MAP_TILE_URL: z
    .string()
    .regex(
      /^https?:\/\/[^/\s]+\/\S*$/,
      'ожидается шаблон адреса вида https://tile.example.org/{z}/{x}/{y}.png',
    )
    .optional(),
  VITE_METRIKA_ID: z.string().regex(/^\d+$/, 'ожидается номер счётчика').optional(),
});

type Env = z.infer<typeof envSchema>;

export type Config = Omit<Env, 'JWT_SECRET' | 'DATA_DIR'> & {
  DATA_DIR: string;
  JWT_SECRET: string;
  /** Where the built web app lives (served with a history fallback). */
  WEB_DIST_DIR: string;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Неверная конфигурация:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Empty strings in the environment mean 'not set' (a blank line in .env). */
const withoutBlanks = (env: NodeJS.ProcessEnv): Record<string, string> =>
  Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== '')) as Record<
    string,
    string
  >;

export const parseEnv = (env: NodeJS.ProcessEnv): Env => {
  const parsed = envSchema.safeParse(withoutBlanks(env));
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  if (parsed.data.DEFAULT_ADMIN_EMAIL && !parsed.data.DEFAULT_ADMIN_PASSWORD) {
    throw new ConfigError(['DEFAULT_ADMIN_PASSWORD: обязателен, когда задан DEFAULT_ADMIN_EMAIL']);
  }
  if (parsed.data.BLOB_STORE === 's3') {
    const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
      (name) => !parsed.data[name],
    );
    if (missing.length)
      throw new ConfigError(missing.map((name) => `${name}: обязателен, когда BLOB_STORE=s3`));
  }
  return parsed.data;
};

/** An unset JWT_SECRET is generated once and kept in DATA_DIR, so tokens survive restarts. */
const jwtSecretFromDataDir = (dataDir: string): string => {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

const defaultWebDist = (): string => path.resolve(SERVER_ROOT, '../web/dist');

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = parseEnv(env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    ...parsed,
    DATA_DIR: dataDir,
    JWT_SECRET: parsed.JWT_SECRET ?? jwtSecretFromDataDir(dataDir),
    WEB_DIST_DIR: parsed.WEB_DIST_DIR ? path.resolve(parsed.WEB_DIST_DIR) : defaultWebDist(),
  };
};
