import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type Config, type LoadConfigOptions } from '../../src/config.js';
import { readOrCreateGeneratedSecret } from '../../src/generated-secret.js';

/**
 * Every rule of the configuration schema: each variable's default, bounds and format, and each rule
 * between variables. A key is configured unless a test is about keys, so that the other rules are
 * seen on their own.
 */
const KEY = 'k'.repeat(32);

function load(env: Record<string, string | undefined>, options?: LoadConfigOptions): Config {
  return loadConfig({ JWT_SECRET: KEY, ...env }, options);
}

function problems(env: Record<string, string | undefined>, options?: LoadConfigOptions): string[] {
  try {
    loadConfig(env, options);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  throw new Error('the configuration was accepted');
}

const SERVER = 'postgres://svc@db.internal:5432/parking';

describe('integer variables: default, bounds, integers only', () => {
  const integers: [name: string, min: number, max: number, fallback: number, read: (c: Config) => number][] = [
    ['PORT', 0, 65535, 8787, (c) => c.port],
    ['DATABASE_POOL_SIZE', 1, 200, 10, (c) => (c.database.kind === 'postgres' ? c.database.poolSize : NaN)],
    ['DATABASE_CONNECTION_LIFETIME_SECONDS', 0, 86_400, 1800, (c) => (c.database.kind === 'postgres' ? c.database.connectionLifetimeSeconds : NaN)],
    ['DATABASE_STATEMENT_TIMEOUT_MS', 100, 600_000, 10_000, (c) => c.database.statementTimeoutMs],
    ['BODY_LIMIT_BYTES', 1024, 50 * 1024 * 1024, 1024 * 1024, (c) => c.bodyLimitBytes],
    ['SHUTDOWN_TIMEOUT_MS', 0, 120_000, 10_000, (c) => c.shutdownTimeoutMs],
    ['MASTER_DATA_CACHE_SECONDS', 0, 3600, 10, (c) => c.masterDataCacheSeconds],
    ['ACCESS_TOKEN_TTL_SECONDS', 60, 86_400, 3600, (c) => c.identity.accessTokenTtlSeconds],
    ['AUTH_RATE_LIMIT_PER_MINUTE', 1, 100_000, 10, (c) => c.identity.rateLimitPerMinute],
    ['TRUST_PROXY_HOPS', 1, 10, 1, (c) => c.trustedProxyHops],
    ['AUTH_OTP_TTL_SECONDS', 60, 86_400, 600, (c) => c.identity.otpTtlSeconds],
    ['AUTH_EMAIL_MIN_INTERVAL_SECONDS', 0, 3600, 60, (c) => c.identity.emailMinIntervalSeconds],
    ['UPLOAD_URL_TTL_SECONDS', 60, 604_800, 900, (c) => c.storage.urlTtlSeconds],
    ['LOG_SLOW_REQUEST_MS', 0, 3_600_000, 1000, (c) => c.requestLog.slowMs],
  ];
  // The pool's settings are read with a server database; proxy hops with TRUST_PROXY on.
  const context = (name: string) => ({
    ...(name === 'DATABASE_POOL_SIZE' || name === 'DATABASE_CONNECTION_LIFETIME_SECONDS' ? { DATABASE_URL: SERVER } : {}),
    ...(name === 'TRUST_PROXY_HOPS' ? { TRUST_PROXY: 'true' } : {}),
  });

  it.each(integers)('%s: default %#', (name, _min, _max, fallback, read) => {
    expect(read(load({ ...context(name) }))).toBe(fallback);
    expect(read(load({ ...context(name), [name]: '' }))).toBe(fallback);
    expect(read(load({ ...context(name), [name]: '  ' }))).toBe(fallback);
  });

  it.each(integers)('%s: accepts its bounds and refuses beyond them, naming the variable', (name, min, max, _fallback, read) => {
    expect(read(load({ ...context(name), [name]: String(min) }))).toBe(min);
    expect(read(load({ ...context(name), [name]: String(max) }))).toBe(max);
    for (const bad of [String(min - 1), String(max + 1)]) {
      const found = problems({ JWT_SECRET: KEY, ...context(name), [name]: bad });
      expect(found).toHaveLength(1);
      expect(found[0]).toMatch(new RegExp(`^${name}: `));
    }
  });

  it.each(integers)('%s: refuses a fraction and a word', (name) => {
    for (const bad of ['1.5', 'ten', '0x10z']) {
      expect(problems({ JWT_SECRET: KEY, ...context(name), [name]: bad })).toEqual([expect.stringMatching(new RegExp(`^${name}: `))]);
    }
  });
});

describe('enumerations', () => {
  const enums: [name: string, values: string[], fallback: string, read: (c: Config) => unknown][] = [
    ['NODE_ENV', ['development', 'test', 'production'], 'development', (c) => c.env],
    ['LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info', (c) => c.logLevel],
    ['AUTH_PROVIDER', ['builtin', 'external'], 'builtin', (c) => c.identity.provider],
  ];
  const context = (name: string, value: string) =>
    name === 'AUTH_PROVIDER' && value === 'external' ? { EXTERNAL_AUTH_URL: 'https://auth.example.jp', SERVICE_ROLE_KEY: 'service-key' } : {};

  it.each(enums)('%s: each value, the default, and nothing else', (name, values, fallback, read) => {
    for (const value of values) expect(read(load({ ...context(name, value), [name]: value }))).toBe(value);
    expect(read(load({}))).toBe(fallback);
    expect(problems({ JWT_SECRET: KEY, [name]: 'Production' })).toEqual([expect.stringMatching(new RegExp(`^${name}: `))]);
  });

  it('TRUST_PROXY is true or false (default false: the socket address, no header trusted)', () => {
    expect(load({}).trustedProxyHops).toBe(0);
    expect(load({ TRUST_PROXY: 'false' }).trustedProxyHops).toBe(0);
    expect(load({ TRUST_PROXY: 'true' }).trustedProxyHops).toBe(1);
    expect(problems({ JWT_SECRET: KEY, TRUST_PROXY: 'yes' })).toEqual([expect.stringMatching(/^TRUST_PROXY: /)]);
  });

  it('SEED_DEMO_DATA is true or false; by default the embedded database is seeded and a server database is not', () => {
    expect(load({}).seedDemoData).toBe(true);
    expect(load({ DATABASE_URL: SERVER }).seedDemoData).toBe(false);
    expect(load({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
    expect(load({ DATABASE_URL: SERVER, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(problems({ JWT_SECRET: KEY, SEED_DEMO_DATA: '1' })).toEqual([expect.stringMatching(/^SEED_DEMO_DATA: /)]);
  });
});

describe('LOG_REQUEST_SAMPLE_RATE', () => {
  it('is a share from 0 to 1, default 1 (every request logged)', () => {
    expect(load({}).requestLog.sampleRate).toBe(1);
    expect(load({ LOG_REQUEST_SAMPLE_RATE: '0.05' }).requestLog.sampleRate).toBe(0.05);
    expect(load({ LOG_REQUEST_SAMPLE_RATE: '0' }).requestLog.sampleRate).toBe(0);
    for (const bad of ['1.5', '-0.1', 'half']) {
      expect(problems({ JWT_SECRET: KEY, LOG_REQUEST_SAMPLE_RATE: bad })).toEqual([expect.stringMatching(/^LOG_REQUEST_SAMPLE_RATE: /)]);
    }
  });
});

describe('formats', () => {
  it('DATABASE_URL must be a postgres:// or postgresql:// URL; unset means the embedded database in DATA_DIR', () => {
    expect(load({ DATABASE_URL: 'postgresql://a@b/c' }).database).toMatchObject({ kind: 'postgres', url: 'postgresql://a@b/c' });
    expect(problems({ JWT_SECRET: KEY, DATABASE_URL: 'mysql://a@b/c' })).toEqual([
      'DATABASE_URL: must be a postgres:// or postgresql:// URL',
    ]);
    expect(load({}).database).toEqual({ kind: 'pglite', dataDir: path.resolve('./.data'), statementTimeoutMs: 10_000 });
    expect(load({ DATA_DIR: 'some/where' }).database).toMatchObject({ kind: 'pglite', dataDir: path.resolve('some/where') });
  });

  it('JWT_SECRET has at least 32 characters', () => {
    expect(load({ JWT_SECRET: 'a'.repeat(32) }).auth.jwtSecret).toBe('a'.repeat(32));
    expect(problems({ JWT_SECRET: 'a'.repeat(31) })).toEqual(['JWT_SECRET: must be at least 32 characters']);
  });

  it.each(['JWT_JWKS_URL', 'PUBLIC_BASE_URL', 'EXTERNAL_AUTH_URL'])('%s must be a URL', (name) => {
    expect(problems({ JWT_SECRET: KEY, [name]: 'not a url' })).toContainEqual(expect.stringMatching(new RegExp(`^${name}: `)));
  });

  it('PUBLIC_BASE_URL defaults to localhost on the port', () => {
    expect(load({ PORT: '9000' }).publicBaseUrl).toBe('http://localhost:9000');
    expect(load({ PUBLIC_BASE_URL: 'https://api.example.jp' }).publicBaseUrl).toBe('https://api.example.jp');
  });

  it('JWT_AUDIENCE defaults to authenticated; JWT_ISSUER is optional', () => {
    expect(load({}).auth).toMatchObject({ audience: 'authenticated', issuer: undefined });
    expect(load({ JWT_AUDIENCE: 'portal', JWT_ISSUER: 'https://auth.example.jp' }).auth).toMatchObject({ audience: 'portal', issuer: 'https://auth.example.jp' });
  });

  it('HOST is an IP address or a host name', () => {
    for (const host of ['0.0.0.0', '::', '10.1.2.3', 'fe80::1', 'localhost', 'api-1.internal']) expect(load({ HOST: host }).host).toBe(host);
    for (const host of ['exa mple', 'http://x', '-lead.example', 'a..b']) {
      expect(problems({ JWT_SECRET: KEY, HOST: host })).toEqual(['HOST: must be an IP address or a host name']);
    }
  });

  it('HOST defaults to loopback with the embedded database and to every interface with a server database', () => {
    expect(load({}).host).toBe('127.0.0.1');
    expect(load({ DATABASE_URL: SERVER }).host).toBe('0.0.0.0');
  });

  it('CORS_ORIGINS is a comma-separated list; by default any origin outside production and none in production', () => {
    expect(load({ CORS_ORIGINS: ' https://a.example.jp, ,https://b.example.jp ' }).corsOrigins).toEqual(['https://a.example.jp', 'https://b.example.jp']);
    expect(load({}).corsOrigins).toEqual(['*']);
    expect(load({ NODE_ENV: 'production' }).corsOrigins).toEqual([]);
  });

  it('BOOTSTRAP_ADMIN_EMAIL is an address and BOOTSTRAP_ADMIN_PASSWORD has at least 8 characters', () => {
    expect(load({ BOOTSTRAP_ADMIN_EMAIL: 'ops@example.jp', BOOTSTRAP_ADMIN_PASSWORD: '12345678' }).bootstrapAdmin).toEqual({
      email: 'ops@example.jp',
      password: '12345678',
    });
    expect(problems({ JWT_SECRET: KEY, BOOTSTRAP_ADMIN_EMAIL: 'ops', BOOTSTRAP_ADMIN_PASSWORD: '12345678' })).toEqual([
      expect.stringMatching(/^BOOTSTRAP_ADMIN_EMAIL: /),
    ]);
    expect(problems({ JWT_SECRET: KEY, BOOTSTRAP_ADMIN_EMAIL: 'ops@example.jp', BOOTSTRAP_ADMIN_PASSWORD: '1234567' })).toEqual([
      'BOOTSTRAP_ADMIN_PASSWORD: must be at least 8 characters',
    ]);
  });
});

describe('e-mail and the queue worker', () => {
  it('mail goes to the development outbox in DATA_DIR unless SMTP_URL is set', () => {
    const dev = load({ DATA_DIR: '/tmp/parking-data' });
    expect(dev.mail).toEqual({ driver: 'outbox', smtpUrl: undefined, from: 'Parking Service <no-reply@localhost>', outboxDir: '/tmp/parking-data/outbox' });
    expect(load({ MAIL_OUTBOX_DIR: '/tmp/mails' }).mail.outboxDir).toBe('/tmp/mails');
    const smtp = load({ SMTP_URL: 'smtps://user:pass@smtp.example.jp:465', MAIL_FROM: '駐車場 <no-reply@example.jp>' });
    expect(smtp.mail).toMatchObject({ driver: 'smtp', smtpUrl: 'smtps://user:pass@smtp.example.jp:465', from: '駐車場 <no-reply@example.jp>' });
    expect(load({ SMTP_URL: 'smtp://mail.internal:25', MAIL_DRIVER: 'outbox' }).mail.driver).toBe('outbox');
  });

  it('MAIL_DRIVER=smtp needs SMTP_URL, which is an smtp:// or smtps:// URL; MAIL_FROM is an address', () => {
    expect(problems({ JWT_SECRET: KEY, MAIL_DRIVER: 'smtp' })).toEqual(['SMTP_URL: is required with MAIL_DRIVER=smtp']);
    expect(problems({ JWT_SECRET: KEY, MAIL_DRIVER: 'sendmail' })).toEqual([expect.stringMatching(/^MAIL_DRIVER: /)]);
    expect(problems({ JWT_SECRET: KEY, SMTP_URL: 'https://mail.example.jp' })).toEqual(['SMTP_URL: must be an smtp:// or smtps:// URL']);
    expect(problems({ JWT_SECRET: KEY, MAIL_FROM: 'nobody' })).toEqual([expect.stringMatching(/^MAIL_FROM: /)]);
  });

  it('AUTH_CONFIRM_EMAIL is true or false (default false); links lead to AUTH_SITE_URL or an AUTH_REDIRECT_URLS prefix', () => {
    expect(load({}).identity).toMatchObject({ confirmEmail: false, siteUrl: 'http://localhost:8787', redirectUrls: [] });
    expect(load({ AUTH_CONFIRM_EMAIL: 'true' }).identity.confirmEmail).toBe(true);
    expect(problems({ JWT_SECRET: KEY, AUTH_CONFIRM_EMAIL: 'yes' })).toEqual([expect.stringMatching(/^AUTH_CONFIRM_EMAIL: /)]);
    expect(load({ PUBLIC_BASE_URL: 'https://api.example.jp' }).identity.siteUrl).toBe('https://api.example.jp');
    const linked = load({ AUTH_SITE_URL: 'https://app.example.jp', AUTH_REDIRECT_URLS: 'parking://auth, https://admin.example.jp/callback' });
    expect(linked.identity).toMatchObject({ siteUrl: 'https://app.example.jp', redirectUrls: ['parking://auth', 'https://admin.example.jp/callback'] });
    expect(problems({ JWT_SECRET: KEY, AUTH_REDIRECT_URLS: 'parking://auth,/relative' })).toEqual([expect.stringMatching(/^AUTH_REDIRECT_URLS: /)]);
  });

  it('RUN_WORKER: by default the embedded database runs its worker in the API process, a server database does not', () => {
    expect(load({}).runWorker).toBe(true);
    expect(load({ DATABASE_URL: SERVER }).runWorker).toBe(false);
    expect(load({ DATABASE_URL: SERVER, RUN_WORKER: 'true' }).runWorker).toBe(true);
    expect(load({ RUN_WORKER: 'false' }).runWorker).toBe(false);
  });
});

describe('token keys: no built-in key; a generated one only where nobody else can reach it', () => {
  it('the embedded database on loopback without a key names a file in its data directory and no secret yet', () => {
    for (const env of [{}, { HOST: 'localhost' }, { HOST: '127.0.0.2' }, { HOST: '::1' }, { NODE_ENV: 'test' }]) {
      const config = loadConfig({ DATA_DIR: '/srv/parking', ...env });
      expect(config.auth.jwtSecret).toBeUndefined();
      expect(config.auth.generatedSecretFile).toBe(path.join('/srv/parking', 'jwt-secret'));
    }
  });

  it('a configured key is used as it is, and nothing is generated', () => {
    expect(load({}).auth).toMatchObject({ jwtSecret: KEY, generatedSecretFile: undefined });
    const jwks = loadConfig({ JWT_JWKS_URL: 'https://auth.example.jp/jwks', AUTH_PROVIDER: 'external', EXTERNAL_AUTH_URL: 'https://auth.example.jp', SERVICE_ROLE_KEY: 's' });
    expect(jwks.auth).toMatchObject({ jwtSecret: undefined, generatedSecretFile: undefined, jwksUrl: 'https://auth.example.jp/jwks' });
  });

  it('a server database without a key refuses to start, naming JWT_SECRET', () => {
    expect(problems({ DATABASE_URL: SERVER, HOST: '127.0.0.1' })).toEqual([
      'JWT_SECRET: JWT_SECRET (or JWT_JWKS_URL) is required with DATABASE_URL: a key is generated only for the embedded database, while every process on a server database must verify the same tokens',
    ]);
  });

  it('a host others can reach without a key refuses to start, naming JWT_SECRET and the host', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'parking.example.jp']) {
      expect(problems({ HOST: host })).toEqual([
        `JWT_SECRET: JWT_SECRET (or JWT_JWKS_URL) is required when HOST (${host}) is not a loopback address: a service others can reach signs with a key its operator manages, not one generated into the data directory`,
      ]);
    }
  });

  it('production without a key refuses to start, naming JWT_SECRET', () => {
    expect(problems({ NODE_ENV: 'production' })).toEqual(['JWT_SECRET: JWT_SECRET (or JWT_JWKS_URL) is required when NODE_ENV=production']);
  });

  it('every reason is named at once', () => {
    expect(problems({ NODE_ENV: 'production', DATABASE_URL: SERVER })).toHaveLength(3);
  });

  it('tools that serve nothing (migrate, admin:create) need no key', () => {
    const config = loadConfig({ DATABASE_URL: SERVER, NODE_ENV: 'production' }, { serving: false });
    expect(config.auth).toMatchObject({ jwtSecret: undefined, generatedSecretFile: undefined });
  });

  it('the built-in provider needs JWT_SECRET even with JWT_JWKS_URL: it signs the tokens it issues', () => {
    expect(problems({ JWT_JWKS_URL: 'https://auth.example.jp/jwks' })).toEqual([
      'JWT_SECRET: is required with AUTH_PROVIDER=builtin: it signs the tokens /auth/v1 issues (JWT_JWKS_URL only verifies)',
    ]);
  });
});

describe('uploads', () => {
  it('the built-in store by default: files in DATA_DIR/uploads, served under PUBLIC_BASE_URL/files', () => {
    const c = load({ DATA_DIR: '/srv/parking' });
    expect(c.storage).toMatchObject({ driver: 'local', uploadsDir: '/srv/parking/uploads', publicBaseUrl: 'http://localhost:8787/files', signingSecret: undefined, s3: undefined });
    expect(load({ UPLOADS_DIR: '/mnt/files', PUBLIC_BASE_URL: 'https://api.example.jp/' }).storage).toMatchObject({
      uploadsDir: '/mnt/files',
      publicBaseUrl: 'https://api.example.jp/files',
    });
    expect(load({ STORAGE_PUBLIC_BASE_URL: 'https://cdn.example.jp/u/' }).storage.publicBaseUrl).toBe('https://cdn.example.jp/u');
  });

  it('UPLOAD_SIGNING_SECRET has at least 32 characters; unset, the key of upload URLs is derived from JWT_SECRET', () => {
    expect(problems({ JWT_SECRET: KEY, UPLOAD_SIGNING_SECRET: 'short' })).toEqual([expect.stringMatching(/^UPLOAD_SIGNING_SECRET: /)]);
    expect(load({ UPLOAD_SIGNING_SECRET: 'u'.repeat(32) }).storage.signingSecret).toBe('u'.repeat(32));
    expect(load({}).storage.signingSecret).toBeUndefined();
  });

  it('STORAGE_DRIVER=s3 needs S3_BUCKET and STORAGE_PUBLIC_BASE_URL; the access key pair goes together', () => {
    expect(problems({ JWT_SECRET: KEY, STORAGE_DRIVER: 's3' })).toEqual([
      expect.stringMatching(/^S3_BUCKET: is required with STORAGE_DRIVER=s3/),
      expect.stringMatching(/^STORAGE_PUBLIC_BASE_URL: is required with STORAGE_DRIVER=s3/),
    ]);
    expect(problems({ JWT_SECRET: KEY, STORAGE_DRIVER: 'gcs' })).toEqual([expect.stringMatching(/^STORAGE_DRIVER: /)]);
    const s3 = { STORAGE_DRIVER: 's3', S3_BUCKET: 'photos', STORAGE_PUBLIC_BASE_URL: 'https://cdn.example.jp' };
    expect(problems({ JWT_SECRET: KEY, ...s3, S3_ACCESS_KEY_ID: 'AKIA' })).toEqual([expect.stringMatching(/^S3_SECRET_ACCESS_KEY: /)]);
    expect(problems({ JWT_SECRET: KEY, ...s3, S3_ENDPOINT: 'minio:9000' })).toEqual([expect.stringMatching(/^S3_ENDPOINT: /)]);
    expect(load(s3).storage.s3).toEqual({ bucket: 'photos', region: 'us-east-1', endpoint: undefined, forcePathStyle: false, credentials: undefined });
    expect(load({ ...s3, S3_REGION: 'ap-northeast-1', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }).storage.s3).toEqual({
      bucket: 'photos',
      region: 'ap-northeast-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
    });
  });
});

describe('rules between variables', () => {
  it('AUTH_PROVIDER=external needs EXTERNAL_AUTH_URL and SERVICE_ROLE_KEY', () => {
    expect(problems({ JWT_SECRET: KEY, AUTH_PROVIDER: 'external' })).toEqual([
      'EXTERNAL_AUTH_URL: is required when AUTH_PROVIDER=external',
      'SERVICE_ROLE_KEY: is required when AUTH_PROVIDER=external',
    ]);
    expect(load({ AUTH_PROVIDER: 'external', EXTERNAL_AUTH_URL: 'https://auth.example.jp', SERVICE_ROLE_KEY: 's' }).identity).toMatchObject({
      provider: 'external',
      externalUrl: 'https://auth.example.jp',
      serviceRoleKey: 's',
    });
  });

  it('BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD go together', () => {
    expect(problems({ JWT_SECRET: KEY, BOOTSTRAP_ADMIN_EMAIL: 'ops@example.jp' })).toEqual([
      'BOOTSTRAP_ADMIN_PASSWORD: BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD go together',
    ]);
    expect(problems({ JWT_SECRET: KEY, BOOTSTRAP_ADMIN_PASSWORD: '12345678' })).toEqual([
      'BOOTSTRAP_ADMIN_EMAIL: BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD go together',
    ]);
    expect(load({}).bootstrapAdmin).toBeUndefined();
  });

  it('makes a development Super Admin only on the embedded database in development, when no bootstrap admin is named', () => {
    const embedded = load({ NODE_ENV: 'development', DATA_DIR: '/tmp/parking-data' });
    expect(embedded.developmentAdminFile).toBe('/tmp/parking-data/development-admin.txt');
    expect(load({ NODE_ENV: 'test', DATA_DIR: '/tmp/parking-data' }).developmentAdminFile).toBeUndefined();
    expect(load({ NODE_ENV: 'development', DATABASE_URL: 'postgres://localhost/x' }).developmentAdminFile).toBeUndefined();
    expect(
      load({ NODE_ENV: 'development', BOOTSTRAP_ADMIN_EMAIL: 'ops@example.jp', BOOTSTRAP_ADMIN_PASSWORD: '12345678' }).developmentAdminFile,
    ).toBeUndefined();
  });

  it('TRUST_PROXY_HOPS needs TRUST_PROXY=true', () => {
    expect(problems({ JWT_SECRET: KEY, TRUST_PROXY_HOPS: '2' })).toEqual(['TRUST_PROXY_HOPS: counts proxies in front of the service: it needs TRUST_PROXY=true']);
    expect(problems({ JWT_SECRET: KEY, TRUST_PROXY: 'false', TRUST_PROXY_HOPS: '2' })).toHaveLength(1);
    expect(load({ TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '2' }).trustedProxyHops).toBe(2);
  });

  it('PASSWORD_HASH_COST is log2 of scrypt\'s N: 15 by default, 10..20, at least 15 in production', () => {
    expect(load({}).identity.passwordHashCost).toBe(15);
    expect(load({ PASSWORD_HASH_COST: '10' }).identity.passwordHashCost).toBe(10);
    expect(problems({ JWT_SECRET: KEY, PASSWORD_HASH_COST: '9' })[0]).toMatch(/^PASSWORD_HASH_COST:/);
    expect(problems({ JWT_SECRET: KEY, PASSWORD_HASH_COST: '21' })[0]).toMatch(/^PASSWORD_HASH_COST:/);
    expect(problems({ JWT_SECRET: KEY, NODE_ENV: 'production', PASSWORD_HASH_COST: '14' })).toEqual([
      'PASSWORD_HASH_COST: must be at least 15 in production: a lower cost makes a stolen password table cheap to crack',
    ]);
    expect(load({ NODE_ENV: 'production', PASSWORD_HASH_COST: '16' }).identity.passwordHashCost).toBe(16);
  });

  it('reports every problem at once, each naming its variable', () => {
    expect(problems({ PORT: 'x', LOG_LEVEL: 'loud', JWT_SECRET: 'short' }).map((p) => p.split(':')[0])).toEqual(['PORT', 'LOG_LEVEL', 'JWT_SECRET']);
  });
});

describe('the generated key file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parking-key-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is made once, readable by its owner only, and read back unchanged', () => {
    const file = path.join(dir, 'jwt-secret');
    const made = readOrCreateGeneratedSecret(file);
    expect(made.created).toBe(true);
    expect(made.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(readOrCreateGeneratedSecret(file)).toEqual({ secret: made.secret, created: false });
    expect(fs.readdirSync(dir)).toEqual(['jwt-secret']);
  });

  it('is refused when others could read it, or when it is too short to be a key, naming the file', () => {
    const open = path.join(dir, 'open');
    fs.writeFileSync(open, 'a'.repeat(43));
    fs.chmodSync(open, 0o644);
    expect(() => readOrCreateGeneratedSecret(open)).toThrow(ConfigError);
    expect(() => readOrCreateGeneratedSecret(open)).toThrow(`${open}: is readable or writable by other users (mode 0644)`);
    const short = path.join(dir, 'short');
    fs.writeFileSync(short, 'abc\n', { mode: 0o600 });
    expect(() => readOrCreateGeneratedSecret(short)).toThrow(`${short}: holds 3 characters where a key has at least 32`);
  });
});
