-- Contract 4.3 and 8: a support ticket from the signed-in caller, at most 5 per user per local day
-- (Asia/Tokyo). The count is taken here, in the database, on the caller's row of
-- support_ticket_daily_counts: the upsert locks that row, so concurrent submissions are counted one
-- after another and the sixth of six is refused however they race. The refusal is PK429
-- (429 rate_limited) with the reset instant and Retry-After in its detail. A repeat of a client
-- request id returns the ticket it created (null id: no idempotency) and counts nothing.
--
-- SECURITY DEFINER: users have no insert right on tickets or counts, so this is the only way in and
-- the limit cannot be skipped. Everything the caller names is checked as the caller could see it:
-- the lot must be public, the session the caller's own, every attachment the caller's own uploaded
-- support_attachment (can_use_asset).
create or replace function public.create_support_ticket(
  p_category text, p_subject text, p_body text, p_parking_lot_id uuid, p_parking_session_id uuid,
  p_attachments uuid[], p_client_request_id uuid
) returns table (ticket_id uuid, created boolean)
language plpgsql volatile security definer
set search_path = public
as $$
declare
  c_daily_limit constant integer := 5;
  v_user uuid := public.require_signed_in_user();
  v_day date := (now() at time zone 'Asia/Tokyo')::date;
  v_existing public.support_tickets;
  v_submitted integer;
  v_reset timestamptz;
  v_id uuid := gen_random_uuid();
  v_bad uuid;
begin
  if p_client_request_id is not null then
    select * into v_existing from public.support_tickets t where t.user_id = v_user and t.client_request_id = p_client_request_id;
    if found then
      if (v_existing.category, v_existing.subject, v_existing.body, v_existing.parking_lot_id, v_existing.parking_session_id)
         is distinct from (p_category, p_subject, p_body, p_parking_lot_id, p_parking_session_id) then
        raise exception 'client_request_id % was already used for a different ticket', p_client_request_id
          using errcode = 'PK409', detail = '{"param": "client_request_id"}';
      end if;
      return query select v_existing.id, false;
      return;
    end if;
  end if;

  if p_parking_lot_id is not null and not exists (select 1 from public.parking_lots l where l.id = p_parking_lot_id and l.status = 'active') then
    raise exception 'No parking lot %.', p_parking_lot_id using errcode = 'PK001', detail = '{"param": "parking_lot_id"}';
  end if;
  if p_parking_session_id is not null
     and not exists (select 1 from public.parking_sessions s where s.id = p_parking_session_id and s.user_id = v_user) then
    raise exception 'No parking session % of yours.', p_parking_session_id using errcode = 'PK404', detail = '{"param": "parking_session_id"}';
  end if;
  select a into v_bad from unnest(coalesce(p_attachments, '{}')) with ordinality as x(a, n)
   where not public.can_use_asset(a, 'support_attachment') order by n limit 1;
  if found then
    raise exception 'attachments: asset % is not an uploaded support attachment of yours.', v_bad
      using errcode = 'PK400', detail = jsonb_build_object('param', 'attachments', 'asset_id', v_bad)::text;
  end if;

  -- The ticket before the count: a concurrent call with the same client request id waits on the
  -- ticket's unique key and then answers with the ticket that call made, whatever the count says
  -- by then (counted the other way round, the repeat of a day's fifth ticket was refused as the
  -- sixth). A ticket over the limit is rolled back with the refusal.
  insert into public.support_tickets (id, user_id, category, subject, body, parking_lot_id, parking_session_id, client_request_id, local_day)
  values (v_id, v_user, p_category, p_subject, p_body, p_parking_lot_id, p_parking_session_id, p_client_request_id, v_day)
  on conflict (user_id, client_request_id) do nothing;
  if not found then
    select * into v_existing from public.support_tickets t where t.user_id = v_user and t.client_request_id = p_client_request_id;
    if (v_existing.category, v_existing.subject, v_existing.body, v_existing.parking_lot_id, v_existing.parking_session_id)
       is distinct from (p_category, p_subject, p_body, p_parking_lot_id, p_parking_session_id) then
      raise exception 'client_request_id % was already used for a different ticket', p_client_request_id
        using errcode = 'PK409', detail = '{"param": "client_request_id"}';
    end if;
    return query select v_existing.id, false;
    return;
  end if;

  insert into public.support_ticket_daily_counts as d (user_id, local_day, submitted)
  values (v_user, v_day, 1)
  on conflict (user_id, local_day) do update set submitted = d.submitted + 1 where d.submitted < c_daily_limit
  returning d.submitted into v_submitted;
  if v_submitted is null then
    v_reset := (v_day + 1)::timestamp at time zone 'Asia/Tokyo';
    raise exception 'At most % support tickets a day: the limit resets at %.', c_daily_limit, to_char(v_reset at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
      using errcode = 'PK429',
            detail = jsonb_build_object('limit', c_daily_limit, 'reset_at', to_char(v_reset at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
                                        'retry_after', greatest(1, ceil(extract(epoch from v_reset - now())))::integer)::text;
  end if;
  delete from public.support_ticket_daily_counts d where d.user_id = v_user and d.local_day < v_day;
  insert into public.support_ticket_attachments (ticket_id, asset_id, position)
  select v_id, a, (n - 1)::smallint from unnest(coalesce(p_attachments, '{}')) with ordinality as x(a, n);
  return query select v_id, true;
end
$$;
revoke execute on function public.create_support_ticket(text, text, text, uuid, uuid, uuid[], uuid) from public;
grant execute on function public.create_support_ticket(text, text, text, uuid, uuid, uuid[], uuid) to authenticated, service_role;
