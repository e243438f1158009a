/**
 * startQualificationAttempt (creator): opens a quiz attempt and returns its questions without
 * answers. The attempt's id is numbered from the grant's attempts, so two starts at once meet on
 * one document and return the same attempt; an open attempt is returned again (a reload resumes
 * it) until its deadline. Refused, with the reason and the time where there is one (in UTC, and
 * as an instant in the details, callable-errors.ts' InstantDetails): while the retry delay runs, when the attempts are used up, when a prerequisite is missing, when held.
 */
import { Timestamp, FieldValue } from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import { qualificationMessages } from '@groundtruth/domain/qualification-messages';
import { isGrantHeld } from '@groundtruth/domain/eligibility-checks';
import { attemptRefusal } from '@groundtruth/domain/qualification-checks';
import { instantDetails } from '@groundtruth/domain/callable-errors';
import { formatDateTimeUtc } from '@groundtruth/domain/dates';
import { attemptId, grantId } from '@groundtruth/domain/qualifications';
import { callable, transaction } from '../core/callable';
import { CREATOR, readCaller, requireUid } from '../core/caller';
import { fail } from '../core/errors';
import {
  qualificationAttempts,
  qualificationGrants,
  qualifications,
} from '../repos/qualifications';
import { closeTimedOut, isPastDeadline } from './timed-out';

export const startQualificationAttempt = callable(
  callables.startQualificationAttempt,
  async ({ qualificationId }, request) => {
    const uid = requireUid(request);
    const outcome = await transaction(async (tx) => {
      const nowMillis = Date.now();
      await readCaller(tx, uid, CREATOR);
      const qualification = await qualifications.get(tx, qualificationId);
      if (!qualification) throw fail.notFound(qualificationMessages.qualificationNotFound);
      const grant = await qualificationGrants.get(tx, grantId(qualificationId, uid));
      const missingPrerequisites: string[] = [];
      for (const prerequisiteId of qualification.prerequisites) {
        const [prerequisite, held] = await Promise.all([
          qualifications.get(tx, prerequisiteId),
          qualificationGrants.get(tx, grantId(prerequisiteId, uid)),
        ]);
        if (!isGrantHeld(held, nowMillis))
          missingPrerequisites.push(prerequisite?.name ?? prerequisiteId);
      }
      const refusal = attemptRefusal({
        qualification,
        grant,
        missingPrerequisites,
        nowMillis,
        formatAt: formatDateTimeUtc,
      });
      if (refusal?.code === 'already-exists') throw fail.exists(refusal.message);
      // A moment it names is written in UTC and carried as an instant, for the page to write
      // again in the reader's zone.
      if (refusal) {
        const { at } = refusal;
        throw fail.precondition(
          refusal.message,
          undefined,
          at ? { ...instantDetails(at.millis, at.text) } : undefined,
        );
      }

      const id = attemptId(qualificationId, uid, (grant?.attempts ?? 0) + 1);
      const open = await qualificationAttempts.get(tx, id);
      if (open && open.status === 'open') {
        if (isPastDeadline(open, nowMillis)) {
          const retryAt = closeTimedOut(tx, {
            qualification,
            attempt: open,
            grant,
            uid,
            nowMillis,
          });
          return { timedOut: retryAt } as const;
        }
        return {
          attemptId: id,
          deadline: open.deadline?.toMillis() ?? null,
          questions: qualification.questions,
        };
      }
      const deadline =
        qualification.duration_minutes === null
          ? null
          : nowMillis + qualification.duration_minutes * 60_000;
      qualificationAttempts.create(tx, id, {
        user_id: uid,
        qualification_id: qualificationId,
        number: (grant?.attempts ?? 0) + 1,
        status: 'open',
        started_at: FieldValue.serverTimestamp(),
        deadline: deadline === null ? null : Timestamp.fromMillis(deadline),
        submitted_at: null,
        answers: null,
        score: null,
        passed: null,
      });
      return { attemptId: id, deadline, questions: qualification.questions };
    });
    // A timed-out attempt is recorded as failed (committed above), then refused.
    if ('timedOut' in outcome) throw fail.precondition(qualificationMessages.attemptTimedOut);
    return {
      attemptId: outcome.attemptId,
      questions: outcome.questions,
      deadline: outcome.deadline === null ? null : new Date(outcome.deadline).toISOString(),
    };
  },
);
