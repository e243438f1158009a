/**
 * awardBonus from the staff screens: a creator's user card awards one, Payout Management's bulk
 * form many, each feature with its own mutation hook over this one call.
 */
import type { AwardBonusInput } from '@groundtruth/domain/bonuses';
import { callLazily } from '@groundtruth/platform/call-lazily';

/** Awards one bonus (admins only); the same requestId again returns the first, `created: false`. */
export function awardBonus(input: AwardBonusInput) {
  return callLazily((c) => c.awardBonus, input);
}
