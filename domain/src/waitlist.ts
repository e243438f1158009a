import { waitlistSources } from './constants';
import { timestampSchema } from './timestamp';
import { z } from './zod';

/**
 * waitlist/{id}: one entry per normalised address, written only by the joinWaitlist
 * callable under an id derived from the address (a hash), so a second send finds the first;
 * nobody reads or writes it through a client.
 */
export const waitlistEntrySchema = z.object({
  email: z.string().min(3).includes('@'),
  source: z.enum(waitlistSources),
  created_at: timestampSchema,
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** The address as the waitlist keeps it: trimmed, Unicode NFC, lower case. */
export function normaliseWaitlistEmail(email: string): string {
  return email.trim().normalize('NFC').toLowerCase();
}
