-- The service may connect as a dedicated login role that owns nothing and switches into anon,
-- authenticated or service_role per request (src/db/app-role.ts; README, "Running against a
-- PostgreSQL server"). Such a role cannot migrate, so at start-up it checks, as service_role, that
-- every migration is applied: the migration record is readable by that role (read only).
grant select on public.schema_migrations to service_role;

-- Nobody but the schema owner creates objects in public, as PostgreSQL 15 makes it for new
-- databases; a database created before 15 (or from an old template) still lets every role do it,
-- and a login role that can create a function can own one.
revoke create on schema public from public;
