/**
 * awardBonus from the staff screens: a creator's user card awards one, Payout Management's bulk
 * form and Manage Tasks' Top up many (award-rows.ts), each feature with its own mutation hook.
 */
import type { AwardBonusInput } from '@groundtruth/domain/bonuses';
import { callLazily } from '@groundtruth/platform/call-lazily';

/** Awards one bonus (admins only); the same requestId again returns the first, `created: false`. */
export function awardBonus(input: AwardBonusInput) {
  return callLazily((c) => c.awardBonus, input);
}
