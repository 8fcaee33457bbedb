-- The schema of a fresh database after every migration and repeatable file, read back from its
-- catalogs by `npm run db:schema` (src/db/schema-snapshot.ts) on the embedded database (PGlite,
-- hence earthdistance where a server with PostGIS has geography). Generated: do not edit; CI
-- fails when it differs from what the migrations and repeatable files produce.

create extension cube with schema public;
create extension earthdistance with schema public;
create extension pg_trgm with schema public;

create schema auth;
grant usage on schema auth to anon, authenticated, service_role;

create schema pgboss;
grant usage on schema pgboss to service_role;

grant usage on schema public to anon, authenticated, public, service_role;

create type pgboss.job_state as enum ('created', 'retry', 'active', 'completed', 'cancelled', 'failed');
create type public.lot_hours_program (kind c);
create type public.pricing_program (kind c);

create table auth.one_time_tokens (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  token_type text not null,
  email text not null,
  code_hash text not null,
  link_hash text not null,
  attempts integer default 0 not null,
  created_at timestamp with time zone default now() not null,
  expires_at timestamp with time zone not null
);
alter table auth.one_time_tokens add constraint one_time_tokens_attempts_check CHECK ((attempts >= 0));
alter table auth.one_time_tokens add constraint one_time_tokens_code_hash_check CHECK ((code_hash ~ '^[0-9a-f]{64}$'::text));
alter table auth.one_time_tokens add constraint one_time_tokens_email_check CHECK (((char_length(email) >= 3) AND (char_length(email) <= 320)));
alter table auth.one_time_tokens add constraint one_time_tokens_link_hash_check CHECK ((link_hash ~ '^[0-9a-f]{64}$'::text));
alter table auth.one_time_tokens add constraint one_time_tokens_pkey PRIMARY KEY (id);
alter table auth.one_time_tokens add constraint one_time_tokens_token_type_check CHECK ((token_type = ANY (ARRAY['signup'::text, 'magiclink'::text, 'recovery'::text, 'email_change'::text])));
alter table auth.one_time_tokens add constraint one_time_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
alter table auth.one_time_tokens add constraint one_time_tokens_user_type_key UNIQUE (user_id, token_type);
CREATE INDEX one_time_tokens_email_idx ON auth.one_time_tokens USING btree (email, token_type);
CREATE INDEX one_time_tokens_expires_at_idx ON auth.one_time_tokens USING btree (expires_at);
CREATE UNIQUE INDEX one_time_tokens_link_hash_key ON auth.one_time_tokens USING btree (link_hash);
alter table auth.one_time_tokens enable row level security;
CREATE TRIGGER one_time_tokens_live_writer BEFORE INSERT ON auth.one_time_tokens FOR EACH ROW WHEN ((current_setting('parking.live_writer'::text, true) IS DISTINCT FROM (new.user_id)::text)) EXECUTE FUNCTION public.refuse_withdrawn_writer();
grant delete, insert, select, update on auth.one_time_tokens to service_role;

create table auth.refresh_tokens (
  id uuid default gen_random_uuid() not null,
  session_id uuid not null,
  token_hash text not null,
  created_at timestamp with time zone default now() not null,
  rotated_at timestamp with time zone
);
alter table auth.refresh_tokens add constraint refresh_tokens_pkey PRIMARY KEY (id);
alter table auth.refresh_tokens add constraint refresh_tokens_session_id_fkey FOREIGN KEY (session_id) REFERENCES auth.sessions(id) ON DELETE CASCADE;
alter table auth.refresh_tokens add constraint refresh_tokens_token_hash_check CHECK ((token_hash ~ '^[0-9a-f]{64}$'::text));
CREATE INDEX refresh_tokens_session_id_idx ON auth.refresh_tokens USING btree (session_id);
CREATE UNIQUE INDEX refresh_tokens_token_hash_key ON auth.refresh_tokens USING btree (token_hash);
alter table auth.refresh_tokens enable row level security;
grant delete, insert, select, update on auth.refresh_tokens to service_role;

create table auth.sessions (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  created_at timestamp with time zone default now() not null,
  refreshed_at timestamp with time zone,
  user_agent text,
  ip text
);
alter table auth.sessions add constraint sessions_ip_check CHECK ((char_length(ip) <= 64));
alter table auth.sessions add constraint sessions_pkey PRIMARY KEY (id);
alter table auth.sessions add constraint sessions_user_agent_check CHECK ((char_length(user_agent) <= 512));
alter table auth.sessions add constraint sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX sessions_user_id_idx ON auth.sessions USING btree (user_id);
alter table auth.sessions enable row level security;
CREATE TRIGGER sessions_live_writer BEFORE INSERT ON auth.sessions FOR EACH ROW WHEN ((current_setting('parking.live_writer'::text, true) IS DISTINCT FROM (new.user_id)::text)) EXECUTE FUNCTION public.refuse_withdrawn_writer();
grant delete, insert, select, update on auth.sessions to service_role;

create table auth.users (
  id uuid default gen_random_uuid() not null,
  aud text default 'authenticated'::text not null,
  role text default 'authenticated'::text not null,
  email text,
  encrypted_password text,
  email_confirmed_at timestamp with time zone,
  last_sign_in_at timestamp with time zone,
  raw_app_meta_data jsonb default '{"provider": "email", "providers": ["email"]}'::jsonb not null,
  raw_user_meta_data jsonb default '{}'::jsonb not null,
  banned_until timestamp with time zone,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  deleted_at timestamp with time zone,
  email_change text,
  email_change_sent_at timestamp with time zone
);
alter table auth.users add constraint users_email_change_check CHECK (((char_length(email_change) >= 3) AND (char_length(email_change) <= 320)));
alter table auth.users add constraint users_email_check CHECK ((((char_length(email) >= 3) AND (char_length(email) <= 320)) AND (email ~~ '%_@_%'::text)));
alter table auth.users add constraint users_email_not_reserved CHECK (((deleted_at IS NOT NULL) OR (((email IS NULL) OR (lower(email) !~ '@withdrawn\.invalid$'::text)) AND ((email_change IS NULL) OR (lower(email_change) !~ '@withdrawn\.invalid$'::text)))));
alter table auth.users add constraint users_email_unless_mirrored CHECK (((email IS NOT NULL) OR ((raw_app_meta_data ->> 'provider'::text) = 'external'::text)));
alter table auth.users add constraint users_pkey PRIMARY KEY (id);
CREATE UNIQUE INDEX users_email_key ON auth.users USING btree (lower(email));
alter table auth.users enable row level security;
CREATE TRIGGER users_touch BEFORE UPDATE ON auth.users FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, select, update on auth.users to service_role;

create table pgboss.archive (
  id uuid not null,
  name text not null,
  priority integer not null,
  data jsonb,
  state pgboss.job_state not null,
  retry_limit integer not null,
  retry_count integer not null,
  retry_delay integer not null,
  retry_backoff boolean not null,
  start_after timestamp with time zone not null,
  started_on timestamp with time zone,
  singleton_key text,
  singleton_on timestamp without time zone,
  expire_in interval not null,
  created_on timestamp with time zone not null,
  completed_on timestamp with time zone,
  keep_until timestamp with time zone not null,
  output jsonb,
  dead_letter text,
  policy text,
  archived_on timestamp with time zone default now() not null
);
alter table pgboss.archive add constraint archive_pkey PRIMARY KEY (name, id);
CREATE INDEX archive_i1 ON pgboss.archive USING btree (archived_on);
grant delete, insert, select, update on pgboss.archive to service_role;

create table pgboss.j05e9212d73997333f81d39c212f5c95a225451278fc1fa35fce16849 (
  id uuid default gen_random_uuid() not null,
  name text not null,
  priority integer default 0 not null,
  data jsonb,
  state pgboss.job_state default 'created'::pgboss.job_state not null,
  retry_limit integer default 2 not null,
  retry_count integer default 0 not null,
  retry_delay integer default 0 not null,
  retry_backoff boolean default false not null,
  start_after timestamp with time zone default now() not null,
  started_on timestamp with time zone,
  singleton_key text,
  singleton_on timestamp without time zone,
  expire_in interval default '00:15:00'::interval not null,
  created_on timestamp with time zone default now() not null,
  completed_on timestamp with time zone,
  keep_until timestamp with time zone default (now() + '14 days'::interval) not null,
  output jsonb,
  dead_letter text,
  policy text
);
alter table pgboss.j05e9212d73997333f81d39c212f5c95a225451278fc1fa35fce16849 add constraint cjc CHECK ((name = 'sales.digest'::text));
alter table pgboss.j05e9212d73997333f81d39c212f5c95a225451278fc1fa35fce16849 add constraint dlq_fkey FOREIGN KEY (dead_letter) REFERENCES pgboss.queue(name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED;
alter table pgboss.j05e9212d73997333f81d39c212f5c95a225451278fc1fa35fce16849 add constraint j05e9212d73997333f81d39c212f5c95a225451278fc1fa35fce16849_pkey PRIMARY KEY (name, id);
alter table pgboss.j05e9212d73997333f81d39c212f5c95a225451278fc1fa35fce16849 add constraint q_fkey FOREIGN KEY (name) REFERENCES pgboss.queue(name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED;
CREATE UNIQUE INDEX j05e9212d73997333f81d39c212f5c95a225451278fc1fa35fce16849_i1 ON pgboss.j05e9212d73997333f81d39c212f5c95a225451278fc1fa35fce16849 USING btree (name, COALESCE(singleton_key, ''::text)) WHERE ((state = 'created'::pgboss.job_state) AND (policy = 'short'::text));
CREATE UNIQUE INDEX j05e9212d73997333f81d39c212f5c95a225451278fc1fa35fce16849_i2 ON pgboss.j05e9212d73997333f81d39c212f5c95a225451278fc1fa35fce16849 USING btree (name, COALESCE(singleton_key, ''::text)) WHERE ((state = 'active'::pgboss.job_state) AND (policy = 'singleton'::text));
CREATE UNIQUE INDEX j05e9212d73997333f81d39c212f5c95a225451278fc1fa35fce16849_i3 ON pgboss.j05e9212d73997333f81d39c212f5c95a225451278fc1fa35fce16849 USING btree (name, state, COALESCE(singleton_key, ''::text)) WHERE ((state <= 'active'::pgboss.job_state) AND (policy = 'stately'::text));
CREATE UNIQUE INDEX j05e9212d73997333f81d39c212f5c95a225451278fc1fa35fce16849_i4 ON pgboss.j05e9212d73997333f81d39c212f5c95a225451278fc1fa35fce16849 USING btree (name, singleton_on, COALESCE(singleton_key, ''::text)) WHERE ((state <> 'cancelled'::pgboss.job_state) AND (singleton_on IS NOT NULL));
CREATE INDEX j05e9212d73997333f81d39c212f5c95a225451278fc1fa35fce16849_i5 ON pgboss.j05e9212d73997333f81d39c212f5c95a225451278fc1fa35fce16849 USING btree (name, start_after) INCLUDE (priority, created_on, id) WHERE (state < 'active'::pgboss.job_state);

create table pgboss.j0e7acd00f157b2c53d8827e84e0f39bcbbee4c465168116e328b37d8 (
  id uuid default gen_random_uuid() not null,
  name text not null,
  priority integer default 0 not null,
  data jsonb,
  state pgboss.job_state default 'created'::pgboss.job_state not null,
  retry_limit integer default 2 not null,
  retry_count integer default 0 not null,
  retry_delay integer default 0 not null,
  retry_backoff boolean default false not null,
  start_after timestamp with time zone default now() not null,
  started_on timestamp with time zone,
  singleton_key text,
  singleton_on timestamp without time zone,
  expire_in interval default '00:15:00'::interval not null,
  created_on timestamp with time zone default now() not null,
  completed_on timestamp with time zone,
  keep_until timestamp with time zone default (now() + '14 days'::interval) not null,
  output jsonb,
  dead_letter text,
  policy text
);
alter table pgboss.j0e7acd00f157b2c53d8827e84e0f39bcbbee4c465168116e328b37d8 add constraint cjc CHECK ((name = 'mail.send.dead'::text));
alter table pgboss.j0e7acd00f157b2c53d8827e84e0f39bcbbee4c465168116e328b37d8 add constraint dlq_fkey FOREIGN KEY (dead_letter) REFERENCES pgboss.queue(name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED;
alter table pgboss.j0e7acd00f157b2c53d8827e84e0f39bcbbee4c465168116e328b37d8 add constraint j0e7acd00f157b2c53d8827e84e0f39bcbbee4c465168116e328b37d8_pkey PRIMARY KEY (name, id);
alter table pgboss.j0e7acd00f157b2c53d8827e84e0f39bcbbee4c465168116e328b37d8 add constraint q_fkey FOREIGN KEY (name) REFERENCES pgboss.queue(name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED;
CREATE UNIQUE INDEX j0e7acd00f157b2c53d8827e84e0f39bcbbee4c465168116e328b37d8_i1 ON pgboss.j0e7acd00f157b2c53d8827e84e0f39bcbbee4c465168116e328b37d8 USING btree (name, COALESCE(singleton_key, ''::text)) WHERE ((state = 'created'::pgboss.job_state) AND (policy = 'short'::text));
CREATE UNIQUE INDEX j0e7acd00f157b2c53d8827e84e0f39bcbbee4c465168116e328b37d8_i2 ON pgboss.j0e7acd00f157b2c53d8827e84e0f39bcbbee4c465168116e328b37d8 USING btree (name, COALESCE(singleton_key, ''::text)) WHERE ((state = 'active'::pgboss.job_state) AND (policy = 'singleton'::text));
CREATE UNIQUE INDEX j0e7acd00f157b2c53d8827e84e0f39bcbbee4c465168116e328b37d8_i3 ON pgboss.j0e7acd00f157b2c53d8827e84e0f39bcbbee4c465168116e328b37d8 USING btree (name, state, COALESCE(singleton_key, ''::text)) WHERE ((state <= 'active'::pgboss.job_state) AND (policy = 'stately'::text));
CREATE UNIQUE INDEX j0e7acd00f157b2c53d8827e84e0f39bcbbee4c465168116e328b37d8_i4 ON pgboss.j0e7acd00f157b2c53d8827e84e0f39bcbbee4c465168116e328b37d8 USING btree (name, singleton_on, COALESCE(singleton_key, ''::text)) WHERE ((state <> 'cancelled'::pgboss.job_state) AND (singleton_on IS NOT NULL));
CREATE INDEX j0e7acd00f157b2c53d8827e84e0f39bcbbee4c465168116e328b37d8_i5 ON pgboss.j0e7acd00f157b2c53d8827e84e0f39bcbbee4c465168116e328b37d8 USING btree (name, start_after) INCLUDE (priority, created_on, id) WHERE (state < 'active'::pgboss.job_state);

create table pgboss.j2298162fdb98220eba2932e80f32672de36873a5a375f578d826b35d (
  id uuid default gen_random_uuid() not null,
  name text not null,
  priority integer default 0 not null,
  data jsonb,
  state pgboss.job_state default 'created'::pgboss.job_state not null,
  retry_limit integer default 2 not null,
  retry_count integer default 0 not null,
  retry_delay integer default 0 not null,
  retry_backoff boolean default false not null,
  start_after timestamp with time zone default now() not null,
  started_on timestamp with time zone,
  singleton_key text,
  singleton_on timestamp without time zone,
  expire_in interval default '00:15:00'::interval not null,
  created_on timestamp with time zone default now() not null,
  completed_on timestamp with time zone,
  keep_until timestamp with time zone default (now() + '14 days'::interval) not null,
  output jsonb,
  dead_letter text,
  policy text
);
alter table pgboss.j2298162fdb98220eba2932e80f32672de36873a5a375f578d826b35d add constraint cjc CHECK ((name = 'push.deliver'::text));
alter table pgboss.j2298162fdb98220eba2932e80f32672de36873a5a375f578d826b35d add constraint dlq_fkey FOREIGN KEY (dead_letter) REFERENCES pgboss.queue(name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED;
alter table pgboss.j2298162fdb98220eba2932e80f32672de36873a5a375f578d826b35d add constraint j2298162fdb98220eba2932e80f32672de36873a5a375f578d826b35d_pkey PRIMARY KEY (name, id);
alter table pgboss.j2298162fdb98220eba2932e80f32672de36873a5a375f578d826b35d add constraint q_fkey FOREIGN KEY (name) REFERENCES pgboss.queue(name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED;
CREATE UNIQUE INDEX j2298162fdb98220eba2932e80f32672de36873a5a375f578d826b35d_i1 ON pgboss.j2298162fdb98220eba2932e80f32672de36873a5a375f578d826b35d USING btree (name, COALESCE(singleton_key, ''::text)) WHERE ((state = 'created'::pgboss.job_state) AND (policy = 'short'::text));
CREATE UNIQUE INDEX j2298162fdb98220eba2932e80f32672de36873a5a375f578d826b35d_i2 ON pgboss.j2298162fdb98220eba2932e80f32672de36873a5a375f578d826b35d USING btree (name, COALESCE(singleton_key, ''::text)) WHERE ((state = 'active'::pgboss.job_state) AND (policy = 'singleton'::text));
CREATE UNIQUE INDEX j2298162fdb98220eba2932e80f32672de36873a5a375f578d826b35d_i3 ON pgboss.j2298162fdb98220eba2932e80f32672de36873a5a375f578d826b35d USING btree (name, state, COALESCE(singleton_key, ''::text)) WHERE ((state <= 'active'::pgboss.job_state) AND (policy = 'stately'::text));
CREATE UNIQUE INDEX j2298162fdb98220eba2932e80f32672de36873a5a375f578d826b35d_i4 ON pgboss.j2298162fdb98220eba2932e80f32672de36873a5a375f578d826b35d USING btree (name, singleton_on, COALESCE(singleton_key, ''::text)) WHERE ((state <> 'cancelled'::pgboss.job_state) AND (singleton_on IS NOT NULL));
CREATE INDEX j2298162fdb98220eba2932e80f32672de36873a5a375f578d826b35d_i5 ON pgboss.j2298162fdb98220eba2932e80f32672de36873a5a375f578d826b35d USING btree (name, start_after) INCLUDE (priority, created_on, id) WHERE (state < 'active'::pgboss.job_state);

create table pgboss.j2402e807ea55861886387f169eea355780192746e4fa0fd5d0f57a53 (
  id uuid default gen_random_uuid() not null,
  name text not null,
  priority integer default 0 not null,
  data jsonb,
  state pgboss.job_state default 'created'::pgboss.job_state not null,
  retry_limit integer default 2 not null,
  retry_count integer default 0 not null,
  retry_delay integer default 0 not null,
  retry_backoff boolean default false not null,
  start_after timestamp with time zone default now() not null,
  started_on timestamp with time zone,
  singleton_key text,
  singleton_on timestamp without time zone,
  expire_in interval default '00:15:00'::interval not null,
  created_on timestamp with time zone default now() not null,
  completed_on timestamp with time zone,
  keep_until timestamp with time zone default (now() + '14 days'::interval) not null,
  output jsonb,
  dead_letter text,
  policy text
);
alter table pgboss.j2402e807ea55861886387f169eea355780192746e4fa0fd5d0f57a53 add constraint cjc CHECK ((name = 'mail.send'::text));
alter table pgboss.j2402e807ea55861886387f169eea355780192746e4fa0fd5d0f57a53 add constraint dlq_fkey FOREIGN KEY (dead_letter) REFERENCES pgboss.queue(name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED;
alter table pgboss.j2402e807ea55861886387f169eea355780192746e4fa0fd5d0f57a53 add constraint j2402e807ea55861886387f169eea355780192746e4fa0fd5d0f57a53_pkey PRIMARY KEY (name, id);
alter table pgboss.j2402e807ea55861886387f169eea355780192746e4fa0fd5d0f57a53 add constraint q_fkey FOREIGN KEY (name) REFERENCES pgboss.queue(name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED;
CREATE UNIQUE INDEX j2402e807ea55861886387f169eea355780192746e4fa0fd5d0f57a53_i1 ON pgboss.j2402e807ea55861886387f169eea355780192746e4fa0fd5d0f57a53 USING btree (name, COALESCE(singleton_key, ''::text)) WHERE ((state = 'created'::pgboss.job_state) AND (policy = 'short'::text));
CREATE UNIQUE INDEX j2402e807ea55861886387f169eea355780192746e4fa0fd5d0f57a53_i2 ON pgboss.j2402e807ea55861886387f169eea355780192746e4fa0fd5d0f57a53 USING btree (name, COALESCE(singleton_key, ''::text)) WHERE ((state = 'active'::pgboss.job_state) AND (policy = 'singleton'::text));
CREATE UNIQUE INDEX j2402e807ea55861886387f169eea355780192746e4fa0fd5d0f57a53_i3 ON pgboss.j2402e807ea55861886387f169eea355780192746e4fa0fd5d0f57a53 USING btree (name, state, COALESCE(singleton_key, ''::text)) WHERE ((state <= 'active'::pgboss.job_state) AND (policy = 'stately'::text));
CREATE UNIQUE INDEX j2402e807ea55861886387f169eea355780192746e4fa0fd5d0f57a53_i4 ON pgboss.j2402e807ea55861886387f169eea355780192746e4fa0fd5d0f57a53 USING btree (name, singleton_on, COALESCE(singleton_key, ''::text)) WHERE ((state <> 'cancelled'::pgboss.job_state) AND (singleton_on IS NOT NULL));
CREATE INDEX j2402e807ea55861886387f169eea355780192746e4fa0fd5d0f57a53_i5 ON pgboss.j2402e807ea55861886387f169eea355780192746e4fa0fd5d0f57a53 USING btree (name, start_after) INCLUDE (priority, created_on, id) WHERE (state < 'active'::pgboss.job_state);

create table pgboss.j4e9692547b2f1f4b74b7d5f9f1ea29aef2c9c9ca5486fe986473366c (
  id uuid default gen_random_uuid() not null,
  name text not null,
  priority integer default 0 not null,
  data jsonb,
  state pgboss.job_state default 'created'::pgboss.job_state not null,
  retry_limit integer default 2 not null,
  retry_count integer default 0 not null,
  retry_delay integer default 0 not null,
  retry_backoff boolean default false not null,
  start_after timestamp with time zone default now() not null,
  started_on timestamp with time zone,
  singleton_key text,
  singleton_on timestamp without time zone,
  expire_in interval default '00:15:00'::interval not null,
  created_on timestamp with time zone default now() not null,
  completed_on timestamp with time zone,
  keep_until timestamp with time zone default (now() + '14 days'::interval) not null,
  output jsonb,
  dead_letter text,
  policy text
);
alter table pgboss.j4e9692547b2f1f4b74b7d5f9f1ea29aef2c9c9ca5486fe986473366c add constraint cjc CHECK ((name = 'sales.digest.dead'::text));
alter table pgboss.j4e9692547b2f1f4b74b7d5f9f1ea29aef2c9c9ca5486fe986473366c add constraint dlq_fkey FOREIGN KEY (dead_letter) REFERENCES pgboss.queue(name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED;
alter table pgboss.j4e9692547b2f1f4b74b7d5f9f1ea29aef2c9c9ca5486fe986473366c add constraint j4e9692547b2f1f4b74b7d5f9f1ea29aef2c9c9ca5486fe986473366c_pkey PRIMARY KEY (name, id);
alter table pgboss.j4e9692547b2f1f4b74b7d5f9f1ea29aef2c9c9ca5486fe986473366c add constraint q_fkey FOREIGN KEY (name) REFERENCES pgboss.queue(name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED;
CREATE UNIQUE INDEX j4e9692547b2f1f4b74b7d5f9f1ea29aef2c9c9ca5486fe986473366c_i1 ON pgboss.j4e9692547b2f1f4b74b7d5f9f1ea29aef2c9c9ca5486fe986473366c USING btree (name, COALESCE(singleton_key, ''::text)) WHERE ((state = 'created'::pgboss.job_state) AND (policy = 'short'::text));
CREATE UNIQUE INDEX j4e9692547b2f1f4b74b7d5f9f1ea29aef2c9c9ca5486fe986473366c_i2 ON pgboss.j4e9692547b2f1f4b74b7d5f9f1ea29aef2c9c9ca5486fe986473366c USING btree (name, COALESCE(singleton_key, ''::text)) WHERE ((state = 'active'::pgboss.job_state) AND (policy = 'singleton'::text));
CREATE UNIQUE INDEX j4e9692547b2f1f4b74b7d5f9f1ea29aef2c9c9ca5486fe986473366c_i3 ON pgboss.j4e9692547b2f1f4b74b7d5f9f1ea29aef2c9c9ca5486fe986473366c USING btree (name, state, COALESCE(singleton_key, ''::text)) WHERE ((state <= 'active'::pgboss.job_state) AND (policy = 'stately'::text));
CREATE UNIQUE INDEX j4e9692547b2f1f4b74b7d5f9f1ea29aef2c9c9ca5486fe986473366c_i4 ON pgboss.j4e9692547b2f1f4b74b7d5f9f1ea29aef2c9c9ca5486fe986473366c USING btree (name, singleton_on, COALESCE(singleton_key, ''::text)) WHERE ((state <> 'cancelled'::pgboss.job_state) AND (singleton_on IS NOT NULL));
CREATE INDEX j4e9692547b2f1f4b74b7d5f9f1ea29aef2c9c9ca5486fe986473366c_i5 ON pgboss.j4e9692547b2f1f4b74b7d5f9f1ea29aef2c9c9ca5486fe986473366c USING btree (name, start_after) INCLUDE (priority, created_on, id) WHERE (state < 'active'::pgboss.job_state);

create table pgboss.j5eb7745ac842712fbea6d54998261faba83afcdcb037c2529727b23e (
  id uuid default gen_random_uuid() not null,
  name text not null,
  priority integer default 0 not null,
  data jsonb,
  state pgboss.job_state default 'created'::pgboss.job_state not null,
  retry_limit integer default 2 not null,
  retry_count integer default 0 not null,
  retry_delay integer default 0 not null,
  retry_backoff boolean default false not null,
  start_after timestamp with time zone default now() not null,
  started_on timestamp with time zone,
  singleton_key text,
  singleton_on timestamp without time zone,
  expire_in interval default '00:15:00'::interval not null,
  created_on timestamp with time zone default now() not null,
  completed_on timestamp with time zone,
  keep_until timestamp with time zone default (now() + '14 days'::interval) not null,
  output jsonb,
  dead_letter text,
  policy text
);
alter table pgboss.j5eb7745ac842712fbea6d54998261faba83afcdcb037c2529727b23e add constraint cjc CHECK ((name = 'push.batch.dead'::text));
alter table pgboss.j5eb7745ac842712fbea6d54998261faba83afcdcb037c2529727b23e add constraint dlq_fkey FOREIGN KEY (dead_letter) REFERENCES pgboss.queue(name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED;
alter table pgboss.j5eb7745ac842712fbea6d54998261faba83afcdcb037c2529727b23e add constraint j5eb7745ac842712fbea6d54998261faba83afcdcb037c2529727b23e_pkey PRIMARY KEY (name, id);
alter table pgboss.j5eb7745ac842712fbea6d54998261faba83afcdcb037c2529727b23e add constraint q_fkey FOREIGN KEY (name) REFERENCES pgboss.queue(name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED;
CREATE UNIQUE INDEX j5eb7745ac842712fbea6d54998261faba83afcdcb037c2529727b23e_i1 ON pgboss.j5eb7745ac842712fbea6d54998261faba83afcdcb037c2529727b23e USING btree (name, COALESCE(singleton_key, ''::text)) WHERE ((state = 'created'::pgboss.job_state) AND (policy = 'short'::text));
CREATE UNIQUE INDEX j5eb7745ac842712fbea6d54998261faba83afcdcb037c2529727b23e_i2 ON pgboss.j5eb7745ac842712fbea6d54998261faba83afcdcb037c2529727b23e USING btree (name, COALESCE(singleton_key, ''::text)) WHERE ((state = 'active'::pgboss.job_state) AND (policy = 'singleton'::text));
CREATE UNIQUE INDEX j5eb7745ac842712fbea6d54998261faba83afcdcb037c2529727b23e_i3 ON pgboss.j5eb7745ac842712fbea6d54998261faba83afcdcb037c2529727b23e USING btree (name, state, COALESCE(singleton_key, ''::text)) WHERE ((state <= 'active'::pgboss.job_state) AND (policy = 'stately'::text));
CREATE UNIQUE INDEX j5eb7745ac842712fbea6d54998261faba83afcdcb037c2529727b23e_i4 ON pgboss.j5eb7745ac842712fbea6d54998261faba83afcdcb037c2529727b23e USING btree (name, singleton_on, COALESCE(singleton_key, ''::text)) WHERE ((state <> 'cancelled'::pgboss.job_state) AND (singleton_on IS NOT NULL));
CREATE INDEX j5eb7745ac842712fbea6d54998261faba83afcdcb037c2529727b23e_i5 ON pgboss.j5eb7745ac842712fbea6d54998261faba83afcdcb037c2529727b23e USING btree (name, start_after) INCLUDE (priority, created_on, id) WHERE (state < 'active'::pgboss.job_state);

create table pgboss.j8b1673fb086172f4fce1224b5a795dc2813969db570f9fee6b750a2f (
  id uuid default gen_random_uuid() not null,
  name text not null,
  priority integer default 0 not null,
  data jsonb,
  state pgboss.job_state default 'created'::pgboss.job_state not null,
  retry_limit integer default 2 not null,
  retry_count integer default 0 not null,
  retry_delay integer default 0 not null,
  retry_backoff boolean default false not null,
  start_after timestamp with time zone default now() not null,
  started_on timestamp with time zone,
  singleton_key text,
  singleton_on timestamp without time zone,
  expire_in interval default '00:15:00'::interval not null,
  created_on timestamp with time zone default now() not null,
  completed_on timestamp with time zone,
  keep_until timestamp with time zone default (now() + '14 days'::interval) not null,
  output jsonb,
  dead_letter text,
  policy text
);
alter table pgboss.j8b1673fb086172f4fce1224b5a795dc2813969db570f9fee6b750a2f add constraint cjc CHECK ((name = 'push.deliver.dead'::text));
alter table pgboss.j8b1673fb086172f4fce1224b5a795dc2813969db570f9fee6b750a2f add constraint dlq_fkey FOREIGN KEY (dead_letter) REFERENCES pgboss.queue(name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED;
alter table pgboss.j8b1673fb086172f4fce1224b5a795dc2813969db570f9fee6b750a2f add constraint j8b1673fb086172f4fce1224b5a795dc2813969db570f9fee6b750a2f_pkey PRIMARY KEY (name, id);
alter table pgboss.j8b1673fb086172f4fce1224b5a795dc2813969db570f9fee6b750a2f add constraint q_fkey FOREIGN KEY (name) REFERENCES pgboss.queue(name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED;
CREATE UNIQUE INDEX j8b1673fb086172f4fce1224b5a795dc2813969db570f9fee6b750a2f_i1 ON pgboss.j8b1673fb086172f4fce1224b5a795dc2813969db570f9fee6b750a2f USING btree (name, COALESCE(singleton_key, ''::text)) WHERE ((state = 'created'::pgboss.job_state) AND (policy = 'short'::text));
CREATE UNIQUE INDEX j8b1673fb086172f4fce1224b5a795dc2813969db570f9fee6b750a2f_i2 ON pgboss.j8b1673fb086172f4fce1224b5a795dc2813969db570f9fee6b750a2f USING btree (name, COALESCE(singleton_key, ''::text)) WHERE ((state = 'active'::pgboss.job_state) AND (policy = 'singleton'::text));
CREATE UNIQUE INDEX j8b1673fb086172f4fce1224b5a795dc2813969db570f9fee6b750a2f_i3 ON pgboss.j8b1673fb086172f4fce1224b5a795dc2813969db570f9fee6b750a2f USING btree (name, state, COALESCE(singleton_key, ''::text)) WHERE ((state <= 'active'::pgboss.job_state) AND (policy = 'stately'::text));
CREATE UNIQUE INDEX j8b1673fb086172f4fce1224b5a795dc2813969db570f9fee6b750a2f_i4 ON pgboss.j8b1673fb086172f4fce1224b5a795dc2813969db570f9fee6b750a2f USING btree (name, singleton_on, COALESCE(singleton_key, ''::text)) WHERE ((state <> 'cancelled'::pgboss.job_state) AND (singleton_on IS NOT NULL));
CREATE INDEX j8b1673fb086172f4fce1224b5a795dc2813969db570f9fee6b750a2f_i5 ON pgboss.j8b1673fb086172f4fce1224b5a795dc2813969db570f9fee6b750a2f USING btree (name, start_after) INCLUDE (priority, created_on, id) WHERE (state < 'active'::pgboss.job_state);

create table pgboss.jd74ee6eae2587dbd5becbd08301d0fa506f722f283d3e2187b500fc8 (
  id uuid default gen_random_uuid() not null,
  name text not null,
  priority integer default 0 not null,
  data jsonb,
  state pgboss.job_state default 'created'::pgboss.job_state not null,
  retry_limit integer default 2 not null,
  retry_count integer default 0 not null,
  retry_delay integer default 0 not null,
  retry_backoff boolean default false not null,
  start_after timestamp with time zone default now() not null,
  started_on timestamp with time zone,
  singleton_key text,
  singleton_on timestamp without time zone,
  expire_in interval default '00:15:00'::interval not null,
  created_on timestamp with time zone default now() not null,
  completed_on timestamp with time zone,
  keep_until timestamp with time zone default (now() + '14 days'::interval) not null,
  output jsonb,
  dead_letter text,
  policy text
);
alter table pgboss.jd74ee6eae2587dbd5becbd08301d0fa506f722f283d3e2187b500fc8 add constraint cjc CHECK ((name = 'push.batch'::text));
alter table pgboss.jd74ee6eae2587dbd5becbd08301d0fa506f722f283d3e2187b500fc8 add constraint dlq_fkey FOREIGN KEY (dead_letter) REFERENCES pgboss.queue(name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED;
alter table pgboss.jd74ee6eae2587dbd5becbd08301d0fa506f722f283d3e2187b500fc8 add constraint jd74ee6eae2587dbd5becbd08301d0fa506f722f283d3e2187b500fc8_pkey PRIMARY KEY (name, id);
alter table pgboss.jd74ee6eae2587dbd5becbd08301d0fa506f722f283d3e2187b500fc8 add constraint q_fkey FOREIGN KEY (name) REFERENCES pgboss.queue(name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED;
CREATE UNIQUE INDEX jd74ee6eae2587dbd5becbd08301d0fa506f722f283d3e2187b500fc8_i1 ON pgboss.jd74ee6eae2587dbd5becbd08301d0fa506f722f283d3e2187b500fc8 USING btree (name, COALESCE(singleton_key, ''::text)) WHERE ((state = 'created'::pgboss.job_state) AND (policy = 'short'::text));
CREATE UNIQUE INDEX jd74ee6eae2587dbd5becbd08301d0fa506f722f283d3e2187b500fc8_i2 ON pgboss.jd74ee6eae2587dbd5becbd08301d0fa506f722f283d3e2187b500fc8 USING btree (name, COALESCE(singleton_key, ''::text)) WHERE ((state = 'active'::pgboss.job_state) AND (policy = 'singleton'::text));
CREATE UNIQUE INDEX jd74ee6eae2587dbd5becbd08301d0fa506f722f283d3e2187b500fc8_i3 ON pgboss.jd74ee6eae2587dbd5becbd08301d0fa506f722f283d3e2187b500fc8 USING btree (name, state, COALESCE(singleton_key, ''::text)) WHERE ((state <= 'active'::pgboss.job_state) AND (policy = 'stately'::text));
CREATE UNIQUE INDEX jd74ee6eae2587dbd5becbd08301d0fa506f722f283d3e2187b500fc8_i4 ON pgboss.jd74ee6eae2587dbd5becbd08301d0fa506f722f283d3e2187b500fc8 USING btree (name, singleton_on, COALESCE(singleton_key, ''::text)) WHERE ((state <> 'cancelled'::pgboss.job_state) AND (singleton_on IS NOT NULL));
CREATE INDEX jd74ee6eae2587dbd5becbd08301d0fa506f722f283d3e2187b500fc8_i5 ON pgboss.jd74ee6eae2587dbd5becbd08301d0fa506f722f283d3e2187b500fc8 USING btree (name, start_after) INCLUDE (priority, created_on, id) WHERE (state < 'active'::pgboss.job_state);

create table pgboss.job (
  id uuid default gen_random_uuid() not null,
  name text not null,
  priority integer default 0 not null,
  data jsonb,
  state pgboss.job_state default 'created'::pgboss.job_state not null,
  retry_limit integer default 2 not null,
  retry_count integer default 0 not null,
  retry_delay integer default 0 not null,
  retry_backoff boolean default false not null,
  start_after timestamp with time zone default now() not null,
  started_on timestamp with time zone,
  singleton_key text,
  singleton_on timestamp without time zone,
  expire_in interval default '00:15:00'::interval not null,
  created_on timestamp with time zone default now() not null,
  completed_on timestamp with time zone,
  keep_until timestamp with time zone default (now() + '14 days'::interval) not null,
  output jsonb,
  dead_letter text,
  policy text
);
alter table pgboss.job add constraint job_pkey PRIMARY KEY (name, id);
grant delete, insert, select, update on pgboss.job to service_role;

create table pgboss.queue (
  name text not null,
  policy text,
  retry_limit integer,
  retry_delay integer,
  retry_backoff boolean,
  expire_seconds integer,
  retention_minutes integer,
  dead_letter text,
  partition_name text,
  created_on timestamp with time zone default now() not null,
  updated_on timestamp with time zone default now() not null
);
alter table pgboss.queue add constraint queue_dead_letter_fkey FOREIGN KEY (dead_letter) REFERENCES pgboss.queue(name);
alter table pgboss.queue add constraint queue_pkey PRIMARY KEY (name);
grant delete, insert, select, update on pgboss.queue to service_role;

create table pgboss.schedule (
  name text not null,
  cron text not null,
  timezone text,
  data jsonb,
  options jsonb,
  created_on timestamp with time zone default now() not null,
  updated_on timestamp with time zone default now() not null
);
alter table pgboss.schedule add constraint schedule_name_fkey FOREIGN KEY (name) REFERENCES pgboss.queue(name) ON DELETE CASCADE;
alter table pgboss.schedule add constraint schedule_pkey PRIMARY KEY (name);
grant delete, insert, select, update on pgboss.schedule to service_role;

create table pgboss.subscription (
  event text not null,
  name text not null,
  created_on timestamp with time zone default now() not null,
  updated_on timestamp with time zone default now() not null
);
alter table pgboss.subscription add constraint subscription_name_fkey FOREIGN KEY (name) REFERENCES pgboss.queue(name) ON DELETE CASCADE;
alter table pgboss.subscription add constraint subscription_pkey PRIMARY KEY (event, name);
grant delete, insert, select, update on pgboss.subscription to service_role;

create table pgboss.version (
  version integer not null,
  maintained_on timestamp with time zone,
  cron_on timestamp with time zone,
  monitored_on timestamp with time zone
);
alter table pgboss.version add constraint version_pkey PRIMARY KEY (version);
grant delete, insert, select, update on pgboss.version to service_role;

create table public.ad_event_counts (
  ad_id uuid not null,
  day date not null,
  event_type text not null,
  shard smallint not null,
  count bigint default 0 not null
);
alter table public.ad_event_counts add constraint ad_event_counts_ad_id_fkey FOREIGN KEY (ad_id) REFERENCES public.ads(id) ON DELETE CASCADE;
alter table public.ad_event_counts add constraint ad_event_counts_count_check CHECK ((count >= 0));
alter table public.ad_event_counts add constraint ad_event_counts_event_type_check CHECK ((event_type = ANY (ARRAY['impression'::text, 'click'::text])));
alter table public.ad_event_counts add constraint ad_event_counts_pkey PRIMARY KEY (ad_id, day, event_type, shard);
alter table public.ad_event_counts add constraint ad_event_counts_shard_range CHECK (((shard >= 0) AND (shard <= 7)));
alter table public.ad_event_counts enable row level security;
create policy ad_event_counts_admin_read on public.ad_event_counts as permissive for select to authenticated using (( SELECT public.has_permission('ads.view'::text) AS has_permission));
grant delete, insert, maintain, references, select, trigger, truncate, update on public.ad_event_counts to service_role;
grant select on public.ad_event_counts to authenticated;

create table public.admin_audit_log (
  id uuid default gen_random_uuid() not null,
  admin_id uuid not null,
  action text not null,
  target_type text not null,
  target_id text,
  before jsonb,
  after jsonb,
  request_id text,
  created_at timestamp with time zone default date_trunc('milliseconds'::text, now()) not null
);
alter table public.admin_audit_log add constraint admin_audit_log_action_format CHECK ((action ~ '^[a-z_]+\.[a-z_]+$'::text));
alter table public.admin_audit_log add constraint admin_audit_log_admin_id_fkey FOREIGN KEY (admin_id) REFERENCES public.admins(id);
alter table public.admin_audit_log add constraint admin_audit_log_pkey PRIMARY KEY (id);
alter table public.admin_audit_log add constraint admin_audit_log_request_id_length CHECK ((char_length(request_id) <= 200));
alter table public.admin_audit_log add constraint admin_audit_log_target_id_length CHECK ((char_length(target_id) <= 200));
alter table public.admin_audit_log add constraint admin_audit_log_target_type_format CHECK ((target_type ~ '^[a-z_]+$'::text));
CREATE INDEX admin_audit_log_admin_idx ON public.admin_audit_log USING btree (admin_id, created_at DESC, id DESC);
CREATE INDEX admin_audit_log_created_idx ON public.admin_audit_log USING btree (created_at DESC, id DESC);
CREATE INDEX admin_audit_log_target_idx ON public.admin_audit_log USING btree (target_type, target_id, created_at DESC, id DESC);
alter table public.admin_audit_log enable row level security;
create policy admin_audit_log_read on public.admin_audit_log as permissive for select to authenticated using (( SELECT public.has_permission('admins.view'::text) AS has_permission));
create policy admin_audit_log_record on public.admin_audit_log as permissive for insert to authenticated with check ((admin_id IN ( SELECT a.id
   FROM public.admins a
  WHERE ((a.user_id = ( SELECT auth.uid() AS uid)) AND (a.status = 'active'::text)))));
grant delete, insert, maintain, references, select, trigger, truncate, update on public.admin_audit_log to service_role;
grant insert, select on public.admin_audit_log to authenticated;

create table public.admin_notification_prefs (
  admin_id uuid not null,
  new_owner boolean default true not null,
  new_parking boolean default true not null,
  sales_daily boolean default true not null,
  sales_monthly boolean default true not null,
  system_alert boolean default true not null,
  updated_at timestamp with time zone default now() not null
);
alter table public.admin_notification_prefs add constraint admin_notification_prefs_admin_id_fkey FOREIGN KEY (admin_id) REFERENCES public.admins(id) ON DELETE CASCADE;
alter table public.admin_notification_prefs add constraint admin_notification_prefs_pkey PRIMARY KEY (admin_id);
alter table public.admin_notification_prefs enable row level security;
create policy admin_notification_prefs_own on public.admin_notification_prefs as permissive for all to authenticated using ((admin_id IN ( SELECT admins.id
   FROM public.admins
  WHERE ((admins.user_id = ( SELECT auth.uid() AS uid)) AND (admins.status = 'active'::text))))) with check ((admin_id IN ( SELECT admins.id
   FROM public.admins
  WHERE ((admins.user_id = ( SELECT auth.uid() AS uid)) AND (admins.status = 'active'::text)))));
CREATE TRIGGER admin_notification_prefs_touch BEFORE UPDATE ON public.admin_notification_prefs FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.admin_notification_prefs to service_role;
grant insert, select, update on public.admin_notification_prefs to authenticated;

create table public.admin_notifications (
  id uuid default gen_random_uuid() not null,
  admin_id uuid not null,
  kind text not null,
  parking_lot_id uuid,
  owner_id uuid,
  payload jsonb default '{}'::jsonb not null,
  created_at timestamp with time zone default now() not null,
  delivered_at timestamp with time zone,
  read_at timestamp with time zone
);
alter table public.admin_notifications add constraint admin_notifications_admin_id_fkey FOREIGN KEY (admin_id) REFERENCES public.admins(id) ON DELETE CASCADE;
alter table public.admin_notifications add constraint admin_notifications_kind_check CHECK ((kind = ANY (ARRAY['new_owner'::text, 'new_parking'::text, 'sales_daily'::text, 'sales_monthly'::text, 'system_alert'::text])));
alter table public.admin_notifications add constraint admin_notifications_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES public.owners(id) ON DELETE CASCADE;
alter table public.admin_notifications add constraint admin_notifications_parking_lot_id_fkey FOREIGN KEY (parking_lot_id) REFERENCES public.parking_lots(id) ON DELETE CASCADE;
alter table public.admin_notifications add constraint admin_notifications_pkey PRIMARY KEY (id);
CREATE INDEX admin_notifications_admin_idx ON public.admin_notifications USING btree (admin_id, created_at DESC);
CREATE UNIQUE INDEX admin_notifications_sales_digest_once ON public.admin_notifications USING btree (admin_id, kind, ((payload ->> 'period'::text))) WHERE (kind = ANY (ARRAY['sales_daily'::text, 'sales_monthly'::text]));
CREATE INDEX admin_notifications_undelivered_idx ON public.admin_notifications USING btree (created_at) WHERE (delivered_at IS NULL);
alter table public.admin_notifications enable row level security;
create policy admin_notifications_mark_read on public.admin_notifications as permissive for update to authenticated using ((admin_id IN ( SELECT admins.id
   FROM public.admins
  WHERE ((admins.user_id = ( SELECT auth.uid() AS uid)) AND (admins.status = 'active'::text)))));
create policy admin_notifications_own on public.admin_notifications as permissive for select to authenticated using ((admin_id IN ( SELECT admins.id
   FROM public.admins
  WHERE ((admins.user_id = ( SELECT auth.uid() AS uid)) AND (admins.status = 'active'::text)))));
CREATE TRIGGER admin_notifications_push AFTER INSERT ON public.admin_notifications FOR EACH ROW WHEN ((new.kind = ANY (ARRAY['new_owner'::text, 'new_parking'::text, 'system_alert'::text]))) EXECUTE FUNCTION public.admin_notifications_push();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.admin_notifications to service_role;
grant select on public.admin_notifications to authenticated;
grant update (read_at) on public.admin_notifications to authenticated;

create table public.admins (
  id uuid default gen_random_uuid() not null,
  user_id uuid,
  name text not null,
  email text not null,
  role_id uuid not null,
  status text default 'active'::text not null,
  last_login_at timestamp with time zone,
  created_at timestamp with time zone default date_trunc('milliseconds'::text, now()) not null,
  updated_at timestamp with time zone default now() not null,
  provisioning_attempt uuid
);
alter table public.admins add constraint admins_attempt_only_while_pending CHECK (((provisioning_attempt IS NULL) OR (status = 'pending'::text)));
alter table public.admins add constraint admins_created_at_milliseconds CHECK ((created_at = date_trunc('milliseconds'::text, created_at)));
alter table public.admins add constraint admins_email_format CHECK ((((char_length(email) >= 3) AND (char_length(email) <= 320)) AND (email ~~ '%_@_%'::text)));
alter table public.admins add constraint admins_linked_unless_pending CHECK (((status = 'pending'::text) = (user_id IS NULL)));
alter table public.admins add constraint admins_name_length CHECK (((char_length(name) >= 1) AND (char_length(name) <= 200)));
alter table public.admins add constraint admins_pkey PRIMARY KEY (id);
alter table public.admins add constraint admins_role_id_fkey FOREIGN KEY (role_id) REFERENCES public.roles(id);
alter table public.admins add constraint admins_status_check CHECK ((status = ANY (ARRAY['active'::text, 'disabled'::text, 'pending'::text])));
alter table public.admins add constraint admins_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id);
alter table public.admins add constraint admins_user_id_key UNIQUE (user_id);
CREATE INDEX admins_created_at_idx ON public.admins USING btree (created_at DESC, id DESC);
CREATE UNIQUE INDEX admins_email_key ON public.admins USING btree (lower(email));
alter table public.admins enable row level security;
create policy admins_delete_only_pending on public.admins as restrictive for delete to authenticated using (((status = 'pending'::text) AND public.can_grant_role(role_id)));
create policy admins_read on public.admins as permissive for select to authenticated using (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.has_permission('admins.view'::text) AS has_permission)));
create policy admins_role_ceiling_insert on public.admins as restrictive for insert to authenticated with check (public.can_grant_role(role_id));
create policy admins_role_ceiling_update on public.admins as restrictive for update to authenticated using (public.can_grant_role(role_id)) with check (public.can_grant_role(role_id));
create policy admins_write on public.admins as permissive for all to authenticated using (( SELECT public.has_permission('admins.edit'::text) AS has_permission)) with check (( SELECT public.has_permission('admins.edit'::text) AS has_permission));
CREATE TRIGGER admins_keep_an_active_super_admin AFTER DELETE OR UPDATE OF status, role_id ON public.admins FOR EACH ROW EXECUTE FUNCTION public.keep_an_active_super_admin();
CREATE TRIGGER admins_live_writer BEFORE INSERT OR UPDATE ON public.admins FOR EACH STATEMENT WHEN ((current_setting('request.jwt.claims'::text, true) IS DISTINCT FROM current_setting('parking.live_writer_claims'::text, true))) EXECUTE FUNCTION public.refuse_withdrawn_writer();
CREATE TRIGGER admins_touch BEFORE UPDATE ON public.admins FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.admins to service_role;
grant delete, insert, select, update on public.admins to authenticated;

create table public.ads (
  id uuid default gen_random_uuid() not null,
  placement_kind text generated always as ('ad_placement'::text) stored,
  placement text not null,
  locale text,
  title text not null,
  body text,
  image_asset_id uuid,
  link_url text,
  advertiser text,
  priority integer default 0 not null,
  starts_at timestamp with time zone default now() not null,
  ends_at timestamp with time zone,
  is_active boolean default true not null,
  created_by uuid default auth.uid(),
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null
);
alter table public.ads add constraint ads_advertiser_length CHECK ((char_length(advertiser) <= 200));
alter table public.ads add constraint ads_body_length CHECK ((char_length(body) <= 500));
alter table public.ads add constraint ads_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users(id) ON DELETE SET NULL;
alter table public.ads add constraint ads_image_asset_id_fkey FOREIGN KEY (image_asset_id) REFERENCES public.assets(id) ON DELETE SET NULL;
alter table public.ads add constraint ads_link_url_format CHECK (((char_length(link_url) <= 1000) AND (link_url ~* '^https?://[^\s]+$'::text)));
alter table public.ads add constraint ads_locale_check CHECK ((locale = ANY (ARRAY['ja'::text, 'en'::text])));
alter table public.ads add constraint ads_pkey PRIMARY KEY (id);
alter table public.ads add constraint ads_placement_fkey FOREIGN KEY (placement_kind, placement) REFERENCES public.codes(category, code);
alter table public.ads add constraint ads_priority_range CHECK (((priority >= '-1000'::integer) AND (priority <= 1000)));
alter table public.ads add constraint ads_schedule_order CHECK (((ends_at IS NULL) OR (ends_at > starts_at)));
alter table public.ads add constraint ads_title_length CHECK ((((char_length(title) >= 1) AND (char_length(title) <= 100)) AND (btrim(title) <> ''::text)));
CREATE INDEX ads_created_by_idx ON public.ads USING btree (created_by) WHERE (created_by IS NOT NULL);
CREATE INDEX ads_image_asset_id_idx ON public.ads USING btree (image_asset_id) WHERE (image_asset_id IS NOT NULL);
CREATE INDEX ads_live_idx ON public.ads USING btree (placement, priority DESC, starts_at DESC, id) WHERE is_active;
alter table public.ads enable row level security;
create policy ads_admin_read on public.ads as permissive for select to authenticated using (( SELECT public.has_permission('ads.view'::text) AS has_permission));
create policy ads_admin_write on public.ads as permissive for all to authenticated using (( SELECT public.has_permission('ads.edit'::text) AS has_permission)) with check (( SELECT public.has_permission('ads.edit'::text) AS has_permission));
create policy ads_public_read on public.ads as permissive for select to anon, authenticated using ((is_active AND (starts_at <= now()) AND ((ends_at IS NULL) OR (ends_at > now()))));
CREATE TRIGGER ads_touch BEFORE UPDATE ON public.ads FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.ads to service_role;
grant delete, select on public.ads to authenticated;
grant select on public.ads to anon;
grant insert (id, placement, locale, title, body, image_asset_id, link_url, advertiser, priority, starts_at, ends_at, is_active) on public.ads to authenticated;
grant update (placement, locale, title, body, image_asset_id, link_url, advertiser, priority, starts_at, ends_at, is_active) on public.ads to authenticated;

create table public.articles (
  id uuid default gen_random_uuid() not null,
  slug text not null,
  locale text not null,
  category_kind text generated always as ('article_category'::text) stored,
  category text not null,
  title text not null,
  summary text,
  body_markdown text default ''::text not null,
  cover_asset_id uuid,
  status text default 'draft'::text not null,
  published_at timestamp with time zone,
  created_by uuid default auth.uid(),
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null
);
alter table public.articles add constraint articles_body_length CHECK ((char_length(body_markdown) <= 100000));
alter table public.articles add constraint articles_category_fkey FOREIGN KEY (category_kind, category) REFERENCES public.codes(category, code);
alter table public.articles add constraint articles_cover_asset_id_fkey FOREIGN KEY (cover_asset_id) REFERENCES public.assets(id) ON DELETE SET NULL;
alter table public.articles add constraint articles_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users(id) ON DELETE SET NULL;
alter table public.articles add constraint articles_locale_check CHECK ((locale = ANY (ARRAY['ja'::text, 'en'::text])));
alter table public.articles add constraint articles_pkey PRIMARY KEY (id);
alter table public.articles add constraint articles_published_at_milliseconds CHECK ((published_at = date_trunc('milliseconds'::text, published_at)));
alter table public.articles add constraint articles_published_at_required CHECK (((status <> 'published'::text) OR (published_at IS NOT NULL)));
alter table public.articles add constraint articles_slug_format CHECK (((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text) AND (char_length(slug) <= 100)));
alter table public.articles add constraint articles_slug_locale_key UNIQUE (slug, locale);
alter table public.articles add constraint articles_status_check CHECK ((status = ANY (ARRAY['draft'::text, 'published'::text, 'archived'::text])));
alter table public.articles add constraint articles_summary_length CHECK ((char_length(summary) <= 500));
alter table public.articles add constraint articles_title_length CHECK ((((char_length(title) >= 1) AND (char_length(title) <= 200)) AND (btrim(title) <> ''::text)));
CREATE INDEX articles_cover_asset_id_idx ON public.articles USING btree (cover_asset_id) WHERE (cover_asset_id IS NOT NULL);
CREATE INDEX articles_created_by_idx ON public.articles USING btree (created_by) WHERE (created_by IS NOT NULL);
CREATE INDEX articles_public_category_idx ON public.articles USING btree (category, locale, published_at DESC, id DESC) WHERE (status = 'published'::text);
CREATE INDEX articles_public_idx ON public.articles USING btree (published_at DESC, id DESC) WHERE (status = 'published'::text);
CREATE INDEX articles_public_locale_idx ON public.articles USING btree (locale, published_at DESC, id DESC) WHERE (status = 'published'::text);
alter table public.articles enable row level security;
create policy articles_admin_delete on public.articles as permissive for delete to authenticated using ((( SELECT public.has_permission('articles.edit'::text) AS has_permission) AND ((status <> 'published'::text) OR ( SELECT public.has_permission('articles.publish'::text) AS has_permission))));
create policy articles_admin_insert on public.articles as permissive for insert to authenticated with check ((( SELECT public.has_permission('articles.edit'::text) AS has_permission) AND ((status <> 'published'::text) OR ( SELECT public.has_permission('articles.publish'::text) AS has_permission))));
create policy articles_admin_read on public.articles as permissive for select to authenticated using (( SELECT public.has_permission('articles.view'::text) AS has_permission));
create policy articles_admin_update on public.articles as permissive for update to authenticated using ((( SELECT public.has_permission('articles.edit'::text) AS has_permission) AND ((status <> 'published'::text) OR ( SELECT public.has_permission('articles.publish'::text) AS has_permission)))) with check ((( SELECT public.has_permission('articles.edit'::text) AS has_permission) AND ((status <> 'published'::text) OR ( SELECT public.has_permission('articles.publish'::text) AS has_permission))));
create policy articles_public_read on public.articles as permissive for select to anon, authenticated using (((status = 'published'::text) AND (published_at <= now())));
CREATE TRIGGER articles_touch BEFORE UPDATE ON public.articles FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.articles to service_role;
grant delete, select on public.articles to authenticated;
grant select on public.articles to anon;
grant insert (id, slug, locale, category, title, summary, body_markdown, cover_asset_id, status, published_at) on public.articles to authenticated;
grant update (slug, locale, category, title, summary, body_markdown, cover_asset_id, status, published_at) on public.articles to authenticated;

create table public.assets (
  id uuid default gen_random_uuid() not null,
  user_id uuid default auth.uid(),
  category text not null,
  file_name text not null,
  mime_type text not null,
  file_size integer not null,
  s3_key text not null,
  public_url text not null,
  created_at timestamp with time zone default now() not null,
  status text default 'pending'::text not null,
  uploaded_at timestamp with time zone,
  upload_expires_at timestamp with time zone
);
alter table public.assets add constraint assets_category_check CHECK ((category = ANY (ARRAY['parking_lot_image'::text, 'avatar'::text, 'review_image'::text, 'support_attachment'::text, 'report_photo'::text, 'content'::text])));
alter table public.assets add constraint assets_file_name_length CHECK (((char_length(file_name) >= 1) AND (char_length(file_name) <= 255)));
alter table public.assets add constraint assets_file_size_check CHECK ((file_size > 0));
alter table public.assets add constraint assets_file_size_max CHECK ((file_size <= 10485760));
alter table public.assets add constraint assets_mime_type_check CHECK ((mime_type ~ '^[a-z]+/[a-z0-9.+-]+$'::text));
alter table public.assets add constraint assets_pkey PRIMARY KEY (id);
alter table public.assets add constraint assets_s3_key_key UNIQUE (s3_key);
alter table public.assets add constraint assets_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'uploaded'::text])));
alter table public.assets add constraint assets_uploaded_at CHECK (((status = 'uploaded'::text) = (uploaded_at IS NOT NULL)));
alter table public.assets add constraint assets_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE SET NULL;
CREATE INDEX assets_pending_created_idx ON public.assets USING btree (created_at) WHERE (status = 'pending'::text);
CREATE INDEX assets_user_id_idx ON public.assets USING btree (user_id) WHERE (user_id IS NOT NULL);
alter table public.assets enable row level security;
create policy assets_content_admin_read on public.assets as permissive for select to authenticated using (((category = 'content'::text) AND (( SELECT public.has_permission('articles.view'::text) AS has_permission) OR ( SELECT public.has_permission('ads.view'::text) AS has_permission))));
create policy assets_insert_own on public.assets as permissive for insert to authenticated with check (((user_id = ( SELECT auth.uid() AS uid)) AND (status = 'pending'::text) AND (uploaded_at IS NULL) AND ((category <> 'content'::text) OR ( SELECT public.has_permission('articles.edit'::text) AS has_permission) OR ( SELECT public.has_permission('ads.edit'::text) AS has_permission))));
create policy assets_public_ad_image on public.assets as permissive for select to anon, authenticated using ((EXISTS ( SELECT 1
   FROM public.ads a
  WHERE ((a.image_asset_id = assets.id) AND a.is_active AND (a.starts_at <= now()) AND ((a.ends_at IS NULL) OR (a.ends_at > now()))))));
create policy assets_public_article_cover on public.assets as permissive for select to anon, authenticated using ((EXISTS ( SELECT 1
   FROM public.articles a
  WHERE ((a.cover_asset_id = assets.id) AND (a.status = 'published'::text) AND (a.published_at <= now())))));
create policy assets_public_lot_image on public.assets as permissive for select to anon, authenticated using ((EXISTS ( SELECT 1
   FROM public.parking_lot_images i
  WHERE (i.asset_id = assets.id))));
create policy assets_public_sponsor_logo on public.assets as permissive for select to anon, authenticated using ((EXISTS ( SELECT 1
   FROM public.sponsors s
  WHERE ((s.logo_asset_id = assets.id) AND (s.status = 'active'::text)))));
create policy assets_read on public.assets as permissive for select to authenticated using (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.has_permission('parking.edit'::text) AS has_permission)));
create policy assets_report_photo_read on public.assets as permissive for select to authenticated using ((EXISTS ( SELECT 1
   FROM public.lot_error_report_photos p
  WHERE (p.asset_id = assets.id))));
create policy assets_review_photo_read on public.assets as permissive for select to anon, authenticated using ((EXISTS ( SELECT 1
   FROM public.parking_lot_review_photos p
  WHERE (p.asset_id = assets.id))));
create policy assets_ticket_attachment_read on public.assets as permissive for select to authenticated using ((EXISTS ( SELECT 1
   FROM public.support_ticket_attachments a
  WHERE (a.asset_id = assets.id))));
CREATE TRIGGER assets_listing_update AFTER UPDATE ON public.assets REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.asset_listing_changed();
CREATE TRIGGER assets_live_writer BEFORE INSERT OR UPDATE ON public.assets FOR EACH STATEMENT WHEN ((current_setting('request.jwt.claims'::text, true) IS DISTINCT FROM current_setting('parking.live_writer_claims'::text, true))) EXECUTE FUNCTION public.refuse_withdrawn_writer();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.assets to service_role;
grant select on public.assets to anon, authenticated;
grant insert (id, category, file_name, mime_type, file_size, s3_key, public_url, upload_expires_at) on public.assets to authenticated;

create table public.badges (
  id uuid default gen_random_uuid() not null,
  code text not null,
  name text not null,
  description text default ''::text not null,
  icon_url text,
  rule_type text not null,
  threshold integer not null,
  is_active boolean default true not null,
  sort_order integer default 0 not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null
);
alter table public.badges add constraint badges_code_format CHECK ((code ~ '^[a-z][a-z0-9_]{1,49}$'::text));
alter table public.badges add constraint badges_code_key UNIQUE (code);
alter table public.badges add constraint badges_description_length CHECK ((char_length(description) <= 500));
alter table public.badges add constraint badges_icon_url_format CHECK (((char_length(icon_url) <= 500) AND (icon_url ~* '^https?://\S+$'::text)));
alter table public.badges add constraint badges_name_length CHECK ((((char_length(name) >= 1) AND (char_length(name) <= 100)) AND (btrim(name) <> ''::text)));
alter table public.badges add constraint badges_pkey PRIMARY KEY (id);
alter table public.badges add constraint badges_rule_type_check CHECK ((rule_type = ANY (ARRAY['session_count'::text, 'night_session_count'::text, 'ward_count'::text])));
alter table public.badges add constraint badges_threshold_range CHECK (((threshold >= 1) AND (threshold <= 100000)));
alter table public.badges enable row level security;
create policy badges_earned_read on public.badges as permissive for select to authenticated using ((EXISTS ( SELECT 1
   FROM public.user_badges ub
  WHERE ((ub.badge_id = badges.id) AND (ub.user_id = ( SELECT auth.uid() AS uid))))));
create policy badges_read on public.badges as permissive for select to authenticated using ((is_active OR ( SELECT public.has_permission('gamification.view'::text) AS has_permission)));
create policy badges_write on public.badges as permissive for all to authenticated using (( SELECT public.has_permission('gamification.edit'::text) AS has_permission)) with check (( SELECT public.has_permission('gamification.edit'::text) AS has_permission));
CREATE TRIGGER badges_touch BEFORE UPDATE ON public.badges FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.badges to service_role;
grant select on public.badges to authenticated;
grant insert (code, name, description, icon_url, rule_type, threshold, is_active, sort_order) on public.badges to authenticated;
grant update (name, description, icon_url, rule_type, threshold, is_active, sort_order) on public.badges to authenticated;

create table public.broadcast_notifications (
  id uuid default gen_random_uuid() not null,
  type text not null,
  title text not null,
  body text default ''::text not null,
  data jsonb default '{}'::jsonb not null,
  audience text not null,
  user_ids uuid[],
  parking_lot_id uuid,
  created_by uuid,
  created_at timestamp with time zone default date_trunc('milliseconds'::text, now()) not null,
  sent_at timestamp with time zone,
  sent_by uuid,
  recipients integer,
  batches integer
);
alter table public.broadcast_notifications add constraint broadcast_notifications_audience_check CHECK ((audience = ANY (ARRAY['user'::text, 'users'::text, 'lot'::text, 'premium'::text, 'all'::text])));
alter table public.broadcast_notifications add constraint broadcast_notifications_audience_shape CHECK (
CASE audience
    WHEN 'user'::text THEN ((cardinality(user_ids) = 1) AND (parking_lot_id IS NULL))
    WHEN 'users'::text THEN (((cardinality(user_ids) >= 1) AND (cardinality(user_ids) <= 10000)) AND (parking_lot_id IS NULL))
    WHEN 'lot'::text THEN (user_ids IS NULL)
    ELSE ((user_ids IS NULL) AND (parking_lot_id IS NULL))
END);
alter table public.broadcast_notifications add constraint broadcast_notifications_body_length CHECK ((char_length(body) <= 2000));
alter table public.broadcast_notifications add constraint broadcast_notifications_created_at_milliseconds CHECK ((created_at = date_trunc('milliseconds'::text, created_at)));
alter table public.broadcast_notifications add constraint broadcast_notifications_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.admins(id) ON DELETE SET NULL;
alter table public.broadcast_notifications add constraint broadcast_notifications_data_object CHECK ((jsonb_typeof(data) = 'object'::text));
alter table public.broadcast_notifications add constraint broadcast_notifications_parking_lot_id_fkey FOREIGN KEY (parking_lot_id) REFERENCES public.parking_lots(id) ON DELETE SET NULL;
alter table public.broadcast_notifications add constraint broadcast_notifications_pkey PRIMARY KEY (id);
alter table public.broadcast_notifications add constraint broadcast_notifications_sent_by_fkey FOREIGN KEY (sent_by) REFERENCES public.admins(id) ON DELETE SET NULL;
alter table public.broadcast_notifications add constraint broadcast_notifications_sent_shape CHECK ((((sent_at IS NULL) = (recipients IS NULL)) AND ((sent_at IS NULL) = (batches IS NULL))));
alter table public.broadcast_notifications add constraint broadcast_notifications_title_length CHECK (((char_length(title) >= 1) AND (char_length(title) <= 200)));
alter table public.broadcast_notifications add constraint broadcast_notifications_type_format CHECK ((type ~ '^[a-z][a-z0-9_]{0,49}$'::text));
CREATE INDEX broadcast_notifications_list_idx ON public.broadcast_notifications USING btree (created_at DESC, id DESC);
alter table public.broadcast_notifications enable row level security;
create policy broadcast_notifications_admin_insert on public.broadcast_notifications as permissive for insert to authenticated with check ((( SELECT public.has_permission('notifications.send'::text) AS has_permission) AND (sent_at IS NULL)));
create policy broadcast_notifications_admin_read on public.broadcast_notifications as permissive for select to authenticated using ((( SELECT public.has_permission('notifications.view'::text) AS has_permission) OR ( SELECT public.has_permission('notifications.send'::text) AS has_permission)));
grant delete, insert, maintain, references, select, trigger, truncate, update on public.broadcast_notifications to service_role;
grant select on public.broadcast_notifications to authenticated;
grant insert (type, title, body, data, audience, user_ids, parking_lot_id, created_by) on public.broadcast_notifications to authenticated;

create table public.codes (
  category text not null,
  code text not null,
  label_en text not null,
  label_ja text not null,
  sort_order integer default 0 not null,
  is_active boolean default true not null,
  updated_at timestamp with time zone default now() not null
);
alter table public.codes add constraint codes_code_format CHECK ((code ~ '^[a-z][a-z0-9_]*$'::text));
alter table public.codes add constraint codes_pkey PRIMARY KEY (category, code);
alter table public.codes enable row level security;
create policy codes_read on public.codes as permissive for select to anon, authenticated using (is_active);
CREATE TRIGGER codes_touch BEFORE UPDATE ON public.codes FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.codes to service_role;
grant select on public.codes to anon, authenticated;

create table public.crash_reports (
  id uuid default gen_random_uuid() not null,
  user_id uuid default auth.uid(),
  stack text not null,
  device text not null,
  app_version text not null,
  created_at timestamp with time zone default now() not null
);
alter table public.crash_reports add constraint crash_reports_app_version_check CHECK (((char_length(app_version) >= 1) AND (char_length(app_version) <= 50)));
alter table public.crash_reports add constraint crash_reports_device_check CHECK (((char_length(device) >= 1) AND (char_length(device) <= 200)));
alter table public.crash_reports add constraint crash_reports_pkey PRIMARY KEY (id);
alter table public.crash_reports add constraint crash_reports_stack_length CHECK (((char_length(stack) >= 1) AND (char_length(stack) <= 20000)));
alter table public.crash_reports add constraint crash_reports_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE SET NULL;
CREATE INDEX crash_reports_created_at_idx ON public.crash_reports USING btree (created_at DESC);
CREATE INDEX crash_reports_user_id_idx ON public.crash_reports USING btree (user_id) WHERE (user_id IS NOT NULL);
alter table public.crash_reports enable row level security;
create policy crash_reports_insert on public.crash_reports as permissive for insert to anon, authenticated with check ((NOT (user_id IS DISTINCT FROM auth.uid())));
CREATE TRIGGER crash_reports_live_writer BEFORE INSERT OR UPDATE ON public.crash_reports FOR EACH STATEMENT WHEN ((current_setting('request.jwt.claims'::text, true) IS DISTINCT FROM current_setting('parking.live_writer_claims'::text, true))) EXECUTE FUNCTION public.refuse_withdrawn_writer();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.crash_reports to service_role;
grant insert on public.crash_reports to anon, authenticated;

create table public.exp_levels (
  level integer not null,
  min_exp bigint not null
);
alter table public.exp_levels add constraint exp_levels_level_check CHECK ((level >= 1));
alter table public.exp_levels add constraint exp_levels_min_exp_check CHECK ((min_exp >= 0));
alter table public.exp_levels add constraint exp_levels_min_exp_key UNIQUE (min_exp);
alter table public.exp_levels add constraint exp_levels_pkey PRIMARY KEY (level);
alter table public.exp_levels enable row level security;
create policy exp_levels_read on public.exp_levels as permissive for select to authenticated using (true);
grant delete, insert, maintain, references, select, trigger, truncate, update on public.exp_levels to service_role;
grant select on public.exp_levels to authenticated;

create table public.exp_rules (
  code text not null,
  name text not null,
  condition text not null,
  points integer not null,
  is_active boolean default true not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null
);
alter table public.exp_rules add constraint exp_rules_code_format CHECK ((code ~ '^[a-z][a-z0-9_]{1,49}$'::text));
alter table public.exp_rules add constraint exp_rules_condition_check CHECK ((condition = ANY (ARRAY['every_session'::text, 'night_session'::text, 'new_ward'::text])));
alter table public.exp_rules add constraint exp_rules_name_length CHECK ((((char_length(name) >= 1) AND (char_length(name) <= 100)) AND (btrim(name) <> ''::text)));
alter table public.exp_rules add constraint exp_rules_pkey PRIMARY KEY (code);
alter table public.exp_rules add constraint exp_rules_points_range CHECK (((points >= 0) AND (points <= 100000)));
alter table public.exp_rules enable row level security;
create policy exp_rules_read on public.exp_rules as permissive for select to authenticated using ((is_active OR ( SELECT public.has_permission('gamification.view'::text) AS has_permission)));
create policy exp_rules_write on public.exp_rules as permissive for all to authenticated using (( SELECT public.has_permission('gamification.edit'::text) AS has_permission)) with check (( SELECT public.has_permission('gamification.edit'::text) AS has_permission));
CREATE TRIGGER exp_rules_touch BEFORE UPDATE ON public.exp_rules FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.exp_rules to service_role;
grant select on public.exp_rules to authenticated;
grant insert (code, name, condition, points, is_active) on public.exp_rules to authenticated;
grant update (name, condition, points, is_active) on public.exp_rules to authenticated;

create table public.holidays (
  holiday_date date not null,
  name text not null,
  name_en text,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null
);
alter table public.holidays add constraint holidays_name_en_length CHECK ((char_length(name_en) <= 100));
alter table public.holidays add constraint holidays_name_length CHECK (((char_length(name) >= 1) AND (char_length(name) <= 100)));
alter table public.holidays add constraint holidays_pkey PRIMARY KEY (holiday_date);
alter table public.holidays enable row level security;
create policy holidays_admin_write on public.holidays as permissive for all to authenticated using (( SELECT public.has_permission('settings.edit'::text) AS has_permission)) with check (( SELECT public.has_permission('settings.edit'::text) AS has_permission));
create policy holidays_read on public.holidays as permissive for select to anon, authenticated using (true);
create policy holidays_service_write on public.holidays as permissive for all to service_role using (true) with check (true);
CREATE TRIGGER holidays_touch BEFORE UPDATE ON public.holidays FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.holidays to service_role;
grant delete, select on public.holidays to authenticated;
grant select on public.holidays to anon;
grant insert (holiday_date, name, name_en) on public.holidays to authenticated;
grant update (name, name_en) on public.holidays to authenticated;

create table public.lot_error_report_photos (
  report_id uuid not null,
  asset_id uuid not null,
  "position" smallint not null
);
alter table public.lot_error_report_photos add constraint lot_error_report_photos_asset_id_fkey FOREIGN KEY (asset_id) REFERENCES public.assets(id);
alter table public.lot_error_report_photos add constraint lot_error_report_photos_pkey PRIMARY KEY (report_id, asset_id);
alter table public.lot_error_report_photos add constraint lot_error_report_photos_report_id_fkey FOREIGN KEY (report_id) REFERENCES public.lot_error_reports(id) ON DELETE CASCADE;
CREATE INDEX lot_error_report_photos_asset_idx ON public.lot_error_report_photos USING btree (asset_id);
alter table public.lot_error_report_photos enable row level security;
create policy lot_error_report_photos_attach on public.lot_error_report_photos as permissive for insert to authenticated with check (((EXISTS ( SELECT 1
   FROM public.lot_error_reports r
  WHERE ((r.id = lot_error_report_photos.report_id) AND (r.user_id = ( SELECT auth.uid() AS uid)) AND (r.status = 'open'::text)))) AND public.can_use_asset(asset_id, 'report_photo'::text)));
create policy lot_error_report_photos_read on public.lot_error_report_photos as permissive for select to authenticated using ((EXISTS ( SELECT 1
   FROM public.lot_error_reports r
  WHERE (r.id = lot_error_report_photos.report_id))));
grant delete, insert, maintain, references, select, trigger, truncate, update on public.lot_error_report_photos to service_role;
grant select on public.lot_error_report_photos to authenticated;
grant insert (report_id, asset_id, "position") on public.lot_error_report_photos to authenticated;

create table public.lot_error_reports (
  id uuid default gen_random_uuid() not null,
  user_id uuid default auth.uid() not null,
  parking_lot_id uuid not null,
  kind text not null,
  description text not null,
  suggested jsonb,
  status text default 'open'::text not null,
  resolution_note text,
  resolved_at timestamp with time zone,
  resolved_by uuid,
  client_request_id uuid,
  created_at timestamp with time zone default date_trunc('milliseconds'::text, now()) not null,
  updated_at timestamp with time zone default now() not null,
  assigned_admin_id uuid,
  lot_corrected boolean default false not null
);
alter table public.lot_error_reports add constraint lot_error_reports_assigned_admin_id_fkey FOREIGN KEY (assigned_admin_id) REFERENCES public.admins(id) ON DELETE SET NULL;
alter table public.lot_error_reports add constraint lot_error_reports_client_request_key UNIQUE (user_id, client_request_id);
alter table public.lot_error_reports add constraint lot_error_reports_created_at_milliseconds CHECK ((created_at = date_trunc('milliseconds'::text, created_at)));
alter table public.lot_error_reports add constraint lot_error_reports_description_length CHECK ((((char_length(description) >= 1) AND (char_length(description) <= 2000)) AND (btrim(description) <> ''::text)));
alter table public.lot_error_reports add constraint lot_error_reports_kind_check CHECK ((kind = ANY (ARRAY['price'::text, 'hours'::text, 'location'::text, 'closed'::text, 'limits'::text, 'other'::text])));
alter table public.lot_error_reports add constraint lot_error_reports_parking_lot_id_fkey FOREIGN KEY (parking_lot_id) REFERENCES public.parking_lots(id) ON DELETE CASCADE;
alter table public.lot_error_reports add constraint lot_error_reports_pkey PRIMARY KEY (id);
alter table public.lot_error_reports add constraint lot_error_reports_resolution CHECK (((status = 'open'::text) = (resolved_at IS NULL)));
alter table public.lot_error_reports add constraint lot_error_reports_resolution_note_length CHECK ((char_length(resolution_note) <= 1000));
alter table public.lot_error_reports add constraint lot_error_reports_resolved_by_fkey FOREIGN KEY (resolved_by) REFERENCES public.admins(id) ON DELETE SET NULL;
alter table public.lot_error_reports add constraint lot_error_reports_status_check CHECK ((status = ANY (ARRAY['open'::text, 'resolved'::text, 'rejected'::text])));
alter table public.lot_error_reports add constraint lot_error_reports_suggested_check CHECK (((suggested IS NULL) OR ((jsonb_typeof(suggested) = 'object'::text) AND (octet_length((suggested)::text) <= 4096))));
alter table public.lot_error_reports add constraint lot_error_reports_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX lot_error_reports_assigned_idx ON public.lot_error_reports USING btree (assigned_admin_id, created_at) WHERE (assigned_admin_id IS NOT NULL);
CREATE INDEX lot_error_reports_lot_idx ON public.lot_error_reports USING btree (parking_lot_id, created_at DESC);
CREATE INDEX lot_error_reports_open_idx ON public.lot_error_reports USING btree (created_at) WHERE (status = 'open'::text);
CREATE INDEX lot_error_reports_status_idx ON public.lot_error_reports USING btree (status, created_at, id);
CREATE INDEX lot_error_reports_user_idx ON public.lot_error_reports USING btree (user_id, created_at DESC, id DESC);
alter table public.lot_error_reports enable row level security;
create policy lot_error_reports_own_read on public.lot_error_reports as permissive for select to authenticated using ((user_id = ( SELECT auth.uid() AS uid)));
create policy lot_error_reports_staff_read on public.lot_error_reports as permissive for select to authenticated using (( SELECT public.has_permission('support.view'::text) AS has_permission));
create policy lot_error_reports_staff_resolve on public.lot_error_reports as permissive for update to authenticated using (( SELECT public.has_permission('support.respond'::text) AS has_permission)) with check (( SELECT public.has_permission('support.respond'::text) AS has_permission));
create policy lot_error_reports_submit on public.lot_error_reports as permissive for insert to authenticated with check (((user_id = ( SELECT auth.uid() AS uid)) AND (status = 'open'::text) AND (resolved_at IS NULL) AND (resolved_by IS NULL) AND (EXISTS ( SELECT 1
   FROM public.parking_lots l
  WHERE ((l.id = lot_error_reports.parking_lot_id) AND (l.status = 'active'::text))))));
CREATE TRIGGER lot_error_reports_live_writer BEFORE INSERT OR UPDATE ON public.lot_error_reports FOR EACH STATEMENT WHEN ((current_setting('request.jwt.claims'::text, true) IS DISTINCT FROM current_setting('parking.live_writer_claims'::text, true))) EXECUTE FUNCTION public.refuse_withdrawn_writer();
CREATE TRIGGER lot_error_reports_touch BEFORE UPDATE ON public.lot_error_reports FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.lot_error_reports to service_role;
grant select on public.lot_error_reports to authenticated;
grant insert (id, parking_lot_id, kind, description, suggested, client_request_id) on public.lot_error_reports to authenticated;
grant update (status, resolution_note, resolved_at, resolved_by, assigned_admin_id, lot_corrected) on public.lot_error_reports to authenticated;

create table public.owners (
  id uuid default gen_random_uuid() not null,
  user_id uuid default auth.uid() not null,
  display_name text not null,
  contact_email text,
  contact_phone text,
  status text default 'active'::text not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  approved_at timestamp with time zone,
  approved_by uuid,
  suspension_reason text,
  suspended_at timestamp with time zone
);
alter table public.owners add constraint owners_approved_by_fkey FOREIGN KEY (approved_by) REFERENCES public.admins(id);
alter table public.owners add constraint owners_contact_email_length CHECK ((char_length(contact_email) <= 200));
alter table public.owners add constraint owners_contact_phone_length CHECK ((char_length(contact_phone) <= 20));
alter table public.owners add constraint owners_display_name_length CHECK (((char_length(display_name) >= 1) AND (char_length(display_name) <= 200)));
alter table public.owners add constraint owners_pkey PRIMARY KEY (id);
alter table public.owners add constraint owners_status_check CHECK ((status = ANY (ARRAY['active'::text, 'suspended'::text])));
alter table public.owners add constraint owners_suspension_only_when_suspended CHECK (((status = 'suspended'::text) OR ((suspended_at IS NULL) AND (suspension_reason IS NULL))));
alter table public.owners add constraint owners_suspension_reason_length CHECK (((char_length(suspension_reason) >= 1) AND (char_length(suspension_reason) <= 1000)));
alter table public.owners add constraint owners_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id);
alter table public.owners add constraint owners_user_id_key UNIQUE (user_id);
CREATE INDEX owners_created_at_idx ON public.owners USING btree (created_at DESC, id DESC);
alter table public.owners enable row level security;
create policy owners_admin_update on public.owners as permissive for update to authenticated using (( SELECT public.has_permission('owners.edit'::text) AS has_permission)) with check (( SELECT public.has_permission('owners.edit'::text) AS has_permission));
create policy owners_own on public.owners as permissive for select to authenticated using (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.has_permission('owners.view'::text) AS has_permission)));
create policy owners_register on public.owners as permissive for insert to authenticated with check (((user_id = ( SELECT auth.uid() AS uid)) AND (status = 'active'::text)));
CREATE TRIGGER owners_live_writer BEFORE INSERT OR UPDATE ON public.owners FOR EACH STATEMENT WHEN ((current_setting('request.jwt.claims'::text, true) IS DISTINCT FROM current_setting('parking.live_writer_claims'::text, true))) EXECUTE FUNCTION public.refuse_withdrawn_writer();
CREATE TRIGGER owners_notify_new AFTER INSERT ON public.owners FOR EACH ROW EXECUTE FUNCTION public.owners_notify_new();
CREATE TRIGGER owners_touch BEFORE UPDATE ON public.owners FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.owners to service_role;
grant select on public.owners to authenticated;
grant insert (display_name, contact_email, contact_phone) on public.owners to authenticated;
grant update (status, approved_at, approved_by, suspension_reason, suspended_at) on public.owners to authenticated;

create table public.parking_lot_create_requests (
  user_id uuid default auth.uid() not null,
  client_request_id uuid not null,
  as_owner boolean not null,
  request_sha256 bytea not null,
  parking_lot_id uuid not null,
  counts jsonb,
  created_at timestamp with time zone default now() not null
);
alter table public.parking_lot_create_requests add constraint parking_lot_create_requests_parking_lot_id_fkey FOREIGN KEY (parking_lot_id) REFERENCES public.parking_lots(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED;
alter table public.parking_lot_create_requests add constraint parking_lot_create_requests_pkey PRIMARY KEY (user_id, client_request_id);
alter table public.parking_lot_create_requests add constraint parking_lot_create_requests_sha256_length CHECK ((octet_length(request_sha256) = 32));
alter table public.parking_lot_create_requests add constraint parking_lot_create_requests_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX parking_lot_create_requests_lot_idx ON public.parking_lot_create_requests USING btree (parking_lot_id);
alter table public.parking_lot_create_requests enable row level security;
create policy parking_lot_create_requests_own_claim on public.parking_lot_create_requests as permissive for insert to authenticated with check (((user_id = ( SELECT auth.uid() AS uid)) AND (counts IS NULL)));
create policy parking_lot_create_requests_own_counts on public.parking_lot_create_requests as permissive for update to authenticated using ((user_id = ( SELECT auth.uid() AS uid))) with check ((user_id = ( SELECT auth.uid() AS uid)));
create policy parking_lot_create_requests_own_read on public.parking_lot_create_requests as permissive for select to authenticated using ((user_id = ( SELECT auth.uid() AS uid)));
CREATE TRIGGER parking_lot_create_requests_live_writer BEFORE INSERT OR UPDATE ON public.parking_lot_create_requests FOR EACH STATEMENT WHEN ((current_setting('request.jwt.claims'::text, true) IS DISTINCT FROM current_setting('parking.live_writer_claims'::text, true))) EXECUTE FUNCTION public.refuse_withdrawn_writer();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.parking_lot_create_requests to service_role;
grant select on public.parking_lot_create_requests to authenticated;
grant insert (client_request_id, as_owner, request_sha256, parking_lot_id) on public.parking_lot_create_requests to authenticated;
grant update (counts) on public.parking_lot_create_requests to authenticated;

create table public.parking_lot_hours (
  id bigint generated always as identity not null,
  parking_lot_id uuid not null,
  window_type text default 'business'::text not null,
  day_type text default 'all'::text not null,
  day_of_week smallint,
  is_24h boolean default false not null,
  is_closed boolean default false not null,
  open_time text,
  close_time text,
  effective_from date,
  effective_to date
);
alter table public.parking_lot_hours add constraint parking_lot_hours_close_time_format CHECK ((close_time ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'::text));
alter table public.parking_lot_hours add constraint parking_lot_hours_day_of_week_range CHECK (((day_of_week >= 0) AND (day_of_week <= 6)));
alter table public.parking_lot_hours add constraint parking_lot_hours_day_type_check CHECK ((day_type = ANY (ARRAY['all'::text, 'weekday'::text, 'saturday'::text, 'sunday'::text, 'holiday'::text, 'holiday_eve'::text])));
alter table public.parking_lot_hours add constraint parking_lot_hours_effective_order CHECK ((effective_from <= effective_to));
alter table public.parking_lot_hours add constraint parking_lot_hours_open_time_format CHECK ((open_time ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'::text));
alter table public.parking_lot_hours add constraint parking_lot_hours_parking_lot_id_fkey FOREIGN KEY (parking_lot_id) REFERENCES public.parking_lots(id) ON DELETE CASCADE;
alter table public.parking_lot_hours add constraint parking_lot_hours_pkey PRIMARY KEY (id);
alter table public.parking_lot_hours add constraint parking_lot_hours_window_type_check CHECK ((window_type = ANY (ARRAY['business'::text, 'entry'::text, 'exit'::text, 'after_hours_exit'::text])));
CREATE INDEX parking_lot_hours_lot_idx ON public.parking_lot_hours USING btree (parking_lot_id);
alter table public.parking_lot_hours enable row level security;
create policy parking_lot_hours_read on public.parking_lot_hours as permissive for select to anon, authenticated using ((EXISTS ( SELECT 1
   FROM public.parking_lots l
  WHERE (l.id = parking_lot_hours.parking_lot_id))));
create policy parking_lot_hours_write on public.parking_lot_hours as permissive for all to authenticated using ((( SELECT public.has_permission('parking.edit'::text) AS has_permission) OR public.is_lot_owner(parking_lot_id))) with check ((( SELECT public.has_permission('parking.edit'::text) AS has_permission) OR public.is_lot_owner(parking_lot_id)));
CREATE TRIGGER hours_signed_delete AFTER DELETE ON public.parking_lot_hours REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.pricing_parts_changed();
CREATE TRIGGER hours_signed_insert AFTER INSERT ON public.parking_lot_hours REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.pricing_parts_changed();
CREATE TRIGGER hours_signed_update AFTER UPDATE ON public.parking_lot_hours REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.pricing_parts_changed();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.parking_lot_hours to service_role;
grant delete, insert, select, update on public.parking_lot_hours to authenticated;
grant select on public.parking_lot_hours to anon;

create table public.parking_lot_images (
  id bigint generated always as identity not null,
  parking_lot_id uuid not null,
  asset_id uuid not null,
  is_main boolean default false not null,
  sort_order integer,
  created_at timestamp with time zone default now() not null
);
alter table public.parking_lot_images add constraint parking_lot_images_asset_id_fkey FOREIGN KEY (asset_id) REFERENCES public.assets(id);
alter table public.parking_lot_images add constraint parking_lot_images_asset_key UNIQUE (parking_lot_id, asset_id);
alter table public.parking_lot_images add constraint parking_lot_images_parking_lot_id_fkey FOREIGN KEY (parking_lot_id) REFERENCES public.parking_lots(id) ON DELETE CASCADE;
alter table public.parking_lot_images add constraint parking_lot_images_pkey PRIMARY KEY (id);
alter table public.parking_lot_images enable row level security;
create policy parking_lot_images_read on public.parking_lot_images as permissive for select to anon, authenticated using ((EXISTS ( SELECT 1
   FROM public.parking_lots l
  WHERE (l.id = parking_lot_images.parking_lot_id))));
create policy parking_lot_images_write on public.parking_lot_images as permissive for all to authenticated using ((( SELECT public.has_permission('parking.edit'::text) AS has_permission) OR public.is_lot_owner(parking_lot_id))) with check ((( SELECT public.has_permission('parking.edit'::text) AS has_permission) OR public.is_lot_owner(parking_lot_id)));
CREATE TRIGGER parking_lot_images_listing_delete AFTER DELETE ON public.parking_lot_images REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.parking_lot_part_changed();
CREATE TRIGGER parking_lot_images_listing_insert AFTER INSERT ON public.parking_lot_images REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.parking_lot_part_changed();
CREATE TRIGGER parking_lot_images_listing_update AFTER UPDATE ON public.parking_lot_images REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.parking_lot_part_changed();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.parking_lot_images to service_role;
grant delete, insert, select, update on public.parking_lot_images to authenticated;
grant select on public.parking_lot_images to anon;

create table public.parking_lot_owners (
  parking_lot_id uuid not null,
  owner_id uuid not null,
  created_at timestamp with time zone default now() not null
);
alter table public.parking_lot_owners add constraint parking_lot_owners_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES public.owners(id) ON DELETE CASCADE;
alter table public.parking_lot_owners add constraint parking_lot_owners_parking_lot_id_fkey FOREIGN KEY (parking_lot_id) REFERENCES public.parking_lots(id) ON DELETE CASCADE;
alter table public.parking_lot_owners add constraint parking_lot_owners_pkey PRIMARY KEY (parking_lot_id, owner_id);
CREATE INDEX parking_lot_owners_owner_idx ON public.parking_lot_owners USING btree (owner_id, parking_lot_id);
alter table public.parking_lot_owners enable row level security;
create policy parking_lot_owners_admin_write on public.parking_lot_owners as permissive for all to authenticated using (( SELECT public.has_permission('parking.edit'::text) AS has_permission)) with check (( SELECT public.has_permission('parking.edit'::text) AS has_permission));
create policy parking_lot_owners_first_link on public.parking_lot_owners as permissive for insert to authenticated with check (((owner_id = ( SELECT public.current_owner_id() AS current_owner_id)) AND public.lot_awaits_first_owner(parking_lot_id)));
create policy parking_lot_owners_read on public.parking_lot_owners as permissive for select to authenticated using ((( SELECT public.has_permission('parking.view'::text) AS has_permission) OR (owner_id = ( SELECT public.current_owner_id() AS current_owner_id))));
grant delete, insert, maintain, references, select, trigger, truncate, update on public.parking_lot_owners to service_role;
grant delete, insert, select, update on public.parking_lot_owners to authenticated;

create table public.parking_lot_pricing_rules (
  id bigint generated always as identity not null,
  parking_lot_id uuid not null,
  rule_order integer not null,
  category text default 'unit'::text not null,
  day_type text,
  time_start text,
  time_end text,
  per_minutes integer,
  price_minor integer,
  cap_type text,
  cap_duration_hours integer,
  cap_price_minor integer,
  cap_repeat boolean,
  cap_scope text
);
alter table public.parking_lot_pricing_rules add constraint parking_lot_pricing_rules_cap_duration_hours_check CHECK ((cap_duration_hours > 0));
alter table public.parking_lot_pricing_rules add constraint parking_lot_pricing_rules_cap_price_minor_check CHECK ((cap_price_minor >= 0));
alter table public.parking_lot_pricing_rules add constraint parking_lot_pricing_rules_cap_scope_length CHECK ((char_length(cap_scope) <= 50));
alter table public.parking_lot_pricing_rules add constraint parking_lot_pricing_rules_cap_type_check CHECK ((cap_type = ANY (ARRAY['daily_max'::text, 'hour_window_max'::text, 'duration'::text, 'daily'::text])));
alter table public.parking_lot_pricing_rules add constraint parking_lot_pricing_rules_category_check CHECK ((category = ANY (ARRAY['unit'::text, 'cap'::text, 'hourly'::text])));
alter table public.parking_lot_pricing_rules add constraint parking_lot_pricing_rules_complete CHECK ((((category <> 'unit'::text) OR ((per_minutes IS NOT NULL) AND (price_minor IS NOT NULL))) AND ((category <> 'cap'::text) OR ((cap_type IS NOT NULL) AND (cap_price_minor IS NOT NULL))) AND ((category <> 'cap'::text) OR (cap_type <> 'duration'::text) OR (cap_duration_hours IS NOT NULL))));
alter table public.parking_lot_pricing_rules add constraint parking_lot_pricing_rules_day_type_check CHECK ((day_type = ANY (ARRAY['all'::text, 'weekday'::text, 'saturday'::text, 'sunday'::text, 'holiday'::text, 'holiday_eve'::text])));
alter table public.parking_lot_pricing_rules add constraint parking_lot_pricing_rules_parking_lot_id_fkey FOREIGN KEY (parking_lot_id) REFERENCES public.parking_lots(id) ON DELETE CASCADE;
alter table public.parking_lot_pricing_rules add constraint parking_lot_pricing_rules_per_minutes_check CHECK ((per_minutes > 0));
alter table public.parking_lot_pricing_rules add constraint parking_lot_pricing_rules_pkey PRIMARY KEY (id);
alter table public.parking_lot_pricing_rules add constraint parking_lot_pricing_rules_price_minor_check CHECK ((price_minor >= 0));
alter table public.parking_lot_pricing_rules add constraint parking_lot_pricing_rules_rule_order_check CHECK ((rule_order >= 0));
alter table public.parking_lot_pricing_rules add constraint parking_lot_pricing_rules_rule_order_key UNIQUE (parking_lot_id, rule_order);
alter table public.parking_lot_pricing_rules add constraint parking_lot_pricing_rules_time_end_format CHECK ((time_end ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'::text));
alter table public.parking_lot_pricing_rules add constraint parking_lot_pricing_rules_time_start_format CHECK ((time_start ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'::text));
alter table public.parking_lot_pricing_rules enable row level security;
create policy parking_lot_pricing_rules_read on public.parking_lot_pricing_rules as permissive for select to anon, authenticated using ((EXISTS ( SELECT 1
   FROM public.parking_lots l
  WHERE (l.id = parking_lot_pricing_rules.parking_lot_id))));
create policy parking_lot_pricing_rules_write on public.parking_lot_pricing_rules as permissive for all to authenticated using ((( SELECT public.has_permission('parking.edit'::text) AS has_permission) OR public.is_lot_owner(parking_lot_id))) with check ((( SELECT public.has_permission('parking.edit'::text) AS has_permission) OR public.is_lot_owner(parking_lot_id)));
CREATE TRIGGER pricing_rules_signed_delete AFTER DELETE ON public.parking_lot_pricing_rules REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.pricing_parts_changed();
CREATE TRIGGER pricing_rules_signed_insert AFTER INSERT ON public.parking_lot_pricing_rules REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.pricing_parts_changed();
CREATE TRIGGER pricing_rules_signed_update AFTER UPDATE ON public.parking_lot_pricing_rules REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.pricing_parts_changed();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.parking_lot_pricing_rules to service_role;
grant delete, insert, select, update on public.parking_lot_pricing_rules to authenticated;
grant select on public.parking_lot_pricing_rules to anon;

create table public.parking_lot_review_photos (
  review_id uuid not null,
  asset_id uuid not null,
  "position" smallint not null
);
alter table public.parking_lot_review_photos add constraint parking_lot_review_photos_asset_id_fkey FOREIGN KEY (asset_id) REFERENCES public.assets(id);
alter table public.parking_lot_review_photos add constraint parking_lot_review_photos_pkey PRIMARY KEY (review_id, asset_id);
alter table public.parking_lot_review_photos add constraint parking_lot_review_photos_position_check CHECK ((("position" >= 0) AND ("position" <= 4)));
alter table public.parking_lot_review_photos add constraint parking_lot_review_photos_review_id_fkey FOREIGN KEY (review_id) REFERENCES public.parking_lot_reviews(id) ON DELETE CASCADE;
CREATE INDEX parking_lot_review_photos_asset_idx ON public.parking_lot_review_photos USING btree (asset_id);
alter table public.parking_lot_review_photos enable row level security;
create policy parking_lot_review_photos_attach on public.parking_lot_review_photos as permissive for insert to authenticated with check (((EXISTS ( SELECT 1
   FROM public.parking_lot_reviews r
  WHERE ((r.id = parking_lot_review_photos.review_id) AND (r.user_id = ( SELECT auth.uid() AS uid)) AND (r.status = 'pending'::text)))) AND public.can_use_asset(asset_id, 'review_image'::text)));
create policy parking_lot_review_photos_read on public.parking_lot_review_photos as permissive for select to anon, authenticated using ((EXISTS ( SELECT 1
   FROM public.parking_lot_reviews r
  WHERE (r.id = parking_lot_review_photos.review_id))));
grant delete, insert, maintain, references, select, trigger, truncate, update on public.parking_lot_review_photos to service_role;
grant select on public.parking_lot_review_photos to anon, authenticated;
grant insert (review_id, asset_id, "position") on public.parking_lot_review_photos to authenticated;

create table public.parking_lot_reviews (
  id uuid default gen_random_uuid() not null,
  parking_lot_id uuid not null,
  user_id uuid default auth.uid() not null,
  rating smallint not null,
  comment text,
  status text default 'pending'::text not null,
  created_at timestamp with time zone default date_trunc('milliseconds'::text, now()) not null,
  updated_at timestamp with time zone default now() not null,
  rejection_reason text,
  moderated_by uuid,
  moderated_at timestamp with time zone
);
alter table public.parking_lot_reviews add constraint parking_lot_reviews_comment_length CHECK ((((char_length(comment) >= 1) AND (char_length(comment) <= 1000)) AND (btrim(comment) <> ''::text)));
alter table public.parking_lot_reviews add constraint parking_lot_reviews_created_at_milliseconds CHECK ((created_at = date_trunc('milliseconds'::text, created_at)));
alter table public.parking_lot_reviews add constraint parking_lot_reviews_moderated_by_fkey FOREIGN KEY (moderated_by) REFERENCES public.admins(id);
alter table public.parking_lot_reviews add constraint parking_lot_reviews_one_per_user UNIQUE (parking_lot_id, user_id);
alter table public.parking_lot_reviews add constraint parking_lot_reviews_parking_lot_id_fkey FOREIGN KEY (parking_lot_id) REFERENCES public.parking_lots(id) ON DELETE CASCADE;
alter table public.parking_lot_reviews add constraint parking_lot_reviews_pkey PRIMARY KEY (id);
alter table public.parking_lot_reviews add constraint parking_lot_reviews_rating_range CHECK (((rating >= 1) AND (rating <= 5)));
alter table public.parking_lot_reviews add constraint parking_lot_reviews_reason_only_rejected CHECK (((rejection_reason IS NULL) OR (status = 'rejected'::text)));
alter table public.parking_lot_reviews add constraint parking_lot_reviews_rejection_reason_length CHECK (((char_length(rejection_reason) >= 1) AND (char_length(rejection_reason) <= 1000)));
alter table public.parking_lot_reviews add constraint parking_lot_reviews_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'approved'::text, 'rejected'::text])));
alter table public.parking_lot_reviews add constraint parking_lot_reviews_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX parking_lot_reviews_approved_idx ON public.parking_lot_reviews USING btree (parking_lot_id, created_at DESC, id DESC) WHERE (status = 'approved'::text);
CREATE INDEX parking_lot_reviews_status_idx ON public.parking_lot_reviews USING btree (status, created_at, id);
CREATE INDEX parking_lot_reviews_user_idx ON public.parking_lot_reviews USING btree (user_id);
alter table public.parking_lot_reviews enable row level security;
create policy parking_lot_reviews_moderate on public.parking_lot_reviews as permissive for update to authenticated using (( SELECT public.has_permission('reviews.moderate'::text) AS has_permission)) with check (( SELECT public.has_permission('reviews.moderate'::text) AS has_permission));
create policy parking_lot_reviews_moderator_read on public.parking_lot_reviews as permissive for select to authenticated using (( SELECT public.has_permission('reviews.view'::text) AS has_permission));
create policy parking_lot_reviews_own_read on public.parking_lot_reviews as permissive for select to authenticated using ((user_id = ( SELECT auth.uid() AS uid)));
create policy parking_lot_reviews_post on public.parking_lot_reviews as permissive for insert to authenticated with check (((user_id = ( SELECT auth.uid() AS uid)) AND ((status = 'pending'::text) OR ((status = 'approved'::text) AND (EXISTS ( SELECT 1
   FROM public.system_settings s
  WHERE ((s.key = 'review_auto_approve'::text) AND (s.value = 'true'::jsonb)))))) AND (EXISTS ( SELECT 1
   FROM public.parking_lots l
  WHERE ((l.id = parking_lot_reviews.parking_lot_id) AND (l.status = 'active'::text))))));
create policy parking_lot_reviews_public_read on public.parking_lot_reviews as permissive for select to anon, authenticated using (((status = 'approved'::text) AND (EXISTS ( SELECT 1
   FROM public.parking_lots l
  WHERE (l.id = parking_lot_reviews.parking_lot_id)))));
CREATE TRIGGER parking_lot_reviews_listing_delete AFTER DELETE ON public.parking_lot_reviews REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.parking_lot_part_changed();
CREATE TRIGGER parking_lot_reviews_listing_insert AFTER INSERT ON public.parking_lot_reviews REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.parking_lot_part_changed();
CREATE TRIGGER parking_lot_reviews_listing_update AFTER UPDATE ON public.parking_lot_reviews REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.parking_lot_part_changed();
CREATE TRIGGER parking_lot_reviews_live_writer BEFORE INSERT OR UPDATE ON public.parking_lot_reviews FOR EACH STATEMENT WHEN ((current_setting('request.jwt.claims'::text, true) IS DISTINCT FROM current_setting('parking.live_writer_claims'::text, true))) EXECUTE FUNCTION public.refuse_withdrawn_writer();
CREATE TRIGGER parking_lot_reviews_touch BEFORE UPDATE ON public.parking_lot_reviews FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.parking_lot_reviews to service_role;
grant select on public.parking_lot_reviews to anon, authenticated;
grant insert (parking_lot_id, rating, comment, status) on public.parking_lot_reviews to authenticated;
grant update (status, rejection_reason, moderated_by, moderated_at) on public.parking_lot_reviews to authenticated;

create table public.parking_lot_tags (
  parking_lot_id uuid not null,
  tag_id uuid not null,
  state boolean not null,
  updated_at timestamp with time zone default now() not null
);
alter table public.parking_lot_tags add constraint parking_lot_tags_parking_lot_id_fkey FOREIGN KEY (parking_lot_id) REFERENCES public.parking_lots(id) ON DELETE CASCADE;
alter table public.parking_lot_tags add constraint parking_lot_tags_pkey PRIMARY KEY (parking_lot_id, tag_id);
alter table public.parking_lot_tags add constraint parking_lot_tags_tag_id_fkey FOREIGN KEY (tag_id) REFERENCES public.tags(id) ON DELETE CASCADE;
CREATE INDEX parking_lot_tags_tag_idx ON public.parking_lot_tags USING btree (tag_id, parking_lot_id) WHERE state;
alter table public.parking_lot_tags enable row level security;
create policy parking_lot_tags_read on public.parking_lot_tags as permissive for select to anon, authenticated using ((EXISTS ( SELECT 1
   FROM public.parking_lots l
  WHERE (l.id = parking_lot_tags.parking_lot_id))));
create policy parking_lot_tags_write on public.parking_lot_tags as permissive for all to authenticated using ((( SELECT public.has_permission('parking.edit'::text) AS has_permission) OR public.is_lot_owner(parking_lot_id))) with check ((( SELECT public.has_permission('parking.edit'::text) AS has_permission) OR public.is_lot_owner(parking_lot_id)));
CREATE TRIGGER parking_lot_tags_listing_delete AFTER DELETE ON public.parking_lot_tags REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.parking_lot_part_changed();
CREATE TRIGGER parking_lot_tags_listing_insert AFTER INSERT ON public.parking_lot_tags REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.parking_lot_part_changed();
CREATE TRIGGER parking_lot_tags_listing_update AFTER UPDATE ON public.parking_lot_tags REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.parking_lot_part_changed();
CREATE TRIGGER parking_lot_tags_touch BEFORE UPDATE ON public.parking_lot_tags FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.parking_lot_tags to service_role;
grant delete, insert, select, update on public.parking_lot_tags to authenticated;
grant select on public.parking_lot_tags to anon;

create table public.parking_lots (
  id uuid default gen_random_uuid() not null,
  name text not null,
  address text,
  status text default 'draft'::text not null,
  source text default 'manual'::text,
  lot_type text default 'regular'::text not null,
  vehicle_type_max text,
  vehicle_type_category text generated always as ('vehicle_type'::text) stored,
  parent_id uuid,
  variant_label text,
  place_id text,
  total_spaces integer,
  structure text,
  entry_method text,
  entry_difficulty text,
  max_height_m numeric,
  max_width_m numeric,
  max_length_m numeric,
  max_weight_t numeric,
  min_clearance_cm integer,
  max_tire_width_mm integer,
  max_parking_duration_min integer,
  receipt_available boolean default false not null,
  operator_code text,
  description text,
  pricing_notes text,
  contact_phone text,
  contact_email text,
  contact_url text,
  capacity_kei integer,
  capacity_regular integer,
  capacity_oversized integer,
  capacity_motorcycle integer,
  capacity_ev integer,
  capacity_disabled integer,
  raw_text text,
  entry_exit_locations jsonb,
  geometry jsonb,
  timezone text default 'Asia/Tokyo'::text not null,
  rep_lat double precision generated always as ((public.parking_lot_geometry_point(geometry))[1]) stored,
  rep_lng double precision generated always as ((public.parking_lot_geometry_point(geometry))[0]) stored,
  tag_codes text[] default '{}'::text[] not null,
  main_image_url text,
  review_count integer default 0 not null,
  rating_sum integer default 0 not null,
  created_by uuid default auth.uid(),
  created_at timestamp with time zone default date_trunc('milliseconds'::text, now()) not null,
  updated_at timestamp with time zone default now() not null,
  location public.earth generated always as (
CASE
    WHEN (geometry IS NULL) THEN NULL::public.cube
    ELSE (public.ll_to_earth((public.parking_lot_geometry_point(geometry))[1], (public.parking_lot_geometry_point(geometry))[0]))::public.cube
END) stored,
  pricing_signature text,
  submitted_at timestamp with time zone,
  moderation_reason text,
  moderated_by uuid,
  moderated_at timestamp with time zone,
  moderated_snapshot jsonb
);
alter table public.parking_lots add constraint parking_lots_address_length CHECK ((char_length(address) <= 500));
alter table public.parking_lots add constraint parking_lots_capacity_disabled_range CHECK (((capacity_disabled >= 0) AND (capacity_disabled <= 9999)));
alter table public.parking_lots add constraint parking_lots_capacity_ev_range CHECK (((capacity_ev >= 0) AND (capacity_ev <= 9999)));
alter table public.parking_lots add constraint parking_lots_capacity_kei_range CHECK (((capacity_kei >= 0) AND (capacity_kei <= 9999)));
alter table public.parking_lots add constraint parking_lots_capacity_motorcycle_range CHECK (((capacity_motorcycle >= 0) AND (capacity_motorcycle <= 9999)));
alter table public.parking_lots add constraint parking_lots_capacity_oversized_range CHECK (((capacity_oversized >= 0) AND (capacity_oversized <= 9999)));
alter table public.parking_lots add constraint parking_lots_capacity_regular_range CHECK (((capacity_regular >= 0) AND (capacity_regular <= 9999)));
alter table public.parking_lots add constraint parking_lots_contact_email_format CHECK (((char_length(contact_email) <= 200) AND (contact_email ~ '^[^@\s]+@[^@\s]+$'::text)));
alter table public.parking_lots add constraint parking_lots_contact_phone_length CHECK ((char_length(contact_phone) <= 20));
alter table public.parking_lots add constraint parking_lots_contact_url_format CHECK (((char_length(contact_url) <= 500) AND (contact_url ~* '^https?://\S+$'::text)));
alter table public.parking_lots add constraint parking_lots_created_at_milliseconds CHECK ((created_at = date_trunc('milliseconds'::text, created_at)));
alter table public.parking_lots add constraint parking_lots_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users(id) ON DELETE SET NULL;
alter table public.parking_lots add constraint parking_lots_description_length CHECK ((char_length(description) <= 2000));
alter table public.parking_lots add constraint parking_lots_entry_difficulty_check CHECK ((entry_difficulty = ANY (ARRAY['easy'::text, 'normal'::text, 'hard'::text])));
alter table public.parking_lots add constraint parking_lots_entry_exit_locations_shape CHECK (public.is_entry_exit_locations(entry_exit_locations));
alter table public.parking_lots add constraint parking_lots_entry_method_check CHECK ((entry_method = ANY (ARRAY['self'::text, 'mechanical'::text])));
alter table public.parking_lots add constraint parking_lots_geometry_shape CHECK (public.is_parking_lot_geometry(geometry));
alter table public.parking_lots add constraint parking_lots_lot_type_check CHECK ((lot_type = ANY (ARRAY['regular'::text, 'meter'::text, 'ticket'::text, 'monthly_only'::text, 'hourly_with_monthly'::text, 'prepaid_coin'::text])));
alter table public.parking_lots add constraint parking_lots_moderated_by_fkey FOREIGN KEY (moderated_by) REFERENCES public.admins(id);
alter table public.parking_lots add constraint parking_lots_moderation_reason_length CHECK (((char_length(moderation_reason) >= 1) AND (char_length(moderation_reason) <= 1000)));
alter table public.parking_lots add constraint parking_lots_name_length CHECK ((((char_length(name) >= 1) AND (char_length(name) <= 200)) AND (btrim(name) <> ''::text)));
alter table public.parking_lots add constraint parking_lots_operator_code_check CHECK ((operator_code = ANY (ARRAY['operator_a'::text, 'operator_b'::text, 'operator_c'::text, 'operator_d'::text, 'operator_e'::text, 'operator_f'::text, 'operator_g'::text, 'operator_h'::text, 'other'::text])));
alter table public.parking_lots add constraint parking_lots_parent_id_fkey FOREIGN KEY (parent_id) REFERENCES public.parking_lots(id) ON DELETE SET NULL;
alter table public.parking_lots add constraint parking_lots_parent_not_self CHECK ((parent_id <> id));
alter table public.parking_lots add constraint parking_lots_pkey PRIMARY KEY (id);
alter table public.parking_lots add constraint parking_lots_place_id_key UNIQUE (place_id);
alter table public.parking_lots add constraint parking_lots_place_id_length CHECK ((char_length(place_id) <= 500));
alter table public.parking_lots add constraint parking_lots_pricing_notes_length CHECK ((char_length(pricing_notes) <= 1000));
alter table public.parking_lots add constraint parking_lots_raw_text_length CHECK ((char_length(raw_text) <= 10000));
alter table public.parking_lots add constraint parking_lots_source_check CHECK ((source = ANY (ARRAY['manual'::text, 'source_a'::text, 'source_b'::text, 'source_c'::text, 'source_d'::text, 'source_e'::text])));
alter table public.parking_lots add constraint parking_lots_status_check CHECK ((status = ANY (ARRAY['draft'::text, 'pending'::text, 'active'::text, 'on_hold'::text, 'withdrawn'::text, 'rejected'::text])));
alter table public.parking_lots add constraint parking_lots_structure_check CHECK ((structure = ANY (ARRAY['flat'::text, 'self_multi'::text, 'mechanical'::text])));
alter table public.parking_lots add constraint parking_lots_timezone_format CHECK ((timezone ~ '^[A-Za-z]+(/[A-Za-z0-9_+-]+)*$'::text));
alter table public.parking_lots add constraint parking_lots_total_spaces_check CHECK ((total_spaces >= 0));
alter table public.parking_lots add constraint parking_lots_variant_label_length CHECK ((char_length(variant_label) <= 200));
alter table public.parking_lots add constraint parking_lots_vehicle_type_max_fkey FOREIGN KEY (vehicle_type_category, vehicle_type_max) REFERENCES public.codes(category, code);
alter table public.parking_lots add constraint parking_lots_vehicle_type_max_length CHECK ((char_length(vehicle_type_max) <= 50));
CREATE INDEX parking_lots_address_trgm_idx ON public.parking_lots USING gin (address public.gin_trgm_ops);
CREATE INDEX parking_lots_created_at_idx ON public.parking_lots USING btree (created_at DESC, id DESC);
CREATE INDEX parking_lots_created_by_idx ON public.parking_lots USING btree (created_by) WHERE (created_by IS NOT NULL);
CREATE INDEX parking_lots_location_idx ON public.parking_lots USING gist (location) WHERE (status = 'active'::text);
CREATE INDEX parking_lots_moderation_queue_idx ON public.parking_lots USING btree (submitted_at, id) WHERE (status = 'pending'::text);
CREATE INDEX parking_lots_name_trgm_idx ON public.parking_lots USING gin (name public.gin_trgm_ops);
CREATE INDEX parking_lots_parent_id_idx ON public.parking_lots USING btree (parent_id) WHERE (parent_id IS NOT NULL);
CREATE INDEX parking_lots_public_name_idx ON public.parking_lots USING btree (name COLLATE "C", id) WHERE (status = 'active'::text);
CREATE INDEX parking_lots_public_tags_idx ON public.parking_lots USING gin (tag_codes) WHERE (status = 'active'::text);
CREATE INDEX parking_lots_signature_cell_001 ON public.parking_lots USING btree (((floor((rep_lat * (100)::double precision)))::integer), ((floor((rep_lng * (100)::double precision)))::integer), pricing_signature) WHERE ((status = 'active'::text) AND (pricing_signature IS NOT NULL));
CREATE INDEX parking_lots_signature_cell_01 ON public.parking_lots USING btree (((floor((rep_lat * (10)::double precision)))::integer), ((floor((rep_lng * (10)::double precision)))::integer), pricing_signature) WHERE ((status = 'active'::text) AND (pricing_signature IS NOT NULL));
CREATE INDEX parking_lots_strip_lng ON public.parking_lots USING btree (((floor((rep_lat * (1000)::double precision)))::integer), rep_lng) INCLUDE (rep_lat, pricing_signature, id) WHERE (status = 'active'::text);
alter table public.parking_lots enable row level security;
create policy parking_lots_admin_read on public.parking_lots as permissive for select to authenticated using (( SELECT public.has_permission('parking.view'::text) AS has_permission));
create policy parking_lots_admin_write on public.parking_lots as permissive for all to authenticated using (( SELECT public.has_permission('parking.edit'::text) AS has_permission)) with check (( SELECT public.has_permission('parking.edit'::text) AS has_permission));
create policy parking_lots_owner_insert on public.parking_lots as permissive for insert to authenticated with check (((created_by = ( SELECT auth.uid() AS uid)) AND (( SELECT public.current_owner_id() AS current_owner_id) IS NOT NULL) AND (status = ANY (ARRAY['draft'::text, 'pending'::text])) AND (source = 'manual'::text)));
create policy parking_lots_owner_read on public.parking_lots as permissive for select to authenticated using (public.is_lot_owner(id));
create policy parking_lots_owner_update on public.parking_lots as permissive for update to authenticated using (public.is_lot_owner(id)) with check (public.is_lot_owner(id));
create policy parking_lots_public_read on public.parking_lots as permissive for select to anon, authenticated using ((status = 'active'::text));
CREATE TRIGGER parking_lots_notify_pending AFTER INSERT OR UPDATE OF status ON public.parking_lots FOR EACH ROW WHEN ((new.status = 'pending'::text)) EXECUTE FUNCTION public.parking_lots_notify_pending();
CREATE TRIGGER parking_lots_signed_insert AFTER INSERT ON public.parking_lots REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.parking_lots_signed();
CREATE TRIGGER parking_lots_signed_update AFTER UPDATE OF timezone, max_parking_duration_min ON public.parking_lots FOR EACH ROW WHEN (((old.timezone IS DISTINCT FROM new.timezone) OR (old.max_parking_duration_min IS DISTINCT FROM new.max_parking_duration_min))) EXECUTE FUNCTION public.parking_lot_pricing_settings_changed();
CREATE TRIGGER parking_lots_status_move BEFORE UPDATE OF status ON public.parking_lots FOR EACH ROW WHEN ((old.status IS DISTINCT FROM new.status)) EXECUTE FUNCTION public.parking_lots_check_status_move();
CREATE TRIGGER parking_lots_touch BEFORE UPDATE OF name, address, status, source, lot_type, vehicle_type_max, parent_id, variant_label, place_id, total_spaces, structure, entry_method, entry_difficulty, max_height_m, max_width_m, max_length_m, max_weight_t, min_clearance_cm, max_tire_width_mm, max_parking_duration_min, receipt_available, operator_code, description, pricing_notes, contact_phone, contact_email, contact_url, capacity_kei, capacity_regular, capacity_oversized, capacity_motorcycle, capacity_ev, capacity_disabled, raw_text, entry_exit_locations, geometry, timezone ON public.parking_lots FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
CREATE TRIGGER parking_lots_track_moderation BEFORE INSERT OR UPDATE ON public.parking_lots FOR EACH ROW EXECUTE FUNCTION public.parking_lots_track_moderation();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.parking_lots to service_role;
grant select on public.parking_lots to anon, authenticated;
grant insert (id, name, address, status, source, lot_type, vehicle_type_max, parent_id, variant_label, place_id, total_spaces, structure, entry_method, entry_difficulty, max_height_m, max_width_m, max_length_m, max_weight_t, min_clearance_cm, max_tire_width_mm, max_parking_duration_min, receipt_available, operator_code, description, pricing_notes, contact_phone, contact_email, contact_url, capacity_kei, capacity_regular, capacity_oversized, capacity_motorcycle, capacity_ev, capacity_disabled, raw_text, entry_exit_locations, geometry) on public.parking_lots to authenticated;
grant update (name, address, status, source, lot_type, vehicle_type_max, parent_id, variant_label, place_id, total_spaces, structure, entry_method, entry_difficulty, max_height_m, max_width_m, max_length_m, max_weight_t, min_clearance_cm, max_tire_width_mm, max_parking_duration_min, receipt_available, operator_code, description, pricing_notes, contact_phone, contact_email, contact_url, capacity_kei, capacity_regular, capacity_oversized, capacity_motorcycle, capacity_ev, capacity_disabled, raw_text, entry_exit_locations, geometry, moderation_reason, moderated_by, moderated_at, moderated_snapshot) on public.parking_lots to authenticated;

create table public.parking_session_requests (
  user_id uuid not null,
  client_request_id uuid not null,
  operation text not null,
  request jsonb not null,
  parking_session_id uuid not null,
  created_at timestamp with time zone default now() not null
);
alter table public.parking_session_requests add constraint parking_session_requests_operation_check CHECK ((operation = ANY (ARRAY['create'::text, 'finalize'::text, 'cancel'::text])));
alter table public.parking_session_requests add constraint parking_session_requests_pkey PRIMARY KEY (user_id, client_request_id);
alter table public.parking_session_requests add constraint parking_session_requests_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
alter table public.parking_session_requests enable row level security;
CREATE TRIGGER parking_session_requests_live_writer BEFORE INSERT OR UPDATE ON public.parking_session_requests FOR EACH STATEMENT WHEN ((current_setting('request.jwt.claims'::text, true) IS DISTINCT FROM current_setting('parking.live_writer_claims'::text, true))) EXECUTE FUNCTION public.refuse_withdrawn_writer();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.parking_session_requests to service_role;

create table public.parking_sessions (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  parking_lot_id uuid not null,
  parking_lot_name text not null,
  ward text,
  vehicle_type text not null,
  status text default 'parking'::text not null,
  started_at timestamp with time zone default date_trunc('milliseconds'::text, now()) not null,
  ended_at timestamp with time zone,
  cancelled_at timestamp with time zone,
  start_lat double precision,
  start_lng double precision,
  total_amount bigint,
  fee_breakdown jsonb,
  memo text,
  rating smallint,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null
);
alter table public.parking_sessions add constraint parking_sessions_memo_length CHECK ((char_length(memo) <= 1000));
alter table public.parking_sessions add constraint parking_sessions_parking_lot_id_fkey FOREIGN KEY (parking_lot_id) REFERENCES public.parking_lots(id);
alter table public.parking_sessions add constraint parking_sessions_pkey PRIMARY KEY (id);
alter table public.parking_sessions add constraint parking_sessions_rating_range CHECK (((rating >= 1) AND (rating <= 5)));
alter table public.parking_sessions add constraint parking_sessions_start_lat_range CHECK (((start_lat >= ('-90'::integer)::double precision) AND (start_lat <= (90)::double precision)));
alter table public.parking_sessions add constraint parking_sessions_start_lng_range CHECK (((start_lng >= ('-180'::integer)::double precision) AND (start_lng <= (180)::double precision)));
alter table public.parking_sessions add constraint parking_sessions_start_point CHECK (((start_lat IS NULL) = (start_lng IS NULL)));
alter table public.parking_sessions add constraint parking_sessions_state_shape CHECK (
CASE status
    WHEN 'parking'::text THEN ((ended_at IS NULL) AND (cancelled_at IS NULL) AND (total_amount IS NULL))
    WHEN 'ended'::text THEN ((ended_at > started_at) AND (cancelled_at IS NULL) AND (total_amount IS NOT NULL) AND (fee_breakdown IS NOT NULL))
    ELSE ((cancelled_at IS NOT NULL) AND (ended_at IS NULL) AND (total_amount IS NULL))
END);
alter table public.parking_sessions add constraint parking_sessions_status_check CHECK ((status = ANY (ARRAY['parking'::text, 'ended'::text, 'cancelled'::text])));
alter table public.parking_sessions add constraint parking_sessions_total_amount_check CHECK ((total_amount >= 0));
alter table public.parking_sessions add constraint parking_sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id);
CREATE INDEX parking_sessions_ended_at_idx ON public.parking_sessions USING btree (ended_at) WHERE ((status = 'ended'::text) AND (ended_at IS NOT NULL));
CREATE INDEX parking_sessions_history_idx ON public.parking_sessions USING btree (user_id, started_at DESC, id DESC);
CREATE UNIQUE INDEX parking_sessions_one_parking_per_user ON public.parking_sessions USING btree (user_id) WHERE (status = 'parking'::text);
CREATE INDEX parking_sessions_parking_lot_idx ON public.parking_sessions USING btree (parking_lot_id);
CREATE INDEX parking_sessions_user_ward_idx ON public.parking_sessions USING btree (user_id, ward) WHERE (status = 'ended'::text);
alter table public.parking_sessions enable row level security;
create policy parking_sessions_own_notes on public.parking_sessions as permissive for update to authenticated using ((user_id = ( SELECT auth.uid() AS uid))) with check ((user_id = ( SELECT auth.uid() AS uid)));
create policy parking_sessions_own_read on public.parking_sessions as permissive for select to authenticated using ((user_id = ( SELECT auth.uid() AS uid)));
create policy parking_sessions_sales_read on public.parking_sessions as permissive for select to authenticated using (( SELECT public.has_permission('sales.view'::text) AS has_permission));
create policy parking_sessions_users_admin_read on public.parking_sessions as permissive for select to authenticated using (( SELECT public.has_permission('users.view'::text) AS has_permission));
CREATE TRIGGER parking_sessions_live_writer BEFORE INSERT OR UPDATE ON public.parking_sessions FOR EACH STATEMENT WHEN ((current_setting('request.jwt.claims'::text, true) IS DISTINCT FROM current_setting('parking.live_writer_claims'::text, true))) EXECUTE FUNCTION public.refuse_withdrawn_writer();
CREATE TRIGGER parking_sessions_notify_ended AFTER UPDATE OF status ON public.parking_sessions FOR EACH ROW WHEN (((old.status = 'parking'::text) AND (new.status = 'ended'::text))) EXECUTE FUNCTION public.parking_sessions_notify_ended();
CREATE TRIGGER parking_sessions_realtime AFTER INSERT OR DELETE OR UPDATE ON public.parking_sessions FOR EACH ROW EXECUTE FUNCTION public.realtime_notify_change('id');
CREATE TRIGGER parking_sessions_touch BEFORE UPDATE ON public.parking_sessions FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.parking_sessions to service_role;
grant select on public.parking_sessions to authenticated;
grant update (memo, rating) on public.parking_sessions to authenticated;

create table public.permissions (
  key text not null,
  group_name text not null,
  description text not null,
  sort_order integer not null
);
alter table public.permissions add constraint permissions_key_check CHECK ((key ~ '^[a-z]+\.[a-z]+$'::text));
alter table public.permissions add constraint permissions_pkey PRIMARY KEY (key);
alter table public.permissions enable row level security;
create policy permissions_read on public.permissions as permissive for select to authenticated using (( SELECT public.is_active_admin() AS is_active_admin));
grant delete, insert, maintain, references, select, trigger, truncate, update on public.permissions to service_role;
grant select on public.permissions to authenticated;

create table public.pricing_signatures (
  signature text not null,
  rules jsonb not null,
  hours jsonb not null,
  timezone text not null,
  max_parking_duration_min integer,
  created_at timestamp with time zone default now() not null,
  program public.pricing_program,
  hours_program public.lot_hours_program
);
alter table public.pricing_signatures add constraint pricing_signatures_pkey PRIMARY KEY (signature);
alter table public.pricing_signatures enable row level security;
grant delete, insert, maintain, references, select, trigger, truncate, update on public.pricing_signatures to service_role;

create table public.profiles (
  user_id uuid not null,
  display_name text,
  locale text default 'ja'::text not null,
  status text default 'active'::text not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  avatar_asset_id uuid,
  default_vehicle_id uuid,
  theme_id uuid,
  withdrawn_at timestamp with time zone,
  banned_at timestamp with time zone,
  ban_reason text,
  banned_by uuid
);
alter table public.profiles add constraint profiles_avatar_asset_id_fkey FOREIGN KEY (avatar_asset_id) REFERENCES public.assets(id) ON DELETE SET NULL;
alter table public.profiles add constraint profiles_ban_reason_length CHECK (((char_length(ban_reason) >= 1) AND (char_length(ban_reason) <= 1000)));
alter table public.profiles add constraint profiles_ban_shape CHECK (((banned_at IS NULL) = (ban_reason IS NULL)));
alter table public.profiles add constraint profiles_banned_by_fkey FOREIGN KEY (banned_by) REFERENCES public.admins(id);
alter table public.profiles add constraint profiles_default_vehicle_fkey FOREIGN KEY (user_id, default_vehicle_id) REFERENCES public.user_vehicles(user_id, id) ON DELETE SET NULL (default_vehicle_id);
alter table public.profiles add constraint profiles_display_name_length CHECK (((char_length(display_name) >= 1) AND (char_length(display_name) <= 100)));
alter table public.profiles add constraint profiles_locale_check CHECK ((locale = ANY (ARRAY['ja'::text, 'en'::text])));
alter table public.profiles add constraint profiles_pkey PRIMARY KEY (user_id);
alter table public.profiles add constraint profiles_status_check CHECK ((status = ANY (ARRAY['active'::text, 'withdrawn'::text])));
alter table public.profiles add constraint profiles_theme_id_fkey FOREIGN KEY (theme_id) REFERENCES public.themes(id) ON DELETE SET NULL;
alter table public.profiles add constraint profiles_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
alter table public.profiles add constraint profiles_withdrawn_at_only_when_withdrawn CHECK (((withdrawn_at IS NULL) OR (status = 'withdrawn'::text)));
CREATE INDEX profiles_avatar_asset_idx ON public.profiles USING btree (avatar_asset_id) WHERE (avatar_asset_id IS NOT NULL);
CREATE INDEX profiles_default_vehicle_idx ON public.profiles USING btree (user_id, default_vehicle_id) WHERE (default_vehicle_id IS NOT NULL);
CREATE INDEX profiles_theme_idx ON public.profiles USING btree (theme_id) WHERE (theme_id IS NOT NULL);
alter table public.profiles enable row level security;
create policy profiles_admin_read on public.profiles as permissive for select to authenticated using (( SELECT public.has_permission('users.view'::text) AS has_permission));
create policy profiles_own on public.profiles as permissive for all to authenticated using ((user_id = ( SELECT auth.uid() AS uid))) with check ((user_id = ( SELECT auth.uid() AS uid)));
create policy profiles_own_avatar_insert on public.profiles as restrictive for insert to authenticated with check (((avatar_asset_id IS NULL) OR public.can_use_as_avatar(avatar_asset_id)));
create policy profiles_own_avatar_update on public.profiles as restrictive for update to authenticated using (true) with check (((avatar_asset_id IS NULL) OR public.can_use_as_avatar(avatar_asset_id)));
CREATE TRIGGER profiles_live_writer BEFORE INSERT OR UPDATE ON public.profiles FOR EACH STATEMENT WHEN ((current_setting('request.jwt.claims'::text, true) IS DISTINCT FROM current_setting('parking.live_writer_claims'::text, true))) EXECUTE FUNCTION public.refuse_withdrawn_writer();
CREATE TRIGGER profiles_touch BEFORE UPDATE ON public.profiles FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.profiles to service_role;
grant select on public.profiles to authenticated;
grant insert (user_id, display_name, locale, avatar_asset_id, default_vehicle_id) on public.profiles to authenticated;
grant update (display_name, locale, avatar_asset_id, default_vehicle_id) on public.profiles to authenticated;

create table public.push_deliveries (
  id uuid default gen_random_uuid() not null,
  user_notification_id uuid not null,
  broadcast_id uuid,
  user_id uuid not null,
  type text not null,
  status text default 'pending'::text not null,
  last_error text,
  created_at timestamp with time zone default now() not null,
  finished_at timestamp with time zone
);
alter table public.push_deliveries add constraint push_deliveries_broadcast_id_fkey FOREIGN KEY (broadcast_id) REFERENCES public.broadcast_notifications(id) ON DELETE CASCADE;
alter table public.push_deliveries add constraint push_deliveries_broadcast_user_key UNIQUE (broadcast_id, user_id);
alter table public.push_deliveries add constraint push_deliveries_pkey PRIMARY KEY (id);
alter table public.push_deliveries add constraint push_deliveries_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'sent'::text, 'no_device'::text, 'failed'::text, 'rate_limited'::text])));
alter table public.push_deliveries add constraint push_deliveries_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
alter table public.push_deliveries add constraint push_deliveries_user_notification_id_fkey FOREIGN KEY (user_notification_id) REFERENCES public.user_notifications(id) ON DELETE CASCADE;
alter table public.push_deliveries add constraint push_deliveries_user_notification_id_key UNIQUE (user_notification_id);
CREATE INDEX push_deliveries_pending_idx ON public.push_deliveries USING btree (broadcast_id, user_id) WHERE (status = 'pending'::text);
CREATE INDEX push_deliveries_rate_idx ON public.push_deliveries USING btree (user_id, type, created_at DESC) WHERE (status = ANY (ARRAY['pending'::text, 'sent'::text, 'failed'::text]));
alter table public.push_deliveries enable row level security;
create policy push_deliveries_admin_read on public.push_deliveries as permissive for select to authenticated using (( SELECT public.has_permission('notifications.view'::text) AS has_permission));
CREATE TRIGGER push_deliveries_live_writer BEFORE INSERT OR UPDATE ON public.push_deliveries FOR EACH STATEMENT WHEN ((current_setting('request.jwt.claims'::text, true) IS DISTINCT FROM current_setting('parking.live_writer_claims'::text, true))) EXECUTE FUNCTION public.refuse_withdrawn_writer();
CREATE TRIGGER push_deliveries_rate_limit BEFORE INSERT ON public.push_deliveries FOR EACH ROW EXECUTE FUNCTION public.push_deliveries_rate_limit();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.push_deliveries to service_role;
grant select on public.push_deliveries to authenticated;

create table public.push_delivery_devices (
  delivery_id uuid not null,
  token text not null,
  platform text not null,
  outcome text not null,
  status_code integer,
  reason text,
  created_at timestamp with time zone default now() not null
);
alter table public.push_delivery_devices add constraint push_delivery_devices_delivery_id_fkey FOREIGN KEY (delivery_id) REFERENCES public.push_deliveries(id) ON DELETE CASCADE;
alter table public.push_delivery_devices add constraint push_delivery_devices_outcome_check CHECK ((outcome = ANY (ARRAY['sent'::text, 'dead_token'::text, 'rejected'::text])));
alter table public.push_delivery_devices add constraint push_delivery_devices_pkey PRIMARY KEY (delivery_id, token);
alter table public.push_delivery_devices enable row level security;
create policy push_delivery_devices_admin_read on public.push_delivery_devices as permissive for select to authenticated using (( SELECT public.has_permission('notifications.view'::text) AS has_permission));
grant delete, insert, maintain, references, select, trigger, truncate, update on public.push_delivery_devices to service_role;
grant select on public.push_delivery_devices to authenticated;

create table public.rate_limit_windows (
  bucket text not null,
  hits timestamp with time zone[] not null,
  free_at timestamp with time zone not null,
  allowed boolean not null
);
alter table public.rate_limit_windows add constraint rate_limit_windows_bucket_check CHECK (((char_length(bucket) >= 1) AND (char_length(bucket) <= 300)));
alter table public.rate_limit_windows add constraint rate_limit_windows_hits_check CHECK ((cardinality(hits) >= 1));
alter table public.rate_limit_windows add constraint rate_limit_windows_pkey PRIMARY KEY (bucket);
CREATE INDEX rate_limit_windows_free_at_idx ON public.rate_limit_windows USING btree (free_at);
alter table public.rate_limit_windows enable row level security;
grant delete, insert, maintain, references, select, trigger, truncate, update on public.rate_limit_windows to service_role;

create table public.realtime_subscribers (
  user_id uuid not null,
  process_id uuid not null,
  expires_at timestamp with time zone not null
);
alter table public.realtime_subscribers add constraint realtime_subscribers_pkey PRIMARY KEY (user_id, process_id);
CREATE INDEX realtime_subscribers_process_idx ON public.realtime_subscribers USING btree (process_id);
alter table public.realtime_subscribers enable row level security;
grant delete, insert, maintain, references, select, trigger, truncate, update on public.realtime_subscribers to service_role;

create table public.role_permissions (
  role_id uuid not null,
  permission_key text not null,
  created_at timestamp with time zone default now() not null
);
alter table public.role_permissions add constraint role_permissions_permission_key_fkey FOREIGN KEY (permission_key) REFERENCES public.permissions(key);
alter table public.role_permissions add constraint role_permissions_pkey PRIMARY KEY (role_id, permission_key);
alter table public.role_permissions add constraint role_permissions_role_id_fkey FOREIGN KEY (role_id) REFERENCES public.roles(id) ON DELETE CASCADE;
alter table public.role_permissions enable row level security;
create policy role_permissions_ceiling_delete on public.role_permissions as restrictive for delete to authenticated using (public.can_grant_role(role_id));
create policy role_permissions_ceiling_insert on public.role_permissions as restrictive for insert to authenticated with check (public.has_permission(permission_key));
create policy role_permissions_ceiling_update on public.role_permissions as restrictive for update to authenticated using (public.can_grant_role(role_id)) with check (public.has_permission(permission_key));
create policy role_permissions_read on public.role_permissions as permissive for select to authenticated using (( SELECT public.is_active_admin() AS is_active_admin));
create policy role_permissions_write on public.role_permissions as permissive for all to authenticated using (( SELECT public.has_permission('roles.edit'::text) AS has_permission)) with check (( SELECT public.has_permission('roles.edit'::text) AS has_permission));
grant delete, insert, maintain, references, select, trigger, truncate, update on public.role_permissions to service_role;
grant delete, insert, select, update on public.role_permissions to authenticated;

create table public.roles (
  id uuid default gen_random_uuid() not null,
  role_code text not null,
  name text not null,
  description text default ''::text not null,
  color text default '#64748b'::text not null,
  is_system boolean default false not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null
);
alter table public.roles add constraint roles_color_format CHECK ((color ~ '^#[0-9a-fA-F]{6}$'::text));
alter table public.roles add constraint roles_description_length CHECK ((char_length(description) <= 500));
alter table public.roles add constraint roles_name_length CHECK (((char_length(name) >= 1) AND (char_length(name) <= 100)));
alter table public.roles add constraint roles_pkey PRIMARY KEY (id);
alter table public.roles add constraint roles_role_code_format CHECK ((role_code ~ '^[a-z][a-z0-9_]{1,49}$'::text));
alter table public.roles add constraint roles_role_code_key UNIQUE (role_code);
alter table public.roles enable row level security;
create policy roles_read on public.roles as permissive for select to authenticated using (( SELECT public.is_active_admin() AS is_active_admin));
create policy roles_write on public.roles as permissive for all to authenticated using (( SELECT public.has_permission('roles.edit'::text) AS has_permission)) with check (( SELECT public.has_permission('roles.edit'::text) AS has_permission));
CREATE TRIGGER roles_touch BEFORE UPDATE ON public.roles FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.roles to service_role;
grant delete, insert, select, update on public.roles to authenticated;

create table public.sales_digest_runs (
  kind text not null,
  period text not null,
  job_id uuid,
  enqueued_at timestamp with time zone default now() not null
);
alter table public.sales_digest_runs add constraint sales_digest_runs_kind_check CHECK ((kind = ANY (ARRAY['daily'::text, 'monthly'::text])));
alter table public.sales_digest_runs add constraint sales_digest_runs_period_check CHECK ((period ~ '^\d{4}-\d{2}(-\d{2})?$'::text));
alter table public.sales_digest_runs add constraint sales_digest_runs_pkey PRIMARY KEY (kind, period);
alter table public.sales_digest_runs enable row level security;
grant delete, insert, maintain, references, select, trigger, truncate, update on public.sales_digest_runs to service_role;

create table public.schema_migrations (
  version text not null,
  name text not null,
  checksum text not null,
  applied_at timestamp with time zone default now() not null
);
alter table public.schema_migrations add constraint schema_migrations_pkey PRIMARY KEY (version);
grant select on public.schema_migrations to service_role;

create table public.schema_repeatables (
  path text not null,
  checksum text not null,
  applied_at timestamp with time zone default now() not null
);
alter table public.schema_repeatables add constraint schema_repeatables_pkey PRIMARY KEY (path);

create table public.search_ai_phrases (
  phrase text not null,
  kind text not null,
  tag_code text,
  filter_key text,
  filter_value text
);
alter table public.search_ai_phrases add constraint search_ai_phrases_filter_key_check CHECK ((filter_key = ANY (ARRAY['structure'::text, 'entry_method'::text, 'vehicle_type'::text, 'open_now'::text, 'sort'::text])));
alter table public.search_ai_phrases add constraint search_ai_phrases_kind_check CHECK ((kind = ANY (ARRAY['tag'::text, 'filter'::text, 'noise'::text])));
alter table public.search_ai_phrases add constraint search_ai_phrases_meaning CHECK (
CASE kind
    WHEN 'tag'::text THEN ((tag_code IS NOT NULL) AND (filter_key IS NULL) AND (filter_value IS NULL))
    WHEN 'filter'::text THEN ((tag_code IS NULL) AND (filter_key IS NOT NULL) AND (filter_value IS NOT NULL))
    ELSE ((tag_code IS NULL) AND (filter_key IS NULL) AND (filter_value IS NULL))
END);
alter table public.search_ai_phrases add constraint search_ai_phrases_phrase_check CHECK ((((char_length(phrase) >= 1) AND (char_length(phrase) <= 60)) AND (phrase = lower(phrase))));
alter table public.search_ai_phrases add constraint search_ai_phrases_pkey PRIMARY KEY (phrase);
alter table public.search_ai_phrases add constraint search_ai_phrases_tag_code_fkey FOREIGN KEY (tag_code) REFERENCES public.tags(tag_code) ON UPDATE CASCADE ON DELETE CASCADE;
alter table public.search_ai_phrases enable row level security;
create policy search_ai_phrases_read on public.search_ai_phrases as permissive for select to anon, authenticated using (true);
grant delete, insert, maintain, references, select, trigger, truncate, update on public.search_ai_phrases to service_role;
grant select on public.search_ai_phrases to anon, authenticated;

create table public.search_ai_places (
  place_id text not null,
  kind text not null,
  name_ja text not null,
  base_ja text not null,
  reading text not null,
  romaji text not null,
  area text not null,
  lat double precision not null,
  lng double precision not null,
  radius_m integer not null,
  priority integer default 100 not null,
  aliases text[] default '{}'::text[] not null
);
alter table public.search_ai_places add constraint search_ai_places_area_check CHECK ((area = ANY (ARRAY['tokyo'::text, 'osaka'::text, 'nagoya'::text])));
alter table public.search_ai_places add constraint search_ai_places_base_ja_check CHECK (((char_length(base_ja) >= 1) AND (char_length(base_ja) <= 40)));
alter table public.search_ai_places add constraint search_ai_places_kind_check CHECK ((kind = ANY (ARRAY['station'::text, 'landmark'::text, 'ward'::text, 'city'::text])));
alter table public.search_ai_places add constraint search_ai_places_lat_check CHECK (((lat >= (20)::double precision) AND (lat <= (46)::double precision)));
alter table public.search_ai_places add constraint search_ai_places_lng_check CHECK (((lng >= (122)::double precision) AND (lng <= (154)::double precision)));
alter table public.search_ai_places add constraint search_ai_places_name_ja_check CHECK (((char_length(name_ja) >= 1) AND (char_length(name_ja) <= 40)));
alter table public.search_ai_places add constraint search_ai_places_pkey PRIMARY KEY (place_id);
alter table public.search_ai_places add constraint search_ai_places_place_id_check CHECK ((place_id ~ '^[a-z][a-z0-9_:-]*$'::text));
alter table public.search_ai_places add constraint search_ai_places_radius_m_check CHECK (((radius_m >= 100) AND (radius_m <= 10000)));
alter table public.search_ai_places add constraint search_ai_places_reading_check CHECK ((reading ~ '^[ぁ-ゖー]+$'::text));
alter table public.search_ai_places add constraint search_ai_places_romaji_check CHECK ((romaji ~ '^[a-z][a-z -]*$'::text));
alter table public.search_ai_places enable row level security;
create policy search_ai_places_read on public.search_ai_places as permissive for select to anon, authenticated using (true);
grant delete, insert, maintain, references, select, trigger, truncate, update on public.search_ai_places to service_role;
grant select on public.search_ai_places to anon, authenticated;

create table public.sponsor_checkins (
  id uuid default gen_random_uuid() not null,
  sponsor_id uuid not null,
  user_id uuid not null,
  client_request_id uuid not null,
  local_date date not null,
  lat double precision not null,
  lng double precision not null,
  distance_m double precision not null,
  checked_in_at timestamp with time zone default now() not null
);
alter table public.sponsor_checkins add constraint sponsor_checkins_once_a_day UNIQUE (sponsor_id, user_id, local_date);
alter table public.sponsor_checkins add constraint sponsor_checkins_pkey PRIMARY KEY (id);
alter table public.sponsor_checkins add constraint sponsor_checkins_request_key UNIQUE (user_id, client_request_id);
alter table public.sponsor_checkins add constraint sponsor_checkins_sponsor_id_fkey FOREIGN KEY (sponsor_id) REFERENCES public.sponsors(id);
alter table public.sponsor_checkins add constraint sponsor_checkins_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX sponsor_checkins_user_idx ON public.sponsor_checkins USING btree (user_id, checked_in_at DESC);
alter table public.sponsor_checkins enable row level security;
create policy sponsor_checkins_admin_read on public.sponsor_checkins as permissive for select to authenticated using (( SELECT public.has_permission('ads.view'::text) AS has_permission));
create policy sponsor_checkins_own_read on public.sponsor_checkins as permissive for select to authenticated using ((user_id = ( SELECT auth.uid() AS uid)));
CREATE TRIGGER sponsor_checkins_live_writer BEFORE INSERT OR UPDATE ON public.sponsor_checkins FOR EACH STATEMENT WHEN ((current_setting('request.jwt.claims'::text, true) IS DISTINCT FROM current_setting('parking.live_writer_claims'::text, true))) EXECUTE FUNCTION public.refuse_withdrawn_writer();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.sponsor_checkins to service_role;
grant select on public.sponsor_checkins to authenticated;

create table public.sponsor_rewards (
  sponsor_id uuid not null,
  data jsonb default '{}'::jsonb not null,
  updated_at timestamp with time zone default now() not null
);
alter table public.sponsor_rewards add constraint sponsor_rewards_data_object CHECK (((jsonb_typeof(data) = 'object'::text) AND (pg_column_size(data) <= 4000)));
alter table public.sponsor_rewards add constraint sponsor_rewards_pkey PRIMARY KEY (sponsor_id);
alter table public.sponsor_rewards add constraint sponsor_rewards_sponsor_id_fkey FOREIGN KEY (sponsor_id) REFERENCES public.sponsors(id) ON DELETE CASCADE;
alter table public.sponsor_rewards enable row level security;
create policy sponsor_rewards_admin_read on public.sponsor_rewards as permissive for select to authenticated using (( SELECT public.has_permission('ads.view'::text) AS has_permission));
create policy sponsor_rewards_admin_write on public.sponsor_rewards as permissive for all to authenticated using (( SELECT public.has_permission('ads.edit'::text) AS has_permission)) with check (( SELECT public.has_permission('ads.edit'::text) AS has_permission));
CREATE TRIGGER sponsor_rewards_touch BEFORE UPDATE ON public.sponsor_rewards FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.sponsor_rewards to service_role;
grant delete, select on public.sponsor_rewards to authenticated;
grant insert (sponsor_id, data) on public.sponsor_rewards to authenticated;
grant update (data) on public.sponsor_rewards to authenticated;

create table public.sponsors (
  id uuid default gen_random_uuid() not null,
  name text not null,
  description text,
  benefit text not null,
  address text,
  lat double precision not null,
  lng double precision not null,
  checkin_radius_m integer default 100 not null,
  checkin_exp integer default 10 not null,
  logo_asset_id uuid,
  website_url text,
  status text default 'draft'::text not null,
  created_by uuid default auth.uid(),
  created_at timestamp with time zone default date_trunc('milliseconds'::text, now()) not null,
  updated_at timestamp with time zone default now() not null,
  location public.earth generated always as (public.ll_to_earth(lat, lng)) stored
);
alter table public.sponsors add constraint sponsors_address_length CHECK ((char_length(address) <= 500));
alter table public.sponsors add constraint sponsors_benefit_length CHECK ((((char_length(benefit) >= 1) AND (char_length(benefit) <= 500)) AND (btrim(benefit) <> ''::text)));
alter table public.sponsors add constraint sponsors_checkin_exp_range CHECK (((checkin_exp >= 0) AND (checkin_exp <= 10000)));
alter table public.sponsors add constraint sponsors_checkin_radius_range CHECK (((checkin_radius_m >= 10) AND (checkin_radius_m <= 1000)));
alter table public.sponsors add constraint sponsors_created_at_milliseconds CHECK ((created_at = date_trunc('milliseconds'::text, created_at)));
alter table public.sponsors add constraint sponsors_created_by_fkey FOREIGN KEY (created_by) REFERENCES auth.users(id) ON DELETE SET NULL;
alter table public.sponsors add constraint sponsors_description_length CHECK ((char_length(description) <= 2000));
alter table public.sponsors add constraint sponsors_lat_range CHECK (((lat >= ('-90'::integer)::double precision) AND (lat <= (90)::double precision)));
alter table public.sponsors add constraint sponsors_lng_range CHECK (((lng >= ('-180'::integer)::double precision) AND (lng <= (180)::double precision)));
alter table public.sponsors add constraint sponsors_logo_asset_id_fkey FOREIGN KEY (logo_asset_id) REFERENCES public.assets(id) ON DELETE SET NULL;
alter table public.sponsors add constraint sponsors_name_length CHECK ((((char_length(name) >= 1) AND (char_length(name) <= 200)) AND (btrim(name) <> ''::text)));
alter table public.sponsors add constraint sponsors_pkey PRIMARY KEY (id);
alter table public.sponsors add constraint sponsors_status_check CHECK ((status = ANY (ARRAY['draft'::text, 'active'::text, 'ended'::text])));
alter table public.sponsors add constraint sponsors_website_url_format CHECK (((char_length(website_url) <= 1000) AND (website_url ~* '^https?://[^\s]+$'::text)));
CREATE INDEX sponsors_created_by_idx ON public.sponsors USING btree (created_by) WHERE (created_by IS NOT NULL);
CREATE INDEX sponsors_location_idx ON public.sponsors USING gist (location) WHERE (status = 'active'::text);
CREATE INDEX sponsors_logo_asset_id_idx ON public.sponsors USING btree (logo_asset_id) WHERE (logo_asset_id IS NOT NULL);
CREATE INDEX sponsors_public_idx ON public.sponsors USING btree (created_at DESC, id DESC) WHERE (status = 'active'::text);
alter table public.sponsors enable row level security;
create policy sponsors_admin_read on public.sponsors as permissive for select to authenticated using (( SELECT public.has_permission('ads.view'::text) AS has_permission));
create policy sponsors_admin_write on public.sponsors as permissive for all to authenticated using (( SELECT public.has_permission('ads.edit'::text) AS has_permission)) with check (( SELECT public.has_permission('ads.edit'::text) AS has_permission));
create policy sponsors_public_read on public.sponsors as permissive for select to anon, authenticated using ((status = 'active'::text));
CREATE TRIGGER sponsors_touch BEFORE UPDATE ON public.sponsors FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.sponsors to service_role;
grant delete, select on public.sponsors to authenticated;
grant select on public.sponsors to anon;
grant insert (id, name, description, benefit, address, lat, lng, checkin_radius_m, checkin_exp, logo_asset_id, website_url, status) on public.sponsors to authenticated;
grant update (name, description, benefit, address, lat, lng, checkin_radius_m, checkin_exp, logo_asset_id, website_url, status) on public.sponsors to authenticated;

create table public.store_notifications (
  platform text not null,
  notification_id text not null,
  notification_type text not null,
  subtype text,
  sent_at timestamp with time zone not null,
  original_transaction_id text,
  subscription_id uuid,
  outcome text not null,
  received_at timestamp with time zone default now() not null
);
alter table public.store_notifications add constraint store_notifications_notification_id_length CHECK (((char_length(notification_id) >= 1) AND (char_length(notification_id) <= 200)));
alter table public.store_notifications add constraint store_notifications_notification_type_length CHECK (((char_length(notification_type) >= 1) AND (char_length(notification_type) <= 100)));
alter table public.store_notifications add constraint store_notifications_original_transaction_id_length CHECK (((char_length(original_transaction_id) >= 1) AND (char_length(original_transaction_id) <= 4096)));
alter table public.store_notifications add constraint store_notifications_outcome_check CHECK ((outcome = ANY (ARRAY['applied'::text, 'stale'::text, 'unmatched'::text, 'ignored'::text])));
alter table public.store_notifications add constraint store_notifications_pkey PRIMARY KEY (platform, notification_id);
alter table public.store_notifications add constraint store_notifications_platform_check CHECK ((platform = ANY (ARRAY['ios'::text, 'android'::text])));
alter table public.store_notifications add constraint store_notifications_subscription_id_fkey FOREIGN KEY (subscription_id) REFERENCES public.user_subscriptions(id);
alter table public.store_notifications add constraint store_notifications_subtype_length CHECK (((char_length(subtype) >= 1) AND (char_length(subtype) <= 100)));
CREATE INDEX store_notifications_subscription_idx ON public.store_notifications USING btree (subscription_id) WHERE (subscription_id IS NOT NULL);
CREATE INDEX store_notifications_unmatched_idx ON public.store_notifications USING btree (platform, original_transaction_id) WHERE (outcome = 'unmatched'::text);
alter table public.store_notifications enable row level security;
grant delete, insert, maintain, references, select, trigger, truncate, update on public.store_notifications to service_role;

create table public.subscription_plans (
  id uuid default gen_random_uuid() not null,
  plan_code text not null,
  tier text not null,
  name_en text not null,
  name_ja text not null,
  description_en text default ''::text not null,
  description_ja text default ''::text not null,
  price_minor integer not null,
  currency text default 'JPY'::text not null,
  billing_period text,
  ai_search_per_minute integer not null,
  features text[] default '{}'::text[] not null,
  ios_product_id text,
  android_product_id text,
  sort_order integer default 0 not null,
  is_active boolean default true not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  grace_period_days integer default 3 not null
);
alter table public.subscription_plans add constraint subscription_plans_ai_search_per_minute_check CHECK ((ai_search_per_minute > 0));
alter table public.subscription_plans add constraint subscription_plans_android_product_id_format CHECK ((android_product_id ~ '^[a-z0-9][a-z0-9._]{0,99}$'::text));
alter table public.subscription_plans add constraint subscription_plans_billing_period_check CHECK ((billing_period = ANY (ARRAY['month'::text, 'year'::text])));
alter table public.subscription_plans add constraint subscription_plans_currency_check CHECK ((currency = 'JPY'::text));
alter table public.subscription_plans add constraint subscription_plans_description_length CHECK (((char_length(description_en) <= 1000) AND (char_length(description_ja) <= 1000)));
alter table public.subscription_plans add constraint subscription_plans_free_has_no_period CHECK (((tier = 'free'::text) = (billing_period IS NULL)));
alter table public.subscription_plans add constraint subscription_plans_free_not_sold CHECK (((tier = 'plus'::text) OR ((ios_product_id IS NULL) AND (android_product_id IS NULL))));
alter table public.subscription_plans add constraint subscription_plans_grace_period_days_range CHECK (((grace_period_days >= 0) AND (grace_period_days <= 60)));
alter table public.subscription_plans add constraint subscription_plans_ios_product_id_format CHECK ((ios_product_id ~ '^[A-Za-z0-9][A-Za-z0-9._]{0,99}$'::text));
alter table public.subscription_plans add constraint subscription_plans_name_en_length CHECK (((char_length(name_en) >= 1) AND (char_length(name_en) <= 100)));
alter table public.subscription_plans add constraint subscription_plans_name_ja_length CHECK (((char_length(name_ja) >= 1) AND (char_length(name_ja) <= 100)));
alter table public.subscription_plans add constraint subscription_plans_pkey PRIMARY KEY (id);
alter table public.subscription_plans add constraint subscription_plans_plan_code_format CHECK ((plan_code ~ '^[a-z][a-z0-9_]{0,63}$'::text));
alter table public.subscription_plans add constraint subscription_plans_plan_code_key UNIQUE (plan_code);
alter table public.subscription_plans add constraint subscription_plans_price_minor_check CHECK ((price_minor >= 0));
alter table public.subscription_plans add constraint subscription_plans_tier_check CHECK ((tier = ANY (ARRAY['free'::text, 'plus'::text])));
CREATE UNIQUE INDEX subscription_plans_android_product_id_key ON public.subscription_plans USING btree (android_product_id) WHERE (android_product_id IS NOT NULL);
CREATE UNIQUE INDEX subscription_plans_ios_product_id_key ON public.subscription_plans USING btree (ios_product_id) WHERE (ios_product_id IS NOT NULL);
alter table public.subscription_plans enable row level security;
create policy subscription_plans_admin_delete on public.subscription_plans as permissive for delete to authenticated using (( SELECT public.has_permission('plans.edit'::text) AS has_permission));
create policy subscription_plans_admin_insert on public.subscription_plans as permissive for insert to authenticated with check (( SELECT public.has_permission('plans.edit'::text) AS has_permission));
create policy subscription_plans_admin_read on public.subscription_plans as permissive for select to authenticated using (( SELECT public.has_permission('plans.view'::text) AS has_permission));
create policy subscription_plans_admin_update on public.subscription_plans as permissive for update to authenticated using (( SELECT public.has_permission('plans.edit'::text) AS has_permission)) with check (( SELECT public.has_permission('plans.edit'::text) AS has_permission));
create policy subscription_plans_read on public.subscription_plans as permissive for select to anon, authenticated using (is_active);
create policy subscription_plans_subscriber_read on public.subscription_plans as permissive for select to authenticated using ((EXISTS ( SELECT 1
   FROM public.user_subscriptions s
  WHERE ((s.plan_id = subscription_plans.id) AND (s.user_id = ( SELECT auth.uid() AS uid))))));
create policy subscription_plans_users_admin_read on public.subscription_plans as permissive for select to authenticated using (( SELECT public.has_permission('users.view'::text) AS has_permission));
CREATE TRIGGER subscription_plans_touch BEFORE UPDATE ON public.subscription_plans FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.subscription_plans to service_role;
grant delete, select on public.subscription_plans to authenticated;
grant select on public.subscription_plans to anon;
grant insert (plan_code, tier, name_en, name_ja, description_en, description_ja, price_minor, billing_period, ai_search_per_minute, features, ios_product_id, android_product_id, sort_order, is_active, grace_period_days) on public.subscription_plans to authenticated;
grant update (name_en, name_ja, description_en, description_ja, price_minor, billing_period, ai_search_per_minute, features, ios_product_id, android_product_id, sort_order, is_active, grace_period_days) on public.subscription_plans to authenticated;

create table public.support_ticket_attachments (
  ticket_id uuid not null,
  asset_id uuid not null,
  "position" smallint not null
);
alter table public.support_ticket_attachments add constraint support_ticket_attachments_asset_id_fkey FOREIGN KEY (asset_id) REFERENCES public.assets(id);
alter table public.support_ticket_attachments add constraint support_ticket_attachments_pkey PRIMARY KEY (ticket_id, asset_id);
alter table public.support_ticket_attachments add constraint support_ticket_attachments_ticket_id_fkey FOREIGN KEY (ticket_id) REFERENCES public.support_tickets(id) ON DELETE CASCADE;
CREATE INDEX support_ticket_attachments_asset_idx ON public.support_ticket_attachments USING btree (asset_id);
alter table public.support_ticket_attachments enable row level security;
create policy support_ticket_attachments_read on public.support_ticket_attachments as permissive for select to authenticated using ((EXISTS ( SELECT 1
   FROM public.support_tickets t
  WHERE (t.id = support_ticket_attachments.ticket_id))));
grant delete, insert, maintain, references, select, trigger, truncate, update on public.support_ticket_attachments to service_role;
grant select on public.support_ticket_attachments to authenticated;

create table public.support_ticket_daily_counts (
  user_id uuid not null,
  local_day date not null,
  submitted integer not null
);
alter table public.support_ticket_daily_counts add constraint support_ticket_daily_counts_pkey PRIMARY KEY (user_id, local_day);
alter table public.support_ticket_daily_counts add constraint support_ticket_daily_counts_submitted_check CHECK ((submitted >= 0));
alter table public.support_ticket_daily_counts add constraint support_ticket_daily_counts_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
alter table public.support_ticket_daily_counts enable row level security;
CREATE TRIGGER support_ticket_daily_counts_live_writer BEFORE INSERT OR UPDATE ON public.support_ticket_daily_counts FOR EACH STATEMENT WHEN ((current_setting('request.jwt.claims'::text, true) IS DISTINCT FROM current_setting('parking.live_writer_claims'::text, true))) EXECUTE FUNCTION public.refuse_withdrawn_writer();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.support_ticket_daily_counts to service_role;

create table public.support_ticket_replies (
  id uuid default gen_random_uuid() not null,
  ticket_id uuid not null,
  author text not null,
  admin_id uuid,
  body text not null,
  created_at timestamp with time zone default now() not null
);
alter table public.support_ticket_replies add constraint support_ticket_replies_admin_id_fkey FOREIGN KEY (admin_id) REFERENCES public.admins(id) ON DELETE SET NULL;
alter table public.support_ticket_replies add constraint support_ticket_replies_author_check CHECK ((author = ANY (ARRAY['support'::text, 'user'::text])));
alter table public.support_ticket_replies add constraint support_ticket_replies_body_length CHECK ((((char_length(body) >= 1) AND (char_length(body) <= 5000)) AND (btrim(body) <> ''::text)));
alter table public.support_ticket_replies add constraint support_ticket_replies_pkey PRIMARY KEY (id);
alter table public.support_ticket_replies add constraint support_ticket_replies_ticket_id_fkey FOREIGN KEY (ticket_id) REFERENCES public.support_tickets(id) ON DELETE CASCADE;
CREATE INDEX support_ticket_replies_ticket_idx ON public.support_ticket_replies USING btree (ticket_id, created_at, id);
alter table public.support_ticket_replies enable row level security;
create policy support_ticket_replies_read on public.support_ticket_replies as permissive for select to authenticated using ((EXISTS ( SELECT 1
   FROM public.support_tickets t
  WHERE (t.id = support_ticket_replies.ticket_id))));
create policy support_ticket_replies_staff_write on public.support_ticket_replies as permissive for insert to authenticated with check (((author = 'support'::text) AND ( SELECT public.has_permission('support.respond'::text) AS has_permission) AND (admin_id IN ( SELECT admins.id
   FROM public.admins
  WHERE ((admins.user_id = ( SELECT auth.uid() AS uid)) AND (admins.status = 'active'::text))))));
create policy support_ticket_replies_user_write on public.support_ticket_replies as permissive for insert to authenticated with check (((author = 'user'::text) AND (admin_id IS NULL) AND (EXISTS ( SELECT 1
   FROM public.support_tickets t
  WHERE ((t.id = support_ticket_replies.ticket_id) AND (t.user_id = ( SELECT auth.uid() AS uid)))))));
CREATE TRIGGER support_replies_notify_user AFTER INSERT ON public.support_ticket_replies FOR EACH ROW WHEN ((new.author = 'support'::text)) EXECUTE FUNCTION public.support_replies_notify_user();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.support_ticket_replies to service_role;
grant select on public.support_ticket_replies to authenticated;
grant insert (ticket_id, author, admin_id, body) on public.support_ticket_replies to authenticated;

create table public.support_tickets (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  category text not null,
  subject text not null,
  body text not null,
  parking_lot_id uuid,
  parking_session_id uuid,
  status text default 'open'::text not null,
  client_request_id uuid,
  local_day date not null,
  created_at timestamp with time zone default date_trunc('milliseconds'::text, now()) not null,
  updated_at timestamp with time zone default now() not null,
  assigned_admin_id uuid
);
alter table public.support_tickets add constraint support_tickets_assigned_admin_id_fkey FOREIGN KEY (assigned_admin_id) REFERENCES public.admins(id) ON DELETE SET NULL;
alter table public.support_tickets add constraint support_tickets_body_length CHECK ((((char_length(body) >= 1) AND (char_length(body) <= 5000)) AND (btrim(body) <> ''::text)));
alter table public.support_tickets add constraint support_tickets_category_check CHECK ((category = ANY (ARRAY['account'::text, 'parking_lot'::text, 'parking_session'::text, 'payment'::text, 'subscription'::text, 'app'::text, 'other'::text])));
alter table public.support_tickets add constraint support_tickets_client_request_key UNIQUE (user_id, client_request_id);
alter table public.support_tickets add constraint support_tickets_created_at_milliseconds CHECK ((created_at = date_trunc('milliseconds'::text, created_at)));
alter table public.support_tickets add constraint support_tickets_parking_lot_id_fkey FOREIGN KEY (parking_lot_id) REFERENCES public.parking_lots(id) ON DELETE SET NULL;
alter table public.support_tickets add constraint support_tickets_parking_session_id_fkey FOREIGN KEY (parking_session_id) REFERENCES public.parking_sessions(id) ON DELETE SET NULL;
alter table public.support_tickets add constraint support_tickets_pkey PRIMARY KEY (id);
alter table public.support_tickets add constraint support_tickets_status_check CHECK ((status = ANY (ARRAY['open'::text, 'answered'::text, 'closed'::text])));
alter table public.support_tickets add constraint support_tickets_subject_length CHECK ((((char_length(subject) >= 1) AND (char_length(subject) <= 200)) AND (btrim(subject) <> ''::text)));
alter table public.support_tickets add constraint support_tickets_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX support_tickets_assigned_idx ON public.support_tickets USING btree (assigned_admin_id, created_at) WHERE (assigned_admin_id IS NOT NULL);
CREATE INDEX support_tickets_open_idx ON public.support_tickets USING btree (created_at) WHERE (status = 'open'::text);
CREATE INDEX support_tickets_parking_lot_idx ON public.support_tickets USING btree (parking_lot_id) WHERE (parking_lot_id IS NOT NULL);
CREATE INDEX support_tickets_parking_session_idx ON public.support_tickets USING btree (parking_session_id) WHERE (parking_session_id IS NOT NULL);
CREATE INDEX support_tickets_status_idx ON public.support_tickets USING btree (status, created_at, id);
CREATE INDEX support_tickets_user_idx ON public.support_tickets USING btree (user_id, created_at DESC, id DESC);
alter table public.support_tickets enable row level security;
create policy support_tickets_own_read on public.support_tickets as permissive for select to authenticated using ((user_id = ( SELECT auth.uid() AS uid)));
create policy support_tickets_staff_read on public.support_tickets as permissive for select to authenticated using (( SELECT public.has_permission('support.view'::text) AS has_permission));
create policy support_tickets_staff_update on public.support_tickets as permissive for update to authenticated using (( SELECT public.has_permission('support.respond'::text) AS has_permission)) with check (( SELECT public.has_permission('support.respond'::text) AS has_permission));
CREATE TRIGGER support_tickets_live_writer BEFORE INSERT OR UPDATE ON public.support_tickets FOR EACH STATEMENT WHEN ((current_setting('request.jwt.claims'::text, true) IS DISTINCT FROM current_setting('parking.live_writer_claims'::text, true))) EXECUTE FUNCTION public.refuse_withdrawn_writer();
CREATE TRIGGER support_tickets_touch BEFORE UPDATE ON public.support_tickets FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.support_tickets to service_role;
grant select on public.support_tickets to authenticated;
grant update (status, assigned_admin_id) on public.support_tickets to authenticated;

create table public.system_settings (
  key text not null,
  value jsonb not null,
  updated_by uuid,
  updated_at timestamp with time zone default now() not null
);
alter table public.system_settings add constraint system_settings_key_format CHECK ((key ~ '^[a-z][a-z0-9_]{0,63}$'::text));
alter table public.system_settings add constraint system_settings_pkey PRIMARY KEY (key);
alter table public.system_settings add constraint system_settings_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES public.admins(id);
alter table public.system_settings enable row level security;
create policy system_settings_read on public.system_settings as permissive for select to anon, authenticated using (true);
create policy system_settings_write on public.system_settings as permissive for all to authenticated using (( SELECT public.has_permission('settings.edit'::text) AS has_permission)) with check (( SELECT public.has_permission('settings.edit'::text) AS has_permission));
CREATE TRIGGER system_settings_touch BEFORE UPDATE ON public.system_settings FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.system_settings to service_role;
grant insert, select, update on public.system_settings to authenticated;
grant select on public.system_settings to anon;

create table public.tags (
  id uuid default gen_random_uuid() not null,
  tag_code text not null,
  category text not null,
  name_en text not null,
  name_ja text not null,
  sort_order integer default 0 not null,
  is_active boolean default true not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null
);
alter table public.tags add constraint tags_category_check CHECK ((category = ANY (ARRAY['payment'::text, 'facility'::text, 'vehicle'::text, 'access'::text, 'service'::text])));
alter table public.tags add constraint tags_name_en_length CHECK (((char_length(name_en) >= 1) AND (char_length(name_en) <= 100)));
alter table public.tags add constraint tags_name_ja_length CHECK (((char_length(name_ja) >= 1) AND (char_length(name_ja) <= 100)));
alter table public.tags add constraint tags_pkey PRIMARY KEY (id);
alter table public.tags add constraint tags_tag_code_format CHECK ((tag_code ~ '^[a-z][a-z0-9_]{0,63}$'::text));
alter table public.tags add constraint tags_tag_code_key UNIQUE (tag_code);
alter table public.tags enable row level security;
create policy tags_admin_insert on public.tags as permissive for insert to authenticated with check (( SELECT public.has_permission('tags.edit'::text) AS has_permission));
create policy tags_admin_read on public.tags as permissive for select to authenticated using (( SELECT public.has_permission('tags.view'::text) AS has_permission));
create policy tags_admin_update on public.tags as permissive for update to authenticated using (( SELECT public.has_permission('tags.edit'::text) AS has_permission)) with check (( SELECT public.has_permission('tags.edit'::text) AS has_permission));
create policy tags_read on public.tags as permissive for select to anon, authenticated using (is_active);
CREATE TRIGGER tags_listing_update AFTER UPDATE ON public.tags REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.tag_listing_changed();
CREATE TRIGGER tags_touch BEFORE UPDATE ON public.tags FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.tags to service_role;
grant select on public.tags to anon, authenticated;
grant insert (tag_code, category, name_en, name_ja, sort_order, is_active) on public.tags to authenticated;
grant update (category, name_en, name_ja, sort_order, is_active) on public.tags to authenticated;

create table public.themes (
  id uuid default gen_random_uuid() not null,
  code text not null,
  name_en text not null,
  name_ja text not null,
  colors jsonb not null,
  is_premium boolean default false not null,
  price_exp integer,
  granted_by_badge_id uuid,
  granted_at_level integer,
  is_active boolean default true not null,
  sort_order integer default 0 not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null
);
alter table public.themes add constraint themes_code_format CHECK ((code ~ '^[a-z][a-z0-9_]{1,49}$'::text));
alter table public.themes add constraint themes_code_key UNIQUE (code);
alter table public.themes add constraint themes_colors_format CHECK (((jsonb_typeof(colors) = 'object'::text) AND (colors <> '{}'::jsonb) AND (NOT jsonb_path_exists(colors, '$.*?(@.type() != "string" || !(@ like_regex "^#[0-9a-fA-F]{6}$"))'::jsonpath))));
alter table public.themes add constraint themes_granted_at_level_check CHECK ((granted_at_level >= 1));
alter table public.themes add constraint themes_granted_by_badge_id_fkey FOREIGN KEY (granted_by_badge_id) REFERENCES public.badges(id) ON DELETE SET NULL;
alter table public.themes add constraint themes_name_en_length CHECK (((char_length(name_en) >= 1) AND (char_length(name_en) <= 100)));
alter table public.themes add constraint themes_name_ja_length CHECK (((char_length(name_ja) >= 1) AND (char_length(name_ja) <= 100)));
alter table public.themes add constraint themes_pkey PRIMARY KEY (id);
alter table public.themes add constraint themes_price_exp_range CHECK (((price_exp >= 1) AND (price_exp <= 1000000)));
CREATE INDEX themes_granted_by_badge_idx ON public.themes USING btree (granted_by_badge_id) WHERE (granted_by_badge_id IS NOT NULL);
alter table public.themes enable row level security;
create policy themes_read on public.themes as permissive for select to authenticated using ((is_active OR ( SELECT public.has_permission('gamification.view'::text) AS has_permission)));
create policy themes_write on public.themes as permissive for all to authenticated using (( SELECT public.has_permission('gamification.edit'::text) AS has_permission)) with check (( SELECT public.has_permission('gamification.edit'::text) AS has_permission));
CREATE TRIGGER themes_touch BEFORE UPDATE ON public.themes FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.themes to service_role;
grant select on public.themes to authenticated;
grant insert (code, name_en, name_ja, colors, is_premium, price_exp, granted_by_badge_id, granted_at_level, is_active, sort_order) on public.themes to authenticated;
grant update (name_en, name_ja, colors, is_premium, price_exp, granted_by_badge_id, granted_at_level, is_active, sort_order) on public.themes to authenticated;

create table public.user_activities (
  id bigint generated always as identity not null,
  user_id uuid not null,
  activity_type text not null,
  parking_session_id uuid,
  parking_lot_id uuid,
  occurred_at timestamp with time zone not null,
  details jsonb default '{}'::jsonb not null,
  exp_awarded integer default 0 not null,
  created_at timestamp with time zone default now() not null,
  sponsor_checkin_id uuid
);
alter table public.user_activities add constraint user_activities_activity_type_check CHECK ((activity_type = ANY (ARRAY['session_start'::text, 'session_end'::text, 'session_cancel'::text, 'sponsor_checkin'::text])));
alter table public.user_activities add constraint user_activities_once_per_checkin UNIQUE (sponsor_checkin_id);
alter table public.user_activities add constraint user_activities_once_per_session UNIQUE (parking_session_id, activity_type);
alter table public.user_activities add constraint user_activities_parking_session_id_fkey FOREIGN KEY (parking_session_id) REFERENCES public.parking_sessions(id);
alter table public.user_activities add constraint user_activities_pkey PRIMARY KEY (id);
alter table public.user_activities add constraint user_activities_sponsor_checkin_id_fkey FOREIGN KEY (sponsor_checkin_id) REFERENCES public.sponsor_checkins(id) ON DELETE CASCADE;
alter table public.user_activities add constraint user_activities_subject CHECK (
CASE
    WHEN (activity_type = 'sponsor_checkin'::text) THEN ((sponsor_checkin_id IS NOT NULL) AND (parking_session_id IS NULL))
    ELSE ((parking_session_id IS NOT NULL) AND (parking_lot_id IS NOT NULL) AND (sponsor_checkin_id IS NULL))
END);
alter table public.user_activities add constraint user_activities_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX user_activities_user_idx ON public.user_activities USING btree (user_id, occurred_at DESC, id DESC);
alter table public.user_activities enable row level security;
create policy user_activities_own_read on public.user_activities as permissive for select to authenticated using ((user_id = ( SELECT auth.uid() AS uid)));
CREATE TRIGGER user_activities_award_session_end BEFORE INSERT ON public.user_activities FOR EACH ROW WHEN ((new.activity_type = 'session_end'::text)) EXECUTE FUNCTION public.award_session_end();
CREATE TRIGGER user_activities_award_sponsor_checkin BEFORE INSERT ON public.user_activities FOR EACH ROW WHEN ((new.activity_type = 'sponsor_checkin'::text)) EXECUTE FUNCTION public.award_sponsor_checkin();
CREATE TRIGGER user_activities_live_writer BEFORE INSERT OR UPDATE ON public.user_activities FOR EACH STATEMENT WHEN ((current_setting('request.jwt.claims'::text, true) IS DISTINCT FROM current_setting('parking.live_writer_claims'::text, true))) EXECUTE FUNCTION public.refuse_withdrawn_writer();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.user_activities to service_role;
grant select on public.user_activities to authenticated;

create table public.user_badges (
  user_id uuid not null,
  badge_id uuid not null,
  earned_at timestamp with time zone default now() not null,
  parking_session_id uuid
);
alter table public.user_badges add constraint user_badges_badge_id_fkey FOREIGN KEY (badge_id) REFERENCES public.badges(id);
alter table public.user_badges add constraint user_badges_parking_session_id_fkey FOREIGN KEY (parking_session_id) REFERENCES public.parking_sessions(id);
alter table public.user_badges add constraint user_badges_pkey PRIMARY KEY (user_id, badge_id);
alter table public.user_badges add constraint user_badges_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
alter table public.user_badges enable row level security;
create policy user_badges_own_read on public.user_badges as permissive for select to authenticated using ((user_id = ( SELECT auth.uid() AS uid)));
CREATE TRIGGER user_badges_live_writer BEFORE INSERT OR UPDATE ON public.user_badges FOR EACH STATEMENT WHEN ((current_setting('request.jwt.claims'::text, true) IS DISTINCT FROM current_setting('parking.live_writer_claims'::text, true))) EXECUTE FUNCTION public.refuse_withdrawn_writer();
CREATE TRIGGER user_badges_notify_earned AFTER INSERT ON public.user_badges FOR EACH ROW EXECUTE FUNCTION public.user_badges_notify_earned();
CREATE TRIGGER user_badges_realtime AFTER INSERT OR DELETE OR UPDATE ON public.user_badges FOR EACH ROW EXECUTE FUNCTION public.realtime_notify_change('user_id', 'badge_id');
grant delete, insert, maintain, references, select, trigger, truncate, update on public.user_badges to service_role;
grant select on public.user_badges to authenticated;

create table public.user_exp (
  user_id uuid not null,
  exp bigint default 0 not null,
  level integer default 1 not null,
  session_count integer default 0 not null,
  night_session_count integer default 0 not null,
  ward_count integer default 0 not null,
  updated_at timestamp with time zone default now() not null
);
alter table public.user_exp add constraint user_exp_pkey PRIMARY KEY (user_id);
alter table public.user_exp add constraint user_exp_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
alter table public.user_exp enable row level security;
create policy user_exp_own_read on public.user_exp as permissive for select to authenticated using ((user_id = ( SELECT auth.uid() AS uid)));
CREATE TRIGGER user_exp_live_writer BEFORE INSERT OR UPDATE ON public.user_exp FOR EACH STATEMENT WHEN ((current_setting('request.jwt.claims'::text, true) IS DISTINCT FROM current_setting('parking.live_writer_claims'::text, true))) EXECUTE FUNCTION public.refuse_withdrawn_writer();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.user_exp to service_role;
grant select on public.user_exp to authenticated;

create table public.user_notifications (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  type text not null,
  title text not null,
  body text default ''::text not null,
  data jsonb default '{}'::jsonb not null,
  read_at timestamp with time zone,
  created_at timestamp with time zone default date_trunc('milliseconds'::text, now()) not null
);
alter table public.user_notifications add constraint user_notifications_body_length CHECK ((char_length(body) <= 2000));
alter table public.user_notifications add constraint user_notifications_data_object CHECK ((jsonb_typeof(data) = 'object'::text));
alter table public.user_notifications add constraint user_notifications_pkey PRIMARY KEY (id);
alter table public.user_notifications add constraint user_notifications_title_length CHECK (((char_length(title) >= 1) AND (char_length(title) <= 200)));
alter table public.user_notifications add constraint user_notifications_type_format CHECK ((type ~ '^[a-z][a-z0-9_]{0,49}$'::text));
alter table public.user_notifications add constraint user_notifications_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX user_notifications_list_idx ON public.user_notifications USING btree (user_id, created_at DESC, id DESC);
CREATE INDEX user_notifications_unread_idx ON public.user_notifications USING btree (user_id, created_at) WHERE (read_at IS NULL);
alter table public.user_notifications enable row level security;
create policy user_notifications_own_read on public.user_notifications as permissive for select to authenticated using ((user_id = ( SELECT auth.uid() AS uid)));
create policy user_notifications_support_insert on public.user_notifications as permissive for insert to authenticated with check ((( SELECT public.has_permission('support.respond'::text) AS has_permission) AND (((type = 'support_reply'::text) AND (EXISTS ( SELECT 1
   FROM public.support_tickets t
  WHERE ((t.user_id = user_notifications.user_id) AND ((t.id)::text = (user_notifications.data ->> 'ticket_id'::text)))))) OR ((type = 'error_report_update'::text) AND (EXISTS ( SELECT 1
   FROM public.lot_error_reports r
  WHERE ((r.user_id = user_notifications.user_id) AND ((r.id)::text = (user_notifications.data ->> 'error_report_id'::text)))))))));
CREATE TRIGGER user_notifications_live_writer BEFORE INSERT OR UPDATE ON public.user_notifications FOR EACH STATEMENT WHEN ((current_setting('request.jwt.claims'::text, true) IS DISTINCT FROM current_setting('parking.live_writer_claims'::text, true))) EXECUTE FUNCTION public.refuse_withdrawn_writer();
CREATE TRIGGER user_notifications_push AFTER INSERT ON public.user_notifications FOR EACH ROW EXECUTE FUNCTION public.user_notifications_push();
CREATE TRIGGER user_notifications_realtime AFTER INSERT OR DELETE OR UPDATE ON public.user_notifications FOR EACH ROW EXECUTE FUNCTION public.realtime_notify_change('id');
grant delete, insert, maintain, references, select, trigger, truncate, update on public.user_notifications to service_role;
grant select on public.user_notifications to authenticated;
grant insert (user_id, type, title, body, data) on public.user_notifications to authenticated;

create table public.user_push_tokens (
  token text not null,
  user_id uuid not null,
  platform text not null,
  app_version text,
  device_id text,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  last_seen_at timestamp with time zone default now() not null
);
alter table public.user_push_tokens add constraint user_push_tokens_app_version_length CHECK (((char_length(app_version) >= 1) AND (char_length(app_version) <= 50)));
alter table public.user_push_tokens add constraint user_push_tokens_device_id_length CHECK (((char_length(device_id) >= 1) AND (char_length(device_id) <= 200)));
alter table public.user_push_tokens add constraint user_push_tokens_pkey PRIMARY KEY (token);
alter table public.user_push_tokens add constraint user_push_tokens_platform_check CHECK ((platform = ANY (ARRAY['ios'::text, 'android'::text, 'web'::text])));
alter table public.user_push_tokens add constraint user_push_tokens_token_format CHECK ((((char_length(token) >= 1) AND (char_length(token) <= 1024)) AND (token ~ '^[\x21-\x7e]+$'::text)));
alter table public.user_push_tokens add constraint user_push_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX user_push_tokens_user_idx ON public.user_push_tokens USING btree (user_id, last_seen_at DESC);
alter table public.user_push_tokens enable row level security;
create policy user_push_tokens_own_delete on public.user_push_tokens as permissive for delete to authenticated using ((user_id = ( SELECT auth.uid() AS uid)));
create policy user_push_tokens_own_read on public.user_push_tokens as permissive for select to authenticated using ((user_id = ( SELECT auth.uid() AS uid)));
CREATE TRIGGER user_push_tokens_live_writer BEFORE INSERT OR UPDATE ON public.user_push_tokens FOR EACH STATEMENT WHEN ((current_setting('request.jwt.claims'::text, true) IS DISTINCT FROM current_setting('parking.live_writer_claims'::text, true))) EXECUTE FUNCTION public.refuse_withdrawn_writer();
CREATE TRIGGER user_push_tokens_touch BEFORE UPDATE ON public.user_push_tokens FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.user_push_tokens to service_role;
grant delete, select on public.user_push_tokens to authenticated;

create table public.user_saved_parking_lots (
  user_id uuid default auth.uid() not null,
  parking_lot_id uuid not null,
  created_at timestamp with time zone default date_trunc('milliseconds'::text, now()) not null
);
alter table public.user_saved_parking_lots add constraint user_saved_parking_lots_parking_lot_id_fkey FOREIGN KEY (parking_lot_id) REFERENCES public.parking_lots(id) ON DELETE CASCADE;
alter table public.user_saved_parking_lots add constraint user_saved_parking_lots_pkey PRIMARY KEY (user_id, parking_lot_id);
alter table public.user_saved_parking_lots add constraint user_saved_parking_lots_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX user_saved_parking_lots_list_idx ON public.user_saved_parking_lots USING btree (user_id, created_at DESC, parking_lot_id DESC);
CREATE INDEX user_saved_parking_lots_lot_idx ON public.user_saved_parking_lots USING btree (parking_lot_id);
alter table public.user_saved_parking_lots enable row level security;
create policy user_saved_parking_lots_own_delete on public.user_saved_parking_lots as permissive for delete to authenticated using ((user_id = ( SELECT auth.uid() AS uid)));
create policy user_saved_parking_lots_own_insert on public.user_saved_parking_lots as permissive for insert to authenticated with check (((user_id = ( SELECT auth.uid() AS uid)) AND (EXISTS ( SELECT 1
   FROM public.parking_lots l
  WHERE ((l.id = user_saved_parking_lots.parking_lot_id) AND (l.status = 'active'::text))))));
create policy user_saved_parking_lots_own_read on public.user_saved_parking_lots as permissive for select to authenticated using ((user_id = ( SELECT auth.uid() AS uid)));
CREATE TRIGGER user_saved_parking_lots_live_writer BEFORE INSERT OR UPDATE ON public.user_saved_parking_lots FOR EACH STATEMENT WHEN ((current_setting('request.jwt.claims'::text, true) IS DISTINCT FROM current_setting('parking.live_writer_claims'::text, true))) EXECUTE FUNCTION public.refuse_withdrawn_writer();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.user_saved_parking_lots to service_role;
grant delete, select on public.user_saved_parking_lots to authenticated;
grant insert (parking_lot_id) on public.user_saved_parking_lots to authenticated;

create table public.user_subscriptions (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  plan_id uuid not null,
  platform text not null,
  product_id text not null,
  original_transaction_id text not null,
  current_period_end timestamp with time zone not null,
  auto_renew boolean default true not null,
  cancel_requested_at timestamp with time zone,
  cancelled_at timestamp with time zone,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  latest_transaction_id text,
  store_environment text,
  grace_period_ends_at timestamp with time zone,
  store_observed_at timestamp with time zone,
  grant_reason text,
  granted_by uuid,
  revoke_reason text,
  revoked_by uuid
);
alter table public.user_subscriptions add constraint user_subscriptions_admin_grant_shape CHECK (((platform = 'admin'::text) = (grant_reason IS NOT NULL)));
alter table public.user_subscriptions add constraint user_subscriptions_grace_after_period CHECK ((grace_period_ends_at >= current_period_end));
alter table public.user_subscriptions add constraint user_subscriptions_grant_reason_length CHECK (((char_length(grant_reason) >= 1) AND (char_length(grant_reason) <= 1000)));
alter table public.user_subscriptions add constraint user_subscriptions_granted_by_fkey FOREIGN KEY (granted_by) REFERENCES public.admins(id);
alter table public.user_subscriptions add constraint user_subscriptions_latest_transaction_id_length CHECK (((char_length(latest_transaction_id) >= 1) AND (char_length(latest_transaction_id) <= 200)));
alter table public.user_subscriptions add constraint user_subscriptions_original_transaction_id_length CHECK (((char_length(original_transaction_id) >= 1) AND (char_length(original_transaction_id) <= 4096)));
alter table public.user_subscriptions add constraint user_subscriptions_pkey PRIMARY KEY (id);
alter table public.user_subscriptions add constraint user_subscriptions_plan_id_fkey FOREIGN KEY (plan_id) REFERENCES public.subscription_plans(id);
alter table public.user_subscriptions add constraint user_subscriptions_platform_check CHECK ((platform = ANY (ARRAY['ios'::text, 'android'::text, 'web'::text, 'admin'::text])));
alter table public.user_subscriptions add constraint user_subscriptions_product_id_length CHECK (((char_length(product_id) >= 1) AND (char_length(product_id) <= 200)));
alter table public.user_subscriptions add constraint user_subscriptions_revoke_reason_length CHECK (((char_length(revoke_reason) >= 1) AND (char_length(revoke_reason) <= 1000)));
alter table public.user_subscriptions add constraint user_subscriptions_revoked_by_fkey FOREIGN KEY (revoked_by) REFERENCES public.admins(id);
alter table public.user_subscriptions add constraint user_subscriptions_store_environment_check CHECK ((store_environment = ANY (ARRAY['Production'::text, 'Sandbox'::text, 'Test'::text])));
alter table public.user_subscriptions add constraint user_subscriptions_transaction_key UNIQUE (platform, original_transaction_id);
alter table public.user_subscriptions add constraint user_subscriptions_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id);
CREATE INDEX user_subscriptions_admin_grant_idx ON public.user_subscriptions USING btree (user_id) WHERE ((platform = 'admin'::text) AND (cancelled_at IS NULL));
CREATE INDEX user_subscriptions_plan_idx ON public.user_subscriptions USING btree (plan_id);
CREATE INDEX user_subscriptions_user_idx ON public.user_subscriptions USING btree (user_id, current_period_end DESC);
alter table public.user_subscriptions enable row level security;
create policy user_subscriptions_own_read on public.user_subscriptions as permissive for select to authenticated using (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.has_permission('users.view'::text) AS has_permission)));
CREATE TRIGGER user_subscriptions_live_writer BEFORE INSERT OR UPDATE ON public.user_subscriptions FOR EACH STATEMENT WHEN ((current_setting('request.jwt.claims'::text, true) IS DISTINCT FROM current_setting('parking.live_writer_claims'::text, true))) EXECUTE FUNCTION public.refuse_withdrawn_writer();
CREATE TRIGGER user_subscriptions_touch BEFORE UPDATE ON public.user_subscriptions FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.user_subscriptions to service_role;
grant select on public.user_subscriptions to authenticated;

create table public.user_themes (
  user_id uuid not null,
  theme_id uuid not null,
  exp_spent integer default 0 not null,
  acquired_at timestamp with time zone default now() not null
);
alter table public.user_themes add constraint user_themes_exp_spent_check CHECK ((exp_spent >= 0));
alter table public.user_themes add constraint user_themes_pkey PRIMARY KEY (user_id, theme_id);
alter table public.user_themes add constraint user_themes_theme_id_fkey FOREIGN KEY (theme_id) REFERENCES public.themes(id) ON DELETE CASCADE;
alter table public.user_themes add constraint user_themes_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
CREATE INDEX user_themes_theme_idx ON public.user_themes USING btree (theme_id);
alter table public.user_themes enable row level security;
create policy user_themes_own_read on public.user_themes as permissive for select to authenticated using ((user_id = ( SELECT auth.uid() AS uid)));
CREATE TRIGGER user_themes_live_writer BEFORE INSERT OR UPDATE ON public.user_themes FOR EACH STATEMENT WHEN ((current_setting('request.jwt.claims'::text, true) IS DISTINCT FROM current_setting('parking.live_writer_claims'::text, true))) EXECUTE FUNCTION public.refuse_withdrawn_writer();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.user_themes to service_role;
grant select on public.user_themes to authenticated;

create table public.user_vehicles (
  id uuid default gen_random_uuid() not null,
  user_id uuid default auth.uid() not null,
  nickname text not null,
  vehicle_type text not null,
  vehicle_type_category text generated always as ('vehicle_type'::text) stored,
  plate_number text,
  height_m numeric,
  width_m numeric,
  length_m numeric,
  weight_t numeric,
  tire_width_mm integer,
  ground_clearance_cm integer,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  deleted_at timestamp with time zone
);
alter table public.user_vehicles add constraint user_vehicles_ground_clearance_cm_range CHECK (((ground_clearance_cm >= 0) AND (ground_clearance_cm <= 100)));
alter table public.user_vehicles add constraint user_vehicles_height_m_range CHECK (((height_m >= 0.5) AND (height_m <= (5)::numeric)));
alter table public.user_vehicles add constraint user_vehicles_length_m_range CHECK (((length_m >= 0.5) AND (length_m <= (20)::numeric)));
alter table public.user_vehicles add constraint user_vehicles_nickname_length CHECK ((((char_length(nickname) >= 1) AND (char_length(nickname) <= 50)) AND (btrim(nickname) <> ''::text)));
alter table public.user_vehicles add constraint user_vehicles_pkey PRIMARY KEY (id);
alter table public.user_vehicles add constraint user_vehicles_plate_number_length CHECK ((((char_length(plate_number) >= 1) AND (char_length(plate_number) <= 30)) AND (btrim(plate_number) <> ''::text)));
alter table public.user_vehicles add constraint user_vehicles_tire_width_mm_range CHECK (((tire_width_mm >= 50) AND (tire_width_mm <= 600)));
alter table public.user_vehicles add constraint user_vehicles_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;
alter table public.user_vehicles add constraint user_vehicles_user_id_id_key UNIQUE (user_id, id);
alter table public.user_vehicles add constraint user_vehicles_vehicle_type_fkey FOREIGN KEY (vehicle_type_category, vehicle_type) REFERENCES public.codes(category, code);
alter table public.user_vehicles add constraint user_vehicles_weight_t_range CHECK (((weight_t >= 0.05) AND (weight_t <= (50)::numeric)));
alter table public.user_vehicles add constraint user_vehicles_width_m_range CHECK (((width_m >= 0.3) AND (width_m <= 3.5)));
CREATE INDEX user_vehicles_live_idx ON public.user_vehicles USING btree (user_id, created_at, id) WHERE (deleted_at IS NULL);
alter table public.user_vehicles enable row level security;
create policy user_vehicles_admin_read on public.user_vehicles as permissive for select to authenticated using (( SELECT public.has_permission('users.view'::text) AS has_permission));
create policy user_vehicles_own on public.user_vehicles as permissive for all to authenticated using ((user_id = ( SELECT auth.uid() AS uid))) with check ((user_id = ( SELECT auth.uid() AS uid)));
CREATE TRIGGER user_vehicles_guard AFTER INSERT OR UPDATE OF deleted_at ON public.user_vehicles FOR EACH ROW EXECUTE FUNCTION public.user_vehicles_guard();
CREATE TRIGGER user_vehicles_live_writer BEFORE INSERT OR UPDATE ON public.user_vehicles FOR EACH STATEMENT WHEN ((current_setting('request.jwt.claims'::text, true) IS DISTINCT FROM current_setting('parking.live_writer_claims'::text, true))) EXECUTE FUNCTION public.refuse_withdrawn_writer();
CREATE TRIGGER user_vehicles_touch BEFORE UPDATE ON public.user_vehicles FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();
grant delete, insert, maintain, references, select, trigger, truncate, update on public.user_vehicles to service_role;
grant select on public.user_vehicles to authenticated;
grant insert (nickname, vehicle_type, plate_number, height_m, width_m, length_m, weight_t, tire_width_mm, ground_clearance_cm) on public.user_vehicles to authenticated;
grant update (nickname, vehicle_type, plate_number, height_m, width_m, length_m, weight_t, tire_width_mm, ground_clearance_cm, deleted_at) on public.user_vehicles to authenticated;

create sequence public.parking_lot_hours_id_seq as bigint increment 1 minvalue 1 maxvalue 9223372036854775807 start 1 cache 1 owned by public.parking_lot_hours.id;
grant select, update, usage on sequence public.parking_lot_hours_id_seq to service_role;

create sequence public.parking_lot_images_id_seq as bigint increment 1 minvalue 1 maxvalue 9223372036854775807 start 1 cache 1 owned by public.parking_lot_images.id;
grant select, update, usage on sequence public.parking_lot_images_id_seq to service_role;

create sequence public.parking_lot_pricing_rules_id_seq as bigint increment 1 minvalue 1 maxvalue 9223372036854775807 start 1 cache 1 owned by public.parking_lot_pricing_rules.id;
grant select, update, usage on sequence public.parking_lot_pricing_rules_id_seq to service_role;

create sequence public.user_activities_id_seq as bigint increment 1 minvalue 1 maxvalue 9223372036854775807 start 1 cache 1 owned by public.user_activities.id;
grant select, update, usage on sequence public.user_activities_id_seq to service_role;

VIEW public.ad_daily_stats (ad_id uuid, day date, impressions bigint, clicks bigint)
 -- definition: 6 lines, md5 26de2cec713c2df39a560d61a4e5ff6d
grant delete, insert, maintain, references, select, trigger, truncate, update on public.ad_daily_stats to service_role;
grant select on public.ad_daily_stats to authenticated;

VIEW public.admin_user_directory (id uuid, email text, display_name text, status text, locale text, banned_at timestamp with time zone, ban_reason text, banned_by uuid, email_confirmed_at timestamp with time zone, last_sign_in_at timestamp with time zone, created_at timestamp with time zone, is_admin boolean)
 -- definition: 21 lines, md5 362d97baa625cf60796de8184baf9b1f
grant delete, insert, maintain, references, select, trigger, truncate, update on public.admin_user_directory to service_role;
grant select on public.admin_user_directory to authenticated;

VIEW public.admin_user_sign_ins (id uuid, user_id uuid, created_at timestamp with time zone, refreshed_at timestamp with time zone, user_agent text, ip text)
 -- definition: 8 lines, md5 0ae0b54e6170e4995a96de0264543e6f
grant delete, insert, maintain, references, select, trigger, truncate, update on public.admin_user_sign_ins to service_role;
grant select on public.admin_user_sign_ins to authenticated;

FUNCTION auth.jwt()
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 -- body: 1 lines, md5 0003b3eb0611ffe98f62119eb5ea27ed
grant execute on function auth.jwt() to anon, authenticated, public, service_role;

FUNCTION auth.mirror_external_user(p_user_id uuid)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
 -- body: 3 lines, md5 6c3e3682405e4a8f7ba50440582495f8
revoke execute on function auth.mirror_external_user(uuid) from public;
grant execute on function auth.mirror_external_user(uuid) to service_role;

FUNCTION auth.require_live_external_user(p_user_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
 -- body: 17 lines, md5 723c673d1f7107fb2cb4733e71ef32b3
revoke execute on function auth.require_live_external_user(uuid) from public;
grant execute on function auth.require_live_external_user(uuid) to authenticated, service_role;

FUNCTION auth.require_live_session(p_session_id uuid, p_user_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
 -- body: 23 lines, md5 4424c8b20059858015b80e7a313187c3
revoke execute on function auth.require_live_session(uuid,uuid) from public;
grant execute on function auth.require_live_session(uuid,uuid) to authenticated, service_role;

FUNCTION auth.role()
 RETURNS text
 LANGUAGE sql
 STABLE
 -- body: 1 lines, md5 69e6766376bacd7a132a403a4376e9f4
grant execute on function auth.role() to anon, authenticated, public, service_role;

FUNCTION auth.uid()
 RETURNS uuid
 LANGUAGE sql
 STABLE
 -- body: 1 lines, md5 13e75324e2e00b6d0b54904c203f2835
grant execute on function auth.uid() to anon, authenticated, public, service_role;

FUNCTION public.address_ward(p_address text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 -- body: 33 lines, md5 cffd834f4df51d4b3fe4ea44541e62b9
revoke execute on function public.address_ward(text) from public;
grant execute on function public.address_ward(text) to anon, authenticated, service_role;

FUNCTION public.admin_grant_premium(p_user_id uuid, p_plan_code text, p_ends_at timestamp with time zone, p_reason text, OUT subscription_id uuid, OUT changed boolean)
 RETURNS record
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
 -- body: 50 lines, md5 d2237be36cb4eace58382c2d5ef7cc3f
revoke execute on function public.admin_grant_premium(uuid,text,timestamp with time zone,text) from public;
grant execute on function public.admin_grant_premium(uuid,text,timestamp with time zone,text) to authenticated, service_role;

FUNCTION public.admin_notifications_push()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
 -- body: 29 lines, md5 111fa1a5180c121342f1d9cbf0ebd0de
revoke execute on function public.admin_notifications_push() from public;
grant execute on function public.admin_notifications_push() to service_role;

FUNCTION public.admin_revoke_premium(p_user_id uuid, p_reason text)
 RETURNS uuid[]
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
 -- body: 24 lines, md5 4f329c85984454b63e237e715402da1a
revoke execute on function public.admin_revoke_premium(uuid,text) from public;
grant execute on function public.admin_revoke_premium(uuid,text) to authenticated, service_role;

FUNCTION public.admin_set_user_ban(p_user_id uuid, p_reason text)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
 -- body: 48 lines, md5 d606fb48bbed06eb00c870850989c74e
revoke execute on function public.admin_set_user_ban(uuid,text) from public;
grant execute on function public.admin_set_user_ban(uuid,text) to authenticated, service_role;

FUNCTION public.apply_parking_lot_images(p_lot_id uuid, p_images jsonb)
 RETURNS integer
 LANGUAGE plpgsql
 -- body: 41 lines, md5 608f1b6554c6c0105adda9624407ad1f
revoke execute on function public.apply_parking_lot_images(uuid,jsonb) from public;
grant execute on function public.apply_parking_lot_images(uuid,jsonb) to authenticated, service_role;

FUNCTION public.apply_parking_lot_tags(p_lot_id uuid, p_tags jsonb)
 RETURNS integer
 LANGUAGE plpgsql
 -- body: 40 lines, md5 17f5aacd9ccd45e825efcfdb4dc86a85
revoke execute on function public.apply_parking_lot_tags(uuid,jsonb) from public;
grant execute on function public.apply_parking_lot_tags(uuid,jsonb) to authenticated, service_role;

FUNCTION public.apply_store_notification(p_platform text, p_notification jsonb, p_purchase jsonb, p_account_user_id uuid)
 RETURNS TABLE(outcome text, subscription_id uuid)
 LANGUAGE plpgsql
 SET search_path TO ''
 -- body: 61 lines, md5 63377e1327dd9100fc2fc9cc4a850b32
revoke execute on function public.apply_store_notification(text,jsonb,jsonb,uuid) from public;
grant execute on function public.apply_store_notification(text,jsonb,jsonb,uuid) to service_role;

FUNCTION public.apply_theme(p_theme_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
 -- body: 23 lines, md5 75fb4e8af23e3979f8c9914bffb75560
revoke execute on function public.apply_theme(uuid) from public;
grant execute on function public.apply_theme(uuid) to authenticated, service_role;

FUNCTION public.asset_listing_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 5 lines, md5 978bddbb1f7dd0f1be7066717e366315
grant execute on function public.asset_listing_changed() to public, service_role;

FUNCTION public.award_session_end()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 56 lines, md5 28a0738ed2fa481949b7030ffb22d2df
revoke execute on function public.award_session_end() from public;
grant execute on function public.award_session_end() to service_role;

FUNCTION public.award_sponsor_checkin()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 22 lines, md5 f0e3f5ec60056b83141b37f64e61d3b2
revoke execute on function public.award_sponsor_checkin() from public;
grant execute on function public.award_sponsor_checkin() to service_role;

FUNCTION public.bundle_counts(p_lot_id uuid, p_hours integer, p_rules integer, p_images integer, p_tags integer, p_owners integer)
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE
 -- body: 2 lines, md5 ed87518bdfa9eab13298cdd85aaf4e17
revoke execute on function public.bundle_counts(uuid,integer,integer,integer,integer,integer) from public;
grant execute on function public.bundle_counts(uuid,integer,integer,integer,integer,integer) to authenticated, service_role;

FUNCTION public.calc_fee_for_rules(p_rules jsonb, p_entry_at timestamp with time zone, p_exit_at timestamp with time zone, p_timezone text DEFAULT 'Asia/Tokyo'::text, p_hours jsonb DEFAULT '[]'::jsonb, p_max_parking_duration_min integer DEFAULT NULL::integer)
 RETURNS jsonb
 LANGUAGE sql
 STABLE PARALLEL SAFE
 -- body: 1 lines, md5 1749a92acbe3286f30e565defc6e7f72
revoke execute on function public.calc_fee_for_rules(jsonb,timestamp with time zone,timestamp with time zone,text,jsonb,integer) from public;
grant execute on function public.calc_fee_for_rules(jsonb,timestamp with time zone,timestamp with time zone,text,jsonb,integer) to anon, authenticated, service_role;

FUNCTION public.calc_fee_program(p_program public.pricing_program, p_entry_at timestamp with time zone, p_exit_at timestamp with time zone, p_timezone text DEFAULT 'Asia/Tokyo'::text, p_hours public.lot_hours_program DEFAULT NULL::public.lot_hours_program, p_max_parking_duration_min integer DEFAULT NULL::integer, p_breakdown boolean DEFAULT true, p_timeline boolean DEFAULT false)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
 -- body: 490 lines, md5 2cbdce304ae9510e5666e3d8ce17b461
revoke execute on function public.calc_fee_program(public.pricing_program,timestamp with time zone,timestamp with time zone,text,public.lot_hours_program,integer,boolean,boolean) from public;
grant execute on function public.calc_fee_program(public.pricing_program,timestamp with time zone,timestamp with time zone,text,public.lot_hours_program,integer,boolean,boolean) to anon, authenticated, service_role;

FUNCTION public.calc_lot_fee(p_lot_id uuid, p_entry_at timestamp with time zone, p_exit_at timestamp with time zone, p_vehicle_type text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE
 SET search_path TO 'public'
 -- body: 18 lines, md5 4b68ec03932158a8b46e560436251159
revoke execute on function public.calc_lot_fee(uuid,timestamp with time zone,timestamp with time zone,text) from public;
grant execute on function public.calc_lot_fee(uuid,timestamp with time zone,timestamp with time zone,text) to service_role;

FUNCTION public.calc_parking_fee(p_lot_id uuid, p_entry_at timestamp with time zone, p_exit_at timestamp with time zone, p_vehicle_type text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 19 lines, md5 1abcbc3b34deabdb4941234eb4334c84
revoke execute on function public.calc_parking_fee(uuid,timestamp with time zone,timestamp with time zone,text) from public;
grant execute on function public.calc_parking_fee(uuid,timestamp with time zone,timestamp with time zone,text) to anon, authenticated, service_role;

FUNCTION public.can_grant_role(p_role_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 13 lines, md5 bdd7195e51a637f4d39d79031ded5fc0
revoke execute on function public.can_grant_role(uuid) from public;
grant execute on function public.can_grant_role(uuid) to authenticated, service_role;

FUNCTION public.can_use_as_avatar(p_asset_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE
 -- body: 2 lines, md5 72fee0d59fa3e3928d0748c273b52d96
revoke execute on function public.can_use_as_avatar(uuid) from public;
grant execute on function public.can_use_as_avatar(uuid) to authenticated, service_role;

FUNCTION public.can_use_asset(p_asset_id uuid, p_category text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 6 lines, md5 ad14be2d22c929f037c2a6cf964cbea3
revoke execute on function public.can_use_asset(uuid,text) from public;
grant execute on function public.can_use_asset(uuid,text) to authenticated, service_role;

FUNCTION public.cancel_parking_session(p_session_id uuid, p_client_request_id uuid DEFAULT NULL::uuid)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
 SET enable_seqscan TO 'off'
 SET jit TO 'off'
 -- body: 31 lines, md5 4ceda25b4d7cb13c503634f4ca4fadaa
revoke execute on function public.cancel_parking_session(uuid,uuid) from public;
grant execute on function public.cancel_parking_session(uuid,uuid) to authenticated, service_role;

FUNCTION public.check_bundle_core(p_core jsonb)
 RETURNS void
 LANGUAGE plpgsql
 -- body: 26 lines, md5 6a6f0c52b1307e22c0b4766f8abcc345
revoke execute on function public.check_bundle_core(jsonb) from public;
grant execute on function public.check_bundle_core(jsonb) to authenticated, service_role;

FUNCTION public.check_bundle_keys(p_bundle jsonb, p_allowed text[])
 RETURNS void
 LANGUAGE plpgsql
 -- body: 12 lines, md5 43c2a9d0c59ac7ffbdb5b837e7b5b53a
revoke execute on function public.check_bundle_keys(jsonb,text[]) from public;
grant execute on function public.check_bundle_keys(jsonb,text[]) to authenticated, service_role;

FUNCTION public.check_bundle_part(p_param text, p_part jsonb, p_max integer, p_fields text[])
 RETURNS void
 LANGUAGE plpgsql
 -- body: 21 lines, md5 e1d19af6d9fa59804e8917c4ba271508
revoke execute on function public.check_bundle_part(text,jsonb,integer,text[]) from public;
grant execute on function public.check_bundle_part(text,jsonb,integer,text[]) to authenticated, service_role;

FUNCTION public.check_bundle_writer(p_bundle jsonb, p_as_owner boolean)
 RETURNS uuid
 LANGUAGE plpgsql
 -- body: 25 lines, md5 d156a4eec7b9d5fbf1b74cdaee44139f
revoke execute on function public.check_bundle_writer(jsonb,boolean) from public;
grant execute on function public.check_bundle_writer(jsonb,boolean) to authenticated, service_role;

FUNCTION public.check_vehicle_allowed(p_vehicle_type_max text, p_vehicle_type text)
 RETURNS void
 LANGUAGE plpgsql
 STABLE
 SET search_path TO 'public'
 -- body: 22 lines, md5 7341a46c74c5707f33377fc9142fd8af
revoke execute on function public.check_vehicle_allowed(text,text) from public;
grant execute on function public.check_vehicle_allowed(text,text) to service_role;

FUNCTION public.checkin_sponsor(p_sponsor_id uuid, p_lat numeric, p_lng numeric, p_client_request_id uuid)
 RETURNS TABLE(id uuid, sponsor_id uuid, sponsor_name text, checked_in_at timestamp with time zone, local_date text, distance_m double precision, exp_awarded integer, reward_data jsonb, exp bigint, level integer, created boolean)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 72 lines, md5 b15cd1f9957e90117c89cf0095778a6c
revoke execute on function public.checkin_sponsor(uuid,numeric,numeric,uuid) from public;
grant execute on function public.checkin_sponsor(uuid,numeric,numeric,uuid) to authenticated, service_role;

FUNCTION public.claim_parking_session_request(p_user uuid, p_client_request_id uuid, p_operation text, p_request jsonb, p_session_id uuid)
 RETURNS uuid
 LANGUAGE plpgsql
 SET search_path TO 'public'
 -- body: 22 lines, md5 44e2121de4f5f5ff6de1ac8568a3140a
revoke execute on function public.claim_parking_session_request(uuid,uuid,text,jsonb,uuid) from public;
grant execute on function public.claim_parking_session_request(uuid,uuid,text,jsonb,uuid) to service_role;

FUNCTION public.compile_lot_hours(p_hours jsonb)
 RETURNS public.lot_hours_program
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 -- body: 20 lines, md5 82292c6877bb5f7600e0e8a2f583c76a
revoke execute on function public.compile_lot_hours(jsonb) from public;
grant execute on function public.compile_lot_hours(jsonb) to anon, authenticated, service_role;

FUNCTION public.compile_lot_hours_input(p_hours jsonb)
 RETURNS public.lot_hours_program
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 -- body: 21 lines, md5 c9c3822487da930354e9a677d8446384
revoke execute on function public.compile_lot_hours_input(jsonb) from public;
grant execute on function public.compile_lot_hours_input(jsonb) to anon, authenticated, service_role;

FUNCTION public.compile_pricing_rules(p_rules jsonb)
 RETURNS public.pricing_program
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 -- body: 126 lines, md5 3c57d734259d632b39cae9125f2d97ad
revoke execute on function public.compile_pricing_rules(jsonb) from public;
grant execute on function public.compile_pricing_rules(jsonb) to anon, authenticated, service_role;

FUNCTION public.create_parking_lot_bundle(p_bundle jsonb, p_as_owner boolean DEFAULT false, p_client_request_id uuid DEFAULT NULL::uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 -- body: 65 lines, md5 d44d4fab6f487b63200f0d4f02fee89f
revoke execute on function public.create_parking_lot_bundle(jsonb,boolean,uuid) from public;
grant execute on function public.create_parking_lot_bundle(jsonb,boolean,uuid) to authenticated, service_role;

FUNCTION public.create_parking_session(p_lot_id uuid, p_vehicle_type text, p_start_lat numeric, p_start_lng numeric, p_client_request_id uuid)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
 SET enable_seqscan TO 'off'
 SET jit TO 'off'
 -- body: 39 lines, md5 24317d7a3ba488c0ff852247c754bc76
revoke execute on function public.create_parking_session(uuid,text,numeric,numeric,uuid) from public;
grant execute on function public.create_parking_session(uuid,text,numeric,numeric,uuid) to authenticated, service_role;

FUNCTION public.create_support_ticket(p_category text, p_subject text, p_body text, p_parking_lot_id uuid, p_parking_session_id uuid, p_attachments uuid[], p_client_request_id uuid)
 RETURNS TABLE(ticket_id uuid, created boolean)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 71 lines, md5 109115b43d0f2d0709542da3b7994572
revoke execute on function public.create_support_ticket(text,text,text,uuid,uuid,uuid[],uuid) from public;
grant execute on function public.create_support_ticket(text,text,text,uuid,uuid,uuid[],uuid) to authenticated, service_role;

FUNCTION public.current_owner_id()
 RETURNS uuid
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 1 lines, md5 28cb6cde768d170d11d2b8068d94323a
revoke execute on function public.current_owner_id() from public;
grant execute on function public.current_owner_id() to authenticated, service_role;

FUNCTION public.day_type_chain(d date)
 RETURNS text[]
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE STRICT
 -- body: 11 lines, md5 08827cc3352bf43b234c5ba396a03a6b
revoke execute on function public.day_type_chain(date) from public;
grant execute on function public.day_type_chain(date) to anon, authenticated, service_role;

FUNCTION public.enqueue_push_job(p_name text, p_data jsonb)
 RETURNS uuid
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
 -- body: 11 lines, md5 1b7aa0072120af58b96aa7fd25b8decf
revoke execute on function public.enqueue_push_job(text,jsonb) from public;
grant execute on function public.enqueue_push_job(text,jsonb) to service_role;

FUNCTION public.exp_level_for(p_exp bigint)
 RETURNS integer
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
 -- body: 6 lines, md5 aaaf1dc2016c1059c7165bc711b41c24
revoke execute on function public.exp_level_for(bigint) from public;
grant execute on function public.exp_level_for(bigint) to authenticated, service_role;

FUNCTION public.fee_timeline_program(p_program public.pricing_program, p_entry_at timestamp with time zone, p_until timestamp with time zone, p_timezone text DEFAULT 'Asia/Tokyo'::text)
 RETURNS TABLE(kind text, at timestamp with time zone, total_amount bigint, cap_type text, rule_order integer)
 LANGUAGE sql
 STABLE PARALLEL SAFE
 -- body: 15 lines, md5 4c2fa27357db6dcba9c39440b2c7bb42
revoke execute on function public.fee_timeline_program(public.pricing_program,timestamp with time zone,timestamp with time zone,text) from public;
grant execute on function public.fee_timeline_program(public.pricing_program,timestamp with time zone,timestamp with time zone,text) to anon, authenticated, service_role;

FUNCTION public.finalize_parking_session(p_session_id uuid, p_exit_at timestamp with time zone, p_client_request_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
 SET enable_seqscan TO 'off'
 SET jit TO 'off'
 -- body: 46 lines, md5 c2cd3545de2f28d117a036692b362115
revoke execute on function public.finalize_parking_session(uuid,timestamp with time zone,uuid) from public;
grant execute on function public.finalize_parking_session(uuid,timestamp with time zone,uuid) to authenticated, service_role;

FUNCTION public.has_exactly_keys(o jsonb, keys text[])
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
 -- body: 5 lines, md5 789f0aed683cb83d065b8def32522b68
grant execute on function public.has_exactly_keys(jsonb,text[]) to public, service_role;

FUNCTION public.has_permission(p_key text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 5 lines, md5 94ccf50999ebc8dbe67b956a8c843d02
revoke execute on function public.has_permission(text) from public;
grant execute on function public.has_permission(text) to authenticated, service_role;

FUNCTION public.is_active_admin()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 1 lines, md5 5b570beb5cef946fde897569ef2e28e9
revoke execute on function public.is_active_admin() from public;
grant execute on function public.is_active_admin() to authenticated, service_role;

FUNCTION public.is_entry_exit_locations(e jsonb)
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
 -- body: 20 lines, md5 dd403150816dbd12a4cd187a1e2042d9
grant execute on function public.is_entry_exit_locations(jsonb) to public, service_role;

FUNCTION public.is_lng_lat(p jsonb)
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
 -- body: 5 lines, md5 b4c984e5c6664837d3f526c4bd76374b
grant execute on function public.is_lng_lat(jsonb) to public, service_role;

FUNCTION public.is_lot_owner(p_lot_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 3 lines, md5 1e6381401901bf8e08e73552daad2876
revoke execute on function public.is_lot_owner(uuid) from public;
grant execute on function public.is_lot_owner(uuid) to authenticated, service_role;

FUNCTION public.is_parking_lot_geometry(g jsonb)
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
 -- body: 39 lines, md5 073925069e659c8057f7c42d016fe363
grant execute on function public.is_parking_lot_geometry(jsonb) to public, service_role;

FUNCTION public.keep_an_active_super_admin()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 20 lines, md5 0be17945de7d857073825ba708fb5d1f
revoke execute on function public.keep_an_active_super_admin() from public;
grant execute on function public.keep_an_active_super_admin() to service_role;

FUNCTION public.lot_awaits_first_owner(p_lot_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 2 lines, md5 23c92b7fe2913834d2b93e4ec2e46c92
revoke execute on function public.lot_awaits_first_owner(uuid) from public;
grant execute on function public.lot_awaits_first_owner(uuid) to authenticated, service_role;

FUNCTION public.lot_fee_timeline(p_lot_id uuid, p_entry_at timestamp with time zone, p_until timestamp with time zone, p_vehicle_type text DEFAULT NULL::text)
 RETURNS TABLE(kind text, at timestamp with time zone, total_amount bigint, cap_type text, rule_order integer)
 LANGUAGE plpgsql
 STABLE
 SET search_path TO 'public'
 -- body: 17 lines, md5 1bf3380080c84d3e328ff0200866a9cc
revoke execute on function public.lot_fee_timeline(uuid,timestamp with time zone,timestamp with time zone,text) from public;
grant execute on function public.lot_fee_timeline(uuid,timestamp with time zone,timestamp with time zone,text) to service_role;

FUNCTION public.lot_hours_program_open(p_hours public.lot_hours_program, p_timezone text, p_at timestamp with time zone, p_window_types text[])
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
 -- body: 68 lines, md5 42ca924b1ec08338c70c8d4e1e4464b7
revoke execute on function public.lot_hours_program_open(public.lot_hours_program,text,timestamp with time zone,text[]) from public;
grant execute on function public.lot_hours_program_open(public.lot_hours_program,text,timestamp with time zone,text[]) to anon, authenticated, service_role;

FUNCTION public.lot_location_order(loc public.earth, p_lat double precision, p_lng double precision)
 RETURNS double precision
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 -- body: 1 lines, md5 341c8eca1cac6014dadc96187e3fd1fb
grant execute on function public.lot_location_order(public.earth,double precision,double precision) to public, service_role;

FUNCTION public.lot_location_within(loc public.earth, p_lat double precision, p_lng double precision, p_m double precision)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 -- body: 1 lines, md5 40d686556213d09572c8f29df6b17189
grant execute on function public.lot_location_within(public.earth,double precision,double precision,double precision) to public, service_role;

FUNCTION public.lot_strips(p_lat double precision, p_lng double precision, p_m double precision)
 RETURNS TABLE(strip integer, lng_lo double precision, lng_hi double precision)
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 -- body: 22 lines, md5 1bedad62e7f06b898d1d0472d7acfafd
revoke execute on function public.lot_strips(double precision,double precision,double precision) from public;
grant execute on function public.lot_strips(double precision,double precision,double precision) to service_role;

FUNCTION public.mark_asset_uploaded(p_asset_id uuid)
 RETURNS boolean
 LANGUAGE plpgsql
 SET search_path TO 'public'
 -- body: 5 lines, md5 f585ac7fee71899f41b7ad898df5c1bf
revoke execute on function public.mark_asset_uploaded(uuid) from public;
grant execute on function public.mark_asset_uploaded(uuid) to service_role;

FUNCTION public.mark_notifications_read(p_ids uuid[] DEFAULT NULL::uuid[], p_before timestamp with time zone DEFAULT NULL::timestamp with time zone)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
 -- body: 18 lines, md5 a9e89ac8b9ef53b8c592db3b2a2382af
revoke execute on function public.mark_notifications_read(uuid[],timestamp with time zone) from public;
grant execute on function public.mark_notifications_read(uuid[],timestamp with time zone) to authenticated, service_role;

FUNCTION public.moderated_lot_name(p_lot_id uuid)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 1 lines, md5 cf4dc3a266902b87a5b73b59a9ff97e1
revoke execute on function public.moderated_lot_name(uuid) from public;
grant execute on function public.moderated_lot_name(uuid) to authenticated, service_role;

FUNCTION public.nearby_parking_lots(p_lat numeric, p_lng numeric, p_radius_m integer DEFAULT 500, p_filters jsonb DEFAULT '{}'::jsonb, p_limit integer DEFAULT 50)
 RETURNS TABLE(id uuid, name text, address text, lat double precision, lng double precision, distance_m double precision, avg_rating numeric, review_count integer, main_image text, tags text[])
 LANGUAGE sql
 STABLE
 -- body: 3 lines, md5 1b786183407b65ac9c875e66511fe505
revoke execute on function public.nearby_parking_lots(numeric,numeric,integer,jsonb,integer) from public;
grant execute on function public.nearby_parking_lots(numeric,numeric,integer,jsonb,integer) to anon, authenticated, service_role;

FUNCTION public.nearby_parking_lots_ranked(p_lat numeric, p_lng numeric, p_radius_m integer DEFAULT 500, p_filters jsonb DEFAULT '{}'::jsonb, p_limit integer DEFAULT 50)
 RETURNS TABLE(id uuid, name text, address text, lat double precision, lng double precision, distance_m double precision, avg_rating numeric, review_count integer, main_image text, tags text[], estimated_fee bigint, fee_complete boolean, leave_by text, next_amount bigint, rank integer)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO 'public'
 SET enable_bitmapscan TO 'off'
 SET plan_cache_mode TO 'force_generic_plan'
 SET jit TO 'off'
 -- body: 443 lines, md5 703ee24b6c02339c6e50aff9d9544246
revoke execute on function public.nearby_parking_lots_ranked(numeric,numeric,integer,jsonb,integer) from public;
grant execute on function public.nearby_parking_lots_ranked(numeric,numeric,integer,jsonb,integer) to anon, authenticated, service_role;

FUNCTION public.nearby_price_signatures(p_signatures text[], p_entry timestamp with time zone, p_exit timestamp with time zone, p_window interval)
 RETURNS TABLE(signature text, total bigint, complete boolean, leave_by text, next_amount bigint, holds boolean)
 LANGUAGE sql
 STABLE
 -- body: 27 lines, md5 c5cf3d0af518cdc1284c79ce8ba3c098
revoke execute on function public.nearby_price_signatures(text[],timestamp with time zone,timestamp with time zone,interval) from public;
grant execute on function public.nearby_price_signatures(text[],timestamp with time zone,timestamp with time zone,interval) to service_role;

FUNCTION public.nearby_sponsors(p_lat numeric, p_lng numeric, p_radius_m integer DEFAULT 500, p_limit integer DEFAULT 50)
 RETURNS TABLE(id uuid, name text, description text, benefit text, address text, lat double precision, lng double precision, checkin_radius_m integer, checkin_exp integer, logo_url text, website_url text, distance_m double precision, checked_in_today boolean)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO 'public'
 SET enable_bitmapscan TO 'off'
 -- body: 39 lines, md5 413e6fee33d1c0a658beed871dce564d
revoke execute on function public.nearby_sponsors(numeric,numeric,integer,integer) from public;
grant execute on function public.nearby_sponsors(numeric,numeric,integer,integer) to anon, authenticated, service_role;

FUNCTION public.notify_admins(p_kind text, p_permission text, p_lot_id uuid, p_owner_id uuid, p_payload jsonb)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 7 lines, md5 946b6140c96eab15028e2d71ecf5353c
revoke execute on function public.notify_admins(text,text,uuid,uuid,jsonb) from public;
grant execute on function public.notify_admins(text,text,uuid,uuid,jsonb) to service_role;

FUNCTION public.notify_lot_owners(p_lot_id uuid, p_status text, p_reason text)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
 -- body: 30 lines, md5 94e57d67dc1a7576d814f17f94af986d
revoke execute on function public.notify_lot_owners(uuid,text,text) from public;
grant execute on function public.notify_lot_owners(uuid,text,text) to authenticated, service_role;

FUNCTION public.owners_notify_new()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 5 lines, md5 c9d738b0f44fc5c065d9f32a4b692eba
grant execute on function public.owners_notify_new() to public, service_role;

FUNCTION public.parking_fee_timeline(p_lot_id uuid, p_entry_at timestamp with time zone, p_until timestamp with time zone, p_vehicle_type text DEFAULT NULL::text)
 RETURNS TABLE(kind text, at timestamp with time zone, total_amount bigint, cap_type text, rule_order integer)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 6 lines, md5 22f317f6c562c8df977052019ddc1fb5
revoke execute on function public.parking_fee_timeline(uuid,timestamp with time zone,timestamp with time zone,text) from public;
grant execute on function public.parking_fee_timeline(uuid,timestamp with time zone,timestamp with time zone,text) to anon, authenticated, service_role;

FUNCTION public.parking_lot_core_fields()
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 -- body: 6 lines, md5 abb13d4b85c78f811dc0f118188c92a8
grant execute on function public.parking_lot_core_fields() to public, service_role;

FUNCTION public.parking_lot_fits_vehicle(p_lot public.parking_lots, p_vehicle public.user_vehicles, p_admitting text[])
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 -- body: 7 lines, md5 7d7d5875af4da8283a1ffb51c96ff726
revoke execute on function public.parking_lot_fits_vehicle(public.parking_lots,public.user_vehicles,text[]) from public;
grant execute on function public.parking_lot_fits_vehicle(public.parking_lots,public.user_vehicles,text[]) to anon, authenticated, service_role;

FUNCTION public.parking_lot_geometry_point(g jsonb)
 RETURNS point
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
 -- body: 92 lines, md5 9602a72605f4d7ccc9f94a0ef87af3b9
grant execute on function public.parking_lot_geometry_point(jsonb) to public, service_role;

FUNCTION public.parking_lot_part_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 10 lines, md5 72d59b57943c567b98374ca41f71ba2f
grant execute on function public.parking_lot_part_changed() to public, service_role;

FUNCTION public.parking_lot_pricing_settings_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 4 lines, md5 f11e7951712f2b2b8b5830bec3c98312
grant execute on function public.parking_lot_pricing_settings_changed() to public, service_role;

FUNCTION public.parking_lots_check_status_move()
 RETURNS trigger
 LANGUAGE plpgsql
 -- body: 9 lines, md5 87f4f844150ab2e912b6b101edf51381
grant execute on function public.parking_lots_check_status_move() to public, service_role;

FUNCTION public.parking_lots_notify_pending()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 9 lines, md5 2b21afee87128da6eec83c829d566b40
grant execute on function public.parking_lots_notify_pending() to public, service_role;

FUNCTION public.parking_lots_signed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 4 lines, md5 aa242713c2f5bf9f6cf1a3d4f0f94fbe
grant execute on function public.parking_lots_signed() to public, service_role;

FUNCTION public.parking_lots_track_moderation()
 RETURNS trigger
 LANGUAGE plpgsql
 -- body: 11 lines, md5 0ab66396bcd16cdbe19ec088c065eadf
grant execute on function public.parking_lots_track_moderation() to public, service_role;

FUNCTION public.parking_session_fee_timeline(p_session_id uuid, p_until timestamp with time zone)
 RETURNS TABLE(kind text, at timestamp with time zone, total_amount bigint, cap_type text, rule_order integer)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 14 lines, md5 6968389207b4b66b0617c8b73d4ce443
revoke execute on function public.parking_session_fee_timeline(uuid,timestamp with time zone) from public;
grant execute on function public.parking_session_fee_timeline(uuid,timestamp with time zone) to authenticated, service_role;

FUNCTION public.parking_session_view(p_session_id uuid)
 RETURNS TABLE(id uuid, parking_lot_id uuid, parking_lot_name text, vehicle_type text, status text, started_at timestamp with time zone, ended_at timestamp with time zone, cancelled_at timestamp with time zone, start_lat double precision, start_lng double precision, total_amount bigint, memo text, rating smallint, written_now boolean)
 LANGUAGE plpgsql
 SET enable_seqscan TO 'off'
 SET jit TO 'off'
 -- body: 7 lines, md5 253c9f8e7c7c6795c39dd902082d7488
revoke execute on function public.parking_session_view(uuid) from public;
grant execute on function public.parking_session_view(uuid) to authenticated, service_role;

FUNCTION public.parking_sessions_notify_ended()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
 -- body: 16 lines, md5 4c36b3de41a21ee2c848e8748dc58282
revoke execute on function public.parking_sessions_notify_ended() from public;
grant execute on function public.parking_sessions_notify_ended() to service_role;

FUNCTION public.patch_parking_lot_bundle(p_lot_id uuid, p_bundle jsonb, p_as_owner boolean DEFAULT false)
 RETURNS jsonb
 LANGUAGE plpgsql
 -- body: 41 lines, md5 6e4f4c530aec966f0435d266192a6b5b
revoke execute on function public.patch_parking_lot_bundle(uuid,jsonb,boolean) from public;
grant execute on function public.patch_parking_lot_bundle(uuid,jsonb,boolean) to authenticated, service_role;

FUNCTION public.pricing_parts_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 17 lines, md5 b04052cb58f079ba59dc5768093e6c70
grant execute on function public.pricing_parts_changed() to public, service_role;

FUNCTION public.purchase_theme(p_theme_id uuid)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
 -- body: 28 lines, md5 308db4346f535c6371aa8a8b964913f9
revoke execute on function public.purchase_theme(uuid) from public;
grant execute on function public.purchase_theme(uuid) to authenticated, service_role;

FUNCTION public.push_audience(p_broadcast_id uuid, p_from uuid, p_to uuid)
 RETURNS TABLE(user_id uuid)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
 -- body: 21 lines, md5 097d7353c90f75e40882c7acaf84f284
revoke execute on function public.push_audience(uuid,uuid,uuid) from public;
grant execute on function public.push_audience(uuid,uuid,uuid) to service_role;

FUNCTION public.push_deliveries_rate_limit()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
 -- body: 14 lines, md5 f2d8667dbb3e0f1e942c576e1a36d872
revoke execute on function public.push_deliveries_rate_limit() from public;
grant execute on function public.push_deliveries_rate_limit() to service_role;

FUNCTION public.raise_bundle_error(p_param text, p_message text, p_details jsonb DEFAULT '{}'::jsonb)
 RETURNS void
 LANGUAGE plpgsql
 -- body: 3 lines, md5 35485b5086c99c055823e5928200bbf9
revoke execute on function public.raise_bundle_error(text,text,jsonb) from public;
grant execute on function public.raise_bundle_error(text,text,jsonb) to authenticated, service_role;

FUNCTION public.realtime_notify_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 31 lines, md5 3fd5c59bd527469141754686e2da9aaf
revoke execute on function public.realtime_notify_change() from public;
grant execute on function public.realtime_notify_change() to service_role;

FUNCTION public.record_ad_event(p_ad_id uuid, p_event_type text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 16 lines, md5 13f8e462863cfc6545eb6743adbcd07d
revoke execute on function public.record_ad_event(uuid,text) from public;
grant execute on function public.record_ad_event(uuid,text) to anon, authenticated, service_role;

FUNCTION public.record_admin_login(p_at timestamp with time zone)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 2 lines, md5 c00f1a3d04e9cfe5e98bfeda85666610
revoke execute on function public.record_admin_login(timestamp with time zone) from public;
grant execute on function public.record_admin_login(timestamp with time zone) to authenticated, service_role;

FUNCTION public.record_store_purchase(p_user_id uuid, p_platform text, p_purchase jsonb)
 RETURNS TABLE(subscription_id uuid, created boolean)
 LANGUAGE plpgsql
 SET search_path TO ''
 -- body: 37 lines, md5 ea0e696534e3d87147fa29a724352101
revoke execute on function public.record_store_purchase(uuid,text,jsonb) from public;
grant execute on function public.record_store_purchase(uuid,text,jsonb) to service_role;

FUNCTION public.refresh_parking_lot_listings(p_lot_ids uuid[])
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 16 lines, md5 5cd7e20e3d26b1e7b0566c61bb88c499
revoke execute on function public.refresh_parking_lot_listings(uuid[]) from public;
grant execute on function public.refresh_parking_lot_listings(uuid[]) to service_role;

FUNCTION public.refresh_pricing_signatures(p_lot_ids uuid[])
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 19 lines, md5 7a390cbb06107cd52451e5aea5142af8
revoke execute on function public.refresh_pricing_signatures(uuid[]) from public;
grant execute on function public.refresh_pricing_signatures(uuid[]) to service_role;

FUNCTION public.refuse_withdrawn_writer()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
 -- body: 18 lines, md5 e5e1fc357269748880514af1c14edebb
revoke execute on function public.refuse_withdrawn_writer() from public;
grant execute on function public.refuse_withdrawn_writer() to service_role;

FUNCTION public.replace_exp_levels(p_levels jsonb)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 39 lines, md5 ab771c93686b1fa42f1a889d59316563
revoke execute on function public.replace_exp_levels(jsonb) from public;
grant execute on function public.replace_exp_levels(jsonb) to authenticated, service_role;

FUNCTION public.replace_parking_lot_hours(p_lot_id uuid, p_hours jsonb)
 RETURNS integer
 LANGUAGE plpgsql
 -- body: 16 lines, md5 5749053129fa61e566c09792d1d8ffa5
revoke execute on function public.replace_parking_lot_hours(uuid,jsonb) from public;
grant execute on function public.replace_parking_lot_hours(uuid,jsonb) to authenticated, service_role;

FUNCTION public.replace_parking_lot_owners(p_lot_id uuid, p_owner_ids jsonb)
 RETURNS integer
 LANGUAGE plpgsql
 -- body: 24 lines, md5 dc7654e0ac9243702486e6a99ae0f42e
revoke execute on function public.replace_parking_lot_owners(uuid,jsonb) from public;
grant execute on function public.replace_parking_lot_owners(uuid,jsonb) to authenticated, service_role;

FUNCTION public.replace_parking_lot_pricing_rules(p_lot_id uuid, p_rules jsonb)
 RETURNS integer
 LANGUAGE plpgsql
 -- body: 16 lines, md5 b988a737af2e1b227fbfbc03445a3d2e
revoke execute on function public.replace_parking_lot_pricing_rules(uuid,jsonb) from public;
grant execute on function public.replace_parking_lot_pricing_rules(uuid,jsonb) to authenticated, service_role;

FUNCTION public.require_signed_in_user()
 RETURNS uuid
 LANGUAGE plpgsql
 STABLE
 -- body: 8 lines, md5 309d6b5eec9224b52324bfef587ab137
revoke execute on function public.require_signed_in_user() from public;
grant execute on function public.require_signed_in_user() to service_role;

FUNCTION public.search_parking_lots(p_q text DEFAULT NULL::text, p_structures text[] DEFAULT NULL::text[], p_entry_methods text[] DEFAULT NULL::text[], p_operator_codes text[] DEFAULT NULL::text[], p_tags text[] DEFAULT NULL::text[], p_max_height_m numeric DEFAULT NULL::numeric, p_max_width_m numeric DEFAULT NULL::numeric, p_max_length_m numeric DEFAULT NULL::numeric, p_max_weight_t numeric DEFAULT NULL::numeric, p_max_tire_width_mm integer DEFAULT NULL::integer, p_after_name text DEFAULT NULL::text, p_after_id uuid DEFAULT NULL::uuid, p_limit integer DEFAULT 20, p_vehicle_id uuid DEFAULT NULL::uuid)
 RETURNS TABLE(id uuid, name text, address text, lot_type text, structure text, entry_method text, operator_code text, max_height_m numeric, max_width_m numeric, max_length_m numeric, max_weight_t numeric, max_tire_width_mm integer, geometry jsonb, main_image text, tags text[], avg_rating numeric, review_count integer)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 48 lines, md5 6648769678802199cfa1c5075b2a8d93
revoke execute on function public.search_parking_lots(text,text[],text[],text[],text[],numeric,numeric,numeric,numeric,integer,text,uuid,integer,uuid) from public;
grant execute on function public.search_parking_lots(text,text[],text[],text[],text[],numeric,numeric,numeric,numeric,integer,text,uuid,integer,uuid) to anon, authenticated, service_role;

FUNCTION public.search_vehicle(p_vehicle_id uuid)
 RETURNS public.user_vehicles
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
 -- body: 11 lines, md5 02870674b40b6e513bc98b47e4e7b313
revoke execute on function public.search_vehicle(uuid) from public;
grant execute on function public.search_vehicle(uuid) to anon, authenticated, service_role;

FUNCTION public.send_broadcast_notification(p_id uuid, p_batch_size integer)
 RETURNS TABLE(outcome text, enqueued integer, batches integer)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
 -- body: 39 lines, md5 677bcd5a65c0e47e46f876f0d5c0d56e
revoke execute on function public.send_broadcast_notification(uuid,integer) from public;
grant execute on function public.send_broadcast_notification(uuid,integer) to authenticated, service_role;

FUNCTION public.sphere_distance_m(lat1 double precision, lng1 double precision, lat2 double precision, lng2 double precision)
 RETURNS double precision
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 -- body: 2 lines, md5 a9e920d93a0da74068e205a91e17bd1f
revoke execute on function public.sphere_distance_m(double precision,double precision,double precision,double precision) from public;
grant execute on function public.sphere_distance_m(double precision,double precision,double precision,double precision) to anon, authenticated, service_role;

FUNCTION public.stay_touches_night(p_entry timestamp with time zone, p_exit timestamp with time zone, p_timezone text)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
 -- body: 17 lines, md5 e03e0cc40da3f617e064c62ae3f37c60
revoke execute on function public.stay_touches_night(timestamp with time zone,timestamp with time zone,text) from public;
grant execute on function public.stay_touches_night(timestamp with time zone,timestamp with time zone,text) to service_role;

FUNCTION public.store_purchase_plan(p_platform text, p_product_id text)
 RETURNS uuid
 LANGUAGE sql
 STABLE
 SET search_path TO ''
 -- body: 4 lines, md5 2c1e417338b38688bb5da3e14ad84f0d
revoke execute on function public.store_purchase_plan(text,text) from public;
grant execute on function public.store_purchase_plan(text,text) to service_role;

FUNCTION public.subscription_plan_usage(p_plan_id uuid, OUT subscriptions integer, OUT active_subscriptions integer, OUT ios_purchases integer, OUT android_purchases integer)
 RETURNS record
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
 -- body: 14 lines, md5 bed45aca14e981628d2c2273a16d59dc
revoke execute on function public.subscription_plan_usage(uuid) from public;
grant execute on function public.subscription_plan_usage(uuid) to authenticated, service_role;

FUNCTION public.subscription_status(p_current_period_end timestamp with time zone, p_auto_renew boolean, p_cancel_requested_at timestamp with time zone, p_cancelled_at timestamp with time zone, p_grace_period_days integer, p_at timestamp with time zone, p_grace_period_ends_at timestamp with time zone DEFAULT NULL::timestamp with time zone)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 -- body: 7 lines, md5 9c1c405de31910acaae131847216111f
revoke execute on function public.subscription_status(timestamp with time zone,boolean,timestamp with time zone,timestamp with time zone,integer,timestamp with time zone,timestamp with time zone) from public;
grant execute on function public.subscription_status(timestamp with time zone,boolean,timestamp with time zone,timestamp with time zone,integer,timestamp with time zone,timestamp with time zone) to anon, authenticated, service_role;

FUNCTION public.support_replies_notify_user()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
 -- body: 11 lines, md5 be641da334723a327a54cfc22ac15598
revoke execute on function public.support_replies_notify_user() from public;
grant execute on function public.support_replies_notify_user() to service_role;

FUNCTION public.support_staff_name(p_admin_id uuid)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 6 lines, md5 8f67dcccc6c794a14307e0de5cc109ce
revoke execute on function public.support_staff_name(uuid) from public;
grant execute on function public.support_staff_name(uuid) to authenticated, service_role;

FUNCTION public.sweep_pending_assets(p_older_than interval DEFAULT '1 day'::interval, p_limit integer DEFAULT 1000)
 RETURNS TABLE(asset_id uuid, s3_key text)
 LANGUAGE plpgsql
 SET search_path TO 'public'
 -- body: 15 lines, md5 c6db896190b1f596fb5fb97c7d754261
revoke execute on function public.sweep_pending_assets(interval,integer) from public;
grant execute on function public.sweep_pending_assets(interval,integer) to service_role;

FUNCTION public.tag_listing_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public'
 -- body: 5 lines, md5 27f3198920caf9dde9e6eb9700b23384
grant execute on function public.tag_listing_changed() to public, service_role;

FUNCTION public.theme_exp_balance(p_user_id uuid)
 RETURNS bigint
 LANGUAGE sql
 STABLE
 -- body: 2 lines, md5 8267c5b200340429aeaaeba37e1c54ed
revoke execute on function public.theme_exp_balance(uuid) from public;
grant execute on function public.theme_exp_balance(uuid) to authenticated, service_role;

FUNCTION public.theme_owned_by(p_theme public.themes, p_user_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE
 -- body: 5 lines, md5 97b386cd105359cff2a04e5fa146cead
revoke execute on function public.theme_owned_by(public.themes,uuid) from public;
grant execute on function public.theme_owned_by(public.themes,uuid) to authenticated, service_role;

FUNCTION public.touch_updated_at()
 RETURNS trigger
 LANGUAGE plpgsql
 -- body: 4 lines, md5 9cd5ec4496cf5a9c5a108e23d2551d06
grant execute on function public.touch_updated_at() to public, service_role;

FUNCTION public.upsert_push_token(p_token text, p_platform text, p_app_version text DEFAULT NULL::text, p_device_id text DEFAULT NULL::text)
 RETURNS TABLE(token text, platform text, app_version text, device_id text, created_at timestamp with time zone, last_seen_at timestamp with time zone)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
 -- body: 27 lines, md5 7522ef6f4541dc07942f70f6baa42aeb
revoke execute on function public.upsert_push_token(text,text,text,text) from public;
grant execute on function public.upsert_push_token(text,text,text,text) to authenticated, service_role;

FUNCTION public.user_badges_notify_earned()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
 -- body: 13 lines, md5 fa7ea9ade38f734d89195b7296b1677a
revoke execute on function public.user_badges_notify_earned() from public;
grant execute on function public.user_badges_notify_earned() to service_role;

FUNCTION public.user_is_premium(p_user_id uuid)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
 -- body: 13 lines, md5 78fa9a98c533261a120059e58c561b70
revoke execute on function public.user_is_premium(uuid) from public;
grant execute on function public.user_is_premium(uuid) to authenticated, service_role;

FUNCTION public.user_notifications_push()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
 -- body: 17 lines, md5 26afd5a477f1ebd057a96e22408d0447
revoke execute on function public.user_notifications_push() from public;
grant execute on function public.user_notifications_push() to service_role;

FUNCTION public.user_vehicles_guard()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
 -- body: 12 lines, md5 ca9a6087d0efc653f69ffd356a5b4702
revoke execute on function public.user_vehicles_guard() from public;
grant execute on function public.user_vehicles_guard() to service_role;

FUNCTION public.vehicle_types_admitting(p_vehicle_type text)
 RETURNS text[]
 LANGUAGE sql
 STABLE
 -- body: 4 lines, md5 e51d31c23bb05b4d2a08e1a98399ff80
revoke execute on function public.vehicle_types_admitting(text) from public;
grant execute on function public.vehicle_types_admitting(text) to anon, authenticated, service_role;

FUNCTION public.withdraw_account()
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
 -- body: 62 lines, md5 bb53f6d34aae3d5d9b08c9dd97b02115
revoke execute on function public.withdraw_account() from public;
grant execute on function public.withdraw_account() to authenticated, service_role;

FUNCTION public.write_store_purchase(p_subscription_id uuid, p_plan_id uuid, p_purchase jsonb)
 RETURNS boolean
 LANGUAGE plpgsql
 SET search_path TO ''
 -- body: 17 lines, md5 43f57a263f51d1ad75d89d6c26e8e028
revoke execute on function public.write_store_purchase(uuid,uuid,jsonb) from public;
grant execute on function public.write_store_purchase(uuid,uuid,jsonb) to service_role;

alter default privileges in schema public grant delete, insert, maintain, references, select, trigger, truncate, update on tables to service_role;
alter default privileges in schema public grant execute on functions to service_role;
alter default privileges in schema public grant select, update, usage on sequences to service_role;
