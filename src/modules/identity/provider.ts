import type { Queryable } from '../../db/types.js';

/**
 * What the rest of the service needs from the identity provider, whichever it is: the built-in one
 * (auth.users in this database, served under /auth/v1) or an external Supabase Auth reached through
 * its admin API with the service-role key. Admin account management uses only this.
 */
export interface IdentityUser {
  id: string;
  email: string;
}

export interface CreateIdentityUserInput {
  email: string;
  password: string;
  /** Admin-created accounts are confirmed: the person never receives a confirmation mail. */
  emailConfirmed: boolean;
  appMetadata?: Record<string, unknown>;
  userMetadata?: Record<string, unknown>;
}

export interface IdentityProvider {
  readonly kind: 'builtin' | 'external';
  /**
   * Creates the user. `tx` is the caller's transaction: the built-in provider writes in it, so an
   * admin row and its identity user commit or roll back together. An external provider cannot
   * join it; callers create the external user last. Either way, the user returned (here and by
   * findUserByEmail) has a row in auth.users by the end of `tx`, so rows may reference it.
   */
  createUser(tx: Queryable, input: CreateIdentityUserInput): Promise<IdentityUser>;
  setPassword(tx: Queryable, userId: string, password: string): Promise<void>;
  deleteUser(tx: Queryable, userId: string): Promise<void>;
  findUserByEmail(tx: Queryable, email: string): Promise<IdentityUser | undefined>;
}
