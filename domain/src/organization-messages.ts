/**
 * The staff's Users screen's words for customers and organisations: the role filter, the
 * Organisations tab, a customer's organisation on their card and the Invite customer button.
 * Part of invitationMessages too (invitation-messages.ts); a table of its own so the screen's
 * first load carries these alone, and the invitation's other words load with its dialog.
 */
export const organizationMessages = {
  inviteCustomer: 'Invite customer',
  roleFilterLabel: 'Role',
  allRoles: 'All roles',
  organizationsTab: 'Organisations',
  peopleTab: 'People',
  usersSections: 'Users sections',
  organizationsListLabel: 'Organisations',
  loadingOrganizations: 'Loading organisations',
  failedLoadOrganizations: 'Failed to load organisations',
  noOrganizations: 'No organisations yet. Invite a customer to create one.',
  organizationPeople: (organization: string) => `People of ${organization}`,
  noCustomersYet: 'No customers in this organisation yet',
  failedLoadOrganizationPeople: 'Failed to load this organisation’s people',
  customerOf: (organization: string) => `Customer of ${organization}`,
  noOrganization: 'In no organisation',
} as const;
