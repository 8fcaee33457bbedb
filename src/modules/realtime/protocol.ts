/**
 * The Phoenix channel protocol as realtime-js (inside @supabase/supabase-js) speaks it, in both
 * serializer versions the client offers (`vsn` in the socket URL):
 *
 * - `2.0.0` (realtime-js's default): each text frame is a JSON array
 *   `[join_ref, ref, topic, event, payload]`. A client's `broadcast` push whose payload has an
 *   `event` travels as a binary frame instead (kind 3, "user broadcast push"), decoded here far
 *   enough to answer it.
 * - `1.0.0`: each frame is a JSON object `{join_ref?, ref, topic, event, payload}`; what the server
 *   sends carries no `join_ref` (as Phoenix's V1 serializer).
 */

export type Vsn = '1.0.0' | '2.0.0';

export const SUPPORTED_VSN: readonly Vsn[] = ['1.0.0', '2.0.0'];

export interface Frame {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

export class MalformedFrameError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedFrameError';
  }
}

export function encodeFrame(vsn: Vsn, frame: Frame): string {
  if (vsn === '2.0.0') return JSON.stringify([frame.joinRef, frame.ref, frame.topic, frame.event, frame.payload]);
  return JSON.stringify({ topic: frame.topic, event: frame.event, payload: frame.payload, ref: frame.ref });
}

const optionalRef = (value: unknown, what: string): string | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  // Phoenix refs are strings, but some clients send numbers.
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new MalformedFrameError(`${what} must be a string or null`);
};

function frameOf(joinRef: unknown, ref: unknown, topic: unknown, event: unknown, payload: unknown): Frame {
  if (typeof topic !== 'string') throw new MalformedFrameError('topic must be a string');
  if (typeof event !== 'string') throw new MalformedFrameError('event must be a string');
  return { joinRef: optionalRef(joinRef, 'join_ref'), ref: optionalRef(ref, 'ref'), topic, event, payload: payload ?? {} };
}

/** Kind byte of realtime-js's binary "user broadcast push" (serializer.ts). */
const USER_BROADCAST_PUSH = 3;

/**
 * realtime-js 2.x sends `broadcast` pushes as binary: kind (1 byte), the lengths of join_ref, ref,
 * topic, user event and metadata (1 byte each), the payload encoding (1 byte), those strings, then
 * the payload. Only the addressing is needed here (the server refuses broadcast), so the payload is
 * left unread.
 */
function decodeBinary(data: Buffer): Frame {
  if (data.length < 7 || data[0] !== USER_BROADCAST_PUSH) throw new MalformedFrameError('unknown binary message kind');
  const [joinRefLength, refLength, topicLength, eventLength, metaLength] = [data[1]!, data[2]!, data[3]!, data[4]!, data[5]!];
  let offset = 7;
  const take = (length: number) => {
    if (offset + length > data.length) throw new MalformedFrameError('binary message shorter than its header says');
    const text = data.toString('utf8', offset, offset + length);
    offset += length;
    return text;
  };
  const joinRef = take(joinRefLength);
  const ref = take(refLength);
  const topic = take(topicLength);
  const userEvent = take(eventLength);
  take(metaLength);
  return { joinRef: joinRef || null, ref: ref || null, topic, event: 'broadcast', payload: { type: 'broadcast', event: userEvent } };
}

export function decodeFrame(vsn: Vsn, data: Buffer | string, isBinary: boolean): Frame {
  if (isBinary) {
    if (vsn !== '2.0.0') throw new MalformedFrameError('binary messages need vsn=2.0.0');
    return decodeBinary(typeof data === 'string' ? Buffer.from(data) : data);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(typeof data === 'string' ? data : data.toString('utf8'));
  } catch {
    throw new MalformedFrameError('not JSON');
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length !== 5) throw new MalformedFrameError('a vsn=2.0.0 message is an array [join_ref, ref, topic, event, payload]');
    return frameOf(parsed[0], parsed[1], parsed[2], parsed[3], parsed[4]);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new MalformedFrameError('a vsn=1.0.0 message is an object {topic, event, payload, ref}');
  }
  const o = parsed as Record<string, unknown>;
  return frameOf(o.join_ref, o.ref, o.topic, o.event, o.payload);
}

/** Supabase's binding ids are `:erlang.phash2` of the binding: a stable non-zero 32-bit number. */
export function bindingId(binding: Record<string, unknown>): number {
  const text = JSON.stringify(binding, Object.keys(binding).sort());
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash === 0 ? 1 : hash;
}
