import type { Config } from '../../config.js';
import { createBuiltinIdentityProvider } from './builtin-provider.js';
import type { IdentityProvider } from './provider.js';

export function createIdentityProvider(config: Config): IdentityProvider {
  if (config.identity.provider === 'external') {
    throw new Error('AUTH_PROVIDER=external is not available yet');
  }
  return createBuiltinIdentityProvider();
}
