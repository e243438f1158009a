/**
 * The hourly floor a task is held to (domain/src/fair-pay.ts): createTask, updateTaskRequirements
 * and publishing refuse a task whose payout ÷ estimated minutes is under the platform's
 * `min_hourly_rate_cents`, with `invalid-argument` on the field the caller is changing, saying the
 * rate and the floor. A task made before estimates is published only once it has one.
 */
import type { Transaction } from 'firebase-admin/firestore';
import {
  aboutMinutes,
  formatHourlyRate,
  hourlyRateCents,
  isUnderFloor,
} from '@groundtruth/domain/fair-pay';
import { fairPayMessages } from '@groundtruth/domain/fair-pay-messages';
import { formatCents } from '@groundtruth/domain/money';
import { fail } from '../core/errors';
import { readMinHourlyRateCents } from '../repos/platform-settings';

/** The field a refusal names: the payout when it is being set, else the minutes. */
export type FloorField = 'payoutAmountCents' | 'estimatedMinutes';

/** The refusal of `payoutCents` for `minutes` under `floorCents`, or null when it pays enough. */
export function floorRefusal(
  payoutCents: number,
  minutes: number,
  floorCents: number,
  field: FloorField,
): string | null {
  if (!isUnderFloor(payoutCents, minutes, floorCents)) return null;
  const words = [
    formatCents(payoutCents),
    aboutMinutes(minutes),
    formatHourlyRate(hourlyRateCents(payoutCents, minutes)),
    formatHourlyRate(floorCents),
  ] as const;
  return field === 'payoutAmountCents'
    ? fairPayMessages.payoutUnderFloor(...words)
    : fairPayMessages.minutesUnderFloor(...words);
}

/**
 * Refuses, in `tx`, a task paying `payoutCents` for `minutes` under the floor in force; with
 * `publishing`, a task without an estimate too.
 */
export async function checkHourlyFloor(
  tx: Transaction,
  {
    payoutCents,
    minutes,
    field,
    publishing,
  }: { payoutCents: number; minutes: number | undefined; field: FloorField; publishing: boolean },
): Promise<void> {
  if (minutes === undefined) {
    if (publishing) throw fail.invalid(fairPayMessages.estimateNeededToPublish);
    return;
  }
  const refusal = floorRefusal(payoutCents, minutes, await readMinHourlyRateCents(tx), field);
  if (refusal) throw fail.invalid(refusal);
}
