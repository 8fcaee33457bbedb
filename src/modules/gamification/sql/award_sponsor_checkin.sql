-- The award of a sponsor check-in, on its `sponsor_checkin` activity row before it is written (as
-- award_session_end does for a session's end): the sponsor's checkin_exp points are added to the
-- user's total and level in the check-in's transaction, and the row keeps what was awarded
-- (exp_awarded; the new total and level in details). The points are the sponsor's, not an exp_rule:
-- each sponsor sets its own reward. Session counters and the badges that compare them are untouched.
create or replace function public.award_sponsor_checkin() returns trigger
language plpgsql security definer
set search_path = public
as $$
declare
  v_points integer;
  v_exp bigint;
  v_level integer;
begin
  select s.checkin_exp into v_points
    from public.sponsor_checkins c join public.sponsors s on s.id = c.sponsor_id
   where c.id = new.sponsor_checkin_id;
  v_points := coalesce(v_points, 0);

  insert into public.user_exp as e (user_id, exp, level)
  values (new.user_id, v_points, public.exp_level_for(v_points))
  on conflict (user_id) do update
     set exp = e.exp + excluded.exp,
         level = public.exp_level_for(e.exp + excluded.exp),
         updated_at = now()
  returning e.exp, e.level into v_exp, v_level;

  new.exp_awarded := v_points;
  new.details := new.details || jsonb_build_object('exp', v_exp, 'level', v_level);
  return new;
end
$$;
revoke execute on function public.award_sponsor_checkin() from public;
create or replace trigger user_activities_award_sponsor_checkin before insert on public.user_activities
  for each row when (new.activity_type = 'sponsor_checkin') execute function public.award_sponsor_checkin();
