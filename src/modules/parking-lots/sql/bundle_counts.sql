-- What a bundle call answers: the lot and how many rows each part wrote.
create or replace function public.bundle_counts(p_lot_id uuid, p_hours int, p_rules int, p_images int, p_tags int, p_owners int) returns jsonb
language sql immutable
as $$
  select jsonb_build_object('parking_lot_id', p_lot_id, 'hours_count', p_hours, 'pricing_rules_count', p_rules,
    'images_count', p_images, 'tags_count', p_tags, 'owners_count', p_owners)
$$;
revoke execute on function public.bundle_counts(uuid, integer, integer, integer, integer, integer) from public;
grant execute on function public.bundle_counts(uuid, integer, integer, integer, integer, integer) to authenticated, service_role;
