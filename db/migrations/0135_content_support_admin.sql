-- The admin side of content and support (issue 15 items 7 and 8). The content tables (articles,
-- ads, sponsors, themes) already carry the admin policies and grants their migrations wrote; what is
-- missing is the holiday calendar's admin write, support assignment, and the support reply's notice.

-- Holidays: admins with settings.edit add and remove one-off holidays. The fee engine reads the
-- table on every call (day_type_chain, calc_fee_program), so a change prices the next estimate.
create policy holidays_admin_write on public.holidays for all to authenticated
  using ((select public.has_permission('settings.edit'))) with check ((select public.has_permission('settings.edit')));
grant insert (holiday_date, name, name_en), update (name, name_en), delete on public.holidays to authenticated;

-- Who in support is on it. An admin row that goes away leaves the item unassigned.
alter table public.support_tickets
  add column assigned_admin_id uuid constraint support_tickets_assigned_admin_id_fkey references public.admins (id) on delete set null;
alter table public.lot_error_reports
  add column assigned_admin_id uuid constraint lot_error_reports_assigned_admin_id_fkey references public.admins (id) on delete set null,
  -- The lot was corrected as part of resolving the report (the bundle patch ran in that transaction).
  add column lot_corrected boolean not null default false;
create index support_tickets_assigned_idx on public.support_tickets (assigned_admin_id, created_at) where assigned_admin_id is not null;
create index support_tickets_status_idx on public.support_tickets (status, created_at, id);
create index lot_error_reports_assigned_idx on public.lot_error_reports (assigned_admin_id, created_at) where assigned_admin_id is not null;
create index lot_error_reports_status_idx on public.lot_error_reports (status, created_at, id);
grant update (assigned_admin_id) on public.support_tickets to authenticated;
grant update (assigned_admin_id, lot_corrected) on public.lot_error_reports to authenticated;

-- A support answer tells its user: support staff may write a notification, of the support kinds
-- only, and only to the user whose ticket or report it is.
create policy user_notifications_support_insert on public.user_notifications for insert to authenticated
  with check (
    (select public.has_permission('support.respond'))
    and ((type = 'support_reply' and exists (select 1 from public.support_tickets t where t.user_id = user_notifications.user_id
                                              and t.id::text = data->>'ticket_id'))
         or (type = 'error_report_update' and exists (select 1 from public.lot_error_reports r where r.user_id = user_notifications.user_id
                                                       and r.id::text = data->>'error_report_id'))));
grant insert (user_id, type, title, body, data) on public.user_notifications to authenticated;
