import { useCallback, useEffect, useState } from 'react';
import type { ApiError } from '../api';
import { useLatestLoad } from './useLatestLoad';

/** One page of a keyset-paged list as a screen's fetch returns it, or the error envelope's error. */
export type KeysetPage<T> = { rows: T[]; next: string | null } | { error: ApiError };

/**
 * A keyset-paged list (`limit`, `cursor` → `next_cursor`): the first page when the screen mounts and
 * again whenever `fetchPage` changes (a useCallback over the screen's applied filters), and
 * `load(next)` appends the following page; `load()` reads the first page again (after an action).
 * Rows and errors stay settable for the screen's own updates (a decision that moves a row out of
 * the queue, an action's error).
 *
 * Only the latest load's answer is shown (useLatestLoad). "More" shows only while nothing loads
 * (DataTable), so an append never overtakes a first page.
 */
export function useKeysetList<T>(fetchPage: (cursor?: string) => Promise<KeysetPage<T>>) {
  const [rows, setRows] = useState<T[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<ApiError>();
  const begin = useLatestLoad();
  const load = useCallback(
    async (cursor?: string) => {
      const isLatest = begin();
      setLoading(true);
      const page = await fetchPage(cursor);
      if (!isLatest()) return;
      setLoading(false);
      if ('error' in page) return setError(page.error);
      setError(undefined);
      setRows((r) => (cursor ? [...r, ...page.rows] : page.rows));
      setNext(page.next);
    },
    [fetchPage, begin],
  );
  useEffect(() => {
    void load();
  }, [load]);
  return { rows, setRows, next, loading, error, setError, load };
}
