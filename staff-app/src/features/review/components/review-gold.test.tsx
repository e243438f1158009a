// Gold checks on the Review Submissions screen: the pending queue mixes in the gold items
// reviewQueueGold hands out for it (the reviewer's unchecked ones, at the queue's share), each a
// card like any other (no duplicate warning pointing at its original), decided through
// reviewSubmission; an admin marks reviewed work with "Use as gold". No Functions emulator runs
// here: `call` is a stand-in recording each call and answering reviewQueueGold as the function
// would (the journeys and the functions suite run the real callables); the lists are the real
// emulator's, under the rules.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Timestamp } from 'firebase/firestore/lite';
import { callables } from '@groundtruth/domain/callable-registry';
import { timestampsToWire } from '@groundtruth/domain/wire-timestamps';
import { paths } from '@groundtruth/domain/paths';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { call } from '@groundtruth/firebase-web/functions';
import { actAs } from '@groundtruth/platform/testing/firebase-web';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { closeTestClients, testFirestore } from '@groundtruth/platform/testing/emulator-client';
import ReviewSubmissionsPage from './review-submissions-page';
import { seedStaff, seedSubmissions, submissionData } from '../../../testing/submission-data';

vi.mock(
  '@groundtruth/firebase-web/firestore',
  () => import('@groundtruth/platform/testing/firebase-web'),
);
vi.mock(
  '@groundtruth/firebase-web/storage',
  () => import('@groundtruth/platform/testing/firebase-web'),
);
vi.mock('@groundtruth/firebase-web/functions', () => ({ call: vi.fn() }));

const support = { uid: 'rvg-support', role: 'support' as const, email: 'rvg-s@groundtruth.test' };
const adminUser = { uid: 'rvg-admin', role: 'admin' as const, email: 'rvg-a@groundtruth.test' };
const path = paths.adminSubmissions;
const common = { taskId: 'rvg-task', taskTitle: 'Describe a rainy street' };
const original = {
  ...common,
  id: 'rvg-task_rvg-lena_1',
  userId: 'rvg-lena',
  name: 'Lena Gold',
  status: 'approved' as const,
  md5: 'rvg-gold-md5',
};
// The gold item reviewQueueGold hands out: a copy of reviewed work (an id without "_", as
// markGold makes them).
const unchecked = 'rvggoldunchecked';
const { file_hashes: _hashes, ...goldItem } = {
  ...submissionData({ ...original, name: 'Lena Gold', status: 'pending' }),
  submitted_at: Timestamp.now(),
};

beforeAll(async () => {
  const db = testFirestore('owner');
  await Promise.all([
    seedStaff(db, { ...support, name: 'Sam Support' }),
    seedStaff(db, { ...adminUser, name: 'Ada Admin' }),
  ]);
  await seedSubmissions(db, [
    original,
    { ...common, id: 'rvg-work-1', userId: 'rvg-omar', name: 'Omar Real', minute: 1 },
  ]);
});

afterAll(() => closeTestClients());

beforeEach(() => {
  vi.mocked(call).mockReset();
  vi.mocked(call).mockImplementation(async (entry, input) => {
    if (entry.name === callables.reviewQueueGold.name)
      return { items: [timestampsToWire({ ...goldItem, id: unchecked })] };
    const { submissionId, decision } = input as { submissionId: string; decision: string };
    return { submissionId, reviewStatus: decision, payoutId: null };
  });
});

describe('gold items in the pending queue', () => {
  it('should mix in the unchecked gold item as a card like any other, decided by reviewSubmission', async () => {
    const user = userEvent.setup();
    actAs(support);
    renderScreen(<ReviewSubmissionsPage />, { user: support, path, url: path });
    const card = await screen.findByRole('article', {
      name: 'Describe a rainy street by Lena Gold',
    });
    // Asked for the share of the work shown (no gold_items read).
    expect(call).toHaveBeenCalledWith(
      expect.objectContaining({ name: callables.reviewQueueGold.name }),
      { workCount: expect.any(Number) },
    );
    // Real work is there too, and the gold item is selectable and reviewable as it is.
    expect(
      screen.getByRole('article', { name: 'Describe a rainy street by Omar Real' }),
    ).toBeInTheDocument();
    expect(within(card).getByRole('checkbox', { name: /Select/ })).toBeInTheDocument();
    // Its files are its original's: the duplicate warning must not point there.
    await within(card).findByText('rvg-gold-md5');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(within(card).queryByText(staffMessages.duplicateFile, { exact: false })).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Review Submission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Submission' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(callables.reviewSubmission, {
        submissionId: unchecked,
        decision: 'approved',
      }),
    );
  });

  it("should not mix gold into one task's queue", async () => {
    renderScreen(<ReviewSubmissionsPage />, {
      user: support,
      path,
      url: `${path}?taskId=rvg-task`,
    });
    await screen.findByRole('article', { name: 'Describe a rainy street by Omar Real' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });
});

describe('Use as gold', () => {
  const openReviewed = (who: typeof support | typeof adminUser) => {
    actAs(who);
    return renderScreen(<ReviewSubmissionsPage />, {
      user: who,
      path,
      url: `${path}?status=approved&taskId=rvg-task`,
    });
  };

  it('should let an admin mark reviewed work, asking a reason to expect a rejection', async () => {
    const user = userEvent.setup();
    openReviewed(adminUser);
    const card = await screen.findByRole('article', {
      name: 'Describe a rainy street by Lena Gold',
    });
    await user.click(within(card).getByRole('button', { name: staffMessages.useAsGold }));
    const dialog = await screen.findByRole('dialog', { name: staffMessages.useAsGold });
    await user.selectOptions(within(dialog).getByLabelText('Expected decision'), 'rejected');
    await user.click(within(dialog).getByRole('button', { name: staffMessages.useAsGold }));
    expect(await within(dialog).findByText(staffMessages.reasonRequired)).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'poor_quality');
    vi.mocked(call).mockResolvedValue({ goldId: 'rvgnew' });
    await user.click(within(dialog).getByRole('button', { name: staffMessages.useAsGold }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledExactlyOnceWith(callables.markGold, {
        submissionId: original.id,
        expectedDecision: 'rejected',
        expectedReasonCode: 'poor_quality',
      }),
    );
    expect(
      await within(screen.getByRole('list', { name: 'Notifications' })).findByText(
        staffMessages.markedAsGold,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('should not offer it to support', async () => {
    openReviewed(support);
    const card = await screen.findByRole('article', {
      name: 'Describe a rainy street by Lena Gold',
    });
    expect(within(card).queryByRole('button', { name: staffMessages.useAsGold })).toBeNull();
  });
});
