/**
 * The creators' limit on messages (core/rate-limit.ts, creatorMessages): a token bucket per
 * account, not per address, since a creator is signed in. A refusal says in minutes when the
 * next message fits. Staff are not limited.
 */
import type { Transaction } from 'firebase-admin/firestore';
import { threadMessages as words } from '@groundtruth/domain/thread-messages';
import type { Caller } from '../core/caller';
import { takeToken } from '../core/rate-limit';

/** Takes a message token of a creator `caller` in `tx` (after its other reads); staff pass. */
export function takeMessageToken(tx: Transaction, caller: Caller, now: number): Promise<void> {
  if (caller.role !== 'creator') return Promise.resolve();
  return takeToken(tx, 'creatorMessages', `uid:${caller.uid}`, now, (waitMs) =>
    words.sendingTooQuickly(Math.max(1, Math.ceil(waitMs / 60_000))),
  );
}
