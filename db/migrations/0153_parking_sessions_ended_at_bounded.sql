-- The index of ended sessions by ended_at (0124) had the predicate status = 'ended' alone, which
-- every query on a user's ended sessions implies. One of them runs in every finalize: the award's
-- ward check (award_session_end: has this user ended a session in this ward before?), whose index
-- is parking_sessions_user_ward_idx. While the table is young the planner costs the two alike, and a
-- pooled connection's generic plan made then took this one and kept it as the table grew: each
-- finalize read every ended session of every user (11,500 index entries a finalize a minute into
-- the session bench, on a server without autovacuum; issue 21). With ended_at in its predicate the
-- index serves only queries that bound ended_at, as the sales figures and the dashboard now do.
-- Every ended session has an ended_at (parking_sessions_state_shape), so it holds the same rows.
drop index public.parking_sessions_ended_at_idx;
create index parking_sessions_ended_at_idx on public.parking_sessions (ended_at) where status = 'ended' and ended_at is not null;
