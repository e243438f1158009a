/**
 * HTTP plumbing shared by every Storage route: CORS, JSON and empty responses, the two APIs'
 * error bodies, bounded JSON bodies, draining what a route does not read.
 */
import http from 'node:http';

/** A failure with the status to answer; the service turns it into the Firebase error body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Production's messages (the SDK maps the status codes to storage/unauthorized, storage/object-not-found). */
export const DENIED = 'Permission denied.';
export const NOT_FOUND = 'Not Found.';

const MAX_JSON = 1 << 20;

const EXPOSED_HEADERS = [
  'content-type',
  'content-length',
  'content-range',
  'content-disposition',
  'content-encoding',
  'etag',
  'x-firebase-storage-version',
  'x-goog-upload-size-received',
  'x-goog-upload-url',
  'x-goog-upload-command',
  'x-gupload-uploadid',
  'x-goog-upload-header-content-length',
  'x-goog-upload-header-content-type',
  'x-goog-upload-protocol',
  'x-goog-upload-status',
  'x-goog-upload-chunk-granularity',
  'x-goog-upload-control-url',
  'x-goog-hash',
  'x-goog-generation',
  'x-goog-metageneration',
  'x-goog-stored-content-length',
  'x-goog-stored-content-encoding',
  'location',
  'range',
].join(', ');

/**
 * Allows the caller's origin and exposes the headers the SDKs read. Only a loopback origin
 * gets this far (local-only.ts refuses the others before any route).
 */
export function setCors(req: http.IncomingMessage, res: http.ServerResponse): void {
  const origin = req.headers.origin;
  if (origin) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Vary', 'Origin');
  } else {
    res.setHeader('Access-Control-Allow-Origin', '*');
  }
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
}

/** Answers a CORS preflight (204), including Private Network Access. */
export async function preflight(
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<void> {
  const h: Record<string, string> = {
    'Access-Control-Allow-Methods': 'GET,HEAD,PUT,PATCH,POST,DELETE',
    'Access-Control-Allow-Headers': header(req, 'access-control-request-headers') ?? '*',
    'Access-Control-Max-Age': '3600',
  };
  if (header(req, 'access-control-request-private-network'))
    h['Access-Control-Allow-Private-Network'] = 'true';
  await drain(req);
  sendEmpty(res, 204, h);
}

export function sendJson(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body, null, 2);
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=UTF-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

export function sendEmpty(
  res: http.ServerResponse,
  status: number,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { ...headers, 'Content-Length': 0 });
  res.end();
}

/** Production's Firebase error body: {"error":{"code":403,"message":"Permission denied."}}. */
export function firebaseError(
  res: http.ServerResponse,
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): void {
  sendJson(res, status, { error: { code: status, message, ...extra } }, headers);
}

/** The JSON API's error body. */
export function gcsError(
  res: http.ServerResponse,
  status: number,
  message: string,
  reason: string,
): void {
  sendJson(res, status, {
    error: { code: status, message, errors: [{ message, domain: 'global', reason }] },
  });
}

/** Reads a JSON object body of at most 1 MB; an empty body is {}. */
export async function readJson(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req) {
    const b = c as Buffer;
    size += b.length;
    if (size > MAX_JSON) throw new HttpError(400, 'Invalid request. Metadata is too large.');
    chunks.push(b);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (!text) return {};
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Invalid request. Metadata is not valid JSON.');
  }
  if (!v || typeof v !== 'object' || Array.isArray(v))
    throw new HttpError(400, 'Invalid request. Metadata must be a JSON object.');
  return v as Record<string, unknown>;
}

/** Reads and drops the rest of a request body. */
export async function drain(req: http.IncomingMessage): Promise<void> {
  if (req.readableEnded) return;
  for await (const _ of req) void _;
}

/** Reads and drops the rest of a stream (a multipart upload's bytes). */
export async function drainIterable(it: AsyncIterable<unknown>): Promise<void> {
  for await (const _ of it) void _;
}

export function header(req: http.IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** The server's own http://host:port, as the client addressed it (for upload and self links). */
export function originOf(req: http.IncomingMessage): string {
  return `http://${header(req, 'host') ?? '127.0.0.1'}`;
}

/**
 * A plain-text answer as the official emulator's Express routes give it: `res.send(text)`
 * (text/html) for its messages, `res.sendStatus(status)` (text/plain, the status text: "Bad
 * Request", "Not Implemented") otherwise.
 */
export function sendOfficialText(res: http.ServerResponse, status: number, text?: string): void {
  const body = text ?? http.STATUS_CODES[status] ?? String(status);
  res.writeHead(status, {
    'Content-Type': text === undefined ? 'text/plain; charset=utf-8' : 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(body);
}
