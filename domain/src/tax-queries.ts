/** The tax-form expiry job's queries over tax_profiles: forms past their end, and ones near it. */
import { collections } from './collections';
import { JOB_PAGE_SIZE } from './constants';
import type { ListQuery } from './query-spec';

export const taxQueries = {
  /** Current forms whose validity ended by `now` (the expiry job), the most overdue first. */
  expiredTaxForms: (now: Date): ListQuery => ({
    collection: collections.taxProfiles,
    where: [
      ['status', '==', 'current'],
      ['expires_at', '<=', now],
    ],
    orderBy: [['expires_at', 'asc']],
    limit: JOB_PAGE_SIZE,
  }),
  /** Current forms ending by `until` whose creator was not reminded yet. */
  expiringTaxForms: (until: Date): ListQuery => ({
    collection: collections.taxProfiles,
    where: [
      ['status', '==', 'current'],
      ['reminded', '==', false],
      ['expires_at', '<=', until],
    ],
    orderBy: [['expires_at', 'asc']],
    limit: JOB_PAGE_SIZE,
  }),
};
