import type { Payout } from './entities';

/** How a payout came to be: approval pays on its own, a request re-pays, a bonus is awarded. */
export type PayoutOrigin = 'approval' | 'request' | 'bonus';

/**
 * A payout's origin from its id and kind: approval creates payouts/{submission_id}, a request
 * re-pays as payouts/{submission_id}_{n}, a bonus has kind 'bonus' (domain/src/entities.ts).
 */
export function payoutOrigin(
  payout: Pick<Payout, 'kind' | 'submission_id'> & { id: string },
): PayoutOrigin {
  if (payout.kind === 'bonus') return 'bonus';
  return payout.id === payout.submission_id ? 'approval' : 'request';
}
