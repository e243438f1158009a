/**
 * The emulator process: listeners and their shared state. Firestore's listener is a `net.Server`
 * that tells HTTP/2 (gRPC) from HTTP/1.1 (REST) per connection by its first bytes, so one
 * port serves both SDKs; Storage's is a plain HTTP/1.1 server beside it in `listeners`.
 */
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import path from 'node:path';
import { Duplex } from 'node:stream';
import { createGrpcHandler } from './firestore/transports/grpc.js';
import { createRestHandler } from './firestore/transports/rest.js';
import { createWebChannelHandler } from './firestore/transports/webchannel.js';
import { admitLocal } from './local-only.js';
import os from 'node:os';
import {
  defaultRulesEngine,
  firestoreAccess,
  Security,
  type RulesEngine,
} from './firestore/security.js';
import { RulesFile } from './rules-file.js';
import { createStorageService, KEEP_ALIVE_MS } from './storage/index.js';
import { MeteredFirestoreService, usageRoute } from './firestore/usage.js';
import { Contention, contentionRoute, type ContentionOptions } from './firestore/contention.js';
import { Stores } from './firestore/persistence/store.js';

export interface EmulatorOptions {
  /** Port for Firestore (REST and gRPC); 0 picks a free one. */
  firestorePort: number;
  host?: string;
  /** Where data lives; null keeps everything in memory. */
  dataDir: string | null;
  /** firestore.rules to load at start; an edit applies from the next request (rules-file.ts). */
  rulesPath?: string;
  /** Rules source used when there is no rulesPath. */
  rulesSource?: string;
  /** The rules engine; the project's own by default. */
  rulesEngine?: RulesEngine;
  /** Log lines (rules reloads, errors); defaults to console.error. */
  log?: (line: string) => void;
  /** Port for Storage; omitted = no Storage listener; 0 picks a free one. */
  storagePort?: number;
  /** storage.rules; an edit applies from the next request (rules-file.ts). */
  storageRulesPath?: string;
  /** storage.rules source used when there is no storageRulesPath. */
  storageRulesSource?: string;
  /**
   * Contention mode (firestore/contention.ts): each document serves one write per service time
   * and refuses a commit with ABORTED past the bound; commits are metered per document on
   * `/emulator/v1/contention` and summarised in the log at stop. Off when omitted.
   */
  contention?: ContentionOptions;
}

export interface RunningEmulator {
  /** The Firestore port actually bound. */
  port: number;
  /** The Storage port actually bound, when Storage runs. */
  storagePort?: number;
  host: string;
  stop(): Promise<void>;
}

const HTTP2_PREFACE = Buffer.from('PRI * HTTP/2.0');

/** A net.Server that hands each connection to the HTTP/2 or the HTTP/1 server by sniffing its preface. */
function dualProtocolServer(h1: http.Server, h2: http2.Http2Server): net.Server {
  return net.createServer((socket) => {
    // Responses go out as several small writes (headers, data, trailers): don't let Nagle hold them.
    socket.setNoDelay(true);
    let seen = Buffer.alloc(0);
    const onData = (chunk: Buffer): void => {
      seen = Buffer.concat([seen, chunk]);
      const n = Math.min(seen.length, HTTP2_PREFACE.length);
      const isH2 = seen.subarray(0, n).equals(HTTP2_PREFACE.subarray(0, n));
      if (isH2 && seen.length < HTTP2_PREFACE.length) return; // wait for more bytes
      socket.removeListener('data', onData);
      if (isH2) {
        // http2 reads a net.Socket's handle natively, past anything unshifted: hand it a JS stream instead.
        h2.emit('connection', wrapSocket(socket, seen));
      } else {
        socket.pause();
        socket.unshift(seen);
        h1.emit('connection', socket);
        socket.resume();
      }
    };
    socket.on('data', onData);
    socket.on('error', () => socket.destroy());
  });
}

/** A Duplex over `socket` whose readable side starts with the bytes already consumed. */
function wrapSocket(socket: net.Socket, head: Buffer): Duplex {
  const duplex = new Duplex({
    read() {
      socket.resume();
    },
    write(chunk: Buffer, _enc, cb) {
      socket.write(chunk, cb);
    },
    final(cb) {
      socket.end(cb);
    },
    destroy(err, cb) {
      socket.destroy(err ?? undefined);
      cb(err);
    },
  });
  duplex.push(head);
  socket.on('data', (chunk: Buffer) => {
    if (!duplex.push(chunk)) socket.pause();
  });
  socket.on('end', () => duplex.push(null));
  socket.on('close', () => duplex.destroy());
  return duplex;
}

/** A bound port: each emulator (Firestore, Storage) is one. */
export interface Listener {
  port: number;
  close(): Promise<void>;
}

/** Binds `server`, tracking its sockets so that close() does not wait for idle keep-alives. */
export async function serve(server: net.Server, port: number, host: string): Promise<Listener> {
  const sockets = new Set<net.Socket>();
  server.on('connection', (s: net.Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  const bound = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as net.AddressInfo).port);
    });
  });
  return {
    port: bound,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      }),
  };
}

/** Starts the emulator; resolves once it accepts connections. */
export async function startEmulator(options: EmulatorOptions): Promise<RunningEmulator> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((line: string) => console.error(line));
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });

  const stores = new Stores(options.dataDir ? path.resolve(options.dataDir) : null);
  stores.loadAll();
  const security = new Security(options.rulesEngine ?? defaultRulesEngine);

  const loadRules = (source: string, origin: string): void => {
    const compiled = security.compile(source);
    if ('error' in compiled) {
      log(
        `[emulator] ${origin}:${compiled.error.line}:${compiled.error.column}: ${compiled.error.message} (rules not loaded)`,
      );
      return;
    }
    security.setDefault(compiled.rules);
  };
  // firestore.rules: read now (a missing file is a start error), then re-read at the first
  // Firestore request after each edit; an unreadable or broken edit keeps the last good rules.
  const rulesFile = options.rulesPath ? new RulesFile(path.resolve(options.rulesPath)) : null;
  if (rulesFile) {
    const first = rulesFile.poll();
    if (first.text === undefined) throw first.error;
    loadRules(first.text, rulesFile.path);
  } else if (options.rulesSource !== undefined) {
    loadRules(options.rulesSource, 'rules');
  }
  const refreshRules = (): void => {
    if (!rulesFile) return;
    const { text, changed, error } = rulesFile.poll();
    if (!changed) return;
    if (text === undefined) {
      log(`[emulator] cannot read ${rulesFile.path}: ${String(error)}`);
      return;
    }
    loadRules(text, rulesFile.path);
    log(`[emulator] reloaded ${rulesFile.path}`);
  };

  // Every operation is charged to the usage meter (firestore/usage.ts).
  const service = new MeteredFirestoreService(stores, security);
  const contention = options.contention ? new Contention(options.contention) : null;
  service.contention = contention;
  // A wait for a busy document's lock is bounded like a wait for its turn.
  if (contention)
    service.transactions.boundLockWaits(contention.maxWaitMs, (key) =>
      contention.lockWaitRefused(key),
    );
  const rest = createRestHandler(service, {
    setRules(project, files) {
      const file = files[0];
      if (!file || typeof file.content !== 'string') return 'rules.files[0].content is required.';
      const compiled = security.compile(file.content);
      if ('error' in compiled) {
        const { line, column, message } = compiled.error;
        return `${file.name ?? 'firestore.rules'}:${line}:${column}: ${message}`;
      }
      security.setProject(project, compiled.rules);
      return null;
    },
  });
  const grpc = createGrpcHandler(service);
  const webchannel = createWebChannelHandler(service);
  const h1 = http.createServer((req, res) => {
    if (!admitLocal(req, res)) return;
    if (usageRoute(service.usage, req, res)) return;
    if (contention && contentionRoute(contention, req, res)) return;
    refreshRules();
    if (webchannel(req, res)) return;
    return rest(req, res);
  });
  h1.keepAliveTimeout = KEEP_ALIVE_MS;
  h1.headersTimeout = KEEP_ALIVE_MS + 1_000;
  const h2 = http2.createServer();
  h2.on('stream', (...args: Parameters<typeof grpc>) => {
    refreshRules();
    return grpc(...args);
  });
  h2.on('sessionError', () => {});

  // Every listener of the process; Storage's is pushed here the same way.
  const listeners: Listener[] = [];
  let firestore: Listener;
  try {
    firestore = await serve(dualProtocolServer(h1, h2), options.firestorePort, host);
  } catch (err) {
    service.close();
    await stores.close();
    throw err;
  }
  listeners.push(firestore);

  // Storage in the same process: storage.rules' firestore.get reads this process's documents.
  let storage: Awaited<ReturnType<typeof startStorage>> | null = null;
  if (options.storagePort !== undefined) {
    try {
      storage = await startStorage(options, host, log, (projectId) => {
        try {
          return firestoreAccess(stores.project(projectId), '(default)', null);
        } catch {
          return undefined;
        }
      });
    } catch (err) {
      await firestore.close();
      service.close();
      await stores.close();
      throw err;
    }
    listeners.push(storage.listener);
  }

  let stopped = false;
  return {
    port: firestore.port,
    storagePort: storage?.listener.port,
    host,
    async stop() {
      if (stopped) return;
      stopped = true;
      if (contention) for (const line of contention.summary()) log(line);
      await Promise.all(listeners.map((l) => l.close()));
      await storage?.close();
      h1.close();
      h2.close();
      service.close();
      await stores.close();
    },
  };
}

/** The Storage listener: objects under <dataDir>/storage (a temp dir when data is in memory). */
async function startStorage(
  options: EmulatorOptions,
  host: string,
  log: (line: string) => void,
  firestore: Parameters<typeof createStorageService>[0]['firestore'],
) {
  const inMemory = !options.dataDir;
  const dataDir = options.dataDir
    ? path.resolve(options.dataDir)
    : fs.mkdtempSync(path.join(os.tmpdir(), 'gt-storage-'));
  // storage.rules: re-read at the first Storage request after each edit; missing or broken
  // rules deny every client request (see storage/access.ts).
  const rulesFile = options.storageRulesPath
    ? new RulesFile(path.resolve(options.storageRulesPath))
    : undefined;
  const service = createStorageService({
    dataDir,
    rulesSource: rulesFile ? () => rulesFile.text() : () => options.storageRulesSource,
    firestore,
    log,
  });
  await service.ready;
  const server = http.createServer((req, res) => service.handle(req, res));
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  // Large uploads must not hit Node's 300 s request timeout.
  server.requestTimeout = 0;
  const listener = await serve(server, options.storagePort ?? 9199, host);
  return {
    listener,
    async close() {
      await service.close();
      if (inMemory) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
