-- Owners for admins (issue 15 item 5): approval (who vouched for the owner, and when) and suspension
-- with its reason. A suspended owner writes and sees no lots already (current_owner_id, is_lot_owner).
alter table public.owners
  add column approved_at timestamptz,
  add column approved_by uuid references public.admins (id),
  add column suspension_reason text constraint owners_suspension_reason_length check (char_length(suspension_reason) between 1 and 1000),
  add column suspended_at timestamptz,
  add constraint owners_suspension_only_when_suspended check (status = 'suspended' or (suspended_at is null and suspension_reason is null));
create index owners_created_at_idx on public.owners (created_at desc, id desc);
create policy owners_admin_update on public.owners for update to authenticated
  using ((select public.has_permission('owners.edit'))) with check ((select public.has_permission('owners.edit')));
grant update (status, approved_at, approved_by, suspension_reason, suspended_at) on public.owners to authenticated;

-- System settings (issue 15 item 10): one row per key, its value JSON; the API validates each key's
-- type and bounds (src/modules/settings). Nothing here is secret: everyone reads them (maintenance
-- mode and the default search radius shape every client's requests); settings.edit writes.
create table public.system_settings (
  key text primary key constraint system_settings_key_format check (key ~ '^[a-z][a-z0-9_]{0,63}$'),
  value jsonb not null,
  updated_by uuid references public.admins (id),
  updated_at timestamptz not null default now()
);
create trigger system_settings_touch before update on public.system_settings
  for each row execute function public.touch_updated_at();
alter table public.system_settings enable row level security;
create policy system_settings_read on public.system_settings for select to anon, authenticated using (true);
create policy system_settings_write on public.system_settings for all to authenticated
  using ((select public.has_permission('settings.edit'))) with check ((select public.has_permission('settings.edit')));
grant select on public.system_settings to anon, authenticated;
grant insert, update on public.system_settings to authenticated;

-- Review auto-approve: with the setting on, a new review is published at once (the listing trigger
-- counts it in the lot's rating in the same statement).
drop policy parking_lot_reviews_post on public.parking_lot_reviews;
create policy parking_lot_reviews_post on public.parking_lot_reviews for insert to authenticated
  with check (user_id = (select auth.uid())
              and (status = 'pending'
                   or (status = 'approved'
                       and exists (select 1 from public.system_settings s where s.key = 'review_auto_approve' and s.value = 'true'::jsonb)))
              and exists (select 1 from public.parking_lots l where l.id = parking_lot_id and l.status = 'active'));
grant insert (status) on public.parking_lot_reviews to authenticated;

-- Sales and the dashboard (issue 15 items 9 and 11): admins with sales.view read every session (the
-- sales report sums ended ones); the dashboard shows each count only to a role that may read its rows.
create policy parking_sessions_sales_read on public.parking_sessions for select to authenticated
  using ((select public.has_permission('sales.view')));
create index parking_sessions_ended_at_idx on public.parking_sessions (ended_at) where status = 'ended';
