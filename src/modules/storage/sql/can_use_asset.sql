-- Whether the caller may attach this asset where assets of `p_category` go (lot images, an avatar,
-- ticket attachments, report photos): its bytes have arrived (`uploaded`), it is of that category, and
-- it is the caller's own upload, or the caller is an active admin (admins may use any). The one
-- question every place that takes an asset id asks, in SQL (policies, bundle functions) or from the
-- service (`select public.can_use_asset($1, 'avatar')`). SECURITY DEFINER: it must see assets the
-- caller's row-level policies hide, to say no about them without telling why.
create or replace function public.can_use_asset(p_asset_id uuid, p_category text) returns boolean
language sql stable security definer set search_path = public
as $$
  select exists (
    select 1 from public.assets a
     where a.id = p_asset_id
       and a.status = 'uploaded'
       and a.category = p_category
       and (a.user_id = auth.uid() or public.is_active_admin()))
$$;
revoke execute on function public.can_use_asset(uuid, text) from public;
grant execute on function public.can_use_asset(uuid, text) to authenticated, service_role;
