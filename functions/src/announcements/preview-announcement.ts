/**
 * previewAnnouncement (admin): how many active creators an audience reaches now, shown before
 * the admin may send (audience.ts counts it). Support see the Users page, so they are told why
 * they cannot; it changes nothing, so it writes no audit entry.
 */
import { announcementMessages } from '@groundtruth/domain/announcement-messages';
import { callables } from '@groundtruth/domain/callable-registry';
import type { Transaction } from 'firebase-admin/firestore';
import { callable, transaction } from '../core/callable';
import { readCaller, requireUid, STAFF, type Caller } from '../core/caller';
import { fail } from '../core/errors';
import { countAudience } from './audience';

/** The caller, read in `tx`; PERMISSION_DENIED (in words, for support) unless an active admin. */
export async function readAnnouncer(tx: Transaction, uid: string): Promise<Caller> {
  const caller = await readCaller(tx, uid, STAFF);
  if (caller.role !== 'admin') throw fail.denied(announcementMessages.onlyAdminsSendAnnouncements);
  return caller;
}

export const previewAnnouncement = callable(
  callables.previewAnnouncement,
  async (input, request) => {
    const uid = requireUid(request);
    await transaction((tx) => readAnnouncer(tx, uid));
    return { count: await countAudience(input.audience) };
  },
);
