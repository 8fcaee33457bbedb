import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, Queryable, Statement } from '../../src/db/types.js';

interface Phase {
  arrived: number;
  open: () => void;
  opened: Promise<void>;
  isOpen: boolean;
}

interface ArmedRace {
  /** Racers whose call has not settled yet: the parties every later phase waits for. */
  running: number;
  phases: Phase[];
  timedOut: boolean;
}

function newPhase(): Phase {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const phase: Phase = { arrived: 0, open: () => ((phase.isOpen = true), open()), opened, isOpen: false };
  return phase;
}

/**
 * A database whose racers, while a race is armed, go in lockstep: each racer's k-th database call (a
 * transaction, after BEGIN; a one-round-trip statement, before it is sent) waits until every racer
 * still running has made its k-th call, and then all go at once. So when a request does its real
 * work in its second transaction (the first being the admin check, say), the second transactions
 * of all racers are inside the database together. On a server this makes the race real rather than
 * likely; `allArrived` tells that every phase opened because all arrived, not on the time limit.
 * PGlite runs one transaction at a time, so there the gate is never armed.
 */
export function startingGate(db: Database) {
  const racer = new AsyncLocalStorage<{ calls: number }>();
  let armed: ArmedRace | undefined;

  function openReadyPhases(race: ArmedRace): void {
    for (const phase of race.phases) if (!phase.isOpen && phase.arrived >= race.running) phase.open();
  }

  async function passGate(): Promise<void> {
    const race = armed;
    const me = racer.getStore();
    if (!race || !me || race.timedOut) return;
    const phase = (race.phases[me.calls++] ??= newPhase());
    phase.arrived++;
    openReadyPhases(race);
    await phase.opened;
  }

  const gated: Database = {
    kind: db.kind,
    query: db.query.bind(db),
    exec: db.exec.bind(db),
    close: () => db.close(),
    async queryOnce(setup, sql, params) {
      await passGate();
      return db.queryOnce(setup, sql, params);
    },
    transaction<T>(work: (tx: Queryable) => Promise<T>, setup?: readonly Statement[]) {
      return db.transaction(async (tx) => {
        await passGate();
        return work(tx);
      }, setup);
    },
  };

  return {
    db: gated,
    /** Runs n calls at once; on a server they meet at the gate before each database call. */
    async race<T>(n: number, call: (i: number) => Promise<T>): Promise<{ results: T[]; allArrived: boolean }> {
      const race: ArmedRace | undefined = db.kind === 'postgres' ? { running: n, phases: [], timedOut: false } : undefined;
      armed = race;
      const limit = setTimeout(() => {
        if (!race) return;
        race.timedOut = true;
        for (const phase of race.phases) phase.open();
      }, 5_000);
      try {
        const results = await Promise.all(
          Array.from({ length: n }, (_, i) =>
            racer.run({ calls: 0 }, async () => {
              try {
                return await call(i);
              } finally {
                if (race) {
                  race.running--;
                  openReadyPhases(race);
                }
              }
            }),
          ),
        );
        return { results, allArrived: race ? !race.timedOut && race.phases.length > 0 : false };
      } finally {
        clearTimeout(limit);
        armed = undefined;
      }
    },
  };
}
