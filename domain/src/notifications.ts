import { z } from './zod';
import { notificationKinds } from './constants';
import { timestampSchema } from './timestamp';

/** A notice's words in one more locale: as `title`, `body` and `at_text` say them in English. */
export const noticeInLocaleSchema = z.object({
  title: z.string(),
  body: z.string(),
  at_text: z.string().optional(),
});
export type NoticeInLocale = z.infer<typeof noticeInLocaleSchema>;

/**
 * notifications/{id}: written by the functions in the transaction of the event they report.
 * The owner reads their own and may only flip `read` to true.
 */
export const notificationSchema = z.object({
  user_id: z.string().min(1),
  kind: z.enum(notificationKinds),
  title: z.string(),
  body: z.string(),
  /** The app path of the screen concerned, e.g. /dashboard/submissions. */
  link: z.string(),
  /** The document the event concerns (submission, payout or acceptance id). */
  entity_id: z.string(),
  read: z.boolean(),
  created_at: timestampSchema,
  /**
   * A moment the body names as `at_text` (written in UTC): the bell writes it again in the
   * reader's zone (callable-errors.ts' inReadersZone). Absent when the body names none.
   */
  at: timestampSchema.optional(),
  at_text: z.string().optional(),
  /**
   * A creator's notice in each other locale (es, pt-BR, fr, de), so the bell shows the one the
   * creator reads now; `title` and `body` stay the English. Absent on staff's notices and on
   * those written before it: the bell shows their English.
   */
  in_locales: z.record(z.string(), noticeInLocaleSchema).optional(),
});
export type Notification = z.infer<typeof notificationSchema>;
