import type { Config } from '../../config.js';
import { createBuiltinIdentityProvider } from './builtin-provider.js';
import { createExternalIdentityProvider } from './external-provider.js';
import type { PasswordHasher } from './passwords.js';
import type { IdentityProvider } from './provider.js';

export { registerIdentityRoutes } from './routes.js';

export function createIdentityProvider(config: Config, passwords: PasswordHasher): IdentityProvider {
  if (config.identity.provider === 'external') {
    const { externalUrl, serviceRoleKey } = config.identity;
    // loadConfig refuses external mode without both; a hand-built Config could still lack them.
    if (!externalUrl || !serviceRoleKey) throw new Error('AUTH_PROVIDER=external needs EXTERNAL_AUTH_URL and SERVICE_ROLE_KEY');
    return createExternalIdentityProvider({ url: externalUrl, serviceRoleKey });
  }
  return createBuiltinIdentityProvider(passwords);
}
