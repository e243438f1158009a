// No one decides their own work: every staff decision about a submission (a review, the second
// opinion, an admin's decision of a disagreement, an appeal's decision, marking it gold) and a
// bonus to oneself is refused to the person who submitted the work or would be paid, whatever
// role they hold now; another staff member decides it as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusMessages } from '@groundtruth/domain/bonus-messages';
import { callables } from '@groundtruth/domain/callable-registry';
import type { AssignableRole } from '@groundtruth/domain/constants';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { admin, newCreator, newStaff, type Member } from '../testing/clients';
import { newTask, submitted } from '../testing/flows';
import { goldItem } from '../testing/gold';
import { setReviewChecks } from '../testing/review-checks';
import { because } from '../testing/review-why';

let adminUser: Member;
let support: Member;

const ownWork = { code: 'permission-denied', message: serverMessages.ownWorkNotDecidable };
const submission = async (id: string) => (await admin.db().doc(`submissions/${id}`).get()).data()!;
/** Where the submission's second opinion stands (second_opinions, which staff read). */
const opinionState = async (id: string) =>
  (await admin.db().doc(`second_opinions/${id}`).get()).data()?.state;
const payoutExists = async (id: string) => (await admin.db().doc(`payouts/${id}`).get()).exists;

/** A creator's pending submission of a task of its own. */
const pendingWork = async (who: Member) =>
  submitted(who, await newTask(adminUser, { title: 'Harbor at dawn' }));

/** `who`, made `role` by an admin after they submitted work (their token is not refreshed). */
const promote = async (who: Member, role: AssignableRole) => {
  await adminUser.call(callables.setUserRole, { userId: who.uid, role });
  return who;
};

beforeAll(async () => {
  [adminUser, support] = await Promise.all([newStaff('admin'), newStaff('support')]);
});

describe(`${callables.reviewSubmission.name} of one's own work`, () => {
  it('should refuse a creator made support who reviews their own pending submission', async () => {
    const creator = await newCreator('self-review');
    const submissionId = await pendingWork(creator);
    await promote(creator, 'support');

    for (const decision of ['approved', 'rejected', 'needs_changes'] as const) {
      expect(
        await creator.callError(callables.reviewSubmission, {
          submissionId,
          decision,
          ...because(decision),
        }),
      ).toMatchObject(ownWork);
    }
    expect(await submission(submissionId)).toMatchObject({
      review_status: 'pending',
      reviewer_id: null,
    });
    expect(await payoutExists(submissionId)).toBe(false);

    // Another staff member decides it.
    await support.call(callables.reviewSubmission, { submissionId, decision: 'approved' });
    expect(await submission(submissionId)).toMatchObject({
      review_status: 'approved',
      reviewer_id: support.uid,
    });
  });

  it('should refuse an admin reviewing work they submitted as a creator', async () => {
    const creator = await newCreator('self-review-admin');
    const submissionId = await pendingWork(creator);
    await promote(creator, 'admin');
    expect(
      await creator.callError(callables.reviewSubmission, { submissionId, decision: 'approved' }),
    ).toMatchObject(ownWork);
    expect(await submission(submissionId)).toMatchObject({ review_status: 'pending' });
  });

  describe('held for a second opinion', () => {
    beforeAll(() => setReviewChecks({ second_opinion_rate: 1 }));
    afterAll(() => setReviewChecks());

    it('should refuse the creator the second opinion on their own held rejection', async () => {
      const creator = await newCreator('self-second');
      const submissionId = await pendingWork(creator);
      await support.call(callables.reviewSubmission, {
        submissionId,
        decision: 'rejected',
        ...because('rejected'),
      });
      expect(await opinionState(submissionId)).toBe('awaiting');
      await promote(creator, 'support');

      expect(
        await creator.callError(callables.reviewSubmission, {
          submissionId,
          decision: 'approved',
        }),
      ).toMatchObject(ownWork);
      expect(await opinionState(submissionId)).toBe('awaiting');
    });

    it("should refuse the creator made admin the decision of their own work's disagreement", async () => {
      const creator = await newCreator('self-disagreement');
      const submissionId = await pendingWork(creator);
      await support.call(callables.reviewSubmission, {
        submissionId,
        decision: 'rejected',
        ...because('rejected'),
      });
      await adminUser.call(callables.reviewSubmission, { submissionId, decision: 'approved' });
      expect(await opinionState(submissionId)).toBe('with_admin');
      await promote(creator, 'admin');

      expect(
        await creator.callError(callables.reviewSubmission, {
          submissionId,
          decision: 'approved',
        }),
      ).toMatchObject(ownWork);
      expect(await submission(submissionId)).toMatchObject({ review_status: 'pending' });
      expect(await opinionState(submissionId)).toBe('with_admin');
      expect(await payoutExists(submissionId)).toBe(false);
    });
  });

  it('should refuse a reviewer a gold item copied from their own work', async () => {
    const creator = await newCreator('self-gold-item');
    const { goldId } = await goldItem(adminUser, creator, { decision: 'approved' });
    await promote(creator, 'support');
    expect(
      await creator.callError(callables.reviewSubmission, {
        submissionId: goldId,
        decision: 'approved',
      }),
    ).toMatchObject(ownWork);
    expect((await admin.db().doc(`gold_checks/${goldId}_${creator.uid}`).get()).exists).toBe(false);
  });
});

describe(`${callables.decideAppeal.name} of one's own work`, () => {
  it('should refuse a creator made support who decides the appeal of their own rejection', async () => {
    const creator = await newCreator('self-appeal');
    const submissionId = await pendingWork(creator);
    await support.call(callables.reviewSubmission, {
      submissionId,
      decision: 'rejected',
      ...because('rejected'),
    });
    await creator.call(callables.appealSubmission, { submissionId, message: 'It is sharp' });
    await promote(creator, 'support');

    expect(
      await creator.callError(callables.decideAppeal, { submissionId, decision: 'approved' }),
    ).toMatchObject(ownWork);
    expect(await submission(submissionId)).toMatchObject({
      review_status: 'rejected',
      appeal_status: 'open',
    });
    expect(await payoutExists(submissionId)).toBe(false);

    await support.call(callables.decideAppeal, { submissionId, decision: 'approved' });
    expect(await submission(submissionId)).toMatchObject({ review_status: 'approved' });
  });
});

describe(`${callables.markGold.name} of one's own work`, () => {
  it('should refuse a creator made admin who marks their own reviewed work gold', async () => {
    const creator = await newCreator('self-gold');
    const submissionId = await pendingWork(creator);
    await support.call(callables.reviewSubmission, { submissionId, decision: 'approved' });
    await promote(creator, 'admin');

    expect(
      await creator.callError(callables.markGold, { submissionId, expectedDecision: 'approved' }),
    ).toMatchObject(ownWork);
    const keys = await admin
      .db()
      .collection('gold_keys')
      .where('submission_id', '==', submissionId)
      .get();
    expect(keys.empty).toBe(true);

    await adminUser.call(callables.markGold, { submissionId, expectedDecision: 'approved' });
  });
});

describe(`${callables.awardBonus.name} to oneself`, () => {
  it('should refuse an admin a bonus to themself, and award it to another', async () => {
    const creator = await newCreator('self-bonus');
    const self = await promote(await newCreator('self-bonus-admin'), 'admin');
    const requestId = `self-${self.uid}`;
    expect(
      await self.callError(callables.awardBonus, {
        creatorId: self.uid,
        amountCents: 1000,
        reason: 'Great week',
        requestId,
      }),
    ).toMatchObject({ code: 'permission-denied', message: bonusMessages.bonusToSelf });
    expect(await payoutExists(`bonus_${requestId}`)).toBe(false);

    const given = await self.call(callables.awardBonus, {
      creatorId: creator.uid,
      amountCents: 1000,
      reason: 'Great week',
      requestId: `other-${self.uid}`,
    });
    expect(given.created).toBe(true);
  });
});
