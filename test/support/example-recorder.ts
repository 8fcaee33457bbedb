import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';

/**
 * Records what the tests send and get back, for the contract's examples (scripts/record-openapi-examples.ts):
 * with OPENAPI_EXAMPLES_OUT set, each successful exchange through a harness is appended to a file of
 * this worker's in that directory. Off (and free) otherwise.
 */
const out = process.env.OPENAPI_EXAMPLES_OUT;
/** Whether this run records: callers skip the work of describing an exchange when it does not. */
export const recordingExamples = !!out;
let seq = 0;

export interface RecordedExchange {
  file: string;
  seq: number;
  method: string;
  template: string;
  status: number;
  request?: unknown;
  response?: unknown;
}

export function recordExchange(exchange: Omit<RecordedExchange, 'file' | 'seq'>): void {
  if (!out || exchange.status < 200 || exchange.status > 299) return;
  const file = path.relative(process.cwd(), expect.getState().testPath ?? 'unknown');
  fs.mkdirSync(out, { recursive: true });
  fs.appendFileSync(path.join(out, `${process.pid}.jsonl`), `${JSON.stringify({ file, seq: seq++, ...exchange })}\n`);
}
