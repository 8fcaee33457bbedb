-- Whether a JSON object has exactly these keys, no more and no fewer.
create or replace function public.has_exactly_keys(o jsonb, keys text[]) returns boolean
language plpgsql immutable strict parallel safe
as $$
begin
  if jsonb_typeof(o) <> 'object' then return false; end if;
  return (select coalesce(array_agg(k order by k), '{}') from jsonb_object_keys(o) k)
       = (select array_agg(k order by k) from unnest(keys) k);
end
$$;
