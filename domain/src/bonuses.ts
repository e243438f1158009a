/**
 * Bonuses: money an admin adds to a creator's balance beyond a task's payout, paid through the
 * same ledger as approved work. A bonus is a payout document (`kind: 'bonus'`) created pending,
 * with its amount added to the creator's approved and pending cents in the same transaction, so
 * Earnings, Payout History, Process Payout, the payouts CSV and the daily stats treat it as they
 * treat any payout. Its id comes from the caller's `requestId`, so a retried or doubled call
 * finds the first bonus instead of making a second.
 */
import { z } from './zod';
import { documentId } from './ids';

/** Longest reason a bonus may give, in characters. */
export const BONUS_REASON_MAX = 500;
/** The per-bonus ceiling until an admin changes it: $500.00. */
export const DEFAULT_MAX_BONUS_CENTS = 50_000;
/** Highest ceiling the settings accept: $100,000.00. */
export const MAX_BONUS_CEILING_CENTS = 10_000_000;
/** Most rows one bulk award takes (each row is one awardBonus call). */
export const MAX_BULK_BONUS_ROWS = 500;

/** A request id: what makes a retry or a double click one bonus (letters, digits, - and _). */
const requestId = z
  .string()
  .trim()
  .min(8, 'must be at least 8 characters')
  .max(128, 'must be at most 128 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, "-" or "_"');

/** The input of awardBonus. */
export const awardBonusInput = z.strictObject({
  creatorId: documentId,
  amountCents: z
    .number()
    .int('must be a whole number of cents')
    .positive('must be more than $0.00'),
  reason: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(BONUS_REASON_MAX, `must be at most ${BONUS_REASON_MAX} characters`),
  submissionId: documentId.optional(),
  requestId,
});
export type AwardBonusInput = z.infer<typeof awardBonusInput>;

/** The payout id of the bonus asked for under `requestId`. */
export function bonusPayoutId(requestId: string): string {
  return `bonus_${requestId}`;
}

/**
 * The payout that pays a failed bonus again when the creator requests a payout: derived from the
 * failed one, so two requests at once create it once.
 */
export function bonusRetryPayoutId(failedPayoutId: string): string {
  return `${failedPayoutId}_again`;
}

/** How a bonus is named wherever a payout names its task: "Bonus — <reason>". */
export function bonusLabel(reason: string): string {
  return `Bonus — ${reason}`;
}

/**
 * The request id of one row of a bulk award: the same batch and row give the same id, so a bulk
 * award sent again (a retry, a second click, the same file uploaded again) awards nothing twice.
 * `batch` names what was picked (a file's content hash, or a task id); `key` the row within it.
 */
export function bulkBonusRequestId(batch: string, key: string): string {
  return `bulk-${fnv1a(`${batch}\n${key}`)}`;
}

/** A 64-bit FNV-1a hash as 16 hex digits: stable across browsers and Node, no crypto needed. */
export function fnv1a(text: string): string {
  let hash = 0xcbf29ce484222325n;
  const prime = 0x100000001b3n;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * prime) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}
