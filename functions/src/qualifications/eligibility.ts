/**
 * Whether a creator may accept a task under its eligibility, read in acceptTask's transaction:
 * the grants it names (locked, so a revocation and an accept queue), their names for the
 * message, the creator's country and language when the task names countries or languages (their
 * profile, locked, so a change of them in Settings and an accept queue), and the track record
 * when the task has a rate gate — the one acceptTask read before its transaction, so the
 * aggregation over a year of submissions holds no lock. The one server-side judge: acceptTask,
 * discoverTasks and the new-task alert all ask it.
 */
import type { Transaction } from 'firebase-admin/firestore';
import {
  eligibilityShortfalls,
  requiredQualificationIds,
} from '@groundtruth/domain/eligibility-checks';
import { asksForLocales } from '@groundtruth/domain/eligibility';
import { grantId, type QualificationGrant } from '@groundtruth/domain/qualifications';
import type { Task } from '@groundtruth/domain/entities';
import { qualificationGrants, qualifications } from '../repos/qualifications';
import { creatorProfiles } from '../repos/users';
import type { TrackRecord } from '@groundtruth/domain/approval-rate';
import { readTrackRecord } from './track-record';

/** Each requirement of `task`'s eligibility that `userId` does not meet, in words. */
export async function unmetEligibility(
  tx: Transaction,
  task: Pick<Task, 'eligibility'>,
  userId: string,
  nowMillis: number,
  /** The creator's track record read beforehand; read here when the task has a gate and it is not. */
  record?: TrackRecord,
): Promise<string[]> {
  const eligibility = task.eligibility;
  if (!eligibility) return [];
  const grants = new Map<string, QualificationGrant>();
  const names = new Map<string, string>();
  for (const qualificationId of requiredQualificationIds(eligibility)) {
    const [qualification, grant] = await Promise.all([
      qualifications.get(tx, qualificationId),
      qualificationGrants.get(tx, grantId(qualificationId, userId)),
    ]);
    if (qualification) names.set(qualificationId, qualification.name);
    if (grant) grants.set(qualificationId, grant);
  }
  const trackRecord =
    eligibility.min_approval_rate !== null
      ? (record ?? (await readTrackRecord(userId, nowMillis)))
      : { approved: 0, reviewed: 0 };
  // No profile (an account that is not a creator's): no country or language, so no list is met.
  const locales = asksForLocales(eligibility)
    ? ((await creatorProfiles.get(tx, userId))?.locales ?? null)
    : null;
  return eligibilityShortfalls(eligibility, {
    grants,
    names,
    record: trackRecord,
    nowMillis,
    locales,
  });
}
