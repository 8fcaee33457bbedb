import { asCaller, serviceCaller } from '../../db/caller.js';
import { ApiError } from '../../http/errors.js';
import type { PasswordHasher } from './passwords.js';
import type { CreateIdentityUserInput, FoundIdentityUser, IdentityProvider, IdentityUser } from './provider.js';
import { endSessions } from './sessions.js';
import { normalizeEmail } from './users.js';

/**
 * The identity provider that lives in this database (auth.users), served under /auth/v1. Each call
 * runs in a short service-role transaction of its own, as an external provider's would run on its
 * side: callers keep their own transaction for their own rows.
 */
export function createBuiltinIdentityProvider(passwords: PasswordHasher): IdentityProvider {
  return {
    kind: 'builtin',
    async createUser(db, input: CreateIdentityUserInput): Promise<IdentityUser> {
      // Hashed before the transaction: scrypt takes tens of milliseconds, a connection need not wait.
      const passwordHash = await passwords.hash(input.password);
      const { rows } = await asCaller(db, serviceCaller, (tx) =>
        tx.query<IdentityUser>(
          `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
           values ($1, $2, case when $3 then now() end,
                   '{"provider": "email", "providers": ["email"]}'::jsonb || $4::jsonb, $5::jsonb)
           on conflict ((lower(email))) do nothing
           returning id, email`,
          [normalizeEmail(input.email), passwordHash, input.emailConfirmed, input.appMetadata ?? {}, input.userMetadata ?? {}],
        ),
      );
      if (!rows[0]) throw new ApiError('conflict', { message: 'An account with this e-mail address already exists.', param: 'email' });
      return rows[0];
    },
    async setPassword(db, userId, password) {
      const passwordHash = await passwords.hash(password);
      await asCaller(db, serviceCaller, async (tx) => {
        const { rowCount } = await tx.query('update auth.users set encrypted_password = $2 where id = $1', [userId, passwordHash]);
        if (rowCount === 0) throw new ApiError('not_found', { message: 'The identity user does not exist.' });
        // A reset password must lock out whoever knew the old one, on every device.
        await endSessions(tx, userId);
      });
    },
    async deleteUser(db, userId) {
      // Sessions and refresh tokens go with the user (on delete cascade).
      await asCaller(db, serviceCaller, (tx) => tx.query('delete from auth.users where id = $1', [userId]));
    },
    async setBanned() {
      // auth.users.banned_until and the ended sessions are written by admin_set_user_ban in the
      // admin's own transaction.
    },
    async findUserByEmail(db, email) {
      const { rows } = await asCaller(db, serviceCaller, (tx) =>
        tx.query<FoundIdentityUser>('select id, email, raw_app_meta_data as "appMetadata" from auth.users where lower(email) = lower($1)', [email]),
      );
      return rows[0];
    },
  };
}
