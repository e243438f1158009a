/**
 * The qualification lists the screens and the grant-expiry job read, as query specs beside the
 * others (queries.ts): bounded, ordered, and carrying the constraint the rules check.
 */
import { JOB_PAGE_SIZE, PAGE_SIZE } from './constants';
import { collections } from './collections';
import type { CountQuery, ListQuery } from './query-spec';

export const qualificationQueries = {
  /**
   * Listed published tasks that need `qualificationId` ("unlocks N open tasks"); a 'discover'
   * task is not counted, as it is not shown, to who does not qualify.
   */
  openTasksRequiring: (qualificationId: string): CountQuery => ({
    collection: collections.tasks,
    where: [
      ['status', '==', 'published'],
      ['listed', '==', true],
      ['required_qualification_ids', 'array-contains', qualificationId],
    ],
  }),
  /** A qualification's finished attempts (submitted or timed out), for its pass rate. */
  finishedAttempts: (qualificationId: string): CountQuery => ({
    collection: collections.qualificationAttempts,
    where: [
      ['qualification_id', '==', qualificationId],
      ['status', 'in', ['submitted', 'timed_out']],
    ],
  }),
  /** A qualification's passed attempts. */
  passedAttempts: (qualificationId: string): CountQuery => ({
    collection: collections.qualificationAttempts,
    where: [
      ['qualification_id', '==', qualificationId],
      ['passed', '==', true],
    ],
  }),
  /** Every active qualification (creators' Qualifications screen), by name. */
  activeQualifications: (): ListQuery => ({
    collection: collections.qualifications,
    where: [['status', '==', 'active']],
    orderBy: [['name', 'asc']],
    limit: PAGE_SIZE,
  }),
  /** Every qualification (admins' Qualifications screen), newest first. */
  allQualifications: (): ListQuery => ({
    collection: collections.qualifications,
    where: [],
    orderBy: [['created_at', 'desc']],
    limit: PAGE_SIZE,
  }),
  /** A creator's grants (their own screen, or staff on the user card). */
  grantsOfUser: (userId: string): ListQuery => ({
    collection: collections.qualificationGrants,
    where: [['user_id', '==', userId]],
    orderBy: [['updated_at', 'desc']],
    limit: PAGE_SIZE,
  }),
  /** One qualification's attempts, newest first (staff: attempts and pass rate). */
  attemptsOf: (qualificationId: string): ListQuery => ({
    collection: collections.qualificationAttempts,
    where: [['qualification_id', '==', qualificationId]],
    orderBy: [['started_at', 'desc']],
    limit: PAGE_SIZE,
  }),
  /** Grants past their expiry (the grant-expiry job), the most overdue first. */
  expiredGrants: (now: Date): ListQuery => ({
    collection: collections.qualificationGrants,
    where: [
      ['status', '==', 'granted'],
      ['expires_at', '<=', now],
    ],
    orderBy: [['expires_at', 'asc']],
    limit: JOB_PAGE_SIZE,
  }),
  /** Grants expiring by `until` not yet announced (the grant-expiry job). */
  expiringGrants: (until: Date): ListQuery => ({
    collection: collections.qualificationGrants,
    where: [
      ['status', '==', 'granted'],
      ['expiry_warned', '==', false],
      ['expires_at', '<=', until],
    ],
    orderBy: [['expires_at', 'asc']],
    limit: JOB_PAGE_SIZE,
  }),
};
