/**
 * The decisions about qualifications, as pure functions: scoring an attempt, whether an attempt
 * may start, whether a grant counts, and what a creator still lacks for a task. The functions
 * decide with them and the screens explain with them, so the two cannot disagree.
 */
import { formatDateTime } from './dates';
import { qualificationMessages } from './qualification-messages';
import { eligibilityMessages } from './eligibility-messages';
import { isGrantHeld } from './eligibility-checks';
import type {
  AnswerKeyEntry,
  AttemptReviewItem,
  Qualification,
  QualificationGrant,
  QuizQuestion,
} from './qualifications';

/** Why `answers` cannot be scored against `questions` (an `invalid-argument` message), or null. */
export function answersProblem(
  questions: readonly QuizQuestion[],
  answers: readonly (readonly number[])[],
): string | null {
  if (answers.length !== questions.length) return qualificationMessages.answerEveryQuestion;
  for (const [index, question] of questions.entries()) {
    const chosen = answers[index]!;
    if (chosen.length === 0) return qualificationMessages.answerEveryQuestion;
    if (!question.multiple && chosen.length !== 1)
      return qualificationMessages.answerOneChoice(index + 1);
    if (chosen.some((choice) => choice >= question.choices.length)) {
      return qualificationMessages.answerUnknownChoice(index + 1);
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
  /** The moment the message names (the end of the retry delay), and its words there. */
  at?: { millis: number; text: string };
}

/**
 * Whether `qualification` may be attempted now by a creator whose grant is `grant` (null: never
 * tried) and who holds the prerequisites `prerequisitesHeld` says, in the order a creator fixes
 * them: offered at all, held already, revoked, prerequisites, attempts left, retry delay.
 * `formatAt` writes a moment: the reader's zone on a screen, UTC (named) in the functions.
 */
export function attemptRefusal(input: {
  qualification: Pick<Qualification, 'kind' | 'status' | 'max_attempts' | 'prerequisites'>;
  grant: QualificationGrant | null;
  /** The names of the prerequisites the creator does not hold. */
  missingPrerequisites: readonly string[];
  nowMillis: number;
  formatAt?: (at: number) => string;
}): AttemptRefusal | null {
  const {
    qualification,
    grant,
    missingPrerequisites,
    nowMillis,
    formatAt = formatDateTime,
  } = input;
  if (qualification.status !== 'active') {
    return { code: 'failed-precondition', message: qualificationMessages.qualificationArchived };
  }
  if (qualification.kind !== 'quiz') {
    return { code: 'failed-precondition', message: qualificationMessages.qualificationNotAQuiz };
  }
  if (isGrantHeld(grant, nowMillis)) {
    return { code: 'already-exists', message: qualificationMessages.qualificationAlreadyHeld };
  }
  if (grant?.status === 'revoked') {
    return {
      code: 'failed-precondition',
      message: qualificationMessages.qualificationRevokedByStaff,
    };
  }
  const [firstMissing] = missingPrerequisites;
  if (firstMissing !== undefined) {
    return {
      code: 'failed-precondition',
      message: eligibilityMessages.qualificationNeeds(firstMissing),
    };
  }
  // Attempts count over the creator's whole history with the qualification, expiry included.
  const attempts = grant?.attempts ?? 0;
  if (qualification.max_attempts !== null && attempts >= qualification.max_attempts) {
    return {
      code: 'failed-precondition',
      message: qualificationMessages.qualificationAttemptsUsed(qualification.max_attempts),
    };
  }
  const retryAt = grant?.retry_at?.toMillis();
  if (grant?.status === 'failed' && retryAt !== undefined && retryAt > nowMillis) {
    const text = formatAt(retryAt);
    return {
      code: 'failed-precondition',
      message: qualificationMessages.qualificationRetryAfter(text),
      at: { millis: retryAt, text },
    };
  }
  return null;
}
