import { z } from '@hono/zod-openapi';
import { chars } from '../parking-lots/schemas.js';

const timestamp = z.string().openapi({ format: 'date-time' });

export const VEHICLES_PER_USER = 10;

/** Bounds of the dimensions: wide enough for any road vehicle, tight enough to catch unit mistakes (mm for m). */
export const dimensionBounds = {
  height_m: { min: 0.5, max: 5, description: 'Height in metres (0.5 to 5), roof load included.' },
  width_m: { min: 0.3, max: 3.5, description: 'Width in metres (0.3 to 3.5), mirrors folded.' },
  length_m: { min: 0.5, max: 20, description: 'Length in metres (0.5 to 20).' },
  weight_t: { min: 0.05, max: 50, description: 'Weight in tonnes (0.05 to 50).' },
  tire_width_mm: { min: 50, max: 600, int: true, description: 'Tire width in millimetres (50 to 600).' },
  ground_clearance_cm: { min: 0, max: 100, int: true, description: 'Minimum ground clearance in centimetres (0 to 100).' },
} as const;

type DimensionKey = keyof typeof dimensionBounds;

function dimension(key: DimensionKey) {
  const b = dimensionBounds[key];
  let n = z.number().min(b.min).max(b.max);
  if ('int' in b) n = n.int();
  return n.openapi({ description: b.description });
}

const nickname = chars(1, 50).refine((v) => v.trim() !== '', { message: 'A nickname is not only spaces.' });
const plate = chars(1, 30).refine((v) => v.trim() !== '', { message: 'A plate is not only spaces.' });
const vehicleType = z
  .string()
  .max(50)
  .openapi({ description: 'A code of the `vehicle_type` category (GET /v1/codes): `motorcycle`, `kei`, `regular`, `oversized`.', example: 'regular' });

export const VehicleSchema = z
  .strictObject({
    id: z.uuid(),
    nickname: z.string(),
    vehicle_type: z.string(),
    plate_number: z.string().nullable(),
    height_m: z.number().nullable(),
    width_m: z.number().nullable(),
    length_m: z.number().nullable(),
    weight_t: z.number().nullable(),
    tire_width_mm: z.number().int().nullable(),
    ground_clearance_cm: z.number().int().nullable(),
    is_default: z.boolean().openapi({ description: 'Whether it is the profile’s default vehicle.' }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .openapi('Vehicle');

const optionalFields = {
  plate_number: plate.nullable().optional().openapi({ description: 'Number plate as written (1 to 30 characters).' }),
  height_m: dimension('height_m').nullable().optional(),
  width_m: dimension('width_m').nullable().optional(),
  length_m: dimension('length_m').nullable().optional(),
  weight_t: dimension('weight_t').nullable().optional(),
  tire_width_mm: dimension('tire_width_mm').nullable().optional(),
  ground_clearance_cm: dimension('ground_clearance_cm').nullable().optional(),
};

export const VehicleCreateBody = z
  .strictObject({
    nickname: nickname.openapi({ description: '1 to 50 characters.', example: 'Family van' }),
    vehicle_type: vehicleType,
    ...optionalFields,
  })
  .openapi('VehicleCreateBody', {
    description: 'Dimensions are optional: a dimension left out filters nothing when searching with the vehicle.',
  });

export const VehiclePatchBody = z
  .strictObject({
    nickname: nickname.optional(),
    vehicle_type: vehicleType.optional(),
    ...optionalFields,
  })
  .openapi('VehiclePatchBody', { description: 'Keys sent change, keys left out stay; null clears an optional field.' });

export const responses = {
  vehicle: z.strictObject({ vehicle: VehicleSchema }).openapi('VehicleResult'),
  list: z.strictObject({ vehicles: z.array(VehicleSchema) }).openapi('VehicleList'),
};

export type Vehicle = z.infer<typeof VehicleSchema>;
export type VehicleCreate = z.infer<typeof VehicleCreateBody>;
export type VehiclePatch = z.infer<typeof VehiclePatchBody>;
