/**
 * One streaming `Write` (google.firestore.v1.Firestore/Write), whatever carries it: the handshake
 * (first request, no writes → streamId and streamToken), then each request's writes committed
 * atomically like Commit (preconditions, transforms, rules) and answered in order with a new
 * streamToken, the commit time and the write results. A failed commit ends the stream with its
 * status, which the SDK turns into the rejection of that batch (or a retry, for transient codes).
 */
import { randomBytes } from 'node:crypto';
import { ApiError, asApiError } from '../errors.js';
import type { StreamPeer } from './listen-stream.js';
import { parseName } from '../paths.js';
import type { Caller } from '../security.js';
import type { FirestoreService } from '../service.js';
import type { Write } from '../writes.js';

export interface WriteRequest {
  database?: string;
  streamId?: string;
  writes?: Write[];
  streamToken?: string;
  labels?: Record<string, string>;
}

export class WriteSession {
  private readonly streamId = randomBytes(8).toString('hex');
  private sequence = 0;
  private project: string | null = null;
  /** Commits run one after another so that responses keep the order of the requests. */
  private queue: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly service: FirestoreService,
    private readonly caller: Caller,
    private readonly peer: StreamPeer,
  ) {}

  private nextToken(): string {
    return Buffer.from(`${this.streamId}:${++this.sequence}`).toString('base64');
  }

  receive(req: WriteRequest): void {
    if (this.closed) return;
    if (this.project === null) {
      // The handshake.
      try {
        if (!req.database) throw new ApiError('INVALID_ARGUMENT', 'database is required.');
        this.project = parseName(`${req.database}/documents`).project;
        this.service.stores.project(this.project);
        if (req.writes?.length)
          throw new ApiError(
            'INVALID_ARGUMENT',
            'The first request of a stream carries no writes.',
          );
      } catch (err) {
        this.fail(asApiError(err));
        return;
      }
      this.peer.send({ streamId: this.streamId, streamToken: this.nextToken() });
      return;
    }
    // An empty request only acknowledges responses (the SDK sends one before closing).
    const writes = req.writes ?? [];
    if (writes.length === 0) return;
    const project = this.project;
    this.queue = this.queue.then(async () => {
      if (this.closed) return;
      try {
        const r = await this.service.commit(project, this.caller, { writes });
        if (this.closed) return;
        this.peer.send({
          streamId: this.streamId,
          streamToken: this.nextToken(),
          writeResults: r.writeResults,
          commitTime: r.commitTime,
        });
      } catch (err) {
        this.fail(asApiError(err));
      }
    });
  }

  close(): void {
    this.closed = true;
  }

  private fail(error: ApiError): void {
    if (this.closed) return;
    this.closed = true;
    this.peer.fail(error);
  }
}
