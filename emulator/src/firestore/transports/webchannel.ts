/**
 * Listen and Write over WebChannel, the transport the browser build of the full Firestore SDK
 * uses: `POST /google.firestore.v1.Firestore/{Listen|Write}/channel` opens a session (the
 * handshake answers `["c", SID, "", 8, …]`) and carries the client's messages as form fields
 * `reqN___data__` (JSON), each numbered from `ofs`; `GET …/channel?SID=…&RID=rpc&AID=…` is the
 * back channel, streamed (`CI=0`) or long-polled (`CI=1`), delivering numbered arrays
 * `[id, [message]]` in length-prefixed chunks; `TYPE=terminate` ends the session. The messages
 * themselves are the REST (proto3 JSON) shapes, handled by the same sessions as gRPC's.
 */
import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import { ApiError, asApiError } from '../errors.js';
import { openSession } from './grpc-streams.js';
import type { FirestoreService } from '../service.js';

const PATH = /^\/google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel$/;
/** The keep-alive the handshake announces; the client times a silent back channel out at 1.5×. */
const KEEPALIVE_MS = 25_000;
/** A session nobody polls for this long is dropped (the client has gone). */
const IDLE_MS = 120_000;

interface BackChannel {
  res: http.ServerResponse;
  /** CI=0: keep the response open and stream; CI=1: answer once and end (long-polling). */
  streaming: boolean;
}

interface Session {
  id: string;
  receive(req: Record<string, unknown>): void;
  close(): void;
}

class ChannelSession {
  readonly sid = randomBytes(12).toString('base64url');
  /** Arrays not yet acknowledged by the client (AID), in order. */
  private outgoing: { id: number; payload: unknown[] }[] = [];
  private nextArrayId = 1;
  /** The last array written to a back channel. */
  lastWritten = 0;
  /** The last forward map handled (client retries resend maps). */
  lastMap = -1;
  private back: BackChannel | null = null;
  private timer: NodeJS.Timeout | null = null;
  private lastSeen = Date.now();
  private flushQueued = false;
  session: Session | null = null;
  closed = false;

  constructor(private readonly onClose: (s: ChannelSession) => void) {}

  /** Queues one message (or a control array such as ["noop"]) for the back channel. */
  push(payload: unknown[]): void {
    if (this.closed) return;
    this.outgoing.push({ id: this.nextArrayId++, payload });
    // One answer for everything a commit produced (a long-poll answers only once).
    if (this.flushQueued) return;
    this.flushQueued = true;
    queueMicrotask(() => {
      this.flushQueued = false;
      this.flush();
    });
  }

  attach(back: BackChannel, ackedArrayId: number): void {
    this.lastSeen = Date.now();
    this.outgoing = this.outgoing.filter((a) => a.id > ackedArrayId);
    this.lastWritten = Math.min(this.lastWritten, ackedArrayId);
    this.detach();
    this.back = back;
    back.res.on('close', () => {
      if (this.back === back) this.detach();
    });
    back.res.writeHead(200, backHeaders(back.res));
    // A streaming back channel shows data at once, so that the client sees no buffering proxy.
    if (back.streaming && !this.outgoing.some((a) => a.id > this.lastWritten)) this.push(['noop']);
    else this.flush();
    this.arm();
  }

  private flush(): void {
    const back = this.back;
    if (!back) return;
    const due = this.outgoing.filter((a) => a.id > this.lastWritten);
    if (due.length === 0) return;
    this.lastWritten = due[due.length - 1]!.id;
    back.res.write(chunk(due.map((a) => [a.id, a.payload])));
    if (!back.streaming) this.detach(true);
    else this.arm();
  }

  /** Keep-alive: a streaming back channel gets a noop, a held long-poll answers with one. */
  private arm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.closed) return;
      if (this.back) {
        this.push(['noop']);
        return;
      }
      if (Date.now() - this.lastSeen > IDLE_MS) this.close();
      else this.arm();
    }, KEEPALIVE_MS);
    this.timer.unref();
  }

  private detach(end = true): void {
    const back = this.back;
    this.back = null;
    this.lastSeen = Date.now();
    if (back && end && !back.res.writableEnded) back.res.end();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.session?.close();
    this.detach();
    this.onClose(this);
  }

  /** Ends the stream with an error, in the shape the SDK reads (`data[0].error`), then closes. */
  fail(error: ApiError): void {
    this.push([
      { error: { code: error.httpStatus, message: error.message, status: error.status } },
    ]);
    this.push(['close']);
    this.closed = true;
    this.session?.close();
    setTimeout(() => this.close(), 30_000).unref();
  }
}

/** One length-prefixed chunk of arrays; the length counts UTF-16 units, as the client slices. */
function chunk(arrays: unknown[]): string {
  const json = `${JSON.stringify(arrays)}\n`;
  return `${json.length}\n${json}`;
}

function corsHeaders(req: http.IncomingMessage): Record<string, string> {
  // The SDK sends its channel requests withCredentials, so `*` would not do: echo the origin.
  const origin = req.headers.origin;
  return origin
    ? {
        'access-control-allow-origin': origin,
        'access-control-allow-credentials': 'true',
        'access-control-expose-headers': 'X-HTTP-Session-Id, X-Client-Wire-Protocol',
        vary: 'Origin',
      }
    : {};
}

const CORS = new WeakMap<http.ServerResponse, Record<string, string>>();

function backHeaders(res: http.ServerResponse): Record<string, string> {
  return {
    ...(CORS.get(res) ?? {}),
    'content-type': 'application/javascript; charset=utf-8',
    'cache-control': 'no-cache, no-store, max-age=0, must-revalidate',
    'x-content-type-options': 'nosniff',
  };
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The maps of a forward request: `count`, `ofs`, then `req{i}___data__` (raw JSON). */
function maps(form: URLSearchParams): { id: number; message: Record<string, unknown> }[] {
  const count = Number(form.get('count') ?? 0);
  const ofs = Number(form.get('ofs') ?? 0);
  const out: { id: number; message: Record<string, unknown> }[] = [];
  for (let i = 0; i < count; i++) {
    const data = form.get(`req${i}___data__`);
    if (data === null) continue;
    let message: unknown;
    try {
      message = JSON.parse(data);
    } catch {
      throw new ApiError('INVALID_ARGUMENT', `Invalid JSON payload received. ${data.slice(0, 40)}`);
    }
    out.push({ id: ofs + i, message: message as Record<string, unknown> });
  }
  return out;
}

/** `headers=` of the handshake: the init message headers as `Name:value\r\n` lines. */
function authorizationOf(form: URLSearchParams): string | undefined {
  for (const line of (form.get('headers') ?? '').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0 && line.slice(0, i).trim().toLowerCase() === 'authorization')
      return line.slice(i + 1).trim();
  }
  return undefined;
}

export function createWebChannelHandler(service: FirestoreService) {
  const sessions = new Map<string, ChannelSession>();

  const handle = async (
    method: 'Listen' | 'Write',
    req: http.IncomingMessage,
    res: http.ServerResponse,
    url: URL,
  ): Promise<void> => {
    const q = url.searchParams;
    const sid = q.get('SID');
    const type = q.get('TYPE');
    if (!sid) {
      if (req.method !== 'POST') throw new ApiError('INVALID_ARGUMENT', 'Missing SID.');
      // The handshake, with the first messages of the stream.
      const form = await readForm(req);
      const channel = new ChannelSession((s) => sessions.delete(s.sid));
      const peer = {
        send: (message: Record<string, unknown>) => channel.push([message]),
        fail: (error: ApiError) => channel.fail(error),
      };
      const opened = openSession(method, service, authorizationOf(form), peer);
      channel.session = { id: channel.sid, ...opened };
      sessions.set(channel.sid, channel);
      res.writeHead(200, { ...backHeaders(res), 'x-http-session-id': channel.sid });
      res.end(chunk([[0, ['c', channel.sid, '', 8, 14, KEEPALIVE_MS]]]));
      for (const m of maps(form)) {
        channel.lastMap = m.id;
        channel.session.receive(m.message);
      }
      return;
    }
    const channel = sessions.get(sid);
    if (!channel) {
      res.writeHead(400, { ...(CORS.get(res) ?? {}), 'content-type': 'text/plain' });
      res.end('Unknown SID');
      return;
    }
    if (type === 'terminate') {
      channel.close();
      res.writeHead(200, CORS.get(res) ?? {});
      res.end();
      return;
    }
    if (req.method === 'GET' && q.get('RID') === 'rpc') {
      channel.attach({ res, streaming: q.get('CI') === '0' }, Number(q.get('AID') ?? -1));
      return;
    }
    if (req.method !== 'POST')
      throw new ApiError('INVALID_ARGUMENT', 'Unexpected channel request.');
    const form = await readForm(req);
    for (const m of maps(form)) {
      if (m.id <= channel.lastMap) continue;
      channel.lastMap = m.id;
      channel.session?.receive(m.message);
    }
    // [back channel present, last array id sent, bytes outstanding]
    res.writeHead(200, backHeaders(res));
    res.end(chunk([1, channel.lastWritten, 0]));
  };

  /** Serves a WebChannel request; false when the request is not one. */
  return (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const m = PATH.exec(url.pathname);
    if (!m) return false;
    CORS.set(res, corsHeaders(req));
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...(CORS.get(res) ?? {}),
        'access-control-allow-methods': 'GET, POST, OPTIONS',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
        'access-control-max-age': '3600',
      });
      res.end();
      return true;
    }
    handle(m[1] as 'Listen' | 'Write', req, res, url).catch((err: unknown) => {
      const e = asApiError(err);
      if (!res.headersSent) {
        res.writeHead(e.httpStatus, {
          ...(CORS.get(res) ?? {}),
          'content-type': 'application/json',
        });
        res.end(JSON.stringify(e.toRestBody()));
      } else res.end();
    });
    return true;
  };
}
