import { adminOnlyPaths, paths } from '@groundtruth/domain/paths';

export interface NavItem {
  label: string;
  href: string;
}

/** Creator sidebar (docs/product.md, Screens). */
export const creatorNav: NavItem[] = [
  { label: 'Overview', href: paths.dashboard },
  { label: 'Available Tasks', href: paths.tasks },
  { label: 'My Submissions', href: paths.submissions },
  { label: 'Qualifications', href: paths.qualifications },
  { label: 'Payments', href: paths.payments },
  { label: 'Messages', href: paths.messages },
  { label: 'Settings', href: paths.settings },
];

/** Admin and support sidebar (docs/product.md, Screens). */
export const staffNav: NavItem[] = [
  { label: 'Overview', href: paths.dashboard },
  { label: 'Manage Tasks', href: paths.adminTasks },
  { label: 'Review Submissions', href: paths.adminSubmissions },
  { label: 'Users', href: paths.users },
  { label: 'Messages', href: paths.adminMessages },
  { label: 'Payouts', href: paths.payouts },
  { label: 'Audit Logs', href: paths.audit },
  { label: 'Platform Settings', href: paths.adminSettings },
  { label: 'Analytics', href: paths.adminAnalytics },
  { label: 'Qualifications', href: paths.adminQualifications },
  { label: 'Review quality', href: paths.adminReviewQuality },
];

/** The staff sidebar for `role`: support do not see the admin-only sections. */
export function staffNavFor(role: string | null): NavItem[] {
  return role === 'admin'
    ? staffNav
    : staffNav.filter((item) => !adminOnlyPaths.includes(item.href as never));
}
