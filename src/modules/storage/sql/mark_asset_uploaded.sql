-- The bytes of a pending asset have arrived (the local store received them, or the S3 object was
-- found with the declared size): it becomes `uploaded`, once. Returns false when there is no such
-- pending asset (already uploaded, swept, or never issued), so that a second upload is refused. Run
-- by the service role only: a user cannot declare their own bytes arrived.
create or replace function public.mark_asset_uploaded(p_asset_id uuid) returns boolean
language plpgsql volatile
set search_path = public
as $$
begin
  update public.assets set status = 'uploaded', uploaded_at = now()
   where id = p_asset_id and status = 'pending';
  return found;
end
$$;
revoke execute on function public.mark_asset_uploaded(uuid) from public;
grant execute on function public.mark_asset_uploaded(uuid) to service_role;
