/**
 * Commit and BatchWrite: a commit locks its documents in one global order, re-checks a
 * transaction's reads, applies every write to an overlay, judges them all by the rules and only
 * then makes them durable, so all apply or none do.
 */
import { randomBytes } from 'node:crypto';
import type { StoredDocument } from '../rules/api.js';
import { ApiError, tooMuchContention } from './errors.js';
import { parseDocumentName, parseName } from './paths.js';
import { Clock, type ProjectStore } from './persistence/store.js';
import type { Caller } from './security.js';
import type { CommitResponse, FirestoreService } from './service.js';
import {
  applyWrite,
  writeTarget,
  type AppliedWrite,
  type Write,
  type WriteResult,
} from './writes.js';

/** Commits writes atomically: all apply or none do. */
export async function commitAtomically(
  service: FirestoreService,
  project: string,
  caller: Caller,
  req: { writes?: Write[]; transaction?: string },
): Promise<CommitResponse> {
  const writes = req.writes ?? [];
  const store = service.stores.project(project);
  const tx = req.transaction ? service.transactions.get(req.transaction, project) : null;
  const owner = tx?.id ?? `commit:${randomBytes(8).toString('hex')}`;
  // Locks are taken in one global order so that commits cannot deadlock each other.
  const paths = [
    ...new Set(writes.map((w) => parseDocumentName(writeTarget(w), project).path)),
  ].sort();
  try {
    if (tx?.readOnly && writes.length > 0)
      throw new ApiError('INVALID_ARGUMENT', 'Cannot modify entities in a read-only transaction.');
    // Contention mode: a place in the queue of each document written (verified ones are only
    // read), or ABORTED at once when the wait would pass the bound.
    const admission = service.contention?.admit(
      project,
      [
        ...new Set(
          writes
            .filter((w) => w.verify === undefined)
            .map((w) => parseDocumentName(writeTarget(w), project).path),
        ),
      ].sort(),
    );
    for (const p of paths) await service.transactions.lock(project, p, owner);
    // The document's turn is waited for with the locks held, as production serves a document's
    // writes in order while the transaction holds what it read.
    await admission?.serve();
    if (tx) {
      for (const [path, version] of tx.reads) {
        if ((store.get(path)?.updateTime ?? null) !== version) throw tooMuchContention();
      }
    }
    // Awaited here so that locks are held until the commit is durable and visible.
    const response = await applyAtomically(service, store, caller, writes);
    admission?.committed();
    return response;
  } finally {
    if (tx) service.transactions.release(tx.id);
    else service.transactions.unlockAll(project, paths, owner);
  }
}

async function applyAtomically(
  service: FirestoreService,
  store: ProjectStore,
  caller: Caller,
  writes: Write[],
): Promise<CommitResponse> {
  const micros = store.clock.nowMicros();
  const commitTime = Clock.format(micros);
  const overlay = new Map<string, StoredDocument | null>();
  const applied: AppliedWrite[] = [];
  for (const w of writes) {
    const path = parseDocumentName(writeTarget(w), store.project).path;
    const before = overlay.has(path) ? overlay.get(path)! : store.get(path);
    const a = applyWrite(store.project, before, w, commitTime);
    overlay.set(path, a.after);
    applied.push(a);
  }
  const database = writes.length > 0 ? parseName(writeTarget(writes[0]!)).database : '(default)';
  const judged = applied.filter(
    (a): a is AppliedWrite & { method: 'create' | 'update' | 'delete' } => a.method !== 'verify',
  );
  service.security.checkWrites(caller, store, database, judged, overlay, new Date(micros / 1000));
  const changes = new Map<string, StoredDocument | null>();
  for (const [path, doc] of overlay) if (doc !== store.get(path)) changes.set(path, doc);
  await store.commit(changes, micros);
  return { writeResults: applied.map((a) => a.result), commitTime };
}

/** Applies each write on its own (not atomically), reporting a status per write. */
export async function batchWrite(
  service: FirestoreService,
  project: string,
  caller: Caller,
  req: { writes?: Write[] },
): Promise<{ writeResults: WriteResult[]; status: { code: number; message?: string }[] }> {
  const writeResults: WriteResult[] = [];
  const status: { code: number; message?: string }[] = [];
  for (const w of req.writes ?? []) {
    try {
      const r = await service.commit(project, caller, { writes: [w] });
      writeResults.push(r.writeResults[0]!);
      status.push({ code: 0 });
    } catch (err) {
      const e = err instanceof ApiError ? err : new ApiError('INTERNAL', String(err));
      writeResults.push({});
      status.push({ code: e.grpcCode, message: e.message });
    }
  }
  return { writeResults, status };
}
