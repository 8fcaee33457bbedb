-- Experience points, levels and badges (contract 4.2, 6.2): a trigger on the `session_end` activity
-- row (award_session_end, src/modules/gamification/sql/) awards them by rules admins configure (gamification.* permissions), in the finalize
-- transaction, so a finalize that fails part-way awards nothing.
--
-- What a rule can look at is a fixed vocabulary implemented here; what it is worth, its threshold
-- and whether it is on are data:
--   exp_rules.condition: every_session, night_session (the stay touches 22:00-05:00 in the lot's
--     time zone), new_ward (the first ended session in that ward, see address_ward);
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
