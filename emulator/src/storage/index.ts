/**
 * Groundtruth's offline Cloud Storage for Firebase emulator. `createStorageService` gives an
 * HTTP handler to mount on a listener (default port 9199); `startStorageServer` runs one on its
 * own (tests, bench, standalone use).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { RulesFile } from '../rules-file.js';
import {
  createStorageService,
  type StorageService,
  type StorageServiceOptions,
} from './service.js';

/**
 * How long an idle keep-alive connection stays open. Longer than the clients' own idle timeout
 * (Node's agents close a free socket after 5 s): when both were 5 s, a request sent on a socket
 * as the server closed it failed with EPIPE or ECONNRESET, and uploads are not retried.
 */
export const KEEP_ALIVE_MS = 65_000;

export { createStorageService };
export type { StorageService, StorageServiceOptions };
export { crc32c, crc32cBase64, crc32cUpdate } from './crc32c.js';

export interface StorageServerOptions {
  /** 0 = an ephemeral port. */
  port: number;
  host?: string;
  dataDir: string;
  /** storage.rules; an edit applies from the next request (../rules-file.ts); absent = deny all but owner. */
  rulesPath?: string;
  /** Rules text, when not from a file. */
  rules?: string;
  firestore?: StorageServiceOptions['firestore'];
  log?: (line: string) => void;
}

export interface RunningStorageServer {
  port: number;
  service: StorageService;
  stop(): Promise<void>;
}

export async function startStorageServer(
  options: StorageServerOptions,
): Promise<RunningStorageServer> {
  const fromFile = options.rulesPath ? new RulesFile(options.rulesPath) : undefined;
  const rulesSource = (): string | undefined => options.rules ?? fromFile?.text();
  const service = createStorageService({
    dataDir: options.dataDir,
    rulesSource,
    firestore: options.firestore,
    log: options.log,
  });
  await service.ready;
  const server = http.createServer((req, res) => service.handle(req, res));
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  // Large uploads can take a while; never time a request out.
  server.requestTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    service,
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await service.close();
    },
  };
}
