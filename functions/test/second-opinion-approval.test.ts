// Approvals in the sampled share are held for a second opinion as rejections are, so the second
// reviewer cannot tell a held rejection from a held approval by anything they can read. A held
// approval says only "in review" to its creator and pays nothing; the second reviewer's agreement
// lands it and creates its one payout; a different decision sends it to an admin.
import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore/lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { admin, newCreator, newStaff, type Member } from '../testing/clients';
import { auditEntries } from '../testing/audit';
import { newTask, submitted } from '../testing/flows';
import { setReviewChecks } from '../testing/review-checks';
import { REJECTION_NOTES } from '../testing/review-why';

let support: Member;
let secondAdmin: Member;
let tieAdmin: Member;
let creator: Member;

const APPROVAL_NOTES = 'Clear light and a steady hand for the whole clip.';

/** A new pending submission of the creator (a task of its own: one acceptance per task). */
const pendingWork = async () =>
  submitted(creator, await newTask(secondAdmin, { title: 'Canal at noon' }));

const payoutsOf = async (submissionId: string) =>
  (await admin.db().collection('payouts').where('submission_id', '==', submissionId).get()).docs;

const reviewerStats = async (uid: string) =>
  (await admin.db().doc(`reviewer_stats/${uid}`).get()).data() ?? {};

/** The submission's audit entries after its submission. */
const reviewAudit = async (id: string) =>
  (await auditEntries(id)).filter((e) => e.action !== 'submit_work');

/** What a reviewer reads of a submission and its second opinion, through the rules. */
async function asSecondReviewer(submissionId: string) {
  const submission = (await getDoc(doc(secondAdmin.db, 'submissions', submissionId))).data()!;
  const opinion = (await getDoc(doc(secondAdmin.db, 'second_opinions', submissionId))).data()!;
  const audit = await getDocs(
    query(collection(secondAdmin.db, 'audit_logs'), where('entity_id', '==', submissionId)),
  );
  return { submission, opinion, audit: audit.docs.map((d) => d.data().action as string) };
}

/** Field names with their value's type, and the values of the fields a review writes. */
const shape = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v === null ? 'null' : typeof v]));
const reviewFields = (s: Record<string, unknown>) => ({
  review_status: s.review_status,
  review_notes: s.review_notes,
  reviewer_id: s.reviewer_id,
  review_reason: s.review_reason,
  review_source: s.review_source,
  paid: s.paid,
});

beforeAll(async () => {
  [support, secondAdmin, tieAdmin, creator] = await Promise.all([
    newStaff('support'),
    newStaff('admin'),
    newStaff('admin'),
    newCreator('second-look'),
  ]);
  await setReviewChecks({ second_opinion_rate: 1 });
});

describe('an approval held for a second opinion', () => {
  it('should read, to the second reviewer, exactly as a held rejection does', async () => {
    const [approvedId, rejectedId] = await Promise.all([pendingWork(), pendingWork()]);
    const statsBefore = await reviewerStats(support.uid);
    const approval = await support.call(callables.reviewSubmission, {
      submissionId: approvedId,
      decision: 'approved',
      notes: APPROVAL_NOTES,
    });
    const rejection = await support.call(callables.reviewSubmission, {
      submissionId: rejectedId,
      decision: 'rejected',
      reasonCode: 'poor_quality',
      notes: REJECTION_NOTES,
    });
    // The same answer to the first reviewer, but for the id.
    expect({ ...approval, submissionId: '' }).toEqual({ ...rejection, submissionId: '' });
    expect(approval).toMatchObject({ reviewStatus: 'pending', heldForSecondOpinion: true });

    const a = await asSecondReviewer(approvedId);
    const r = await asSecondReviewer(rejectedId);
    expect(shape(a.submission)).toEqual(shape(r.submission));
    expect(reviewFields(a.submission)).toEqual(reviewFields(r.submission));
    expect(reviewFields(a.submission)).toMatchObject({ review_status: 'pending', paid: false });
    expect(shape(a.opinion)).toEqual(shape(r.opinion));
    expect({ ...a.opinion, submission_id: '', requested_at: null }).toEqual({
      ...r.opinion,
      submission_id: '',
      requested_at: null,
    });
    expect(a.opinion).toMatchObject({ first_reviewer: support.uid, state: 'awaiting' });
    expect(a.audit).toEqual(r.audit);
    for (const secret of [APPROVAL_NOTES, 'approved'])
      expect(JSON.stringify(a)).not.toContain(secret);
    // Nothing counted against the first reviewer for either, nor paid.
    expect(await reviewerStats(support.uid)).toEqual(statsBefore);
    expect(await payoutsOf(approvedId)).toHaveLength(0);
  });

  it('should say only "in review" to the creator, then land on agreement and pay once', async () => {
    const submissionId = await pendingWork();
    const before = (await getDoc(doc(creator.db, 'submissions', submissionId))).data();
    const exportedBefore = (await creator.call(callables.exportMyData, {})).submissions.find(
      (s) => s.id === submissionId,
    );
    await support.call(callables.reviewSubmission, {
      submissionId,
      decision: 'approved',
      notes: APPROVAL_NOTES,
    });
    // As its creator reads it: in review, nothing paid, nothing told.
    expect((await getDoc(doc(creator.db, 'submissions', submissionId))).data()).toEqual(before);
    const exported = await creator.call(callables.exportMyData, {});
    expect(exported.submissions.find((s) => s.id === submissionId)).toEqual(exportedBefore);
    expect(JSON.stringify(exported)).not.toContain(APPROVAL_NOTES);
    const mine = await getDocs(
      query(collection(creator.db, 'payouts'), where('user_id', '==', creator.uid)),
    );
    expect(mine.docs.filter((d) => d.data().submission_id === submissionId)).toHaveLength(0);
    const told = await admin
      .db()
      .collection('notifications')
      .where('entity_id', '==', submissionId)
      .get();
    expect(told.size).toBe(0);
    expect(await reviewAudit(submissionId)).toEqual([]);

    const landed = await secondAdmin.call(callables.reviewSubmission, {
      submissionId,
      decision: 'approved',
    });
    expect(landed).toMatchObject({
      submissionId,
      reviewStatus: 'approved',
      heldForSecondOpinion: false,
      secondOpinionAgreed: true,
    });
    expect(landed.payoutId).toEqual(expect.any(String));
    const payouts = await payoutsOf(submissionId);
    expect(payouts.map((p) => p.id)).toEqual([landed.payoutId]);
    expect(payouts[0]!.data()).toMatchObject({ user_id: creator.uid, status: 'pending' });
    expect((await getDoc(doc(creator.db, 'submissions', submissionId))).data()).toMatchObject({
      review_status: 'approved',
      review_notes: APPROVAL_NOTES,
      review_source: 'second_opinion',
      reviewer_id: support.uid,
      paid: true,
    });
    const audit = await reviewAudit(submissionId);
    expect(audit.map((e) => [e.action, e.details.outcome, e.details.payout_id])).toEqual([
      ['second_opinion', 'approval_landed', landed.payoutId],
    ]);
    // Landed once: a further decision by either is refused, and nothing more is paid.
    for (const who of [secondAdmin, tieAdmin])
      expect(
        await who.callError(callables.reviewSubmission, { submissionId, decision: 'approved' }),
      ).toMatchObject({
        code: 'failed-precondition',
        message: serverMessages.onlyPendingReviewable,
      });
    expect(await payoutsOf(submissionId)).toHaveLength(1);
    const notices = await admin
      .db()
      .collection('notifications')
      .where('entity_id', '==', submissionId)
      .get();
    expect(notices.size).toBe(1);
  });

  it('should send a held approval the second reviewer rejects to an admin, paying only on the admin’s approval', async () => {
    const submissionId = await pendingWork();
    await support.call(callables.reviewSubmission, { submissionId, decision: 'approved' });
    expect(
      await secondAdmin.call(callables.reviewSubmission, {
        submissionId,
        decision: 'rejected',
        reasonCode: 'poor_quality',
        notes: REJECTION_NOTES,
      }),
    ).toEqual({
      submissionId,
      reviewStatus: 'pending',
      heldForSecondOpinion: true,
      payoutId: null,
      sentToAdmin: true,
    });
    expect((await getDoc(doc(tieAdmin.db, 'second_opinions', submissionId))).data()).toMatchObject({
      state: 'with_admin',
      first: { decision: 'approved' },
      second: { decision: 'rejected' },
    });
    expect(await payoutsOf(submissionId)).toHaveLength(0);
    const decided = await tieAdmin.call(callables.reviewSubmission, {
      submissionId,
      decision: 'approved',
    });
    expect(decided).toMatchObject({ reviewStatus: 'approved', heldForSecondOpinion: false });
    expect((await payoutsOf(submissionId)).map((p) => p.id)).toEqual([decided.payoutId]);
  });

  it('should land an approval at once outside the sampled share', async () => {
    await setReviewChecks({ second_opinion_rate: 0 });
    try {
      const submissionId = await pendingWork();
      const result = await support.call(callables.reviewSubmission, {
        submissionId,
        decision: 'approved',
      });
      expect(result).toMatchObject({ reviewStatus: 'approved', heldForSecondOpinion: false });
      expect(await payoutsOf(submissionId)).toHaveLength(1);
    } finally {
      await setReviewChecks({ second_opinion_rate: 1 });
    }
  });
});
