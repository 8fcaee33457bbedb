-- The level a number of points reaches. PL/pgSQL without a SET clause: a LANGUAGE sql function that
-- cannot be inlined is parsed and planned on every call, and a SET clause saves and restores the
-- configuration on each (59 against 10 µs a call, measured with pgbench replaying the API's create
-- and finalize statements). Every object is named with its schema instead.
create or replace function public.exp_level_for(p_exp bigint) returns integer
language plpgsql stable parallel safe
as $$
declare
  v_level integer;
begin
  select coalesce(max(l.level), 1) into v_level from public.exp_levels l where l.min_exp <= p_exp;
  return v_level;
end
$$;
revoke execute on function public.exp_level_for(bigint) from public;
grant execute on function public.exp_level_for(bigint) to authenticated, service_role;
