-- Realtime (docs/realtime.md): a change to a row of a followed table tells every API process which
-- row changed, once the transaction commits (NOTIFY is transactional: a rolled-back change sends
-- nothing). The message names the table, the operation, the row's key (the trigger's arguments), its
-- user and the time, never the row itself: a payload is limited to 8,000 bytes, and what a
-- subscriber may see is decided by reading the row again as them, which is exactly row-level
-- security. About 150 bytes per change.
--
-- Only for users with a live subscription somewhere (realtime_subscribers, see migration 0115): a
-- NOTIFY serialises the commits of every notifying transaction in the cluster, and most changes
-- have nobody watching. Security definer: the table is the service role's, and the trigger runs for
-- whoever changed the row.
create or replace function public.realtime_notify_change() returns trigger
language plpgsql security definer
set search_path = public
as $$
declare
  v_user uuid;
  v_row jsonb;
  v_key jsonb := '{}';
  v_column text;
begin
  if tg_op = 'DELETE' then
    v_user := old.user_id;
  else
    v_user := new.user_id;
  end if;
  if not exists (select 1 from public.realtime_subscribers s where s.user_id = v_user and s.expires_at > now()) then
    return null;
  end if;
  if tg_op = 'DELETE' then
    v_row := to_jsonb(old);
  else
    v_row := to_jsonb(new);
  end if;
  foreach v_column in array tg_argv loop
    v_key := v_key || jsonb_build_object(v_column, v_row -> v_column);
  end loop;
  -- The time of the change, as Supabase's commit_timestamp (UTC, milliseconds).
  perform pg_notify('realtime_changes', json_build_object(
    't', tg_table_name,
    'o', left(tg_op, 1),
    'k', v_key,
    'u', v_user,
    'ts', to_char(clock_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text);
  return null;
end
$$;
revoke execute on function public.realtime_notify_change() from public;
create or replace trigger parking_sessions_realtime after insert or update or delete on public.parking_sessions
  for each row execute function public.realtime_notify_change('id');
create or replace trigger user_badges_realtime after insert or update or delete on public.user_badges
  for each row execute function public.realtime_notify_change('user_id', 'badge_id');
create or replace trigger user_notifications_realtime after insert or update or delete on public.user_notifications
  for each row execute function public.realtime_notify_change('id');
