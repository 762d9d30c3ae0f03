import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from '../storage/s3-storage.ts';

/** Every setting the server reads from the environment, validated once at boot. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    /** Where `npm run build` wrote the app (react-router.config.ts reads the same variable). */
    BUILD_DIR: z.string().min(1).default('build'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave it unset for SQLite)')
      .optional(),
    /** PostgreSQL schema to use; tests give every run its own. */
    DATABASE_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier')
      .optional(),
    /** Redis for the shared rate-limit counters; unset: they live in the database. */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL (leave it unset to keep counters in the database)')
      .optional(),
    /** Prefix of every Redis key, so deployments (or test runs) can share one Redis. */
    REDIS_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_-]{1,64}$/, 'must be 1–64 letters, digits, colons, dashes or underscores')
      .default('almanac:'),
    /** Unset: 'demo', or 'none' when NODE_ENV is explicitly production (see seedDefault). */
    SEED: z.enum(['demo', 'none']).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z
      .string()
      .transform((value, ctx) => {
        const parsed = parseTrustProxy(value);
        if (parsed === undefined)
          ctx.addIssue({
            code: 'custom',
            message: "must be 'false', 'true' (proxies on this host or a private network) or the proxies' addresses (IPs or CIDRs, comma-separated)",
          });
        return parsed ?? false;
      })
      .default(false),
    /** The site's public origin (https://wiki.example): canonical URLs, sitemaps and robots.txt; unset: each request's own scheme and host. */
    PUBLIC_ORIGIN: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) origin such as https://wiki.example' })
      .refine((value) => /^https?:\/\/[^/?#]+\/?$/i.test(value), 'must be an origin only (scheme and host, no path, query or fragment)')
      .transform((value) => new URL(value).origin)
      .optional(),
    /** Error reporting (Sentry) of the browser app: a public DSN; unset turns it off. */
    SENTRY_DSN: z.url({ protocol: /^https?$/, error: 'must be an http(s) DSN URL' }).optional(),
    /** Share of page loads traced for performance, 0 to 1. */
    SENTRY_TRACES_SAMPLE_RATE: z.coerce.number().min(0, 'must be between 0 and 1').max(1, 'must be between 0 and 1').default(0.1),
    /** Also append real-name codes to this file (browser tests read them); unset: the log only. */
    REALNAME_CODE_LOG: z.string().min(1).optional(),
    /** Hosts pictures and clips may come from besides our own uploads: comma-separated host names. */
    IMAGE_HOSTS: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/, 'must be host names separated by commas (images.example.com,cdn.example.org)')))
      .default([]),
    /** Largest picture a user may upload, in MB. */
    UPLOAD_MAX_MB: z.coerce.number().int('must be a whole number of MB').min(1, 'must be between 1 and 100').max(100, 'must be between 1 and 100').default(10),
    /** Bytes of finished uploads one account may hold, in MB; 0 turns the quota off. */
    UPLOAD_QUOTA_MB: z.coerce
      .number()
      .int('must be a whole number of MB')
      .min(0, 'must be 0 (off) or more')
      .max(1_000_000, 'must be at most 1000000')
      .default(200),
    /** Largest size of the image variant cache (DATA_DIR/cache/img), in MB; the least used go first. */
    IMAGE_CACHE_MB: z.coerce.number().int('must be a whole number of MB').min(1, 'must be at least 1').default(512),
    /** Readiness names the disk (degraded) when DATA_DIR's filesystem has less free space than this, in MB; 0: writability only. */
    DISK_MIN_FREE_MB: z.coerce.number().int('must be a whole number of MB').min(0, 'must be 0 (writability only) or more').default(64),
    /** Memory of the page cache of anonymous readers (server/page-cache/), in MB; 0 turns it off. */
    PAGE_CACHE_MB: z.coerce.number().int('must be a whole number of MB').min(0, 'must be 0 (off) or more').max(65536, 'must be at most 65536').default(128),
    /** Disk of the page store every worker of the machine shares (DATA_DIR/cache/pages), in MB; 0 turns it off. */
    PAGE_STORE_MB: z.coerce.number().int('must be a whole number of MB').min(0, 'must be 0 (off) or more').default(2048),
    /** HTTP caches in front to purge by tag on every content change (Varnish with xkey): comma-separated URLs; unset: none. */
    PURGE_URLS: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((url) => url.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be http(s) URLs separated by commas (http://127.0.0.1:6081/)' })))
      .default([]),
    /** Files go to this S3-compatible bucket when set; unset: DATA_DIR/uploads. */
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,62}$/, 'must be a bucket name')
      .optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** An S3-compatible service's URL (MinIO, R2, Ceph...); unset for AWS. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    S3_FORCE_PATH_STYLE: z.stringbool().default(false),
    S3_PREFIX: z
      .string()
      .regex(/^([a-zA-Z0-9][a-zA-Z0-9/_.-]*\/)?$/, "must be empty or end with '/'")
      .default(''),
    /** Unset: the AWS SDK's default credential chain. */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Worker processes `npm start` runs (node:cluster, one port); unset: one per CPU; 1: a single process, no cluster. */
    WEB_CONCURRENCY: z.coerce
      .number()
      .int('must be a whole number of processes')
      .min(1, 'must be between 1 and 64')
      .max(64, 'must be between 1 and 64')
      .optional(),
    /** Answer 503 (Retry-After) while the event loop lags more than this many ms on average; 0 never. Unset: 0 under NODE_ENV=test, else 250. */
    OVERLOAD_DELAY_MS: z.coerce.number().int('must be a whole number of ms').min(0, 'must be 0 (off) or more').optional(),
    /** A request the server accepts is answered within this many ms, or refused at once (503); 0: no admission control. Unset: 0 under NODE_ENV=test, else 1000. */
    OVERLOAD_BUDGET_MS: z.coerce.number().int('must be a whole number of ms').min(0, 'must be 0 (off) or more').max(60_000, 'must be at most 60000').optional(),
    /** Renders and API calls one worker runs at once; the others wait their turn within the budget. */
    OVERLOAD_CONCURRENCY: z.coerce
      .number()
      .int('must be a whole number of requests')
      .min(1, 'must be between 1 and 256')
      .max(256, 'must be between 1 and 256')
      .default(4),
    /** Prometheus /metrics on the site's own port for requests with `Authorization: Bearer <token>`; also required on METRICS_PORT when set. */
    METRICS_TOKEN: z
      .string()
      .regex(/^[\x21-\x7e]{16,256}$/, 'must be 16 to 256 visible ASCII characters (no spaces): the Bearer token of the scrapes')
      .optional(),
    /** A listener of its own serving /metrics only (the cluster's sum, from the primary); unset: none. */
    METRICS_PORT: z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a port number')
      .min(1, 'must be between 1 and 65535')
      .max(65535, 'must be between 1 and 65535')
      .optional(),
    /** The address METRICS_PORT listens on. */
    METRICS_HOST: z.string().min(1).optional(),
    /** Outgoing mail (address verification, digests): smtp://user:pass@host:port or smtps://…; unset: no e-mail is sent. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^/?#]+/i, 'must be an smtp:// or smtps:// URL (smtp://user:pass@mail.example:587)')
      .optional(),
    /** The From of every mail ('Almanac <no-reply@wiki.example>'); unset: no-reply at PUBLIC_ORIGIN's host (or localhost). */
    MAIL_FROM: z.string().min(3).max(200).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.METRICS_HOST !== undefined && env.METRICS_PORT === undefined)
      ctx.addIssue({ code: 'custom', path: ['METRICS_HOST'], message: 'needs METRICS_PORT (the port of the metrics listener)' });
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT)
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT (the metrics listener is a server of its own)' });
  });

export type AppConfig = {
  env: 'production' | 'development' | 'test';
  host: string;
  port: number;
  dataDir: string;
  buildDir: string;
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
  /** Redis for the rate-limit counters; undefined: the database keeps them. */
  redisUrl: string | undefined;
  redisPrefix: string;
  seed: 'demo' | 'none';
  logLevel: string;
  /**
   * Which X-Forwarded-* hops to believe (Fastify's trustProxy): false none, else the proxies'
   * addresses or CIDRs (or proxy-addr's names: loopback, linklocal, uniquelocal).
   */
  trustProxy: TrustProxy;
  /** The site's public origin (PUBLIC_ORIGIN): canonical URLs, sitemaps, robots.txt; undefined: the request's own. */
  publicOrigin: string | undefined;
  /** Public settings of the browser's error reporting; dsn undefined turns it off. */
  sentry: { dsn: string | undefined; tracesSampleRate: number };
  /** A file real-name codes are appended to, besides the log. */
  realnameCodeLog: string | undefined;
  /** Hosts pictures and clips may come from besides our uploads (IMAGE_HOSTS). */
  imageHosts: string[];
  /** Largest picture a user may upload, in MB (UPLOAD_MAX_MB). */
  uploadMaxMb: number;
  /** Bytes of finished uploads one account may hold, in MB (UPLOAD_QUOTA_MB); 0: no quota. */
  uploadQuotaMb: number;
  /** Largest size of the image variant cache, in MB (IMAGE_CACHE_MB). */
  imageCacheMb: number;
  /** Free space of DATA_DIR's filesystem below which readiness names the disk, in MB (DISK_MIN_FREE_MB). */
  diskMinFreeMb: number;
  /** Memory of the page cache of anonymous readers, in MB (PAGE_CACHE_MB); 0: off. */
  pageCacheMb: number;
  /** Disk of the page store the machine's workers share, in MB (PAGE_STORE_MB); 0: off. */
  pageStoreMb: number;
  /** HTTP caches in front purged by tag on every content change (PURGE_URLS, server/content-changes/http-purge.ts). */
  purgeUrls: string[];
  /** The S3-compatible bucket files go to; undefined: the local DATA_DIR/uploads folder. */
  s3: S3Settings | undefined;
  /** Worker processes (WEB_CONCURRENCY); 1 runs the server in the starting process. */
  webConcurrency: number;
  /** Mean event-loop delay (ms) above which requests get 503 (OVERLOAD_DELAY_MS); 0 never. */
  overloadDelayMs: number;
  /** Time (ms) within which an accepted request is answered, else refused at once (OVERLOAD_BUDGET_MS); 0: off. */
  overloadBudgetMs: number;
  /** Renders and API calls one worker runs at once (OVERLOAD_CONCURRENCY). */
  overloadConcurrency: number;
  /** Prometheus metrics (METRICS_*); neither token nor port: off. */
  metrics: MetricsSettings;
  /** Outgoing mail (SMTP_URL, MAIL_FROM); undefined: no e-mail features send. */
  mail: MailSettings | undefined;
};

export interface MailSettings {
  smtpUrl: string;
  from: string;
}

export interface MetricsSettings {
  /** METRICS_TOKEN: /metrics on the site's port with this Bearer token, and required on the listener. */
  token: string | undefined;
  /** METRICS_PORT: a listener serving /metrics only; undefined: none. */
  port: number | undefined;
  /** METRICS_HOST: its address (default 127.0.0.1). */
  host: string;
}

export type TrustProxy = false | string[];

/** The proxies TRUST_PROXY=true believes: on this host or on a private network. */
const PRIVATE_PROXIES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: `true` believes proxies on this host or a private network, walking
 * X-Forwarded-For from the right and stopping at the first address outside them; never every
 * entry, which would let a client pick its own address (and so escape the per-address limits).
 * A list names the proxies' addresses or CIDRs instead.
 */
function parseTrustProxy(value: string): TrustProxy | undefined {
  const text = value.trim().toLowerCase();
  if (['false', 'no', 'off'].includes(text)) return false;
  if (['true', 'yes', 'on'].includes(text)) return PRIVATE_PROXIES;
  const addresses = text.split(',').map((item) => item.trim());
  const valid = addresses.every((item) => {
    const [address = '', bits, ...rest] = item.split('/');
    const version = isIP(address);
    if (version === 0 || rest.length > 0) return false;
    return bits === undefined || (/^[0-9]{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
  });
  return valid ? addresses : undefined;
}

export class ConfigError extends Error {}

/**
 * An empty database gets the demo wiki (and its accounts with published passwords) unless
 * NODE_ENV=production was set on purpose: `npm start` alone still shows the demo.
 */
function seedDefault(nodeEnv: string | undefined): 'demo' | 'none' {
  return nodeEnv === 'production' ? 'none' : 'demo';
}

/** Parses the environment; throws a ConfigError naming each bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir: path.resolve(env.DATA_DIR),
    buildDir: path.resolve(env.BUILD_DIR),
    databaseUrl: env.DATABASE_URL,
    databaseSchema: env.DATABASE_SCHEMA,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    seed: env.SEED ?? seedDefault(cleaned.NODE_ENV),
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    publicOrigin: env.PUBLIC_ORIGIN,
    sentry: { dsn: env.SENTRY_DSN, tracesSampleRate: env.SENTRY_TRACES_SAMPLE_RATE },
    realnameCodeLog: env.REALNAME_CODE_LOG === undefined ? undefined : path.resolve(env.REALNAME_CODE_LOG),
    imageHosts: env.IMAGE_HOSTS,
    uploadMaxMb: env.UPLOAD_MAX_MB,
    uploadQuotaMb: env.UPLOAD_QUOTA_MB,
    imageCacheMb: env.IMAGE_CACHE_MB,
    diskMinFreeMb: env.DISK_MIN_FREE_MB,
    pageCacheMb: env.PAGE_CACHE_MB,
    purgeUrls: env.PURGE_URLS,
    pageStoreMb: env.PAGE_STORE_MB,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          prefix: env.S3_PREFIX,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    webConcurrency: env.WEB_CONCURRENCY ?? Math.min(64, os.availableParallelism()),
    // In-process test servers seed in long synchronous steps: a lagging loop there is no overload.
    overloadDelayMs: env.OVERLOAD_DELAY_MS ?? (env.NODE_ENV === 'test' ? 0 : 250),
    // Their tests send bursts on purpose (parallel rate limits): refusals there would be noise.
    overloadBudgetMs: env.OVERLOAD_BUDGET_MS ?? (env.NODE_ENV === 'test' ? 0 : 1000),
    overloadConcurrency: env.OVERLOAD_CONCURRENCY,
    metrics: { token: env.METRICS_TOKEN, port: env.METRICS_PORT, host: env.METRICS_HOST ?? '127.0.0.1' },
    mail: env.SMTP_URL
      ? { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM ?? `Almanac <no-reply@${env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN).hostname : 'localhost'}>` }
      : undefined,
  };
}
