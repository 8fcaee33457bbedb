-- The moderation queue's order (submitted_at: when the lot last became pending) and the rule that only
-- an admin with parking.edit records a decision: owners may update their own lot rows, and the column
-- grant cannot tell them from admins.
create or replace function public.parking_lots_track_moderation() returns trigger
language plpgsql
as $$
begin
  if tg_op = 'UPDATE' and current_user = 'authenticated' and not public.has_permission('parking.edit')
     and (new.moderation_reason, new.moderated_by, new.moderated_at, new.moderated_snapshot)
         is distinct from (old.moderation_reason, old.moderated_by, old.moderated_at, old.moderated_snapshot) then
    raise exception 'Only an admin records a moderation decision.' using errcode = '42501';
  end if;
  if new.status = 'pending' and (tg_op = 'INSERT' or old.status is distinct from 'pending') then
    new.submitted_at := now();
  end if;
  return new;
end
$$;
create or replace trigger parking_lots_track_moderation before insert or update on public.parking_lots
  for each row execute function public.parking_lots_track_moderation();
