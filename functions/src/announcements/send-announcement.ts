/**
 * sendAnnouncement (admin): queues an announcement — `announcements/{ann_<requestId>}`, status
 * 'sending', with the count the audience reaches now — and its audit entry `send_announcement`.
 * Nothing else: the job sendAnnouncements (send-announcements.ts) delivers it a page at a time.
 *
 * The id is the request's, so a retry or a double click finds the first and returns it
 * (`created: false`); the same requestId with another audience, subject or text is refused, so a
 * reused id never hides a different announcement. The count is made before the transaction (a
 * count inside it would lock every document it reads); the caller and the id are checked in it.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { announcementMessages } from '@groundtruth/domain/announcement-messages';
import {
  announcementId,
  type Announcement,
  type AnnouncementAudience,
  type SendAnnouncementInput,
} from '@groundtruth/domain/announcements';
import { callables } from '@groundtruth/domain/callable-registry';
import { collections } from '@groundtruth/domain/collections';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { requireUid } from '../core/caller';
import { fail } from '../core/errors';
import { announcements } from '../repos/announcements';
import { countAudience } from './audience';
import { readAnnouncer } from './preview-announcement';

/** The audience as stored: its given fields only, in one key order, for comparing. */
function storedAudience(audience: AnnouncementAudience | Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(audience)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

/** Whether the stored `announcement` is the one asked for again. */
function sameAnnouncement(announcement: Announcement, input: SendAnnouncementInput): boolean {
  return (
    JSON.stringify(storedAudience(announcement.audience)) ===
      JSON.stringify(storedAudience(input.audience)) &&
    announcement.subject === input.subject &&
    announcement.text === input.text
  );
}

export const sendAnnouncement = callable(callables.sendAnnouncement, async (input, request) => {
  const uid = requireUid(request);
  const id = announcementId(input.requestId);
  // Refused callers and retries are answered before the audience is counted.
  const known = await transaction(async (tx) => {
    await readAnnouncer(tx, uid);
    return announcements.get(tx, id);
  });
  const expectedCount = known ? known.expected_count : await countAudience(input.audience);
  return transaction(async (tx) => {
    const caller = await readAnnouncer(tx, uid);
    const existing = await announcements.get(tx, id);
    if (existing) {
      if (!sameAnnouncement(existing, input))
        throw fail.exists(announcementMessages.announcementRequestReused);
      return { announcementId: id, expectedCount: existing.expected_count, created: false };
    }
    const audience = storedAudience(input.audience);
    announcements.create(tx, id, {
      audience,
      subject: input.subject,
      text: input.text,
      status: 'sending',
      created_by: caller.uid,
      created_by_name: caller.name,
      created_at: FieldValue.serverTimestamp(),
      expected_count: expectedCount,
      reached_count: 0,
      cursor: null,
      completed_at: null,
    });
    writeAudit(tx, caller, 'send_announcement', collections.announcements, id, {
      audience,
      subject: input.subject,
      expected_count: expectedCount,
      request_id: input.requestId,
    });
    return { announcementId: id, expectedCount, created: true };
  });
});
