-- Contract 4.6: marks the caller's unread notifications read, by ids (`p_ids`) or all created at or
-- before an instant (`p_before`), exactly one of the two; returns how many rows it changed. Ids of
-- other users' notifications, unknown ids and rows already read change nothing and are not counted,
-- so a repeated call returns 0 and moves no read_at. Definer: users cannot write the table.
create or replace function public.mark_notifications_read(p_ids uuid[] default null, p_before timestamptz default null)
returns integer
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
  v_updated integer;
begin
  if v_user is null then
    raise exception 'a signed-in user is required' using errcode = '42501';
  end if;
  if (p_ids is null) = (p_before is null) then
    raise exception 'Give exactly one of ids and before.' using errcode = 'PK400', detail = '{"param": null}';
  end if;
  update public.user_notifications n
     set read_at = now()
   where n.user_id = v_user
     and n.read_at is null
     and (case when p_ids is not null then n.id = any (p_ids) else n.created_at <= p_before end);
  get diagnostics v_updated = row_count;
  return v_updated;
end
$$;
revoke execute on function public.mark_notifications_read(uuid[], timestamptz) from public;
grant execute on function public.mark_notifications_read(uuid[], timestamptz) to authenticated, service_role;
