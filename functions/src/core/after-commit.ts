/**
 * Work that follows a transaction's commit (transaction() in core/callable.ts): registered inside
 * the transaction's function and run once the commit has succeeded, outside any lock. An attempt
 * that is retried forgets what it registered, so the work runs once, for the attempt that
 * committed. A failure of it is logged: the transaction's outcome stands.
 */
import type { Transaction } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';

type Work = () => Promise<void>;

const registered = new WeakMap<Transaction, Work[]>();

/** Starts an attempt of a transaction: what the attempt registers, run after its commit. */
export function attemptStarted(tx: Transaction): Work[] {
  const works: Work[] = [];
  registered.set(tx, works);
  return works;
}

/** Runs `work` once the transaction `tx` (from transaction()) has committed. */
export function afterCommit(tx: Transaction, work: Work): void {
  const works = registered.get(tx);
  if (!works) throw new Error('afterCommit: the transaction was not started by transaction()');
  works.push(work);
}

/** Runs what a committed attempt registered, each to its end; a failure is logged, not thrown. */
export async function runCommitted(works: Work[]): Promise<void> {
  for (const work of works)
    await work().catch((err: unknown) => logger.error('after a commit', err));
}
