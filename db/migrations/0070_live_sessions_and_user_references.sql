-- Revoked access tokens (issue 10, item 3). An access token is a signed statement that lives an
-- hour; what can end before that is its session (sign-out, a password change or reset, refresh-token
-- reuse) or its user (deleted, banned, withdrawn). The API asks the database about those in the
-- message that sets the caller's role (src/db/caller.ts), right after it, so the check costs no round
-- trip; the functions below are that question. And rows that belong to a user reference the user, so that a
-- token that outlives its user cannot leave rows for nobody.

-- A withdrawn identity: its history may stay (anonymised by the own-account flow), but no token of
-- it opens the API any more. Supabase Auth's soft-delete column.
alter table auth.users add column deleted_at timestamptz;

-- With an external identity provider the users live there; auth.users then mirrors, by id alone, the
-- users this service has seen (their tokens, the admins it links), so that the same foreign keys hold
-- in both modes. Mirrored rows have no address and no password: they cannot sign in here.
alter table auth.users alter column email drop not null;
alter table auth.users add constraint users_email_unless_mirrored
  check (email is not null or raw_app_meta_data ->> 'provider' = 'external');

-- auth.require_live_session, auth.require_live_external_user and auth.mirror_external_user are in
-- src/modules/identity/sql/.


-- User-owned rows reference auth.users. On deletion of the user: personal data goes with them
-- (cascade); what others rely on stays without them (set null: a crash report, an uploaded file, a lot
-- an admin created); sales records, owner and admin accounts hold the user (no action: the delete is
-- refused until they are handed over or anonymised by the own-account flow).
-- NOT VALID first, so that a database with rows left by the bug this fixes (or by an external
-- provider, whose users were never mirrored) still migrates: new and changed rows are checked at
-- once; the existing rows are validated below where they allow it.
alter table public.profiles add constraint profiles_user_id_fkey
  foreign key (user_id) references auth.users (id) on delete cascade not valid;
alter table public.parking_lot_reviews add constraint parking_lot_reviews_user_id_fkey
  foreign key (user_id) references auth.users (id) on delete cascade not valid;
alter table public.user_exp add constraint user_exp_user_id_fkey
  foreign key (user_id) references auth.users (id) on delete cascade not valid;
alter table public.user_badges add constraint user_badges_user_id_fkey
  foreign key (user_id) references auth.users (id) on delete cascade not valid;
alter table public.user_activities add constraint user_activities_user_id_fkey
  foreign key (user_id) references auth.users (id) on delete cascade not valid;
alter table public.parking_session_requests add constraint parking_session_requests_user_id_fkey
  foreign key (user_id) references auth.users (id) on delete cascade not valid;
alter table public.crash_reports add constraint crash_reports_user_id_fkey
  foreign key (user_id) references auth.users (id) on delete set null not valid;
alter table public.assets add constraint assets_user_id_fkey
  foreign key (user_id) references auth.users (id) on delete set null not valid;
alter table public.parking_lots add constraint parking_lots_created_by_fkey
  foreign key (created_by) references auth.users (id) on delete set null not valid;
alter table public.parking_sessions add constraint parking_sessions_user_id_fkey
  foreign key (user_id) references auth.users (id) not valid;
alter table public.owners add constraint owners_user_id_fkey
  foreign key (user_id) references auth.users (id) not valid;
alter table public.admins add constraint admins_user_id_fkey
  foreign key (user_id) references auth.users (id) not valid;

-- Deleting a user looks for their rows; the other user columns are already indexed.
create index crash_reports_user_id_idx on public.crash_reports (user_id) where user_id is not null;
create index assets_user_id_idx on public.assets (user_id) where user_id is not null;
create index parking_lots_created_by_idx on public.parking_lots (created_by) where created_by is not null;

do $$
declare
  c record;
begin
  for c in
    select conrelid::regclass as tbl, conname from pg_constraint
     where contype = 'f' and not convalidated and confrelid = 'auth.users'::regclass
  loop
    begin
      execute format('alter table %s validate constraint %I', c.tbl, c.conname);
    exception when foreign_key_violation then
      raise warning '% keeps rows of users that do not exist; % checks new rows only until they are removed', c.tbl, c.conname;
    end;
  end loop;
end
$$;
