/**
 * The thread a call names, as its caller may see it: staff see any, a creator only their own —
 * another's is "not found", whether it exists or not, so thread ids cannot be probed.
 */
import type { Transaction } from 'firebase-admin/firestore';
import { threadMessages as words } from '@groundtruth/domain/thread-messages';
import type { Caller } from '../core/caller';
import { fail } from '../core/errors';
import { threads } from '../repos/threads';

/** The thread `threadId` in `tx`, or NOT_FOUND unless `caller` is staff or its creator. */
export async function readThreadFor(tx: Transaction, caller: Caller, threadId: string) {
  const thread = await threads.get(tx, threadId);
  if (!thread || (caller.role === 'creator' && thread.creator_id !== caller.uid))
    throw fail.notFound(words.threadNotFound);
  return thread;
}
