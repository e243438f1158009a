/**
 * markThreadRead: the caller's side has read the thread — the creator's unread count (their own
 * thread only) or staff's goes to 0. Nothing is written when it already is.
 */
import { callables } from '@groundtruth/domain/callable-registry';
import { callable, transaction } from '../core/callable';
import { CREATOR, readCaller, requireUid, STAFF } from '../core/caller';
import { threads } from '../repos/threads';
import { readThreadFor } from './read-thread';
import { sideOf } from './thread-turn';

export const markThreadRead = callable(callables.markThreadRead, async (input, request) => {
  const uid = requireUid(request);
  return transaction(async (tx) => {
    const caller = await readCaller(tx, uid, [...CREATOR, ...STAFF]);
    const thread = await readThreadFor(tx, caller, input.threadId);
    const field = sideOf(caller.role) === 'creator' ? 'unread_creator' : 'unread_staff';
    if (thread[field] === 0) return { changed: false };
    threads.update(tx, input.threadId, { [field]: 0 });
    return { changed: true };
  });
});
