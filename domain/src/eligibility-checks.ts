/**
 * Whether a creator meets a task's eligibility, in the words acceptTask refuses with. Apart from
 * the quiz's decisions (qualification-checks.ts) because Available Tasks explains every locked
 * task with it on its first load.
 */
import { approvalRate, formatRate, meetsApprovalGate, type TrackRecord } from './approval-rate';
import type { Eligibility } from './eligibility';
import { eligibilityMessages } from './eligibility-messages';
import type { QualificationGrant } from './qualifications';

/** Whether `grant` counts at `nowMillis`: granted and not past its expiry. */
export function isGrantHeld(
  grant: Pick<QualificationGrant, 'status' | 'expires_at'> | null | undefined,
  nowMillis: number,
): boolean {
  if (!grant || grant.status !== 'granted') return false;
  return grant.expires_at === null || grant.expires_at.toMillis() > nowMillis;
}

/** What a creator has, for checking a task's eligibility. */
export interface CreatorStanding {
  /** The creator's grants by qualification id (absent: never tried). */
  grants: ReadonlyMap<string, QualificationGrant>;
  /** Every qualification's name by id, for the messages. */
  names: ReadonlyMap<string, string>;
  record: TrackRecord;
  nowMillis: number;
}

/**
 * Each requirement of `eligibility` the creator does not meet, in words ("Needs the
 * qualification Kitchen video basics"); empty when they may accept the task.
 */
export function eligibilityShortfalls(
  eligibility: Eligibility | null | undefined,
  standing: CreatorStanding,
): string[] {
  if (!eligibility) return [];
  const unmet: string[] = [];
  for (const { qualification_id, min_score } of eligibility.qualifications) {
    const grant = standing.grants.get(qualification_id);
    const name = standing.names.get(qualification_id) ?? qualification_id;
    if (!isGrantHeld(grant, standing.nowMillis)) {
      unmet.push(
        min_score > 0
          ? eligibilityMessages.qualificationNeedsScore(name, min_score)
          : eligibilityMessages.qualificationNeeds(name),
      );
    } else if (min_score > 0 && grant!.score !== null && grant!.score < min_score) {
      unmet.push(eligibilityMessages.qualificationNeedsScore(name, min_score));
    }
  }
  const gate = {
    min_approval_rate: eligibility.min_approval_rate,
    min_reviewed: eligibility.min_reviewed,
  };
  if (!meetsApprovalGate(standing.record, gate)) {
    const rate = approvalRate(standing.record);
    unmet.push(
      eligibilityMessages.approvalRateNeeded(
        eligibility.min_approval_rate!,
        rate === null ? '0%' : formatRate(rate),
        standing.record.reviewed,
      ),
    );
  }
  return unmet;
}

/** The qualification ids a task's eligibility names (for reading the creator's grants). */
export function requiredQualificationIds(eligibility: Eligibility | null | undefined): string[] {
  return eligibility ? eligibility.qualifications.map((entry) => entry.qualification_id) : [];
}
