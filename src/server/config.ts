import { isIP } from 'node:net';
import { z } from 'zod';

const DEV_AUTH_SECRET = 'dev-only-secret-change-me-in-production-0123456789';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** `TRUST_PROXY`: off, a hop count or a list of proxy addresses; never "trust everyone". */
export type TrustProxy = false | number | string[];

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** A PostgreSQL memory setting: a whole number of kB, MB or GB. */
const ZPgMemory = z.string().regex(/^\d+(kB|MB|GB)$/, 'a size such as 32MB');

/** The embedded database's memory (ADR 0060): PGlite's WASM heap only grows, so these bound it. */
export const PGLITE_MEMORY_DEFAULTS = { sharedBuffers: '32MB', workMem: '2MB' } as const;

const ZTrustProxy = z.string().transform((value, ctx): TrustProxy => {
  const text = value.trim().toLowerCase();
  if (text === 'false' || text === '0') return false;
  if (text === 'true') {
    ctx.addIssue({ code: 'custom', message: '"true" would trust every client; give a hop count or the proxy addresses' });
    return z.NEVER;
  }
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !isAddressOrCidr(entry));
  if (entries.length === 0 || wrong.length > 0) {
    ctx.addIssue({ code: 'custom', message: `expected false, a hop count or addresses/CIDRs (not: ${wrong.join(', ')})` });
    return z.NEVER;
  }
  return entries;
});

const ZOriginList = z.string().transform((value, ctx) => {
  const origins: string[] = [];
  for (const entry of value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const parsed = URL.canParse(entry) ? new URL(entry) : null;
    if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
      ctx.addIssue({ code: 'custom', message: `not an http(s) origin: ${entry}` });
      return z.NEVER;
    }
    origins.push(parsed.origin);
  }
  return origins;
});

const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    TRUSTED_ORIGINS: ZOriginList.optional(),
    TRUST_PROXY: ZTrustProxy.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().optional(),
    PGLITE_SHARED_BUFFERS: ZPgMemory.default(PGLITE_MEMORY_DEFAULTS.sharedBuffers),
    PGLITE_WORK_MEM: ZPgMemory.default(PGLITE_MEMORY_DEFAULTS.workMem),
    BETTER_AUTH_SECRET: z.string().min(32).optional(),
    SEED_DEMO_DATA: booleanFlag.optional(),
    MAIL_FROM: z.string().default('CM Connect <no-reply@cmconnect.fr>'),
    SMTP_URL: z.string().optional(),
    PAYMENTS_PROVIDER: z.enum(['simulator', 'stripe']).optional(),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    STRIPE_API_URL: z.url().optional(),
    GEOCODER_URL: z.url().optional(),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default('auto'),
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_PUBLIC_URL: z.url().optional(),
    RATE_LIMIT_AUTH_MAX: z.coerce.number().int().positive().default(10),
    /** Above the idle timeout of the balancers in front (AWS ALB and nginx upstreams: 60 s). */
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(75_000),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /** Visitor-cache misses (answers computed) allowed per client address and minute; 0 turns the limit off. */
    VISITOR_CACHE_MISSES_PER_MINUTE: z.coerce.number().int().min(0).default(300),
    METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
    /** How long a new message may stay unread in the app before its recipient is mailed (one mail per conversation). */
    MESSAGE_MAIL_DELAY_SECONDS: z.coerce.number().int().min(0).default(600),
    BACKUP_INTERVAL_HOURS: z.coerce.number().min(0).default(24),
    BACKUP_RETENTION: z.coerce.number().int().min(1).default(7),
    PG_BIN_DIR: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production') {
      if (!env.BETTER_AUTH_SECRET) {
        ctx.addIssue({ code: 'custom', path: ['BETTER_AUTH_SECRET'], message: 'required in production' });
      }
      if (!env.PUBLIC_URL) {
        ctx.addIssue({
          code: 'custom',
          path: ['PUBLIC_URL'],
          message: 'required in production (the address users open, e.g. https://cmconnect.fr)',
        });
      }
    }
    if (env.PAYMENTS_PROVIDER === 'stripe' && !(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS_PROVIDER'],
        message: 'stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
      });
    }
  });

export type PaymentsProviderKind = 'simulator' | 'stripe' | 'none';

/**
 * Stripe when both keys are set. Otherwise the simulator outside production, and no provider at
 * all in production unless `PAYMENTS_PROVIDER=simulator` asks for it explicitly.
 */
function paymentsProvider(env: z.infer<typeof ZEnv>): PaymentsProviderKind {
  if (env.PAYMENTS_PROVIDER) return env.PAYMENTS_PROVIDER;
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) return 'stripe';
  return env.NODE_ENV === 'production' ? 'none' : 'simulator';
}

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof ZEnv>) {
  const isProduction = env.NODE_ENV === 'production';
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    isProduction,
    host: env.HOST,
    port: env.PORT,
    /** Links that leave the request (sitemap, payments); mail links follow the request outside production. */
    publicUrl,
    /**
     * Served over HTTPS (PUBLIC_URL says https://): Secure cookies, HSTS, upgrade-insecure-requests.
     * Over plain http (a trial on a LAN address) browsers would drop a Secure session cookie and
     * upgrade every asset to a TLS port that does not answer, so these follow the scheme, not NODE_ENV.
     */
    secureTransport: new URL(publicUrl).protocol === 'https:',
    origins: {
      /** Always trusted: the public URL's origin and `TRUSTED_ORIGINS`. */
      trusted: [...new Set([new URL(publicUrl).origin, ...(env.TRUSTED_ORIGINS ?? [])])],
      /** Outside production, also the request's own origin and the loopback names on any port. */
      followRequest: !isProduction,
    },
    trustProxy: env.TRUST_PROXY ?? false,
    logLevel: env.LOG_LEVEL,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    /** PGlite's buffer cache and memory per sort or hash (without DATABASE_URL). */
    pgliteMemory: { sharedBuffers: env.PGLITE_SHARED_BUFFERS, workMem: env.PGLITE_WORK_MEM },
    authSecret: env.BETTER_AUTH_SECRET ?? DEV_AUTH_SECRET,
    seedDemoData: env.SEED_DEMO_DATA ?? !isProduction,
    mail: { from: env.MAIL_FROM, smtpUrl: env.SMTP_URL },
    payments: { provider: paymentsProvider(env) },
    stripe: { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL },
    geocoderUrl: env.GEOCODER_URL,
    s3: {
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      publicUrl: env.S3_PUBLIC_URL,
    },
    rateLimit: { authMax: env.RATE_LIMIT_AUTH_MAX },
    http: {
      /** How long an idle keep-alive connection stays open: above the balancer's, which must close first. */
      keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
      /** Slightly above the keep-alive timeout, as Node requires for reused connections. */
      headersTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS + 1000,
      /** After SIGTERM, the process exits by then whatever its connections are doing. */
      shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    },
    visitorCache: { missesPerMinute: env.VISITOR_CACHE_MISSES_PER_MINUTE },
    /** A message still unread this long after it was sent is mailed to its recipient. */
    messageMailDelayMs: env.MESSAGE_MAIL_DELAY_SECONDS * 1000,
    /** `/metrics` answers this bearer token from anywhere; without it, only this machine (ADR 0035). */
    metricsToken: env.METRICS_TOKEN,
    backup: {
      /** The embedded database's automatic backups into DATA_DIR/backups; 0 turns them off. */
      intervalHours: env.BACKUP_INTERVAL_HOURS,
      /** How many automatic backups are kept. */
      retention: env.BACKUP_RETENTION,
      /** Where pg_dump and pg_restore are (default: Debian's newest, else the PATH). */
      pgBinDir: env.PG_BIN_DIR,
    },
  };
}

/** A configuration the server cannot start with (its message lists every problem). */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once; throws with every problem listed. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`FOO=` in an env file) means "not set".
  const defined = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = ZEnv.safeParse(defined);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return toConfig(parsed.data);
}
