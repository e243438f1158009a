/**
 * Query keys of the staff's order queue. Every remote shares one QueryClient, so staff keys start
 * with 'staff' and cannot meet the customer screens' order keys.
 */
export const ordersKeys = {
  all: ['staff', 'orders'] as const,
  lists: () => [...ordersKeys.all, 'list'] as const,
  queue: () => [...ordersKeys.lists(), 'queue'] as const,
  /** The queue filtered by one status ('all': every status of the queue). */
  queueIn: (status: string) => [...ordersKeys.queue(), status] as const,
};
