-- The tag master for admins (issue 15 item 3): tags.view sees retired tags too, tags.edit creates,
-- renames and retires. A tag is retired (is_active false), never deleted: lots keep their links, and
-- the code stays reserved. The public and the bundles' new links see active tags only
-- (public.apply_parking_lot_tags).
create policy tags_admin_read on public.tags for select to authenticated using ((select public.has_permission('tags.view')));
create policy tags_admin_insert on public.tags for insert to authenticated with check ((select public.has_permission('tags.edit')));
create policy tags_admin_update on public.tags for update to authenticated
  using ((select public.has_permission('tags.edit'))) with check ((select public.has_permission('tags.edit')));
grant insert (tag_code, category, name_en, name_ja, sort_order, is_active) on public.tags to authenticated;
grant update (category, name_en, name_ja, sort_order, is_active) on public.tags to authenticated;
alter table public.tags
  add constraint tags_name_en_length check (char_length(name_en) between 1 and 100),
  add constraint tags_name_ja_length check (char_length(name_ja) between 1 and 100);
