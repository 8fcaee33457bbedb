-- Review photos (issue 13 item 1): a review may carry up to 5 photos, each an uploaded
-- `review_image` asset of the reviewer's own (can_use_asset). They are seen with the review: by
-- everyone once it is approved, by its author and by moderators before.
create table public.parking_lot_review_photos (
  review_id uuid not null references public.parking_lot_reviews (id) on delete cascade,
  asset_id uuid not null constraint parking_lot_review_photos_asset_id_fkey references public.assets (id),
  position smallint not null constraint parking_lot_review_photos_position_check check (position between 0 and 4),
  primary key (review_id, asset_id)
);
create index parking_lot_review_photos_asset_idx on public.parking_lot_review_photos (asset_id);

alter table public.parking_lot_review_photos enable row level security;
create policy parking_lot_review_photos_read on public.parking_lot_review_photos for select to anon, authenticated
  using (exists (select 1 from public.parking_lot_reviews r where r.id = review_id));
create policy parking_lot_review_photos_attach on public.parking_lot_review_photos for insert to authenticated
  with check (exists (select 1 from public.parking_lot_reviews r where r.id = review_id and r.user_id = (select auth.uid()) and r.status = 'pending')
              and public.can_use_asset(asset_id, 'review_image'));
-- A photo's asset is readable wherever its review is.
create policy assets_review_photo_read on public.assets for select to anon, authenticated
  using (exists (select 1 from public.parking_lot_review_photos p where p.asset_id = assets.id));

grant select on public.parking_lot_review_photos to anon, authenticated;
grant insert (review_id, asset_id, position) on public.parking_lot_review_photos to authenticated;
