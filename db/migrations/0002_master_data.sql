-- Master data: the code master, subscription plans and tags. Public, read-only for clients.

create table public.codes (
  category text not null,
  code text not null constraint codes_code_format check (code ~ '^[a-z][a-z0-9_]*$'),
  label_en text not null,
  label_ja text not null,
  sort_order integer not null default 0,
  is_active boolean not null default true,
  updated_at timestamptz not null default now(),
  constraint codes_pkey primary key (category, code)
);
create trigger codes_touch before update on public.codes
  for each row execute function public.touch_updated_at();
alter table public.codes enable row level security;
create policy codes_read on public.codes for select to anon, authenticated using (is_active);
grant select on public.codes to anon, authenticated;

insert into public.codes (category, code, label_en, label_ja, sort_order) values
  -- size order matters: vehicle_type_max and p_vehicle_type compare by it
  ('vehicle_type', 'motorcycle', 'Motorcycle', 'バイク', 10),
  ('vehicle_type', 'kei', 'Light car (kei)', '軽自動車', 20),
  ('vehicle_type', 'regular', 'Regular car', '普通車', 30),
  ('vehicle_type', 'oversized', 'Oversized vehicle', '大型車', 40),
  ('structure', 'flat', 'Open-air flat', '平面', 10),
  ('structure', 'self_multi', 'Self-driven multi-storey', '自走式立体', 20),
  ('structure', 'mechanical', 'Mechanical multi-storey', '機械式立体', 30),
  ('entry_method', 'self', 'Drive in yourself', '自走', 10),
  ('entry_method', 'mechanical', 'Mechanical (attendant or machine)', '機械式', 20),
  ('entry_difficulty', 'easy', 'Easy', '易しい', 10),
  ('entry_difficulty', 'normal', 'Normal', '普通', 20),
  ('entry_difficulty', 'hard', 'Hard', '難しい', 30),
  ('operator_code', 'operator_a', 'Operator A', 'オペレーターA', 10),
  ('operator_code', 'operator_b', 'Operator B', 'オペレーターB', 20),
  ('operator_code', 'operator_c', 'Operator C', 'オペレーターC', 30),
  ('operator_code', 'operator_d', 'Operator D', 'オペレーターD', 40),
  ('operator_code', 'operator_e', 'Operator E', 'オペレーターE', 50),
  ('operator_code', 'operator_f', 'Operator F', 'オペレーターF', 60),
  ('operator_code', 'operator_g', 'Operator G', 'オペレーターG', 70),
  ('operator_code', 'operator_h', 'Operator H', 'オペレーターH', 80),
  ('operator_code', 'other', 'Other operator', 'その他', 90),
  ('lot_type', 'regular', 'Hourly (coin parking)', '時間貸し', 10),
  ('lot_type', 'meter', 'Parking meter', 'パーキングメーター', 20),
  ('lot_type', 'ticket', 'Parking ticket', 'パーキングチケット', 30),
  ('lot_type', 'monthly_only', 'Monthly only', '月極のみ', 40),
  ('lot_type', 'hourly_with_monthly', 'Hourly and monthly', '時間貸し・月極', 50),
  ('lot_type', 'prepaid_coin', 'Prepaid coin', '前払い式', 60),
  ('source', 'manual', 'Entered manually', '手入力', 10),
  ('source', 'source_a', 'Import source A', '取込元A', 20),
  ('source', 'source_b', 'Import source B', '取込元B', 30),
  ('source', 'source_c', 'Import source C', '取込元C', 40),
  ('source', 'source_d', 'Import source D', '取込元D', 50),
  ('source', 'source_e', 'Import source E', '取込元E', 60),
  ('lot_status', 'draft', 'Draft', '下書き', 10),
  ('lot_status', 'pending', 'Awaiting review', '審査待ち', 20),
  ('lot_status', 'active', 'Published', '公開中', 30),
  ('lot_status', 'on_hold', 'On hold', '保留', 40),
  ('lot_status', 'withdrawn', 'Withdrawn', '取り下げ', 50),
  ('lot_status', 'rejected', 'Rejected', '却下', 60),
  ('day_type', 'all', 'Every day', '全日', 10),
  ('day_type', 'weekday', 'Weekdays (Mon-Fri)', '平日', 20),
  ('day_type', 'saturday', 'Saturday', '土曜', 30),
  ('day_type', 'sunday', 'Sunday', '日曜', 40),
  ('day_type', 'holiday', 'Public holiday', '祝日', 50),
  ('day_type', 'holiday_eve', 'Day before a holiday', '祝前日', 60),
  ('window_type', 'business', 'Business hours', '営業時間', 10),
  ('window_type', 'entry', 'Entry hours', '入庫可能時間', 20),
  ('window_type', 'exit', 'Exit hours', '出庫可能時間', 30),
  ('window_type', 'after_hours_exit', 'After-hours exit', '時間外出庫', 40),
  ('pricing_category', 'unit', 'Charge per time unit', '時間単位料金', 10),
  ('pricing_category', 'cap', 'Maximum charge', '最大料金', 20),
  ('pricing_category', 'hourly', 'Representative hourly rate', '代表時間料金', 30),
  ('cap_type', 'daily_max', 'Maximum per calendar day', '当日最大', 10),
  ('cap_type', 'hour_window_max', 'Maximum within a time window', '時間帯最大', 20),
  ('cap_type', 'duration', 'Maximum per N hours after entry', '入庫後最大', 30),
  ('cap_type', 'daily', 'Maximum per day (legacy)', '当日最大（旧）', 40),
  ('session_status', 'parking', 'Parking', '駐車中', 10),
  ('session_status', 'ended', 'Ended', '精算済み', 20),
  ('session_status', 'cancelled', 'Cancelled', '取消', 30),
  ('review_status', 'pending', 'Awaiting moderation', '承認待ち', 10),
  ('review_status', 'approved', 'Approved', '承認済み', 20),
  ('review_status', 'rejected', 'Rejected', '却下', 30),
  ('admin_status', 'active', 'Active', '有効', 10),
  ('admin_status', 'disabled', 'Disabled', '無効', 20);

create table public.subscription_plans (
  id uuid primary key default gen_random_uuid(),
  plan_code text not null constraint subscription_plans_plan_code_key unique,
  tier text not null check (tier in ('free', 'plus')),
  name_en text not null,
  name_ja text not null,
  description_en text not null default '',
  description_ja text not null default '',
  price_minor integer not null constraint subscription_plans_price_minor_check check (price_minor >= 0),
  currency text not null default 'JPY' check (currency = 'JPY'),
  billing_period text check (billing_period in ('month', 'year')),
  ai_search_per_minute integer not null check (ai_search_per_minute > 0),
  features text[] not null default '{}',
  ios_product_id text,
  android_product_id text,
  sort_order integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint subscription_plans_free_has_no_period check ((tier = 'free') = (billing_period is null))
);
create trigger subscription_plans_touch before update on public.subscription_plans
  for each row execute function public.touch_updated_at();
alter table public.subscription_plans enable row level security;
create policy subscription_plans_read on public.subscription_plans for select to anon, authenticated using (is_active);
grant select on public.subscription_plans to anon, authenticated;

insert into public.subscription_plans
  (plan_code, tier, name_en, name_ja, description_en, description_ja, price_minor, billing_period,
   ai_search_per_minute, features, ios_product_id, android_product_id, sort_order)
values
  ('free', 'free', 'Free', 'フリー', 'Search, fee estimates and parking history.',
   '検索・料金見積もり・駐車履歴', 0, null, 10, '{search,fee_estimate,history}', null, null, 10),
  ('plus_monthly', 'plus', 'Plus (monthly)', 'プラス（月額）', 'Everything in Free, more natural-language searches, no ads.',
   'フリーの全機能に加え、自然文検索の上限拡大と広告非表示', 480, 'month', 60,
   '{search,fee_estimate,history,ai_search_plus,no_ads,themes}', 'jp.parking.plus.monthly', 'plus_monthly', 20),
  ('plus_yearly', 'plus', 'Plus (yearly)', 'プラス（年額）', 'Plus, billed yearly: two months free.',
   'プラスの年額プラン（2か月分お得）', 4800, 'year', 60,
   '{search,fee_estimate,history,ai_search_plus,no_ads,themes}', 'jp.parking.plus.yearly', 'plus_yearly', 30);

create table public.tags (
  id uuid primary key default gen_random_uuid(),
  tag_code text not null
    constraint tags_tag_code_key unique
    constraint tags_tag_code_format check (tag_code ~ '^[a-z][a-z0-9_]{0,63}$'),
  category text not null check (category in ('payment', 'facility', 'vehicle', 'access', 'service')),
  name_en text not null,
  name_ja text not null,
  sort_order integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger tags_touch before update on public.tags
  for each row execute function public.touch_updated_at();
alter table public.tags enable row level security;
create policy tags_read on public.tags for select to anon, authenticated using (is_active);
grant select on public.tags to anon, authenticated;

insert into public.tags (tag_code, category, name_en, name_ja, sort_order) values
  ('credit_card', 'payment', 'Credit cards accepted', 'クレジットカード可', 10),
  ('ic_card', 'payment', 'Transit IC cards accepted', '交通系IC可', 20),
  ('e_money', 'payment', 'E-money accepted', '電子マネー可', 30),
  ('qr_payment', 'payment', 'QR-code payment', 'QRコード決済可', 40),
  ('bill_accepted', 'payment', '1,000-yen bills accepted', '千円札可', 50),
  ('receipt', 'payment', 'Receipts issued', '領収書発行', 60),
  ('open_24h', 'access', 'Open 24 hours', '24時間営業', 110),
  ('near_station', 'access', 'Near a station', '駅近', 120),
  ('reservation', 'service', 'Reservations', '予約可', 130),
  ('monthly_available', 'service', 'Monthly contracts available', '月極あり', 140),
  ('attendant', 'service', 'Attendant on site', '係員常駐', 150),
  ('covered', 'facility', 'Covered', '屋根付き', 210),
  ('security_camera', 'facility', 'Security cameras', '防犯カメラ', 220),
  ('ev_charger', 'facility', 'EV charger', 'EV充電器', 230),
  ('wheelchair', 'facility', 'Wheelchair-accessible spaces', '車椅子対応区画', 240),
  ('toilet', 'facility', 'Toilets', 'トイレ', 250),
  ('gateless', 'facility', 'No gate or lock plate', 'ゲート・ロック板なし', 260),
  ('lock_plate', 'facility', 'Lock plates (flaps)', 'ロック板式', 270),
  ('gate', 'facility', 'Gate barrier', 'ゲート式', 280),
  ('motorcycle_ok', 'vehicle', 'Motorcycles accepted', 'バイク可', 310),
  ('large_vehicle_ok', 'vehicle', 'Large vehicles accepted', '大型車可', 320),
  ('high_roof_ok', 'vehicle', 'High-roof cars accepted', 'ハイルーフ可', 330);
