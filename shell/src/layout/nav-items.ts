import { adminOnlyPaths, paths } from '@groundtruth/domain/paths';
import { navFrameWords } from '@groundtruth/domain/words/nav-frame';

export interface NavItem {
  label: string;
  href: string;
}

/** Creator sidebar (docs/product.md, Screens), in the words of the creator's language. */
export const creatorNavIn = (words: typeof navFrameWords = navFrameWords): NavItem[] => [
  { label: words.overview, href: paths.dashboard },
  { label: words.availableTasks, href: paths.tasks },
  { label: words.mySubmissions, href: paths.submissions },
  { label: words.qualifications, href: paths.qualifications },
  { label: words.payments, href: paths.payments },
  { label: words.messages, href: paths.messages },
  { label: words.settings, href: paths.settings },
];

export const creatorNav: NavItem[] = creatorNavIn();

/** Admin and support sidebar (docs/product.md, Screens). */
export const staffNav: NavItem[] = [
  { label: 'Overview', href: paths.dashboard },
  { label: 'Manage Tasks', href: paths.adminTasks },
  { label: 'Review Submissions', href: paths.adminSubmissions },
  { label: 'Orders', href: paths.adminOrders },
  { label: 'Users', href: paths.users },
  { label: 'Messages', href: paths.adminMessages },
  { label: 'Payouts', href: paths.payouts },
  { label: 'Audit Logs', href: paths.audit },
  { label: 'Platform Settings', href: paths.adminSettings },
  { label: 'Analytics', href: paths.adminAnalytics },
  { label: 'Qualifications', href: paths.adminQualifications },
  { label: 'Review quality', href: paths.adminReviewQuality },
  { label: 'Tax reporting', href: paths.adminTaxReporting },
];

/** Customer sidebar: the organisation's dataset orders. */
export const customerNav: NavItem[] = [
  { label: 'Overview', href: paths.dashboard },
  { label: 'Orders', href: paths.orders },
  { label: 'New order', href: paths.newOrder },
];

/** The staff sidebar for `role`: support do not see the admin-only sections. */
export function staffNavFor(role: string | null): NavItem[] {
  return role === 'admin'
    ? staffNav
    : staffNav.filter((item) => !adminOnlyPaths.includes(item.href as never));
}
