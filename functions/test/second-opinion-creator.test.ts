// The blind second opinion is blind to the creator too: while a rejection is held, and after the
// two reviewers disagree, every field the creator can read about their submission (through the
// rules, and in exportMyData) is what it was before the first review: it is in review, no more.
// The opinions live in second_opinions, which staff read and the creator does not; once the
// decision lands, the creator reads its reason and notes on the submission as for any review.
import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore/lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { newCreator, newStaff, type Member } from '../testing/clients';
import { newTask, submitted } from '../testing/flows';
import { setReviewChecks } from '../testing/review-checks';

let support: Member;
let secondAdmin: Member;
let tieAdmin: Member;
let creator: Member;

const FIRST_NOTES = 'The horizon tilts by ten degrees for the whole of the clip.';
const SECOND_NOTES = 'Steady enough: the tilt is slight and the subject stays in the frame.';

/** Every field of the submission as its creator reads it through the rules. */
const asCreator = async (submissionId: string) =>
  (await getDoc(doc(creator.db, 'submissions', submissionId))).data();

/** The submission as exportMyData gives it to its creator. */
const exported = async (submissionId: string) =>
  (await creator.call(callables.exportMyData, {})).submissions.find((s) => s.id === submissionId);

beforeAll(async () => {
  [support, secondAdmin, tieAdmin, creator] = await Promise.all([
    newStaff('support'),
    newStaff('admin'),
    newStaff('admin'),
    newCreator('blind-to-creator'),
  ]);
  await setReviewChecks({ second_opinion_rate: 1 });
});

describe('a held rejection, as its creator reads it', () => {
  it('should read exactly as before the review while held and after a disagreement', async () => {
    const task = await newTask(secondAdmin, { title: 'Harbour at dawn' });
    const submissionId = await submitted(creator, task);
    const before = await asCreator(submissionId);
    const exportedBefore = await exported(submissionId);
    expect(before).toMatchObject({ review_status: 'pending' });

    await support.call(callables.reviewSubmission, {
      submissionId,
      decision: 'rejected',
      reasonCode: 'poor_quality',
      notes: FIRST_NOTES,
    });
    expect(await asCreator(submissionId)).toEqual(before);
    expect(await exported(submissionId)).toEqual(exportedBefore);

    await secondAdmin.call(callables.reviewSubmission, {
      submissionId,
      decision: 'approved',
      notes: SECOND_NOTES,
    });
    expect(await asCreator(submissionId)).toEqual(before);
    expect(await exported(submissionId)).toEqual(exportedBefore);
    const text = JSON.stringify(await creator.call(callables.exportMyData, {}));
    for (const secret of [FIRST_NOTES, SECOND_NOTES, support.uid, secondAdmin.uid, 'poor_quality'])
      expect(text).not.toContain(secret);

    // The opinions are staff's to read, never the creator's, by id or by list.
    await expect(getDoc(doc(creator.db, 'second_opinions', submissionId))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(
      getDocs(
        query(
          collection(creator.db, 'second_opinions'),
          where('submission_id', '==', submissionId),
        ),
      ),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    const staffView = (await getDoc(doc(tieAdmin.db, 'second_opinions', submissionId))).data();
    expect(staffView).toMatchObject({ state: 'with_admin', first_reviewer: support.uid });

    // Once the admin's decision lands, the creator reads its decision and notes, and nothing of
    // the two opinions before it.
    await tieAdmin.call(callables.reviewSubmission, {
      submissionId,
      decision: 'rejected',
      reasonCode: 'poor_quality',
      notes: FIRST_NOTES,
    });
    const landed = await asCreator(submissionId);
    expect(landed).toMatchObject({
      review_status: 'rejected',
      review_notes: FIRST_NOTES,
      review_reason: { code: 'poor_quality' },
    });
    expect(landed).not.toHaveProperty('second_opinion');
    expect(JSON.stringify(landed)).not.toContain(SECOND_NOTES);
  });
});
