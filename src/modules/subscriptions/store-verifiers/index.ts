import type { Clock } from '../../../clock.js';
import { ConfigError, type Config } from '../../../config.js';
import { bundledAppleRootPaths, createAppleVerifier, readRootCertificate } from './apple.js';
import { createGooglePlayVerifier } from './google-play.js';
import { ANDROID_PUBLISHER_SCOPE, createServiceAccountTokenSource, GOOGLE_TOKEN_URL, readServiceAccountKey } from './google-service-account.js';
import type { StoreVerifiers } from './types.js';

export * from './types.js';

/**
 * The verifiers this deployment is configured for, built at start-up: the trusted roots and the
 * service-account key are read here, so a missing or broken file stops start-up with the variable's
 * name rather than failing the first purchase.
 */
export function createStoreVerifiers(stores: Config['stores'], clock: Clock, fetchImpl?: typeof fetch): StoreVerifiers {
  const problems: string[] = [];
  let apple: StoreVerifiers['apple'];
  let google: StoreVerifiers['google'];

  if (stores.apple) {
    const a = stores.apple;
    try {
      const roots = (a.rootCertPaths ?? bundledAppleRootPaths()).map(readRootCertificate);
      apple = createAppleVerifier({
        bundleId: a.bundleId,
        appAppleId: a.appAppleId,
        environments: a.environments,
        rootCertificates: roots,
        onlineChecks: a.onlineChecks,
        clock,
      });
    } catch (err) {
      problems.push(`APPLE_ROOT_CERTS: ${(err as Error).message}`);
    }
  }

  if (stores.google) {
    const g = stores.google;
    try {
      const key = readServiceAccountKey(g.serviceAccountKeyFile);
      google = createGooglePlayVerifier({
        packageName: g.packageName,
        apiBaseUrl: g.apiBaseUrl,
        tokens: createServiceAccountTokenSource({
          key,
          tokenUrl: g.tokenUrl ?? key.tokenUri ?? GOOGLE_TOKEN_URL,
          scope: ANDROID_PUBLISHER_SCOPE,
          clock,
          ...(fetchImpl ? { fetch: fetchImpl } : {}),
        }),
        allowTestPurchases: g.allowTestPurchases,
        pubsub: g.pubsub,
        clock,
        ...(fetchImpl ? { fetch: fetchImpl } : {}),
      });
    } catch (err) {
      problems.push(`GOOGLE_PLAY_SERVICE_ACCOUNT_KEY_FILE: ${(err as Error).message}`);
    }
  }

  if (problems.length) throw new ConfigError(problems);
  return { apple, google };
}
