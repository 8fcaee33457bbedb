-- A user whose withdrawal has committed writes nothing more, whatever the interleaving. A request
-- checks its token's standing when its transaction starts (auth.require_live_session); a withdrawal
-- committing after that check and before the request's write used to leave a running parking
-- session, a registered plate or a new sign-in session on a withdrawn account: the foreign-key
-- check locks the user row FOR KEY SHARE, and the soft-deleted row still exists.
-- So the user row is locked FOR KEY SHARE before the write and deleted_at is read under that lock.
-- withdraw_account holds the row FOR UPDATE, which conflicts: a write after the withdrawal waits
-- for it and reads its outcome (refused, 401 account_withdrawn as a withdrawn user's token gets);
-- a withdrawal after the write waits for the writer's commit and then sees its rows (it refuses,
-- or deletes them). FOR KEY SHARE does not conflict with plain updates of auth.users (sign-in
-- times, password changes), so writers never queue behind those.
--   * Tables whose rows belong to a user (user_id references auth.users), written by the user
--     themself: a statement trigger, keyed by the caller (auth.uid()), so the lock comes before
--     the statement locks any row of the user's that the withdrawal will also lock (a row
--     trigger on an UPDATE would run after its row lock: a deadlock with the withdrawal). Writes
--     by others (the store ending a sale, admins, moderation, broadcasts, jobs as the service
--     role) are not refused: a withdrawn user's rows may still be closed by them.
--   * auth.sessions and auth.one_time_tokens, which the identity flows write for a user as the
--     service role: a row trigger, keyed by the row's user.
-- Cost: the lock is held until the transaction ends, so one check per user and transaction is
-- enough: transaction-local settings remember what was checked (parking.live_writer_claims, the
-- caller's claims, for the statement triggers; parking.live_writer, the user, for the row
-- triggers), and the triggers' WHEN skips the call from then on. A parking-session start
-- (request, session, activity) makes one primary-key lookup, and its lock is the one its
-- foreign-key check takes anyway. The WHEN clauses compare settings and call no SQL function: a
-- trigger's WHEN is not planned, so auth.uid() there ran its SQL body (and auth.jwt()'s) afresh
-- on every statement, and a session lifecycle replayed 15-20% slower than without the triggers;
-- comparing the claims text costs nothing measurable.
-- Definer: callers cannot read auth.users.
create or replace function public.refuse_withdrawn_writer() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_user uuid := case when tg_level = 'ROW' then new.user_id else auth.uid() end;
  v_deleted_at timestamptz;
begin
  if v_user is not null then
    select u.deleted_at into v_deleted_at from auth.users u where u.id = v_user for key share;
    if v_deleted_at is not null then
      raise exception using errcode = 'PK401', message = 'This account has been withdrawn.',
        detail = '{"reason": "account_withdrawn"}';
    end if;
    -- Not found (no such user) is for the foreign key to refuse.
    perform set_config('parking.live_writer', v_user::text, true);
  end if;
  if tg_level = 'STATEMENT' then
    perform set_config('parking.live_writer_claims', current_setting('request.jwt.claims', true), true);
  end if;
  return new;
end
$$;
revoke execute on function public.refuse_withdrawn_writer() from public;
create or replace trigger admins_live_writer
  before insert or update on public.admins for each statement
  when (current_setting('request.jwt.claims', true) is distinct from current_setting('parking.live_writer_claims', true))
  execute function public.refuse_withdrawn_writer();
create or replace trigger assets_live_writer
  before insert or update on public.assets for each statement
  when (current_setting('request.jwt.claims', true) is distinct from current_setting('parking.live_writer_claims', true))
  execute function public.refuse_withdrawn_writer();
create or replace trigger crash_reports_live_writer
  before insert or update on public.crash_reports for each statement
  when (current_setting('request.jwt.claims', true) is distinct from current_setting('parking.live_writer_claims', true))
  execute function public.refuse_withdrawn_writer();
create or replace trigger lot_error_reports_live_writer
  before insert or update on public.lot_error_reports for each statement
  when (current_setting('request.jwt.claims', true) is distinct from current_setting('parking.live_writer_claims', true))
  execute function public.refuse_withdrawn_writer();
create or replace trigger owners_live_writer
  before insert or update on public.owners for each statement
  when (current_setting('request.jwt.claims', true) is distinct from current_setting('parking.live_writer_claims', true))
  execute function public.refuse_withdrawn_writer();
create or replace trigger parking_lot_reviews_live_writer
  before insert or update on public.parking_lot_reviews for each statement
  when (current_setting('request.jwt.claims', true) is distinct from current_setting('parking.live_writer_claims', true))
  execute function public.refuse_withdrawn_writer();
create or replace trigger parking_lot_create_requests_live_writer
  before insert or update on public.parking_lot_create_requests for each statement
  when (current_setting('request.jwt.claims', true) is distinct from current_setting('parking.live_writer_claims', true))
  execute function public.refuse_withdrawn_writer();
create or replace trigger parking_session_requests_live_writer
  before insert or update on public.parking_session_requests for each statement
  when (current_setting('request.jwt.claims', true) is distinct from current_setting('parking.live_writer_claims', true))
  execute function public.refuse_withdrawn_writer();
create or replace trigger parking_sessions_live_writer
  before insert or update on public.parking_sessions for each statement
  when (current_setting('request.jwt.claims', true) is distinct from current_setting('parking.live_writer_claims', true))
  execute function public.refuse_withdrawn_writer();
create or replace trigger profiles_live_writer
  before insert or update on public.profiles for each statement
  when (current_setting('request.jwt.claims', true) is distinct from current_setting('parking.live_writer_claims', true))
  execute function public.refuse_withdrawn_writer();
create or replace trigger push_deliveries_live_writer
  before insert or update on public.push_deliveries for each statement
  when (current_setting('request.jwt.claims', true) is distinct from current_setting('parking.live_writer_claims', true))
  execute function public.refuse_withdrawn_writer();
create or replace trigger sponsor_checkins_live_writer
  before insert or update on public.sponsor_checkins for each statement
  when (current_setting('request.jwt.claims', true) is distinct from current_setting('parking.live_writer_claims', true))
  execute function public.refuse_withdrawn_writer();
create or replace trigger support_ticket_daily_counts_live_writer
  before insert or update on public.support_ticket_daily_counts for each statement
  when (current_setting('request.jwt.claims', true) is distinct from current_setting('parking.live_writer_claims', true))
  execute function public.refuse_withdrawn_writer();
create or replace trigger support_tickets_live_writer
  before insert or update on public.support_tickets for each statement
  when (current_setting('request.jwt.claims', true) is distinct from current_setting('parking.live_writer_claims', true))
  execute function public.refuse_withdrawn_writer();
create or replace trigger user_activities_live_writer
  before insert or update on public.user_activities for each statement
  when (current_setting('request.jwt.claims', true) is distinct from current_setting('parking.live_writer_claims', true))
  execute function public.refuse_withdrawn_writer();
create or replace trigger user_badges_live_writer
  before insert or update on public.user_badges for each statement
  when (current_setting('request.jwt.claims', true) is distinct from current_setting('parking.live_writer_claims', true))
  execute function public.refuse_withdrawn_writer();
create or replace trigger user_exp_live_writer
  before insert or update on public.user_exp for each statement
  when (current_setting('request.jwt.claims', true) is distinct from current_setting('parking.live_writer_claims', true))
  execute function public.refuse_withdrawn_writer();
create or replace trigger user_notifications_live_writer
  before insert or update on public.user_notifications for each statement
  when (current_setting('request.jwt.claims', true) is distinct from current_setting('parking.live_writer_claims', true))
  execute function public.refuse_withdrawn_writer();
create or replace trigger user_push_tokens_live_writer
  before insert or update on public.user_push_tokens for each statement
  when (current_setting('request.jwt.claims', true) is distinct from current_setting('parking.live_writer_claims', true))
  execute function public.refuse_withdrawn_writer();
create or replace trigger user_saved_parking_lots_live_writer
  before insert or update on public.user_saved_parking_lots for each statement
  when (current_setting('request.jwt.claims', true) is distinct from current_setting('parking.live_writer_claims', true))
  execute function public.refuse_withdrawn_writer();
create or replace trigger user_subscriptions_live_writer
  before insert or update on public.user_subscriptions for each statement
  when (current_setting('request.jwt.claims', true) is distinct from current_setting('parking.live_writer_claims', true))
  execute function public.refuse_withdrawn_writer();
create or replace trigger user_themes_live_writer
  before insert or update on public.user_themes for each statement
  when (current_setting('request.jwt.claims', true) is distinct from current_setting('parking.live_writer_claims', true))
  execute function public.refuse_withdrawn_writer();
create or replace trigger user_vehicles_live_writer
  before insert or update on public.user_vehicles for each statement
  when (current_setting('request.jwt.claims', true) is distinct from current_setting('parking.live_writer_claims', true))
  execute function public.refuse_withdrawn_writer();
create or replace trigger sessions_live_writer
  before insert on auth.sessions for each row
  when (current_setting('parking.live_writer', true) is distinct from new.user_id::text)
  execute function public.refuse_withdrawn_writer();
create or replace trigger one_time_tokens_live_writer
  before insert on auth.one_time_tokens for each row
  when (current_setting('parking.live_writer', true) is distinct from new.user_id::text)
  execute function public.refuse_withdrawn_writer();
