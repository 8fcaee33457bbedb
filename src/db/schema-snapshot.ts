import type { Queryable } from './types.js';

/**
 * The schema of a migrated database as one deterministic SQL text, read from the catalogs (not from
 * the migration files): extensions, schemas, tables with their columns, constraints, indexes,
 * row-level security, policies, triggers and grants, sequences, views, functions with their grants,
 * and default privileges. `db/schema.sql` is this text for a fresh embedded database; the upgrade test
 * compares it between a database migrated from an older tree and a fresh one.
 *
 * Free of what differs between two machines holding the same schema: no OIDs, no versions, no role
 * that owns the objects (the migrating role's own privileges are left out, and grants name only
 * grantees), every name schema-qualified (read with an empty search_path), everything sorted by name.
 * Objects that belong to an extension (earthdistance's functions, PostGIS's tables) are the
 * extension's, named by its `create extension` line only.
 */
export async function schemaSnapshot(tx: Queryable): Promise<string> {
  await tx.exec(`set local search_path = ''`);
  const out: string[] = [];
  const emit = (block: string) => out.push(block);

  const extensions = await tx.query<{ line: string }>(`
    select format('create extension %I with schema %I;', e.extname, n.nspname) as line
      from pg_catalog.pg_extension e join pg_catalog.pg_namespace n on n.oid = e.extnamespace
     where e.extname <> 'plpgsql'
     order by e.extname collate "C"`);
  emit(extensions.rows.map((r) => r.line).join('\n'));

  const schemas = await tx.query<{ oid: number; name: string; owner: number }>(`
    select n.oid, n.nspname as name, n.nspowner as owner
      from pg_catalog.pg_namespace n
     where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
       and n.nspname !~ '^pg_(toast_)?temp_'
       and not ${isExtensionMember('n.oid', 'pg_namespace')}
     order by n.nspname collate "C"`);
  for (const s of schemas.rows) {
    const lines = s.name === 'public' ? [] : [`create schema ${quoteIdent(s.name)};`];
    lines.push(...(await grants(tx, 'schema', quoteIdent(s.name), 'pg_namespace', s.oid)));
    if (lines.length) emit(lines.join('\n'));
  }
  const schemaList = schemas.rows.map((s) => s.oid).join(', ') || '0';

  const types = await tx.query<{ line: string }>(`
    select case t.typtype
             when 'e' then format('create type %s as enum (%s);', t.oid::regtype,
               (select string_agg(quote_literal(e.enumlabel), ', ' order by e.enumsortorder) from pg_catalog.pg_enum e where e.enumtypid = t.oid))
             when 'd' then format('create domain %s as %s%s;', t.oid::regtype, pg_catalog.format_type(t.typbasetype, t.typtypmod),
               coalesce((select string_agg(' constraint ' || quote_ident(c.conname) || ' ' || pg_catalog.pg_get_constraintdef(c.oid), '' order by c.conname collate "C")
                           from pg_catalog.pg_constraint c where c.contypid = t.oid), ''))
             else format('create type %s (kind %s);', t.oid::regtype, t.typtype)
           end as line
      from pg_catalog.pg_type t
     where t.typnamespace in (${schemaList})
       and (t.typtype in ('e', 'd', 'r', 'm') or (t.typtype = 'c' and (select c.relkind from pg_catalog.pg_class c where c.oid = t.typrelid) = 'c'))
       and not ${isExtensionMember('t.oid', 'pg_type')}
     order by t.oid::regtype::text collate "C"`);
  if (types.rows.length) emit(types.rows.map((r) => r.line).join('\n'));

  const relations = await tx.query<{ oid: number; name: string; kind: string; rls: boolean; force_rls: boolean }>(`
    select c.oid, c.oid::regclass::text as name, c.relkind as kind, c.relrowsecurity as rls, c.relforcerowsecurity as force_rls
      from pg_catalog.pg_class c
     where c.relnamespace in (${schemaList})
       and c.relkind in ('r', 'p', 'v', 'm', 'S')
       and not ${isExtensionMember('c.oid', 'pg_class')}
     order by case when c.relkind in ('r', 'p') then 0 when c.relkind = 'S' then 1 else 2 end, c.oid::regclass::text collate "C"`);
  for (const rel of relations.rows) {
    if (rel.kind === 'r' || rel.kind === 'p') emit(await tableBlock(tx, rel));
    else if (rel.kind === 'S') emit(await sequenceBlock(tx, rel));
    else emit(await viewBlock(tx, rel));
  }

  const functions = await tx.query<{ oid: number; signature: string; definition: string; lines: number; digest: string }>(`
    select p.oid, p.oid::regprocedure::text as signature, pg_catalog.pg_get_functiondef(p.oid) as definition,
           array_length(string_to_array(btrim(p.prosrc, E'\n'), E'\n'), 1) as lines, md5(p.prosrc) as digest
      from pg_catalog.pg_proc p
     where p.pronamespace in (${schemaList})
       and p.prokind in ('f', 'p')
       and not ${isExtensionMember('p.oid', 'pg_proc')}
     order by p.oid::regproc::text collate "C", pg_catalog.pg_get_function_identity_arguments(p.oid) collate "C"`);
  for (const f of functions.rows) {
    // Everything pg_get_functiondef says before the body (arguments, result, language, volatility,
    // security, settings); the body itself by its digest, its one text being its repeatable file.
    const header = f.definition.slice(0, f.definition.search(/^AS /m)).trimEnd().replace(/^CREATE OR REPLACE /, '');
    const lines = [`${header}\n -- body: ${f.lines} lines, md5 ${f.digest}`];
    lines.push(...(await grants(tx, 'function', f.signature, 'pg_proc', f.oid)));
    emit(lines.join('\n'));
  }

  const defaults = await tx.query<{ line: string }>(`
    select line from (
      select format('alter default privileges%s grant %s on %s to %s;',
               case when d.defaclnamespace = 0 then '' else ' in schema ' || quote_ident(n.nspname) end,
               string_agg(lower(a.privilege_type), ', ' order by lower(a.privilege_type) collate "C"),
               case d.defaclobjtype when 'r' then 'tables' when 'S' then 'sequences' when 'f' then 'functions'
                                    when 'T' then 'types' when 'n' then 'schemas' else d.defaclobjtype::text end,
               case when a.grantee = 0 then 'public' else quote_ident(pg_catalog.pg_get_userbyid(a.grantee)) end) as line
        from pg_catalog.pg_default_acl d
        left join pg_catalog.pg_namespace n on n.oid = d.defaclnamespace
        cross join lateral pg_catalog.aclexplode(d.defaclacl) a
       where a.grantee <> d.defaclrole
       group by d.defaclnamespace, n.nspname, d.defaclobjtype, a.grantee) l
     order by line collate "C"`);
  if (defaults.rows.length) emit(defaults.rows.map((r) => r.line).join('\n'));

  return (
    '-- The schema of a fresh database after every migration and repeatable file, read back from its\n' +
    '-- catalogs by `npm run db:schema` (src/db/schema-snapshot.ts) on the embedded database (PGlite,\n' +
    '-- hence earthdistance where a server with PostGIS has geography). Generated: do not edit; CI\n' +
    '-- fails when it differs from what the migrations and repeatable files produce.\n\n' +
    out.join('\n\n') +
    '\n'
  );
}

function isExtensionMember(oid: string, catalog: string): string {
  return `exists (select 1 from pg_catalog.pg_depend dep
                   where dep.classid = 'pg_catalog.${catalog}'::regclass and dep.objid = ${oid} and dep.deptype = 'e')`;
}

function quoteIdent(name: string): string {
  return /^[a-z_][a-z0-9_]*$/.test(name) ? name : `"${name.replaceAll('"', '""')}"`;
}

async function tableBlock(tx: Queryable, rel: { oid: number; name: string; rls: boolean; force_rls: boolean }): Promise<string> {
  const columns = await tx.query<{ line: string }>(
    `select '  ' || quote_ident(a.attname) || ' ' || pg_catalog.format_type(a.atttypid, a.atttypmod)
            || case when a.attcollation <> t.typcollation then ' collate ' || (select quote_ident(co.collname) from pg_catalog.pg_collation co where co.oid = a.attcollation) else '' end
            || case when a.attidentity = 'a' then ' generated always as identity'
                    when a.attidentity = 'd' then ' generated by default as identity' else '' end
            || case when a.attgenerated <> '' then ' generated always as (' || pg_catalog.pg_get_expr(d.adbin, d.adrelid) || ')'
                                                   || case a.attgenerated when 's' then ' stored' else ' virtual' end
                    when d.adbin is not null then ' default ' || pg_catalog.pg_get_expr(d.adbin, d.adrelid) else '' end
            || case when a.attnotnull then ' not null' else '' end as line
       from pg_catalog.pg_attribute a
       join pg_catalog.pg_type t on t.oid = a.atttypid
       left join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attrelid = $1 and a.attnum > 0 and not a.attisdropped
      order by a.attnum`,
    [rel.oid],
  );
  const lines = [`create table ${rel.name} (\n${columns.rows.map((r) => r.line).join(',\n')}\n);`];

  // Not-null constraints (catalogued as constraints since PostgreSQL 18) are the columns' `not null`.
  const constraints = await tx.query<{ line: string }>(
    `select format('alter table %s add constraint %I %s;', $2::text, c.conname, pg_catalog.pg_get_constraintdef(c.oid)) as line
       from pg_catalog.pg_constraint c
      where c.conrelid = $1 and c.contype <> 'n'
      order by c.conname collate "C"`,
    [rel.oid, rel.name],
  );
  lines.push(...constraints.rows.map((r) => r.line));

  const indexes = await tx.query<{ line: string }>(
    `select pg_catalog.pg_get_indexdef(i.indexrelid) || ';' as line
       from pg_catalog.pg_index i join pg_catalog.pg_class ic on ic.oid = i.indexrelid
      where i.indrelid = $1
        and not exists (select 1 from pg_catalog.pg_constraint c
                         where c.conrelid = i.indrelid and c.conindid = i.indexrelid and c.contype in ('p', 'u', 'x'))
      order by ic.relname collate "C"`,
    [rel.oid],
  );
  lines.push(...indexes.rows.map((r) => r.line));

  if (rel.rls) lines.push(`alter table ${rel.name} enable row level security;`);
  if (rel.force_rls) lines.push(`alter table ${rel.name} force row level security;`);

  const policies = await tx.query<{ line: string }>(
    `select format('create policy %I on %s as %s for %s to %s%s%s;', p.polname, $2::text,
             case when p.polpermissive then 'permissive' else 'restrictive' end,
             case p.polcmd when 'r' then 'select' when 'a' then 'insert' when 'w' then 'update' when 'd' then 'delete' else 'all' end,
             (select string_agg(case when r = 0 then 'public' else quote_ident(pg_catalog.pg_get_userbyid(r)) end, ', '
                                order by case when r = 0 then 'public' else pg_catalog.pg_get_userbyid(r)::text end collate "C")
                from unnest(p.polroles) r),
             ' using (' || pg_catalog.pg_get_expr(p.polqual, p.polrelid) || ')',
             ' with check (' || pg_catalog.pg_get_expr(p.polwithcheck, p.polrelid) || ')') as line
       from pg_catalog.pg_policy p
      where p.polrelid = $1
      order by p.polname collate "C"`,
    [rel.oid, rel.name],
  );
  lines.push(...policies.rows.map((r) => r.line));

  const triggers = await tx.query<{ line: string }>(
    `select pg_catalog.pg_get_triggerdef(t.oid) || ';' as line
       from pg_catalog.pg_trigger t
      where t.tgrelid = $1 and not t.tgisinternal
      order by t.tgname collate "C"`,
    [rel.oid],
  );
  lines.push(...triggers.rows.map((r) => r.line));

  lines.push(...(await grants(tx, 'table', rel.name, 'pg_class', rel.oid)));
  const columnGrants = await tx.query<{ line: string }>(
    `select format('grant %s (%s) on %s to %s;', lower(g.privilege_type), string_agg(quote_ident(g.attname), ', ' order by g.attnum), $2::text, g.grantee) as line
       from (select a.attname, a.attnum, x.privilege_type,
                    case when x.grantee = 0 then 'public' else quote_ident(pg_catalog.pg_get_userbyid(x.grantee)) end as grantee
               from pg_catalog.pg_attribute a
               cross join lateral pg_catalog.aclexplode(a.attacl) x
              where a.attrelid = $1 and a.attnum > 0 and not a.attisdropped and a.attacl is not null
                and x.grantee <> (select c.relowner from pg_catalog.pg_class c where c.oid = $1)) g
      group by g.privilege_type, g.grantee
      order by g.grantee collate "C", g.privilege_type collate "C"`,
    [rel.oid, rel.name],
  );
  lines.push(...columnGrants.rows.map((r) => r.line));
  return lines.join('\n');
}

async function sequenceBlock(tx: Queryable, rel: { oid: number; name: string }): Promise<string> {
  const seq = await tx.query<{ line: string }>(
    `select format('create sequence %s as %s increment %s minvalue %s maxvalue %s start %s cache %s%s%s;', $2::text,
             pg_catalog.format_type(s.seqtypid, null), s.seqincrement, s.seqmin, s.seqmax, s.seqstart, s.seqcache,
             case when s.seqcycle then ' cycle' else '' end,
             coalesce((select format(' owned by %s.%I', d.refobjid::regclass, a.attname)
                         from pg_catalog.pg_depend d
                         join pg_catalog.pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
                        where d.classid = 'pg_catalog.pg_class'::regclass and d.objid = $1 and d.deptype in ('a', 'i')
                          and d.refclassid = 'pg_catalog.pg_class'::regclass), '')) as line
       from pg_catalog.pg_sequence s where s.seqrelid = $1`,
    [rel.oid, rel.name],
  );
  return [seq.rows[0]!.line, ...(await grants(tx, 'sequence', rel.name, 'pg_class', rel.oid))].join('\n');
}

/** A view by its columns and the digest of its definition, like a function (its text is its file). */
async function viewBlock(tx: Queryable, rel: { oid: number; name: string; kind: string }): Promise<string> {
  const view = await tx.query<{ columns: string; lines: number; digest: string }>(
    `select (select string_agg(quote_ident(a.attname) || ' ' || pg_catalog.format_type(a.atttypid, a.atttypmod), ', ' order by a.attnum)
               from pg_catalog.pg_attribute a where a.attrelid = $1 and a.attnum > 0 and not a.attisdropped) as columns,
            array_length(string_to_array(btrim(d.def, E'\n'), E'\n'), 1) as lines, md5(d.def) as digest
       from (select pg_catalog.pg_get_viewdef($1::oid, true) as def) d`,
    [rel.oid],
  );
  const v = view.rows[0]!;
  const kind = rel.kind === 'm' ? 'MATERIALIZED VIEW' : 'VIEW';
  return [`${kind} ${rel.name} (${v.columns})\n -- definition: ${v.lines} lines, md5 ${v.digest}`,
    ...(await grants(tx, 'table', rel.name, 'pg_class', rel.oid))].join('\n');
}

const aclKinds = {
  pg_class: { acl: 'relacl', owner: 'relowner', defaults: (kind: string) => (kind === 'sequence' ? 's' : 'r') },
  pg_proc: { acl: 'proacl', owner: 'proowner', defaults: () => 'f' },
  pg_namespace: { acl: 'nspacl', owner: 'nspowner', defaults: () => 'n' },
} as const;

/**
 * The object's privileges as GRANT statements, grantees with the same privileges on one line,
 * leaving out its owner's own. A privilege PUBLIC holds by default but was taken away (EXECUTE on a
 * function) is a REVOKE.
 */
async function grants(
  tx: Queryable,
  kind: 'table' | 'sequence' | 'function' | 'schema',
  name: string,
  catalog: keyof typeof aclKinds,
  oid: number,
): Promise<string[]> {
  const k = aclKinds[catalog];
  const defaults = k.defaults(kind);
  const { rows } = await tx.query<{ grantee: string; privileges: string; revoked: boolean }>(
    `with o as (
       select coalesce(x.${k.acl}, pg_catalog.acldefault('${defaults}', x.${k.owner})) as acl,
              pg_catalog.acldefault('${defaults}', x.${k.owner}) as default_acl, x.${k.owner} as owner
         from pg_catalog.${catalog} x where x.oid = $1
     ), granted as (
       select case when a.grantee = 0 then 'public' else quote_ident(pg_catalog.pg_get_userbyid(a.grantee)) end as grantee,
              lower(a.privilege_type) || case when a.is_grantable then ' with grant option' else '' end as privilege
         from o cross join lateral pg_catalog.aclexplode(o.acl) a
        where a.grantee <> o.owner
     ), revoked as (
       select 'public' as grantee, lower(a.privilege_type) as privilege
         from o cross join lateral pg_catalog.aclexplode(o.default_acl) a
        where a.grantee = 0 and not exists (select 1 from granted g where g.grantee = 'public' and g.privilege = lower(a.privilege_type))
     )
     select grantee, string_agg(privilege, ', ' order by privilege collate "C") as privileges, false as revoked from granted group by grantee
     union all
     select grantee, string_agg(privilege, ', ' order by privilege collate "C"), true from revoked group by grantee`,
    [oid],
  );
  const target = `${kind === 'table' ? '' : `${kind} `}${name}`;
  const lines = rows.filter((r) => r.revoked).map((r) => `revoke ${r.privileges} on ${target} from public;`);
  const byPrivileges = new Map<string, string[]>();
  for (const r of rows.filter((r) => !r.revoked)) byPrivileges.set(r.privileges, [...(byPrivileges.get(r.privileges) ?? []), r.grantee]);
  const granted = [...byPrivileges].map(([privileges, grantees]) => {
    const [privilege, grantOption] = privileges.includes(' with grant option')
      ? [privileges.replaceAll(' with grant option', ''), ' with grant option']
      : [privileges, ''];
    return `grant ${privilege} on ${target} to ${grantees.sort().join(', ')}${grantOption};`;
  });
  return [...lines, ...granted.sort()];
}
