import type { Queryable } from '../../db/types.js';
import { hashPassword } from './passwords.js';
import type { CreateIdentityUserInput, IdentityProvider, IdentityUser } from './provider.js';

/** The identity provider that lives in this database (auth.users). */
export function createBuiltinIdentityProvider(): IdentityProvider {
  return {
    kind: 'builtin',
    async createUser(tx: Queryable, input: CreateIdentityUserInput): Promise<IdentityUser> {
      const { rows } = await tx.query<IdentityUser>(
        `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
         values ($1, $2, case when $3 then now() end,
                 '{"provider": "email", "providers": ["email"]}'::jsonb || $4::jsonb, $5::jsonb)
         returning id, email`,
        [input.email, await hashPassword(input.password), input.emailConfirmed, input.appMetadata ?? {}, input.userMetadata ?? {}],
      );
      return rows[0]!;
    },
    async setPassword(tx, userId, password) {
      await tx.query('update auth.users set encrypted_password = $2 where id = $1', [userId, await hashPassword(password)]);
    },
    async deleteUser(tx, userId) {
      await tx.query('delete from auth.users where id = $1', [userId]);
    },
    async findUserByEmail(tx, email) {
      const { rows } = await tx.query<IdentityUser>('select id, email from auth.users where lower(email) = lower($1)', [email]);
      return rows[0];
    },
  };
}
