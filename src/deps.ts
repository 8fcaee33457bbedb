import type { Config } from './config.js';
import type { Database } from './db/types.js';
import type { AppDeps } from './http/context.js';
import { createLiveSessions } from './http/live-sessions.js';
import { createTokenVerifier } from './http/tokens.js';
import type { Logger } from './logger.js';
import { createIdentityProvider } from './modules/identity/index.js';

/** Everything the app is built from, assembled in one place for the server, tests and scripts. */
export function createDeps(config: Config, db: Database, log: Logger): AppDeps {
  return {
    config,
    db,
    log,
    tokens: createTokenVerifier(config.auth, config.identity.provider === 'builtin' ? 'local' : 'external'),
    liveSessions: createLiveSessions(),
    identity: createIdentityProvider(config),
    lifecycle: { shuttingDown: false },
  };
}
