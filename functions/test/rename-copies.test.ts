// A creator's new name reaches the copies of their name that staff read: each submission's
// submitter_name and each payout's user_name (the Review, Payouts screens and the payouts CSV read
// those), page by page, more than a page of them, and only the renamed creator's.
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import { JOB_PAGE_SIZE } from '@groundtruth/domain/constants';
import { admin, newCreator, newStaff } from '../testing/clients';
import { approved } from '../testing/flows';

/** Submissions as submitWork writes them, straight into Firestore: more than one page. */
async function pastSubmissions(uid: string, name: string, count: number) {
  const batch = admin.db().batch();
  for (let i = 0; i < count; i += 1) {
    batch.set(admin.db().doc(`submissions/rn-${uid}-${i}`), {
      user_id: uid,
      task_id: `rn-task-${i}`,
      submitter_name: name,
      submitter_email: `${uid}@example.com`,
      review_status: 'approved',
      submitted_at: Timestamp.now(),
    });
  }
  await batch.commit();
}

const field = async (path: string, name: string) =>
  (await admin.db().doc(path).get()).get(name) as unknown;

describe(`${callables.updateProfileName.name}: the copies of the name`, () => {
  // Two approvals and a rename on a loaded machine.
  it(
    'should rename every submission and payout of the creator, past a page, and no one else',
    { timeout: 180_000 },
    async () => {
      const staff = await newStaff('admin');
      const creator = await newCreator('rn-renamed', 'Lena Okafor');
      const other = await newCreator('rn-other', 'Lena Okafor');
      const paidId = await approved(creator, staff, 2500);
      const othersId = await approved(other, staff, 1500);
      expect(await field(`payouts/${paidId}`, 'user_name')).toBe('Lena Okafor');
      await pastSubmissions(creator.uid, 'Lena Okafor', JOB_PAGE_SIZE + 5);

      await creator.call(callables.updateProfileName, { name: 'Lena Okafor-Mensah' });

      expect(await field(`submissions/${paidId}`, 'submitter_name')).toBe('Lena Okafor-Mensah');
      expect(await field(`payouts/${paidId}`, 'user_name')).toBe('Lena Okafor-Mensah');
      const past = await admin
        .db()
        .collection('submissions')
        .where('user_id', '==', creator.uid)
        .get();
      expect(past.size).toBe(JOB_PAGE_SIZE + 6);
      expect(new Set(past.docs.map((d) => d.get('submitter_name')))).toEqual(
        new Set(['Lena Okafor-Mensah']),
      );
      // The other creator of the same name keeps theirs.
      expect(await field(`submissions/${othersId}`, 'submitter_name')).toBe('Lena Okafor');
      expect(await field(`payouts/${othersId}`, 'user_name')).toBe('Lena Okafor');
    },
  );

  it('should finish renaming the copies when the same name is sent again', async () => {
    const staff = await newStaff('admin');
    const creator = await newCreator('rn-retry', 'Tomas Rivera');
    const paidId = await approved(creator, staff, 2000);
    await creator.call(callables.updateProfileName, { name: 'Tomás Rivera' });
    // A copy an interrupted call left behind.
    await admin.db().doc(`payouts/${paidId}`).update({ user_name: 'Tomas Rivera' });

    expect(await creator.call(callables.updateProfileName, { name: 'Tomás Rivera' })).toEqual({
      name: 'Tomás Rivera',
      changed: false,
    });
    expect(await field(`payouts/${paidId}`, 'user_name')).toBe('Tomás Rivera');
  });
});
