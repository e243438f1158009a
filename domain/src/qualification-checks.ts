/**
 * The decisions about qualifications, as pure functions: scoring an attempt, whether an attempt
 * may start, whether a grant counts, and what a creator still lacks for a task. The functions
 * decide with them and the screens explain with them, so the two cannot disagree.
 */
import { formatRate, meetsApprovalGate, approvalRate, type TrackRecord } from './approval-rate';
import { formatDateTime } from './dates';
import { messages } from './messages';
import type {
  AnswerKeyEntry,
  AttemptReviewItem,
  Eligibility,
  Qualification,
  QualificationGrant,
  QuizQuestion,
} from './qualifications';

/** Whether `grant` counts at `nowMillis`: granted and not past its expiry. */
export function isGrantHeld(
  grant: Pick<QualificationGrant, 'status' | 'expires_at'> | null | undefined,
  nowMillis: number,
): boolean {
  if (!grant || grant.status !== 'granted') return false;
  return grant.expires_at === null || grant.expires_at.toMillis() > nowMillis;
}

/** Why `answers` cannot be scored against `questions` (an `invalid-argument` message), or null. */
export function answersProblem(
  questions: readonly QuizQuestion[],
  answers: readonly (readonly number[])[],
): string | null {
  if (answers.length !== questions.length) return messages.answerEveryQuestion;
  for (const [index, question] of questions.entries()) {
    const chosen = answers[index]!;
    if (chosen.length === 0) return messages.answerEveryQuestion;
    if (!question.multiple && chosen.length !== 1) return messages.answerOneChoice(index + 1);
    if (chosen.some((choice) => choice >= question.choices.length)) {
      return messages.answerUnknownChoice(index + 1);
    }
  }
  return null;
}

/**
 * The score (0–100, rounded) and each question's review. A question is right when exactly its
 * correct choices were chosen.
 */
export function scoreAttempt(
  key: readonly AnswerKeyEntry[],
  answers: readonly (readonly number[])[],
): { score: number; review: AttemptReviewItem[] } {
  const review = key.map((entry, index) => {
    const chosen = new Set(answers[index] ?? []);
    const right =
      chosen.size === entry.correct.length && entry.correct.every((choice) => chosen.has(choice));
    return { right, explanation: entry.explanation };
  });
  const rightCount = review.filter((item) => item.right).length;
  const score = key.length === 0 ? 0 : Math.round((rightCount / key.length) * 100);
  return { score, review };
}

/** Why an attempt cannot start, with the error code the callable answers with; null if it can. */
export interface AttemptRefusal {
  code: 'not-found' | 'failed-precondition' | 'already-exists';
  message: string;
}

/**
 * Whether `qualification` may be attempted now by a creator whose grant is `grant` (null: never
 * tried) and who holds the prerequisites `prerequisitesHeld` says, in the order a creator fixes
 * them: offered at all, held already, revoked, prerequisites, attempts left, retry delay.
 */
export function attemptRefusal(input: {
  qualification: Pick<Qualification, 'kind' | 'status' | 'max_attempts' | 'prerequisites'>;
  grant: QualificationGrant | null;
  /** The names of the prerequisites the creator does not hold. */
  missingPrerequisites: readonly string[];
  nowMillis: number;
}): AttemptRefusal | null {
  const { qualification, grant, missingPrerequisites, nowMillis } = input;
  if (qualification.status !== 'active') {
    return { code: 'failed-precondition', message: messages.qualificationArchived };
  }
  if (qualification.kind !== 'quiz') {
    return { code: 'failed-precondition', message: messages.qualificationNotAQuiz };
  }
  if (isGrantHeld(grant, nowMillis)) {
    return { code: 'already-exists', message: messages.qualificationAlreadyHeld };
  }
  if (grant?.status === 'revoked') {
    return { code: 'failed-precondition', message: messages.qualificationRevokedByStaff };
  }
  const [firstMissing] = missingPrerequisites;
  if (firstMissing !== undefined) {
    return { code: 'failed-precondition', message: messages.qualificationNeeds(firstMissing) };
  }
  // Attempts count over the creator's whole history with the qualification, expiry included.
  const attempts = grant?.attempts ?? 0;
  if (qualification.max_attempts !== null && attempts >= qualification.max_attempts) {
    return {
      code: 'failed-precondition',
      message: messages.qualificationAttemptsUsed(qualification.max_attempts),
    };
  }
  const retryAt = grant?.retry_at?.toMillis();
  if (grant?.status === 'failed' && retryAt !== undefined && retryAt > nowMillis) {
    return {
      code: 'failed-precondition',
      message: messages.qualificationRetryAfter(formatDateTime(retryAt)),
    };
  }
  return null;
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
          ? messages.qualificationNeedsScore(name, min_score)
          : messages.qualificationNeeds(name),
      );
    } else if (min_score > 0 && grant!.score !== null && grant!.score < min_score) {
      unmet.push(messages.qualificationNeedsScore(name, min_score));
    }
  }
  const gate = {
    min_approval_rate: eligibility.min_approval_rate,
    min_reviewed: eligibility.min_reviewed,
  };
  if (!meetsApprovalGate(standing.record, gate)) {
    const rate = approvalRate(standing.record);
    unmet.push(
      messages.approvalRateNeeded(
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
