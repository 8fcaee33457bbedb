-- An instant of the fee breakdown, epoch microseconds as ISO 8601 UTC: whole seconds without a fraction
-- (as every stay at a parking machine's clock shows), otherwise with as many digits as it needs.
create or replace function public.fee_instant_text(p_us bigint) returns text
language sql immutable strict parallel safe
as $$
  select rtrim(rtrim(to_char((timestamptz 'epoch' + p_us * interval '1 microsecond') at time zone 'UTC',
                             'YYYY-MM-DD"T"HH24:MI:SS.US'), '0'), '.') || 'Z'
$$;
revoke all on function public.fee_instant_text(bigint) from public;
grant execute on function public.fee_instant_text(bigint) to anon, authenticated, service_role;
