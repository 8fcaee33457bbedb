-- Experience points, levels and badges (contract 4.2, 6.2): a trigger on the `session_end` activity
-- row awards them by rules admins configure (gamification.* permissions), in the finalize
-- transaction, so a finalize that fails part-way awards nothing.
--
-- What a rule can look at is a fixed vocabulary implemented here; what it is worth, its threshold
-- and whether it is on are data:
--   exp_rules.condition: every_session, night_session (the stay touches 22:00-05:00 in the lot's
--     time zone), new_ward (the first ended session in that ward, see address_ward in 0030);
--   badges.rule_type: session_count, night_session_count, ward_count, compared with threshold.

create table public.exp_rules (
  code text primary key constraint exp_rules_code_format check (code ~ '^[a-z][a-z0-9_]{1,49}$'),
  name text not null constraint exp_rules_name_length check (char_length(name) between 1 and 100 and btrim(name) <> ''),
  condition text not null constraint exp_rules_condition_check check (condition in ('every_session', 'night_session', 'new_ward')),
  points integer not null constraint exp_rules_points_range check (points between 0 and 100000),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger exp_rules_touch before update on public.exp_rules for each row execute function public.touch_updated_at();

-- Level n is reached at min_exp points. Level 1 starts at 0; levels are consecutive and their
-- thresholds rise (replace_exp_levels keeps it so).
create table public.exp_levels (
  level integer primary key constraint exp_levels_level_check check (level >= 1),
  min_exp bigint not null constraint exp_levels_min_exp_key unique constraint exp_levels_min_exp_check check (min_exp >= 0)
);

create table public.badges (
  id uuid primary key default gen_random_uuid(),
  code text not null constraint badges_code_key unique constraint badges_code_format check (code ~ '^[a-z][a-z0-9_]{1,49}$'),
  name text not null constraint badges_name_length check (char_length(name) between 1 and 100 and btrim(name) <> ''),
  description text not null default '' constraint badges_description_length check (char_length(description) <= 500),
  icon_url text constraint badges_icon_url_format check (char_length(icon_url) <= 500 and icon_url ~* '^https?://\S+$'),
  rule_type text not null constraint badges_rule_type_check check (rule_type in ('session_count', 'night_session_count', 'ward_count')),
  threshold integer not null constraint badges_threshold_range check (threshold between 1 and 100000),
  is_active boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger badges_touch before update on public.badges for each row execute function public.touch_updated_at();

-- A user's points, level and the counters the badge rules compare (kept by the trigger, so that
-- badge progress is one row read).
create table public.user_exp (
  user_id uuid primary key,
  exp bigint not null default 0,
  level integer not null default 1,
  session_count integer not null default 0,
  night_session_count integer not null default 0,
  ward_count integer not null default 0,
  updated_at timestamptz not null default now()
);

-- Realtime channel user_badges:user_id=eq.{uid} (contract 6) follows this table.
create table public.user_badges (
  user_id uuid not null,
  badge_id uuid not null references public.badges (id),
  earned_at timestamptz not null default now(),
  parking_session_id uuid references public.parking_sessions (id),
  primary key (user_id, badge_id)
);

insert into public.exp_rules (code, name, condition, points) values
  ('session_end', '駐車完了', 'every_session', 10),
  ('night_parking', '夜間の駐車（22時〜5時）', 'night_session', 5),
  ('new_ward', 'はじめての区での駐車', 'new_ward', 20);

insert into public.exp_levels (level, min_exp) values
  (1, 0), (2, 50), (3, 120), (4, 220), (5, 350), (6, 520), (7, 730), (8, 1000), (9, 1350), (10, 1800);

insert into public.badges (code, name, description, rule_type, threshold, sort_order) values
  ('first_session', 'はじめての駐車', '駐車を1回完了する', 'session_count', 1, 10),
  ('sessions_10', '駐車10回', '駐車を10回完了する', 'session_count', 10, 20),
  ('sessions_50', '駐車50回', '駐車を50回完了する', 'session_count', 50, 30),
  ('night_parking', 'ナイトパーカー', '夜間（22時〜5時）に駐車する', 'night_session_count', 1, 40),
  ('night_parking_10', '夜の常連', '夜間（22時〜5時）に10回駐車する', 'night_session_count', 10, 50),
  ('new_ward', '新しい街へ', '2つ目の区・市町村で駐車する', 'ward_count', 2, 60),
  ('wards_5', '街めぐり', '5つの区・市町村で駐車する', 'ward_count', 5, 70);

-- Whether a stay [entry, exit) touches the night, 22:00 to 05:00 local time, on any day.
create function public.stay_touches_night(p_entry timestamptz, p_exit timestamptz, p_timezone text) returns boolean
language sql stable parallel safe
as $$
  select p_exit - p_entry >= interval '1 day' or exists (
    select 1
      from (select (p_entry at time zone p_timezone)::date as first_day, (p_exit at time zone p_timezone)::date as last_day) b,
           -- The night that began the evening before the entry reaches into its morning.
           generate_series(-1, b.last_day - b.first_day) as k
     where ((b.first_day + k) + time '22:00') at time zone p_timezone < p_exit
       and ((b.first_day + k + 1) + time '05:00') at time zone p_timezone > p_entry)
$$;

create function public.exp_level_for(p_exp bigint) returns integer
language sql stable parallel safe
set search_path = public
as $$
  select coalesce(max(level), 1) from public.exp_levels where min_exp <= p_exp
$$;

-- The award, on the session_end row before it is written: points from the active rules, the
-- counters, the level, and every active badge whose threshold the counters now reach. The row keeps
-- what was awarded (exp_awarded, details), which is also what a finalize's caller could be shown.
create function public.award_session_end() returns trigger
language plpgsql security definer
set search_path = public
as $$
declare
  v_session record;
  v_night boolean;
  v_new_ward boolean;
  v_points integer;
  v_exp public.user_exp;
  v_badges text[];
begin
  select s.started_at, s.ended_at, s.ward, l.timezone into v_session
    from public.parking_sessions s join public.parking_lots l on l.id = s.parking_lot_id
   where s.id = new.parking_session_id;
  v_night := public.stay_touches_night(v_session.started_at, v_session.ended_at, v_session.timezone);
  v_new_ward := v_session.ward is not null and not exists (
    select 1 from public.parking_sessions
     where user_id = new.user_id and status = 'ended' and ward = v_session.ward and id <> new.parking_session_id);

  select coalesce(sum(points), 0) into v_points
    from public.exp_rules
   where is_active
     and (condition = 'every_session' or (condition = 'night_session' and v_night) or (condition = 'new_ward' and v_new_ward));

  insert into public.user_exp as e (user_id, exp, level, session_count, night_session_count, ward_count)
  values (new.user_id, v_points, public.exp_level_for(v_points), 1, v_night::int, v_new_ward::int)
  on conflict (user_id) do update
     set exp = e.exp + excluded.exp,
         level = public.exp_level_for(e.exp + excluded.exp),
         session_count = e.session_count + 1,
         night_session_count = e.night_session_count + excluded.night_session_count,
         ward_count = e.ward_count + excluded.ward_count,
         updated_at = now()
  returning * into v_exp;

  with earned as (
    insert into public.user_badges (user_id, badge_id, parking_session_id)
    select new.user_id, b.id, new.parking_session_id
      from public.badges b
     where b.is_active
       and b.threshold <= case b.rule_type
                            when 'session_count' then v_exp.session_count
                            when 'night_session_count' then v_exp.night_session_count
                            when 'ward_count' then v_exp.ward_count
                          end
       and not exists (select 1 from public.user_badges ub where ub.user_id = new.user_id and ub.badge_id = b.id)
    on conflict do nothing
    returning badge_id
  )
  select coalesce(array_agg(b.code order by b.sort_order, b.code), '{}') into v_badges
    from earned join public.badges b on b.id = earned.badge_id;

  new.exp_awarded := v_points;
  new.details := new.details || jsonb_build_object(
    'night', v_night, 'new_ward', v_new_ward, 'exp', v_exp.exp, 'level', v_exp.level, 'badges', to_jsonb(v_badges));
  return new;
end
$$;
create trigger user_activities_award_session_end before insert on public.user_activities
  for each row when (new.activity_type = 'session_end') execute function public.award_session_end();

-- The admin's save of the level table: the whole set at once, then every stored level follows it.
create function public.replace_exp_levels(p_levels jsonb) returns void
language plpgsql volatile security definer
set search_path = public
as $$
declare
  v_entry jsonb;
  v_expected integer := 1;
  v_min bigint;
  v_previous bigint := -1;
  v_problem text;
begin
  if not public.has_permission('gamification.edit') then
    raise exception 'changing levels needs gamification.edit' using errcode = '42501';
  end if;
  if jsonb_typeof(p_levels) is distinct from 'array' or jsonb_array_length(p_levels) = 0 then
    v_problem := 'levels must be a non-empty array';
  else
    for v_entry in select e from jsonb_array_elements(p_levels) e loop
      if jsonb_typeof(v_entry->'level') is distinct from 'number' or (v_entry->>'level') <> v_expected::text then
        v_problem := 'levels must be numbered 1, 2, 3, ... in order';
      elsif jsonb_typeof(v_entry->'min_exp') is distinct from 'number' or (v_entry->>'min_exp') !~ '^[0-9]{1,15}$' then
        v_problem := 'min_exp must be a whole number of 0 or more';
      else
        v_min := (v_entry->>'min_exp')::bigint;
        if v_expected = 1 and v_min <> 0 then
          v_problem := 'level 1 starts at 0 points';
        elsif v_min <= v_previous then
          v_problem := 'min_exp must rise with each level';
        end if;
      end if;
      exit when v_problem is not null;
      v_previous := v_min;
      v_expected := v_expected + 1;
    end loop;
  end if;
  if v_problem is not null then
    raise exception '%', v_problem using errcode = 'PK400', detail = '{"param": "exp_levels"}';
  end if;
  delete from public.exp_levels;
  insert into public.exp_levels (level, min_exp)
  select (e->>'level')::int, (e->>'min_exp')::bigint from jsonb_array_elements(p_levels) e;
  update public.user_exp set level = public.exp_level_for(exp) where level <> public.exp_level_for(exp);
end
$$;

revoke execute on function public.stay_touches_night(timestamptz, timestamptz, text), public.exp_level_for(bigint),
  public.award_session_end(), public.replace_exp_levels(jsonb) from public;
grant execute on function public.exp_level_for(bigint) to authenticated, service_role;
grant execute on function public.replace_exp_levels(jsonb) to authenticated, service_role;

alter table public.exp_rules enable row level security;
alter table public.exp_levels enable row level security;
alter table public.badges enable row level security;
alter table public.user_exp enable row level security;
alter table public.user_badges enable row level security;

-- Rules are public knowledge once active (badge progress shows them); admins see and edit all.
create policy exp_rules_read on public.exp_rules for select to authenticated
  using (is_active or (select public.has_permission('gamification.view')));
create policy exp_rules_write on public.exp_rules for all to authenticated
  using ((select public.has_permission('gamification.edit'))) with check ((select public.has_permission('gamification.edit')));
create policy exp_levels_read on public.exp_levels for select to authenticated using (true);
create policy badges_read on public.badges for select to authenticated
  using (is_active or (select public.has_permission('gamification.view')));
create policy badges_write on public.badges for all to authenticated
  using ((select public.has_permission('gamification.edit'))) with check ((select public.has_permission('gamification.edit')));
create policy user_exp_own_read on public.user_exp for select to authenticated using (user_id = (select auth.uid()));
-- A badge earned stays visible to its holder even when the badge is later switched off.
create policy user_badges_own_read on public.user_badges for select to authenticated using (user_id = (select auth.uid()));
create policy badges_earned_read on public.badges for select to authenticated
  using (exists (select 1 from public.user_badges ub where ub.badge_id = badges.id and ub.user_id = (select auth.uid())));

grant select on public.exp_rules, public.exp_levels, public.badges, public.user_exp, public.user_badges to authenticated;
grant insert (code, name, condition, points, is_active), update (name, condition, points, is_active) on public.exp_rules to authenticated;
grant insert (code, name, description, icon_url, rule_type, threshold, is_active, sort_order),
  update (name, description, icon_url, rule_type, threshold, is_active, sort_order) on public.badges to authenticated;
