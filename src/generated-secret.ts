import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { ConfigError, type Config } from './config.js';
import type { Logger } from './logger.js';

/** 256 bits, as base64url: 43 characters, above the 32 that JWT_SECRET must have. */
const GENERATED_SECRET_BYTES = 32;
const MIN_SECRET_LENGTH = 32;

function problem(file: string, message: string): ConfigError {
  return new ConfigError([`${file}: ${message}; or set JWT_SECRET`]);
}

function readSecret(file: string): string {
  // Like ssh with a private key: a key others could read may already sign their tokens.
  if (process.platform !== 'win32') {
    const mode = fs.statSync(file).mode & 0o777;
    if (mode & 0o077) {
      throw problem(file, `is readable or writable by other users (mode ${mode.toString(8).padStart(4, '0')}): chmod 600 it if nobody else could have read it, or delete it to have a new key generated (signing everyone out)`);
    }
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw problem(file, `holds ${secret.length} characters where a key has at least ${MIN_SECRET_LENGTH}: delete it to have a new key generated (signing everyone out)`);
  }
  return secret;
}

/**
 * The token key of an embedded database without JWT_SECRET: random, made on its first start and kept
 * in its data directory (owner-only), so tokens survive restarts and no two installations share
 * one. The caller holds the data directory's lock, so no other process creates it meanwhile; it is
 * written under another name and renamed, so a crash never leaves half a key behind.
 */
export function readOrCreateGeneratedSecret(file: string): { secret: string; created: boolean } {
  if (fs.existsSync(file)) return { secret: readSecret(file), created: false };
  const secret = randomBytes(GENERATED_SECRET_BYTES).toString('base64url');
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  fs.renameSync(partial, file);
  return { secret, created: true };
}

/** The config with the generated key in place, when it names one; unchanged otherwise. */
export function withGeneratedSecret(config: Config, log: Logger): Config {
  const file = config.auth.generatedSecretFile;
  if (!file || config.auth.jwtSecret) return config;
  const { secret, created } = readOrCreateGeneratedSecret(file);
  log.info({ file }, created ? 'JWT_SECRET is not set: generated a token key for this data directory' : 'JWT_SECRET is not set: using the token key generated for this data directory');
  return { ...config, auth: { ...config.auth, jwtSecret: secret } };
}
