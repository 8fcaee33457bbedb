import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * JSON lines on stdout; request-scoped children carry `request_id`. Lines are buffered (for at most
 * a quarter of a second) and written asynchronously (a synchronous write per request cost 15-20% of
 * the API's CPU, issue 21): a process that exits must call flushLog first, or its last lines are
 * lost. Short command-line scripts, which exit from many places and write few lines, pass `sync: true`.
 */
export function createLogger(level: string, { sync = false }: { sync?: boolean } = {}): Logger {
  return pino(
    {
      level,
      base: { service: 'parking-service' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: {
        paths: ['req.headers.authorization', 'headers.authorization', '*.password', '*.service_role_key'],
        censor: '[redacted]',
      },
    },
    // Asynchronous lines are gathered up to 4 KiB (about a dozen request lines) or a quarter of a
    // second, whichever comes first: one write per line was still a system call and a thread-pool
    // hand-off per request, about 5% of a nearby search's CPU.
    pino.destination(sync ? { dest: 1, sync } : { dest: 1, sync, minLength: 4096, periodicFlush: 250 }),
  );
}

/** Writes out what the logger still holds; before process.exit. Any pino logger may be passed. */
export function flushLog(log: Logger): void {
  const stream = (log as unknown as Record<symbol, { flushSync?(): void } | undefined>)[pino.symbols.streamSym];
  try {
    stream?.flushSync?.();
  } catch {
    // Not open yet, or stdout is gone: nothing more can be written anyway.
  }
}
