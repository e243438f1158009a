/**
 * Gold checks on reviewers: an admin marks a reviewed submission as gold (markGold, audited); a
 * reviewer decides the gold item through reviewSubmission like any submission, and the check is
 * recorded against them (reviewer_stats, equal to a recount from gold_checks) while nothing a
 * creator sees moves: their submission, counts, balance, payouts, notifications, mail, the
 * platform's figures and the dataset export stay exactly as they were.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import {
  PROBATION_MIN_GOLD,
  onProbation,
  reviewerStatsSchema,
} from '@groundtruth/domain/reviewer-stats';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { exportDatasets } from '../src/datasets/export-datasets';
import { recountReviewerStats } from '../src/stats/recount-reviewer-stats';
import { expectAudit } from '../testing/audit';
import { admin, anonymousClient, newCreator, newStaff, type Member } from '../testing/clients';
import { exportDoc, manifestLines } from '../testing/datasets';
import { newTask, submitted } from '../testing/flows';
import { goldItem } from '../testing/gold';
import { runAt } from '../testing/jobs';
import { whileLocked } from '../testing/locks';
import { because, REJECTION_NOTES } from '../testing/review-why';
import { BUCKET } from '../testing/stack';
import { tempDir } from '../testing/temp-dirs';

process.env.GROUNDTRUTH_STORAGE_BUCKET = BUCKET;
process.env.GROUNDTRUTH_DEV_KEYS_DIR = tempDir('gt-gold-keys-');

let adminUser: Member;
let support: Member;
let creator: Member;

const data = async (docPath: string) => (await admin.db().doc(docPath).get()).data();

beforeAll(async () => {
  [adminUser, support, creator] = await Promise.all([
    newStaff('admin'),
    newStaff('support'),
    newCreator('gold'),
  ]);
});

describe(callables.markGold.name, () => {
  let reviewedId: string;

  beforeAll(async () => {
    reviewedId = await submitted(creator, await newTask(adminUser));
    await adminUser.call(callables.reviewSubmission, {
      submissionId: reviewedId,
      decision: 'rejected',
      ...because('rejected'),
    });
  });

  it('should be refused to support, creators and the signed-out', async () => {
    const input = { submissionId: reviewedId, expectedDecision: 'approved' } as const;
    const goldKeys = () =>
      admin.db().collection('gold_keys').where('submission_id', '==', reviewedId).get();
    // An admin's mark, by another test of the file in any order, may be there already.
    const keysBefore = (await goldKeys()).size;
    expect(await support.callError(callables.markGold, input)).toMatchObject({
      code: 'permission-denied',
    });
    expect(await creator.callError(callables.markGold, input)).toMatchObject({
      code: 'permission-denied',
    });
    expect(await anonymousClient().callError(callables.markGold, input)).toMatchObject({
      code: 'unauthenticated',
    });
    expect((await goldKeys()).size).toBe(keysBefore);
  });

  it.each([
    [{ expectedDecision: 'rejected' }, 'expectedReasonCode: is required'],
    [{ expectedDecision: 'needs_changes' }, 'expectedReasonCode: is required'],
    [
      { expectedDecision: 'rejected', expectedReasonCode: 'wrong_answer' },
      'expectedReasonCode: "wrong_answer" is not one of the review reasons',
    ],
    [
      { expectedDecision: 'approved', expectedReasonCode: 'poor_quality' },
      'expectedReasonCode: is given only to reject or ask for changes',
    ],
  ] as const)('should refuse %o naming the field', async (input, message) => {
    const error = await adminUser.callError(callables.markGold, {
      submissionId: reviewedId,
      ...input,
    });
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toContain(message);
  });

  it('should refuse a pending submission and one that does not exist', async () => {
    const pendingId = await submitted(creator, await newTask(adminUser));
    expect(
      await adminUser.callError(callables.markGold, {
        submissionId: pendingId,
        expectedDecision: 'approved',
      }),
    ).toMatchObject({
      code: 'failed-precondition',
      message: serverMessages.onlyReviewedBecomeGold,
    });
    expect(
      await adminUser.callError(callables.markGold, {
        submissionId: 'no-such-submission',
        expectedDecision: 'approved',
      }),
    ).toMatchObject({ code: 'not-found', message: staffMessages.submissionNotFound });
  });

  it('should copy the submission as pending work without the answer, audited, once', async () => {
    const before = await data(`submissions/${reviewedId}`);
    const { goldId } = await adminUser.call(callables.markGold, {
      submissionId: reviewedId,
      expectedDecision: 'rejected',
      expectedReasonCode: 'poor_quality',
    });
    // Never a submission's id: those are {task}_{user}_{n}.
    expect(goldId).not.toContain('_');
    const item = (await data(`gold_items/${goldId}`))!;
    expect(item).toMatchObject({
      user_id: before!.user_id,
      task_title: before!.task_title,
      files: before!.files,
      review_status: 'pending',
      review_notes: null,
      reviewer_id: null,
      reviewed_at: null,
      paid: false,
    });
    for (const field of ['review_reason', 'review_source', 'first_reviewer_id', 'file_hashes'])
      expect(item).not.toHaveProperty(field);
    expect(JSON.stringify(item)).not.toContain(REJECTION_NOTES);
    // Submitted a few hours ago at most: not overdue when it first shows.
    expect(Date.now() - item.submitted_at.toMillis()).toBeLessThan(6 * 3_600_000 + 60_000);
    expect(await data(`gold_keys/${goldId}`)).toMatchObject({
      submission_id: reviewedId,
      expected_decision: 'rejected',
      expected_reason_code: 'poor_quality',
      marked_by: adminUser.uid,
    });
    expect(await data(`submissions/${reviewedId}`)).toEqual(before);
    const [entry] = await expectAudit('mark_gold', goldId, adminUser.uid);
    // Support read the trail: it names neither the submission nor the answer.
    expect(JSON.stringify(entry)).not.toContain(reviewedId);
    expect(JSON.stringify(entry)).not.toContain('poor_quality');

    // Marked once: a second marking is refused, the key unchanged.
    expect(
      await adminUser.callError(callables.markGold, {
        submissionId: reviewedId,
        expectedDecision: 'approved',
      }),
    ).toMatchObject({ code: 'already-exists', message: serverMessages.alreadyGold });
    expect(await data(`gold_keys/${goldId}`)).toMatchObject({ expected_decision: 'rejected' });
  });
});

/** Everything of `creatorId`'s a creator or the platform's figures show, as stored now. */
async function creatorFacing(creatorId: string, submissionId: string) {
  const db = admin.db();
  const mine = async (collection: string) =>
    (await db.collection(collection).where('user_id', '==', creatorId).get()).docs
      .map((d) => ({ id: d.id, ...d.data() }))
      .sort((a, b) => a.id.localeCompare(b.id));
  const all = async (collection: string) =>
    (await db.collection(collection).get()).docs.map((d) => ({ id: d.id, ...d.data() }));
  return {
    submission: await data(`submissions/${submissionId}`),
    creatorStats: await data(`creator_stats/${creatorId}`),
    balance: await data(`creator_balances/${creatorId}`),
    payouts: await mine('payouts'),
    notifications: await mine('notifications'),
    mail: await mine('mail'),
    statsDaily: await all('stats_daily'),
    statsDailyShards: await all('stats_daily_shards'),
  };
}

/** The manifest rows of a fresh export of `taskId`, less what differs between two exports. */
async function exportRows(taskId: string) {
  const { exportId } = await adminUser.call(callables.exportDataset, { taskId });
  for (let i = 0; i < 20; i++) {
    await runAt(exportDatasets, Date.now());
    if ((await exportDoc(exportId)).status === 'complete') break;
  }
  expect((await exportDoc(exportId)).status).toBe('complete');
  return manifestLines(exportId);
}

describe('deciding a gold item', () => {
  let reviewer: Member;

  beforeAll(async () => {
    reviewer = await newStaff('support', 'Gil Gold');
  });

  it('should change nothing a creator sees, nor any count or export', async () => {
    const { submissionId, goldId } = await goldItem(adminUser, creator, { decision: 'approved' });
    const taskId = (await data(`submissions/${submissionId}`))!.task_id as string;
    const before = await creatorFacing(creator.uid, submissionId);
    const rowsBefore = await exportRows(taskId);
    expect(rowsBefore).toHaveLength(1);

    // Rejected with a reason, notes and a moment, as a real rejection is given.
    expect(
      await reviewer.call(callables.reviewSubmission, {
        submissionId: goldId,
        decision: 'rejected',
        ...because('rejected'),
        evidence: [{ fileIndex: 0, atSeconds: 0, note: 'Here' }],
      }),
    ).toEqual({
      submissionId: goldId,
      reviewStatus: 'rejected',
      heldForSecondOpinion: false,
      payoutId: null,
    });

    expect(await creatorFacing(creator.uid, submissionId)).toEqual(before);
    expect(await exportRows(taskId)).toEqual(rowsBefore);
    // The gold item itself stays as it was for the next reviewer.
    expect(await data(`gold_items/${goldId}`)).toMatchObject({ review_status: 'pending' });
    // No audit entry: support read the trail, and the check is the record.
    const entries = await admin
      .db()
      .collection('audit_logs')
      .where('entity_id', '==', goldId)
      .get();
    expect(entries.docs.map((d) => d.get('action'))).toEqual(['mark_gold']);
  }, 120_000);

  it('should record correct and incorrect checks in reviewer_stats, equal to a recount', async () => {
    const approve = await goldItem(adminUser, creator, { decision: 'approved' });
    const reject = await goldItem(adminUser, creator, {
      decision: 'rejected',
      reasonCode: 'poor_quality',
    });
    const changes = await goldItem(adminUser, creator, {
      decision: 'needs_changes',
      reasonCode: 'incomplete',
    });
    const checker = await newStaff('support', 'Cora Checker');
    // Right, right (same decision and reason), wrong (same decision, another reason).
    await checker.call(callables.reviewSubmission, {
      submissionId: approve.goldId,
      decision: 'approved',
    });
    await checker.call(callables.reviewSubmission, {
      submissionId: reject.goldId,
      decision: 'rejected',
      ...because('rejected'),
    });
    await checker.call(callables.reviewSubmission, {
      submissionId: changes.goldId,
      decision: 'needs_changes',
      reasonCode: 'poor_quality',
    });
    expect(await data(`gold_checks/${changes.goldId}_${checker.uid}`)).toMatchObject({
      gold_id: changes.goldId,
      reviewer_id: checker.uid,
      expected_decision: 'needs_changes',
      expected_reason_code: 'incomplete',
      given_decision: 'needs_changes',
      given_reason_code: 'poor_quality',
      correct: false,
    });
    expect(await data(`gold_checks/${approve.goldId}_${checker.uid}`)).toMatchObject({
      correct: true,
      expected_reason_code: null,
      given_reason_code: null,
    });
    const stats = reviewerStatsSchema.parse(await data(`reviewer_stats/${checker.uid}`));
    expect(stats).toMatchObject({ gold_total: 3, gold_correct: 2, decisions: 0 });
    // The recount, from gold_checks, finds the same.
    expect(await recountReviewerStats(checker.uid)).toBe(0);
    await admin
      .db()
      .doc(`reviewer_stats/${checker.uid}`)
      .update({ gold_total: 9, gold_correct: 0 });
    expect(await recountReviewerStats(checker.uid)).toBe(1);
    expect(reviewerStatsSchema.parse(await data(`reviewer_stats/${checker.uid}`))).toEqual(stats);
  }, 120_000);

  it('should refuse the same reviewer twice, and check the why as any review does', async () => {
    const { goldId } = await goldItem(adminUser, creator, {
      decision: 'rejected',
      reasonCode: 'poor_quality',
    });
    const missingReason = await reviewer.callError(callables.reviewSubmission, {
      submissionId: goldId,
      decision: 'rejected',
      notes: REJECTION_NOTES,
    });
    expect(missingReason.code).toBe('invalid-argument');
    expect(missingReason.message).toContain('reasonCode: is required');
    const shortNotes = await reviewer.callError(callables.reviewSubmission, {
      submissionId: goldId,
      decision: 'rejected',
      reasonCode: 'poor_quality',
      notes: 'Too dark',
    });
    expect(shortNotes.message).toContain('notes: must be at least 40 characters');
    expect(await data(`gold_checks/${goldId}_${reviewer.uid}`)).toBeUndefined();

    await reviewer.call(callables.reviewSubmission, { submissionId: goldId, decision: 'approved' });
    // Refused in the words a decided submission's second review gets.
    expect(
      await reviewer.callError(callables.reviewSubmission, {
        submissionId: goldId,
        decision: 'rejected',
        ...because('rejected'),
      }),
    ).toMatchObject({ code: 'failed-precondition', message: serverMessages.onlyPendingReviewable });
    expect(await data(`gold_checks/${goldId}_${reviewer.uid}`)).toMatchObject({
      given_decision: 'approved',
      correct: false,
    });
    // Another reviewer still checks it.
    await support.call(callables.reviewSubmission, {
      submissionId: goldId,
      decision: 'rejected',
      ...because('rejected'),
    });
    expect(await data(`gold_checks/${goldId}_${support.uid}`)).toMatchObject({ correct: true });
  }, 120_000);

  it("should not wait on the gold item's documents: checks answer while another transaction holds them", async () => {
    const { goldId } = await goldItem(adminUser, creator, { decision: 'approved' });
    for (const [path, checker] of [
      [`gold_items/${goldId}`, reviewer],
      [`gold_keys/${goldId}`, support],
    ] as const) {
      const { answeredWhileHeld, outcome } = await whileLocked(path, () =>
        checker.call(callables.reviewSubmission, { submissionId: goldId, decision: 'approved' }),
      );
      expect(outcome.status).toBe('fulfilled');
      expect(answeredWhileHeld).toBe(true);
      expect(await data(`gold_checks/${goldId}_${checker.uid}`)).toMatchObject({ correct: true });
    }
  }, 120_000);

  it(`should put a reviewer on probation after ${PROBATION_MIN_GOLD} gold items below 80%`, async () => {
    const novice = await newStaff('support', 'Nico Novice');
    // One gold item of this test's own, copied 20 times past markGold (its own suite is above):
    // only the decisions matter here.
    const { goldId } = await goldItem(adminUser, creator, { decision: 'approved' });
    const original = await admin.db().doc(`gold_items/${goldId}`).get();
    const ids = Array.from({ length: PROBATION_MIN_GOLD }, (_, i) => `probation${i}x${novice.uid}`);
    const batch = admin.db().batch();
    for (const id of ids) {
      batch.set(admin.db().doc(`gold_items/${id}`), original.data());
      batch.set(admin.db().doc(`gold_keys/${id}`), {
        submission_id: 'seeded',
        expected_decision: 'approved',
        expected_reason_code: null,
        marked_by: adminUser.uid,
        marked_at: original.get('submitted_at'),
      });
    }
    await batch.commit();
    // 15 of 20 right: 75%.
    for (const [i, id] of ids.entries()) {
      const decision = i < 15 ? 'approved' : 'needs_changes';
      await novice.call(callables.reviewSubmission, {
        submissionId: id,
        decision,
        ...(decision === 'approved' ? {} : { reasonCode: 'incomplete' }),
      });
      const stats = reviewerStatsSchema.parse(await data(`reviewer_stats/${novice.uid}`));
      // Not before the 20th: too few to judge anyone by.
      expect(onProbation(stats)).toBe(i === ids.length - 1);
    }
    expect(await data(`reviewer_stats/${novice.uid}`)).toMatchObject({
      gold_total: 20,
      gold_correct: 15,
    });
  }, 300_000);
});
