// "Shown only to those who qualify" holds in the rules: a task whose guard is 'discover' is not
// listed (createTask and updateTaskEligibility record `listed`), so no creator's list query can
// return it — a query that could is refused, the one the app makes leaves it out — nor read it by
// id before accepting it. discoverTasks hands it to the creators who qualify (acceptTask's own
// check), and to one who accepted it before.
import { collection, doc, getDoc, getDocs, limit, query, where } from 'firebase/firestore/lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables } from '@groundtruth/domain/callable-registry';
import { screenQueries } from '@groundtruth/domain/queries';
import { fetchPage } from '@groundtruth/platform/firestore-queries';
import { taskSchema } from '@groundtruth/domain/entities';
import { admin, anonymousClient, newCreator, newStaff, type Member } from '../testing/clients';

let adminUser: Member;
let outsider: Member;
let qualified: Member;
let qualificationId: string;
let hiddenId: string;
let openId: string;

const eligibility = (guard: 'accept' | 'discover') => ({
  qualifications: [{ qualification_id: qualificationId, min_score: 0 }],
  min_approval_rate: null,
  min_reviewed: 0,
  guard,
});

const titlesOf = (tasks: Record<string, unknown>[]) => tasks.map((task) => task.title);

beforeAll(async () => {
  [adminUser, outsider, qualified] = await Promise.all([
    newStaff('admin'),
    newCreator('discover-outsider'),
    newCreator('discover-qualified'),
  ]);
  ({ qualificationId } = await adminUser.call(callables.createQualification, {
    name: 'Night shooting',
    kind: 'manual',
  }));
  await adminUser.call(callables.grantQualification, {
    qualificationId,
    userId: qualified.uid,
    reason: 'Ten approved night clips',
  });
  ({ taskId: hiddenId } = await adminUser.call(callables.createTask, {
    title: 'Secret night market',
    description: 'Only for those who shoot at night.',
    payoutAmountCents: 4000,
    status: 'published',
    eligibility: eligibility('discover'),
  }));
  ({ taskId: openId } = await adminUser.call(callables.createTask, {
    title: 'Open street market',
    payoutAmountCents: 2000,
    status: 'published',
  }));
});

describe("a 'discover' task under the rules", () => {
  it('should be recorded as not listed, and listed again once its guard is accept', async () => {
    const stored = async (id: string) => (await admin.db().doc(`tasks/${id}`).get()).data()!;
    expect((await stored(hiddenId)).listed).toBe(false);
    expect((await stored(openId)).listed).toBe(true);
    const { taskId } = await adminUser.call(callables.createTask, {
      title: 'Changing guard',
      payoutAmountCents: 1000,
      status: 'published',
      eligibility: eligibility('discover'),
    });
    await adminUser.call(callables.updateTaskEligibility, {
      taskId,
      eligibility: eligibility('accept'),
    });
    expect((await stored(taskId)).listed).toBe(true);
  });

  it('should refuse a creator a list query that could return it, by id too', async () => {
    await expect(
      getDocs(
        query(collection(outsider.db, 'tasks'), where('status', '==', 'published'), limit(50)),
      ),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(
      getDocs(
        query(
          collection(outsider.db, 'tasks'),
          where('status', '==', 'published'),
          where('listed', '==', false),
          limit(50),
        ),
      ),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(getDoc(doc(outsider.db, 'tasks', hiddenId))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('should leave it out of the list query the app makes, which still lists the others', async () => {
    for (const creator of [outsider, qualified]) {
      const { items } = await fetchPage(creator.db, screenQueries.publishedTasks(), taskSchema);
      const ids = items.map((task) => task.id);
      expect(ids).toContain(openId);
      expect(ids).not.toContain(hiddenId);
    }
  });
});

describe(callables.discoverTasks.name, () => {
  it('should hand it to a creator who qualifies, and not to one who does not', async () => {
    expect(titlesOf((await qualified.call(callables.discoverTasks, {})).tasks)).toContain(
      'Secret night market',
    );
    expect(
      titlesOf((await qualified.call(callables.discoverTasks, { category: 'video' })).tasks),
    ).toContain('Secret night market');
    expect(
      titlesOf((await qualified.call(callables.discoverTasks, { category: 'audio' })).tasks),
    ).not.toContain('Secret night market');
    expect(titlesOf((await outsider.call(callables.discoverTasks, {})).tasks)).not.toContain(
      'Secret night market',
    );
    expect(await anonymousClient().callError(callables.discoverTasks, {})).toMatchObject({
      code: 'unauthenticated',
    });
  });

  it('should let the creator who accepted it read it, and keep handing it to them', async () => {
    await qualified.call(callables.acceptTask, { taskId: hiddenId });
    expect((await getDoc(doc(qualified.db, 'tasks', hiddenId))).data()).toMatchObject({
      title: 'Secret night market',
    });
    // Their grant revoked: the task they accepted stays theirs to see.
    await adminUser.call(callables.revokeQualification, {
      qualificationId,
      userId: qualified.uid,
      reason: 'Lapsed',
    });
    expect(titlesOf((await qualified.call(callables.discoverTasks, {})).tasks)).toContain(
      'Secret night market',
    );
  });
});
