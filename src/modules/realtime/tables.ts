import { asCaller, serviceCaller } from '../../db/caller.js';
import type { Database } from '../../db/types.js';

/**
 * The tables a client may follow through postgres_changes (contract section 6). Each has a
 * `user_id` (what a subscription's filter names) and row-level security that shows a user their own
 * rows; its trigger (sql/realtime_notify_change.sql) sends the key columns listed here.
 */
export interface RealtimeTable {
  name: string;
  /** The primary key: what the notification carries and the row is read again by. */
  key: readonly string[];
}

export const REALTIME_TABLES: ReadonlyMap<string, RealtimeTable> = new Map(
  [
    { name: 'user_notifications', key: ['id'] },
    { name: 'parking_sessions', key: ['id'] },
    { name: 'user_badges', key: ['user_id', 'badge_id'] },
  ].map((t) => [t.name, t]),
);

export interface Column {
  name: string;
  /** PostgreSQL's type name (`uuid`, `timestamptz`, `int8`, `_text`...), as Supabase sends it. */
  type: string;
}

/**
 * The columns of each streamed table, read from the catalog once per process: realtime-js converts
 * a record's values by these types, and they change only with a migration (which restarts
 * processes).
 */
export class ColumnCatalog {
  private readonly cache = new Map<string, Promise<Column[]>>();

  constructor(
    private readonly db: Database,
    private readonly statementTimeoutMs: number,
  ) {}

  columns(table: RealtimeTable): Promise<Column[]> {
    let found = this.cache.get(table.name);
    if (!found) {
      found = asCaller(
        this.db,
        serviceCaller,
        async (tx) =>
          (
            await tx.query<Column>(
              `select a.attname as name, t.typname as type
                 from pg_attribute a join pg_type t on t.oid = a.atttypid
                where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped
                order by a.attnum`,
              [`public.${table.name}`],
            )
          ).rows,
        this.statementTimeoutMs,
      );
      found.catch(() => this.cache.delete(table.name));
      this.cache.set(table.name, found);
    }
    return found;
  }
}
