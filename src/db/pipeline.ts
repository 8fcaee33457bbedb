import { createRequire } from 'node:module';
import { rowsAsBytesOn } from './row-bytes.js';
import type { Statement } from './types.js';

const require = createRequire(import.meta.url);
// pg's own conversion of a JavaScript value to a parameter's text (dates, arrays, JSON, buffers),
// so a statement sent here binds exactly as one sent through client.query(text, values).
const { prepareValue } = require('pg/lib/utils.js') as { prepareValue(value: unknown): string | Buffer | null };
// The message encoder pg itself uses, found from pg (it is pg's dependency, not ours).
const { serialize } = createRequire(require.resolve('pg'))('pg-protocol') as {
  serialize: {
    parse(msg: { name: string; text: string; types: number[] }): Buffer;
    bind(msg: { statement: string; values: (string | Buffer | null)[] }): Buffer;
    describe(msg: { type: 'P'; name: string }): Buffer;
    execute(msg: { portal: string; rows: number }): Buffer;
    close(msg: { type: 'S'; name: string }): Buffer;
    sync(): Buffer;
  };
};

/** The part of pg's Connection a submittable writes to (pg 8: lib/connection.js). */
interface Connection {
  _send(buffer: Buffer): boolean;
}

const DESCRIBE_PORTAL = serialize.describe({ type: 'P', name: '' });
const EXECUTE = serialize.execute({ portal: '', rows: 0 });
const SYNC = serialize.sync();

interface Field {
  name: string;
  dataTypeID: number;
  format: 'text' | 'binary';
}

export interface TypeParsers {
  getTypeParser(oid: number, format?: 'text' | 'binary'): (value: string) => unknown;
}

export interface PipelineResult {
  rows: Record<string, unknown>[];
  rowCount: number;
}

/*
 * Every distinct statement text gets one name for the life of the process; a connection parses it
 * the first time it runs it, and afterwards only binds and executes it. The texts come from the
 * code (values are always bound), so they are few; past the cap a new text runs unnamed (parsed
 * each time) rather than growing every connection's set of prepared statements without end.
 */
const MAX_NAMED_STATEMENTS = 2_000;
const names = new Map<string, string>();

function nameFor(text: string): string {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED_STATEMENTS) {
    name = `ps${names.size}`;
    names.set(text, name);
  }
  return name ?? '';
}

/**
 * What a connection has prepared: `true` = prepared, `false` = perhaps (its Parse was sent in a
 * pipeline that failed, so whether it ran is unknown: it is closed before being parsed again).
 */
const prepared = new WeakMap<object, Map<string, boolean>>();

function preparedOn(connection: object): Map<string, boolean> {
  let known = prepared.get(connection);
  if (!known) prepared.set(connection, (known = new Map()));
  return known;
}

/**
 * Several statements in ONE round trip: for each, Parse (only the first time on this connection),
 * Bind with its values, Describe, Execute; then a single Sync. Before the Sync the server runs them
 * as one implicit transaction (or inside the open transaction block, when one starts with BEGIN):
 * transaction-local settings made by one hold for the next, the first error skips the rest, and
 * nothing of a failed pipeline is committed. The result is the last statement's.
 *
 * A "submittable" of node-postgres (client.query(submittable)): the client calls submit() when the
 * connection is free and the handle* callbacks with the server's answers, until ReadyForQuery.
 */
export class Pipeline {
  readonly promise: Promise<PipelineResult>;
  private resolve!: (result: PipelineResult) => void;
  private reject!: (err: unknown) => void;
  private step = 0;
  private fields: Field[] = [];
  private parsers: ((value: string) => unknown)[] = [];
  private rows: Record<string, unknown>[] = [];
  private rowCount = 0;
  private failure: unknown;
  private done = false;
  private parsing: string[] = [];
  private known: Map<string, boolean> | undefined;
  /** Set while the connection hands rows over as bytes (the last statement's textAsBytes). */
  private restoreTextRows: (() => void) | undefined;
  /**
   * textAsBytes: the last statement's values pass through unparsed, as the connection's bytes (or
   * its strings where it cannot give bytes). Read once here: handleDataRow asks for every field.
   */
  private readonly passThrough: boolean;

  constructor(
    private readonly statements: readonly Statement[],
    private readonly types: TypeParsers,
  ) {
    this.passThrough = statements[statements.length - 1]!.textAsBytes === true;
    this.promise = new Promise((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
  }

  private get last(): boolean {
    return this.step === this.statements.length - 1;
  }

  submit(connection: Connection): Error | null {
    // Values are converted before anything is written: one pg cannot serialise (a circular object)
    // fails the pipeline before it starts, leaving the connection as it was.
    let values: (string | Buffer | null)[][];
    try {
      values = this.statements.map((s) => s.values.map((v) => prepareValue(v)));
    } catch (err) {
      return err as Error;
    }
    const known = (this.known = preparedOn(connection));
    // The whole pipeline as one buffer, one socket write (corking pg's per-message writes still
    // made a writev of a dozen pieces, which cost the API more than the rest of the round trip).
    const messages: Buffer[] = [];
    this.statements.forEach((s, i) => {
      const name = nameFor(s.text);
      if (!name || known.get(name) !== true) {
        if (name && known.get(name) === false) messages.push(serialize.close({ type: 'S', name }));
        messages.push(serialize.parse({ name, text: s.text, types: [] }));
        if (name) this.parsing.push(name);
      }
      messages.push(serialize.bind({ statement: name, values: values[i]! }), DESCRIBE_PORTAL, EXECUTE);
    });
    messages.push(SYNC);
    // Rows of the statements before the last are not read, so bytes for those too harm nothing.
    if (this.passThrough) this.restoreTextRows = rowsAsBytesOn(connection);
    connection._send(Buffer.concat(messages));
    return null;
  }

  handleRowDescription(msg: { fields: Field[] }): void {
    if (!this.last) return;
    this.fields = msg.fields;
    this.parsers = this.passThrough ? [] : msg.fields.map((f) => this.types.getTypeParser(f.dataTypeID, f.format));
  }

  handleDataRow(msg: { fields: (string | Buffer | null)[] }): void {
    if (!this.last || this.failure !== undefined) return;
    try {
      const row: Record<string, unknown> = {};
      for (let i = 0; i < msg.fields.length; i++) {
        const raw = msg.fields[i];
        // Bytes arrive only for a pass-through statement (src/db/row-bytes.ts).
        row[this.fields[i]!.name] = raw === null || raw === undefined ? null : this.passThrough ? raw : this.parsers[i]!(raw as string);
      }
      this.rows.push(row);
    } catch (err) {
      // A value the type parser refuses: reported once the server is done with the pipeline.
      this.failure = err;
    }
  }

  handleCommandComplete(msg: { text: string }): void {
    if (this.last) {
      const count = /(\d+)$/.exec(msg.text);
      this.rowCount = count ? Number(count[1]) : this.rows.length;
    }
    this.step++;
  }

  handleEmptyQuery(): void {
    this.step++;
  }

  handleError(err: unknown): void {
    // Which of this pipeline's Parse messages ran before the error is unknown.
    for (const name of this.parsing) this.known?.set(name, false);
    this.finish(err);
  }

  handleReadyForQuery(): void {
    for (const name of this.parsing) this.known?.set(name, true);
    if (this.failure !== undefined) return this.finish(this.failure);
    this.finish(undefined, { rows: this.rows, rowCount: this.rowCount || this.rows.length });
  }

  handlePortalSuspended(): void {}

  handleCopyInResponse(connection: { sendCopyFail(msg: string): void }): void {
    connection.sendCopyFail('COPY is not supported in a pipeline');
  }

  handleCopyData(): void {}

  private finish(err: unknown, result?: PipelineResult): void {
    // Before anything else reaches the connection: its next query's rows are strings again.
    this.restoreTextRows?.();
    this.restoreTextRows = undefined;
    if (this.done) return;
    this.done = true;
    if (result) this.resolve(result);
    else this.reject(err);
  }
}
