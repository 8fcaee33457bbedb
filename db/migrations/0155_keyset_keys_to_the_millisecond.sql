-- The keys of the lists paged by (key, id) below, stored to the millisecond. A cursor holds the key
-- as the API shows it, to the millisecond, while these columns kept now()'s microseconds: the next
-- page's (key, id) < (cursor key, cursor id) then left out every row of the last row's millisecond
-- whose stored key lay past the truncated one (the reviewer's probe: 1 ticket of 3 created in one
-- millisecond, paged one at a time). Stored milliseconds make the cursor name a row exactly, as in
-- user_notifications and admin_audit_log (0081, 0120), and keep the lists' (key desc, id desc)
-- indexes usable (parking_lots holds 100,000 rows in the benchmarks), which an order by
-- date_trunc(...) would not. The CHECK keeps any later write path from bringing microseconds back:
-- it fails there and then, not as rows a list skips. articles.published_at has no default: the
-- publish route truncates the admin's instant.
--
-- Each table's triggers are off while its keys are truncated: the instant a row shows does not
-- change, so neither does updated_at (the *_touch triggers), and no data statement here calls a
-- function (docs/database.md, rule 8; parking_lot_reviews' listing trigger runs per statement, even
-- when no row changes). `user`, not names: on a fresh database the triggers of the function files
-- (parking_lots_track_moderation, the listing ones) do not exist yet, on an older one they do.

alter table public.admins alter column created_at set default date_trunc('milliseconds', now());
alter table public.admins disable trigger user;
update public.admins set created_at = date_trunc('milliseconds', created_at)
 where created_at <> date_trunc('milliseconds', created_at);
alter table public.admins enable trigger user;
alter table public.admins add constraint admins_created_at_milliseconds
  check (created_at = date_trunc('milliseconds', created_at));

alter table public.broadcast_notifications alter column created_at
  set default date_trunc('milliseconds', now());
alter table public.broadcast_notifications disable trigger user;
update public.broadcast_notifications set created_at = date_trunc('milliseconds', created_at)
 where created_at <> date_trunc('milliseconds', created_at);
alter table public.broadcast_notifications enable trigger user;
alter table public.broadcast_notifications
  add constraint broadcast_notifications_created_at_milliseconds
  check (created_at = date_trunc('milliseconds', created_at));

alter table public.articles disable trigger user;
update public.articles set published_at = date_trunc('milliseconds', published_at)
 where published_at <> date_trunc('milliseconds', published_at);
alter table public.articles enable trigger user;
alter table public.articles add constraint articles_published_at_milliseconds
  check (published_at = date_trunc('milliseconds', published_at));

alter table public.sponsors alter column created_at set default date_trunc('milliseconds', now());
alter table public.sponsors disable trigger user;
update public.sponsors set created_at = date_trunc('milliseconds', created_at)
 where created_at <> date_trunc('milliseconds', created_at);
alter table public.sponsors enable trigger user;
alter table public.sponsors add constraint sponsors_created_at_milliseconds
  check (created_at = date_trunc('milliseconds', created_at));

alter table public.support_tickets alter column created_at
  set default date_trunc('milliseconds', now());
alter table public.support_tickets disable trigger user;
update public.support_tickets set created_at = date_trunc('milliseconds', created_at)
 where created_at <> date_trunc('milliseconds', created_at);
alter table public.support_tickets enable trigger user;
alter table public.support_tickets add constraint support_tickets_created_at_milliseconds
  check (created_at = date_trunc('milliseconds', created_at));

alter table public.lot_error_reports alter column created_at
  set default date_trunc('milliseconds', now());
alter table public.lot_error_reports disable trigger user;
update public.lot_error_reports set created_at = date_trunc('milliseconds', created_at)
 where created_at <> date_trunc('milliseconds', created_at);
alter table public.lot_error_reports enable trigger user;
alter table public.lot_error_reports add constraint lot_error_reports_created_at_milliseconds
  check (created_at = date_trunc('milliseconds', created_at));

alter table public.parking_lot_reviews alter column created_at
  set default date_trunc('milliseconds', now());
alter table public.parking_lot_reviews disable trigger user;
update public.parking_lot_reviews set created_at = date_trunc('milliseconds', created_at)
 where created_at <> date_trunc('milliseconds', created_at);
alter table public.parking_lot_reviews enable trigger user;
alter table public.parking_lot_reviews add constraint parking_lot_reviews_created_at_milliseconds
  check (created_at = date_trunc('milliseconds', created_at));

alter table public.parking_lots alter column created_at
  set default date_trunc('milliseconds', now());
alter table public.parking_lots disable trigger user;
update public.parking_lots set created_at = date_trunc('milliseconds', created_at)
 where created_at <> date_trunc('milliseconds', created_at);
alter table public.parking_lots enable trigger user;
alter table public.parking_lots add constraint parking_lots_created_at_milliseconds
  check (created_at = date_trunc('milliseconds', created_at));
