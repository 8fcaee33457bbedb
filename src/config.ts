import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_DATA_DIR, dataDirFrom } from './data-dir.js';
import { AndroidAssetLinks, AppleAppSiteAssociation, noAndroidApps, noAppleApps } from './modules/app-links/schemas.js';
import { DEFAULT_PASSWORD_HASH_COST, MIN_PRODUCTION_PASSWORD_HASH_COST } from './modules/identity/passwords.js';

/**
 * The service's configuration, parsed once from the environment at start-up. A wrong or missing
 * variable stops start-up with a message naming it (ConfigError), never a half-configured service.
 * Parsing reads nothing but the environment it is given; the key generated for the embedded
 * database is read or created by start-up (src/generated-secret.ts).
 */

/** The development Super Admin's sign-in, beside the generated token key. */
export const DEVELOPMENT_ADMIN_FILE = 'development-admin.txt';
/** The embedded database's directory keeps the generated token key under this name. */
export const GENERATED_SECRET_FILE = 'jwt-secret';

/** RFC 1123 host name: dot-separated labels of letters, digits and inner hyphens. */
const HOST_NAME = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

const emptyAsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
/** A variable holding a JSON document of `schema`'s shape; the message names what is wrong and where. */
const jsonDocument = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyAsUndefined, z.string().optional()).transform((text, ctx): z.infer<T> | undefined => {
    if (text === undefined) return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (err) {
      ctx.addIssue({ code: 'custom', message: `must be JSON: ${(err as Error).message}` });
      return z.NEVER;
    }
    const result = schema.safeParse(parsed);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      ctx.addIssue({ code: 'custom', message: `${issue.path.length ? issue.path.join('.') : '(document)'}: ${issue.message}` });
      return z.NEVER;
    }
    return result.data as z.infer<T>;
  });

const intInRange = (min: number, max: number, fallback: number) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().min(min).max(max).default(fallback));

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(
      emptyAsUndefined,
      z.enum(['development', 'test', 'production']).default('development'),
    ),
    PORT: intInRange(0, 65535, 8787),
    // The default depends on the database (see loadConfig).
    HOST: z.preprocess(
      emptyAsUndefined,
      z.string().refine((h) => net.isIP(h) !== 0 || HOST_NAME.test(h), 'must be an IP address or a host name').optional(),
    ),
    PUBLIC_BASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    // The built portal (src/modules/portal); unset: dist/portal found relative to the code.
    PORTAL_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
    LOG_LEVEL: z.preprocess(
      emptyAsUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    // The share of ordinary requests whose 'request' line is written (0..1); responses of 400 and
    // above and requests slower than LOG_SLOW_REQUEST_MS are always written.
    LOG_REQUEST_SAMPLE_RATE: z.preprocess(emptyAsUndefined, z.coerce.number().min(0).max(1).default(1)),
    LOG_SLOW_REQUEST_MS: intInRange(0, 3_600_000, 1000),
    DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default(DEFAULT_DATA_DIR)),
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    DATABASE_MIGRATION_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    DATABASE_POOL_SIZE: intInRange(1, 200, 10),
    DATABASE_CONNECTION_LIFETIME_SECONDS: intInRange(0, 86_400, 1800),
    DATABASE_STATEMENT_TIMEOUT_MS: intInRange(100, 600_000, 10_000),
    JWT_SECRET: z.preprocess(
      emptyAsUndefined,
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    JWT_JWKS_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    JWT_AUDIENCE: z.preprocess(emptyAsUndefined, z.string().default('authenticated')),
    JWT_ISSUER: optionalString,
    BODY_LIMIT_BYTES: intInRange(1024, 50 * 1024 * 1024, 1024 * 1024),
    SHUTDOWN_TIMEOUT_MS: intInRange(0, 120_000, 10_000),
    SEED_DEMO_DATA: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional()),
    CORS_ORIGINS: optionalString,
    MASTER_DATA_CACHE_SECONDS: intInRange(0, 3600, 10),
    TRUST_PROXY: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('false')),
    TRUST_PROXY_HOPS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(10).optional()),
    AUTH_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['builtin', 'external']).default('builtin')),
    EXTERNAL_AUTH_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    SERVICE_ROLE_KEY: optionalString,
    ACCESS_TOKEN_TTL_SECONDS: intInRange(60, 86_400, 3600),
    AUTH_RATE_LIMIT_PER_MINUTE: intInRange(1, 100_000, 10),
    AUTH_CONFIRM_EMAIL: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('false')),
    AUTH_OTP_TTL_SECONDS: intInRange(60, 86_400, 600),
    AUTH_EMAIL_MIN_INTERVAL_SECONDS: intInRange(0, 3600, 60),
    AUTH_SITE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    AUTH_REDIRECT_URLS: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .refine((v) => v.split(',').every((u) => URL.canParse(u.trim())), 'must be a comma-separated list of absolute URLs')
        .optional(),
    ),
    MAIL_DRIVER: z.preprocess(emptyAsUndefined, z.enum(['smtp', 'outbox']).optional()),
    SMTP_URL: z.preprocess(emptyAsUndefined, z.string().regex(/^smtps?:\/\/[^/]/, 'must be an smtp:// or smtps:// URL').optional()),
    MAIL_FROM: z.preprocess(
      emptyAsUndefined,
      z.string().regex(/^[^\r\n]*@[^\r\n]*$/, 'must be an address, optionally with a name: "Parking <no-reply@example.jp>"').default('Parking Service <no-reply@localhost>'),
    ),
    MAIL_OUTBOX_DIR: optionalString,
    REALTIME_HEARTBEAT_TIMEOUT_MS: intInRange(1_000, 600_000, 60_000),
    REALTIME_MAX_FRAME_BYTES: intInRange(1024, 1024 * 1024, 64 * 1024),
    REALTIME_MAX_SUBSCRIPTIONS_PER_SOCKET: intInRange(1, 10_000, 100),
    REALTIME_MAX_SOCKETS_PER_USER: intInRange(1, 1000, 10),
    PUSH_DRIVER: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .refine((v) => {
          const names = v.split(',').map((n) => n.trim());
          return names.length > 0 && (v.trim() === 'log' || names.every((n) => n === 'fcm' || n === 'apns'));
        }, 'must be "log", or "fcm", "apns" or "fcm,apns"')
        .default('log'),
    ),
    FCM_SERVICE_ACCOUNT: optionalString,
    FCM_BASE_URL: z.preprocess(emptyAsUndefined, z.url().default('https://fcm.googleapis.com')),
    FCM_TOKEN_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    APNS_KEY: optionalString,
    APNS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().regex(/^[A-Z0-9]{10}$/, 'must be the 10-character key id of the .p8 key').optional()),
    APNS_TEAM_ID: z.preprocess(emptyAsUndefined, z.string().regex(/^[A-Z0-9]{10}$/, 'must be the 10-character team id').optional()),
    APNS_TOPIC: optionalString,
    APNS_BASE_URL: z.preprocess(emptyAsUndefined, z.url().default('https://api.push.apple.com')),
    RUN_WORKER: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional()),
    PASSWORD_HASH_COST: intInRange(10, 20, DEFAULT_PASSWORD_HASH_COST),
    STORAGE_DRIVER: z.preprocess(emptyAsUndefined, z.enum(['local', 's3']).default('local')),
    UPLOADS_DIR: optionalString,
    UPLOAD_SIGNING_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
    UPLOAD_URL_TTL_SECONDS: intInRange(60, 604_800, 900),
    STORAGE_PUBLIC_BASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    S3_BUCKET: optionalString,
    S3_REGION: z.preprocess(emptyAsUndefined, z.string().default('us-east-1')),
    S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
    S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('false')),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    APPLE_APP_SITE_ASSOCIATION: jsonDocument(AppleAppSiteAssociation),
    ANDROID_ASSET_LINKS: jsonDocument(AndroidAssetLinks),
    APPLE_BUNDLE_ID: optionalString,
    APPLE_APP_APPLE_ID: z.preprocess(emptyAsUndefined, z.string().regex(/^[1-9][0-9]{0,18}$/, 'must be the app’s numeric Apple ID').optional()),
    APPLE_ENVIRONMENTS: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .refine(
          (v) => v.split(',').every((e) => ['Production', 'Sandbox'].includes(e.trim())),
          'must be a comma-separated list of Production and Sandbox (Xcode and LocalTesting data is unsigned and never accepted)',
        )
        .optional(),
    ),
    APPLE_ROOT_CERTS: optionalString,
    APPLE_ONLINE_CHECKS: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('false')),
    GOOGLE_PLAY_PACKAGE_NAME: z.preprocess(
      emptyAsUndefined,
      z.string().regex(/^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/, 'must be an Android application id such as jp.example.parking').optional(),
    ),
    GOOGLE_PLAY_SERVICE_ACCOUNT_KEY_FILE: optionalString,
    GOOGLE_PLAY_API_BASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    GOOGLE_OAUTH_TOKEN_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    GOOGLE_PLAY_ALLOW_TEST_PURCHASES: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional()),
    GOOGLE_PUBSUB_AUDIENCE: optionalString,
    GOOGLE_PUBSUB_SERVICE_ACCOUNT_EMAIL: z.preprocess(emptyAsUndefined, z.email().optional()),
    GOOGLE_PUBSUB_JWKS_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    BOOTSTRAP_ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email().optional()),
    BOOTSTRAP_ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(8, 'must be at least 8 characters').optional()),
  })
  .superRefine((env, ctx) => {
    if (env.TRUST_PROXY_HOPS !== undefined && env.TRUST_PROXY !== 'true') {
      ctx.addIssue({ code: 'custom', path: ['TRUST_PROXY_HOPS'], message: 'counts proxies in front of the service: it needs TRUST_PROXY=true' });
    }
    if (env.AUTH_PROVIDER === 'builtin' && env.JWT_JWKS_URL && !env.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'is required with AUTH_PROVIDER=builtin: it signs the tokens /auth/v1 issues (JWT_JWKS_URL only verifies)',
      });
    }
    if (env.AUTH_PROVIDER === 'external') {
      for (const key of ['EXTERNAL_AUTH_URL', 'SERVICE_ROLE_KEY'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when AUTH_PROVIDER=external' });
      }
    }
    if (env.NODE_ENV === 'production' && env.PASSWORD_HASH_COST < MIN_PRODUCTION_PASSWORD_HASH_COST) {
      ctx.addIssue({
        code: 'custom',
        path: ['PASSWORD_HASH_COST'],
        message: `must be at least ${MIN_PRODUCTION_PASSWORD_HASH_COST} in production: a lower cost makes a stolen password table cheap to crack`,
      });
    }
    if (env.DATABASE_MIGRATION_URL && !env.DATABASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['DATABASE_MIGRATION_URL'], message: 'is the schema owner of DATABASE_URL\'s database: set DATABASE_URL too' });
    }
    if (env.MAIL_DRIVER === 'smtp' && !env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required with MAIL_DRIVER=smtp' });
    }
    const pushDrivers = env.PUSH_DRIVER.split(',').map((n) => n.trim());
    if (pushDrivers.includes('fcm')) {
      const problem = serviceAccountProblem(env.FCM_SERVICE_ACCOUNT);
      if (problem) ctx.addIssue({ code: 'custom', path: ['FCM_SERVICE_ACCOUNT'], message: problem });
    }
    if (pushDrivers.includes('apns')) {
      for (const key of ['APNS_KEY', 'APNS_KEY_ID', 'APNS_TEAM_ID', 'APNS_TOPIC'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PUSH_DRIVER includes apns' });
      }
      if (env.APNS_KEY && !/-----BEGIN PRIVATE KEY-----/.test(pemText(env.APNS_KEY))) {
        ctx.addIssue({ code: 'custom', path: ['APNS_KEY'], message: 'must be the PEM text of the .p8 key (-----BEGIN PRIVATE KEY-----...)' });
      }
    }
    if (env.STORAGE_DRIVER === 's3') {
      for (const key of ['S3_BUCKET', 'STORAGE_PUBLIC_BASE_URL'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required with STORAGE_DRIVER=s3' });
      }
    }
    if (!!env.S3_ACCESS_KEY_ID !== !!env.S3_SECRET_ACCESS_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (neither: the AWS SDK\'s default credential chain)',
      });
    }
    const appleEnvironments = appleEnvironmentsOf(env);
    if (env.APPLE_BUNDLE_ID && appleEnvironments.includes('Production') && !env.APPLE_APP_APPLE_ID) {
      ctx.addIssue({ code: 'custom', path: ['APPLE_APP_APPLE_ID'], message: 'is required when APPLE_ENVIRONMENTS accepts Production (notifications are checked against it)' });
    }
    for (const key of ['APPLE_APP_APPLE_ID', 'APPLE_ENVIRONMENTS', 'APPLE_ROOT_CERTS'] as const) {
      if (env[key] && !env.APPLE_BUNDLE_ID) ctx.addIssue({ code: 'custom', path: [key], message: 'configures App Store verification: set APPLE_BUNDLE_ID too' });
    }
    if (!!env.GOOGLE_PLAY_PACKAGE_NAME !== !!env.GOOGLE_PLAY_SERVICE_ACCOUNT_KEY_FILE) {
      ctx.addIssue({
        code: 'custom',
        path: [env.GOOGLE_PLAY_PACKAGE_NAME ? 'GOOGLE_PLAY_SERVICE_ACCOUNT_KEY_FILE' : 'GOOGLE_PLAY_PACKAGE_NAME'],
        message: 'GOOGLE_PLAY_PACKAGE_NAME and GOOGLE_PLAY_SERVICE_ACCOUNT_KEY_FILE go together',
      });
    }
    if (!!env.GOOGLE_PUBSUB_AUDIENCE !== !!env.GOOGLE_PUBSUB_SERVICE_ACCOUNT_EMAIL) {
      ctx.addIssue({
        code: 'custom',
        path: [env.GOOGLE_PUBSUB_AUDIENCE ? 'GOOGLE_PUBSUB_SERVICE_ACCOUNT_EMAIL' : 'GOOGLE_PUBSUB_AUDIENCE'],
        message: 'GOOGLE_PUBSUB_AUDIENCE and GOOGLE_PUBSUB_SERVICE_ACCOUNT_EMAIL go together: the push token must name both',
      });
    }
    if (env.GOOGLE_PUBSUB_AUDIENCE && !env.GOOGLE_PLAY_PACKAGE_NAME) {
      ctx.addIssue({ code: 'custom', path: ['GOOGLE_PUBSUB_AUDIENCE'], message: 'authenticates Google Play notifications: set GOOGLE_PLAY_PACKAGE_NAME too' });
    }
    if (!!env.BOOTSTRAP_ADMIN_EMAIL !== !!env.BOOTSTRAP_ADMIN_PASSWORD) {
      ctx.addIssue({
        code: 'custom',
        path: [env.BOOTSTRAP_ADMIN_EMAIL ? 'BOOTSTRAP_ADMIN_PASSWORD' : 'BOOTSTRAP_ADMIN_EMAIL'],
        message: 'BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD go together',
      });
    }
  });

/** Production accepts Production only unless told; elsewhere Sandbox (TestFlight, development builds). */
function appleEnvironmentsOf(env: { NODE_ENV: string; APPLE_ENVIRONMENTS?: string | undefined }): ('Production' | 'Sandbox')[] {
  if (env.APPLE_ENVIRONMENTS) {
    return [...new Set(env.APPLE_ENVIRONMENTS.split(',').map((e) => e.trim() as 'Production' | 'Sandbox'))];
  }
  return env.NODE_ENV === 'production' ? ['Production'] : ['Sandbox'];
}

/** A PEM put in one environment line with `\n` escapes gets its line breaks back. */
const pemText = (value: string) => value.replaceAll('\\n', '\n');

export interface FcmServiceAccountConfig {
  project_id: string;
  client_email: string;
  private_key: string;
  token_uri?: string;
}

function parseServiceAccount(text: string | undefined): FcmServiceAccountConfig | undefined {
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    if (typeof parsed.project_id !== 'string' || typeof parsed.client_email !== 'string' || typeof parsed.private_key !== 'string') return undefined;
    return {
      project_id: parsed.project_id,
      client_email: parsed.client_email,
      private_key: parsed.private_key,
      ...(typeof parsed.token_uri === 'string' ? { token_uri: parsed.token_uri } : {}),
    };
  } catch {
    return undefined;
  }
}

function serviceAccountProblem(text: string | undefined): string | undefined {
  if (!text) return 'is required when PUSH_DRIVER includes fcm: the service account key JSON (Firebase console, Project settings, Service accounts)';
  if (!parseServiceAccount(text)) return 'must be the service account key JSON with project_id, client_email and private_key';
  return undefined;
}

export type DatabaseConfig =
  | {
      kind: 'postgres';
      url: string;
      /** The schema owner's connection for migrations, when DATABASE_URL is a role that owns nothing. */
      migrationUrl: string | undefined;
      poolSize: number;
      /**
       * A pooled connection is closed after this long (0: never), when it is next idle. Its generic
       * plans go with it: one made while a table was young is not kept for the life of the process
       * (docs/benchmarks.md, "A ninth machine").
       */
      connectionLifetimeSeconds: number;
      statementTimeoutMs: number;
    }
  | { kind: 'pglite'; dataDir: string; statementTimeoutMs: number };

export interface Config {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  publicBaseUrl: string;
  /** The built portal's directory (PORTAL_DIR); undefined: found relative to the code. */
  portalDir: string | undefined;
  logLevel: string;
  /** The request log: the share of ordinary requests written, and from how slow every one is. */
  requestLog: { sampleRate: number; slowMs: number };
  database: DatabaseConfig;
  auth: {
    /** HS256 shared secret (JWT_SECRET, or the generated one once start-up has read it). */
    jwtSecret: string | undefined;
    /**
     * Embedded database without JWT_SECRET or JWT_JWKS_URL: the file in its data directory that
     * keeps the generated key, which start-up reads or creates (withGeneratedSecret).
     */
    generatedSecretFile: string | undefined;
    jwksUrl: string | undefined;
    audience: string;
    issuer: string | undefined;
  };
  identity: {
    provider: 'builtin' | 'external';
    /** External mode: the provider's base URL (its admin API is at /auth/v1/admin/...). */
    externalUrl: string | undefined;
    /** External mode: the provider's service-role key. Never logged, never returned. */
    serviceRoleKey: string | undefined;
    accessTokenTtlSeconds: number;
    rateLimitPerMinute: number;
    /** AUTH_CONFIRM_EMAIL: a new account signs in only once its address is confirmed by a code. */
    confirmEmail: boolean;
    /** How long a one-time code or link lives. */
    otpTtlSeconds: number;
    /**
     * At most one code of a kind is mailed to a user in this long: a request within it answers as
     * usual and sends nothing (the code already sent stays valid), so nobody can flood a mailbox.
     */
    emailMinIntervalSeconds: number;
    /** Where e-mail links lead after verification when the request named no allowed redirect_to. */
    siteUrl: string;
    /** Further redirect_to targets allowed (prefixes of absolute URLs), besides siteUrl's origin. */
    redirectUrls: string[];
    /** log2 of scrypt's N for new password hashes (stored hashes keep their own). */
    passwordHashCost: number;
  };
  mail: {
    /** `smtp` sends through SMTP_URL; `outbox` (development) writes each message to outboxDir and the log. */
    driver: 'smtp' | 'outbox';
    smtpUrl: string | undefined;
    from: string;
    outboxDir: string;
  };
  /** The realtime server at /realtime/v1/websocket (docs/realtime.md). */
  realtime: {
    /** A socket that sends nothing (not even a heartbeat) for this long is dropped. */
    heartbeatTimeoutMs: number;
    /** Largest message a client may send; a larger one closes the socket (1009). */
    maxFrameBytes: number;
    /** postgres_changes bindings one socket may hold across its channels. */
    maxSubscriptionsPerSocket: number;
    /** Sockets of one user with joined channels, per API process. */
    maxSocketsPerUser: number;
  };
  /** Push notification stores (docs/push.md); neither set: the log driver writes what it would send. */
  push: {
    fcm: { serviceAccount: FcmServiceAccountConfig; baseUrl: string; tokenUrl: string | undefined } | undefined;
    apns: { key: string; keyId: string; teamId: string; topic: string; baseUrl: string } | undefined;
  };
  /** Whether this process also runs the queue's workers (mail), besides serving HTTP. */
  runWorker: boolean;
  storage: StorageConfig;
  /** The documents served under /.well-known (contract 2.10), validated at start. */
  appLinks: { apple: AppleAppSiteAssociation; android: AndroidAssetLinks };
  /** In-app purchase verification (docs/subscriptions.md); a store left unset answers 503 for its receipts. */
  stores: {
    apple:
      | {
          bundleId: string;
          appAppleId: number | undefined;
          environments: ('Production' | 'Sandbox')[];
          /** Files of trusted roots (DER or PEM); undefined: Apple's roots shipped with the service. */
          rootCertPaths: string[] | undefined;
          /** OCSP revocation checks of the signing chain (fetches from Apple); off by default. */
          onlineChecks: boolean;
        }
      | undefined;
    google:
      | {
          packageName: string;
          serviceAccountKeyFile: string;
          apiBaseUrl: string;
          /** Overrides the key file's token_uri. */
          tokenUrl: string | undefined;
          allowTestPurchases: boolean;
          pubsub: { audience: string; serviceAccountEmail: string; jwksUrl: string } | undefined;
        }
      | undefined;
  };
  bootstrapAdmin: { email: string; password: string } | undefined;
  /** How long a process serves master data (codes, plans, tags) before reading it again; 0 = always read. */
  masterDataCacheSeconds: number;
  /** Browser origins allowed to call the API (the admin and owner portals); '*' for any. */
  corsOrigins: string[];
  /**
   * Proxies in front of the service that append to X-Forwarded-For (TRUST_PROXY_HOPS when
   * TRUST_PROXY=true, else 0): the client IP is the entry this many hops from the right.
   */
  trustedProxyHops: number;
  bodyLimitBytes: number;
  shutdownTimeoutMs: number;
  /**
   * Embedded database in development without BOOTSTRAP_ADMIN_*: where the generated first Super
   * Admin's e-mail and password are written (in the data directory), so that `npm start` alone gives
   * a portal someone can sign in to.
   */
  developmentAdminFile: string | undefined;
  seedDemoData: boolean;
}

/** Object storage for uploads (src/modules/storage). */
export interface StorageConfig {
  /** `local`: this service receives the signed PUTs and serves the files; `s3`: any S3-compatible store. */
  driver: 'local' | 's3';
  /** Local driver: where files are kept. */
  uploadsDir: string;
  /**
   * Local driver: the HMAC key of upload URLs (UPLOAD_SIGNING_SECRET). Unset: derived from the token
   * key once start-up knows it, or (no JWT_SECRET, tokens verified by JWKS only) random per process
   * (src/modules/storage/drivers.ts).
   */
  signingSecret: string | undefined;
  urlTtlSeconds: number;
  /** Where clients fetch stored files: `<base>/<key>`. Local default: PUBLIC_BASE_URL + /files. */
  publicBaseUrl: string;
  s3: {
    bucket: string;
    region: string;
    endpoint: string | undefined;
    forcePathStyle: boolean;
    credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  } | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export interface LoadConfigOptions {
  /**
   * Whether the caller serves HTTP (default). Only a server signs and verifies tokens, so only a
   * server needs a token key: the command-line tools (migrate, admin:create) pass false.
   */
  serving?: boolean;
}

/** Loopback names and addresses: only this machine can reach a service listening there. */
const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

export function isLoopbackHost(host: string): boolean {
  if (host.toLowerCase() === 'localhost') return true;
  const family = net.isIP(host);
  return family !== 0 && loopback.check(host, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Why a server without JWT_SECRET or JWT_JWKS_URL may not sign its own tokens with a key generated
 * into the embedded database's directory. There is no built-in key to fall back on: one in the
 * repository would sign valid tokens (a service_role token is a role without row-level security)
 * for anyone who has read it.
 */
function missingKeyProblems(e: { NODE_ENV: string; DATABASE_URL?: string | undefined }, host: string): string[] {
  const required = 'JWT_SECRET: JWT_SECRET (or JWT_JWKS_URL) is required';
  const problems: string[] = [];
  if (e.NODE_ENV === 'production') problems.push(`${required} when NODE_ENV=production`);
  if (e.DATABASE_URL) {
    problems.push(`${required} with DATABASE_URL: a key is generated only for the embedded database, while every process on a server database must verify the same tokens`);
  }
  if (!isLoopbackHost(host)) {
    problems.push(`${required} when HOST (${host}) is not a loopback address: a service others can reach signs with a key its operator manages, not one generated into the data directory`);
  }
  return problems;
}

export function loadConfig(env: Record<string, string | undefined> = process.env, options: LoadConfigOptions = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${String(issue.path[0] ?? '(environment)')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  // The embedded database is a newcomer's or a demo's: listen where only this machine can reach it
  // unless told otherwise. A server database is a deployment, behind a balancer or in a container.
  const host = e.HOST ?? (e.DATABASE_URL ? '0.0.0.0' : '127.0.0.1');
  const keyConfigured = !!(e.JWT_SECRET || e.JWT_JWKS_URL);
  if (!keyConfigured && options.serving !== false) {
    const problems = missingKeyProblems(e, host);
    if (problems.length) throw new ConfigError(problems);
  }
  const database: DatabaseConfig = e.DATABASE_URL
    ? {
        kind: 'postgres',
        url: e.DATABASE_URL,
        migrationUrl: e.DATABASE_MIGRATION_URL,
        poolSize: e.DATABASE_POOL_SIZE,
        connectionLifetimeSeconds: e.DATABASE_CONNECTION_LIFETIME_SECONDS,
        statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      }
    : {
        kind: 'pglite',
        dataDir: dataDirFrom(e.DATA_DIR),
        statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      };
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host,
    publicBaseUrl: e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`,
    portalDir: e.PORTAL_DIR ? path.resolve(e.PORTAL_DIR) : undefined,
    logLevel: e.LOG_LEVEL,
    requestLog: { sampleRate: e.LOG_REQUEST_SAMPLE_RATE, slowMs: e.LOG_SLOW_REQUEST_MS },
    database,
    auth: {
      jwtSecret: e.JWT_SECRET,
      generatedSecretFile: !keyConfigured && database.kind === 'pglite' ? path.join(database.dataDir, GENERATED_SECRET_FILE) : undefined,
      jwksUrl: e.JWT_JWKS_URL,
      audience: e.JWT_AUDIENCE,
      issuer: e.JWT_ISSUER,
    },
    identity: {
      provider: e.AUTH_PROVIDER,
      externalUrl: e.EXTERNAL_AUTH_URL,
      serviceRoleKey: e.SERVICE_ROLE_KEY,
      accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      rateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
      confirmEmail: e.AUTH_CONFIRM_EMAIL === 'true',
      otpTtlSeconds: e.AUTH_OTP_TTL_SECONDS,
      emailMinIntervalSeconds: e.AUTH_EMAIL_MIN_INTERVAL_SECONDS,
      siteUrl: e.AUTH_SITE_URL ?? e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`,
      redirectUrls: e.AUTH_REDIRECT_URLS ? e.AUTH_REDIRECT_URLS.split(',').map((u) => u.trim()).filter(Boolean) : [],
      passwordHashCost: e.PASSWORD_HASH_COST,
    },
    mail: {
      driver: e.MAIL_DRIVER ?? (e.SMTP_URL ? 'smtp' : 'outbox'),
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      outboxDir: path.resolve(e.MAIL_OUTBOX_DIR ?? path.join(e.DATA_DIR, 'outbox')),
    },
    realtime: {
      heartbeatTimeoutMs: e.REALTIME_HEARTBEAT_TIMEOUT_MS,
      maxFrameBytes: e.REALTIME_MAX_FRAME_BYTES,
      maxSubscriptionsPerSocket: e.REALTIME_MAX_SUBSCRIPTIONS_PER_SOCKET,
      maxSocketsPerUser: e.REALTIME_MAX_SOCKETS_PER_USER,
    },
    push: {
      fcm: e.PUSH_DRIVER.includes('fcm')
        ? { serviceAccount: parseServiceAccount(e.FCM_SERVICE_ACCOUNT)!, baseUrl: e.FCM_BASE_URL, tokenUrl: e.FCM_TOKEN_URL }
        : undefined,
      apns: e.PUSH_DRIVER.includes('apns')
        ? { key: pemText(e.APNS_KEY!), keyId: e.APNS_KEY_ID!, teamId: e.APNS_TEAM_ID!, topic: e.APNS_TOPIC!, baseUrl: e.APNS_BASE_URL }
        : undefined,
    },
    // The embedded database admits one process: its worker runs inside `npm start`. On a server
    // the worker is its own process (`npm run worker`) unless RUN_WORKER=true.
    runWorker: e.RUN_WORKER ? e.RUN_WORKER === 'true' : !e.DATABASE_URL,
    storage: {
      driver: e.STORAGE_DRIVER,
      uploadsDir: path.resolve(e.UPLOADS_DIR ?? path.join(e.DATA_DIR, 'uploads')),
      signingSecret: e.UPLOAD_SIGNING_SECRET,
      urlTtlSeconds: e.UPLOAD_URL_TTL_SECONDS,
      publicBaseUrl: (e.STORAGE_PUBLIC_BASE_URL ?? `${(e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '')}/files`).replace(/\/+$/, ''),
      s3:
        e.STORAGE_DRIVER === 's3'
          ? {
              bucket: e.S3_BUCKET!,
              region: e.S3_REGION,
              endpoint: e.S3_ENDPOINT,
              forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
              credentials:
                e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
            }
          : undefined,
    },
    appLinks: { apple: e.APPLE_APP_SITE_ASSOCIATION ?? noAppleApps, android: e.ANDROID_ASSET_LINKS ?? noAndroidApps },
    bootstrapAdmin:
      e.BOOTSTRAP_ADMIN_EMAIL && e.BOOTSTRAP_ADMIN_PASSWORD
        ? { email: e.BOOTSTRAP_ADMIN_EMAIL, password: e.BOOTSTRAP_ADMIN_PASSWORD }
        : undefined,
    stores: {
      apple: e.APPLE_BUNDLE_ID
        ? {
            bundleId: e.APPLE_BUNDLE_ID,
            appAppleId: e.APPLE_APP_APPLE_ID ? Number(e.APPLE_APP_APPLE_ID) : undefined,
            environments: appleEnvironmentsOf(e),
            rootCertPaths: e.APPLE_ROOT_CERTS ? e.APPLE_ROOT_CERTS.split(',').map((p) => path.resolve(p.trim())).filter(Boolean) : undefined,
            onlineChecks: e.APPLE_ONLINE_CHECKS === 'true',
          }
        : undefined,
      google:
        e.GOOGLE_PLAY_PACKAGE_NAME && e.GOOGLE_PLAY_SERVICE_ACCOUNT_KEY_FILE
          ? {
              packageName: e.GOOGLE_PLAY_PACKAGE_NAME,
              serviceAccountKeyFile: path.resolve(e.GOOGLE_PLAY_SERVICE_ACCOUNT_KEY_FILE),
              apiBaseUrl: e.GOOGLE_PLAY_API_BASE_URL ?? 'https://androidpublisher.googleapis.com',
              tokenUrl: e.GOOGLE_OAUTH_TOKEN_URL,
              allowTestPurchases: e.GOOGLE_PLAY_ALLOW_TEST_PURCHASES ? e.GOOGLE_PLAY_ALLOW_TEST_PURCHASES === 'true' : e.NODE_ENV !== 'production',
              pubsub:
                e.GOOGLE_PUBSUB_AUDIENCE && e.GOOGLE_PUBSUB_SERVICE_ACCOUNT_EMAIL
                  ? {
                      audience: e.GOOGLE_PUBSUB_AUDIENCE,
                      serviceAccountEmail: e.GOOGLE_PUBSUB_SERVICE_ACCOUNT_EMAIL,
                      jwksUrl: e.GOOGLE_PUBSUB_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
                    }
                  : undefined,
            }
          : undefined,
    },
    masterDataCacheSeconds: e.MASTER_DATA_CACHE_SECONDS,
    trustedProxyHops: e.TRUST_PROXY === 'true' ? (e.TRUST_PROXY_HOPS ?? 1) : 0,
    // Development accepts any origin so a local portal works out of the box; production lists its own.
    corsOrigins: e.CORS_ORIGINS
      ? e.CORS_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean)
      : e.NODE_ENV === 'production'
        ? []
        : ['*'],
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    // The embedded database is what a newcomer runs: give them lots to find. A server database is
    // seeded only on request.
    seedDemoData: e.SEED_DEMO_DATA ? e.SEED_DEMO_DATA === 'true' : !e.DATABASE_URL,
    developmentAdminFile:
      database.kind === 'pglite' && e.NODE_ENV === 'development' && !e.BOOTSTRAP_ADMIN_EMAIL
        ? path.join(database.dataDir, DEVELOPMENT_ADMIN_FILE)
        : undefined,
  };
}
