// My Submissions against the emulator with the real rules: what a creator sees of their own
// work (and only theirs), the review states, resubmission, the files; downloads have their own file.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, writeBatch } from 'firebase/firestore/lite';
import type { Submission } from '@groundtruth/domain/entities';
import { messages } from '@groundtruth/domain/messages';
import { submitWorkPath } from '@groundtruth/domain/paths';
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

const maya = { uid: 'subs-maya', role: 'creator' as const };
const other = { uid: 'subs-other', role: 'creator' as const };
const empty = { uid: 'subs-empty', role: 'creator' as const };
const many = { uid: 'subs-many', role: 'creator' as const };
const suspended = { uid: 'subs-suspended', role: 'creator' as const };
const unexplained = { uid: 'subs-unexplained', role: 'creator' as const };
const filmmaker = { uid: 'subs-filmmaker', role: 'creator' as const };

beforeAll(async () => {
  await Promise.all([maya, other, empty, many, unexplained, filmmaker].map((u) => seedUser(u.uid)));
  await seedUser(suspended.uid, 'suspended');
  const batch = writeBatch(owner);
  const put = (id: string, data: Submission) => batch.set(doc(owner, 'submissions', id), data);
  put(
    'subs-m1',
    submission(maya.uid, {
      task_id: 'cooking',
      task_title: 'Cook a family recipe',
      payout_amount_cents: 3500,
      review_status: 'approved',
      review_notes: 'Lovely framing.',
      notes: 'Two takes; the second has better light.',
      submitted_at: at(300),
    }),
  );
  put(
    'subs-m2',
    submission(maya.uid, {
      task_id: 'tap',
      task_title: 'Fix a dripping tap',
      review_status: 'rejected',
      review_notes: 'Not your own footage.',
      submitted_at: at(200),
    }),
  );
  // Changes requested, then resubmitted: only the newer one is pending.
  put(
    'subs-m3',
    submission(maya.uid, {
      task_id: 'birds',
      task_title: 'Record birdsong',
      review_status: 'needs_changes',
      review_notes: 'Please cut the traffic noise.',
      submitted_at: at(150),
    }),
  );
  put(
    'subs-m4',
    submission(maya.uid, { task_id: 'birds', task_title: 'Record birdsong', submitted_at: at(50) }),
  );
  put(
    'subs-m5',
    submission(maya.uid, {
      task_id: 'fractions',
      task_title: 'Explain fractions',
      review_status: 'needs_changes',
      review_notes: 'Show one worked example.',
      submitted_at: at(20),
    }),
  );
  // Sent back by a review from before a reason was required: no reason, no notes.
  put(
    'subs-u1',
    submission(unexplained.uid, {
      task_id: 'kites',
      task_title: 'Fly a kite',
      review_status: 'needs_changes',
      review_notes: null,
    }),
  );
  // A phone's clip and photo, as Storage recorded their content types.
  const phoneFile = submission(filmmaker.uid, { task_id: 'street' }).files[0]!;
  put(
    'subs-f1',
    submission(filmmaker.uid, {
      task_id: 'street',
      task_title: 'Film a street market',
      files: [
        {
          ...phoneFile,
          name: 'market.mov',
          path: `${phoneFile.path}.mov`,
          type: 'video/quicktime',
        },
        { ...phoneFile, name: 'stall.heic', path: `${phoneFile.path}.heic`, type: 'image/heic' },
      ],
    }),
  );
  put('subs-o1', submission(other.uid, { task_id: 'secret', task_title: 'Someone else’s task' }));
  for (let i = 0; i < 21; i++) {
    put(
      `subs-many-${i}`,
      submission(many.uid, {
        task_id: `t${i}`,
        task_title: `Numbered task ${i}`,
        submitted_at: at(i),
      }),
    );
  }
  await batch.commit();
});

afterAll(closeTestClients);

const cards = () =>
  within(screen.getByRole('list', { name: 'My Submissions' })).getAllByRole('listitem', {
    name: /./,
  });
const card = (title: string) => screen.getAllByRole('listitem', { name: title });

describe('My Submissions', () => {
  it('should list the creator’s own submissions, newest first, with every field', async () => {
    actAs(maya);
    renderScreen(<SubmissionsPage />, { user: maya, path: PATH });
    expect(screen.getByRole('heading', { level: 1, name: 'My Submissions' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading submissions');

    await screen.findByRole('heading', { name: 'Cook a family recipe' });
    const titles = cards().map((c) => within(c).getByRole('heading', { level: 2 }).textContent);
    expect(titles).toEqual([
      'Explain fractions',
      'Record birdsong',
      'Record birdsong',
      'Fix a dripping tap',
      'Cook a family recipe',
    ]);
    expect(screen.queryByText('Someone else’s task')).not.toBeInTheDocument();

    const [cooking] = card('Cook a family recipe');
    const c = within(cooking!);
    expect(c.getByText('$35.00')).toBeInTheDocument();
    expect(c.getByText('Approved')).toHaveAttribute('data-tone', 'success');
    expect(c.getByText('Lovely framing.')).toBeInTheDocument();
    expect(c.getByText('Two takes; the second has better light.')).toBeInTheDocument();
    expect(c.getByRole('time')).toHaveAttribute('dateTime', at(300).toDate().toISOString());
    const files = within(c.getByRole('list', { name: 'Files of Cook a family recipe' }));
    expect(files.getByText('take-1.txt')).toBeInTheDocument();
    expect(files.getByText('1.50 MB')).toBeInTheDocument();
    expect(files.getByText('Text')).toBeInTheDocument();
    expect(files.queryByText('text/plain')).not.toBeInTheDocument();
    expect(files.getByRole('button', { name: 'Download take-1.txt' })).toBeEnabled();

    expect(within(card('Fix a dripping tap')[0]!).getByText('Rejected')).toHaveAttribute(
      'data-tone',
      'danger',
    );
    const [resubmitted, needsChanges] = card('Record birdsong').reverse();
    expect(within(resubmitted!).getByText('Needs Changes')).toHaveAttribute('data-tone', 'warning');
    expect(within(needsChanges!).getByText('Pending')).toHaveAttribute('data-tone', 'info');
  });

  it('should name each file’s kind as a person would, not by its MIME type', async () => {
    actAs(filmmaker);
    renderScreen(<SubmissionsPage />, { user: filmmaker, path: PATH });
    const files = within(
      await screen.findByRole('list', { name: 'Files of Film a street market' }),
    );
    expect(files.getByText('market.mov')).toBeInTheDocument();
    expect(files.getByText('Video (MOV)')).toBeInTheDocument();
    expect(files.getByText('Image (HEIC)')).toBeInTheDocument();
    expect(files.queryByText(/video\/quicktime|image\/heic/)).not.toBeInTheDocument();
  });

  it('should show requested changes with their notes and resubmit to the submit page', async () => {
    actAs(maya);
    const { currentUrl } = renderScreen(<SubmissionsPage />, { user: maya, path: PATH });
    const [fractions] = await screen.findAllByRole('listitem', { name: 'Explain fractions' });
    const alert = within(fractions!).getByRole('alert');
    expect(alert).toHaveTextContent(messages.changesRequested);
    expect(alert).toHaveTextContent('Show one worked example.');

    // The birdsong changes were already resubmitted: the notes stay, the button does not.
    const [older] = card('Record birdsong').reverse();
    expect(within(older!).getByRole('alert')).toHaveTextContent('Please cut the traffic noise.');
    expect(within(older!).queryByRole('link', { name: 'Resubmit Work' })).not.toBeInTheDocument();
    expect(within(older!).getByText('You have resubmitted this work.')).toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('link', { name: 'Resubmit Work' }));
    expect(currentUrl()).toBe(submitWorkPath('fractions', `fractions_${maya.uid}`));
  });

  it('should offer Resubmit Work for work sent back without a reason, and say none was given', async () => {
    actAs(unexplained);
    const { currentUrl } = renderScreen(<SubmissionsPage />, { user: unexplained, path: PATH });
    const [kites] = await screen.findAllByRole('listitem', { name: 'Fly a kite' });
    const alert = within(kites!).getByRole('alert');
    expect(alert).toHaveTextContent(messages.changesRequested);
    expect(alert).toHaveTextContent(messages.noReviewFeedback);
    await userEvent.click(within(alert).getByRole('link', { name: 'Resubmit Work' }));
    expect(currentUrl()).toBe(submitWorkPath('kites', `kites_${unexplained.uid}`));
  });

  it('should say so when there are no submissions yet, with a way to the tasks', async () => {
    actAs(empty);
    renderScreen(<SubmissionsPage />, { user: empty, path: PATH });
    expect(await screen.findByText(messages.noSubmissionsYet)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Available Tasks' })).toHaveAttribute(
      'href',
      '/dashboard/tasks',
    );
  });

  it('should page with Load more, twenty at a time', async () => {
    actAs(many);
    renderScreen(<SubmissionsPage />, { user: many, path: PATH });
    await screen.findByRole('heading', { name: 'Numbered task 0' });
    expect(cards()).toHaveLength(20);
    expect(screen.queryByRole('heading', { name: 'Numbered task 20' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Numbered task 20' })).toBeInTheDocument();
    expect(cards()).toHaveLength(21);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('should report a load failure with a notification and Retry', async () => {
    actAs(suspended); // the rules refuse a suspended account's reads
    renderScreen(<SubmissionsPage />, { user: suspended, path: PATH });
    const toasts = within(screen.getByRole('list', { name: 'Error notifications' }));
    expect(await toasts.findByText(messages.failedLoadSubmissions)).toBeInTheDocument();
    expect(toasts.getByText('Error')).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(messages.failedLoadSubmissions);

    await seedUser(suspended.uid, 'active');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(messages.noSubmissionsYet)).toBeInTheDocument();
  });
});
