-- The admin audit log (issue 15 item 12): who, when, what, and the before/after of the fields an
-- admin write changed. Rows are written by the API in the transaction of the change itself, so a row
-- exists exactly when the change committed. Append-only: nobody updates or deletes a row.
create table public.admin_audit_log (
  id uuid primary key default gen_random_uuid(),
  admin_id uuid not null references public.admins (id),
  action text not null constraint admin_audit_log_action_format check (action ~ '^[a-z_]+\.[a-z_]+$'),
  target_type text not null constraint admin_audit_log_target_type_format check (target_type ~ '^[a-z_]+$'),
  target_id text constraint admin_audit_log_target_id_length check (char_length(target_id) <= 200),
  before jsonb,
  after jsonb,
  request_id text constraint admin_audit_log_request_id_length check (char_length(request_id) <= 200),
  -- Milliseconds, as the API prints them: the keyset cursor then names a row exactly.
  created_at timestamptz not null default date_trunc('milliseconds', now())
);
create index admin_audit_log_created_idx on public.admin_audit_log (created_at desc, id desc);
create index admin_audit_log_admin_idx on public.admin_audit_log (admin_id, created_at desc, id desc);
create index admin_audit_log_target_idx on public.admin_audit_log (target_type, target_id, created_at desc, id desc);

alter table public.admin_audit_log enable row level security;
create policy admin_audit_log_read on public.admin_audit_log for select to authenticated
  using ((select public.has_permission('admins.view')));
-- An active admin records their own actions only.
create policy admin_audit_log_record on public.admin_audit_log for insert to authenticated
  with check (admin_id in (select a.id from public.admins a where a.user_id = (select auth.uid()) and a.status = 'active'));
grant select, insert on public.admin_audit_log to authenticated;
