import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/types.js';
import { SETTINGS_REFRESH_AFTER_MS, SETTINGS_TTL_MS, settingsStore } from '../../src/modules/settings/service.js';
import { fixedClock } from '../support/harness.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

/*
 * The settings every request reads are renewed before they expire, behind the requests rather than
 * in front of them; a change made through this process still applies at once.
 */
describe('the settings store', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());
  beforeEach(() => t.db.exec('delete from public.system_settings'));

  /** The database, with each settings read (one transaction) held until the test lets it finish. */
  function heldReads(db: Database) {
    const reads: { result: Promise<unknown>; done: Promise<unknown>; release(): void }[] = [];
    const wrapped: Database = {
      ...db,
      transaction(work, setup) {
        const result = db.transaction(work, setup);
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        const done = released.then(() => result);
        reads.push({ result, done, release });
        return done;
      },
    };
    return { db: wrapped, reads };
  }

  /** A store on held reads whose first read has finished: the settings held, fresh. */
  async function primedStore() {
    const clock = fixedClock(Date.now());
    const { db, reads } = heldReads(t.db);
    const store = settingsStore({ db, clock });
    const first = store.get();
    reads[0]!.release();
    const settings = await first;
    return { clock, reads, store, settings };
  }

  const setMaintenance = (on: boolean) =>
    t.db.query(
      `insert into public.system_settings (key, value) values ('maintenance_mode', $1::jsonb)
       on conflict (key) do update set value = excluded.value`,
      [JSON.stringify(on)],
    );

  it('answers from the settings it holds while it reads them again, once they are half their time old', async () => {
    const { clock, reads, store, settings } = await primedStore();
    expect(settings.maintenance_mode).toBe(false);

    await setMaintenance(true);
    clock.advance(SETTINGS_REFRESH_AFTER_MS);
    // The read it started is held: an answer at all is one that did not wait for it.
    expect((await store.get()).maintenance_mode).toBe(false);
    expect(reads).toHaveLength(2);
    // Later gets join that read instead of starting more.
    expect((await store.get()).maintenance_mode).toBe(false);
    expect(reads).toHaveLength(2);
    reads[1]!.release();
    await reads[1]!.done;
    expect((await store.get()).maintenance_mode).toBe(true);
    expect(reads).toHaveLength(2);
  });

  it('waits for the read once they are past their time', async () => {
    const { clock, reads, store } = await primedStore();

    await setMaintenance(true);
    clock.advance(SETTINGS_TTL_MS);
    const second = store.get();
    reads[1]!.release();
    expect((await second).maintenance_mode).toBe(true);
  });

  it('applies a change made through this process at once, even over a read that started before it', async () => {
    const { clock, reads, store } = await primedStore();

    // A renewal reads the settings before the change, and is still under way when it is made.
    clock.advance(SETTINGS_REFRESH_AFTER_MS);
    await store.get();
    expect(reads).toHaveLength(2);
    await reads[1]!.result;
    await setMaintenance(true);
    store.invalidate();

    const after = store.get();
    expect(reads).toHaveLength(3);
    reads[2]!.release();
    expect((await after).maintenance_mode).toBe(true);
    // The older read ends last; what it read must not replace what the change put in place.
    reads[1]!.release();
    expect(await reads[1]!.done).toMatchObject({ maintenance_mode: false });
    expect((await store.get()).maintenance_mode).toBe(true);
  });
});
