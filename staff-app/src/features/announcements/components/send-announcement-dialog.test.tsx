// Send announcement against the emulator under the real rules (the task picker reads the tasks
// as the admin): the button is an admin's; Send waits for a Preview of the audience as it is now,
// and a change of audience asks for a new one; what the dialog sends, and what it says after. The
// callables are stood in for (functions/test/announcements.test.ts runs the real ones).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, setDoc, Timestamp } from 'firebase/firestore/lite';
import { announcementMessages as words } from '@groundtruth/domain/announcement-messages';
import { callables } from '@groundtruth/domain/callable-registry';
import { axeViolations } from '@groundtruth/platform/testing/axe';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { actAs } from '@groundtruth/platform/testing/firebase-web';
import { closeTestClients, testFirestore } from '@groundtruth/platform/testing/emulator-client';
import { taskData } from '@groundtruth/platform/testing/seed-documents';
import { SendAnnouncementButton } from './send-announcement-button';

vi.mock(
  '@groundtruth/firebase-web/firestore',
  () => import('@groundtruth/platform/testing/firebase-web'),
);
const callMock = vi.hoisted(() => vi.fn());
vi.mock('@groundtruth/firebase-web/functions', () => ({ call: callMock }));

const prefix = 'ann';
const path = '/dashboard/users';
const admin = { uid: `${prefix}-admin`, role: 'admin' as const, name: 'Anna Admin' };
const support = { uid: `${prefix}-support`, role: 'support' as const, name: 'Sol Support' };
const taskTitle = 'Announcement screen task';
// A fixed date, so what the screens show never hangs on the clock.
const future = Timestamp.fromDate(new Date('2300-01-01T00:00:00Z'));

beforeAll(async () => {
  const owner = testFirestore('owner');
  await Promise.all([
    ...[admin, support].map(({ uid, role, name }) =>
      setDoc(doc(owner, `users/${uid}`), {
        name,
        email: `${uid}@ann.example.com`,
        role,
        status: 'active',
        created_at: future,
      }),
    ),
    setDoc(
      doc(owner, `tasks/${prefix}-task`),
      taskData({ title: taskTitle, created_by: admin.uid, created_at: future }),
    ),
  ]);
});
afterAll(closeTestClients);
beforeEach(() => {
  callMock.mockReset();
});

/** Opens the dialog as the admin; returns queries within it. */
async function openDialog() {
  actAs(admin);
  renderScreen(<SendAnnouncementButton />, { user: admin, path });
  await userEvent.click(screen.getByRole('button', { name: words.sendAnnouncementAction }));
  return within(await screen.findByRole('dialog', { name: words.announcementDialogTitle }));
}

describe('SendAnnouncementButton', () => {
  it('should offer support nothing', () => {
    actAs(support);
    renderScreen(<SendAnnouncementButton />, { user: support, path });
    expect(
      screen.queryByRole('button', { name: words.sendAnnouncementAction }),
    ).not.toBeInTheDocument();
  });

  it('should send only after a preview, once per opening, and say how many it reaches', async () => {
    const dialog = await openDialog();
    const send = dialog.getByRole('button', { name: words.sendAnnouncementConfirm });
    expect(send).toBeDisabled();
    expect(dialog.getByText(words.announcementPreviewFirst)).toBeVisible();

    callMock.mockResolvedValueOnce({ count: 1234 });
    await userEvent.click(dialog.getByRole('button', { name: words.previewAnnouncementAction }));
    expect(await dialog.findByText('This announcement will reach 1,234 creators')).toBeVisible();
    expect(callMock).toHaveBeenLastCalledWith(callables.previewAnnouncement, {
      audience: { kind: 'all' },
    });
    expect(send).toBeEnabled();

    // Subject and message are required, in words.
    await userEvent.click(send);
    expect(dialog.getByLabelText(/^Subject/)).toHaveAccessibleDescription(
      words.announcementSubjectRequired,
    );
    expect(dialog.getByLabelText(/^Message/)).toHaveAccessibleDescription(
      expect.stringContaining(words.announcementTextRequired),
    );
    expect(callMock).toHaveBeenCalledTimes(1);
    expect(await axeViolations()).toEqual([]);

    await userEvent.type(dialog.getByLabelText(/^Subject/), 'New tasks this week');
    await userEvent.type(dialog.getByLabelText(/^Message/), 'Three new city tasks are open.');
    callMock.mockRejectedValueOnce(new Error('The network is down'));
    await userEvent.click(send);
    const errors = screen.getByRole('list', { name: 'Error notifications' });
    expect(await within(errors).findByText('The network is down')).toBeVisible();
    // Sent again after a failure: the same request, so the server queues it at most once.
    callMock.mockResolvedValueOnce({ announcementId: 'ann_x', expectedCount: 1234, created: true });
    await userEvent.click(send);
    expect(await dialog.findByText(words.announcementQueued(1234))).toBeVisible();
    const sends = callMock.mock.calls.filter(([entry]) => entry === callables.sendAnnouncement);
    expect(sends).toHaveLength(2);
    expect(sends[0]![1]).toEqual({
      audience: { kind: 'all' },
      subject: 'New tasks this week',
      text: 'Three new city tasks are open.',
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,}$/),
    });
    expect(sends[1]![1]).toEqual(sends[0]![1]);
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should ask for a new preview when the audience changes, naming what is missing', async () => {
    const dialog = await openDialog();
    callMock.mockResolvedValueOnce({ count: 10 });
    await userEvent.click(dialog.getByRole('button', { name: words.previewAnnouncementAction }));
    expect(await dialog.findByText(words.announcementReach(10))).toBeVisible();

    const audience = dialog.getByLabelText(words.announcementAudienceLabel);
    await userEvent.selectOptions(audience, words.announcementAudienceLocale);
    const send = dialog.getByRole('button', { name: words.sendAnnouncementConfirm });
    expect(send).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: words.previewAnnouncementAction }));
    expect(dialog.getByLabelText(words.announcementCountryLabel)).toHaveAccessibleDescription(
      words.announcementLocaleNeedsOne,
    );
    await userEvent.selectOptions(dialog.getByLabelText(words.announcementCountryLabel), 'Kenya');
    callMock.mockResolvedValueOnce({ count: 1 });
    await userEvent.click(dialog.getByRole('button', { name: words.previewAnnouncementAction }));
    expect(await dialog.findByText(words.announcementReach(1))).toBeVisible();
    expect(callMock).toHaveBeenLastCalledWith(callables.previewAnnouncement, {
      audience: { kind: 'locale', country: 'Kenya' },
    });

    await userEvent.selectOptions(audience, words.announcementAudienceTask);
    const task = dialog.getByLabelText(words.announcementTaskLabel);
    await userEvent.selectOptions(task, await dialog.findByRole('option', { name: taskTitle }));
    callMock.mockResolvedValueOnce({ count: 3 });
    await userEvent.click(dialog.getByRole('button', { name: words.previewAnnouncementAction }));
    expect(await dialog.findByText(words.announcementReach(3))).toBeVisible();
    expect(callMock).toHaveBeenLastCalledWith(callables.previewAnnouncement, {
      audience: { kind: 'task', taskId: `${prefix}-task` },
    });
    expect(await axeViolations()).toEqual([]);
  });

  it('should keep the subject and message typed when closed unsent', async () => {
    let dialog = await openDialog();
    await userEvent.type(dialog.getByLabelText(/^Subject/), 'Kept subject');
    await userEvent.type(dialog.getByLabelText(/^Message/), 'A message typed, not yet sent.');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: words.sendAnnouncementAction }));
    dialog = within(await screen.findByRole('dialog', { name: words.announcementDialogTitle }));
    expect(dialog.getByLabelText(/^Subject/)).toHaveValue('Kept subject');
    expect(dialog.getByLabelText(/^Message/)).toHaveValue('A message typed, not yet sent.');
    expect(await axeViolations()).toEqual([]);
    // Cleared for the next announcement once this one is sent.
    callMock.mockResolvedValueOnce({ count: 5 });
    await userEvent.click(dialog.getByRole('button', { name: words.previewAnnouncementAction }));
    expect(await dialog.findByText(words.announcementReach(5))).toBeVisible();
    callMock.mockResolvedValueOnce({ announcementId: 'ann_k', expectedCount: 5, created: true });
    await userEvent.click(dialog.getByRole('button', { name: words.sendAnnouncementConfirm }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Done' }));
    await userEvent.click(screen.getByRole('button', { name: words.sendAnnouncementAction }));
    dialog = within(await screen.findByRole('dialog', { name: words.announcementDialogTitle }));
    expect(dialog.getByLabelText(/^Subject/)).toHaveValue('');
    expect(dialog.getByLabelText(/^Message/)).toHaveValue('');
  });
});
