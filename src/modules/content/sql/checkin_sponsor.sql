-- POST /v1/sponsors/{id}/checkin: the caller checks in at an active sponsor from where they stand.
--
-- - Within the sponsor's radius (sphere_distance_m, as the searches measure), else PK020 too_far
--   with the distance and the radius in the details.
-- - Once per sponsor, user and day in Asia/Tokyo (sponsor_checkins_once_a_day), else PK021
--   already_checked_in naming when the next check-in opens.
-- - Idempotent by client request id: a repeat by the same user returns the original check-in and
--   its award (created false) and does nothing else, also when the two race; the same id with
--   another sponsor or position is PK409 conflict.
-- - A new check-in writes its `sponsor_checkin` activity, whose trigger (award_sponsor_checkin)
--   awards the sponsor's points; all in the caller's one transaction.
--
-- Racing calls meet at the insert: ON CONFLICT DO NOTHING (both unique constraints are arbiters)
-- waits for the first one to commit, then the next statement, with a new snapshot, sees its row.
create or replace function public.checkin_sponsor(
  p_sponsor_id uuid, p_lat numeric, p_lng numeric, p_client_request_id uuid
) returns table (
  id uuid,
  sponsor_id uuid,
  sponsor_name text,
  checked_in_at timestamptz,
  local_date text,
  distance_m double precision,
  exp_awarded integer,
  reward_data jsonb,
  exp bigint,
  level integer,
  created boolean
)
language plpgsql volatile security definer
set search_path = public
as $$
#variable_conflict use_column
declare
  v_user uuid := public.require_signed_in_user();
  v_today date := (now() at time zone 'Asia/Tokyo')::date;
  v_checkin public.sponsor_checkins;
  v_sponsor record;
  v_distance double precision;
  v_created boolean := false;
  v_earlier timestamptz;
begin
  if p_client_request_id is null then
    raise exception 'client_request_id (or an Idempotency-Key header) is required'
      using errcode = 'PK400', detail = '{"param": "client_request_id"}';
  end if;
  if p_lat is null or p_lat not between -90 and 90 then
    raise exception 'lat must be between -90 and 90.' using errcode = 'PK400', detail = '{"param": "lat"}';
  end if;
  if p_lng is null or p_lng not between -180 and 180 then
    raise exception 'lng must be between -180 and 180.' using errcode = 'PK400', detail = '{"param": "lng"}';
  end if;

  -- A repeat of a request already carried out: its result, nothing else.
  select * into v_checkin from public.sponsor_checkins c where c.user_id = v_user and c.client_request_id = p_client_request_id;
  if not found then
    select s.id, s.name, s.lat, s.lng, s.checkin_radius_m, s.status into v_sponsor from public.sponsors s where s.id = p_sponsor_id;
    if not found or v_sponsor.status <> 'active' then
      raise exception 'No sponsor %.', p_sponsor_id using errcode = 'PK404', detail = '{"param": "id"}';
    end if;
    v_distance := public.sphere_distance_m(p_lat, p_lng, v_sponsor.lat, v_sponsor.lng);
    if v_distance > v_sponsor.checkin_radius_m then
      raise exception 'You are % m from %; check-in works within % m.', round(v_distance::numeric), v_sponsor.name, v_sponsor.checkin_radius_m
        using errcode = 'PK020',
              detail = jsonb_build_object('distance_m', round(v_distance::numeric, 1), 'radius_m', v_sponsor.checkin_radius_m)::text;
    end if;

    insert into public.sponsor_checkins as c (sponsor_id, user_id, client_request_id, local_date, lat, lng, distance_m)
    values (p_sponsor_id, v_user, p_client_request_id, v_today, p_lat, p_lng, round(v_distance::numeric, 1))
    on conflict do nothing
    returning * into v_checkin;
    v_created := found;

    if v_created then
      insert into public.user_activities (user_id, activity_type, sponsor_checkin_id, occurred_at, details)
      values (v_user, 'sponsor_checkin', v_checkin.id, v_checkin.checked_in_at, jsonb_build_object('sponsor_id', p_sponsor_id));
    else
      -- A concurrent call got there first: the same request (its result) or another check-in today.
      select * into v_checkin from public.sponsor_checkins c where c.user_id = v_user and c.client_request_id = p_client_request_id;
      if not found then
        select c.checked_in_at into v_earlier from public.sponsor_checkins c
         where c.sponsor_id = p_sponsor_id and c.user_id = v_user and c.local_date = v_today;
        raise exception 'You have already checked in at % today.', v_sponsor.name
          using errcode = 'PK021',
                detail = jsonb_build_object(
                  'checked_in_at', to_char(v_earlier at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                  'next_checkin_at', to_char((v_today + 1)::timestamp at time zone 'Asia/Tokyo' at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text;
      end if;
    end if;
  end if;

  if not v_created and (v_checkin.sponsor_id <> p_sponsor_id or v_checkin.lat <> p_lat::double precision or v_checkin.lng <> p_lng::double precision) then
    raise exception 'client_request_id % was already used for a different check-in', p_client_request_id
      using errcode = 'PK409', detail = '{"param": "client_request_id"}';
  end if;

  return query
  select v_checkin.id, v_checkin.sponsor_id, s.name, v_checkin.checked_in_at, v_checkin.local_date::text, v_checkin.distance_m,
         a.exp_awarded, coalesce(r.data, '{}'::jsonb), (a.details->>'exp')::bigint, (a.details->>'level')::integer, v_created
    from public.sponsors s
    join public.user_activities a on a.sponsor_checkin_id = v_checkin.id
    left join public.sponsor_rewards r on r.sponsor_id = s.id
   where s.id = v_checkin.sponsor_id;
end
$$;
revoke execute on function public.checkin_sponsor(uuid, numeric, numeric, uuid) from public;
grant execute on function public.checkin_sponsor(uuid, numeric, numeric, uuid) to authenticated, service_role;
