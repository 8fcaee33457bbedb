-- Daily and monthly sales digests for admins (issue 15 item 9; docs/admin.md "Sales digests",
-- docs/queue.md). One `sales.digest` job per period, enqueued by the scheduler that runs in every
-- worker process (src/modules/sales/digest.ts). A failed try is retried 3 times, 60-120 s,
-- 120-240 s, 240-480 s, then dead-lettered to `sales.digest.dead` (nothing works it). A try may take
-- 5 minutes. The queue rows are what pg-boss's createQueue would write (see 0090 and 0091).

insert into pgboss.queue (name, policy, partition_name)
values ('sales.digest.dead', 'standard', 'j4e9692547b2f1f4b74b7d5f9f1ea29aef2c9c9ca5486fe986473366c');
create table pgboss.j4e9692547b2f1f4b74b7d5f9f1ea29aef2c9c9ca5486fe986473366c (like pgboss.job including defaults);
alter table pgboss.j4e9692547b2f1f4b74b7d5f9f1ea29aef2c9c9ca5486fe986473366c add primary key (name, id);
alter table pgboss.j4e9692547b2f1f4b74b7d5f9f1ea29aef2c9c9ca5486fe986473366c add constraint q_fkey foreign key (name) references pgboss.queue (name) on delete restrict deferrable initially deferred;
alter table pgboss.j4e9692547b2f1f4b74b7d5f9f1ea29aef2c9c9ca5486fe986473366c add constraint dlq_fkey foreign key (dead_letter) references pgboss.queue (name) on delete restrict deferrable initially deferred;
create unique index j4e9692547b2f1f4b74b7d5f9f1ea29aef2c9c9ca5486fe986473366c_i1 on pgboss.j4e9692547b2f1f4b74b7d5f9f1ea29aef2c9c9ca5486fe986473366c (name, coalesce(singleton_key, '')) where state = 'created' and policy = 'short';
create unique index j4e9692547b2f1f4b74b7d5f9f1ea29aef2c9c9ca5486fe986473366c_i2 on pgboss.j4e9692547b2f1f4b74b7d5f9f1ea29aef2c9c9ca5486fe986473366c (name, coalesce(singleton_key, '')) where state = 'active' and policy = 'singleton';
create unique index j4e9692547b2f1f4b74b7d5f9f1ea29aef2c9c9ca5486fe986473366c_i3 on pgboss.j4e9692547b2f1f4b74b7d5f9f1ea29aef2c9c9ca5486fe986473366c (name, state, coalesce(singleton_key, '')) where state <= 'active' and policy = 'stately';
create unique index j4e9692547b2f1f4b74b7d5f9f1ea29aef2c9c9ca5486fe986473366c_i4 on pgboss.j4e9692547b2f1f4b74b7d5f9f1ea29aef2c9c9ca5486fe986473366c (name, singleton_on, coalesce(singleton_key, '')) where state <> 'cancelled' and singleton_on is not null;
create index j4e9692547b2f1f4b74b7d5f9f1ea29aef2c9c9ca5486fe986473366c_i5 on pgboss.j4e9692547b2f1f4b74b7d5f9f1ea29aef2c9c9ca5486fe986473366c (name, start_after) include (priority, created_on, id) where state < 'active';
alter table pgboss.j4e9692547b2f1f4b74b7d5f9f1ea29aef2c9c9ca5486fe986473366c add constraint cjc check (name = 'sales.digest.dead');
alter table pgboss.job attach partition pgboss.j4e9692547b2f1f4b74b7d5f9f1ea29aef2c9c9ca5486fe986473366c for values in ('sales.digest.dead');

insert into pgboss.queue (name, policy, retry_limit, retry_delay, retry_backoff, expire_seconds, retention_minutes, dead_letter, partition_name)
values ('sales.digest', 'standard', 3, 60, true, 300, 1440, 'sales.digest.dead', 'j05e9212d73997333f81d39c212f5c95a225451278fc1fa35fce16849');
create table pgboss.j05e9212d73997333f81d39c212f5c95a225451278fc1fa35fce16849 (like pgboss.job including defaults);
alter table pgboss.j05e9212d73997333f81d39c212f5c95a225451278fc1fa35fce16849 add primary key (name, id);
alter table pgboss.j05e9212d73997333f81d39c212f5c95a225451278fc1fa35fce16849 add constraint q_fkey foreign key (name) references pgboss.queue (name) on delete restrict deferrable initially deferred;
alter table pgboss.j05e9212d73997333f81d39c212f5c95a225451278fc1fa35fce16849 add constraint dlq_fkey foreign key (dead_letter) references pgboss.queue (name) on delete restrict deferrable initially deferred;
create unique index j05e9212d73997333f81d39c212f5c95a225451278fc1fa35fce16849_i1 on pgboss.j05e9212d73997333f81d39c212f5c95a225451278fc1fa35fce16849 (name, coalesce(singleton_key, '')) where state = 'created' and policy = 'short';
create unique index j05e9212d73997333f81d39c212f5c95a225451278fc1fa35fce16849_i2 on pgboss.j05e9212d73997333f81d39c212f5c95a225451278fc1fa35fce16849 (name, coalesce(singleton_key, '')) where state = 'active' and policy = 'singleton';
create unique index j05e9212d73997333f81d39c212f5c95a225451278fc1fa35fce16849_i3 on pgboss.j05e9212d73997333f81d39c212f5c95a225451278fc1fa35fce16849 (name, state, coalesce(singleton_key, '')) where state <= 'active' and policy = 'stately';
create unique index j05e9212d73997333f81d39c212f5c95a225451278fc1fa35fce16849_i4 on pgboss.j05e9212d73997333f81d39c212f5c95a225451278fc1fa35fce16849 (name, singleton_on, coalesce(singleton_key, '')) where state <> 'cancelled' and singleton_on is not null;
create index j05e9212d73997333f81d39c212f5c95a225451278fc1fa35fce16849_i5 on pgboss.j05e9212d73997333f81d39c212f5c95a225451278fc1fa35fce16849 (name, start_after) include (priority, created_on, id) where state < 'active';
alter table pgboss.j05e9212d73997333f81d39c212f5c95a225451278fc1fa35fce16849 add constraint cjc check (name = 'sales.digest');
alter table pgboss.job attach partition pgboss.j05e9212d73997333f81d39c212f5c95a225451278fc1fa35fce16849 for values in ('sales.digest');

-- One row per period ever enqueued: the scheduler of every worker process inserts the period's row
-- and enqueues its job in one transaction, so however many processes tick, a period gets one job.
-- pg-boss's singleton keys would hold only while the job is still in pgboss.job (archived after a
-- day), so a worker started later could enqueue the same period again; this row is kept.
create table public.sales_digest_runs (
  kind text not null check (kind in ('daily', 'monthly')),
  -- YYYY-MM-DD (daily) or YYYY-MM (monthly), in Japanese time.
  period text not null check (period ~ '^\d{4}-\d{2}(-\d{2})?$'),
  job_id uuid,
  enqueued_at timestamptz not null default now(),
  primary key (kind, period)
);
alter table public.sales_digest_runs enable row level security;
revoke all on public.sales_digest_runs from authenticated, anon;

-- A digest is written to an admin at most once per period: a retried job's insert conflicts here
-- and the admin's user notification and mail (written in the same transaction) are not repeated.
create unique index admin_notifications_sales_digest_once on public.admin_notifications (admin_id, kind, (payload ->> 'period'))
  where kind in ('sales_daily', 'sales_monthly');
