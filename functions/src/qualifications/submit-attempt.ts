/**
 * submitQualificationAttempt (creator): scores the answers on the server against the answer key
 * (which no creator can read) and returns the score, whether it passed, when another attempt may
 * start, and for each question whether it was right and its explanation. After the deadline the
 * attempt counts as failed and is refused.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import { qualificationMessages } from '@groundtruth/domain/qualification-messages';
import { answersProblem, scoreAttempt } from '@groundtruth/domain/qualification-checks';
import { grantId, type AttemptReviewItem } from '@groundtruth/domain/qualifications';
import { callable, transaction } from '../core/callable';
import { CREATOR, readCaller, requireUid } from '../core/caller';
import { fail } from '../core/errors';
import {
  qualificationAttempts,
  qualificationGrants,
  qualificationKeys,
  qualifications,
} from '../repos/qualifications';
import { writeFailed, writeGranted } from './grant-writes';
import { closeTimedOut, isPastDeadline } from './timed-out';

type Outcome =
  | { timedOut: true }
  | { score: number; passed: boolean; retryAt: number | null; review: AttemptReviewItem[] };

export const submitQualificationAttempt = callable(
  callables.submitQualificationAttempt,
  async ({ attemptId, answers }, request) => {
    const uid = requireUid(request);
    const outcome = await transaction(async (tx): Promise<Outcome> => {
      const nowMillis = Date.now();
      await readCaller(tx, uid, CREATOR);
      const attempt = await qualificationAttempts.get(tx, attemptId);
      // Someone else's attempt is as good as missing: nothing tells whose ids exist.
      if (!attempt || attempt.user_id !== uid)
        throw fail.notFound(qualificationMessages.attemptNotFound);
      if (attempt.status !== 'open')
        throw fail.precondition(qualificationMessages.attemptAlreadySubmitted);
      const qualification = await qualifications.get(tx, attempt.qualification_id);
      const key = await qualificationKeys.get(tx, attempt.qualification_id);
      if (!qualification || !key) throw fail.notFound(qualificationMessages.qualificationNotFound);
      const grant = await qualificationGrants.get(tx, grantId(qualification.id, uid));
      if (isPastDeadline(attempt, nowMillis)) {
        closeTimedOut(tx, { qualification, attempt, grant, uid, nowMillis });
        return { timedOut: true };
      }
      const problem = answersProblem(qualification.questions, answers);
      if (problem) throw fail.invalid(problem);
      const { score, review } = scoreAttempt(key.answers, answers);
      const passed = score >= (qualification.passing_score ?? 100);
      qualificationAttempts.update(tx, attempt.id, {
        status: 'submitted',
        submitted_at: Timestamp.fromMillis(nowMillis),
        answers: answers.map((chosen) => ({ chosen: [...chosen].sort((a, b) => a - b) })),
        score,
        passed,
      });
      const change = { qualification, userId: uid, current: grant, nowMillis };
      if (passed) {
        writeGranted(tx, change, { source: 'quiz', score, countsAttempt: true });
        return { score, passed, retryAt: null, review };
      }
      const retryAt = writeFailed(tx, change, score);
      return { score, passed, retryAt, review };
    });
    if ('timedOut' in outcome) throw fail.precondition(qualificationMessages.attemptTimedOut);
    return {
      score: outcome.score,
      passed: outcome.passed,
      retryAt: outcome.retryAt === null ? null : new Date(outcome.retryAt).toISOString(),
      review: outcome.review,
    };
  },
);
