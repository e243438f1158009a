import type { PayoutStatus } from '@groundtruth/domain/constants';

/** Which payouts Payout Management lists (and exports): every payout, or those in one status. */
export interface PayoutFilters {
  status: PayoutStatus | 'all';
}

/**
 * Query keys of Payout Management. Every remote shares one QueryClient, so staff keys start with
 * 'staff' and cannot meet the creator screens' payout keys.
 */
export const payoutsKeys = {
  all: ['staff', 'payouts'] as const,
  lists: () => [...payoutsKeys.all, 'list'] as const,
  list: (filters: PayoutFilters) => [...payoutsKeys.lists(), filters] as const,
  /** The summary cards; `day` (UTC, yyyy-mm-dd) is the "sent today" the counts are for. */
  summary: (day: string) => [...payoutsKeys.all, 'summary', day] as const,
  details: () => [...payoutsKeys.all, 'detail'] as const,
  detail: (id: string) => [...payoutsKeys.details(), id] as const,
};
