import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/types.js';
import type { AppDeps } from './http/context.js';
import { createLiveSessions } from './http/live-sessions.js';
import { createTokenVerifier } from './http/tokens.js';
import type { Logger } from './logger.js';
import { createIdentityProvider } from './modules/identity/index.js';
import { createRealtimeHub } from './modules/realtime/hub.js';
import { createJobQueue } from './queue/index.js';
import { createPasswordHasher } from './modules/identity/passwords.js';
import { createObjectStorage } from './modules/storage/drivers.js';
import { createStoreVerifiers } from './modules/subscriptions/store-verifiers/index.js';

/** Everything the app is built from, assembled in one place for the server, tests and scripts. */
export function createDeps(config: Config, db: Database, log: Logger, clock: Clock = systemClock): AppDeps {
  const passwords = createPasswordHasher(config.identity.passwordHashCost);
  const tokens = createTokenVerifier(config.auth, config.identity.provider === 'builtin' ? 'local' : 'external', clock);
  const liveSessions = createLiveSessions();
  return {
    config,
    db,
    log,
    tokens,
    liveSessions,
    realtime: createRealtimeHub({
      db,
      tokens,
      liveSessions,
      log,
      clock,
      limits: config.realtime,
      statementTimeoutMs: config.database.statementTimeoutMs,
    }),
    queue: createJobQueue({ db, log, statementTimeoutMs: config.database.statementTimeoutMs }),
    identity: createIdentityProvider(config, passwords),
    passwords,
    storage: createObjectStorage(config.storage, { publicBaseUrl: config.publicBaseUrl, tokenKey: config.auth.jwtSecret, clock }),
    stores: createStoreVerifiers(config.stores, clock),
    lifecycle: { shuttingDown: false },
    clock,
  };
}
