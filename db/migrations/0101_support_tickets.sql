-- Support tickets (contract 4.3, 8; issue 13 item 5): a user's question or complaint, optionally about
-- one lot or one of their parking sessions, with attachments (their own uploaded assets), answered by
-- support staff in replies. At most 5 per user per local day (Asia/Tokyo), counted by
-- create_support_ticket() in support_ticket_daily_counts under the row's lock, so that concurrent
-- submissions cannot pass the limit together. Users never insert tickets directly: the function is
-- the only way in, so the limit cannot be skipped.

create table public.support_tickets (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null constraint support_tickets_user_id_fkey references auth.users (id) on delete cascade,
  category text not null constraint support_tickets_category_check
    check (category in ('account', 'parking_lot', 'parking_session', 'payment', 'subscription', 'app', 'other')),
  subject text not null constraint support_tickets_subject_length check (char_length(subject) between 1 and 200 and btrim(subject) <> ''),
  body text not null constraint support_tickets_body_length check (char_length(body) between 1 and 5000 and btrim(body) <> ''),
  parking_lot_id uuid constraint support_tickets_parking_lot_id_fkey references public.parking_lots (id) on delete set null,
  parking_session_id uuid constraint support_tickets_parking_session_id_fkey references public.parking_sessions (id) on delete set null,
  status text not null default 'open' constraint support_tickets_status_check check (status in ('open', 'answered', 'closed')),
  client_request_id uuid,
  -- The submitter's local day (Asia/Tokyo) the ticket counted against.
  local_day date not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint support_tickets_client_request_key unique (user_id, client_request_id)
);
create index support_tickets_user_idx on public.support_tickets (user_id, created_at desc, id desc);
create index support_tickets_open_idx on public.support_tickets (created_at) where status = 'open';
create index support_tickets_parking_lot_idx on public.support_tickets (parking_lot_id) where parking_lot_id is not null;
create index support_tickets_parking_session_idx on public.support_tickets (parking_session_id) where parking_session_id is not null;
create trigger support_tickets_touch before update on public.support_tickets
  for each row execute function public.touch_updated_at();

create table public.support_ticket_attachments (
  ticket_id uuid not null references public.support_tickets (id) on delete cascade,
  asset_id uuid not null constraint support_ticket_attachments_asset_id_fkey references public.assets (id),
  position smallint not null,
  primary key (ticket_id, asset_id)
);
create index support_ticket_attachments_asset_idx on public.support_ticket_attachments (asset_id);

-- Replies: support staff answer (author `support`, with the admin), the user may add to the thread
-- (author `user`; the route comes with the admin screens).
create table public.support_ticket_replies (
  id uuid primary key default gen_random_uuid(),
  ticket_id uuid not null references public.support_tickets (id) on delete cascade,
  author text not null constraint support_ticket_replies_author_check check (author in ('support', 'user')),
  admin_id uuid constraint support_ticket_replies_admin_id_fkey references public.admins (id) on delete set null,
  body text not null constraint support_ticket_replies_body_length check (char_length(body) between 1 and 5000 and btrim(body) <> ''),
  created_at timestamptz not null default now()
);
create index support_ticket_replies_ticket_idx on public.support_ticket_replies (ticket_id, created_at, id);

-- The daily counter behind the limit. Rows of past days are dead weight; the function deletes the
-- caller's older rows as it goes.
create table public.support_ticket_daily_counts (
  user_id uuid not null references auth.users (id) on delete cascade,
  local_day date not null,
  submitted integer not null constraint support_ticket_daily_counts_submitted_check check (submitted >= 0),
  primary key (user_id, local_day)
);

alter table public.support_tickets enable row level security;
alter table public.support_ticket_attachments enable row level security;
alter table public.support_ticket_replies enable row level security;
alter table public.support_ticket_daily_counts enable row level security;

-- Users read their own tickets and their threads; support staff read all and answer.
create policy support_tickets_own_read on public.support_tickets for select to authenticated
  using (user_id = (select auth.uid()));
create policy support_tickets_staff_read on public.support_tickets for select to authenticated
  using ((select public.has_permission('support.view')));
create policy support_tickets_staff_update on public.support_tickets for update to authenticated
  using ((select public.has_permission('support.respond'))) with check ((select public.has_permission('support.respond')));

create policy support_ticket_attachments_read on public.support_ticket_attachments for select to authenticated
  using (exists (select 1 from public.support_tickets t where t.id = ticket_id));

create policy support_ticket_replies_read on public.support_ticket_replies for select to authenticated
  using (exists (select 1 from public.support_tickets t where t.id = ticket_id));
create policy support_ticket_replies_staff_write on public.support_ticket_replies for insert to authenticated
  with check (author = 'support' and (select public.has_permission('support.respond'))
              and admin_id in (select id from public.admins where user_id = (select auth.uid()) and status = 'active'));
create policy support_ticket_replies_user_write on public.support_ticket_replies for insert to authenticated
  with check (author = 'user' and admin_id is null
              and exists (select 1 from public.support_tickets t where t.id = ticket_id and t.user_id = (select auth.uid())));

-- Attached assets are readable by whoever may read the ticket (staff see a user's screenshots).
create policy assets_ticket_attachment_read on public.assets for select to authenticated
  using (exists (select 1 from public.support_ticket_attachments a where a.asset_id = assets.id));

grant select on public.support_tickets, public.support_ticket_attachments, public.support_ticket_replies to authenticated;
grant update (status) on public.support_tickets to authenticated;
grant insert (ticket_id, author, admin_id, body) on public.support_ticket_replies to authenticated;

-- Error reports (contract 4.3; issue 13 item 6): a user says a lot's information is wrong (price,
-- hours, location, closed, limits, other), with an optional suggested correction and photos (their
-- own uploaded `report_photo` assets). Open until support staff resolve or reject it; the reporter
-- sees their own reports and the outcome. Written directly as the user: the policies below are the
-- rules (own row, open, a public lot, own photos).

create table public.lot_error_reports (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() constraint lot_error_reports_user_id_fkey references auth.users (id) on delete cascade,
  parking_lot_id uuid not null constraint lot_error_reports_parking_lot_id_fkey references public.parking_lots (id) on delete cascade,
  kind text not null constraint lot_error_reports_kind_check check (kind in ('price', 'hours', 'location', 'closed', 'limits', 'other')),
  description text not null constraint lot_error_reports_description_length
    check (char_length(description) between 1 and 2000 and btrim(description) <> ''),
  suggested jsonb constraint lot_error_reports_suggested_check
    check (suggested is null or (jsonb_typeof(suggested) = 'object' and octet_length(suggested::text) <= 4096)),
  status text not null default 'open' constraint lot_error_reports_status_check check (status in ('open', 'resolved', 'rejected')),
  resolution_note text constraint lot_error_reports_resolution_note_length check (char_length(resolution_note) <= 1000),
  resolved_at timestamptz,
  resolved_by uuid constraint lot_error_reports_resolved_by_fkey references public.admins (id) on delete set null,
  client_request_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint lot_error_reports_client_request_key unique (user_id, client_request_id),
  constraint lot_error_reports_resolution check ((status = 'open') = (resolved_at is null))
);
create index lot_error_reports_user_idx on public.lot_error_reports (user_id, created_at desc, id desc);
create index lot_error_reports_lot_idx on public.lot_error_reports (parking_lot_id, created_at desc);
create index lot_error_reports_open_idx on public.lot_error_reports (created_at) where status = 'open';
create trigger lot_error_reports_touch before update on public.lot_error_reports
  for each row execute function public.touch_updated_at();

create table public.lot_error_report_photos (
  report_id uuid not null references public.lot_error_reports (id) on delete cascade,
  asset_id uuid not null constraint lot_error_report_photos_asset_id_fkey references public.assets (id),
  position smallint not null,
  primary key (report_id, asset_id)
);
create index lot_error_report_photos_asset_idx on public.lot_error_report_photos (asset_id);

alter table public.lot_error_reports enable row level security;
alter table public.lot_error_report_photos enable row level security;

create policy lot_error_reports_own_read on public.lot_error_reports for select to authenticated
  using (user_id = (select auth.uid()));
create policy lot_error_reports_staff_read on public.lot_error_reports for select to authenticated
  using ((select public.has_permission('support.view')));
create policy lot_error_reports_submit on public.lot_error_reports for insert to authenticated
  with check (user_id = (select auth.uid()) and status = 'open' and resolved_at is null and resolved_by is null
              and exists (select 1 from public.parking_lots l where l.id = parking_lot_id and l.status = 'active'));
create policy lot_error_reports_staff_resolve on public.lot_error_reports for update to authenticated
  using ((select public.has_permission('support.respond'))) with check ((select public.has_permission('support.respond')));

create policy lot_error_report_photos_read on public.lot_error_report_photos for select to authenticated
  using (exists (select 1 from public.lot_error_reports r where r.id = report_id));
create policy lot_error_report_photos_attach on public.lot_error_report_photos for insert to authenticated
  with check (exists (select 1 from public.lot_error_reports r where r.id = report_id and r.user_id = (select auth.uid()) and r.status = 'open')
              and public.can_use_asset(asset_id, 'report_photo'));

create policy assets_report_photo_read on public.assets for select to authenticated
  using (exists (select 1 from public.lot_error_report_photos p where p.asset_id = assets.id));

grant select on public.lot_error_reports, public.lot_error_report_photos to authenticated;
grant insert (id, parking_lot_id, kind, description, suggested, client_request_id) on public.lot_error_reports to authenticated;
grant update (status, resolution_note, resolved_at, resolved_by) on public.lot_error_reports to authenticated;
grant insert (report_id, asset_id, position) on public.lot_error_report_photos to authenticated;
