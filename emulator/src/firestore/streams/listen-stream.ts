/**
 * One `Listen` stream (google.firestore.v1.Firestore/Listen), whatever carries it (gRPC or
 * WebChannel): targets added and removed by the client, their initial snapshot ending in
 * CURRENT, then every commit's effect on them, each batch closed by a global NO_CHANGE carrying
 * the read time and a resume token. Messages are proto3 JSON (the REST shapes).
 */
import type { StoredDocument } from '../../rules/api.js';
import { ApiError, asApiError } from '../errors.js';
import {
  ListenHub,
  parseResumeToken,
  resumeToken,
  type Changes,
  type ProjectFeed,
} from './listen-hub.js';
import { parseDocumentName, parseName } from '../paths.js';
import { runQuery } from '../query/query.js';
import { queryLimit, type StructuredQuery } from '../query/structured-query.js';
import type { Caller } from '../security.js';
import type { FirestoreService } from '../service.js';
import { Clock } from '../persistence/store.js';
import { parseTimestamp } from '../values.js';

type Json = Record<string, unknown>;

/** The far end of a stream: how a session sends a message or ends the stream. */
export interface StreamPeer {
  send(message: Json): void;
  /** Ends the stream with an error status (the session is closed by then). */
  fail(error: ApiError): void;
}

export interface ListenRequest {
  database?: string;
  addTarget?: {
    targetId?: number;
    query?: { parent?: string; structuredQuery?: StructuredQuery };
    documents?: { documents?: string[] };
    resumeToken?: string;
    readTime?: string;
    once?: boolean;
  };
  removeTarget?: number;
  labels?: Record<string, string>;
}

interface Target {
  id: number;
  database: string;
  /** Query targets: the parent and the query. */
  parent?: string;
  query?: StructuredQuery;
  /** Document targets: paths below …/documents, and their full names. */
  paths?: string[];
  /** What the client was last sent: full name → updateTime. */
  sent: Map<string, string>;
}

function micros(time: string): number {
  const [s, n] = parseTimestamp(time);
  return s * 1e6 + Math.floor(n / 1000);
}

function collectionOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/'));
}

export class ListenSession {
  private readonly targets = new Map<number, Target>();
  private feed: ProjectFeed | null = null;
  private unsubscribe: (() => void) | null = null;
  private closed = false;

  constructor(
    private readonly service: FirestoreService,
    private readonly caller: Caller,
    private readonly peer: StreamPeer,
  ) {}

  /** Handles one ListenRequest; a malformed one ends the stream. */
  receive(req: ListenRequest): void {
    if (this.closed) return;
    try {
      if (req.addTarget) this.addTarget(req);
      else if (req.removeTarget !== undefined) this.removeTarget(Number(req.removeTarget));
    } catch (err) {
      this.fail(asApiError(err));
    }
  }

  close(): void {
    this.closed = true;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.targets.clear();
  }

  private fail(error: ApiError): void {
    if (this.closed) return;
    this.close();
    this.peer.fail(error);
  }

  private feedFor(database: string): ProjectFeed {
    const project = parseName(`${database}/documents`).project;
    if (this.feed) {
      if (this.feed.store.project !== project)
        throw new ApiError('INVALID_ARGUMENT', 'A Listen stream serves one database.');
      return this.feed;
    }
    this.feed = ListenHub.of(this.service.stores).feed(project);
    this.unsubscribe = this.feed.subscribe((changes, at) => this.onCommit(changes, at));
    return this.feed;
  }

  private addTarget(req: ListenRequest): void {
    const add = req.addTarget!;
    const id = Number(add.targetId ?? 0);
    if (this.targets.has(id))
      throw new ApiError('INVALID_ARGUMENT', `Target ${id} is already being listened to.`);
    const database = req.database ?? '';
    const feed = this.feedFor(database);
    const store = feed.store;
    const target: Target = { id, database, sent: new Map() };
    if (add.query) {
      target.parent = add.query.parent ?? `${database}/documents`;
      target.query = add.query.structuredQuery ?? {};
    } else if (add.documents) {
      target.paths = (add.documents.documents ?? []).map(
        (n) => parseDocumentName(n, store.project).path,
      );
    } else {
      throw new ApiError('INVALID_ARGUMENT', 'A target needs a query or documents.');
    }
    // Rules exactly as for RunQuery (list) and GetDocument (get); a refusal ends this target only.
    try {
      this.authorize(target);
    } catch (err) {
      const e = asApiError(err);
      this.peer.send({
        targetChange: {
          targetChangeType: 'REMOVE',
          targetIds: [id],
          cause: { code: e.grpcCode, message: e.message },
        },
      });
      return;
    }
    this.targets.set(id, target);
    this.peer.send({ targetChange: { targetChangeType: 'ADD', targetIds: [id] } });

    const readMicros = feed.readMicros;
    const current = this.evaluate(target);
    const since = add.resumeToken
      ? parseResumeToken(add.resumeToken)
      : add.readTime
        ? micros(add.readTime)
        : null;
    // A resume sends only what changed since the token, then an existence filter so the client
    // can check its count. Limits and offsets can pull in documents that did not change, and an
    // unknown or too old token cannot be diffed: those get a RESET and the whole result.
    const changed =
      since !== null && queryLimit(target.query ?? {}) === undefined && !target.query?.offset
        ? feed.changedSince(since)
        : null;
    if (since !== null && changed === null)
      this.peer.send({ targetChange: { targetChangeType: 'RESET', targetIds: [id] } });
    for (const doc of current.values()) {
      if (changed && !changed.has(parseName(doc.name).path)) {
        target.sent.set(doc.name, doc.updateTime ?? '');
        continue;
      }
      this.sendDocument(target, doc);
    }
    if (changed) {
      for (const path of changed) {
        const name = `${target.database}/documents/${path}`;
        if (current.has(name)) continue;
        this.peer.send({
          documentRemove: {
            document: name,
            removedTargetIds: [id],
            readTime: Clock.format(readMicros),
          },
        });
      }
      if (target.query) this.peer.send({ filter: { targetId: id, count: current.size } });
    }
    const token = resumeToken(readMicros);
    this.peer.send({
      targetChange: { targetChangeType: 'CURRENT', targetIds: [id], resumeToken: token },
    });
    this.sendGlobal(readMicros);
  }

  private removeTarget(id: number): void {
    this.targets.delete(id);
    this.peer.send({ targetChange: { targetChangeType: 'REMOVE', targetIds: [id] } });
  }

  private authorize(target: Target): void {
    const store = this.feed!.store;
    if (target.query) {
      this.service.checkQuery(this.caller, store, target.parent!, target.query);
      return;
    }
    const database = parseName(`${target.database}/documents`).database;
    for (const path of target.paths!)
      this.service.security.checkGet(this.caller, store, database, path, new Date());
  }

  /** The target's documents now, by full name. */
  private evaluate(target: Target): Map<string, StoredDocument> {
    const store = this.feed!.store;
    const out = new Map<string, StoredDocument>();
    if (target.query) {
      for (const doc of runQuery(store, target.parent!, target.query)) out.set(doc.name, doc);
    } else {
      for (const path of target.paths!) {
        const doc = store.get(path);
        if (doc) out.set(doc.name, doc);
      }
    }
    return out;
  }

  /** Could a change to `path` alter the target's result? */
  private touches(target: Target, path: string): boolean {
    if (target.paths) return target.paths.includes(path);
    const from = target.query!.from?.[0];
    if (!from?.collectionId) return false;
    const parentPath = parseName(target.parent!).path;
    const coll = collectionOf(path);
    if (!from.allDescendants)
      return coll === (parentPath ? `${parentPath}/${from.collectionId}` : from.collectionId);
    if (coll.slice(coll.lastIndexOf('/') + 1) !== from.collectionId) return false;
    return parentPath === '' || coll.startsWith(`${parentPath}/`);
  }

  private onCommit(changes: Changes, at: number): void {
    if (this.closed) return;
    let sentAny = false;
    for (const target of [...this.targets.values()]) {
      if (![...changes.keys()].some((p) => this.touches(target, p))) continue;
      if (target.paths) {
        // A document listen is re-judged when its document changes (rules may read its data).
        try {
          this.authorize(target);
        } catch (err) {
          const e = asApiError(err);
          this.targets.delete(target.id);
          this.peer.send({
            targetChange: {
              targetChangeType: 'REMOVE',
              targetIds: [target.id],
              cause: { code: e.grpcCode, message: e.message },
            },
          });
          sentAny = true;
          continue;
        }
      }
      const current = this.evaluate(target);
      for (const doc of current.values()) {
        if (target.sent.get(doc.name) === doc.updateTime) continue;
        this.sendDocument(target, doc);
        sentAny = true;
      }
      for (const name of [...target.sent.keys()]) {
        if (current.has(name)) continue;
        target.sent.delete(name);
        const deleted = changes.get(parseName(name).path) === null;
        const readTime = Clock.format(at);
        this.peer.send(
          deleted
            ? { documentDelete: { document: name, removedTargetIds: [target.id], readTime } }
            : { documentRemove: { document: name, removedTargetIds: [target.id], readTime } },
        );
        sentAny = true;
      }
    }
    if (sentAny) this.sendGlobal(at);
  }

  private sendDocument(target: Target, doc: StoredDocument): void {
    target.sent.set(doc.name, doc.updateTime ?? '');
    this.peer.send({ documentChange: { document: doc, targetIds: [target.id] } });
  }

  /** The consistent-snapshot marker: no target ids, the read time, and a resume token for all. */
  private sendGlobal(at: number): void {
    this.peer.send({
      targetChange: {
        targetChangeType: 'NO_CHANGE',
        readTime: Clock.format(at),
        resumeToken: resumeToken(at),
      },
    });
  }
}
