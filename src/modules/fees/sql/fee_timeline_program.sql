-- The fee as a function of the exit time over (entry, until], as rows: the engine (calc_fee_program
-- with p_timeline) walks the window once and records each charge where it falls; this only turns
-- its arrays into rows. kind 'step': an exit later than `at`, up to the next step's `at`, costs
-- total_amount (the first step is at the entry). kind 'complete_until': exits up to `at` are fully
-- priced (later ones reach an instant no rule covers). kind 'cap_reached': from `at` the cap
-- (cap_type, rule_order) reduced a charge. Instants are exact to the microsecond, built from
-- whole seconds plus microseconds since a float8 epoch would round them.
create or replace function public.fee_timeline_program(
  p_program public.pricing_program,
  p_entry_at timestamptz,
  p_until timestamptz,
  p_timezone text default 'Asia/Tokyo'
) returns table (kind text, at timestamptz, total_amount bigint, cap_type text, rule_order integer)
language sql stable parallel safe
as $$
  with t as (
    select public.calc_fee_program(p_program, p_entry_at, p_until, p_timezone, null, null, false, true) as j
  )
  select 'step', to_timestamp(us / 1000000) + (us % 1000000) * interval '1 microsecond', amount, null::text, null::int
    from t, unnest(array(select jsonb_array_elements_text(j->'step_at')::bigint),
                   array(select jsonb_array_elements_text(j->'step_total')::bigint)) with ordinality as s(us, amount, n)
  union all
  select 'complete_until', to_timestamp((j->>'complete_until')::bigint / 1000000) + ((j->>'complete_until')::bigint % 1000000) * interval '1 microsecond',
         null, null, null
    from t
  union all
  select 'cap_reached', to_timestamp(us / 1000000) + (us % 1000000) * interval '1 microsecond', null, ct, ro
    from t, unnest(array(select jsonb_array_elements_text(j->'cap_at')::bigint),
                   array(select jsonb_array_elements_text(j->'cap_type')),
                   array(select jsonb_array_elements_text(j->'cap_rule_order')::int)) as c(us, ct, ro)
$$;
revoke all on function public.fee_timeline_program(public.pricing_program, timestamptz, timestamptz, text) from public;
grant execute on function public.fee_timeline_program(public.pricing_program, timestamptz, timestamptz, text) to anon, authenticated, service_role;
