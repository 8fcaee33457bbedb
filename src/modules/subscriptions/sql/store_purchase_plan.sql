-- The plan a store's product id belongs to (the plans master maps them: ios_product_id,
-- android_product_id, unique per store since 0085); null for a product we do not sell. A plan taken
-- off sale still maps, so that its subscribers' renewals are recorded.
create or replace function public.store_purchase_plan(p_platform text, p_product_id text) returns uuid
language sql stable
set search_path = ''
as $$
  select p.id
    from public.subscription_plans p
   where (p_platform = 'ios' and p.ios_product_id = p_product_id)
      or (p_platform = 'android' and p.android_product_id = p_product_id)
$$;
revoke execute on function public.store_purchase_plan(text, text) from public;
grant execute on function public.store_purchase_plan(text, text) to service_role;
