/** Which users User Management lists: everyone newest first, or a name / e-mail prefix. */
export interface UserFilters {
  /** Trimmed search text; empty for the full list. */
  search: string;
}

/**
 * Query keys of User Management. Every remote shares one QueryClient, so staff keys start with
 * 'staff'.
 */
export const usersKeys = {
  all: ['staff', 'users'] as const,
  lists: () => [...usersKeys.all, 'list'] as const,
  list: (filters: UserFilters) => [...usersKeys.lists(), filters] as const,
};
