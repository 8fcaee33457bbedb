-- Pricing signatures keep their business hours compiled as well (issue 21: "lots with hours check
-- them from compiled data"): open_now checked each candidate lot by gathering its hours rows into
-- JSON and parsing them again in a query of six steps, 7.6 times the plain nearby search's database
-- time at 500 m. The compiler (compile_lot_hours) fills the column and compiles every signature again
-- whenever it changes; lot_hours_program_open reads it.

-- The lot's windows (ParkingLotHourInput) as arrays, in input order: window type; day code as in
-- pricing_program (0 all, 1 weekday, 2 saturday, 3 sunday, 4 holiday, 5 holiday_eve; null for a day
-- type no date has); specificity (1 holiday/holiday_eve, 2 a day type or day of week, 3 every day);
-- day of week (0 Sunday, null any); 24 h; closed; opening and closing in seconds after local
-- midnight (opening 0 and closing 86400 when not given, an opening of 24:00 read as 0); effective
-- dates (null: unbounded).
create type public.lot_hours_program as (
  w_type text[], w_dt int[], w_spec int[], w_dow int[], w_24h boolean[], w_closed boolean[],
  w_open int[], w_close int[], w_from date[], w_to date[]
);
alter table public.pricing_signatures add column hours_program public.lot_hours_program;

-- open_now reads the compiled hours inside the search's own statements (nearby_parking_lots_ranked):
-- the per-lot function that looked them up ran a statement of its own for each candidate, about 40%
-- of an open_now search's time.
drop function if exists public.parking_lot_open_at(uuid, text, timestamptz);

-- The fee engine compiles a lot's hours once per estimate and asks lot_hours_program_open itself;
-- lot_hours_open compiled them again for every instant it checked, and nothing else called it.
drop function if exists public.lot_hours_open(jsonb, text, timestamptz, text[]);
