/**
 * The screens' queries of fair pay (fair-pay.ts): staff's tasks under the floor and rates by
 * category, a creator's own rate.
 */
import { collections } from './collections';
import { listQuery, type ListQuery } from './query-spec';

/** Tasks under the floor Manage Tasks lists at most at once. */
export const UNDER_FLOOR_LIMIT = 50;
/** Effort histograms (task shards) Analytics' rates by category read at most (the latest approved). */
export const ANALYTICS_EFFORT_LIMIT = 1000;
/** Days a creator's effective rate on Earnings covers. */
export const MY_RATE_DAYS = 30;
/** Approved submissions of those days the rate reads at most (the newest). */
export const MY_RATE_LIMIT = 500;

export const fairPayQueries = {
  /** Manage Tasks: the tasks whose approved work made a median under the floor (task_effort). */
  tasksUnderFloor: (): ListQuery =>
    listQuery(collections.taskEffort, [['under_floor', '==', true]], [], UNDER_FLOOR_LIMIT),
  /** Analytics: the effort histograms (task_effort_shards) with the latest approvals. */
  latestEfforts: (): ListQuery =>
    listQuery(collections.taskEffortShards, [], [['updated_at', 'desc']], ANALYTICS_EFFORT_LIMIT),
  /** Earnings: the creator's submissions approved since `since`, newest first. */
  myApprovedSince: (userId: string, since: Date): ListQuery =>
    listQuery(
      collections.submissions,
      [
        ['user_id', '==', userId],
        ['review_status', '==', 'approved'],
        ['reviewed_at', '>=', since],
      ],
      [['reviewed_at', 'desc']],
      MY_RATE_LIMIT,
    ),
};
