-- The admin's save of the level table: the whole set at once, then every stored level follows it.
create or replace function public.replace_exp_levels(p_levels jsonb) returns void
language plpgsql volatile security definer
set search_path = public
as $$
declare
  v_entry jsonb;
  v_expected integer := 1;
  v_min bigint;
  v_previous bigint := -1;
  v_problem text;
begin
  if not public.has_permission('gamification.edit') then
    raise exception 'changing levels needs gamification.edit' using errcode = '42501';
  end if;
  if jsonb_typeof(p_levels) is distinct from 'array' or jsonb_array_length(p_levels) = 0 then
    v_problem := 'levels must be a non-empty array';
  else
    for v_entry in select e from jsonb_array_elements(p_levels) e loop
      if jsonb_typeof(v_entry->'level') is distinct from 'number' or (v_entry->>'level') <> v_expected::text then
        v_problem := 'levels must be numbered 1, 2, 3, ... in order';
      elsif jsonb_typeof(v_entry->'min_exp') is distinct from 'number' or (v_entry->>'min_exp') !~ '^[0-9]{1,15}$' then
        v_problem := 'min_exp must be a whole number of 0 or more';
      else
        v_min := (v_entry->>'min_exp')::bigint;
        if v_expected = 1 and v_min <> 0 then
          v_problem := 'level 1 starts at 0 points';
        elsif v_min <= v_previous then
          v_problem := 'min_exp must rise with each level';
        end if;
      end if;
      exit when v_problem is not null;
      v_previous := v_min;
      v_expected := v_expected + 1;
    end loop;
  end if;
  if v_problem is not null then
    raise exception '%', v_problem using errcode = 'PK400', detail = '{"param": "exp_levels"}';
  end if;
  delete from public.exp_levels;
  insert into public.exp_levels (level, min_exp)
  select (e->>'level')::int, (e->>'min_exp')::bigint from jsonb_array_elements(p_levels) e;
  update public.user_exp set level = public.exp_level_for(exp) where level <> public.exp_level_for(exp);
end
$$;
revoke execute on function public.replace_exp_levels(jsonb) from public;
grant execute on function public.replace_exp_levels(jsonb) to authenticated, service_role;
