// A rejection that needs a second opinion waits, blind: the creator is told nothing and nothing
// is paid or refused; another reviewer decides without seeing the first decision; the same
// decision lands the rejection with both reviewers recorded, a different one goes to an admin.
import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore/lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { dayId } from '@groundtruth/domain/stats';
import { isoWeekId } from '@groundtruth/domain/review-agreement';
import { MASS_REJECTION_LIMIT, sampleShare } from '@groundtruth/domain/second-opinion';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { enforceReviewDeadlines } from '../src/jobs/enforce-review-deadlines';
import { admin, newCreator, newStaff, type Member } from '../testing/clients';
import { auditEntries } from '../testing/audit';
import { storedCreatorStats } from '../testing/counters';
import { newTask, submitted } from '../testing/flows';
import { DAY, runAt } from '../testing/jobs';
import { agreementWeek, setReviewChecks } from '../testing/review-checks';
import { because, REJECTION_NOTES } from '../testing/review-why';

let support: Member;
let secondAdmin: Member;
let tieAdmin: Member;
let creator: Member;

const submission = async (id: string) => (await admin.db().doc(`submissions/${id}`).get()).data()!;
/** second_opinions/{id}: where the second opinion stands, as staff read it. */
const opinion = async (id: string) => (await admin.db().doc(`second_opinions/${id}`).get()).data();
const held = async (id: string) => (await admin.db().doc(`held_reviews/${id}`).get()).data();
const reviewerStats = async (uid: string) =>
  (await admin.db().doc(`reviewer_stats/${uid}`).get()).data() ?? {};
const userDocs = async (name: string, userId: string) =>
  (await admin.db().collection(name).where('user_id', '==', userId).get()).docs.map((d) =>
    d.data(),
  );

/** A new pending submission of `who` (a task of its own: one acceptance per task). */
const pendingWork = async (who: Member = creator) =>
  submitted(who, await newTask(secondAdmin, { title: 'Night market' }));

/** The submission's audit entries after its submission. */
const reviewAudit = async (id: string) =>
  (await auditEntries(id)).filter((e) => e.action !== 'submit_work');

const FIRST_NOTES = 'The subject leaves the frame after the first two seconds.';

/** Support rejects `submissionId` with poor_quality and FIRST_NOTES. */
const firstRejection = (reviewer: Member, submissionId: string) =>
  reviewer.call(callables.reviewSubmission, {
    submissionId,
    decision: 'rejected',
    reasonCode: 'poor_quality',
    notes: FIRST_NOTES,
  });

beforeAll(async () => {
  [support, secondAdmin, tieAdmin, creator] = await Promise.all([
    newStaff('support'),
    newStaff('admin'),
    newStaff('admin'),
    newCreator('second-opinion'),
  ]);
});

describe('a rejection held for a second opinion', () => {
  beforeAll(() => setReviewChecks({ second_opinion_rate: 1 }));

  it('should hold the rejection: the creator is told nothing, nothing is paid or counted', async () => {
    const submissionId = await pendingWork();
    const statsBefore = await storedCreatorStats(creator.uid);
    // The file's other tests (in any order) may have counted this reviewer's rejections already.
    const rejectedBefore = (await reviewerStats(support.uid)).rejected ?? 0;
    expect(await firstRejection(support, submissionId)).toEqual({
      submissionId,
      reviewStatus: 'pending',
      heldForSecondOpinion: true,
      payoutId: null,
    });
    const stored = await submission(submissionId);
    expect(stored).toMatchObject({
      review_status: 'pending',
      review_notes: null,
      reviewer_id: null,
    });
    expect(stored.review_reason).toBeUndefined();
    expect(stored.second_opinion).toBeUndefined();
    const asked = (await opinion(submissionId))!;
    expect(asked).toMatchObject({ first_reviewer: support.uid, state: 'awaiting' });
    expect(Object.keys(asked).sort()).toEqual([
      'first_reviewer',
      'requested_at',
      'state',
      'submission_id',
    ]);
    expect(await held(submissionId)).toMatchObject({
      trigger: 'sampled',
      first: { reviewer_id: support.uid, decision: 'rejected', notes: FIRST_NOTES },
    });
    expect(await storedCreatorStats(creator.uid)).toEqual(statsBefore);
    const told = await userDocs('notifications', creator.uid);
    expect(told.filter((n) => n.entity_id === submissionId)).toEqual([]);
    expect(await reviewAudit(submissionId)).toEqual([]);
    expect((await reviewerStats(support.uid)).rejected ?? 0).toBe(rejectedBefore);
  });

  it('should keep the first decision from every read the second reviewer can make', async () => {
    const submissionId = await pendingWork();
    await firstRejection(support, submissionId);
    // The second reviewer reads through the rules, as the staff app does.
    const seen = (await getDoc(doc(secondAdmin.db, 'submissions', submissionId))).data()!;
    const asked = (await getDoc(doc(secondAdmin.db, 'second_opinions', submissionId))).data()!;
    const text = JSON.stringify([seen, asked]);
    for (const secret of [FIRST_NOTES, 'poor_quality', 'Poor quality', 'rejected'])
      expect(text).not.toContain(secret);
    await expect(getDoc(doc(secondAdmin.db, 'held_reviews', submissionId))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(getDocs(collection(secondAdmin.db, 'held_reviews'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(
      getDoc(doc(secondAdmin.db, 'rejection_tallies', `${support.uid}_${creator.uid}_x`)),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    const audit = await getDocs(
      query(collection(secondAdmin.db, 'audit_logs'), where('entity_id', '==', submissionId)),
    );
    const entries = JSON.stringify(audit.docs.map((d) => d.data()));
    for (const secret of [FIRST_NOTES, 'poor_quality', 'rejected'])
      expect(entries).not.toContain(secret);
    // Nor can the creator read what was held.
    await expect(getDoc(doc(creator.db, 'held_reviews', submissionId))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('should refuse the first reviewer a second decision', async () => {
    const submissionId = await pendingWork();
    await firstRejection(support, submissionId);
    for (const decision of ['approved', 'rejected'] as const) {
      expect(
        await support.callError(callables.reviewSubmission, {
          submissionId,
          decision,
          ...because(decision),
        }),
      ).toMatchObject({
        code: 'failed-precondition',
        message: serverMessages.firstReviewerCannotDecideAgain,
      });
    }
    expect(await submission(submissionId)).toMatchObject({ review_status: 'pending' });
    expect(await opinion(submissionId)).toMatchObject({ state: 'awaiting' });
  });

  it('should land the rejection when the second reviewer also rejects, naming both', async () => {
    const submissionId = await pendingWork();
    await firstRejection(support, submissionId);
    const supportBefore = await reviewerStats(support.uid);
    const adminBefore = await reviewerStats(secondAdmin.uid);
    expect(
      await secondAdmin.call(callables.reviewSubmission, {
        submissionId,
        decision: 'rejected',
        reasonCode: 'incomplete',
        notes: REJECTION_NOTES,
      }),
    ).toEqual({
      submissionId,
      reviewStatus: 'rejected',
      heldForSecondOpinion: false,
      payoutId: null,
      secondOpinionAgreed: true,
    });
    const stored = await submission(submissionId);
    // The held rejection lands as the first reviewer wrote it, with the second reviewer's
    // feedback after the first's.
    expect(stored).toMatchObject({
      review_status: 'rejected',
      review_notes: `${FIRST_NOTES}\n\nFrom a second reviewer: ${REJECTION_NOTES}`,
      review_reason: { code: 'poor_quality' },
      review_source: 'second_opinion',
      reviewer_id: support.uid,
      first_reviewer_id: support.uid,
    });
    expect(await opinion(submissionId)).toMatchObject({
      state: 'agreed',
      first_reviewer: support.uid,
      second_reviewer: secondAdmin.uid,
      first: { reviewer_id: support.uid, decision: 'rejected', notes: FIRST_NOTES },
      second: { reviewer_id: secondAdmin.uid, decision: 'rejected', notes: REJECTION_NOTES },
    });
    const told = (await userDocs('notifications', creator.uid)).filter(
      (n) => n.entity_id === submissionId,
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain(FIRST_NOTES);
    expect(told[0]!.body).toContain(`From a second reviewer: ${REJECTION_NOTES}`);
    // As the creator reads it.
    const mine = (await getDoc(doc(creator.db, 'submissions', submissionId))).data()!;
    expect(mine.review_notes).toBe(`${FIRST_NOTES}\n\nFrom a second reviewer: ${REJECTION_NOTES}`);
    const audit = await reviewAudit(submissionId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'second_opinion',
      actor_id: secondAdmin.uid,
      details: {
        outcome: 'rejection_landed',
        first_reviewer: support.uid,
        second_reviewer: secondAdmin.uid,
        first_reason_code: 'poor_quality',
        second_reason_code: 'incomplete',
      },
    });
    // Both gave a second opinion and agreed; the landed rejection counts for the first reviewer.
    const supportAfter = await reviewerStats(support.uid);
    const adminAfter = await reviewerStats(secondAdmin.uid);
    expect(supportAfter.second_opinions_given).toBe((supportBefore.second_opinions_given ?? 0) + 1);
    expect(supportAfter.second_opinions_agreed).toBe(
      (supportBefore.second_opinions_agreed ?? 0) + 1,
    );
    expect(supportAfter.rejected).toBe((supportBefore.rejected ?? 0) + 1);
    expect(adminAfter.second_opinions_agreed).toBe((adminBefore.second_opinions_agreed ?? 0) + 1);
    const week = isoWeekId(dayId(Date.now()));
    const agreement = await agreementWeek(week);
    expect(agreement.matrix.rejected?.rejected).toBeGreaterThanOrEqual(1);
  });

  it('should send a different decision to an admin, whose decision lands', async () => {
    const submissionId = await pendingWork();
    await firstRejection(support, submissionId);
    expect(
      await secondAdmin.call(callables.reviewSubmission, { submissionId, decision: 'approved' }),
    ).toMatchObject({ reviewStatus: 'pending', heldForSecondOpinion: true, payoutId: null });
    expect(await submission(submissionId)).toMatchObject({ review_status: 'pending', paid: false });
    expect(await opinion(submissionId)).toMatchObject({
      state: 'with_admin',
      second_reviewer: secondAdmin.uid,
      first: { decision: 'rejected' },
      second: { decision: 'approved' },
    });
    const audit = await reviewAudit(submissionId);
    expect(audit.map((e) => [e.action, e.details.outcome])).toEqual([
      ['second_opinion', 'sent_to_admin'],
    ]);
    // Support cannot settle it, nor can the first reviewer.
    expect(
      await support.callError(callables.reviewSubmission, { submissionId, decision: 'approved' }),
    ).toMatchObject({
      code: 'failed-precondition',
      message: serverMessages.firstReviewerCannotDecideAgain,
    });
    const otherSupport = await newStaff('support');
    expect(
      await otherSupport.callError(callables.reviewSubmission, {
        submissionId,
        decision: 'approved',
      }),
    ).toMatchObject({
      code: 'failed-precondition',
      message: serverMessages.onlyAdminsDecideDisagreement,
    });

    const decided = await tieAdmin.call(callables.reviewSubmission, {
      submissionId,
      decision: 'approved',
    });
    expect(decided).toMatchObject({ reviewStatus: 'approved', heldForSecondOpinion: false });
    expect(decided.payoutId).toBeTruthy();
    expect(await submission(submissionId)).toMatchObject({
      review_status: 'approved',
      review_source: 'second_opinion',
      reviewer_id: tieAdmin.uid,
      paid: true,
    });
    expect(await opinion(submissionId)).toMatchObject({
      state: 'decided',
      decided_by: tieAdmin.uid,
    });
    expect((await reviewAudit(submissionId)).map((e) => e.action)).toEqual([
      'second_opinion',
      'review_submission',
    ]);
    // Decided once: a further call finds nothing pending.
    expect(
      await secondAdmin.callError(callables.reviewSubmission, {
        submissionId,
        decision: 'rejected',
        ...because('rejected'),
      }),
    ).toMatchObject({ code: 'failed-precondition' });
  });

  it('should never be approved by the review deadline while it waits', async () => {
    const submissionId = await pendingWork();
    await firstRejection(support, submissionId);
    await runAt(enforceReviewDeadlines, Date.now() + 60 * DAY);
    expect(await submission(submissionId)).toMatchObject({ review_status: 'pending' });
    expect(await opinion(submissionId)).toMatchObject({ state: 'awaiting' });
  });

  it('should hold nothing but rejections', async () => {
    const changes = await pendingWork();
    expect(
      await support.call(callables.reviewSubmission, {
        submissionId: changes,
        decision: 'needs_changes',
        reasonCode: 'poor_quality',
      }),
    ).toMatchObject({ reviewStatus: 'needs_changes', heldForSecondOpinion: false });
    expect(await opinion(changes)).toBeUndefined();
  });
});

describe('when a rejection needs a second opinion', () => {
  beforeAll(() => setReviewChecks({ second_opinion_rate: 0 }));

  it('should sample the share platform settings name, the same way for the same submission', async () => {
    await setReviewChecks({ second_opinion_rate: 0.5 });
    const reviewer = await newStaff('support');
    const ids = await Promise.all(Array.from({ length: 6 }, () => pendingWork()));
    for (const submissionId of ids) {
      const { heldForSecondOpinion } = await firstRejection(reviewer, submissionId);
      expect(heldForSecondOpinion, submissionId).toBe(sampleShare(submissionId) < 0.5);
    }
    await setReviewChecks({ second_opinion_rate: 0 });
  });

  it('should hold every rejection of a reviewer on probation, and none after', async () => {
    const reviewer = await newStaff('support');
    const stats = admin.db().doc(`reviewer_stats/${reviewer.uid}`);
    // 15 of 20 gold items right: below 80% after 20.
    await stats.set({ uid: reviewer.uid, gold_total: 20, gold_correct: 15 }, { merge: true });
    const onProbation = await pendingWork();
    expect((await firstRejection(reviewer, onProbation)).heldForSecondOpinion).toBe(true);
    expect(await held(onProbation)).toMatchObject({ trigger: 'probation' });
    // 16 of 20: 80%, off probation.
    await stats.set({ gold_correct: 16 }, { merge: true });
    const offProbation = await pendingWork();
    expect((await firstRejection(reviewer, offProbation)).heldForSecondOpinion).toBe(false);
  });

  it('should hold a reviewer’s rejections of one creator past the day’s limit', async () => {
    const reviewer = await newStaff('support');
    const someone = await newCreator('mass');
    const ids: string[] = [];
    for (let i = 0; i <= MASS_REJECTION_LIMIT; i++) ids.push(await pendingWork(someone));
    const held10 = [];
    for (const submissionId of ids.slice(0, MASS_REJECTION_LIMIT))
      held10.push((await firstRejection(reviewer, submissionId)).heldForSecondOpinion);
    expect(held10.every((h) => !h)).toBe(true);
    const eleventh = ids[MASS_REJECTION_LIMIT]!;
    expect((await firstRejection(reviewer, eleventh)).heldForSecondOpinion).toBe(true);
    expect(await held(eleventh)).toMatchObject({
      trigger: 'mass_rejection',
      creator_id: someone.uid,
    });
    // Another creator's work is judged on its own.
    const other = await pendingWork();
    expect((await firstRejection(reviewer, other)).heldForSecondOpinion).toBe(false);
  });

  it('should hold rejections of a creator approved 95% of the time over 20 reviewed', async () => {
    const trusted = await newCreator('trusted');
    const reviewer = await newStaff('support');
    let written = 0;
    /** Adds decided submissions to the creator's year, as a history of reviews would. */
    const history = async (approved: number, rejected: number) => {
      const base = await submission(await pendingWork(trusted));
      const batch = admin.db().batch();
      for (let i = 0; i < approved + rejected; i++) {
        batch.set(admin.db().collection('submissions').doc(`history_${trusted.uid}_${written++}`), {
          ...base,
          review_status: i < approved ? 'approved' : 'rejected',
          reviewed_at: new Date(Date.now() - DAY),
        });
      }
      await batch.commit();
    };
    // 18 approved of 19 reviewed: too few reviewed to count as a record.
    await history(18, 1);
    const early = await pendingWork(trusted);
    expect((await firstRejection(reviewer, early)).heldForSecondOpinion).toBe(false);
    // With that rejection 18 of 20 (90%): a record, but below 95%.
    const below = await pendingWork(trusted);
    expect((await firstRejection(reviewer, below)).heldForSecondOpinion).toBe(false);
    // 58 of 61 (95.1%): every rejection is looked at twice.
    await history(40, 0);
    const later = await pendingWork(trusted);
    expect((await firstRejection(reviewer, later)).heldForSecondOpinion).toBe(true);
    expect(await held(later)).toMatchObject({ trigger: 'creator_record' });
  });
});

describe('the shares in platform settings', () => {
  it('should let an admin set them, audited, and refuse a share outside 0–100%', async () => {
    const limits = {
      reviewOverdueDays: 7,
      reviewAutoApproveDays: 21,
      defaultWorkingTimeHours: null,
    };
    expect(
      await secondAdmin.call(callables.updatePlatformSettings, {
        ...limits,
        secondOpinionRate: 0.3,
        goldRate: 0.1,
      }),
    ).toEqual({ changed: true });
    expect((await admin.db().doc('platform_settings/operations').get()).data()).toMatchObject({
      second_opinion_rate: 0.3,
      gold_rate: 0.1,
    });
    // Saving without them keeps them.
    await secondAdmin.call(callables.updatePlatformSettings, { ...limits, reviewOverdueDays: 6 });
    expect((await admin.db().doc('platform_settings/operations').get()).data()).toMatchObject({
      second_opinion_rate: 0.3,
    });
    for (const [field, value, message] of [
      ['secondOpinionRate', 1.5, 'secondOpinionRate: must be 100% or less'],
      ['goldRate', -0.1, 'goldRate: must be 0% or more'],
      ['goldRate', 0.055, 'goldRate: must be a whole percent'],
    ] as const) {
      expect(
        await secondAdmin.callError(callables.updatePlatformSettings, {
          ...limits,
          [field]: value,
        }),
      ).toMatchObject({ code: 'invalid-argument', message: expect.stringContaining(message) });
    }
    expect(
      await support.callError(callables.updatePlatformSettings, { ...limits, goldRate: 0.2 }),
    ).toMatchObject({ code: 'permission-denied' });
  });
});
