import { createRequire } from 'node:module';
import pg from 'pg';

/*
 * node-postgres decodes every field of every row to a JavaScript string before any code of ours
 * sees it. For a value that only passes through, such as a response body the database serialized
 * (a nearby page: 15 KB of JSON, much of it Japanese), that is a UTF-8 decode of the whole body and
 * an encode back to bytes for the socket: two passes and two copies, a tenth of the API's CPU per
 * nearby request (docs/benchmarks.md). This gives each of pg's connections a protocol parser that
 * hands a DataRow's fields over as bytes while a pipeline on that connection asks for it
 * (Statement.textAsBytes, src/db/pipeline.ts); every other message, and every row at other times,
 * is parsed by pg-protocol's own code.
 */

const require = createRequire(import.meta.url);
// pg's own protocol package, found from pg (it is pg's dependency, not ours), as pipeline.ts does.
const requireFromPg = createRequire(require.resolve('pg'));
const { Parser } = requireFromPg('pg-protocol/dist/parser.js') as {
  Parser: new () => ProtocolParser;
};
const { DataRowMessage } = requireFromPg('pg-protocol/dist/messages.js') as {
  DataRowMessage: new (length: number, fields: (Buffer | null)[]) => unknown;
};

interface ProtocolParser {
  parse(buffer: Buffer, callback: (message: { name: string }) => void): void;
  handlePacket(offset: number, code: number, length: number, bytes: Buffer): unknown;
}

const DATA_ROW = 0x44; // 'D'

/** pg-protocol's parser, except that a DataRow's fields are copied out as bytes while `rowsAsBytes` is set. */
class RowBytesParser extends Parser {
  rowsAsBytes = false;

  override handlePacket(offset: number, code: number, length: number, bytes: Buffer): unknown {
    if (code !== DATA_ROW || !this.rowsAsBytes) return super.handlePacket(offset, code, length, bytes);
    // DataRow: an Int16 field count, then per field an Int32 length (-1: NULL) and that many bytes.
    let at = offset;
    const count = bytes.readInt16BE(at);
    at += 2;
    const fields: (Buffer | null)[] = new Array(count);
    for (let i = 0; i < count; i++) {
      const size = bytes.readInt32BE(at);
      at += 4;
      if (size === -1) {
        fields[i] = null;
        continue;
      }
      // A copy: the parser reuses its buffer for the messages that follow.
      fields[i] = Buffer.from(bytes.subarray(at, at + size));
      at += size;
    }
    return new DataRowMessage(length, fields);
  }
}

const parsers = new WeakMap<object, RowBytesParser>();

interface PgConnection {
  _emitMessage: boolean;
  emit(event: string, message: unknown): boolean;
  attachListeners(stream: NodeJS.ReadableStream): void;
}

const Connection = (pg as unknown as { Connection: { prototype: PgConnection } }).Connection;

/** pg's own, kept for the test that it is still what the replacement below repeats. */
export const pgAttachListeners = Connection.prototype.attachListeners;

/**
 * pg 8's Connection.prototype.attachListeners, as it is (test/foundation/request-statements.test.ts
 * compares pg's with what this repeats, so an upgrade that changes it is noticed), with the parser
 * kept where a pipeline can find it.
 */
Connection.prototype.attachListeners = function attachListeners(this: PgConnection, stream: NodeJS.ReadableStream) {
  const parser = new RowBytesParser();
  parsers.set(this, parser);
  stream.on('data', (buffer: Buffer) =>
    parser.parse(buffer, (msg) => {
      const eventName = msg.name === 'error' ? 'errorMessage' : msg.name;
      if (this._emitMessage) this.emit('message', msg);
      this.emit(eventName, msg);
    }),
  );
};

/**
 * Has the rows that reach `connection` from now on arrive as bytes, until the returned function is
 * called; undefined where the connection parses with pg's own parser (it was made elsewhere).
 */
export function rowsAsBytesOn(connection: object): (() => void) | undefined {
  const parser = parsers.get(connection);
  if (!parser) return undefined;
  parser.rowsAsBytes = true;
  return () => {
    parser.rowsAsBytes = false;
  };
}
