/**
 * gRPC google.firestore.v1.Firestore over cleartext HTTP/2 (what firebase-admin speaks),
 * framed by hand: 5-byte length-prefixed messages, status in trailers.
 */
import type http2 from 'node:http2';
import { gunzipSync } from 'node:zlib';
import { ApiError, asApiError } from '../errors.js';
import { decodeJson, encodeJson, firestoreRoot } from './proto-json.js';
import { randomId } from './rest.js';
import { callerFrom, OWNER, type Caller } from '../security.js';
import type { Write } from '../writes.js';
import type { FirestoreService } from '../service.js';
import { parseName } from '../paths.js';
import { handleStreamingCall, STREAMING_METHODS } from './grpc-streams.js';

type Json = Record<string, unknown>;
type Handler = (req: Json, caller: Caller) => Promise<Json | Json[]>;

function projectOf(name: string): string {
  return parseName(name).project;
}

/** Each method's handler; arrays are streamed one message per element. */
function handlers(service: FirestoreService): Record<string, Handler> {
  return {
    GetDocument: async (r, c) => {
      const name = r.name as string;
      return (await service.getDocument(projectOf(name), c, name, r)) as unknown as Json;
    },
    ListDocuments: async (r, c) => {
      const parent = r.parent as string;
      return (await service.listDocuments(
        projectOf(parent),
        c,
        parent,
        r.collectionId as string,
        r,
      )) as unknown as Json;
    },
    BatchGetDocuments: async (r, c) =>
      (await service.batchGet(
        projectOf((r.database as string) + '/documents'),
        c,
        r,
      )) as unknown as Json[],
    Commit: async (r, c) =>
      (await service.commit(
        projectOf((r.database as string) + '/documents'),
        c,
        r,
      )) as unknown as Json,
    BatchWrite: async (r, c) =>
      (await service.batchWrite(
        projectOf((r.database as string) + '/documents'),
        c,
        r,
      )) as unknown as Json,
    RunQuery: async (r, c) => {
      const parent = r.parent as string;
      return (await service.runQuery(projectOf(parent), c, parent, r)) as unknown as Json[];
    },
    RunAggregationQuery: async (r, c) => {
      const parent = r.parent as string;
      return (await service.runAggregationQuery(
        projectOf(parent),
        c,
        parent,
        r,
      )) as unknown as Json[];
    },
    BeginTransaction: async (r) =>
      service.beginTransaction(projectOf((r.database as string) + '/documents'), r) as Json,
    Rollback: async (r) =>
      service.rollback(projectOf((r.database as string) + '/documents'), r) as Json,
    CreateDocument: async (r, c) => {
      const parent = r.parent as string;
      const document = (r.document ?? {}) as { fields?: Record<string, never> };
      const name = `${parent}/${r.collectionId as string}/${(r.documentId as string) || randomId()}`;
      const project = projectOf(parent);
      await service.commit(project, c, {
        writes: [
          { update: { name, fields: document.fields ?? {} }, currentDocument: { exists: false } },
        ],
      });
      return (await service.getDocument(project, OWNER, name, r)) as unknown as Json;
    },
    UpdateDocument: async (r, c) => {
      const document = r.document as { name: string; fields?: Record<string, never> };
      const project = projectOf(document.name);
      const write: Write = { update: { name: document.name, fields: document.fields ?? {} } };
      if (r.updateMask) write.updateMask = r.updateMask as Write['updateMask'];
      if (r.currentDocument) write.currentDocument = r.currentDocument as Write['currentDocument'];
      await service.commit(project, c, { writes: [write] });
      return (await service.getDocument(project, OWNER, document.name, r)) as unknown as Json;
    },
    DeleteDocument: async (r, c) => {
      const write: Write = { delete: r.name as string };
      if (r.currentDocument) write.currentDocument = r.currentDocument as Write['currentDocument'];
      await service.commit(projectOf(r.name as string), c, { writes: [write] });
      return {};
    },
    ListCollectionIds: async (r) => {
      const parent = r.parent as string;
      return service.listCollectionIds(projectOf(parent), parent, r) as unknown as Json;
    },
  };
}

function frames(body: Buffer, encoding: string | undefined): Buffer[] {
  const out: Buffer[] = [];
  let off = 0;
  while (off + 5 <= body.length) {
    const compressed = body[off] === 1;
    const len = body.readUInt32BE(off + 1);
    let msg = body.subarray(off + 5, off + 5 + len);
    if (compressed) {
      if (encoding !== 'gzip')
        throw new ApiError('UNIMPLEMENTED', `Unsupported grpc-encoding ${encoding}`);
      msg = gunzipSync(msg);
    }
    out.push(msg);
    off += 5 + len;
  }
  return out;
}

/** grpc-message encoding: percent-encode '%' and bytes outside printable ASCII, nothing else. */
function percentEncode(message: string): string {
  let out = '';
  for (const byte of Buffer.from(message, 'utf8')) {
    out +=
      byte < 0x20 || byte > 0x7e || byte === 0x25
        ? `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
        : String.fromCharCode(byte);
  }
  return out;
}

function frame(bytes: Uint8Array): Buffer {
  const head = Buffer.alloc(5);
  head.writeUInt32BE(bytes.length, 1);
  return Buffer.concat([head, bytes]);
}

/** Handles one HTTP/2 stream as a gRPC call. */
export function createGrpcHandler(service: FirestoreService) {
  const root = firestoreRoot();
  const svc = root.lookupService('google.firestore.v1.Firestore');
  const table = handlers(service);

  return (stream: http2.ServerHttp2Stream, headers: http2.IncomingHttpHeaders): void => {
    const path = headers[':path'] ?? '';
    const m = /^\/google\.firestore\.v1\.Firestore\/(\w+)$/.exec(path);
    const methodName = m?.[1];
    const method = methodName ? svc.methods[methodName] : undefined;
    const handler = methodName ? table[methodName] : undefined;
    if (method && methodName && STREAMING_METHODS.has(methodName)) {
      handleStreamingCall(
        service,
        methodName,
        method.resolvedRequestType!,
        method.resolvedResponseType!,
        stream,
        headers,
        percentEncode,
      );
      return;
    }

    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('error', () => {});
    stream.on('end', () => {
      const finish = (status: number, message: string): void => {
        if (stream.destroyed || stream.closed) return;
        if (!stream.headersSent)
          stream.respond(
            { ':status': 200, 'content-type': 'application/grpc' },
            { waitForTrailers: true },
          );
        stream.once('wantTrailers', () => {
          stream.sendTrailers({
            'grpc-status': String(status),
            'grpc-message': percentEncode(message),
          });
        });
        stream.end();
      };
      void (async () => {
        try {
          if (!method || !handler)
            throw new ApiError(
              'UNIMPLEMENTED',
              `Method ${path} is not implemented by this emulator.`,
            );
          const reqType = method.resolvedRequestType!;
          const resType = method.resolvedResponseType!;
          const [payload] = frames(
            Buffer.concat(chunks),
            headers['grpc-encoding'] as string | undefined,
          );
          const req = decodeJson(reqType, payload ?? Buffer.alloc(0));
          const caller = callerFrom(headers.authorization as string | undefined);
          const result = await handler(req, caller);
          if (stream.destroyed || stream.closed) return;
          stream.respond(
            { ':status': 200, 'content-type': 'application/grpc' },
            { waitForTrailers: true },
          );
          for (const msg of Array.isArray(result) ? result : [result])
            stream.write(frame(encodeJson(resType, msg)));
          finish(0, '');
        } catch (err) {
          const e = asApiError(err);
          finish(e.grpcCode, e.message);
        }
      })();
    });
  };
}
