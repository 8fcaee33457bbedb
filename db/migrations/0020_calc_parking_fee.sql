-- Pricing signatures, read by calc_parking_fee (contract 4.6) and nearby search: a lot's own rules,
-- hours, time zone and limits fed to the pure engine (src/modules/fees/sql/), so that search,
-- estimates and receipts all price with the same function and the same documents.

-- Pricing signatures. Lots that post the same sign price every stay alike: operators put one sign
-- template on many lots. A lot's pricing signature is a digest of everything calc_parking_fee reads from it (rules,
-- hours, time zone, maximum stay); search with a stay prices each distinct signature once per query
-- instead of each lot (measured: ~0.7 ms per lot priced alone, ~100 lots within 500 m in central
-- Tokyo). The digest and documents are kept by triggers, whoever writes rules or hours.

create table public.pricing_signatures (
  signature text primary key,
  rules jsonb not null,
  hours jsonb not null,
  timezone text not null,
  max_parking_duration_min integer,
  created_at timestamptz not null default now()
);
-- Read only by security definer search functions; clients read rules through the lot.
alter table public.pricing_signatures enable row level security;

alter table public.parking_lots add column pricing_signature text;
