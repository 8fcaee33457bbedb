import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the test SMTP server received it, decoded enough to read. */
export interface CapturedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  text: string;
  html: string;
}

export interface SmtpCapture {
  url: string;
  messages: CapturedMail[];
  /** Recipients refused with this SMTP reply (e.g. 451) instead of accepted, while set. */
  refuseWith: { code: number; message: string } | undefined;
  /** The messages to an address (case-insensitive), in arrival order. */
  to(address: string): CapturedMail[];
  /** Waits (polling, bounded) until a message to `address` beyond the first `seen` has arrived. */
  next(address: string, seen?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*/g, (_, _charset: string, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
  );
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function splitHead(part: string): { headers: Map<string, string>; body: string } {
  const at = part.search(/\r?\n\r?\n/);
  const head = part.slice(0, at).replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: part.slice(at).replace(/^\r?\n\r?\n/, '') };
}

/** A MIME message's subject, text/plain and text/html parts (one level of multipart, as nodemailer writes). */
export function decodeMail(raw: string): { subject: string; text: string; html: string } {
  const { headers, body } = splitHead(raw);
  const subject = decodeWords(headers.get('subject') ?? '');
  let text = '';
  let html = '';
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const part of parts) {
    const p = splitHead(part.replace(/^\r?\n/, ''));
    const type = p.headers.get('content-type') ?? 'text/plain';
    const decoded = decodeBody(p.body, (p.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase());
    if (type.startsWith('text/plain')) text = decoded;
    else if (type.startsWith('text/html')) html = decoded;
  }
  return { subject, text, html };
}

/** A local SMTP server (smtp-server) that keeps every message it accepts: the tests' mailbox. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const capture: SmtpCapture = {
    url: '',
    messages,
    refuseWith: undefined,
    to: (address) => messages.filter((m) => m.to.some((t) => t.toLowerCase() === address.toLowerCase())),
    async next(address, seen = capture.to(address).length) {
      for (let i = 0; i < 600; i++) {
        const list = capture.to(address);
        if (list.length > seen) return list[seen]!;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`no mail to ${address} arrived`);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!capture.refuseWith) return callback();
      const err = Object.assign(new Error(capture.refuseWith.message), { responseCode: capture.refuseWith.code });
      callback(err);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...decodeMail(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  capture.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return capture;
}

/** The 6-digit code in a mail's plain text. */
export function codeIn(mail: { text: string }): string {
  const code = /^\s+(\d{6})\s*$/m.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in: ${mail.text}`);
  return code;
}

/** The verification link in a mail's plain text. */
export function linkIn(mail: { text: string }): string {
  const link = /^(https?:\/\/\S+\/auth\/v1\/verify\?\S+)$/m.exec(mail.text)?.[1];
  if (!link) throw new Error(`no link in: ${mail.text}`);
  return link;
}
