// "Ask about this review" on My Submissions, against the emulator under the real rules: offered
// on reviewed work only; it starts a conversation about the submission (startThread, a stand-in
// here: the journey calls the real one) and opens it on the Messages page.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, writeBatch } from 'firebase/firestore/lite';
import type { Submission } from '@groundtruth/domain/entities';
import { threadMessages } from '@groundtruth/domain/thread-messages';
import { threadScreenMessages as words } from '@groundtruth/domain/thread-screen-messages';
import { call } from '@groundtruth/firebase-web/functions';
import { axeViolations } from '@groundtruth/platform/testing/axe';
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

const ivy = { uid: 'ask-ivy', role: 'creator' as const };

beforeAll(async () => {
  await seedUser(ivy.uid);
  const batch = writeBatch(owner);
  const put = (id: string, data: Submission) => batch.set(doc(owner, 'submissions', id), data);
  const reviewed = (task: string, title: string, status: Submission['review_status'], m: number) =>
    submission(ivy.uid, {
      task_id: task,
      task_title: title,
      review_status: status,
      review_notes: 'Notes.',
      reviewer_id: 'ask-staff',
      reviewed_at: at(m - 1),
      submitted_at: at(m),
    });
  put('ask-changes', reviewed('birds', 'Record birdsong', 'needs_changes', 10));
  put('ask-rejected', reviewed('tap', 'Fix a dripping tap', 'rejected', 20));
  put('ask-draft', reviewed('porch', 'Sweep the porch', 'rejected', 30));
  put('ask-pending', submission(ivy.uid, { task_id: 'soup', task_title: 'Make soup' }));
  await batch.commit();
});

afterAll(closeTestClients);

beforeEach(() => {
  vi.mocked(call).mockReset();
  actAs(ivy);
});

const card = (title: string) => within(screen.getByRole('listitem', { name: title }));
const user = userEvent.setup();

describe('Ask about this review', () => {
  it('should be offered on sent-back and rejected work, not on work still in review', async () => {
    renderScreen(<SubmissionsPage />, { user: ivy, path: PATH });
    await screen.findByRole('heading', { name: 'Record birdsong' });
    expect(
      card('Record birdsong').getByRole('button', { name: 'Ask about this review' }),
    ).toBeVisible();
    expect(
      card('Fix a dripping tap').getByRole('button', { name: 'Ask about this review' }),
    ).toBeVisible();
    expect(card('Make soup').queryByRole('button', { name: 'Ask about this review' })).toBeNull();
  });

  it('should start a conversation about the submission, its task named, and open it', async () => {
    vi.mocked(call).mockResolvedValue({ threadId: 'thr-birds', created: true });
    const { currentUrl } = renderScreen(<SubmissionsPage />, { user: ivy, path: PATH });
    await screen.findByRole('heading', { name: 'Record birdsong' });
    await user.click(
      card('Record birdsong').getByRole('button', { name: 'Ask about this review' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ask about this review' });
    const subject = within(dialog).getByRole('textbox', { name: 'Subject' });
    expect(subject).toHaveValue(words.askAboutReviewSubject('Record birdsong'));
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'What traffic?');
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(expect.objectContaining({ name: 'startThread' }), {
        subject: 'About my submission to Record birdsong',
        text: 'What traffic?',
        submissionId: 'ask-changes',
        requestId: expect.any(String),
      }),
    );
    await waitFor(() => expect(currentUrl()).toBe('/dashboard/messages?thread=thr-birds'));
  });

  it('should keep the dialog open with the server’s refusal in its words', async () => {
    const limit = threadMessages.sendingTooQuickly(1);
    vi.mocked(call).mockRejectedValue(
      Object.assign(new Error(`${limit} [429]`), { code: 'functions/resource-exhausted' }),
    );
    renderScreen(<SubmissionsPage />, { user: ivy, path: PATH });
    await screen.findByRole('heading', { name: 'Fix a dripping tap' });
    await user.click(
      card('Fix a dripping tap').getByRole('button', { name: 'Ask about this review' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ask about this review' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Why?');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(limit)).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveValue('Why?');
  });

  it('should keep the typed message when closed unsent, and send it from there', async () => {
    vi.mocked(call).mockResolvedValue({ threadId: 'thr-porch', created: true });
    const open = async () => {
      await user.click(
        card('Sweep the porch').getByRole('button', { name: 'Ask about this review' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Ask about this review' });
      return within(dialog).getByRole('textbox', { name: 'Message' });
    };
    const { currentUrl } = renderScreen(<SubmissionsPage />, { user: ivy, path: PATH });
    await screen.findByRole('heading', { name: 'Sweep the porch' });
    await user.type(await open(), 'Is the broom in the shot?');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(await open()).toHaveValue('Is the broom in the shot?');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), ' Or the dust?');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await open()).toHaveValue('Is the broom in the shot? Or the dust?');
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'startThread' }),
        expect.objectContaining({
          text: 'Is the broom in the shot? Or the dust?',
          submissionId: 'ask-draft',
        }),
      ),
    );
    await waitFor(() => expect(currentUrl()).toBe('/dashboard/messages?thread=thr-porch'));
  });
});
