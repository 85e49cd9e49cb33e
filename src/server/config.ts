import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_SMTP_TIMEOUT_MS } from './lib/mailer.js';

/** Meta's Graph API, where the WhatsApp Cloud API answers (decision 0054). */
const DEFAULT_WHATSAPP_API_URL = 'https://graph.facebook.com';

/**
 * The environment, validated once at start (DESIGN.md "Running"). A bad value stops start-up
 * with one readable line per problem. Tests build a Config directly through `configFrom`.
 */
const flag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no', 'on', 'off'], { error: 'must be 0 or 1' })
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/** `0`/`false`: no proxy; `1`, `2`…: that many hops; else addresses (`127.0.0.1, 10.0.0.0/8`). */
function trustProxyFrom(value: string): false | number | string[] | undefined {
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  if (/^[1-9]$/.test(value)) return Number(value);
  const addresses = value.split(',').map((a) => a.trim());
  const valid = (a: string) => {
    const [address = '', bits, extra] = a.split('/');
    const version = isIP(address);
    if (version === 0 || extra !== undefined) return false;
    if (bits === undefined) return true;
    return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
  };
  return addresses.length > 0 && addresses.every(valid) ? addresses : undefined;
}

const Env = z
  .object({
    PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    DURABILITY: z.enum(['full', 'relaxed'], { error: 'must be full or relaxed' }).default('full'),
    IMAGE_STORE: z.enum(['disk', 'database'], { error: 'must be disk or database' }).optional(),
    ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
    SEED_DEMO: flag.default(true),
    PUBLIC_URL: z.url('must be a URL such as https://shop.example.in').optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Grocery Shop <no-reply@localhost>'),
    SMS_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: 'must be a URL such as http://127.0.0.1:3100/sms' }).optional(),
    WHATSAPP_TOKEN: z.string().min(1).optional(),
    WHATSAPP_PHONE_ID: z.string().regex(/^\d+$/, 'must be the digits of the WhatsApp phone number ID').optional(),
    WHATSAPP_API_URL: z
      .url({ protocol: /^https?$/, error: 'must be a URL such as https://graph.facebook.com' })
      .default(DEFAULT_WHATSAPP_API_URL),
    COOKIE_SECURE: flag.optional(),
    TRUST_PROXY: z
      .string()
      .trim()
      .transform((value, ctx) => {
        const parsed = trustProxyFrom(value);
        if (parsed === undefined) ctx.addIssue({ code: 'custom', message: 'must be 0, a number of proxies (1) or their addresses' });
        return parsed ?? false;
      })
      .default(false),
    API_DOCS: flag.default(true),
    ALLOWED_ORIGINS: z
      .string()
      .trim()
      .transform((value, ctx) => {
        const origins = value
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean);
        const bad = origins.filter((o) => !URL.canParse(o) || new URL(o).origin !== o);
        if (bad.length > 0)
          ctx.addIssue({ code: 'custom', message: `must be origins such as https://shop.example.in (not ${bad.join(', ')})` });
        return origins;
      })
      .default([]),
    BACKUP_DIR: z.string().min(1).optional(),
    BACKUP_HOUR: z.coerce
      .number({ error: 'must be an hour from 0 to 23 (IST)' })
      .int('must be a whole hour from 0 to 23 (IST)')
      .min(0, 'must be an hour from 0 to 23 (IST)')
      .max(23, 'must be an hour from 0 to 23 (IST)')
      .optional(),
    BACKUP_KEEP: z.coerce
      .number({ error: 'must be a number of backups' })
      .int('must be a whole number of backups')
      .min(1, 'must keep at least 1 backup')
      .max(1000, 'must be at most 1000')
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .refine((env) => !env.ADMIN_EMAIL === !env.ADMIN_PASSWORD, {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((env) => !env.WHATSAPP_TOKEN === !env.WHATSAPP_PHONE_ID, {
    message: 'WHATSAPP_TOKEN and WHATSAPP_PHONE_ID go together',
    path: ['WHATSAPP_PHONE_ID'],
  })
  .refine((env) => !(env.SMS_WEBHOOK_URL && env.WHATSAPP_TOKEN), {
    message: 'texts go one way: SMS_WEBHOOK_URL or WHATSAPP_TOKEN, not both',
    path: ['SMS_WEBHOOK_URL'],
  })
  .refine((env) => env.BACKUP_DIR || (env.BACKUP_HOUR === undefined && env.BACKUP_KEEP === undefined), {
    message: 'needs BACKUP_DIR (where the daily backups go)',
    path: ['BACKUP_HOUR/BACKUP_KEEP'],
  })
  .refine((env) => env.IMAGE_STORE !== 'database' || env.DATABASE_URL, {
    message: 'database needs DATABASE_URL (the embedded database keeps pictures on disk)',
    path: ['IMAGE_STORE'],
  });

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /**
   * Where uploaded pictures live: in PostgreSQL, so every app server serves them (the default
   * with DATABASE_URL), or in DATA_DIR/uploads (the default on the embedded database).
   */
  imageStore: 'disk' | 'database';
  /**
   * On the embedded database: `full` puts every write's commit on the disk before answering, so
   * a power cut loses nothing answered; `relaxed` leaves it to the OS (a few seconds at risk).
   */
  durability: 'full' | 'relaxed';
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  cookieSecure: boolean;
  /**
   * Which proxies in front may name the client in X-Forwarded-For: none (false), the nearest N
   * (a number: 1 for one nginx), or these addresses and CIDR ranges. Never "every hop".
   */
  trustProxy: false | number | string[];
  /** The OpenAPI page at /api/docs. */
  apiDocs: boolean;
  /** Origins besides the request's own host that may send changing requests: PUBLIC_URL's and ALLOWED_ORIGINS. */
  allowedOrigins: string[];
  logLevel: string;
  /**
   * Backups (docs/decisions/0022-backups.md): with `dir`, one a day at `hour` o'clock IST, the
   * newest `keep` kept; a start that would migrate backs up first (into `dir`, else
   * DATA_DIR/backups).
   */
  backups: { dir: string | undefined; hour: number; keep: number };
  /** Argon2id cost; OWASP's m=19 MiB, t=2, p=1 unless a test lowers it. */
  passwordHash: { memoryCost: number; timeCost: number; parallelism: number };
  session: { idleMs: number; absoluteMs: number };
  /** Attempts per window; tests of other rules raise them. */
  rateLimits: {
    loginPerIp: number;
    /** Wrong passwords for one e-mail from one client address, per window (modules/auth/login-limits.ts). */
    loginFailuresPerEmailAndIp: number;
    /** Wrong passwords for one e-mail from all addresses together, in any hour. */
    loginFailuresPerEmailPerHour: number;
    registerPerIp: number;
    resetPerIp: number;
    resetPerEmail: number;
    /** Reset links that were wrong, used or expired, per address and per account. */
    resetFailuresPerIp: number;
    resetFailuresPerAccount: number;
    /** Sign-in codes sent to one mobile in any 15 minutes (modules/auth/mobile-sign-in.ts). */
    codesPerMobile: number;
    /** Sign-in codes sent for one client address in any hour, whatever the numbers. */
    codesPerIpPerHour: number;
    windowMs: number;
  };
  resetTokenTtlMs: number;
  /** How long a sign-in code sent to a mobile stays valid (API.md "Phone first": 10 minutes). */
  signInCodeTtlMs: number;
  /** Checkouts that may wait for their turn on one server (past it 503 BUSY): at about 100 a second, two seconds' worth. */
  checkoutQueue: number;
  /** Serve the built web app from dist/web when it exists. */
  serveWeb: boolean;
  /**
   * The mail outbox's sender (docs/decisions/0007-mail-outbox.md): how often it looks for due
   * mails, how long a claimed mail is its alone, the back-off of retries, and each SMTP step's
   * limit. Tests shorten them.
   */
  mailSender: { pollMs: number; leaseMs: number; retryBaseMs: number; retryMaxMs: number; batchSize: number; smtpTimeoutMs: number };
  /**
   * Where texts to phones go (docs/decisions/0054-texts-to-phones.md): an SMS relay's webhook,
   * the WhatsApp Cloud API, or (neither) the log and DATA_DIR/outbox.
   */
  texts:
    | { channel: 'sms'; webhookUrl: string }
    | { channel: 'whatsapp'; token: string; phoneId: string; apiUrl: string }
    | { channel: 'files' };
  /** The text outbox's sender, as the mail's, with each send's limit (`timeoutMs`). Tests shorten them. */
  textSender: { pollMs: number; leaseMs: number; retryBaseMs: number; retryMaxMs: number; batchSize: number; timeoutMs: number };
}

/** 02:00–02:59 IST: the shop's quietest hour, before the embedded database's vacuum at 03:00. */
export const DEFAULT_BACKUP_HOUR = 2;

export const defaultRateLimits: Config['rateLimits'] = {
  loginPerIp: 100,
  loginFailuresPerEmailAndIp: 30,
  loginFailuresPerEmailPerHour: 300,
  registerPerIp: 30,
  resetPerIp: 20,
  resetPerEmail: 5,
  resetFailuresPerIp: 10,
  resetFailuresPerAccount: 10,
  codesPerMobile: 3,
  codesPerIpPerHour: 10,
  windowMs: 15 * 60 * 1000,
};

/** Parses an environment into a Config, or throws an Error whose message lists every problem. */
export function configFrom(env: Record<string, string | undefined>): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = Env.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'} ${i.message}`);
    throw new Error(`Invalid configuration: ${lines.join('; ')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    imageStore: e.IMAGE_STORE ?? (e.DATABASE_URL ? 'database' : 'disk'),
    durability: e.DURABILITY,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD } : undefined,
    seedDemo: e.SEED_DEMO,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    cookieSecure: e.COOKIE_SECURE ?? publicUrl.startsWith('https://'),
    trustProxy: e.TRUST_PROXY,
    apiDocs: e.API_DOCS,
    allowedOrigins: [new URL(publicUrl).origin, ...e.ALLOWED_ORIGINS],
    logLevel: e.LOG_LEVEL,
    backups: {
      dir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : undefined,
      hour: e.BACKUP_HOUR ?? DEFAULT_BACKUP_HOUR,
      keep: e.BACKUP_KEEP ?? 7,
    },
    passwordHash: { memoryCost: 19456, timeCost: 2, parallelism: 1 },
    session: { idleMs: 7 * 24 * 3600 * 1000, absoluteMs: 30 * 24 * 3600 * 1000 },
    rateLimits: defaultRateLimits,
    resetTokenTtlMs: 15 * 60 * 1000,
    signInCodeTtlMs: 10 * 60 * 1000,
    checkoutQueue: 200,
    serveWeb: true,
    mailSender: {
      pollMs: 5000,
      leaseMs: 10 * 60 * 1000,
      retryBaseMs: 30_000,
      retryMaxMs: 60 * 60 * 1000,
      batchSize: 50,
      smtpTimeoutMs: DEFAULT_SMTP_TIMEOUT_MS,
    },
    texts: e.SMS_WEBHOOK_URL
      ? { channel: 'sms', webhookUrl: e.SMS_WEBHOOK_URL }
      : e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_ID
        ? { channel: 'whatsapp', token: e.WHATSAPP_TOKEN, phoneId: e.WHATSAPP_PHONE_ID, apiUrl: e.WHATSAPP_API_URL.replace(/\/$/, '') }
        : { channel: 'files' },
    textSender: {
      pollMs: 5000,
      leaseMs: 10 * 60 * 1000,
      retryBaseMs: 30_000,
      retryMaxMs: 60 * 60 * 1000,
      batchSize: 50,
      timeoutMs: 10_000,
    },
  };
}
