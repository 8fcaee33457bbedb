import { useCallback, useRef } from 'react';

/**
 * For a screen that loads what it shows more than once (filters changed, reloads after an action,
 * another record's id, an effect run again by StrictMode in development):
 * `begin()` marks a load and returns whether it is still the latest one begun. Answers arrive in any
 * order, and an earlier load answering last would otherwise replace what the screen shows now (the
 * first view's rows over the filter chosen since, a list read before a save over the one after).
 */
export function useLatestLoad(): () => () => boolean {
  const latest = useRef(0);
  return useCallback(() => {
    const mine = ++latest.current;
    return () => mine === latest.current;
  }, []);
}
