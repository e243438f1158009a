/**
 * Query keys of the customer's order screens. Every remote shares one QueryClient, so the keys
 * start with 'customer' and cannot meet a staff screen's order keys.
 */
export const ordersKeys = {
  all: ['customer', 'orders'] as const,
  /** The organisation the signed-in customer orders for, and its name. */
  organization: (userId: string) => [...ordersKeys.all, 'organization', userId] as const,
  lists: () => [...ordersKeys.all, 'list'] as const,
  list: (organizationId: string) => [...ordersKeys.lists(), organizationId] as const,
  latest: (organizationId: string) => [...ordersKeys.lists(), 'latest', organizationId] as const,
  counts: (organizationId: string) => [...ordersKeys.all, 'counts', organizationId] as const,
  details: () => [...ordersKeys.all, 'detail'] as const,
  detail: (orderId: string) => [...ordersKeys.details(), orderId] as const,
  /** An order's samples (the documents). */
  samples: (orderId: string) => [...ordersKeys.all, 'samples', orderId] as const,
  /** One sample's bytes, read when the customer opens it. */
  sampleFile: (path: string) => [...ordersKeys.all, 'sample-file', path] as const,
};
