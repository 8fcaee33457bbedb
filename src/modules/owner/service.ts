import type { Queryable } from '../../db/types.js';
import { ApiError } from '../../http/errors.js';
import type { Owner } from './schemas.js';

const OWNER_COLUMNS = 'id, user_id, display_name, contact_email, contact_phone, status, created_at';

/** Self-registration: the caller becomes an active owner (admins with new_owner on are told). */
export async function registerOwner(
  db: Queryable,
  input: { display_name: string; contact_email?: string | null | undefined; contact_phone?: string | null | undefined },
): Promise<Owner> {
  const { rows } = await db.query<Owner>(
    `insert into public.owners (display_name, contact_email, contact_phone) values ($1, $2, $3)
     on conflict (user_id) do nothing
     returning ${OWNER_COLUMNS}`,
    [input.display_name, input.contact_email ?? null, input.contact_phone ?? null],
  );
  if (!rows[0]) throw new ApiError('conflict', { message: 'You are already registered as an owner.', param: null });
  return rows[0];
}

export async function findOwner(db: Queryable): Promise<Owner | undefined> {
  const { rows } = await db.query<Owner>(`select ${OWNER_COLUMNS} from public.owners where user_id = auth.uid()`);
  return rows[0];
}

/** The owner portal's gate: a registered owner whose account is active. */
export async function requireActiveOwner(db: Queryable): Promise<Owner> {
  const owner = await findOwner(db);
  if (!owner) {
    throw new ApiError('forbidden', { message: 'Register as an owner first (POST /v1/owner/register).', messageKey: 'errors.not_owner' });
  }
  if (owner.status !== 'active') {
    throw new ApiError('forbidden', { message: 'This owner account is suspended.', messageKey: 'errors.owner_suspended' });
  }
  return owner;
}
