import type { ReactNode } from 'react';
import { useMessages } from '../i18n';
import { Button } from './buttons';
import { common } from './messages';

export interface Column<T> {
  key: string;
  header: string;
  render?(row: T): ReactNode;
}

/** A list; rows open with a click or Enter when `onRowClick` is given; "Load more" pages on. */
export function DataTable<T>({
  columns,
  rows,
  keyOf,
  onRowClick,
  nextCursor,
  onMore,
  loading,
  empty,
  caption,
}: {
  columns: Column<T>[];
  rows: T[];
  keyOf(row: T): string;
  onRowClick?(row: T): void;
  nextCursor?: string | null;
  onMore?(): void;
  loading?: boolean;
  empty?: ReactNode;
  caption?: string;
}) {
  const t = useMessages(common);
  return (
    <div className="table-wrap">
      <table className="data-table" aria-busy={loading ? true : undefined}>
        {caption ? <caption>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={keyOf(row)}
              className={onRowClick ? 'clickable' : undefined}
              tabIndex={onRowClick ? 0 : undefined}
              onClick={onRowClick ? () => onRowClick(row) : undefined}
              onKeyDown={
                onRowClick
                  ? (e) => {
                      if (e.key === 'Enter') onRowClick(row);
                    }
                  : undefined
              }
            >
              {columns.map((c) => (
                <td key={c.key} data-label={c.header}>
                  {c.render ? c.render(row) : String((row as Record<string, unknown>)[c.key] ?? '')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {!loading && rows.length === 0 ? <p className="empty">{empty ?? t('empty')}</p> : null}
      {loading ? (
        <p className="loading" role="status">
          {t('loading')}
        </p>
      ) : null}
      {nextCursor && onMore && !loading ? (
        <div className="table-more">
          <Button kind="secondary" onClick={onMore}>
            {t('more')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
