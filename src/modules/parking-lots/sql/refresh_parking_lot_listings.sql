-- Listing columns of parking_lots: tag_codes, main_image_url, review_count and rating_sum, recomputed
-- from the lot's tags, images and approved reviews whenever those change (the *_listing_changed
-- triggers), so that nearby search and the lot list read one row per lot instead of three lookups per
-- row (measured on 100,000 lots: 1.4 ms per nearby call with the lookups, 0.4 ms without).
create or replace function public.refresh_parking_lot_listings(p_lot_ids uuid[]) returns void
language sql volatile security definer set search_path = public
as $$
  update public.parking_lots l
     set tag_codes = coalesce((
           select array_agg(t.tag_code order by t.sort_order, t.tag_code)
             from public.parking_lot_tags lt join public.tags t on t.id = lt.tag_id
            where lt.parking_lot_id = l.id and lt.state and t.is_active), '{}'),
         main_image_url = (
           select a.public_url
             from public.parking_lot_images i join public.assets a on a.id = i.asset_id
            where i.parking_lot_id = l.id
            order by i.is_main desc, i.sort_order nulls last, i.id
            limit 1),
         (review_count, rating_sum) = (
           select count(*)::integer, coalesce(sum(r.rating), 0)::integer
             from public.parking_lot_reviews r
            where r.parking_lot_id = l.id and r.status = 'approved')
   where l.id = any (p_lot_ids)
$$;
revoke execute on function public.refresh_parking_lot_listings(uuid[]) from public;
