/**
 * Query keys of Audit Logs. Every remote shares one QueryClient, so staff keys start with 'staff'.
 * The screen reads one bounded list (the latest 100); search filters it in the page.
 */
export const auditKeys = {
  all: ['staff', 'audit'] as const,
  lists: () => [...auditKeys.all, 'list'] as const,
  latest: () => [...auditKeys.lists(), 'latest'] as const,
};
