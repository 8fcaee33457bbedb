-- The award, on the session_end row before it is written: points from the active rules, the counters,
-- the level, and every active badge whose threshold the counters now reach. The row keeps what was
-- awarded (exp_awarded, details), which is also what a finalize's caller could be shown.
--
-- Two statements: one read of what the rules look at (night, a new ward, the points of the active
-- rules) and one that adds to the user's totals and grants the badges those totals now reach. Each
-- statement a trigger runs sets up its executor again in every transaction, which is every finalize
-- (six statements before; the saving was within the measurement's noise on its own, single-connection
-- A/B, ±150 µs a lifecycle). Rules and results: test/gamification/awards.test.ts.
create or replace function public.award_session_end() returns trigger
language plpgsql security definer
set search_path = public
as $$
declare
  v_night boolean;
  v_new_ward boolean;
  v_points integer;
  v_exp bigint;
  v_level integer;
  v_badges text[];
begin
  select x.night, x.new_ward,
         (select coalesce(sum(r.points), 0) from public.exp_rules r
           where r.is_active
             and (r.condition = 'every_session' or (r.condition = 'night_session' and x.night) or (r.condition = 'new_ward' and x.new_ward)))
    into v_night, v_new_ward, v_points
    from (select public.stay_touches_night(s.started_at, s.ended_at, l.timezone) as night,
                 s.ward is not null and not exists (
                   select 1 from public.parking_sessions o
                    where o.user_id = new.user_id and o.status = 'ended' and o.ward = s.ward and o.id <> s.id) as new_ward
            from public.parking_sessions s join public.parking_lots l on l.id = s.parking_lot_id
           where s.id = new.parking_session_id) x;

  with totals as (
    insert into public.user_exp as e (user_id, exp, level, session_count, night_session_count, ward_count)
    values (new.user_id, v_points, public.exp_level_for(v_points), 1, v_night::int, v_new_ward::int)
    on conflict (user_id) do update
       set exp = e.exp + excluded.exp,
           level = public.exp_level_for(e.exp + excluded.exp),
           session_count = e.session_count + 1,
           night_session_count = e.night_session_count + excluded.night_session_count,
           ward_count = e.ward_count + excluded.ward_count,
           updated_at = now()
    returning e.exp, e.level, e.session_count, e.night_session_count, e.ward_count
  ),
  earned as (
    insert into public.user_badges (user_id, badge_id, parking_session_id)
    select new.user_id, b.id, new.parking_session_id
      from public.badges b, totals t
     where b.is_active
       and b.threshold <= case b.rule_type
                            when 'session_count' then t.session_count
                            when 'night_session_count' then t.night_session_count
                            when 'ward_count' then t.ward_count
                          end
       and not exists (select 1 from public.user_badges ub where ub.user_id = new.user_id and ub.badge_id = b.id)
    on conflict do nothing
    returning badge_id
  )
  select t.exp, t.level,
         coalesce((select array_agg(b.code order by b.sort_order, b.code) from earned join public.badges b on b.id = earned.badge_id), '{}')
    into v_exp, v_level, v_badges
    from totals t;

  new.exp_awarded := v_points;
  new.details := new.details || jsonb_build_object(
    'night', v_night, 'new_ward', v_new_ward, 'exp', v_exp, 'level', v_level, 'badges', to_jsonb(v_badges));
  return new;
end
$$;
revoke execute on function public.award_session_end() from public;
create or replace trigger user_activities_award_session_end before insert on public.user_activities
  for each row when (new.activity_type = 'session_end') execute function public.award_session_end();
