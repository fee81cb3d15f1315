import { defaultOfferHoldMinutes } from '@clinvia/contracts/waitlist';
import { createHmac, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { UserRole } from './db/schema';
import type { PublicFormLimits } from './lib/public-forms';
import { SECRET_KEY_BYTES, secretKeyOf } from './lib/secret-box';

/** The monorepo root, found from this file so the data dir does not depend on the cwd. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Empty strings count as unset, so `FOO= npm start` behaves like leaving FOO out. */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: optionalText,
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
  LINK_SECRET: optionalText.pipe(z.string().min(32, 'LINK_SECRET must be at least 32 characters').optional()),
  REMINDER_HOURS: z
    .string()
    .default('24,2')
    .transform((value) => value.split(',').map((hours) => hours.trim()).filter((hours) => hours !== ''))
    .pipe(z.array(z.coerce.number<string>({ error: 'REMINDER_HOURS lists hours before a visit, e.g. 24,2' }).positive('REMINDER_HOURS lists positive hours').max(240, 'REMINDER_HOURS may be at most 240 hours before a visit'))),
  OFFER_HOLD_MINUTES: z.coerce.number({ error: 'OFFER_HOLD_MINUTES is a number of minutes, e.g. 15' }).int('OFFER_HOLD_MINUTES is whole minutes').min(1).max(1440).default(defaultOfferHoldMinutes),
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  TOTP_ENCRYPTION_KEY: optionalText.pipe(z.string().refine(isSecretKey, 'TOTP_ENCRYPTION_KEY must be 32 random bytes in base64 (openssl rand -base64 32)').optional()),
  CLINIC_TZ: optionalText.pipe(z.string().refine(isTimeZone, 'CLINIC_TZ must be an IANA time zone').optional()),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  REQUEST_LOG: z.enum(['all', 'problems']).default('all'),
  LOG_FORMAT: z.enum(['text', 'json']).default('text'),
  RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(600),
  WEB_ROOT: optionalText,
  TRUST_PROXY: optionalText,
  APP_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: optionalText,
  MAIL_DELIVERY: optionalText.pipe(z.enum(['on', 'off'], { error: 'MAIL_DELIVERY must be on or off' }).optional()),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(0).default(5),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  LOGIN_BURST: z.coerce.number().int().min(0).default(20),
  LOGIN_ACCOUNT_MAX_FAILURES: z.coerce.number().int().min(0).default(100),
  PUBLIC_FORM_MAX: z.coerce.number().int().min(0).default(10),
  PUBLIC_FORM_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  // Not optionalText: an empty MFA_REQUIRED_ROLES means 'no role must', not the default.
  MFA_REQUIRED_ROLES: z
    .string()
    .default('staff,doctor')
    .transform((value) => value.split(',').map((role) => role.trim()).filter((role) => role !== ''))
    .pipe(z.array(z.enum(['patient', 'doctor', 'staff'], { error: 'MFA_REQUIRED_ROLES lists roles: patient, doctor, staff' }))),
  SESSION_IDLE_SECONDS_STAFF: z.coerce.number().int().min(30).default(900),
  SESSION_IDLE_SECONDS_PATIENT: z.coerce.number().int().min(30).default(1800),
  SESSION_ABSOLUTE_SECONDS: z.coerce.number().int().min(60).default(43_200),
  SESSION_REMEMBER_ME_SECONDS: z.coerce.number().int().min(60).max(2_592_000, 'SESSION_REMEMBER_ME_SECONDS may be at most 30 days (2592000)').default(2_592_000),
  JOBS_WORKER: optionalText.pipe(z.enum(['true', 'false'], { error: 'JOBS_WORKER must be true or false' }).optional()),
  JOBS_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(4),
  JOBS_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional()),
  METRICS_ALLOW: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((address) => address.trim()).filter((address) => address !== ''))
    .pipe(z.array(z.string().refine((address) => isIP(address) !== 0, 'METRICS_ALLOW lists IP addresses, e.g. 10.0.0.5,10.0.0.6'))),
  DEMO_DATA: optionalText.pipe(z.enum(['true', 'false'], { error: 'DEMO_DATA must be true or false' }).optional()),
});

/**
 * TRUST_PROXY: unset or 'false' trusts no proxy; 'true' trusts all; a number trusts that many
 * hops; anything else is a comma-separated list of proxy addresses or CIDRs.
 */
function trustProxyOf(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((entry) => entry.trim());
}

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absolute directory for the embedded database and the generated JWT secret. */
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database in dataDir/db is used. */
  databaseUrl?: string;
  jwtSecret: string;
  /**
   * Signs the one-click links of appointment e-mails (LIFE-8): LINK_SECRET, or else a key derived
   * from the JWT secret (HMAC of a fixed label), so every replica and `npm start` have one without
   * another file. Set LINK_SECRET to rotate one without ending the other.
   */
  linkSecret: string;
  /** Hours before a pending or confirmed visit at which a reminder is sent (REMINDER_HOURS, default 24,2); [] sends none. */
  reminderHours: number[];
  /** WAIT-2: minutes a freed slot is held for the waiting patient it is offered to (OFFER_HOLD_MINUTES, default 15). */
  offerHoldMinutes: number;
  /**
   * The AES-256-GCM key (32 bytes, base64) that encrypts the TOTP secrets at rest (lib/secret-box.ts):
   * TOTP_ENCRYPTION_KEY, else generated once into DATA_DIR/totp-key.
   */
  totpEncryptionKey: string;
  redisUrl?: string;
  /** IANA zone in which appointment dates and times are wall-clock values (TIME-1). */
  clinicTimeZone: string;
  logLevel: (typeof logLevels)[number];
  /**
   * 'all': a log line per request (the default). 'problems': only failed (5xx) or slow
   * requests, unless LOG_LEVEL is debug or finer; `npm start` uses it so the console stays
   * readable. Unset: 'all'.
   */
  requestLog?: 'all' | 'problems';
  /**
   * PLAT-15: 'text' prints log lines readably (time, level, message; src/log-format.ts), 'json'
   * keeps pino's JSON lines for a log collector. Unset: 'text'.
   */
  logFormat?: 'text' | 'json';
  /** Requests per minute per IP across the API; 0 disables the global limit. */
  rateLimitMax: number;
  /** Directory of the built SPA, when the API should serve it. */
  webRoot?: string;
  /** Which proxies to believe for the client IP (rate limits, audit log) behind a load balancer. */
  trustProxy: boolean | number | string[];
  /**
   * Public base URL of the app (APP_URL, default http://localhost:<PORT>). Every link the
   * product sends (password reset, ...) is built from it, never from request headers.
   */
  appUrl: string;
  /** SMTP server for outgoing mail; without it mail goes to DATA_DIR/outbox outside production. */
  smtpUrl?: string;
  mailFrom?: string;
  /**
   * MAIL_DELIVERY=off (MAIL-2): the clinic sends no e-mail on purpose: appointment e-mails stay
   * in the outbox as not sent, the staff console says so, and password reset says it cannot
   * send. Unset: on. Production refuses to start without SMTP_URL unless this is off.
   */
  mailOff?: boolean;
  /** Sign-in limits (modules/auth/login-limits.ts); unset fields take the defaults documented there. */
  login?: Partial<LoginLimitSettings>;
  /**
   * Submissions per client IP to each public form (contact, ambulance, newsletter) within the
   * window; max 0: no limit. Unset: the defaults of src/lib/public-forms.ts.
   */
  publicForms?: PublicFormLimits;
  /** Roles that must use two-step sign-in (AUTH-18); unset: staff and doctors. */
  mfaRequiredRoles?: UserRole[];
  /** Idle and absolute session timeouts (domain/sessions); unset: the defaults there. */
  sessions?: SessionPolicy;
  /**
   * DEMO_DATA: seed the demo accounts and data (a published password) on start (SEC-17: demo
   * data only in a demo). Off unless asked for; `npm start` asks for it with the embedded
   * database outside production (scripts/demo-data.mjs).
   */
  demoData?: boolean;
  /**
   * Who may read /metrics (plugins/metrics.ts): the loopback always, the addresses of
   * METRICS_ALLOW, and a scraper sending METRICS_TOKEN as its bearer token.
   */
  metrics?: { token?: string | undefined; allow: string[] };
  /**
   * The durable jobs (plugins/jobs.ts). JOBS_WORKER=false: a web-only replica that queues
   * e-mails but leaves sending them to the replicas that run the worker. Unset: the worker runs.
   */
  jobs?: JobsOptions;
}

// The settings of the parts that take them, declared here so that the configuration depends on
// nothing of the app (the parts import their settings' type from here).

/**
 * How long a session lives (AUTH-16, ASVS 7.3.1/7.3.2, HIPAA automatic logoff).
 * Staff and doctors idle out sooner than patients; 'Remember me' keeps only a patient's device
 * signed in, without an idle timeout, up to `rememberMeSeconds`.
 */
export interface SessionPolicy {
  idleSecondsStaff: number;
  idleSecondsPatient: number;
  absoluteSeconds: number;
  rememberMeSeconds: number;
}

export interface LoginLimitSettings {
  /** Failures of one (account, client) pair before that pair is slowed down; 0 turns the check off. */
  maxFailures: number;
  /** A pair's failures are forgotten this long after its last one; also the longest delay. */
  windowSeconds: number;
  /** Failed sign-ins per client per minute, across accounts; 0 turns the check off. */
  burst: number;
  /** Failed sign-ins per account per hour, across all clients, before the account is under attack; 0: off. */
  accountMaxFailures: number;
  /** While an account is under attack, each attempt from a client without recent failures waits this long. */
  accountSlowdownMs: number;
}

export interface JobsOptions {
  /** Run the dispatcher and the worker in this process (JOBS_WORKER, default true). Off: pg-boss is not even started. */
  worker: boolean;
  /** Seconds between polls when idle (default 1). */
  pollSeconds?: number;
  /** Jobs fetched and sent at once (default 50). */
  batchSize?: number;
  /** Retries after the first attempt (default 4: five attempts). */
  retryLimit?: number;
  /** The first retry's delay; each next one doubles it (default 30 s). */
  retryDelaySeconds?: number;
  /** A job still active this long is taken as its worker's crash and retried (default 120 s). */
  expireSeconds?: number;
  /** How often pg-boss's maintenance expires such jobs (default 30 s). */
  maintenanceSeconds?: number;
  /** Start polling on its own (default true); tests turn it off and call `drain()`. */
  autoStart?: boolean;
}


export class ConfigError extends Error {}

/**
 * Reads the secret from DATA_DIR/jwt-secret, creating it on first start. `wx` makes the creation
 * atomic, so two processes starting together end up with the same secret.
 */
export function loadOrCreateJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

function isSecretKey(text: string): boolean {
  try {
    secretKeyOf(text);
    return true;
  } catch {
    return false;
  }
}

/** DATA_DIR/totp-key, created on first start like jwt-secret (npm start and npm run dev need nothing set). */
export function loadOrCreateTotpKey(dataDir: string): string {
  const file = path.join(dataDir, 'totp-key');
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(SECRET_KEY_BYTES).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const vars = parsed.data;
  // MAIL-2 (docs/decisions/2026-11-28-mail-delivery-off.md): production without SMTP would mark every e-mail sent and deliver none of them.
  if (vars.NODE_ENV === 'production' && vars.SMTP_URL === undefined && vars.MAIL_DELIVERY !== 'off') {
    throw new ConfigError('SMTP_URL is not set: set SMTP_URL=smtp://user:password@host:587 so that the clinic can send e-mail, or set MAIL_DELIVERY=off to run without sending any e-mail on purpose.');
  }
  const dataDir = path.resolve(repoRoot, vars.DATA_DIR ?? 'data');
  const jwtSecret = vars.JWT_SECRET ?? loadOrCreateJwtSecret(dataDir);
  return {
    nodeEnv: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    jwtSecret,
    linkSecret: vars.LINK_SECRET ?? createHmac('sha256', jwtSecret).update('clinvia.visit-link-secret').digest('base64url'),
    reminderHours: [...new Set(vars.REMINDER_HOURS)].sort((a, b) => b - a),
    offerHoldMinutes: vars.OFFER_HOLD_MINUTES,
    totpEncryptionKey: vars.TOTP_ENCRYPTION_KEY ?? loadOrCreateTotpKey(dataDir),
    redisUrl: vars.REDIS_URL,
    clinicTimeZone: vars.CLINIC_TZ ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    logLevel: vars.LOG_LEVEL,
    requestLog: vars.REQUEST_LOG,
    logFormat: vars.LOG_FORMAT,
    rateLimitMax: vars.RATE_LIMIT_MAX,
    webRoot: vars.WEB_ROOT === undefined ? undefined : path.resolve(repoRoot, vars.WEB_ROOT),
    trustProxy: trustProxyOf(vars.TRUST_PROXY),
    appUrl: (vars.APP_URL ?? `http://localhost:${String(vars.PORT)}`).replace(/\/+$/, ''),
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    mailOff: vars.MAIL_DELIVERY === 'off',
    login: {
      maxFailures: vars.LOGIN_MAX_FAILURES,
      windowSeconds: vars.LOGIN_FAILURE_WINDOW_SECONDS,
      burst: vars.LOGIN_BURST,
      accountMaxFailures: vars.LOGIN_ACCOUNT_MAX_FAILURES,
    },
    publicForms: { max: vars.PUBLIC_FORM_MAX, windowSeconds: vars.PUBLIC_FORM_WINDOW_SECONDS },
    mfaRequiredRoles: vars.MFA_REQUIRED_ROLES,
    sessions: {
      idleSecondsStaff: vars.SESSION_IDLE_SECONDS_STAFF,
      idleSecondsPatient: vars.SESSION_IDLE_SECONDS_PATIENT,
      absoluteSeconds: vars.SESSION_ABSOLUTE_SECONDS,
      rememberMeSeconds: vars.SESSION_REMEMBER_ME_SECONDS,
    },
    demoData: vars.DEMO_DATA === 'true',
    metrics: { token: vars.METRICS_TOKEN, allow: vars.METRICS_ALLOW },
    jobs: { worker: vars.JOBS_WORKER !== 'false', retryLimit: vars.JOBS_RETRY_LIMIT, retryDelaySeconds: vars.JOBS_RETRY_DELAY_SECONDS },
  };
}
