import type { Queryable } from '../../db/types.js';
import { ApiError } from '../../http/errors.js';
import type { Vehicle, VehicleCreate, VehiclePatch } from './schemas.js';

const FIELDS = ['nickname', 'vehicle_type', 'plate_number', 'height_m', 'width_m', 'length_m', 'weight_t', 'tire_width_mm', 'ground_clearance_cm'] as const;

const COLUMNS = `v.id, v.nickname, v.vehicle_type, v.plate_number, v.height_m, v.width_m, v.length_m, v.weight_t, v.tire_width_mm,
  v.ground_clearance_cm, exists (select 1 from public.profiles p where p.user_id = v.user_id and p.default_vehicle_id = v.id) as is_default,
  v.created_at, v.updated_at`;

function notFound(id: string): ApiError {
  return new ApiError('not_found', { message: `No vehicle ${id} of yours.`, param: 'id' });
}

/** An unknown vehicle_type code is the caller's mistake (the foreign key to the code master). */
async function checkVehicleType(db: Queryable, code: string | undefined): Promise<void> {
  if (code === undefined) return;
  const { rows } = await db.query(`select 1 from public.codes where category = 'vehicle_type' and code = $1`, [code]);
  if (!rows[0]) {
    throw new ApiError('validation_error', {
      message: `vehicle_type ${JSON.stringify(code)} is not a vehicle_type code (GET /v1/codes?category=vehicle_type).`,
      param: 'vehicle_type',
    });
  }
}

/** The caller's live vehicles, oldest first (at most 10). */
export async function listVehicles(db: Queryable, userId: string): Promise<Vehicle[]> {
  const { rows } = await db.query<Vehicle>(
    `select ${COLUMNS} from public.user_vehicles v where v.user_id = $1 and v.deleted_at is null order by v.created_at, v.id`,
    [userId],
  );
  return rows;
}

/** Registers a vehicle; the 11th live one is refused by the database (user_vehicles_guard, 422). */
export async function createVehicle(db: Queryable, userId: string, body: VehicleCreate): Promise<Vehicle> {
  await checkVehicleType(db, body.vehicle_type);
  const { rows } = await db.query<{ id: string }>(
    `insert into public.user_vehicles (${FIELDS.join(', ')}) values (${FIELDS.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    FIELDS.map((f) => body[f] ?? null),
  );
  return getVehicle(db, userId, rows[0]!.id);
}

export async function getVehicle(db: Queryable, userId: string, id: string): Promise<Vehicle> {
  const { rows } = await db.query<Vehicle>(`select ${COLUMNS} from public.user_vehicles v where v.id = $1 and v.user_id = $2 and v.deleted_at is null`, [
    id,
    userId,
  ]);
  if (!rows[0]) throw notFound(id);
  return rows[0];
}

export async function patchVehicle(db: Queryable, userId: string, id: string, patch: VehiclePatch): Promise<Vehicle> {
  await checkVehicleType(db, patch.vehicle_type);
  const keys = FIELDS.filter((k) => patch[k] !== undefined);
  if (keys.length) {
    const { rowCount } = await db.query(
      `update public.user_vehicles set ${keys.map((k, i) => `${k} = $${i + 3}`).join(', ')}
        where id = $1 and user_id = $2 and deleted_at is null`,
      [id, userId, ...keys.map((k) => patch[k] ?? null)],
    );
    if (rowCount === 0) throw notFound(id);
  }
  return getVehicle(db, userId, id);
}

/**
 * Soft delete: the vehicle is gone for every route and stops being the default (user_vehicles_guard).
 * Deleting it again is the same 204 (a retried request); another user's or an unknown id is 404.
 */
export async function deleteVehicle(db: Queryable, userId: string, id: string): Promise<void> {
  const { rows } = await db.query<{ id: string }>(
    `with target as (select v.id, v.deleted_at from public.user_vehicles v where v.id = $1 and v.user_id = $2),
          deleted as (update public.user_vehicles v set deleted_at = now()
                        from target t where v.id = t.id and t.deleted_at is null returning v.id)
     select id from target`,
    [id, userId],
  );
  if (!rows[0]) throw notFound(id);
}
