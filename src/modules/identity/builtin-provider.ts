import { ApiError } from '../../http/errors.js';
import type { Queryable } from '../../db/types.js';
import { hashPassword } from './passwords.js';
import type { CreateIdentityUserInput, IdentityProvider, IdentityUser } from './provider.js';
import { endSessions } from './sessions.js';
import { normalizeEmail } from './users.js';

/** The identity provider that lives in this database (auth.users), served under /auth/v1. */
export function createBuiltinIdentityProvider(): IdentityProvider {
  return {
    kind: 'builtin',
    async createUser(tx: Queryable, input: CreateIdentityUserInput): Promise<IdentityUser> {
      const { rows } = await tx.query<IdentityUser>(
        `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
         values ($1, $2, case when $3 then now() end,
                 '{"provider": "email", "providers": ["email"]}'::jsonb || $4::jsonb, $5::jsonb)
         on conflict ((lower(email))) do nothing
         returning id, email`,
        [normalizeEmail(input.email), await hashPassword(input.password), input.emailConfirmed, input.appMetadata ?? {}, input.userMetadata ?? {}],
      );
      if (!rows[0]) throw new ApiError('conflict', { message: 'An account with this e-mail address already exists.', param: 'email' });
      return rows[0];
    },
    async setPassword(tx, userId, password) {
      const { rowCount } = await tx.query('update auth.users set encrypted_password = $2 where id = $1', [userId, await hashPassword(password)]);
      if (rowCount === 0) throw new ApiError('not_found', { message: 'The identity user does not exist.' });
      // A reset password must lock out whoever knew the old one, on every device.
      await endSessions(tx, userId);
    },
    async deleteUser(tx, userId) {
      // Sessions and refresh tokens go with the user (on delete cascade).
      await tx.query('delete from auth.users where id = $1', [userId]);
    },
    async findUserByEmail(tx, email) {
      const { rows } = await tx.query<IdentityUser>('select id, email from auth.users where lower(email) = lower($1)', [email]);
      return rows[0];
    },
  };
}
