/**
 * Whether a call waits on a document's lock: a transaction reads the document (which locks it
 * until the transaction ends, as in production) and holds it while the call runs. A call whose
 * transaction reads that document waits for the lock and cannot answer while it is held; one
 * that reads it without a lock, or not at all, answers at once.
 */
import { admin } from './clients';

/** How long the document is held at most: a call that waits on it answers after this. */
const HOLD_MS = 10_000;

/**
 * Runs `call` while `path` is locked by another transaction, held until `call` answers (with a
 * result or an error), `release` resolves or HOLD_MS pass; resolves whether `call` answered while
 * the lock was still held, and its outcome.
 */
export async function whileLocked<T>(
  path: string,
  call: () => Promise<T>,
  release?: Promise<unknown>,
): Promise<{ answeredWhileHeld: boolean; outcome: PromiseSettledResult<T> }> {
  let answered = false;
  let held = false;
  let outcome: Promise<PromiseSettledResult<T>> | undefined;
  await admin.db().runTransaction(
    async (tx) => {
      await tx.get(admin.db().doc(path));
      held = true;
      outcome = Promise.allSettled([call()]).then(([settled]) => {
        answered = held;
        return settled!;
      });
      await Promise.race([
        outcome,
        ...(release ? [release] : []),
        new Promise((resolve) => setTimeout(resolve, HOLD_MS)),
      ]);
      held = false;
    },
    { maxAttempts: 1 },
  );
  return { answeredWhileHeld: answered, outcome: await outcome! };
}
