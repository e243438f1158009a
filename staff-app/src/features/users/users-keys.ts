import type { Role } from '@groundtruth/domain/constants';

/**
 * Query keys of User Management. Every remote shares one QueryClient, so staff keys start with
 * 'staff'. The full list (pages) and a search (one bounded result) are different shapes of data,
 * so they never share a key; both sit under lists(), which a role or status change invalidates.
 * Organisations sit under organizations(), which an invitation (maybe to a new one) invalidates.
 */
export const usersKeys = {
  all: ['staff', 'users'] as const,
  lists: () => [...usersKeys.all, 'list'] as const,
  /** Everyone, or the people of one role, newest first, a page at a time. */
  newest: (role: Role | 'all' = 'all') => [...usersKeys.lists(), 'newest', role] as const,
  /** A name or e-mail prefix search. */
  search: (text: string) => [...usersKeys.lists(), 'search', text] as const,
  /** A creator's qualification grants on their card. */
  grants: (userId: string) => [...usersKeys.all, 'grants', userId] as const,
  /** A creator's identity check on their card, identity_checks/{uid}. */
  identity: (userId: string) => [...usersKeys.all, 'identity', userId] as const,
  /** A creator's current tax form on their card, tax_profiles/{uid}. */
  taxProfile: (userId: string) => [...usersKeys.all, 'tax-profile', userId] as const,
  /** Customers' organisations: the list, the dialog's choices, one's name, one's people. */
  organizations: () => [...usersKeys.all, 'organizations'] as const,
  organizationList: () => [...usersKeys.organizations(), 'list'] as const,
  organizationChoices: () => [...usersKeys.organizations(), 'choices'] as const,
  organization: (organizationId: string) =>
    [...usersKeys.organizations(), 'one', organizationId] as const,
  organizationPeople: (organizationId: string) =>
    [...usersKeys.organizations(), 'people', organizationId] as const,
};
