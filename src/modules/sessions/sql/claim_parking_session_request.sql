-- Claims (user, client request id) for one operation. Returns null when this call claimed it (do the
-- work), or the recorded session id when the same request was already carried out (return its
-- result, do nothing else). The same id with another operation or other arguments is a conflict.
create or replace function public.claim_parking_session_request(
  p_user uuid, p_client_request_id uuid, p_operation text, p_request jsonb, p_session_id uuid
) returns uuid
language plpgsql volatile
set search_path = public
as $$
declare
  v_recorded public.parking_session_requests;
begin
  if p_client_request_id is null then
    raise exception 'client_request_id (or an Idempotency-Key header) is required'
      using errcode = 'PK400', detail = '{"param": "client_request_id"}';
  end if;
  insert into public.parking_session_requests (user_id, client_request_id, operation, request, parking_session_id)
  values (p_user, p_client_request_id, p_operation, p_request, p_session_id)
  on conflict (user_id, client_request_id) do nothing;
  if found then
    return null;
  end if;
  -- A new statement, so a new snapshot: it sees the row whose commit the insert waited for.
  select * into v_recorded from public.parking_session_requests
   where user_id = p_user and client_request_id = p_client_request_id;
  if v_recorded.operation <> p_operation or v_recorded.request <> p_request then
    raise exception 'client_request_id % was already used for a different request', p_client_request_id
      using errcode = 'PK409', detail = '{"param": "client_request_id"}';
  end if;
  return v_recorded.parking_session_id;
end
$$;
revoke execute on function public.claim_parking_session_request(uuid, uuid, text, jsonb, uuid) from public;
