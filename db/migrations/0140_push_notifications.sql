-- Push notifications (issue 14 item 2, contract 4.4, 6 and 8; docs/push.md): what admins send to an
-- audience, and one delivery per recipient and message, whatever wrote the message.
--
-- broadcast_notifications: an admin's message and its audience. POST .../{id}/send records the send
-- and enqueues its push.batch jobs in one transaction (send_broadcast_notification); the send columns
-- are written once, so a second send is refused.
create table public.broadcast_notifications (
  id uuid primary key default gen_random_uuid(),
  type text not null constraint broadcast_notifications_type_format check (type ~ '^[a-z][a-z0-9_]{0,49}$'),
  title text not null constraint broadcast_notifications_title_length check (char_length(title) between 1 and 200),
  body text not null default '' constraint broadcast_notifications_body_length check (char_length(body) <= 2000),
  data jsonb not null default '{}' constraint broadcast_notifications_data_object check (jsonb_typeof(data) = 'object'),
  audience text not null constraint broadcast_notifications_audience_check check (audience in ('user', 'users', 'lot', 'premium', 'all')),
  user_ids uuid[],
  parking_lot_id uuid constraint broadcast_notifications_parking_lot_id_fkey references public.parking_lots (id) on delete set null,
  created_by uuid constraint broadcast_notifications_created_by_fkey references public.admins (id) on delete set null,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  sent_by uuid constraint broadcast_notifications_sent_by_fkey references public.admins (id) on delete set null,
  recipients integer,
  batches integer,
  -- What each audience names: users by id (one, or up to 10,000), a lot, or nothing.
  constraint broadcast_notifications_audience_shape check (
    case audience
      when 'user' then cardinality(user_ids) = 1 and parking_lot_id is null
      when 'users' then cardinality(user_ids) between 1 and 10000 and parking_lot_id is null
      when 'lot' then user_ids is null
      else user_ids is null and parking_lot_id is null
    end),
  constraint broadcast_notifications_sent_shape check ((sent_at is null) = (recipients is null) and (sent_at is null) = (batches is null))
);
create index broadcast_notifications_list_idx on public.broadcast_notifications (created_at desc, id desc);

alter table public.broadcast_notifications enable row level security;
create policy broadcast_notifications_admin_read on public.broadcast_notifications for select to authenticated
  using ((select public.has_permission('notifications.view')) or (select public.has_permission('notifications.send')));
create policy broadcast_notifications_admin_insert on public.broadcast_notifications for insert to authenticated
  with check ((select public.has_permission('notifications.send')) and sent_at is null);
grant select on public.broadcast_notifications to authenticated;
grant insert (type, title, body, data, audience, user_ids, parking_lot_id, created_by) on public.broadcast_notifications to authenticated;

-- One push delivery per user_notifications row: the batch consumer writes both (a broadcast's
-- delivery is unique per recipient, so a batch run again finds its recipients done), the
-- user_notifications_push trigger writes one for every other row (system notifications).
-- status: pending (to push), sent (at least one device accepted it), no_device, failed (every device
-- refused it or its token was dead), rate_limited (push_deliveries_rate_limit: more than 5 of one
-- type to one user within a minute; the row in user_notifications stays, only the push is skipped).
create table public.push_deliveries (
  id uuid primary key default gen_random_uuid(),
  user_notification_id uuid not null constraint push_deliveries_user_notification_id_key unique
    constraint push_deliveries_user_notification_id_fkey references public.user_notifications (id) on delete cascade,
  broadcast_id uuid constraint push_deliveries_broadcast_id_fkey references public.broadcast_notifications (id) on delete cascade,
  user_id uuid not null constraint push_deliveries_user_id_fkey references auth.users (id) on delete cascade,
  type text not null,
  status text not null default 'pending'
    constraint push_deliveries_status_check check (status in ('pending', 'sent', 'no_device', 'failed', 'rate_limited')),
  last_error text,
  created_at timestamptz not null default now(),
  finished_at timestamptz,
  constraint push_deliveries_broadcast_user_key unique (broadcast_id, user_id)
);
-- The rate check's window: a user's recent pushes of one type.
create index push_deliveries_rate_idx on public.push_deliveries (user_id, type, created_at desc) where status in ('pending', 'sent', 'failed');
create index push_deliveries_pending_idx on public.push_deliveries (broadcast_id, user_id) where status = 'pending';

-- What each device's store answered for a delivery, final answers only (sent, dead_token, rejected):
-- a retried job skips the devices listed here, so no device gets a message twice. Tokens are
-- copied, not referenced: a dead one is deleted from user_push_tokens.
create table public.push_delivery_devices (
  delivery_id uuid not null constraint push_delivery_devices_delivery_id_fkey references public.push_deliveries (id) on delete cascade,
  token text not null,
  platform text not null,
  outcome text not null constraint push_delivery_devices_outcome_check check (outcome in ('sent', 'dead_token', 'rejected')),
  status_code integer,
  reason text,
  created_at timestamptz not null default now(),
  primary key (delivery_id, token)
);

alter table public.push_deliveries enable row level security;
create policy push_deliveries_admin_read on public.push_deliveries for select to authenticated
  using ((select public.has_permission('notifications.view')));
grant select on public.push_deliveries to authenticated;
alter table public.push_delivery_devices enable row level security;
create policy push_delivery_devices_admin_read on public.push_delivery_devices for select to authenticated
  using ((select public.has_permission('notifications.view')));
grant select on public.push_delivery_devices to authenticated;
