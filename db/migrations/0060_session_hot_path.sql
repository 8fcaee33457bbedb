-- The parking-session hot path, measured (pgbench replaying the API's create + finalize statements,
-- track_functions = all): PostgreSQL does not keep plans for a LANGUAGE sql function that it cannot
-- inline, so each call parsed and planned its body again, and a SET clause on a function adds a
-- configuration save and restore per call. parking_session_view (twice per lifecycle),
-- stay_touches_night and exp_level_for cost 102, 90 and 59 µs a call that way. As PL/pgSQL without a
-- SET clause (they are not SECURITY DEFINER and name every object with its schema) their plans are
-- kept per connection: 19, 10 and 10 µs. Behaviour is unchanged; the tests of 0030 and 0031 cover it.

-- Volatile, as before: it must see the session row that the function called in the same statement
-- just wrote, which a stable function (or an inlined query) reading the statement's snapshot would not.
create or replace function public.parking_session_view(p_session_id uuid)
returns table (
  id uuid, parking_lot_id uuid, parking_lot_name text, vehicle_type text, status text, started_at timestamptz,
  ended_at timestamptz, cancelled_at timestamptz, start_lat double precision, start_lng double precision,
  total_amount bigint, memo text, rating smallint, written_now boolean
)
language plpgsql volatile
as $$
begin
  return query
  select s.id, s.parking_lot_id, s.parking_lot_name, s.vehicle_type, s.status, s.started_at, s.ended_at, s.cancelled_at,
         s.start_lat, s.start_lng, s.total_amount, s.memo, s.rating, s.xmin = pg_current_xact_id()::xid
    from public.parking_sessions s
   where s.id = p_session_id;
end
$$;

-- Whether a stay [entry, exit) touches the night, 22:00 to 05:00 local time, on any day: the night
-- that began the evening before the entry's date reaches into its morning, so the walk starts a day early.
create or replace function public.stay_touches_night(p_entry timestamptz, p_exit timestamptz, p_timezone text) returns boolean
language plpgsql stable parallel safe
as $$
declare
  v_first date;
  v_last date;
begin
  if p_exit - p_entry >= interval '1 day' then
    return true;
  end if;
  v_first := (p_entry at time zone p_timezone)::date;
  v_last := (p_exit at time zone p_timezone)::date;
  for k in -1 .. v_last - v_first loop
    if ((v_first + k) + time '22:00') at time zone p_timezone < p_exit
       and ((v_first + k + 1) + time '05:00') at time zone p_timezone > p_entry then
      return true;
    end if;
  end loop;
  return false;
end
$$;

create or replace function public.exp_level_for(p_exp bigint) returns integer
language plpgsql stable parallel safe
as $$
declare
  v_level integer;
begin
  select coalesce(max(l.level), 1) into v_level from public.exp_levels l where l.min_exp <= p_exp;
  return v_level;
end
$$;

-- The award on a session_end row (0031), in two statements instead of six: one read of what the
-- rules look at (night, a new ward, the points of the active rules) and one statement that adds to the
-- user's totals and grants the badges those totals now reach. Each statement a trigger runs sets up
-- its executor again in every transaction, which is every finalize; the saving was within the
-- measurement's noise on its own (single-connection A/B, ±150 µs a lifecycle). Same rules, same
-- results: test/gamification/awards.test.ts.
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
