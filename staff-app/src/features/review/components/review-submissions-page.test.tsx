import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, setDoc } from 'firebase/firestore/lite';
import { TERMS_VERSION } from '@groundtruth/domain/constants';
import { messages } from '@groundtruth/domain/messages';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { paths } from '@groundtruth/domain/paths';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { actAs } from '@groundtruth/platform/testing/firebase-web';
import { closeTestClients, testFirestore } from '@groundtruth/platform/testing/emulator-client';
import ReviewSubmissionsPage from './review-submissions-page';
import {
  putFile,
  seedStaff,
  seedSubmissions,
  submissionData,
} from '../../../testing/submission-data';
import { taskData } from '@groundtruth/platform/testing/seed-documents';

vi.mock(
  '@groundtruth/firebase-web/firestore',
  () => import('@groundtruth/platform/testing/firebase-web'),
);
vi.mock(
  '@groundtruth/firebase-web/storage',
  () => import('@groundtruth/platform/testing/firebase-web'),
);

const staff = {
  uid: 'rvp-support',
  role: 'support' as const,
  email: 'rvp-support@groundtruth.test',
};
const path = paths.adminSubmissions;
const open = (query: string) =>
  renderScreen(<ReviewSubmissionsPage />, { user: staff, path, url: `${path}?${query}` });

beforeAll(async () => {
  const db = testFirestore('owner');
  await seedStaff(db, { ...staff, name: 'Sam Support' });
  await setDoc(
    doc(db, 'tasks/rvp-task'),
    taskData({
      title: 'Record a bird at dawn',
      category: 'audio',
      description: 'Birdsong',
      payout_amount_cents: 3550,
      status: 'published',
      created_by: staff.uid,
    }),
  );
  const common = { taskId: 'rvp-task', taskTitle: 'Record a bird at dawn' };
  await seedSubmissions(db, [
    {
      ...common,
      id: 'rvp-pending',
      userId: 'rvp-maya',
      name: 'Maya Chen',
      minute: 2,
      notes: 'Two takes at sunrise.',
      md5: 'rvp-shared-md5',
      fileName: 'dawn.txt',
    },
    {
      ...common,
      id: 'rvp-approved',
      userId: 'rvp-tomas',
      name: 'Tomás Rivera',
      minute: 1,
      status: 'approved',
      reviewNotes: 'Clean audio.',
    },
    // Same bytes as Maya's file, submitted by another creator for another task.
    {
      taskId: 'rvp-other-task',
      taskTitle: 'Sounds of a city park',
      id: 'rvp-copy',
      userId: 'rvp-priya',
      name: 'Priya Nair',
      minute: 3,
      md5: 'rvp-shared-md5',
    },
  ]);
  // Work the staff member submitted themself (as a creator, before they were made support).
  await seedSubmissions(db, [
    {
      id: 'rvp-own',
      taskId: 'rvp-own-task',
      taskTitle: 'Their own take',
      userId: staff.uid,
      name: 'Sam Support',
      minute: 4,
    },
    {
      id: 'rvp-other',
      taskId: 'rvp-own-task',
      taskTitle: 'Their own take',
      userId: 'rvp-maya',
      name: 'Maya Chen',
      minute: 5,
    },
  ]);
  // A page and a half of one task's pending work.
  await seedSubmissions(
    db,
    Array.from({ length: 21 }, (_, i) => ({
      id: `rvp-many-${String(i).padStart(2, '0')}`,
      taskId: 'rvp-many-task',
      taskTitle: `Batch item ${i}`,
      userId: 'rvp-batch',
      name: 'Batch Creator',
      minute: 100 + i,
    })),
  );
  await putFile(
    submissionData({ ...common, id: 'rvp-pending', userId: 'rvp-maya', name: 'Maya Chen' })
      .files[0]!.path,
    'dawn chorus transcript',
  );
});
afterAll(closeTestClients);

describe('Review Submissions', () => {
  it('should show a pending submission with its submitter, payout, notes, files, custody and attestation', async () => {
    actAs(staff);
    open('taskId=rvp-task');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Review Submissions' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Loading submissions')).toBeInTheDocument();

    const card = await screen.findByRole('article', { name: 'Record a bird at dawn by Maya Chen' });
    const c = within(card);
    expect(c.getByRole('heading', { level: 2, name: 'Record a bird at dawn' })).toBeInTheDocument();
    expect(c.getByText('Maya Chen · rvp-maya@groundtruth.test')).toBeInTheDocument();
    expect(c.getByText('Pending')).toBeInTheDocument();
    expect(c.getByText('$35.50')).toBeInTheDocument();
    expect(c.getByText('Two takes at sunrise.')).toBeInTheDocument();
    expect(c.getByText('dawn.txt')).toBeInTheDocument();
    expect(c.getByText('Submitted').nextSibling).toHaveTextContent('Mar 14, 2026');

    const custody = c.getByLabelText('Custody record of dawn.txt');
    expect(within(custody).getByText('2,048 bytes')).toBeInTheDocument();
    expect(within(custody).getByText('text/plain')).toBeInTheDocument();
    expect(within(custody).getByText('rvp-shared-md5')).toBeInTheDocument();
    expect(within(custody).getByText('crc-rvp-pending')).toBeInTheDocument();
    expect(within(custody).getByText('1710406800000001')).toBeInTheDocument();
    expect(within(custody).getByText('rvp-maya')).toBeInTheDocument();

    const attestation = c.getByLabelText('Attestation');
    expect(within(attestation).getByText('Owns content').nextSibling).toHaveTextContent('Yes');
    expect(within(attestation).getByText('Consents to AI training').nextSibling).toHaveTextContent(
      'Yes',
    );
    expect(within(attestation).getByText(TERMS_VERSION)).toBeInTheDocument();

    expect(c.getByRole('button', { name: 'Review Submission' })).toBeInTheDocument();
    // Pending is the default filter: the approved one of the same task is not in the queue.
    expect(screen.queryByText('Tomás Rivera', { exact: false })).not.toBeInTheDocument();
  });

  it("should not offer the reviewer's own work", async () => {
    actAs(staff);
    open('taskId=rvp-own-task');
    await screen.findByRole('article', { name: 'Their own take by Maya Chen' });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByText('Sam Support', { exact: false })).not.toBeInTheDocument();
  });

  it('should filter by review state, showing the review feedback and no review button on reviewed work', async () => {
    actAs(staff);
    const user = userEvent.setup();
    open('taskId=rvp-task');
    await screen.findByRole('article', { name: /by Maya Chen/ });
    await user.selectOptions(screen.getByLabelText('Review state'), 'approved');

    const card = await screen.findByRole('article', {
      name: 'Record a bird at dawn by Tomás Rivera',
    });
    expect(within(card).getByText('Approved')).toBeInTheDocument();
    expect(within(card).getByText('Clean audio.')).toBeInTheDocument();
    expect(
      within(card).queryByRole('button', { name: 'Review Submission' }),
    ).not.toBeInTheDocument();
    expect(within(card).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /by Maya Chen/ })).not.toBeInTheDocument();
  });

  it('should offer the tasks to filter by and keep the chosen one', async () => {
    actAs(staff);
    open('taskId=rvp-task&status=all');
    const task = await screen.findByLabelText('Task');
    await waitFor(() => expect(task).toHaveDisplayValue('Record a bird at dawn'));
    expect(screen.getByLabelText('Review state')).toHaveDisplayValue('All states');
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });

  it('should warn of a file whose bytes are also in another submission, linking to it', async () => {
    actAs(staff);
    const user = userEvent.setup();
    const view = open('taskId=rvp-task');
    const card = await screen.findByRole('article', { name: /by Maya Chen/ });
    const warning = await within(card).findByRole('note');
    // Exactly the other creator's submission: never the one under review itself.
    expect(warning.textContent).toBe(
      `${staffMessages.duplicateFile} Sounds of a city park by Priya Nair`,
    );
    const link = within(warning).getByRole('link', { name: 'Sounds of a city park' });
    expect(link).toHaveAttribute('href', `${path}?submission=rvp-copy`);

    await user.click(link);
    expect(view.currentUrl()).toBe(`${path}?submission=rvp-copy`);
    const linked = await screen.findByRole('article', {
      name: 'Sounds of a city park by Priya Nair',
    });
    // The warning points back at Maya's submission.
    expect(
      await within(linked).findByRole('link', { name: 'Record a bird at dawn' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all submissions' })).toBeInTheDocument();
  });

  it('should not warn when no other submission shares the bytes', async () => {
    actAs(staff);
    open('taskId=rvp-task&status=approved');
    const card = await screen.findByRole('article', { name: /by Tomás Rivera/ });
    // Give the duplicate lookup time to answer before asserting its absence.
    await new Promise((r) => setTimeout(r, 300));
    expect(
      within(card).queryByText(staffMessages.duplicateFile, { exact: false }),
    ).not.toBeInTheDocument();
  });

  it("should show 'No submissions to review' when nothing matches", async () => {
    actAs(staff);
    open('taskId=rvp-no-such-task');
    expect(await screen.findByText(staffMessages.noSubmissionsToReview)).toBeInTheDocument();
  });

  it('should page with Load more', async () => {
    actAs(staff);
    const user = userEvent.setup();
    open('taskId=rvp-many-task');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    // Newest first.
    expect(screen.getAllByRole('article')[0]).toHaveAccessibleName(
      'Batch item 20 by Batch Creator',
    );
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(21));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("should say 'Failed to load submissions' with Retry when the list cannot be read", async () => {
    // A creator's token: the rules refuse the staff list.
    actAs({ uid: 'rvp-maya', role: 'creator' });
    open('');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.failedLoadSubmissions);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    const errors = screen.getByRole('list', { name: 'Error notifications' });
    expect(await within(errors).findByText(messages.failedLoadSubmissions)).toBeInTheDocument();
  });

  it('should download a file and say so, or give the error when it is missing', async () => {
    actAs(staff);
    const user = userEvent.setup();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:review-test');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    open('taskId=rvp-task');
    const card = await screen.findByRole('article', { name: /by Maya Chen/ });
    await user.click(within(card).getByRole('button', { name: 'Download dawn.txt' }));
    expect(await screen.findByText(messages.fileDownloaded)).toBeInTheDocument();
    expect(clicked).toEqual(['dawn.txt']);
    const blob = createObjectURL.mock.calls[0]![0];
    expect([blob.size, blob.type]).toEqual([
      'dawn chorus transcript'.length,
      'application/octet-stream',
    ]);

    await user.selectOptions(screen.getByLabelText('Review state'), 'approved');
    const missing = await screen.findByRole('article', { name: /by Tomás Rivera/ });
    await user.click(within(missing).getByRole('button', { name: /^Download/ }));
    const errors = screen.getByRole('list', { name: 'Error notifications' });
    expect(
      await within(errors).findByText(/does not exist|Failed to download file/),
    ).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
