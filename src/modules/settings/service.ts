import { AsyncResource } from 'node:async_hooks';
import { z } from '@hono/zod-openapi';
import { anonCaller, asCaller } from '../../db/caller.js';
import type { Database, Queryable } from '../../db/types.js';
import type { Clock } from '../../clock.js';
import { NEARBY_DEFAULT_RADIUS_M } from '../parking-lots/service.js';

/**
 * Typed system settings (issue 15 item 10). Each key has a type, bounds and a default here; the
 * database keeps only the keys an admin has set (public.system_settings, one JSON value per key).
 */
export const SettingsSchema = z
  .object({
    maintenance_mode: z.boolean().openapi({ description: 'true: every /v1/* route except /v1/admin/* answers 503 `service_unavailable`.' }),
    default_search_radius_m: z
      .number()
      .int()
      .min(1)
      .max(10_000)
      .openapi({ description: 'Nearby search radius (metres) when a request gives none; the contract’s default is 500.' }),
    review_auto_approve: z.boolean().openapi({ description: 'true: new reviews are published at once instead of waiting for moderation.' }),
  })
  .openapi('SystemSettings');
export type Settings = z.infer<typeof SettingsSchema>;

export const settingDefaults: Settings = {
  maintenance_mode: false,
  default_search_radius_m: NEARBY_DEFAULT_RADIUS_M,
  review_auto_approve: false,
};

export const SettingsPatchBody = SettingsSchema.partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'Send at least one setting.' })
  .openapi('SystemSettingsPatch');

/** The stored values over the defaults; a stored value that no longer fits its key is ignored. */
export async function readSettings(db: Queryable): Promise<Settings> {
  const { rows } = await db.query<{ key: string; value: unknown }>('select key, value from public.system_settings');
  const settings: Record<string, unknown> = { ...settingDefaults };
  const shape = SettingsSchema.shape as Record<string, z.ZodType>;
  for (const row of rows) {
    const schema = shape[row.key];
    if (schema?.safeParse(row.value).success) settings[row.key] = row.value;
  }
  return settings as Settings;
}

export async function writeSettings(db: Queryable, adminId: string, patch: Partial<Settings>): Promise<Settings> {
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    await db.query(
      `insert into public.system_settings (key, value, updated_by) values ($1, $2::jsonb, $3)
       on conflict (key) do update set value = excluded.value, updated_by = excluded.updated_by`,
      [key, JSON.stringify(value), adminId],
    );
  }
  return readSettings(db);
}

/**
 * Settings as every request needs them (maintenance mode, the default radius), read at most once per
 * SETTINGS_TTL_MS per process. A change made through this process applies at once (invalidate);
 * other processes follow within the TTL.
 */
export const SETTINGS_TTL_MS = 5_000;

/**
 * From this age on, a get answers with the settings held and has them read again behind it: under
 * load requests come every few milliseconds, so the settings are renewed before they expire and no
 * request waits for the read. On the embedded database the read waits its turn behind every call
 * queued before it (src/db/pglite-turns.ts), and the requests arriving meanwhile waited with it.
 * Idle, the first get past the TTL still waits for a read.
 */
export const SETTINGS_REFRESH_AFTER_MS = SETTINGS_TTL_MS / 2;

class SettingsStore {
  private value: Settings | undefined;
  private readAt = 0;
  private pending: Promise<Settings> | undefined;
  /** Moved on by invalidate: a read that started before a change must not keep what it read. */
  private generation = 0;
  /**
   * One read serves every request waiting for it, so it must not run in the async context of
   * whichever request happened to start it (its request id in the logs, a test's per-request
   * bookkeeping): it runs in the context the store was made in, with the app.
   */
  private readonly read: () => Promise<Settings>;
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {
    this.read = AsyncResource.bind(() => asCaller(this.db, anonCaller, (tx) => readSettings(tx)));
  }

  async get(): Promise<Settings> {
    const age = this.clock.now() - this.readAt;
    if (this.value && age < SETTINGS_REFRESH_AFTER_MS) return this.value;
    const reading = this.refresh();
    if (this.value && age < SETTINGS_TTL_MS) {
      // Nobody waits for this read: a failure leaves the settings held, and the next get tries again.
      reading.catch(() => undefined);
      return this.value;
    }
    return reading;
  }

  private refresh(): Promise<Settings> {
    if (this.pending) return this.pending;
    const generation = this.generation;
    const reading = this.read()
      .then((value) => {
        if (generation === this.generation) {
          this.value = value;
          this.readAt = this.clock.now();
        }
        return value;
      })
      .finally(() => {
        if (this.pending === reading) this.pending = undefined;
      });
    this.pending = reading;
    return reading;
  }

  invalidate(): void {
    this.value = undefined;
    this.generation++;
    // A get after the change must read after it, not join a read that started before it.
    this.pending = undefined;
  }
}

const stores = new WeakMap<Database, SettingsStore>();

export function settingsStore(deps: { db: Database; clock: Clock }): SettingsStore {
  let store = stores.get(deps.db);
  if (!store) stores.set(deps.db, (store = new SettingsStore(deps.db, deps.clock)));
  return store;
}
