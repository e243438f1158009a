/**
 * The Storage emulator's HTTP service: builds the context every route is given (object store,
 * upload sessions, rules check, log), dispatches a request to the control endpoints, the
 * Firebase API (/v0) or the Cloud Storage JSON API, and maps failures to error responses.
 */
import type http from 'node:http';
import type { FirestoreAccess } from '../rules/api.js';
import { StorageRules } from './access.js';
import type { StorageContext } from './context.js';
import { control } from './control.js';
import { emptyDirs, KeyedLock, prepareDirs, storageDirs } from './persistence/disk.js';
import { firebaseRoute } from './firebase-api/routes.js';
import { gcsRoute } from './gcs-api/routes.js';
import {
  drain,
  firebaseError,
  HttpError,
  preflight,
  sendJson,
  sendOfficialText,
  setCors,
} from './http.js';
import { admitLocal } from '../local-only.js';
import { MultipartError } from './multipart/related.js';
import { ObjectStore } from './persistence/object-store.js';
import { BadMetadataError } from './resources.js';
import { UploadSessions } from './persistence/upload-sessions.js';

export interface StorageServiceOptions {
  /** Data directory; objects live under <dataDir>/storage/. */
  dataDir: string;
  /** The current storage.rules text; undefined = deny everything that is not `Bearer owner`. */
  rulesSource: () => string | undefined;
  /** Backs `firestore.get` / `firestore.exists` in storage.rules. */
  firestore?: (projectId: string) => FirestoreAccess | undefined;
  /** The project's default bucket (used for projectId when the bucket name does not carry it). */
  defaultBucket?: string;
  /** The project id for `firestore.get`; derived from the bucket name when absent. */
  projectId?: string;
  /** Where rule denials and internal errors are reported (default: nowhere). */
  log?: (line: string) => void;
}

export interface StorageService {
  handle(req: http.IncomingMessage, res: http.ServerResponse): void;
  /**
   * Replaces the rules (overriding rulesSource until its text next changes). Throws
   * RulesSyntaxError when they do not parse.
   */
  setRules(source: string): void;
  /** Deletes every object and upload session. */
  clear(): Promise<void>;
  /** Waits for in-flight writes. */
  close(): Promise<void>;
  /** Resolves once existing data has been loaded (handle() waits for it too). */
  ready: Promise<void>;
}

export function createStorageService(options: StorageServiceOptions): StorageService {
  const log = options.log ?? (() => undefined);
  const dirs = storageDirs(options.dataDir);
  const locks = new KeyedLock();
  const ctx: StorageContext = {
    objects: new ObjectStore(dirs, locks),
    sessions: new UploadSessions(dirs, locks),
    rules: new StorageRules({
      rulesSource: options.rulesSource,
      firestore: options.firestore,
      projectId: options.projectId,
      log,
    }),
    log,
    async clear() {
      await locks.settled();
      ctx.objects.forget();
      ctx.sessions.forget();
      await emptyDirs(dirs);
    },
  };
  const ready = (async () => {
    await prepareDirs(dirs);
    await ctx.objects.load();
    await ctx.sessions.load();
  })();
  // handle() awaits it; this only keeps a failed start from being an unhandled rejection.
  ready.catch((err: unknown) => log(`storage: cannot open ${dirs.root}: ${String(err)}`));

  async function route(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    await ready;
    if (!admitLocal(req, res)) return;
    setCors(req, res);
    if (req.method === 'OPTIONS') return preflight(req, res);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = url.pathname;
    const q = url.searchParams;
    if (await control(ctx, req, res, pathname)) return;
    if (pathname.startsWith('/v0/')) return firebaseRoute(ctx, req, res, pathname.slice(4), q);
    if (await gcsRoute(ctx, req, res, pathname, q)) return;
    await drain(req);
    return firebaseError(res, 501, 'Not Implemented.');
  }

  return {
    ready,
    handle(req, res) {
      req.on('error', () => undefined);
      if (process.env.GT_STORAGE_DEBUG) {
        res.on('finish', () =>
          console.error(
            `${req.method} ${req.url} ${JSON.stringify(req.headers)} -> ${res.statusCode}`,
          ),
        );
      }
      route(req, res).catch((err: unknown) => {
        if (res.headersSent) {
          res.destroy();
          return;
        }
        if (err instanceof HttpError) return firebaseError(res, err.status, err.message);
        // A malformed upload: the official emulator's message, as text on /v0, JSON on the JSON API.
        if (err instanceof MultipartError) {
          if (req.url?.startsWith('/v0/')) return sendOfficialText(res, 400, err.message);
          return sendJson(res, 400, { error: { code: 400, message: err.message } });
        }
        if (err instanceof BadMetadataError)
          return firebaseError(res, 400, `Invalid request. ${(err as Error).message}`);
        if (
          req.destroyed ||
          (err as NodeJS.ErrnoException).code === 'ECONNRESET' ||
          (err as Error).name === 'AbortError'
        ) {
          res.destroy();
          return;
        }
        log(
          `storage: internal error on ${req.method} ${req.url}: ${(err as Error).stack ?? String(err)}`,
        );
        firebaseError(res, 500, 'Internal error.');
      });
    },
    setRules: (source) => ctx.rules.set(source),
    async clear() {
      await ready;
      await ctx.clear();
    },
    async close() {
      await ready.catch(() => undefined);
      await locks.settled();
    },
  };
}
