-- The name of a reviewed lot, as the review moderation screens show it (GET /v1/admin/reviews and
-- one review). Moderators read reviews through reviews.view, but lots only through parking.view or
-- the public's policy (active lots): joined under the caller's row-level security, a role holding
-- the review keys alone saw no review of a lot on hold, draft or withdrawn, and could neither open
-- nor decide one (404). Definer rights read the one column the screens show, for callers holding
-- reviews.view; anyone else gets null (and reads no review to attach it to).
create or replace function public.moderated_lot_name(p_lot_id uuid) returns text
language sql stable security definer set search_path = public
as $$
  select l.name from public.parking_lots l where l.id = p_lot_id and public.has_permission('reviews.view')
$$;
revoke execute on function public.moderated_lot_name(uuid) from public;
grant execute on function public.moderated_lot_name(uuid) to authenticated, service_role;
