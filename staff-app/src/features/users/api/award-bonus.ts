import { useMutation } from '@tanstack/react-query';
import { awardBonus } from '../../../lib/award-bonus';

/** Award Bonus on a creator's card: nothing User Management lists changes with it. */
export function useAwardBonus() {
  return useMutation({ mutationFn: awardBonus });
}
