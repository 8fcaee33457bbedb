-- Lot moderation (issue 15 item 1): when a lot last entered the queue, and the last decision with its
-- reason, author, time and the lot as the moderator saw it (moderated_snapshot), from which the queue
-- shows what changed since. The columns are written only by admins with parking.edit: the trigger
-- public.parking_lots_track_moderation (src/modules/moderation/sql/) refuses anyone else and sets
-- submitted_at whenever a lot becomes pending.
alter table public.parking_lots
  add column submitted_at timestamptz,
  add column moderation_reason text constraint parking_lots_moderation_reason_length check (char_length(moderation_reason) between 1 and 1000),
  add column moderated_by uuid references public.admins (id),
  add column moderated_at timestamptz,
  add column moderated_snapshot jsonb;
-- Lots already waiting keep their place in the queue: the last change is the best estimate of when.
update public.parking_lots set submitted_at = updated_at where status = 'pending';
create index parking_lots_moderation_queue_idx on public.parking_lots (submitted_at, id) where status = 'pending';
grant update (moderation_reason, moderated_by, moderated_at, moderated_snapshot) on public.parking_lots to authenticated;
