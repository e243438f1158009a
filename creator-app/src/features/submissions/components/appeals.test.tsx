// Appeals on My Submissions against the emulator under the real rules: when Appeal is
// offered, the dialog, and the appeal's states. appealSubmission is a Cloud Function, not running
// here: `call` is a stand-in that answers (and writes) as it would; the journey calls the real one.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Timestamp, doc, updateDoc, writeBatch } from 'firebase/firestore/lite';
import { APPEAL_MESSAGE_MAX } from '@groundtruth/domain/constants';
import type { Submission } from '@groundtruth/domain/entities';
import { messages } from '@groundtruth/domain/messages';
import { call } from '@groundtruth/firebase-web/functions';
import { closeTestClients } from '@groundtruth/platform/testing/emulator-client';
import { actAs } from '@groundtruth/platform/testing/firebase-web';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { SubmissionsPage } from './submissions-page';
import { PATH, at, owner, seedUser, submission } from './submissions-test-data';

vi.mock(
  '@groundtruth/firebase-web/firestore',
  () => import('@groundtruth/platform/testing/firebase-web'),
);
vi.mock(
  '@groundtruth/firebase-web/storage',
  () => import('@groundtruth/platform/testing/firebase-web'),
);
vi.mock('@groundtruth/firebase-web/functions', () => ({ call: vi.fn() }));

const ana = { uid: 'apl-ana', role: 'creator' as const };
const day = 86_400_000;
const daysAgo = (n: number) => Timestamp.fromMillis(Date.now() - n * day);
const deadlineText = (reviewedAt: Timestamp) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(reviewedAt.toMillis() + 7 * day),
  );
const reviewedRecently = daysAgo(2);
const reviewedLongAgo = daysAgo(8);

beforeAll(async () => {
  await seedUser(ana.uid);
  const batch = writeBatch(owner);
  const put = (id: string, data: Submission) => batch.set(doc(owner, 'submissions', id), data);
  const rejected = (task: string, title: string, reviewedAt: Timestamp, minutesAgo: number) =>
    submission(ana.uid, {
      task_id: task,
      task_title: title,
      review_status: 'rejected',
      review_notes: 'Not what the task asked for.',
      reviewer_id: 'apl-staff',
      reviewed_at: reviewedAt,
      submitted_at: at(minutesAgo),
    });
  put('apl-window', rejected('window', 'Rejected this week', reviewedRecently, 10));
  put('apl-past', rejected('past', 'Rejected long ago', reviewedLongAgo, 30));
  // The keyboard test appeals this one, so the others' cards stay as seeded in any order.
  put('apl-keyboard', rejected('keyboard', 'Rejected for the keyboard', reviewedRecently, 20));
  put(
    'apl-approved',
    submission(ana.uid, {
      task_id: 'approved',
      task_title: 'Approved work',
      review_status: 'approved',
      reviewer_id: 'apl-staff',
      reviewed_at: reviewedRecently,
      submitted_at: at(40),
    }),
  );
  put('apl-open', {
    ...rejected('open', 'Appealed work', reviewedRecently, 50),
    appeal_status: 'open',
    appeal_message: 'The footage is mine: see the raw file.',
    appealed_at: daysAgo(1),
  });
  put('apl-decided', {
    ...rejected('decided', 'Appeal decided work', reviewedRecently, 60),
    review_status: 'approved',
    appeal_status: 'decided',
    appeal_message: 'Please look again at minute two.',
    appealed_at: daysAgo(1),
    appeal_decision: 'approved',
    appeal_decision_notes: 'On a second look, it is yours. Approved.',
    appeal_decided_by: 'apl-staff',
    appeal_decided_at: daysAgo(0.5),
  });
  await batch.commit();
});

afterAll(closeTestClients);

beforeEach(() => {
  vi.mocked(call).mockReset();
  actAs(ana);
});

const card = (title: string) => within(screen.getByRole('listitem', { name: title }));
const user = userEvent.setup();

async function renderSubmissions() {
  renderScreen(<SubmissionsPage />, { user: ana, path: PATH });
  await screen.findByRole('heading', { name: 'Rejected this week' });
}

describe('Appeals on My Submissions', () => {
  it('should offer Appeal with its deadline only for a rejection within the window with no appeal', async () => {
    await renderSubmissions();
    const open = card('Rejected this week');
    const appeal = open.getByRole('button', { name: 'Appeal' });
    expect(appeal).toHaveAccessibleDescription(
      messages.appealDeadline(deadlineText(reviewedRecently)),
    );

    const past = card('Rejected long ago');
    expect(past.queryByRole('button', { name: 'Appeal' })).toBeNull();
    expect(
      past.getByText(messages.appealDeadlinePassed(deadlineText(reviewedLongAgo))),
    ).toBeVisible();

    expect(card('Approved work').queryByRole('button', { name: 'Appeal' })).toBeNull();
    expect(card('Approved work').queryByText(/appeal/i)).toBeNull();
  });

  it('should show an appeal under review with its message, then the outcome once decided', async () => {
    await renderSubmissions();
    const open = card('Appealed work');
    expect(open.queryByRole('button', { name: 'Appeal' })).toBeNull();
    const review = open.getByRole('status');
    expect(review).toHaveTextContent(messages.appealUnderReview);
    expect(review).toHaveTextContent('The footage is mine: see the raw file.');

    const decided = card('Appeal decided work');
    expect(decided.queryByRole('button', { name: 'Appeal' })).toBeNull();
    const outcome = decided.getByRole('status');
    expect(outcome).toHaveTextContent(messages.appealDecided);
    expect(within(outcome).getByText('Approved')).toHaveAttribute('data-tone', 'success');
    expect(outcome).toHaveTextContent('On a second look, it is yours. Approved.');
  });

  it('should appeal from the keyboard: required message, a counter, failures keep the text, then under review', async () => {
    await renderSubmissions();
    card('Rejected for the keyboard').getByRole('button', { name: 'Appeal' }).focus();
    await user.keyboard('{Enter}');
    const dialog = within(
      screen.getByRole('dialog', { name: 'Appeal: Rejected for the keyboard' }),
    );
    const field = dialog.getByRole('textbox', { name: 'Message' });
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(
      `0 / ${APPEAL_MESSAGE_MAX.toLocaleString('en-US')} characters`,
    );

    // Blank: refused by the field, nothing sent.
    await user.type(field, '   ');
    await user.click(dialog.getByRole('button', { name: 'Send Appeal' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Message is required'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(call).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, 'The clip is my own recording.');
    expect(field).toHaveAccessibleDescription('29 / 2,000 characters');

    // The server refuses the field: shown by it, the text kept.
    vi.mocked(call).mockRejectedValueOnce(
      Object.assign(new Error('message: must be at most 2000 characters [400]'), {
        code: 'functions/invalid-argument',
      }),
    );
    await user.keyboard('{Tab}{Tab}{Enter}');
    expect(await dialog.findByText('Message must be at most 2000 characters')).toBeVisible();
    expect(field).toHaveValue('The clip is my own recording.');

    // A refusal of the appeal itself: a notification, the dialog and the text kept.
    vi.mocked(call).mockRejectedValueOnce(
      Object.assign(new Error(`${messages.appealWindowClosed} [400]`), {
        code: 'functions/failed-precondition',
      }),
    );
    await user.click(dialog.getByRole('button', { name: 'Send Appeal' }));
    const toasts = within(await screen.findByRole('list', { name: 'Error notifications' }));
    expect(await toasts.findByText(messages.appealWindowClosed)).toBeVisible();
    expect(field).toHaveValue('The clip is my own recording.');

    // Closed and opened again: still there.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(card('Rejected for the keyboard').getByRole('button', { name: 'Appeal' }));
    const again = within(screen.getByRole('dialog', { name: 'Appeal: Rejected for the keyboard' }));
    expect(again.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'The clip is my own recording.',
    );

    // Sent: Send waits while sending; then the card shows the appeal under review.
    let answer!: () => void;
    vi.mocked(call).mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answer = () =>
            void updateDoc(doc(owner, 'submissions', 'apl-keyboard'), {
              appeal_status: 'open',
              appeal_message: 'The clip is my own recording.',
              appealed_at: Timestamp.now(),
              appeal_decision: null,
              appeal_decision_notes: null,
              appeal_decided_by: null,
              appeal_decided_at: null,
            }).then(() => resolve({ submissionId: 'apl-keyboard' }));
        }),
    );
    const send = again.getByRole('button', { name: 'Send Appeal' });
    await user.click(send);
    expect(send).toBeDisabled();
    expect(call).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'appealSubmission' }), {
      submissionId: 'apl-keyboard',
      message: 'The clip is my own recording.',
    });
    answer();
    expect(await screen.findByText(messages.appealSent)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    const sent = card('Rejected for the keyboard');
    expect(sent.queryByRole('button', { name: 'Appeal' })).toBeNull();
    expect(sent.getByRole('status')).toHaveTextContent(messages.appealUnderReview);
    expect(sent.getByRole('status')).toHaveTextContent('The clip is my own recording.');
  });
});
