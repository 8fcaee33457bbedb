// A worker thread that runs a TypeScript module (workerData.entry, a file URL): a thread does not
// inherit the loader hooks that `--import tsx` registered on the thread that started it, so they are
// registered here before the entry loads. Used where the sources run as TypeScript (tsx, vitest);
// built code starts its threads' JavaScript directly (src/db/pglite-thread.ts).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
