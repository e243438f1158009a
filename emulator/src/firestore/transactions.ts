/**
 * Read-write transactions made serializable with pessimistic locks, as production does:
 * a transactional read locks the document until the transaction commits or rolls back,
 * so concurrent read-modify-write transactions on one document queue rather than clash.
 * Each read's version is also recorded and checked at commit (a write from outside any
 * transaction, which takes no wait on a transaction's lock forever, still aborts it).
 * Waiting longer than LOCK_WAIT_MS (deadlock; contention mode's bound instead when it is on) or
 * idling longer than IDLE_MS aborts.
 */
import { randomBytes } from 'node:crypto';
import { ApiError } from './errors.js';

const LOCK_WAIT_MS = 20_000;
const IDLE_MS = 30_000;

export interface Transaction {
  id: string;
  project: string;
  readOnly: boolean;
  /** Document path → updateTime seen (null = missing). */
  reads: Map<string, string | null>;
  locks: Set<string>;
  lastActive: number;
  done: boolean;
}

interface Lock {
  holder: string;
  queue: { owner: string; grant: () => void }[];
}

export class Transactions {
  private readonly txs = new Map<string, Transaction>();
  private readonly locks = new Map<string, Lock>();
  /** owner → the lock key it is queued for (each owner waits for one lock at a time). */
  private readonly waitingFor = new Map<string, string>();
  private readonly sweeper: NodeJS.Timeout;
  /** How long a lock is waited for, and what a longer wait answers (contention mode bounds it). */
  private lockWaitMs = LOCK_WAIT_MS;
  private lockTimeout = (_key: string): ApiError =>
    new ApiError('ABORTED', 'Transaction lock timeout.');

  constructor() {
    this.sweeper = setInterval(() => this.sweep(), 5_000);
    this.sweeper.unref();
  }

  /**
   * Bounds every lock wait at `ms`; `onTimeout` gets the lock's key (`project\u0000path`) and
   * gives the error a longer wait answers.
   */
  boundLockWaits(ms: number, onTimeout: (key: string) => ApiError): void {
    this.lockWaitMs = ms;
    this.lockTimeout = onTimeout;
  }

  begin(project: string, readOnly: boolean, retryOf?: string): Transaction {
    if (retryOf) this.release(retryOf);
    const id = randomBytes(16).toString('base64');
    const tx: Transaction = {
      id,
      project,
      readOnly,
      reads: new Map(),
      locks: new Set(),
      lastActive: Date.now(),
      done: false,
    };
    this.txs.set(id, tx);
    return tx;
  }

  /** The live transaction, or the error production gives for an unknown or finished one. */
  get(id: string, project: string): Transaction {
    const tx = this.txs.get(id);
    if (!tx || tx.done || tx.project !== project)
      throw new ApiError(
        'INVALID_ARGUMENT',
        'The referenced transaction has expired or is no longer valid.',
      );
    tx.lastActive = Date.now();
    return tx;
  }

  /** Locks `path` in project for `owner` (a transaction id or a commit's own id). */
  async lock(project: string, path: string, owner: string): Promise<void> {
    const key = `${project}\u0000${path}`;
    const lock = this.locks.get(key);
    const tx = this.txs.get(owner);
    if (!lock) {
      this.locks.set(key, { holder: owner, queue: [] });
      tx?.locks.add(key);
      return;
    }
    if (lock.holder === owner) return;
    if (this.wouldDeadlock(lock.holder, owner))
      throw new ApiError(
        'ABORTED',
        'Transaction aborted: it would deadlock with another transaction. Please try again.',
      );
    await new Promise<void>((resolve, reject) => {
      const entry = {
        owner,
        grant: () => {
          clearTimeout(timer);
          this.waitingFor.delete(owner);
          tx?.locks.add(key);
          if (tx) tx.lastActive = Date.now();
          resolve();
        },
      };
      const timer = setTimeout(() => {
        lock.queue.splice(lock.queue.indexOf(entry), 1);
        this.waitingFor.delete(owner);
        reject(this.lockTimeout(key));
      }, this.lockWaitMs);
      lock.queue.push(entry);
      this.waitingFor.set(owner, key);
    });
    if (tx?.done) {
      this.unlock(key, owner);
      throw new ApiError('ABORTED', 'Transaction was aborted while waiting for a lock.');
    }
  }

  /** Whether `requester` waiting for `holder` closes a cycle in the wait-for graph. */
  private wouldDeadlock(holder: string, requester: string): boolean {
    const seen = new Set<string>();
    let cur: string | undefined = holder;
    while (cur !== undefined && !seen.has(cur)) {
      if (cur === requester) return true;
      seen.add(cur);
      const key = this.waitingFor.get(cur);
      cur = key === undefined ? undefined : this.locks.get(key)?.holder;
    }
    return false;
  }

  /** Releases one lock held by owner, passing it to the next waiter. */
  unlock(key: string, owner: string): void {
    const lock = this.locks.get(key);
    if (!lock || lock.holder !== owner) return;
    const next = lock.queue.shift();
    if (next) {
      lock.holder = next.owner;
      next.grant();
    } else this.locks.delete(key);
  }

  unlockAll(project: string, paths: Iterable<string>, owner: string): void {
    for (const p of paths) this.unlock(`${project}\u0000${p}`, owner);
  }

  /** Ends a transaction and frees its locks. */
  release(id: string): void {
    const tx = this.txs.get(id);
    if (!tx) return;
    tx.done = true;
    for (const key of tx.locks) this.unlock(key, id);
    tx.locks.clear();
    this.txs.delete(id);
  }

  private sweep(): void {
    const now = Date.now();
    for (const tx of this.txs.values()) if (now - tx.lastActive > IDLE_MS) this.release(tx.id);
  }

  close(): void {
    clearInterval(this.sweeper);
  }
}
