// Gold checks look like work: no client lists or reads gold_items (support and admins included),
// so none can tell the checks in their queue from real submissions; reviewQueueGold hands each
// reviewer the gold items their pending queue mixes in and no more — at most ceil(gold_rate × the
// work), the work counted as at most the pending submissions there are, none they checked or
// submitted.
import { collection, doc, getDoc, getDocs, limit, query } from 'firebase/firestore/lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { submissionSchema } from '@groundtruth/domain/entities';
import { timestampsFromWire } from '@groundtruth/domain/wire-timestamps';
import { Timestamp } from 'firebase-admin/firestore';
import { admin, anonymousClient, newCreator, newStaff, type Member } from '../testing/clients';
import { newTask, submitted } from '../testing/flows';
import { goldItem } from '../testing/gold';
import { setReviewChecks } from '../testing/review-checks';

let adminUser: Member;
let support: Member;
let creator: Member;
let goldIds: string[];

const queueGold = async (who: Member, workCount: number) =>
  (await who.call(callables.reviewQueueGold, { workCount })).items;

beforeAll(async () => {
  [adminUser, support, creator] = await Promise.all([
    newStaff('admin'),
    newStaff('support'),
    newCreator('queue-gold'),
  ]);
  await setReviewChecks({ second_opinion_rate: 0, gold_rate: 0 });
  goldIds = [];
  for (let i = 0; i < 3; i++)
    goldIds.push((await goldItem(adminUser, creator, { decision: 'approved' })).goldId);
  // Two submissions of real work wait in the queue.
  for (let i = 0; i < 2; i++) await submitted(creator, await newTask(adminUser));
});

describe('gold_items under the rules', () => {
  it('should refuse support and admins a list of gold items, or one by id', async () => {
    for (const who of [support, adminUser, creator]) {
      await expect(
        getDocs(query(collection(who.db, 'gold_items'), limit(30))),
      ).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(getDoc(doc(who.db, 'gold_items', goldIds[0]!))).rejects.toMatchObject({
        code: 'permission-denied',
      });
    }
  });
});

describe(callables.reviewQueueGold.name, () => {
  it('should be refused to creators and the signed-out', async () => {
    // A creator of its own: another test makes the file's creator support.
    const other = await newCreator('queue-gold-refused');
    expect(await other.callError(callables.reviewQueueGold, { workCount: 20 })).toMatchObject({
      code: 'permission-denied',
    });
    expect(
      await anonymousClient().callError(callables.reviewQueueGold, { workCount: 20 }),
    ).toMatchObject({ code: 'unauthenticated' });
  });

  it('should hand out the queue’s share of gold, the work counted as at most what is pending', async () => {
    await setReviewChecks({ second_opinion_rate: 0, gold_rate: 0.5 });
    const pending = (
      await admin.db().collection('submissions').where('review_status', '==', 'pending').get()
    ).size;
    expect(pending).toBe(2);
    // ceil(0.5 × 2): one, however much work the caller claims.
    expect(await queueGold(support, 2)).toHaveLength(1);
    expect(await queueGold(support, 10_000)).toHaveLength(1);
    expect(await queueGold(support, 0)).toEqual([]);
    await setReviewChecks({ second_opinion_rate: 0, gold_rate: 1 });
    const items = await queueGold(support, 2);
    expect(items).toHaveLength(2);
    // The same two on every call, each a pending-looking submission with its id.
    expect(await queueGold(support, 2)).toEqual(items);
    for (const item of items) {
      expect(goldIds).toContain(item.id);
      const parsed = submissionSchema.parse(
        timestampsFromWire(item, (ms) => Timestamp.fromMillis(ms)),
      );
      expect(parsed).toMatchObject({ review_status: 'pending', user_id: creator.uid });
    }
    await setReviewChecks({ second_opinion_rate: 0, gold_rate: 0 });
  });

  it('should leave out the gold items the caller checked and copies of their own work', async () => {
    await setReviewChecks({ second_opinion_rate: 0, gold_rate: 1 });
    const checker = await newStaff('support');
    const before = (await queueGold(checker, 2)).map((item) => item.id as string);
    expect(before).toHaveLength(2);
    await checker.call(callables.reviewSubmission, {
      submissionId: before[0]!,
      decision: 'approved',
    });
    const after = (await queueGold(checker, 2)).map((item) => item.id as string);
    expect(after).not.toContain(before[0]);
    expect(after).toHaveLength(2);

    // The creator of the originals, made support: none of it is theirs to check.
    await adminUser.call(callables.setUserRole, { userId: creator.uid, role: 'support' });
    expect(await queueGold(creator, 2)).toEqual([]);
    await setReviewChecks({ second_opinion_rate: 0, gold_rate: 0 });
  });
});
