-- Crash reports from the mobile app. Anyone may send one (a crash can happen before sign-in); a
-- signed-in sender is recorded. Nobody but the service role reads them back.
create table public.crash_reports (
  id uuid primary key default gen_random_uuid(),
  user_id uuid default auth.uid(),
  stack text not null constraint crash_reports_stack_length check (char_length(stack) between 1 and 20000),
  device text not null check (char_length(device) between 1 and 200),
  app_version text not null check (char_length(app_version) between 1 and 50),
  created_at timestamptz not null default now()
);
create index crash_reports_created_at_idx on public.crash_reports (created_at desc);
alter table public.crash_reports enable row level security;
create policy crash_reports_insert on public.crash_reports for insert to anon, authenticated
  with check (user_id is not distinct from auth.uid());
grant insert on public.crash_reports to anon, authenticated;
