-- A retried lot bundle create (POST /v1/admin/parking-lots, POST /v1/owner/parking-lots with an
-- Idempotency-Key) must not make a second lot, nor notify admins of an owner's pending lot twice.
-- One row per (user, client request id), inserted by create_parking_lot_bundle before the lot, in
-- the same transaction: a concurrent repeat waits on the primary key until the first transaction
-- ends, then finds the row (the first committed: its lot is the answer) or takes the claim over
-- (the first rolled back, so nothing happened). A failed create leaves no row.
--
-- A table of its own rather than columns on parking_lots: the record belongs to the request and
-- its user, not to the lot (an admin's key and an owner's are kept apart, and a patch never touches
-- them), the answer's counts have no place on the lot, and the hot lot table and its row policies
-- stay as they are.
create table public.parking_lot_create_requests (
  user_id uuid not null default auth.uid()
    constraint parking_lot_create_requests_user_id_fkey references auth.users (id) on delete cascade,
  client_request_id uuid not null,
  -- Which route: the same key on the other one is another request (409).
  as_owner boolean not null,
  -- sha256 of the validated body as jsonb text (keys sorted, spacing normalised), so a repeat is
  -- the same request whatever order its keys came in; the body itself can be large and is the lot's.
  request_sha256 bytea not null constraint parking_lot_create_requests_sha256_length check (octet_length(request_sha256) = 32),
  -- Deferred: the claim is written before the lot, whose id it already names.
  parking_lot_id uuid not null constraint parking_lot_create_requests_parking_lot_id_fkey
    references public.parking_lots (id) on delete cascade deferrable initially deferred,
  -- The first answer's counts (bundle_counts), set by the same call once the bundle is written.
  counts jsonb,
  created_at timestamptz not null default now(),
  primary key (user_id, client_request_id)
);
create index parking_lot_create_requests_lot_idx on public.parking_lot_create_requests (parking_lot_id);

-- The bundle function runs as the caller (the lot's own policies decide what an admin or owner may
-- write), so the caller writes this row too: own rows only, and never another user's key.
alter table public.parking_lot_create_requests enable row level security;
create policy parking_lot_create_requests_own_read on public.parking_lot_create_requests for select to authenticated
  using (user_id = (select auth.uid()));
create policy parking_lot_create_requests_own_claim on public.parking_lot_create_requests for insert to authenticated
  with check (user_id = (select auth.uid()) and counts is null);
create policy parking_lot_create_requests_own_counts on public.parking_lot_create_requests for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
grant select on public.parking_lot_create_requests to authenticated;
grant insert (client_request_id, as_owner, request_sha256, parking_lot_id) on public.parking_lot_create_requests to authenticated;
grant update (counts) on public.parking_lot_create_requests to authenticated;

-- create_parking_lot_bundle takes the client request id now (its file): the old signature goes, or
-- a call with two arguments would match both.
drop function if exists public.create_parking_lot_bundle(jsonb, boolean);
