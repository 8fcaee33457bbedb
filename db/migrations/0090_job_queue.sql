-- The durable job queue (src/queue/): pg-boss 10's tables on this database, so that a job is
-- enqueued in the same transaction as the rows it is about (a rolled-back request enqueues nothing)
-- and every API and worker process shares one queue. This is pg-boss's construction plan for its
-- schema version 24 (`PgBoss.getConstructionPlans('pgboss')` of pg-boss 10.x) with three changes:
--   * no BEGIN/COMMIT, lock_timeout or advisory lock of its own: the migrator's one transaction,
--     under its lock, holds it;
--   * no pgboss.create_queue / pgboss.delete_queue functions: a queue is a partition table, and
--     tables are created by migrations, not by the service at run time (its login role creates
--     nothing). A new queue is a migration like 0091 (the partition's name is 'j' followed by the
--     hex SHA-224 of the queue name, as create_queue names it);
--   * grants to service_role, the role the service's queue connection runs as.
-- The service starts pg-boss with `migrate: false`, which checks that pgboss.version holds the
-- schema version of the installed pg-boss and refuses to start otherwise: upgrading pg-boss to a
-- release with a new schema version needs a migration with its migration plan
-- (`PgBoss.getMigrationPlans`). test/queue/schema.test.ts compares this schema with the one pg-boss
-- builds itself.
create schema pgboss;

create type pgboss.job_state as enum ('created', 'retry', 'active', 'completed', 'cancelled', 'failed');

create table pgboss.version (
  version int primary key,
  maintained_on timestamp with time zone,
  cron_on timestamp with time zone,
  monitored_on timestamp with time zone
);

create table pgboss.queue (
  name text,
  policy text,
  retry_limit int,
  retry_delay int,
  retry_backoff bool,
  expire_seconds int,
  retention_minutes int,
  dead_letter text references pgboss.queue (name),
  partition_name text,
  created_on timestamp with time zone not null default now(),
  updated_on timestamp with time zone not null default now(),
  primary key (name)
);

create table pgboss.schedule (
  name text references pgboss.queue on delete cascade,
  cron text not null,
  timezone text,
  data jsonb,
  options jsonb,
  created_on timestamp with time zone not null default now(),
  updated_on timestamp with time zone not null default now(),
  primary key (name)
);

create table pgboss.subscription (
  event text not null,
  name text not null references pgboss.queue on delete cascade,
  created_on timestamp with time zone not null default now(),
  updated_on timestamp with time zone not null default now(),
  primary key (event, name)
);

create table pgboss.job (
  id uuid not null default gen_random_uuid(),
  name text not null,
  priority integer not null default (0),
  data jsonb,
  state pgboss.job_state not null default ('created'),
  retry_limit integer not null default (2),
  retry_count integer not null default (0),
  retry_delay integer not null default (0),
  retry_backoff boolean not null default false,
  start_after timestamp with time zone not null default now(),
  started_on timestamp with time zone,
  singleton_key text,
  singleton_on timestamp without time zone,
  expire_in interval not null default interval '15 minutes',
  created_on timestamp with time zone not null default now(),
  completed_on timestamp with time zone,
  keep_until timestamp with time zone not null default now() + interval '14 days',
  output jsonb,
  dead_letter text,
  policy text
) partition by list (name);
alter table pgboss.job add primary key (name, id);

create table pgboss.archive (like pgboss.job);
alter table pgboss.archive add primary key (name, id);
alter table pgboss.archive add archived_on timestamptz not null default now();
create index archive_i1 on pgboss.archive (archived_on);

insert into pgboss.version (version) values (24);

-- Only the service role works the queue; users reach it through the service, never directly.
grant usage on schema pgboss to service_role;
grant select, insert, update, delete on all tables in schema pgboss to service_role;
