import { QueryClient } from '@tanstack/react-query';

/**
 * The data cache of a page: one per page, created by the shell (or a remote's standalone
 * bootstrap) and shared by every remote through @tanstack/react-query's singleton context.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}
