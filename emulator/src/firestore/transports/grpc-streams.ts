/**
 * The two bidirectional gRPC methods, Listen and Write, over HTTP/2: response headers at once,
 * each complete length-prefixed frame handed to the session as it arrives, each session message
 * written as a frame, status in trailers when either side ends.
 */
import type http2 from 'node:http2';
import { gunzipSync } from 'node:zlib';
import type protobuf from 'protobufjs';
import { ApiError, asApiError } from '../errors.js';
import { ListenSession, type ListenRequest, type StreamPeer } from '../streams/listen-stream.js';
import { decodeJson, encodeJson } from './proto-json.js';
import { callerFrom } from '../security.js';
import type { FirestoreService } from '../service.js';
import { WriteSession, type WriteRequest } from '../streams/write-stream.js';

export const STREAMING_METHODS = new Set(['Listen', 'Write']);

interface Session {
  receive(req: Record<string, unknown>): void;
  close(): void;
}

/** Starts the session of a Listen or Write call; the session speaks through `peer`. */
export function openSession(
  method: string,
  service: FirestoreService,
  authorization: string | undefined,
  peer: StreamPeer,
): Session {
  const caller = callerFrom(authorization);
  if (method === 'Listen') {
    const s = new ListenSession(service, caller, peer);
    return { receive: (r) => s.receive(r as ListenRequest), close: () => s.close() };
  }
  const s = new WriteSession(service, caller, peer);
  return { receive: (r) => s.receive(r as WriteRequest), close: () => s.close() };
}

function frame(bytes: Uint8Array): Buffer {
  const head = Buffer.alloc(5);
  head.writeUInt32BE(bytes.length, 1);
  return Buffer.concat([head, bytes]);
}

export function handleStreamingCall(
  service: FirestoreService,
  method: string,
  reqType: protobuf.Type,
  resType: protobuf.Type,
  stream: http2.ServerHttp2Stream,
  headers: http2.IncomingHttpHeaders,
  percentEncode: (message: string) => string,
): void {
  let ended = false;
  const end = (status: number, message: string): void => {
    if (ended) return;
    ended = true;
    session?.close();
    if (stream.destroyed || stream.closed) return;
    stream.once('wantTrailers', () => {
      stream.sendTrailers({
        'grpc-status': String(status),
        'grpc-message': percentEncode(message),
      });
    });
    stream.end();
  };
  stream.respond({ ':status': 200, 'content-type': 'application/grpc' }, { waitForTrailers: true });
  const peer: StreamPeer = {
    send(message) {
      if (ended || stream.destroyed || stream.closed) return;
      stream.write(frame(encodeJson(resType, message)));
    },
    fail(error) {
      end(error.grpcCode, error.message);
    },
  };
  let session: Session | null = null;
  try {
    session = openSession(method, service, headers.authorization as string | undefined, peer);
  } catch (err) {
    const e = asApiError(err);
    end(e.grpcCode, e.message);
    return;
  }

  const encoding = headers['grpc-encoding'] as string | undefined;
  let pending: Buffer = Buffer.alloc(0);
  stream.on('data', (chunk: Buffer) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    while (!ended && pending.length >= 5) {
      const len = pending.readUInt32BE(1);
      if (pending.length < 5 + len) break;
      let msg: Buffer = pending.subarray(5, 5 + len);
      const compressed = pending[0] === 1;
      pending = pending.subarray(5 + len);
      try {
        if (compressed) {
          if (encoding !== 'gzip')
            throw new ApiError('UNIMPLEMENTED', `Unsupported grpc-encoding ${encoding}`);
          msg = gunzipSync(msg);
        }
        session!.receive(decodeJson(reqType, msg));
      } catch (err) {
        const e = asApiError(err);
        end(e.grpcCode, e.message);
      }
    }
  });
  // The client half-closed: the call is over.
  stream.on('end', () => end(0, ''));
  stream.on('close', () => {
    ended = true;
    session?.close();
  });
  stream.on('error', () => {});
}
