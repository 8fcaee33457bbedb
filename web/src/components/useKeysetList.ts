import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '../api';

/** One page of a keyset-paged list as a screen's fetch returns it, or the error envelope's error. */
export type KeysetPage<T> = { rows: T[]; next: string | null } | { error: ApiError };

/**
 * A keyset-paged list (`limit`, `cursor` → `next_cursor`): the first page when the screen mounts and
 * again whenever `fetchPage` changes (a useCallback over the screen's applied filters), and
 * `load(next)` appends the following page. Rows and errors stay settable for the screen's own
 * updates (a decision that moves a row out of the queue, an action's error).
 *
 * A page that answers after the filters changed is dropped: responses can arrive in any order, and
 * the first view's late page would otherwise replace the rows of the filter chosen since.
 */
export function useKeysetList<T>(fetchPage: (cursor?: string) => Promise<KeysetPage<T>>) {
  const [rows, setRows] = useState<T[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<ApiError>();
  const current = useRef(fetchPage);
  const load = useCallback(
    async (cursor?: string) => {
      setLoading(true);
      const page = await fetchPage(cursor);
      if (current.current !== fetchPage) return;
      setLoading(false);
      if ('error' in page) return setError(page.error);
      setError(undefined);
      setRows((r) => (cursor ? [...r, ...page.rows] : page.rows));
      setNext(page.next);
    },
    [fetchPage],
  );
  useEffect(() => {
    current.current = fetchPage;
    void load();
  }, [fetchPage, load]);
  return { rows, setRows, next, loading, error, setError, load };
}
