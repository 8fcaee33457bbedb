-- Nearby search with a stay (nearby_parking_lots_ranked): each signature's fee as a function of the
-- exit (calc_fee_program with p_timeline: the same walk that prices a stay, recording each charge
-- where it falls) to p_window past the exit. The stay's total and completeness are read at exit_at
-- (equal to calc_parking_fee's estimate, a property the fee tests check), and the next step after
-- it gives leave_by (the latest exit that still costs the total) and next_amount (the fee just
-- after it): one walk per signature serves both. Where the estimate stops being complete before
-- that step, leave_by is that instant and next_amount null. holds: the fee does not rise within the
-- window and every exit in it is priced (a maximum reached): leave_by lies beyond the window, and
-- the caller walks again with a longer one (2 hours reach the next unit of any sign with units of
-- up to 120 minutes; the search's longest window is a day, where both stay null). leave_by,
-- next_amount and holds are null unless the estimate is complete. A signature with no row in
-- pricing_signatures is left out (its lots are unpriced).
--
-- Per signature, not per lot: a search reads these few rows, and the page's rows only join them
-- (formatting leave_by once per lot cost a tenth of a 500 m search).
-- Totals are bigint, as the engine's are: a sign the bounds allow can cost more than an integer
-- holds over a week (2,000,000,000 yen a minute for 2 minutes), and an integer here made every
-- priced search near such a lot fail with a 422 naming nothing. The row type changed: dropped first.
drop function if exists public.nearby_price_signatures(text[], timestamptz, timestamptz, interval);
create or replace function public.nearby_price_signatures(p_signatures text[], p_entry timestamptz, p_exit timestamptz, p_window interval)
returns table (signature text, total bigint, complete boolean, leave_by text, next_amount bigint, holds boolean)
language sql stable
as $$
  select n.signature, n.total, n.complete,
         -- the engine's form of an instant: UTC, a fraction of a second only when it has one
         case when n.complete and n.lb is not null then
           to_char(to_timestamp(n.lb / 1000000) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS')
             || case when n.lb % 1000000 = 0 then '' else '.' || rtrim(lpad((n.lb % 1000000)::text, 6, '0'), '0') end || 'Z'
         end,
         case when n.complete then n.next_amount end,
         case when n.complete then n.lb is null end
    from (select f.signature, k.total, coalesce(k.cu >= k.exit_us, false) as complete,
                 case when nx.at_us is not null and nx.at_us <= k.cu then nx.at_us
                      when k.cu < k.window_end_us then k.cu end as lb,
                 case when nx.at_us is not null and nx.at_us <= k.cu then nx.total end as next_amount
            from (select s.signature,
                         public.calc_fee_program(s.program, p_entry, p_exit + p_window, s.timezone, null, null, false, true) as tl
                    from public.pricing_signatures s
                   where s.signature = any (p_signatures)
                  offset 0) f  -- offset 0: one walk per signature, not one per reference to tl
            -- k: how many steps start before exit_at (the fee at exit_at is step k's total, 1-based)
            cross join lateral (
              select case when count(*) > 0 then (f.tl->'step_total'->>(count(*)::int - 1))::bigint else 0 end as total, count(*)::int as k,
                     (f.tl->>'complete_until')::bigint as cu,
                     (extract(epoch from p_exit) * 1000000)::bigint as exit_us,
                     (extract(epoch from p_exit + p_window) * 1000000)::bigint as window_end_us
                from jsonb_array_elements_text(f.tl->'step_at') as e(v)
               where e.v::bigint < (extract(epoch from p_exit) * 1000000)::bigint) k
            cross join lateral (select (f.tl->'step_at'->>k.k)::bigint as at_us, (f.tl->'step_total'->>k.k)::bigint as total) nx
          offset 0) n
$$;
revoke execute on function public.nearby_price_signatures(text[], timestamptz, timestamptz, interval) from public;
