-- Subscription plans for admins (issue 15 item 6; docs/admin.md "Plans"): plans.view reads every
-- plan, those off sale (is_active false) too; plans.edit creates, changes and deletes them. The
-- store product ids are the plans' columns (0002), unique per store (0085).
create policy subscription_plans_admin_read on public.subscription_plans for select to authenticated
  using ((select public.has_permission('plans.view')));
create policy subscription_plans_admin_insert on public.subscription_plans for insert to authenticated
  with check ((select public.has_permission('plans.edit')));
create policy subscription_plans_admin_update on public.subscription_plans for update to authenticated
  using ((select public.has_permission('plans.edit'))) with check ((select public.has_permission('plans.edit')));
create policy subscription_plans_admin_delete on public.subscription_plans for delete to authenticated
  using ((select public.has_permission('plans.edit')));
grant insert (plan_code, tier, name_en, name_ja, description_en, description_ja, price_minor, billing_period, ai_search_per_minute,
              features, ios_product_id, android_product_id, sort_order, is_active, grace_period_days)
  on public.subscription_plans to authenticated;
grant update (name_en, name_ja, description_en, description_ja, price_minor, billing_period, ai_search_per_minute,
              features, ios_product_id, android_product_id, sort_order, is_active, grace_period_days)
  on public.subscription_plans to authenticated;
grant delete on public.subscription_plans to authenticated;

-- What the API validates, again where the rows are. The free tier is not sold in a store, so it has
-- no product ids (a receipt for one would otherwise map to the free plan).
alter table public.subscription_plans
  add constraint subscription_plans_plan_code_format check (plan_code ~ '^[a-z][a-z0-9_]{0,63}$'),
  add constraint subscription_plans_name_en_length check (char_length(name_en) between 1 and 100),
  add constraint subscription_plans_name_ja_length check (char_length(name_ja) between 1 and 100),
  add constraint subscription_plans_description_length check (char_length(description_en) <= 1000 and char_length(description_ja) <= 1000),
  add constraint subscription_plans_ios_product_id_format check (ios_product_id ~ '^[A-Za-z0-9][A-Za-z0-9._]{0,99}$'),
  add constraint subscription_plans_android_product_id_format check (android_product_id ~ '^[a-z0-9][a-z0-9._]{0,99}$'),
  add constraint subscription_plans_free_not_sold check (tier = 'plus' or (ios_product_id is null and android_product_id is null));
