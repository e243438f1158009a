/**
 * closeThread: staff, or the thread's creator, close a conversation (it leaves the staff's open
 * list; a new message opens it again). Closing a closed thread changes nothing and writes
 * nothing. Staff's closing is audited as close_thread; a creator closing their own is not.
 */
import { callables } from '@groundtruth/domain/callable-registry';
import { collections } from '@groundtruth/domain/collections';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { CREATOR, readCaller, requireUid, STAFF } from '../core/caller';
import { threads } from '../repos/threads';
import { readThreadFor } from './read-thread';

export const closeThread = callable(callables.closeThread, async (input, request) => {
  const uid = requireUid(request);
  return transaction(async (tx) => {
    const caller = await readCaller(tx, uid, [...CREATOR, ...STAFF]);
    const thread = await readThreadFor(tx, caller, input.threadId);
    if (thread.status === 'closed') return { changed: false };
    threads.update(tx, input.threadId, { status: 'closed' });
    if (caller.role !== 'creator')
      writeAudit(tx, caller, 'close_thread', collections.threads, input.threadId, {
        creator_id: thread.creator_id,
      });
    return { changed: true };
  });
});
