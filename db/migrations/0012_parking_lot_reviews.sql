-- Reviews of parking lots (contract 3.3, api-decisions "Statuses"): created pending, one per user
-- per lot, listed and counted in ratings only once approved by a moderator.

create table public.parking_lot_reviews (
  id uuid primary key default gen_random_uuid(),
  parking_lot_id uuid not null references public.parking_lots (id) on delete cascade,
  user_id uuid not null default auth.uid(),
  rating smallint not null constraint parking_lot_reviews_rating_range check (rating between 1 and 5),
  comment text constraint parking_lot_reviews_comment_length check (char_length(comment) between 1 and 1000 and btrim(comment) <> ''),
  status text not null default 'pending'
    constraint parking_lot_reviews_status_check check (status in ('pending', 'approved', 'rejected')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint parking_lot_reviews_one_per_user unique (parking_lot_id, user_id)
);
create index parking_lot_reviews_approved_idx on public.parking_lot_reviews (parking_lot_id, created_at desc, id desc)
  where status = 'approved';
create index parking_lot_reviews_user_idx on public.parking_lot_reviews (user_id);
create trigger parking_lot_reviews_touch before update on public.parking_lot_reviews
  for each row execute function public.touch_updated_at();

alter table public.parking_lot_reviews enable row level security;
-- Everyone reads approved reviews of lots they can see; authors their own; moderators all.
create policy parking_lot_reviews_public_read on public.parking_lot_reviews for select to anon, authenticated
  using (status = 'approved' and exists (select 1 from public.parking_lots l where l.id = parking_lot_id));
create policy parking_lot_reviews_own_read on public.parking_lot_reviews for select to authenticated
  using (user_id = (select auth.uid()));
create policy parking_lot_reviews_moderator_read on public.parking_lot_reviews for select to authenticated
  using ((select public.has_permission('reviews.view')));
create policy parking_lot_reviews_moderate on public.parking_lot_reviews for update to authenticated
  using ((select public.has_permission('reviews.moderate'))) with check ((select public.has_permission('reviews.moderate')));
-- A signed-in user reviews an active lot, as themself, and the review waits for moderation.
create policy parking_lot_reviews_post on public.parking_lot_reviews for insert to authenticated
  with check (user_id = (select auth.uid()) and status = 'pending'
              and exists (select 1 from public.parking_lots l where l.id = parking_lot_id and l.status = 'active'));

grant select on public.parking_lot_reviews to anon, authenticated;
grant insert (parking_lot_id, rating, comment) on public.parking_lot_reviews to authenticated;
grant update (status) on public.parking_lot_reviews to authenticated;
