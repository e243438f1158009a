/**
 * Announcements (admin): one text sent to a group of creators, delivered by the paged job
 * `sendAnnouncements` as one message in each recipient's announcements thread
 * (threads.ts, announcementsThreadId) and one e-mail through the mail outbox, each with an id
 * derived from the announcement and the recipient, so a job stopped half-way and run again
 * reaches everyone and nobody twice. `announcements/{id}` records who asked, the audience, and
 * how far the job got; staff read it, only functions write it.
 */
import { z } from './zod';
import { documentId } from './ids';
import { timestampSchema } from './timestamp';
import { MESSAGE_TEXT_MAX, THREAD_SUBJECT_MAX, messageText } from './threads';

/** Who an announcement goes to. Only active creators are ever reached. */
export const announcementAudience = z.discriminatedUnion('kind', [
  /** Every active creator. */
  z.strictObject({ kind: z.literal('all') }),
  /** Creators who accepted or submitted to the task. */
  z.strictObject({ kind: z.literal('task'), taskId: documentId }),
  /** Creators holding the qualification (granted, not expired or revoked). */
  z.strictObject({ kind: z.literal('qualification'), qualificationId: documentId }),
  /** Creators by their profile's country and/or language (at least one given). */
  z
    .strictObject({
      kind: z.literal('locale'),
      country: z.string().trim().min(1).optional(),
      language: z.string().trim().min(1).optional(),
    })
    .refine((a) => Boolean(a.country || a.language), 'give a country or a language'),
]);
export type AnnouncementAudience = z.infer<typeof announcementAudience>;

export const previewAnnouncementInput = z.strictObject({ audience: announcementAudience });

export const sendAnnouncementInput = z.strictObject({
  audience: announcementAudience,
  subject: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(THREAD_SUBJECT_MAX, `must be at most ${THREAD_SUBJECT_MAX} characters`),
  text: messageText,
  /** Makes a double click one announcement: the announcement's id comes from it. */
  requestId: z
    .string()
    .trim()
    .min(8)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, "-" or "_"'),
});
export type SendAnnouncementInput = z.infer<typeof sendAnnouncementInput>;

export const announcementStatuses = ['sending', 'sent'] as const;

/** The id of the announcement sent under `requestId`: a retry or a double click is one announcement. */
export function announcementId(requestId: string): string {
  return `ann_${requestId}`;
}

/** announcements/{id} */
export const announcementSchema = z.object({
  audience: z.record(z.string(), z.unknown()),
  subject: z.string().min(1).max(THREAD_SUBJECT_MAX),
  text: z.string().min(1).max(MESSAGE_TEXT_MAX),
  status: z.enum(announcementStatuses),
  created_by: z.string().min(1),
  /** The admin's name, which each recipient's message carries as its author's. */
  created_by_name: z.string().optional(),
  created_at: timestampSchema,
  /** Recipients the preview counted when it was sent. */
  expected_count: z.number().int().nonnegative(),
  /** Recipients the job has written to so far. */
  reached_count: z.number().int().nonnegative(),
  /**
   * The job's cursor: the last recipient's uid of the last page it finished (recipients come in
   * uid order), so a run stopped half-way is continued by the next; null before the first page.
   */
  cursor: z.string().nullable().optional(),
  completed_at: timestampSchema.nullable(),
});
export type Announcement = z.infer<typeof announcementSchema>;
