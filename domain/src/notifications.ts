import { z } from './zod';
import { notificationKinds } from './constants';
import { timestampSchema } from './timestamp';

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
});
export type Notification = z.infer<typeof notificationSchema>;
