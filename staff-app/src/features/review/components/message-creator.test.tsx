// "Message creator" on a submission in review, against the emulator under the real rules: a
// conversation with its creator about it, the task named in the subject (startThread is a
// stand-in here: the journey calls the real one), then the staff's Messages page opens on it.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, setDoc } from 'firebase/firestore/lite';
import { paths } from '@groundtruth/domain/paths';
import { threadScreenMessages as words } from '@groundtruth/domain/thread-screen-messages';
import { call } from '@groundtruth/firebase-web/functions';
import { axeViolations } from '@groundtruth/platform/testing/axe';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { actAs } from '@groundtruth/platform/testing/firebase-web';
import { closeTestClients, testFirestore } from '@groundtruth/platform/testing/emulator-client';
import ReviewSubmissionsPage from './review-submissions-page';
import { seedStaff, submissionData } from '../../../testing/submission-data';

vi.mock(
  '@groundtruth/firebase-web/firestore',
  () => import('@groundtruth/platform/testing/firebase-web'),
);
vi.mock(
  '@groundtruth/firebase-web/storage',
  () => import('@groundtruth/platform/testing/firebase-web'),
);
vi.mock('@groundtruth/firebase-web/functions', () => ({ call: vi.fn() }));

const prefix = 'rmc';
const staff = { uid: `${prefix}-support`, role: 'support' as const, name: 'Rmc Support' };
const path = paths.adminSubmissions;
const taskId = `${prefix}-task`;

beforeAll(async () => {
  await seedStaff(testFirestore('owner'), { ...staff, email: `${staff.uid}@groundtruth.test` });
  await setDoc(doc(testFirestore('owner'), `submissions/${prefix}-sent-back`), {
    ...submissionData({
      id: `${prefix}-sent-back`,
      taskId,
      taskTitle: 'Rmc birdsong',
      userId: `${prefix}-maya`,
      name: 'Rmc Maya',
      status: 'needs_changes',
    }),
  });
});
afterAll(closeTestClients);
beforeEach(() => {
  vi.mocked(call).mockReset();
  actAs(staff);
});

describe('Message creator on a submission', () => {
  it('should start a conversation with its creator about it and open it', async () => {
    vi.mocked(call).mockResolvedValue({ threadId: 'rmc-thread', created: true });
    const { currentUrl } = renderScreen(<ReviewSubmissionsPage />, {
      user: staff,
      path,
      url: `${path}?status=needs_changes&taskId=${taskId}`,
    });
    const card = await screen.findByRole('article', { name: 'Rmc birdsong by Rmc Maya' });
    await userEvent.click(within(card).getByRole('button', { name: 'Message creator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message Rmc Maya' });
    expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue(
      words.aboutSubmissionSubject('Rmc birdsong'),
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Nice light!');
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(expect.objectContaining({ name: 'startThread' }), {
        subject: 'About your submission to Rmc birdsong',
        text: 'Nice light!',
        creatorId: `${prefix}-maya`,
        submissionId: `${prefix}-sent-back`,
        requestId: expect.any(String),
      }),
    );
    await waitFor(() => expect(currentUrl()).toBe('/dashboard/admin/messages?thread=rmc-thread'));
  });
});
