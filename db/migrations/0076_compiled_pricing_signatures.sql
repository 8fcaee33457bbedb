-- Pricing signatures keep their rules compiled (issue 18): checked and parsed once when they are
-- written, not on every estimate, finalize and search. The compiler (compile_pricing_rules) fills the
-- column, and compiles every signature again whenever it changes; the engine is calc_fee_program.

-- The arrays the engine walks (times of day and lengths in microseconds).
create type public.pricing_program as (
  -- unit rules in input order: rule_order, day code (0 all, 1 weekday, 2 saturday, 3 sunday,
  -- 4 holiday, 5 holiday_eve), specificity (1 holiday/holiday_eve, 2 day of week, 3 all), day type
  -- name, band kind (0 whole day, 1 [s, e), 2 overnight), band start and end, unit length, minutes
  -- and price
  u_ord int[], u_dt int[], u_spec int[], u_dtname text[], u_kind int[], u_s bigint[], u_e bigint[],
  u_len bigint[], u_min int[], u_p bigint[],
  -- distinct band edges of the unit rules strictly inside the day, ascending
  edges bigint[],
  -- cap rules in input order: rule_order, cap_type, class (1 daily, 2 hour window, 3 duration), day
  -- code, specificity, band kind, band start and end, duration, price, repeat, scope
  c_ord int[], c_type text[], c_class int[], c_dt int[], c_spec int[], c_kind int[], c_s bigint[], c_e bigint[],
  c_h bigint[], c_price bigint[], c_repeat boolean[], c_scope text[]
);
alter table public.pricing_signatures add column program public.pricing_program;
