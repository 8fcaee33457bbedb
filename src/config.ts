import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * The service's configuration, parsed once from the environment at start-up. A wrong or missing
 * variable stops start-up with a message naming it (ConfigError), never a half-configured service.
 * Parsing reads nothing but the environment it is given; the key generated for the embedded
 * database is read or created by start-up (src/generated-secret.ts).
 */

/** The embedded database's directory keeps the generated token key under this name. */
export const GENERATED_SECRET_FILE = 'jwt-secret';

/** RFC 1123 host name: dot-separated labels of letters, digits and inner hyphens. */
const HOST_NAME = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

const emptyAsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
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
    LOG_LEVEL: z.preprocess(
      emptyAsUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./.data')),
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
    if (env.DATABASE_MIGRATION_URL && !env.DATABASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['DATABASE_MIGRATION_URL'], message: 'is the schema owner of DATABASE_URL\'s database: set DATABASE_URL too' });
    }
    if (!!env.BOOTSTRAP_ADMIN_EMAIL !== !!env.BOOTSTRAP_ADMIN_PASSWORD) {
      ctx.addIssue({
        code: 'custom',
        path: [env.BOOTSTRAP_ADMIN_EMAIL ? 'BOOTSTRAP_ADMIN_PASSWORD' : 'BOOTSTRAP_ADMIN_EMAIL'],
        message: 'BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD go together',
      });
    }
  });

export type DatabaseConfig =
  | {
      kind: 'postgres';
      url: string;
      /** The schema owner's connection for migrations, when DATABASE_URL is a role that owns nothing. */
      migrationUrl: string | undefined;
      poolSize: number;
      statementTimeoutMs: number;
    }
  | { kind: 'pglite'; dataDir: string; statementTimeoutMs: number };

export interface Config {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  publicBaseUrl: string;
  logLevel: string;
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
  seedDemoData: boolean;
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
        statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      }
    : {
        kind: 'pglite',
        dataDir: path.resolve(e.DATA_DIR),
        statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      };
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host,
    publicBaseUrl: e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
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
    },
    bootstrapAdmin:
      e.BOOTSTRAP_ADMIN_EMAIL && e.BOOTSTRAP_ADMIN_PASSWORD
        ? { email: e.BOOTSTRAP_ADMIN_EMAIL, password: e.BOOTSTRAP_ADMIN_PASSWORD }
        : undefined,
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
  };
}
