import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';

/**
 * Queue depth, the oldest waiting job and dead letters (issue 14 item 3): in /readyz details for the
 * balancer and the on-call, and in GET /v1/admin/push-stats for the portal (notifications.view).
 */
let h: Harness;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

/** Jobs as pg-boss writes them (its defaults), enqueued `ageSeconds` ago. */
async function job(name: string, ageSeconds: number, state = 'created') {
  await h.db.query(
    `insert into pgboss.job (name, data, state, created_on, start_after) values ($1, '{}', $2::pgboss.job_state, now() - make_interval(secs => $3), now())`,
    [name, state, ageSeconds],
  );
}

describe('queue statistics', () => {
  it('are empty on a new database, in /readyz and the push stats', async () => {
    const ready = await h.request('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({
      status: 'ok',
      details: {
        queues: [
          { name: 'mail.send', queued: 0, active: 0, oldest_queued_age_seconds: null, dead_letters: 0 },
          { name: 'push.batch', queued: 0, active: 0, oldest_queued_age_seconds: null, dead_letters: 0 },
          { name: 'push.deliver', queued: 0, active: 0, oldest_queued_age_seconds: null, dead_letters: 0 },
          { name: 'sales.digest', queued: 0, active: 0, oldest_queued_age_seconds: null, dead_letters: 0 },
        ],
      },
    });
  });

  it('count waiting and running jobs, the oldest waiting one and the dead letters', async () => {
    await job('push.batch', 120);
    await job('push.batch', 30, 'retry');
    await job('push.batch', 5, 'active');
    await job('push.batch', 600, 'completed');
    await job('push.batch.dead', 3600);
    await job('push.deliver.dead', 60);
    await job('push.deliver.dead', 60);
    const { token } = await h.createAdmin('ops_manager');
    const res = await h.request('/v1/admin/push-stats', { token });
    expect(res.status).toBe(200);
    const [batch, deliver] = res.body.queues;
    expect(batch).toMatchObject({ name: 'push.batch', queued: 2, active: 1, dead_letters: 1 });
    expect(batch.oldest_queued_age_seconds).toBeGreaterThanOrEqual(120);
    expect(batch.oldest_queued_age_seconds).toBeLessThan(600);
    expect(deliver).toEqual({ name: 'push.deliver', queued: 0, active: 0, oldest_queued_age_seconds: null, dead_letters: 2 });
  });

  it('need notifications.view for the push stats', async () => {
    const { token } = await h.createAdmin('content_manager');
    const res = await h.request('/v1/admin/push-stats', { token });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('forbidden');
    const user = await h.tokenFor();
    expect((await h.request('/v1/admin/push-stats', { token: user })).status).toBe(403);
    expect((await h.request('/v1/admin/push-stats')).status).toBe(401);
  });
});
