-- The push-notification queues (src/modules/notifications/, docs/push.md), as pg-boss's createQueue
-- would make them (see 0090 and 0091):
--   push.batch    one job per batch of a notification's audience (POST /v1/admin/user-notifications/{id}/send
--                 enqueues them in its transaction): writes each recipient's user_notifications row and
--                 delivery, and pushes to their devices;
--   push.deliver  one job per system notification (a session ended, a badge earned, a lot reviewed, an
--                 admin alert), enqueued by enqueue_push_delivery() in the transaction that caused it.
-- A batch's pushes to stores answering 429 or 5xx are retried within the try (a few seconds), then the
-- try fails and pg-boss retries the job: 5 retries, 30-60 s, 60-120 s, 120-240 s, 240-480 s,
-- 480-960 s (retry_backoff), each finding only the deliveries still pending. After them the job goes
-- to its dead-letter queue, which nothing works: GET /v1/admin/push-stats and /readyz count it.
-- A try may take 10 minutes (a batch of 500 devices at a slow store) before it counts as failed.

insert into pgboss.queue (name, policy, partition_name)
values ('push.batch.dead', 'standard', 'j5eb7745ac842712fbea6d54998261faba83afcdcb037c2529727b23e');
create table pgboss.j5eb7745ac842712fbea6d54998261faba83afcdcb037c2529727b23e (like pgboss.job including defaults);
alter table pgboss.j5eb7745ac842712fbea6d54998261faba83afcdcb037c2529727b23e add primary key (name, id);
alter table pgboss.j5eb7745ac842712fbea6d54998261faba83afcdcb037c2529727b23e add constraint q_fkey foreign key (name) references pgboss.queue (name) on delete restrict deferrable initially deferred;
alter table pgboss.j5eb7745ac842712fbea6d54998261faba83afcdcb037c2529727b23e add constraint dlq_fkey foreign key (dead_letter) references pgboss.queue (name) on delete restrict deferrable initially deferred;
create unique index j5eb7745ac842712fbea6d54998261faba83afcdcb037c2529727b23e_i1 on pgboss.j5eb7745ac842712fbea6d54998261faba83afcdcb037c2529727b23e (name, coalesce(singleton_key, '')) where state = 'created' and policy = 'short';
create unique index j5eb7745ac842712fbea6d54998261faba83afcdcb037c2529727b23e_i2 on pgboss.j5eb7745ac842712fbea6d54998261faba83afcdcb037c2529727b23e (name, coalesce(singleton_key, '')) where state = 'active' and policy = 'singleton';
create unique index j5eb7745ac842712fbea6d54998261faba83afcdcb037c2529727b23e_i3 on pgboss.j5eb7745ac842712fbea6d54998261faba83afcdcb037c2529727b23e (name, state, coalesce(singleton_key, '')) where state <= 'active' and policy = 'stately';
create unique index j5eb7745ac842712fbea6d54998261faba83afcdcb037c2529727b23e_i4 on pgboss.j5eb7745ac842712fbea6d54998261faba83afcdcb037c2529727b23e (name, singleton_on, coalesce(singleton_key, '')) where state <> 'cancelled' and singleton_on is not null;
create index j5eb7745ac842712fbea6d54998261faba83afcdcb037c2529727b23e_i5 on pgboss.j5eb7745ac842712fbea6d54998261faba83afcdcb037c2529727b23e (name, start_after) include (priority, created_on, id) where state < 'active';
alter table pgboss.j5eb7745ac842712fbea6d54998261faba83afcdcb037c2529727b23e add constraint cjc check (name = 'push.batch.dead');
alter table pgboss.job attach partition pgboss.j5eb7745ac842712fbea6d54998261faba83afcdcb037c2529727b23e for values in ('push.batch.dead');

insert into pgboss.queue (name, policy, retry_limit, retry_delay, retry_backoff, expire_seconds, retention_minutes, dead_letter, partition_name)
values ('push.batch', 'standard', 5, 30, true, 600, 1440, 'push.batch.dead', 'jd74ee6eae2587dbd5becbd08301d0fa506f722f283d3e2187b500fc8');
create table pgboss.jd74ee6eae2587dbd5becbd08301d0fa506f722f283d3e2187b500fc8 (like pgboss.job including defaults);
alter table pgboss.jd74ee6eae2587dbd5becbd08301d0fa506f722f283d3e2187b500fc8 add primary key (name, id);
alter table pgboss.jd74ee6eae2587dbd5becbd08301d0fa506f722f283d3e2187b500fc8 add constraint q_fkey foreign key (name) references pgboss.queue (name) on delete restrict deferrable initially deferred;
alter table pgboss.jd74ee6eae2587dbd5becbd08301d0fa506f722f283d3e2187b500fc8 add constraint dlq_fkey foreign key (dead_letter) references pgboss.queue (name) on delete restrict deferrable initially deferred;
create unique index jd74ee6eae2587dbd5becbd08301d0fa506f722f283d3e2187b500fc8_i1 on pgboss.jd74ee6eae2587dbd5becbd08301d0fa506f722f283d3e2187b500fc8 (name, coalesce(singleton_key, '')) where state = 'created' and policy = 'short';
create unique index jd74ee6eae2587dbd5becbd08301d0fa506f722f283d3e2187b500fc8_i2 on pgboss.jd74ee6eae2587dbd5becbd08301d0fa506f722f283d3e2187b500fc8 (name, coalesce(singleton_key, '')) where state = 'active' and policy = 'singleton';
create unique index jd74ee6eae2587dbd5becbd08301d0fa506f722f283d3e2187b500fc8_i3 on pgboss.jd74ee6eae2587dbd5becbd08301d0fa506f722f283d3e2187b500fc8 (name, state, coalesce(singleton_key, '')) where state <= 'active' and policy = 'stately';
create unique index jd74ee6eae2587dbd5becbd08301d0fa506f722f283d3e2187b500fc8_i4 on pgboss.jd74ee6eae2587dbd5becbd08301d0fa506f722f283d3e2187b500fc8 (name, singleton_on, coalesce(singleton_key, '')) where state <> 'cancelled' and singleton_on is not null;
create index jd74ee6eae2587dbd5becbd08301d0fa506f722f283d3e2187b500fc8_i5 on pgboss.jd74ee6eae2587dbd5becbd08301d0fa506f722f283d3e2187b500fc8 (name, start_after) include (priority, created_on, id) where state < 'active';
alter table pgboss.jd74ee6eae2587dbd5becbd08301d0fa506f722f283d3e2187b500fc8 add constraint cjc check (name = 'push.batch');
alter table pgboss.job attach partition pgboss.jd74ee6eae2587dbd5becbd08301d0fa506f722f283d3e2187b500fc8 for values in ('push.batch');

insert into pgboss.queue (name, policy, partition_name)
values ('push.deliver.dead', 'standard', 'j8b1673fb086172f4fce1224b5a795dc2813969db570f9fee6b750a2f');
create table pgboss.j8b1673fb086172f4fce1224b5a795dc2813969db570f9fee6b750a2f (like pgboss.job including defaults);
alter table pgboss.j8b1673fb086172f4fce1224b5a795dc2813969db570f9fee6b750a2f add primary key (name, id);
alter table pgboss.j8b1673fb086172f4fce1224b5a795dc2813969db570f9fee6b750a2f add constraint q_fkey foreign key (name) references pgboss.queue (name) on delete restrict deferrable initially deferred;
alter table pgboss.j8b1673fb086172f4fce1224b5a795dc2813969db570f9fee6b750a2f add constraint dlq_fkey foreign key (dead_letter) references pgboss.queue (name) on delete restrict deferrable initially deferred;
create unique index j8b1673fb086172f4fce1224b5a795dc2813969db570f9fee6b750a2f_i1 on pgboss.j8b1673fb086172f4fce1224b5a795dc2813969db570f9fee6b750a2f (name, coalesce(singleton_key, '')) where state = 'created' and policy = 'short';
create unique index j8b1673fb086172f4fce1224b5a795dc2813969db570f9fee6b750a2f_i2 on pgboss.j8b1673fb086172f4fce1224b5a795dc2813969db570f9fee6b750a2f (name, coalesce(singleton_key, '')) where state = 'active' and policy = 'singleton';
create unique index j8b1673fb086172f4fce1224b5a795dc2813969db570f9fee6b750a2f_i3 on pgboss.j8b1673fb086172f4fce1224b5a795dc2813969db570f9fee6b750a2f (name, state, coalesce(singleton_key, '')) where state <= 'active' and policy = 'stately';
create unique index j8b1673fb086172f4fce1224b5a795dc2813969db570f9fee6b750a2f_i4 on pgboss.j8b1673fb086172f4fce1224b5a795dc2813969db570f9fee6b750a2f (name, singleton_on, coalesce(singleton_key, '')) where state <> 'cancelled' and singleton_on is not null;
create index j8b1673fb086172f4fce1224b5a795dc2813969db570f9fee6b750a2f_i5 on pgboss.j8b1673fb086172f4fce1224b5a795dc2813969db570f9fee6b750a2f (name, start_after) include (priority, created_on, id) where state < 'active';
alter table pgboss.j8b1673fb086172f4fce1224b5a795dc2813969db570f9fee6b750a2f add constraint cjc check (name = 'push.deliver.dead');
alter table pgboss.job attach partition pgboss.j8b1673fb086172f4fce1224b5a795dc2813969db570f9fee6b750a2f for values in ('push.deliver.dead');

insert into pgboss.queue (name, policy, retry_limit, retry_delay, retry_backoff, expire_seconds, retention_minutes, dead_letter, partition_name)
values ('push.deliver', 'standard', 5, 30, true, 120, 1440, 'push.deliver.dead', 'j2298162fdb98220eba2932e80f32672de36873a5a375f578d826b35d');
create table pgboss.j2298162fdb98220eba2932e80f32672de36873a5a375f578d826b35d (like pgboss.job including defaults);
alter table pgboss.j2298162fdb98220eba2932e80f32672de36873a5a375f578d826b35d add primary key (name, id);
alter table pgboss.j2298162fdb98220eba2932e80f32672de36873a5a375f578d826b35d add constraint q_fkey foreign key (name) references pgboss.queue (name) on delete restrict deferrable initially deferred;
alter table pgboss.j2298162fdb98220eba2932e80f32672de36873a5a375f578d826b35d add constraint dlq_fkey foreign key (dead_letter) references pgboss.queue (name) on delete restrict deferrable initially deferred;
create unique index j2298162fdb98220eba2932e80f32672de36873a5a375f578d826b35d_i1 on pgboss.j2298162fdb98220eba2932e80f32672de36873a5a375f578d826b35d (name, coalesce(singleton_key, '')) where state = 'created' and policy = 'short';
create unique index j2298162fdb98220eba2932e80f32672de36873a5a375f578d826b35d_i2 on pgboss.j2298162fdb98220eba2932e80f32672de36873a5a375f578d826b35d (name, coalesce(singleton_key, '')) where state = 'active' and policy = 'singleton';
create unique index j2298162fdb98220eba2932e80f32672de36873a5a375f578d826b35d_i3 on pgboss.j2298162fdb98220eba2932e80f32672de36873a5a375f578d826b35d (name, state, coalesce(singleton_key, '')) where state <= 'active' and policy = 'stately';
create unique index j2298162fdb98220eba2932e80f32672de36873a5a375f578d826b35d_i4 on pgboss.j2298162fdb98220eba2932e80f32672de36873a5a375f578d826b35d (name, singleton_on, coalesce(singleton_key, '')) where state <> 'cancelled' and singleton_on is not null;
create index j2298162fdb98220eba2932e80f32672de36873a5a375f578d826b35d_i5 on pgboss.j2298162fdb98220eba2932e80f32672de36873a5a375f578d826b35d (name, start_after) include (priority, created_on, id) where state < 'active';
alter table pgboss.j2298162fdb98220eba2932e80f32672de36873a5a375f578d826b35d add constraint cjc check (name = 'push.deliver');
alter table pgboss.job attach partition pgboss.j2298162fdb98220eba2932e80f32672de36873a5a375f578d826b35d for values in ('push.deliver');
