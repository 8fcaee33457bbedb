import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite is single-process: two processes on one data directory silently lose committed writes
 * (measured, see DESIGN.md). The lock file names its owner by pid and, where /proc tells it, by the
 * boot and clock tick the owner started at: pids are reused, and a container restarted after a crash
 * usually gives the new process its dead predecessor's pid. A lock is stale when its process is
 * gone, when its pid now belongs to a process that started at another time, or when it names this
 * process's pid without this process having taken it.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another process (pid ${pid}). ` +
        'The embedded database allows one process at a time: stop that process, ' +
        'or start this one with another DATA_DIR or with DATABASE_URL.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): void;
}

interface LockOwner {
  pid: number;
  /** `<boot id> <start tick>`; absent where there is no /proc (and in locks written before it was recorded). */
  started?: string;
}

/** Lock files this process holds, by path: the only locks naming our pid that are not stale. */
const held = new Set<string>();

function readIfPresent(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** When `pid` started, as `<boot id> <clock tick since boot>` (Linux); undefined where unknown. */
function processStarted(pid: number): string | undefined {
  const bootId = readIfPresent('/proc/sys/kernel/random/boot_id')?.trim();
  const stat = readIfPresent(`/proc/${pid}/stat`);
  if (!bootId || !stat) return undefined;
  // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
  const startTick = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  return startTick ? `${bootId} ${startTick}` : undefined;
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parseOwner(text: string): LockOwner | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    // Locks written before the start time was recorded hold the bare pid.
    if (typeof parsed === 'number') return Number.isSafeInteger(parsed) && parsed > 0 ? { pid: parsed } : undefined;
    const { pid, started } = (parsed ?? {}) as Partial<LockOwner>;
    if (!Number.isSafeInteger(pid) || pid! <= 0) return undefined;
    return typeof started === 'string' ? { pid: pid!, started } : { pid: pid! };
  } catch {
    return undefined;
  }
}

function ownerIsAlive(owner: LockOwner): boolean {
  // Our pid on a lock we did not take: written by a dead process that had this pid before us.
  if (owner.pid === process.pid) return false;
  if (!processIsAlive(owner.pid)) return false;
  if (owner.started === undefined) return true;
  const started = processStarted(owner.pid);
  // Unknown (no /proc, or /proc hides the process): alive is the safe answer.
  return started === undefined || started === owner.started;
}

export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.resolve(dataDir, 'service.lock');
  if (held.has(lockPath)) throw new DataDirLockedError(dataDir, process.pid);
  const started = processStarted(process.pid);
  const content = JSON.stringify(started ? { pid: process.pid, started } : { pid: process.pid });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      // 'wx' fails when the file exists: creation is the atomic test-and-set.
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, content);
      fs.closeSync(fd);
      held.add(lockPath);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          held.delete(lockPath);
          try {
            if (fs.readFileSync(lockPath, 'utf8') === content) fs.unlinkSync(lockPath);
          } catch {
            // already gone
          }
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const text = readIfPresent(lockPath);
      if (text === undefined) continue; // removed meanwhile
      const owner = parseOwner(text);
      if (owner && ownerIsAlive(owner)) throw new DataDirLockedError(dataDir, owner.pid);
      try {
        fs.unlinkSync(lockPath); // stale (or unreadable): its process is gone
      } catch (unlinkErr) {
        if ((unlinkErr as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkErr;
      }
    }
  }
  throw new Error(`could not take the lock on ${dataDir}`);
}
