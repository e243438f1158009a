// The submission card's creator track record and review record, against the emulator under the
// real rules: the track record is the figure the user card and the qualification gates use
// (rejections overturned on appeal count as approved, requests for changes and decisions older
// than the window not at all); the review record says who decided — staff, an appeal, or the
// review deadline passing with nobody looking.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { doc, setDoc, Timestamp } from 'firebase/firestore/lite';
import { SYSTEM_ACTOR } from '@groundtruth/domain/constants';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { paths } from '@groundtruth/domain/paths';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { actAs } from '@groundtruth/platform/testing/firebase-web';
import { closeTestClients, testFirestore } from '@groundtruth/platform/testing/emulator-client';
import ReviewSubmissionsPage from './review-submissions-page';
import { seedStaff, submissionData, type SeedSubmission } from '../../../testing/submission-data';

vi.mock(
  '@groundtruth/firebase-web/firestore',
  () => import('@groundtruth/platform/testing/firebase-web'),
);
vi.mock(
  '@groundtruth/firebase-web/storage',
  () => import('@groundtruth/platform/testing/firebase-web'),
);

const prefix = 'scr';
const staff = { uid: `${prefix}-support`, role: 'support' as const, name: 'Scr Support' };
const path = paths.adminSubmissions;
const DAY = 86_400_000;
const taskId = `${prefix}-task`;
const open = (query: string) =>
  renderScreen(<ReviewSubmissionsPage />, { user: staff, path, url: `${path}?${query}` });

/** A submission of the task by `userId`, decided `daysAgo` days ago when it has a status. */
function seed(
  id: string,
  userId: string,
  name: string,
  status: SeedSubmission['status'],
  fields: Record<string, unknown> = {},
  daysAgo = 1,
) {
  const data = submissionData({ id, taskId, taskTitle: 'Scr walk', userId, name, status });
  return setDoc(doc(testFirestore('owner'), `submissions/${id}`), {
    ...data,
    ...(status && status !== 'pending'
      ? { reviewed_at: Timestamp.fromMillis(Date.now() - daysAgo * DAY) }
      : {}),
    ...fields,
  });
}

beforeAll(async () => {
  await seedStaff(testFirestore('owner'), { ...staff, email: `${staff.uid}@groundtruth.test` });
  const maya = `${prefix}-maya`;
  await Promise.all([
    seed(`${prefix}-pending`, maya, 'Scr Maya', 'pending'),
    // Maya's record: 3 approved (one of them on appeal, after a rejection) and 1 rejected in
    // the window; a request for changes and an approval from two years ago do not count.
    seed(`${prefix}-a1`, maya, 'Scr Maya', 'approved', { review_source: 'staff' }),
    seed(`${prefix}-a2`, maya, 'Scr Maya', 'approved', { review_source: 'staff' }, 30),
    seed(`${prefix}-a3`, maya, 'Scr Maya', 'approved', {
      review_source: 'appeal',
      appeal_status: 'decided',
      appeal_decision: 'approved',
    }),
    seed(`${prefix}-r1`, maya, 'Scr Maya', 'rejected', { review_source: 'staff' }, 2),
    seed(`${prefix}-n1`, maya, 'Scr Maya', 'needs_changes', { review_source: 'staff' }, 3),
    seed(`${prefix}-old`, maya, 'Scr Maya', 'approved', { review_source: 'staff' }, 730),
    // Approved by the review deadline job, 21 days after it was submitted.
    seed(`${prefix}-auto`, `${prefix}-otto`, 'Scr Otto', 'approved', {
      reviewer_id: SYSTEM_ACTOR.uid,
      review_source: 'auto',
      submitted_at: Timestamp.fromMillis(Date.UTC(2026, 0, 1, 9)),
      reviewed_at: Timestamp.fromMillis(Date.UTC(2026, 0, 22, 10)),
    }),
  ]);
});
afterAll(closeTestClients);

describe('Submission card: the creator and the decision', () => {
  it("should show the creator's track record on a pending submission, and no review record", async () => {
    actAs(staff);
    open(`taskId=${taskId}`);
    const card = await screen.findByRole('article', { name: 'Scr walk by Scr Maya' });
    const c = within(card);
    expect(
      await c.findByText('75% approved · 4 reviewed (365 days)', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(c.getByText('Track record')).toBeInTheDocument();
    expect(c.queryByLabelText('Review record')).not.toBeInTheDocument();
  });

  it('should mark an automatic approval with how long the work waited', async () => {
    actAs(staff);
    open(`status=approved&taskId=${taskId}`);
    const card = await screen.findByRole('article', { name: 'Scr walk by Scr Otto' });
    const record = within(card).getByLabelText('Review record');
    expect(within(record).getByText('Decided by').nextSibling).toHaveTextContent(
      staffMessages.reviewSourceAuto(21),
    );
    expect(within(record).getByText('Approved automatically after 21 days')).toBeInTheDocument();
    expect(
      // Its own approval counts: an automatic approval is an approval.
      await within(card).findByText(
        '100% approved · 1 reviewed (365 days)',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });

  it('should name staff and appeal decisions as such', async () => {
    actAs(staff);
    open(`status=approved&taskId=${taskId}`);
    await screen.findByRole('article', { name: 'Scr walk by Scr Otto' });
    const records = screen
      .getAllByLabelText('Review record')
      .map((record) => within(record).getByText('Decided by').nextSibling?.textContent);
    expect(records.filter((text) => text === staffMessages.reviewSourceStaff)).toHaveLength(3);
    expect(records.filter((text) => text === staffMessages.reviewSourceAppeal)).toHaveLength(1);
    expect(records.filter((text) => text === staffMessages.reviewSourceAuto(21))).toHaveLength(1);
  });
});
