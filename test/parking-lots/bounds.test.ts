import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCaller } from '../../src/db/caller.js';
import { mapDatabaseError } from '../../src/db/errors.js';
import { createHarness, type Harness } from '../support/harness.js';
import { createAssets } from './fixtures.js';

/*
 * Every field and array bound of contract section 8, at its edge: the last valid value is accepted,
 * the first invalid one is refused by the request schema (422 naming the field) and, sent past the
 * schema, by the database (a named constraint, or the bundle function for array lengths).
 */

const text = (n: number) => 'あ'.repeat(n); // multi-byte: bounds count characters, not bytes
const lot = (fields: Record<string, unknown>) => ({ parking_lot: { name: 'Bound', ...fields } });
const repeat = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));
const email = (length: number) => `${'a'.repeat(64)}@${'b'.repeat(length - 64 - 1 - 3)}.jp`;
const url = (length: number) => `https://example.jp/${'p'.repeat(length - 'https://example.jp/'.length)}`;
const pins = (n: number, label = 'Gate') => ({ mode: 'multiple', pins: repeat(n, (i) => ({ kind: 'entry', lat: 35 + i / 1000, lng: 139, label })) });
const unitRule = (fields: Record<string, unknown> = {}) => ({ per_minutes: 30, price_minor: 100, ...fields });
const capRule = (fields: Record<string, unknown> = {}) => ({ category: 'cap', cap_type: 'duration', cap_duration_hours: 24, cap_price_minor: 1500, ...fields });

/** Where the database refuses the first invalid value when the schema is bypassed. */
type DbCheck =
  | { table: 'parking_lots' | 'parking_lot_pricing_rules'; row: Record<string, unknown>; constraint: string }
  | { bundle: unknown; sqlstate: 'PK400' | 'PK005' };

interface Bound {
  bound: string;
  valid: unknown;
  invalid: unknown;
  param: string;
  db: DbCheck;
}

describe('section 8 bounds at their edges', () => {
  let h: Harness;
  let admin: Awaited<ReturnType<Harness['createAdmin']>>;
  let lotId: string;
  let assets: string[];
  let owners: string[];
  let tagCodes: string[];
  const longTag = `t${'a'.repeat(63)}`;
  const longVehicleType = `v${'x'.repeat(49)}`;

  beforeAll(async () => {
    h = await createHarness();
    admin = await h.createAdmin('ops_manager');
    lotId = (await h.request('/v1/admin/parking-lots', { token: admin.token, body: lot({}) })).body.parking_lot.id;
    assets = await createAssets(h, 51);
    owners = [];
    for (let i = 0; i < 21; i++) {
      const { rows } = await h.db.query<{ id: string }>(`insert into owners (user_id, display_name) values ($1, $2) returning id`, [await h.createUser(), `Owner ${i}`]);
      owners.push(rows[0]!.id);
    }
    // The master has a couple of dozen tags; the 100-tag bound needs more, and the 64-character one its own.
    await h.db.query(
      `insert into tags (tag_code, category, name_en, name_ja)
       select 'bound_' || lpad(i::text, 3, '0'), 'service', 'Bound ' || i, '境界' || i from generate_series(1, 101) i`,
    );
    await h.db.query(`insert into tags (tag_code, category, name_en, name_ja) values ($1, 'service', 'Long', '長い')`, [longTag]);
    // The code master may grow: the longest vehicle_type code a lot can name is 50 characters.
    await h.db.query(`insert into codes (category, code, label_en, label_ja) values ('vehicle_type', $1, 'Long', '長い')`, [longVehicleType]);
    tagCodes = repeat(101, (i) => `bound_${String(i + 1).padStart(3, '0')}`);
  });
  afterAll(() => h.close());

  const stringBound = (field: string, max: number, constraint: string): Bound => ({
    bound: `${field} max ${max}`,
    valid: lot({ [field]: text(max) }),
    invalid: lot({ [field]: text(max + 1) }),
    param: 'parking_lot',
    db: { table: 'parking_lots', row: { name: 'Bound', [field]: text(max + 1) }, constraint },
  });
  const capacityBounds = (field: string): Bound[] => [
    {
      bound: `${field} max 9999`,
      valid: lot({ [field]: 9999 }),
      invalid: lot({ [field]: 10000 }),
      param: 'parking_lot',
      db: { table: 'parking_lots', row: { name: 'Bound', [field]: 10000 }, constraint: `parking_lots_${field}_range` },
    },
    {
      bound: `${field} min 0`,
      valid: lot({ [field]: 0 }),
      invalid: lot({ [field]: -1 }),
      param: 'parking_lot',
      db: { table: 'parking_lots', row: { name: 'Bound', [field]: -1 }, constraint: `parking_lots_${field}_range` },
    },
  ];
  const ruleBound = (bound: string, valid: object, invalid: object, constraint: string): Bound => ({
    bound,
    valid: { ...lot({}), pricing_rules: [valid] },
    invalid: { ...lot({}), pricing_rules: [invalid] },
    param: 'pricing_rules',
    db: { table: 'parking_lot_pricing_rules', row: { rule_order: 0, ...invalid }, constraint },
  });

  const bounds = (): Bound[] => [
    { bound: 'name min 1', valid: lot({ name: 'P' }), invalid: lot({ name: '' }), param: 'parking_lot', db: { table: 'parking_lots', row: { name: '' }, constraint: 'parking_lots_name_length' } },
    { bound: 'name max 200', valid: lot({ name: text(200) }), invalid: lot({ name: text(201) }), param: 'parking_lot', db: { table: 'parking_lots', row: { name: text(201) }, constraint: 'parking_lots_name_length' } },
    stringBound('address', 500, 'parking_lots_address_length'),
    stringBound('variant_label', 200, 'parking_lots_variant_label_length'),
    stringBound('place_id', 500, 'parking_lots_place_id_length'),
    {
      bound: 'vehicle_type_max max 50',
      valid: lot({ vehicle_type_max: longVehicleType }),
      invalid: lot({ vehicle_type_max: `${longVehicleType}x` }),
      param: 'parking_lot',
      db: { table: 'parking_lots', row: { name: 'Bound', vehicle_type_max: `${longVehicleType}x` }, constraint: 'parking_lots_vehicle_type_max_length' },
    },
    stringBound('description', 2000, 'parking_lots_description_length'),
    stringBound('pricing_notes', 1000, 'parking_lots_pricing_notes_length'),
    stringBound('contact_phone', 20, 'parking_lots_contact_phone_length'),
    {
      bound: 'contact_email max 200',
      valid: lot({ contact_email: email(200) }),
      invalid: lot({ contact_email: email(201) }),
      param: 'parking_lot',
      db: { table: 'parking_lots', row: { name: 'Bound', contact_email: email(201) }, constraint: 'parking_lots_contact_email_format' },
    },
    {
      bound: 'contact_url max 500',
      valid: lot({ contact_url: url(500) }),
      invalid: lot({ contact_url: url(501) }),
      param: 'parking_lot',
      db: { table: 'parking_lots', row: { name: 'Bound', contact_url: url(501) }, constraint: 'parking_lots_contact_url_format' },
    },
    stringBound('raw_text', 10000, 'parking_lots_raw_text_length'),
    ...['capacity_kei', 'capacity_regular', 'capacity_oversized', 'capacity_motorcycle', 'capacity_ev', 'capacity_disabled'].flatMap(capacityBounds),
    {
      bound: 'total_spaces min 0',
      valid: lot({ total_spaces: 0 }),
      invalid: lot({ total_spaces: -1 }),
      param: 'parking_lot',
      db: { table: 'parking_lots', row: { name: 'Bound', total_spaces: -1 }, constraint: 'parking_lots_total_spaces_check' },
    },
    {
      bound: 'entry-exit pins max 20',
      valid: lot({ entry_exit_locations: pins(20) }),
      invalid: lot({ entry_exit_locations: pins(21) }),
      param: 'parking_lot',
      db: { table: 'parking_lots', row: { name: 'Bound', entry_exit_locations: pins(21) }, constraint: 'parking_lots_entry_exit_locations_shape' },
    },
    {
      bound: 'pin label max 50',
      valid: lot({ entry_exit_locations: pins(1, text(50)) }),
      invalid: lot({ entry_exit_locations: pins(1, text(51)) }),
      param: 'parking_lot',
      db: { table: 'parking_lots', row: { name: 'Bound', entry_exit_locations: pins(1, text(51)) }, constraint: 'parking_lots_entry_exit_locations_shape' },
    },
    {
      bound: 'hours max 50',
      valid: { ...lot({}), hours: repeat(50, () => ({ is_24h: true })) },
      invalid: { ...lot({}), hours: repeat(51, () => ({ is_24h: true })) },
      param: 'hours',
      db: { bundle: { ...lot({}), hours: repeat(51, () => ({ is_24h: true })) }, sqlstate: 'PK400' },
    },
    {
      bound: 'pricing_rules max 100',
      valid: { ...lot({}), pricing_rules: repeat(100, () => unitRule()) },
      invalid: { ...lot({}), pricing_rules: repeat(101, () => unitRule()) },
      param: 'pricing_rules',
      db: { bundle: { ...lot({}), pricing_rules: repeat(101, () => unitRule()) }, sqlstate: 'PK400' },
    },
    {
      bound: 'images max 50',
      valid: { ...lot({}), images: assets.slice(0, 50).map((asset_id) => ({ asset_id })) },
      invalid: { ...lot({}), images: assets.map((asset_id) => ({ asset_id })) },
      param: 'images',
      db: { bundle: { ...lot({}), images: assets.map((asset_id) => ({ asset_id })) }, sqlstate: 'PK400' },
    },
    {
      bound: 'tags max 100',
      valid: { ...lot({}), tags: tagCodes.slice(0, 100).map((tag_code) => ({ tag_code })) },
      invalid: { ...lot({}), tags: tagCodes.map((tag_code) => ({ tag_code })) },
      param: 'tags',
      db: { bundle: { ...lot({}), tags: tagCodes.map((tag_code) => ({ tag_code })) }, sqlstate: 'PK400' },
    },
    {
      bound: 'owner_ids max 20',
      valid: { ...lot({}), owner_ids: owners.slice(0, 20) },
      invalid: { ...lot({}), owner_ids: owners },
      param: 'owner_ids',
      db: { bundle: { ...lot({}), owner_ids: owners }, sqlstate: 'PK400' },
    },
    {
      bound: 'tag_code max 64',
      valid: { ...lot({}), tags: [{ tag_code: longTag }] },
      invalid: { ...lot({}), tags: [{ tag_code: `${longTag}a` }] },
      param: 'tags',
      db: { bundle: { ...lot({}), tags: [{ tag_code: `${longTag}a` }] }, sqlstate: 'PK005' },
    },
    {
      bound: 'tag_code min 1',
      valid: { ...lot({}), tags: [{ tag_code: 'receipt' }] },
      invalid: { ...lot({}), tags: [{ tag_code: '' }] },
      param: 'tags',
      db: { bundle: { ...lot({}), tags: [{ tag_code: '' }] }, sqlstate: 'PK005' },
    },
    ruleBound('cap_scope max 50', capRule({ cap_scope: text(50) }), capRule({ cap_scope: text(51) }), 'parking_lot_pricing_rules_cap_scope_length'),
    ruleBound('rule_order min 0', unitRule({ rule_order: 0 }), unitRule({ rule_order: -1 }), 'parking_lot_pricing_rules_rule_order_check'),
    ruleBound('per_minutes greater than 0', unitRule({ per_minutes: 1 }), unitRule({ per_minutes: 0 }), 'parking_lot_pricing_rules_per_minutes_check'),
    ruleBound('cap_duration_hours greater than 0', capRule({ cap_duration_hours: 1 }), capRule({ cap_duration_hours: 0 }), 'parking_lot_pricing_rules_cap_duration_hours_check'),
    ruleBound('price_minor min 0', unitRule({ price_minor: 0 }), unitRule({ price_minor: -1 }), 'parking_lot_pricing_rules_price_minor_check'),
    ruleBound('cap_price_minor min 0', capRule({ cap_price_minor: 0 }), capRule({ cap_price_minor: -1 }), 'parking_lot_pricing_rules_cap_price_minor_check'),
  ];

  /** Runs `sql` past the request schema, as the admin (the bundle function) or as the table owner (a direct insert). */
  async function databaseError(check: DbCheck): Promise<{ code: string; constraint?: string } & Error> {
    const run =
      'bundle' in check
        ? asCaller(h.db, { role: 'authenticated', claims: { sub: admin.userId, role: 'authenticated' } }, (tx) =>
            tx.query('select public.create_parking_lot_bundle($1::jsonb)', [JSON.stringify(check.bundle)]),
          )
        : h.db.query(
            `insert into public.${check.table} (${Object.keys(check.row).join(', ')}${check.table === 'parking_lots' ? '' : ', parking_lot_id'})
             select ${Object.keys(check.row).map((k) => `r.${k}`).join(', ')}${check.table === 'parking_lots' ? '' : ', $2::uuid'}
               from jsonb_populate_record(null::public.${check.table}, $1::jsonb) r`,
            check.table === 'parking_lots' ? [JSON.stringify(check.row)] : [JSON.stringify(check.row), lotId],
          );
    return run.then(
      () => {
        throw new Error('the database accepted it');
      },
      (err: { code: string; constraint?: string } & Error) => err,
    );
  }

  // Section 8's list: 5 arrays, pins, 13 strings (name at both ends), tag_code at both ends, pin label,
  // cap_scope, 6 capacities at both ends, total_spaces, rule_order, per_minutes, cap_duration_hours,
  // price_minor, cap_price_minor.
  const BOUND_COUNT = 40;

  it('covers every bound the contract lists', () => {
    expect(bounds()).toHaveLength(BOUND_COUNT);
    expect(new Set(bounds().map((b) => b.bound)).size).toBe(BOUND_COUNT);
  });

  it.each(Array.from({ length: BOUND_COUNT }, (_, i) => i))('bound #%i at its edge', async (i) => {
    const b = bounds()[i]!;
    const accepted = await h.request('/v1/admin/parking-lots', { token: admin.token, body: b.valid });
    expect(accepted.status, `${b.bound}: last valid value: ${accepted.text.slice(0, 300)}`).toBe(201);

    const refused = await h.request('/v1/admin/parking-lots', { token: admin.token, body: b.invalid });
    expect(refused.status, `${b.bound}: first invalid value`).toBe(422);
    expect(refused.body.error).toMatchObject({ code: 'validation_error', param: b.param });
    // param is the top-level part; the issue's path names the field itself.
    const field = b.bound.split(/ (?:max|min|greater than) /)[0]!.split(' ').pop()!;
    const paths = (refused.body.error.issues as { path: (string | number)[] }[]).map((issue) => issue.path);
    expect(paths.some((p) => p.includes(field)), `${b.bound}: issues ${JSON.stringify(paths)} do not name ${field}`).toBe(true);

    const err = await databaseError(b.db);
    if ('constraint' in b.db) {
      expect({ code: err.code, constraint: err.constraint }, b.bound).toEqual({ code: '23514', constraint: b.db.constraint });
      expect(mapDatabaseError(err)).toMatchObject({ code: 'validation_error', param: b.param });
    } else {
      expect(err.code, b.bound).toBe(b.db.sqlstate);
      expect(mapDatabaseError(err)?.param, b.bound).toBe(b.param);
    }
  });

  it('holds pricing rules to the fee engine’s bounds, refusing past them before SQL with the bound', async () => {
    const create = (rule: object) => h.request('/v1/admin/parking-lots', { token: admin.token, body: { ...lot({}), pricing_rules: [rule] } });
    for (const [field, valid, invalid] of [
      ['rule_order', unitRule({ rule_order: 2_147_483_647 }), unitRule({ rule_order: 2_147_483_648 })],
      ['per_minutes', unitRule({ per_minutes: 999_999 }), unitRule({ per_minutes: 1_000_000 })],
      ['cap_duration_hours', capRule({ cap_duration_hours: 99_999 }), capRule({ cap_duration_hours: 100_000 })],
    ] as const) {
      const accepted = await create(valid);
      expect(accepted.status, `${field}: ${accepted.text.slice(0, 300)}`).toBe(201);
      const refused = await create(invalid);
      expect(refused.status, field).toBe(422);
      expect(refused.body.error).toMatchObject({ code: 'validation_error', param: 'pricing_rules' });
      const issue = (refused.body.error.issues as { path: (string | number)[]; message: string }[])[0]!;
      expect(issue.path, field).toEqual(['pricing_rules', 0, field]);
      expect(issue.message, field).toContain(String((invalid as Record<string, number>)[field]! - 1));
    }
    // Past the schema, the database says the same bound.
    const err = await databaseError({ bundle: { ...lot({}), pricing_rules: [unitRule({ per_minutes: 1_000_000 })] }, sqlstate: 'PK400' });
    expect(mapDatabaseError(err)).toMatchObject({ param: 'pricing_rules', message: 'pricing rule 0: per_minutes must be an integer from 1 to 999999' });
  });

  it('holds hours to their formats: day_of_week 0..6, HH:MM up to 24:00, ordered effective dates', async () => {

    const withHours = (hour: object) => ({ ...lot({}), hours: [hour] });
    const ok = [{ day_of_week: 0 }, { day_of_week: 6 }, { open_time: '00:00', close_time: '24:00' }, { open_time: '23:59', close_time: '00:01' },
      { effective_from: '2026-01-01', effective_to: '2026-01-01' }];
    const bad = [{ day_of_week: -1 }, { day_of_week: 7 }, { open_time: '24:01' }, { close_time: '25:00' }, { open_time: '7:00' }, { open_time: '07:60' },
      { effective_from: '2026-01-02', effective_to: '2026-01-01' }, { effective_from: '2026-02-30' }];
    for (const hour of ok) expect((await h.request('/v1/admin/parking-lots', { token: admin.token, body: withHours(hour) })).status, JSON.stringify(hour)).toBe(201);
    for (const hour of bad) {
      const res = await h.request('/v1/admin/parking-lots', { token: admin.token, body: withHours(hour) });
      expect(res.status, JSON.stringify(hour)).toBe(422);
      expect(res.body.error.param).toBe('hours');
    }
    for (const [row, constraint] of [
      [{ day_of_week: 7 }, 'parking_lot_hours_day_of_week_range'],
      [{ open_time: '24:01' }, 'parking_lot_hours_open_time_format'],
      [{ close_time: '7:00' }, 'parking_lot_hours_close_time_format'],
      [{ effective_from: '2026-01-02', effective_to: '2026-01-01' }, 'parking_lot_hours_effective_order'],
    ] as const) {
      const cols = Object.keys(row);
      const err = await h.db
        .query(
          `insert into parking_lot_hours (parking_lot_id, ${cols.join(', ')}) select $2, ${cols.map((c) => `r.${c}`).join(', ')}
             from jsonb_populate_record(null::parking_lot_hours, $1::jsonb) r`,
          [JSON.stringify(row), lotId],
        )
        .then(() => undefined, (e: { code: string; constraint: string }) => e);
      expect(err, constraint).toMatchObject({ code: '23514', constraint });
      expect(mapDatabaseError(err)?.param).toBe('hours');
    }
  });
});
