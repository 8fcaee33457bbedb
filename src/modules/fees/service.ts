import type { Queryable } from '../../db/types.js';
import type { FeeResult } from './schemas.js';

export async function calcParkingFee(
  db: Queryable,
  lotId: string,
  entryAt: string,
  exitAt: string,
  vehicleType: string | undefined,
): Promise<FeeResult> {
  const { rows } = await db.query<{ fee: FeeResult }>('select public.calc_parking_fee($1, $2, $3, $4) as fee', [
    lotId,
    entryAt,
    exitAt,
    vehicleType ?? null,
  ]);
  return rows[0]!.fee;
}
