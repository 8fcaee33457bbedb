-- Review moderation (issue 15 item 2): who decided, when, and why a review was rejected. The
-- moderate policy of 0012 already limits updates to reviews.moderate; the lot's review_count and
-- rating_sum follow through the parking_lot_reviews_listing_update trigger in the same statement.
alter table public.parking_lot_reviews
  add column rejection_reason text constraint parking_lot_reviews_rejection_reason_length check (char_length(rejection_reason) between 1 and 1000),
  add column moderated_by uuid references public.admins (id),
  add column moderated_at timestamptz,
  add constraint parking_lot_reviews_reason_only_rejected check (rejection_reason is null or status = 'rejected');
create index parking_lot_reviews_status_idx on public.parking_lot_reviews (status, created_at, id);
grant update (rejection_reason, moderated_by, moderated_at) on public.parking_lot_reviews to authenticated;
