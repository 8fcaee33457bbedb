-- The queue of outgoing e-mail (src/mail/): one job `mail.send` per message, sent by a worker after
-- the request that wrote it commits. A failed send is retried 4 times with exponential backoff
-- (10-20 s, 20-40 s, 40-80 s, 80-160 s, all within the 10-minute life of a one-time code), then
-- moved to the dead-letter queue `mail.send.dead`, which nothing works: it is kept for inspection.
-- A send may take 60 s before it counts as failed. The rows are what pg-boss's createQueue would
-- write (see 0090 for why a migration writes them).
insert into pgboss.queue (name, policy, partition_name)
values ('mail.send.dead', 'standard', 'j0e7acd00f157b2c53d8827e84e0f39bcbbee4c465168116e328b37d8');
create table pgboss.j0e7acd00f157b2c53d8827e84e0f39bcbbee4c465168116e328b37d8 (like pgboss.job including defaults);
alter table pgboss.j0e7acd00f157b2c53d8827e84e0f39bcbbee4c465168116e328b37d8 add primary key (name, id);
alter table pgboss.j0e7acd00f157b2c53d8827e84e0f39bcbbee4c465168116e328b37d8 add constraint q_fkey foreign key (name) references pgboss.queue (name) on delete restrict deferrable initially deferred;
alter table pgboss.j0e7acd00f157b2c53d8827e84e0f39bcbbee4c465168116e328b37d8 add constraint dlq_fkey foreign key (dead_letter) references pgboss.queue (name) on delete restrict deferrable initially deferred;
create unique index j0e7acd00f157b2c53d8827e84e0f39bcbbee4c465168116e328b37d8_i1 on pgboss.j0e7acd00f157b2c53d8827e84e0f39bcbbee4c465168116e328b37d8 (name, coalesce(singleton_key, '')) where state = 'created' and policy = 'short';
create unique index j0e7acd00f157b2c53d8827e84e0f39bcbbee4c465168116e328b37d8_i2 on pgboss.j0e7acd00f157b2c53d8827e84e0f39bcbbee4c465168116e328b37d8 (name, coalesce(singleton_key, '')) where state = 'active' and policy = 'singleton';
create unique index j0e7acd00f157b2c53d8827e84e0f39bcbbee4c465168116e328b37d8_i3 on pgboss.j0e7acd00f157b2c53d8827e84e0f39bcbbee4c465168116e328b37d8 (name, state, coalesce(singleton_key, '')) where state <= 'active' and policy = 'stately';
create unique index j0e7acd00f157b2c53d8827e84e0f39bcbbee4c465168116e328b37d8_i4 on pgboss.j0e7acd00f157b2c53d8827e84e0f39bcbbee4c465168116e328b37d8 (name, singleton_on, coalesce(singleton_key, '')) where state <> 'cancelled' and singleton_on is not null;
create index j0e7acd00f157b2c53d8827e84e0f39bcbbee4c465168116e328b37d8_i5 on pgboss.j0e7acd00f157b2c53d8827e84e0f39bcbbee4c465168116e328b37d8 (name, start_after) include (priority, created_on, id) where state < 'active';
alter table pgboss.j0e7acd00f157b2c53d8827e84e0f39bcbbee4c465168116e328b37d8 add constraint cjc check (name = 'mail.send.dead');
alter table pgboss.job attach partition pgboss.j0e7acd00f157b2c53d8827e84e0f39bcbbee4c465168116e328b37d8 for values in ('mail.send.dead');

insert into pgboss.queue (name, policy, retry_limit, retry_delay, retry_backoff, expire_seconds, retention_minutes, dead_letter, partition_name)
values ('mail.send', 'standard', 4, 10, true, 60, 1440, 'mail.send.dead', 'j2402e807ea55861886387f169eea355780192746e4fa0fd5d0f57a53');
create table pgboss.j2402e807ea55861886387f169eea355780192746e4fa0fd5d0f57a53 (like pgboss.job including defaults);
alter table pgboss.j2402e807ea55861886387f169eea355780192746e4fa0fd5d0f57a53 add primary key (name, id);
alter table pgboss.j2402e807ea55861886387f169eea355780192746e4fa0fd5d0f57a53 add constraint q_fkey foreign key (name) references pgboss.queue (name) on delete restrict deferrable initially deferred;
alter table pgboss.j2402e807ea55861886387f169eea355780192746e4fa0fd5d0f57a53 add constraint dlq_fkey foreign key (dead_letter) references pgboss.queue (name) on delete restrict deferrable initially deferred;
create unique index j2402e807ea55861886387f169eea355780192746e4fa0fd5d0f57a53_i1 on pgboss.j2402e807ea55861886387f169eea355780192746e4fa0fd5d0f57a53 (name, coalesce(singleton_key, '')) where state = 'created' and policy = 'short';
create unique index j2402e807ea55861886387f169eea355780192746e4fa0fd5d0f57a53_i2 on pgboss.j2402e807ea55861886387f169eea355780192746e4fa0fd5d0f57a53 (name, coalesce(singleton_key, '')) where state = 'active' and policy = 'singleton';
create unique index j2402e807ea55861886387f169eea355780192746e4fa0fd5d0f57a53_i3 on pgboss.j2402e807ea55861886387f169eea355780192746e4fa0fd5d0f57a53 (name, state, coalesce(singleton_key, '')) where state <= 'active' and policy = 'stately';
create unique index j2402e807ea55861886387f169eea355780192746e4fa0fd5d0f57a53_i4 on pgboss.j2402e807ea55861886387f169eea355780192746e4fa0fd5d0f57a53 (name, singleton_on, coalesce(singleton_key, '')) where state <> 'cancelled' and singleton_on is not null;
create index j2402e807ea55861886387f169eea355780192746e4fa0fd5d0f57a53_i5 on pgboss.j2402e807ea55861886387f169eea355780192746e4fa0fd5d0f57a53 (name, start_after) include (priority, created_on, id) where state < 'active';
alter table pgboss.j2402e807ea55861886387f169eea355780192746e4fa0fd5d0f57a53 add constraint cjc check (name = 'mail.send');
alter table pgboss.job attach partition pgboss.j2402e807ea55861886387f169eea355780192746e4fa0fd5d0f57a53 for values in ('mail.send');

-- The partitions are new tables: the grants of 0090 do not reach them, and need not (the service
-- reads and writes jobs through pgboss.job, whose privileges are the ones checked).
