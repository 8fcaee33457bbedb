import type { Database } from '../../db/types.js';

/**
 * What the rest of the service needs from the identity provider, whichever it is: the built-in one
 * (auth.users in this database, served under /auth/v1) or an external Supabase Auth reached through
 * its admin API with the service-role key. Admin account management uses only this.
 */
export interface IdentityUser {
  id: string;
  email: string;
}

export interface FoundIdentityUser extends IdentityUser {
  /**
   * The user's app_metadata, which only the service role writes (users cannot): it can tell who
   * created the user, e.g. `admin_id` for the admin account a create request made it for.
   */
  appMetadata: Record<string, unknown>;
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
   * Each call is a step of its own: the built-in provider writes auth.users in a short service-role
   * transaction, an external one calls its admin API. Neither can join a caller's transaction, so
   * callers hold none open across these calls and write their own rows before or after them.
   * Either way, the user returned (here and by findUserByEmail) has a row in auth.users when the
   * call returns, so rows may reference it.
   */
  createUser(db: Database, input: CreateIdentityUserInput): Promise<IdentityUser>;
  setPassword(db: Database, userId: string, password: string): Promise<void>;
  deleteUser(db: Database, userId: string): Promise<void>;
  findUserByEmail(db: Database, email: string): Promise<FoundIdentityUser | undefined>;
  /**
   * Tells the provider that the user is banned (its sign-in and refresh refuse them) or no longer.
   * The ban itself is written in this database by public.admin_set_user_ban, in the admin's
   * transaction: for the built-in provider that is all (auth.users is its store) and this does
   * nothing; an external provider is told through its admin API (`ban_duration`), before the
   * admin's transaction commits, so that a refusal there leaves nothing changed here.
   */
  setBanned(userId: string, banned: boolean): Promise<void>;
}
