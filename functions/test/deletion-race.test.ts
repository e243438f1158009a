/**
 * Account deletion racing a review: deleteMyAccount withdraws the creator's pending
 * work while staff may be approving it through reviewSubmission. Whichever commits first wins:
 * an approved submission is never withdrawn (and its files stay), a withdrawn one was never
 * approved (and its files are gone), and creator_stats equals a count afterwards. The review is
 * sent at a different moment of the deletion in each round, so some rounds land inside it. A
 * deleted person is left no notification of a review that landed during or after the deletion.
 */
import { describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { admin, newCreator, newStaff } from '../testing/clients';
import { countedCreatorStats, storedCreatorStats } from '../testing/counters';
import { newTask, submitted } from '../testing/flows';

const ROUNDS = Number(process.env.GT_DELETION_RACE_ROUNDS ?? 20);
/** The review is sent this much later in each round than in the one before. */
const STEP_MS = 10;
/**
 * Past ROUNDS, while one side has not won yet, rounds go on with the review sent later by this
 * much more each time: on a busy machine the deletion can take longer than 20 steps to reach
 * its withdrawal, and the race would never be run in that order.
 */
const LATER_STEP_MS = 40;
const MAX_ROUNDS = ROUNDS * 3;

/** How long after the deletion is sent the review is sent in `round`. */
const reviewDelay = (round: number) =>
  round < ROUNDS ? round * STEP_MS : ROUNDS * STEP_MS + (round - ROUNDS + 1) * LATER_STEP_MS;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const ownedBy = async (collection: string, uid: string) =>
  (await admin.db().collection(collection).where('user_id', '==', uid).get()).docs;

describe('deleteMyAccount racing reviewSubmission', () => {
  it('should never both approve and withdraw a submission', async () => {
    const support = await newStaff('support');
    const taskId = await newTask(support);
    const outcomes = { approved: 0, withdrawn: 0, approvedAfterDeletionBegan: 0 };
    const bothWon = () => outcomes.withdrawn > 0 && outcomes.approvedAfterDeletionBegan > 0;
    for (let round = 0; round < MAX_ROUNDS && (round < ROUNDS || !bothWon()); round++) {
      const creator = await newCreator(`race${round}`);
      const submissionId = await submitted(creator, taskId);
      const ref = admin.db().doc(`submissions/${submissionId}`);
      const path = (await ref.get()).get('files')[0].path as string;

      const [deletion, review] = await Promise.allSettled([
        creator.call(callables.deleteMyAccount, { confirmEmail: creator.email }),
        sleep(reviewDelay(round)).then(() =>
          support.call(callables.reviewSubmission, { submissionId, decision: 'approved' }),
        ),
      ]);
      const at = `round ${round}`;
      const submission = (await ref.get()).data()!;
      const [fileExists] = await admin.bucket().file(path).exists();
      const withdrawn = submission.reviewer_id === 'system:account-deletion';

      if (review.status === 'fulfilled') {
        // The approval committed: it stands, with its files, whatever the deletion did after.
        expect(submission, at).toMatchObject({
          review_status: 'approved',
          reviewer_id: support.uid,
        });
        expect(fileExists, at).toBe(true);
        outcomes.approved++;
        if (deletion.status === 'fulfilled') outcomes.approvedAfterDeletionBegan++;
      } else {
        // The withdrawal committed first: the review found nothing pending to decide.
        expect(review.reason, at).toMatchObject({ code: 'functions/failed-precondition' });
        expect(deletion.status, at).toBe('fulfilled');
        expect(submission, at).toMatchObject({
          review_status: 'rejected',
          review_notes: serverMessages.withdrawnOnDeletion,
        });
        outcomes.withdrawn++;
      }
      expect(fileExists, at).toBe(!withdrawn);
      if (deletion.status === 'fulfilled') {
        expect(submission.submitter_email, at).toBe('');
        // Whenever the review landed, the deleted person is left no notification nor e-mail.
        for (const kept of ['notifications', 'mail'])
          expect((await ownedBy(kept, creator.uid)).length, `${at}: ${kept}`).toBe(0);
      } else expect(deletion.reason, at).toMatchObject({ code: 'functions/failed-precondition' });
      expect(await storedCreatorStats(creator.uid), at).toEqual(
        await countedCreatorStats(creator.uid),
      );
    }
    console.info(`deletion race: ${JSON.stringify(outcomes)}`);
    // Both sides won some rounds, and some approvals landed while the deletion was under way
    // (where the withdrawal used to overwrite them): the race was run, not just one order.
    expect(outcomes.approvedAfterDeletionBegan).toBeGreaterThan(0);
    expect(outcomes.withdrawn).toBeGreaterThan(0);
  }, 600_000);
});
