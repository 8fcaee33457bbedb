-- Whether the caller may show this asset as their avatar: the one place that decides it, asked by
-- PATCH /v1/me (a 422 naming avatar_asset_id) and by the profiles policies (0081) whatever writes
-- the row: an avatar image the caller uploaded whose bytes have arrived (0100's upload states). Not
-- can_use_asset: that lets an admin use anyone's asset, and nobody shows another person's upload
-- as their own face.
-- Invoker rights: the assets read policy already shows a user their own uploads.
create or replace function public.can_use_as_avatar(p_asset_id uuid) returns boolean
language sql stable
as $$
  select exists (select 1 from public.assets a
                 where a.id = p_asset_id and a.user_id = auth.uid() and a.status = 'uploaded' and a.category = 'avatar')
$$;
revoke execute on function public.can_use_as_avatar(uuid) from public;
grant execute on function public.can_use_as_avatar(uuid) to authenticated, service_role;
