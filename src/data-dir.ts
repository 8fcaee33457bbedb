import path from 'node:path';

/**
 * DATA_DIR, the embedded database's and the development files' directory: relative paths from the
 * working directory, empty or unset meaning ./.data. Its own module, without zod, because src/main.ts
 * reads it before the configuration is loaded, to open the embedded database early
 * (src/db/pglite-thread.ts); the configuration (src/config.ts) reads it through the same function.
 */
export const DEFAULT_DATA_DIR = './.data';

export function dataDirFrom(value: string | undefined): string {
  return path.resolve(value === undefined || value.trim() === '' ? DEFAULT_DATA_DIR : value);
}
