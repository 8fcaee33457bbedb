-- Upload URLs (contract 4.4, 2.10; issue 13 item 1): an asset is registered `pending` when its
-- upload URL is issued and becomes `uploaded` when its bytes arrive (local store) or a confirm call
-- finds the object with the declared size (S3). Only `uploaded` assets may be attached (lot images,
-- avatars, ticket attachments, report photos): can_use_asset(). Pending assets older than a day are
-- swept (sweep_pending_assets()).
--
-- Rows written before this migration were registered by fixtures or imports and may already be
-- referenced: they count as uploaded. New rows start pending.
alter table public.assets
  add column status text not null default 'uploaded'
    constraint assets_status_check check (status in ('pending', 'uploaded')),
  add column uploaded_at timestamptz,
  add column upload_expires_at timestamptz;
alter table public.assets alter column status set default 'pending';
update public.assets set uploaded_at = created_at where uploaded_at is null;

-- The categories: a lot error report's photos are their own kind (images only, like lot images,
-- but never shown on a lot unless an admin moves them there).
alter table public.assets drop constraint assets_category_check;
alter table public.assets add constraint assets_category_check
  check (category in ('parking_lot_image', 'avatar', 'review_image', 'support_attachment', 'report_photo', 'content'));
-- The largest file any category takes (10 MiB); each category's own types and sizes are checked by
-- the service before the row is written (src/modules/storage/categories.ts).
alter table public.assets add constraint assets_file_size_max check (file_size <= 10485760);
alter table public.assets add constraint assets_uploaded_at check ((status = 'uploaded') = (uploaded_at is not null));

-- The sweep looks for old pending rows; the upload PUT finds its asset by key (assets_s3_key_key).
create index assets_pending_created_idx on public.assets (created_at) where status = 'pending';

-- A signed-in user registers their own pending assets. `content` (article covers, ad images) is the
-- content editors'. Only the service role (the upload PUT, the confirm call, the sweep) changes
-- their state or removes them: a user cannot mark bytes as arrived.
create policy assets_insert_own on public.assets for insert to authenticated
  with check (user_id = (select auth.uid()) and status = 'pending' and uploaded_at is null
              and (category <> 'content' or (select public.has_permission('articles.edit')) or (select public.has_permission('ads.edit'))));
grant insert (id, category, file_name, mime_type, file_size, s3_key, public_url, upload_expires_at) on public.assets to authenticated;
