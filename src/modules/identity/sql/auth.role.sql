-- The caller's role: the `role` claim, else the database role the request runs as.
create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(auth.jwt() ->> 'role', current_setting('role', true))
$$;
grant execute on function auth.role() to anon, authenticated, service_role;
