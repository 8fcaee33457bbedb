import type { Queryable } from '../../db/types.js';
import { ApiError } from '../../http/errors.js';
import type { Owner, OwnerLotDecisionRow } from './schemas.js';

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

/**
 * The last moderation decision of each lot, by id, read as the caller: the lots' row policies decide
 * what is there, and the routes ask only for lots already filtered to the owner's own. The decision's
 * outcome is the status recorded in its snapshot (decideLot), not the lot's current status, which
 * the owner may have moved since (rejected → pending).
 */
export async function lastDecisions(db: Queryable, ids: string[]): Promise<Map<string, OwnerLotDecisionRow>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<OwnerLotDecisionRow & { id: string }>(
    `select id, moderated_snapshot->>'status' as status, moderation_reason as reason, moderated_at
       from public.parking_lots where id = any ($1::uuid[]) and moderated_at is not null`,
    [ids],
  );
  return new Map(rows.map(({ id, ...decision }) => [id, decision]));
}
