-- Nearby search with a stay (nearby_parking_lots_ranked): each signature's fee as a function of the
-- exit (calc_fee_program with p_timeline: the same walk that prices a stay, recording each charge
-- where it falls) to 2 hours past the exit. The stay's total and completeness are read at exit_at
-- (equal to calc_parking_fee's estimate, a property the fee tests check), and the next step after
-- it gives leave_by: one walk per signature serves both; 2 hours reach the next unit of any sign
-- with units of up to 120 minutes. k is how many steps start before exit_at (the fee at exit_at is
-- step k's total, 1-based). A signature with no row in pricing_signatures is left out (its lots
-- are unpriced).
create or replace function public.nearby_price_signatures(p_signatures text[], p_entry timestamptz, p_exit timestamptz)
returns table (signature text, tl jsonb, k bigint, total integer, complete boolean)
language sql stable
as $$
  select f.signature, f.tl, k.k,
         case when k.k > 0 then (f.tl->'step_total'->>(k.k::int - 1))::integer else 0 end,
         coalesce((f.tl->>'complete_until')::bigint >= (extract(epoch from p_exit) * 1000000)::bigint, false)
    from (select s.signature,
                 public.calc_fee_program(s.program, p_entry, p_exit + interval '2 hours', s.timezone, '[]', null, false, true) as tl
            from public.pricing_signatures s
           where s.signature = any (p_signatures)
          offset 0) f  -- offset 0: one walk per signature, not one per reference to tl
    cross join lateral (
      select count(*) filter (where e.v::bigint < (extract(epoch from p_exit) * 1000000)::bigint) as k
        from jsonb_array_elements_text(f.tl->'step_at') as e(v)) k
$$;
revoke execute on function public.nearby_price_signatures(text[], timestamptz, timestamptz) from public;
