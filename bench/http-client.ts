// A minimal HTTP/1.1 keep-alive client for load generation: one socket per connection, one request in
// flight on it, the response read by Content-Length or chunked encoding. The load generator shares
// the two cores with the service and the database; node:http's client (an agent, IncomingMessage
// streams, header objects per response) cost about a tenth of the machine in the session benchmark.
import net from 'node:net';

export interface HttpResponse {
  status: number;
  body: string;
}

export class HttpConnection {
  private readonly socket: net.Socket;
  private buffer: Buffer = Buffer.alloc(0);
  private pending: { resolve: (r: HttpResponse) => void; reject: (e: Error) => void } | undefined;
  private readonly ready: Promise<void>;

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {
    this.socket = net.connect({ host, port, noDelay: true });
    this.ready = new Promise((resolve, reject) => {
      this.socket.once('connect', resolve);
      this.socket.once('error', reject);
    });
    this.socket.on('data', (chunk: Buffer) => {
      this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
      this.tryParse();
    });
    this.socket.on('error', (err) => this.fail(err));
    this.socket.on('close', () => this.fail(new Error('connection closed')));
  }

  static async open(url: string): Promise<HttpConnection> {
    const { hostname, port } = new URL(url);
    const connection = new HttpConnection(hostname, Number(port));
    await connection.ready;
    return connection;
  }

  request(method: string, path: string, headers: Record<string, string>, body?: string): Promise<HttpResponse> {
    if (this.pending) return Promise.reject(new Error('one request at a time per connection'));
    const payload = body === undefined ? undefined : Buffer.from(body);
    let head = `${method} ${path} HTTP/1.1\r\nhost: ${this.host}:${this.port}\r\n`;
    for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
    if (payload) head += `content-length: ${payload.length}\r\n`;
    head += '\r\n';
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(payload ? Buffer.concat([Buffer.from(head), payload]) : head);
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private fail(err: Error): void {
    const pending = this.pending;
    this.pending = undefined;
    pending?.reject(err);
  }

  private tryParse(): void {
    if (!this.pending) return;
    const headEnd = this.buffer.indexOf('\r\n\r\n');
    if (headEnd < 0) return;
    const head = this.buffer.subarray(0, headEnd).toString('latin1');
    const status = Number(head.slice(9, 12));
    const lengthMatch = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    const start = headEnd + 4;
    let body: string;
    let end: number;
    if (lengthMatch) {
      end = start + Number(lengthMatch[1]);
      if (this.buffer.length < end) return;
      body = this.buffer.subarray(start, end).toString('utf8');
    } else if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
      const parts: Buffer[] = [];
      let at = start;
      for (;;) {
        const lineEnd = this.buffer.indexOf('\r\n', at);
        if (lineEnd < 0) return;
        const size = parseInt(this.buffer.subarray(at, lineEnd).toString('latin1'), 16);
        if (this.buffer.length < lineEnd + 2 + size + 2) return;
        if (size === 0) {
          end = lineEnd + 4;
          break;
        }
        parts.push(this.buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
        at = lineEnd + 2 + size + 2;
      }
      body = Buffer.concat(parts).toString('utf8');
    } else {
      end = start;
      body = '';
    }
    this.buffer = this.buffer.subarray(end);
    const pending = this.pending;
    this.pending = undefined;
    pending.resolve({ status, body });
  }
}
