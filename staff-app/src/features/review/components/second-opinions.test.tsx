// The "Second opinions" view of Review Submissions, in a Firestore project of its own, under the
// real rules: each staff member sees the held decisions they may decide — never their own — and
// an admin the disagreements too; the card says what this reviewer's turn is and, while the
// opinion is blind, nothing of the first decision (there is nothing of it to read). Reviewing
// gives the second opinion through reviewSubmission, stood in for at the module boundary (the
// functions suite and the journey run the real callable).
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Timestamp, doc, setDoc } from 'firebase/firestore/lite';
import { callables } from '@groundtruth/domain/callable-registry';
import { secondOpinionMessages } from '@groundtruth/domain/second-opinion-messages';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { paths } from '@groundtruth/domain/paths';
import { call } from '@groundtruth/firebase-web/functions';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { axeViolations } from '@groundtruth/platform/testing/axe';
import { ownProject } from '@groundtruth/platform/testing/own-project';
import ReviewSubmissionsPage from './review-submissions-page';
import { seedStaff, submissionData } from '../../../testing/submission-data';

vi.mock('@groundtruth/firebase-web/firestore', async () =>
  (await import('@groundtruth/platform/testing/own-project')).ownProject(
    'demo-staff-second-opinions',
  ),
);
vi.mock(
  '@groundtruth/firebase-web/storage',
  () => import('@groundtruth/platform/testing/firebase-web'),
);
vi.mock('@groundtruth/firebase-web/functions', () => ({ call: vi.fn() }));

const project = ownProject('demo-staff-second-opinions');
const sam = { uid: 'so-sam', role: 'support' as const, email: 'so-sam@groundtruth.test' };
const kim = { uid: 'so-kim', role: 'support' as const, email: 'so-kim@groundtruth.test' };
const ada = { uid: 'so-ada', role: 'admin' as const, email: 'so-ada@groundtruth.test' };
const path = paths.adminSubmissions;
const open = (user: typeof sam | typeof ada, query = '?status=second_opinions') =>
  renderScreen(<ReviewSubmissionsPage />, { user, path, url: `${path}${query}` });
const task = { taskId: 'so-task', taskTitle: 'Film a bike repair' };
const requested = (minutesAgo: number) => Timestamp.fromMillis(Date.now() - minutesAgo * 60_000);
const FIRST_NOTES = 'The chain is never shown coming off: the repair is skipped.';

beforeAll(async () => {
  await Promise.all([
    seedStaff(project.owner(), { ...sam, name: 'Sam Support' }),
    seedStaff(project.owner(), { ...kim, name: 'Kim Support' }),
    seedStaff(project.owner(), { ...ada, name: 'Ada Admin' }),
  ]);
  await Promise.all([
    // Sam's rejection, held blind: the submission is as it was, the opinion apart from it.
    setDoc(
      doc(project.owner(), 'submissions/so-held'),
      submissionData({ ...task, id: 'so-held', userId: 'so-lee', name: 'Lee Park' }),
    ),
    setDoc(doc(project.owner(), 'second_opinions/so-held'), {
      submission_id: 'so-held',
      requested_at: requested(30),
      first_reviewer: sam.uid,
      state: 'awaiting',
    }),
    // Sam rejected, Kim approved: an admin decides.
    setDoc(
      doc(project.owner(), 'submissions/so-split'),
      submissionData({ ...task, id: 'so-split', userId: 'so-noor', name: 'Noor Ali' }),
    ),
    setDoc(doc(project.owner(), 'second_opinions/so-split'), {
      submission_id: 'so-split',
      requested_at: requested(60),
      first_reviewer: sam.uid,
      state: 'with_admin',
      second_reviewer: kim.uid,
      second_decided_at: requested(10),
      first: {
        reviewer_id: sam.uid,
        decision: 'rejected',
        reason: { code: 'incomplete', label: 'Incomplete', guidance: 'Show every step.' },
        notes: FIRST_NOTES,
        evidence: [],
      },
      second: {
        reviewer_id: kim.uid,
        decision: 'approved',
        reason: null,
        notes: 'Every step is there.',
        evidence: [],
      },
    }),
    // Not held: never in the view.
    setDoc(
      doc(project.owner(), 'submissions/so-plain'),
      submissionData({ ...task, id: 'so-plain', userId: 'so-rio', name: 'Rio Vega' }),
    ),
  ]);
});

beforeEach(() => {
  vi.mocked(call).mockReset();
});

const cards = () =>
  within(screen.getByRole('list', { name: 'Submissions' })).getAllByRole('article');

describe('the Second opinions view', () => {
  it('should omit the first reviewer’s own held rejections and a disagreement from support, and count them', async () => {
    project.actAs(sam);
    open(sam);
    expect(await screen.findByText(staffMessages.noHeldDecisions)).toBeVisible();
    // Sam's two rejections: one held blind, one whose reviewers disagreed.
    expect(
      screen.getByText("2 of your decisions are waiting for someone else's opinion"),
    ).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('should offer another support reviewer the blind second opinion, and nothing of the first', async () => {
    vi.mocked(call).mockResolvedValue({
      submissionId: 'so-held',
      reviewStatus: 'rejected',
      heldForSecondOpinion: false,
      payoutId: null,
    });
    project.actAs(kim);
    open(kim);
    const card = await screen.findByRole('article', { name: `${task.taskTitle} by Lee Park` });
    expect(cards()).toHaveLength(1);
    // The badge, and the note's heading.
    expect(within(card).getAllByText(staffMessages.secondOpinionBadge)).toHaveLength(2);
    expect(await within(card).findByText(secondOpinionMessages.giveSecondOpinion)).toBeVisible();
    expect(card).not.toHaveTextContent(/rejected/i);
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(within(card).getByRole('button', { name: 'Review Submission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Submission' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(call).toHaveBeenCalledWith(callables.reviewSubmission, {
      submissionId: 'so-held',
      decision: 'approved',
    });
  });

  it('should say, when a second reviewer agrees, that the rejection landed with both reviewers’ feedback', async () => {
    vi.mocked(call).mockResolvedValue({
      submissionId: 'so-held',
      reviewStatus: 'rejected',
      heldForSecondOpinion: false,
      payoutId: null,
      secondOpinionAgreed: true,
    });
    project.actAs(kim);
    open(kim);
    const card = await screen.findByRole('article', { name: `${task.taskTitle} by Lee Park` });
    await userEvent.click(within(card).getByRole('button', { name: 'Review Submission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Submission' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Reason'), 'Incomplete');
    const notes = 'The wheel goes back on before the chain is fixed: a step is missing.';
    await userEvent.type(within(dialog).getByLabelText('Feedback'), notes);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(call).toHaveBeenCalledWith(callables.reviewSubmission, {
      submissionId: 'so-held',
      decision: 'rejected',
      reasonCode: 'incomplete',
      notes,
    });
    const toasts = screen.getByRole('list', { name: 'Notifications' });
    expect(await within(toasts).findByText('Rejection confirmed')).toBeVisible();
    expect(
      within(toasts).getByText(
        'You agreed with the first reviewer, so the rejection has landed. The creator is told, with both reviewers’ feedback.',
      ),
    ).toBeVisible();
    expect(within(toasts).queryByText(staffMessages.submissionReviewed.rejected)).toBeNull();
  });

  it('should say, when a second reviewer agrees with a held approval, that it landed and is paid', async () => {
    vi.mocked(call).mockResolvedValue({
      submissionId: 'so-held',
      reviewStatus: 'approved',
      heldForSecondOpinion: false,
      payoutId: 'so-held_1',
      secondOpinionAgreed: true,
    });
    project.actAs(kim);
    open(kim);
    const card = await screen.findByRole('article', { name: `${task.taskTitle} by Lee Park` });
    await userEvent.click(within(card).getByRole('button', { name: 'Review Submission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Submission' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const toasts = screen.getByRole('list', { name: 'Notifications' });
    expect(await within(toasts).findByText(secondOpinionMessages.approvalLanded)).toBeVisible();
    expect(within(toasts).getByText(secondOpinionMessages.approvalLandedBody(false))).toBeVisible();
  });

  it('should tell a first reviewer whose approval is held that it waits for a second opinion', async () => {
    vi.mocked(call).mockResolvedValue({
      submissionId: 'so-plain',
      reviewStatus: 'pending',
      heldForSecondOpinion: true,
      payoutId: null,
    });
    project.actAs(kim);
    open(kim, '');
    const card = await screen.findByRole('article', { name: `${task.taskTitle} by Rio Vega` });
    await userEvent.click(within(card).getByRole('button', { name: 'Review Submission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Submission' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const toasts = screen.getByRole('list', { name: 'Notifications' });
    expect(await within(toasts).findByText(secondOpinionMessages.approvalHeld)).toBeVisible();
    expect(within(toasts).queryByText(secondOpinionMessages.sentToAdmin)).toBeNull();
  });

  it('should show an admin the disagreement with both decisions, and say when theirs went to an admin', async () => {
    project.actAs(ada);
    open(ada);
    const split = await screen.findByRole('article', { name: `${task.taskTitle} by Noor Ali` });
    // Longest waiting first.
    expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual([
      `${task.taskTitle} by Noor Ali`,
      `${task.taskTitle} by Lee Park`,
    ]);
    expect(within(split).getByText(staffMessages.disagreementBadge)).toBeVisible();
    const note = await within(split).findByRole('group', { name: 'Second opinion' });
    expect(note).toHaveTextContent(secondOpinionMessages.disagreementForAdmin);
    expect(note).toHaveTextContent(`Rejected — Incomplete: ${FIRST_NOTES}`);
    expect(note).toHaveTextContent('Approved: Every step is there.');
    expect(await axeViolations()).toEqual([]);

    // Giving the blind one on the other card: a different decision goes to an admin, and says so.
    vi.mocked(call).mockResolvedValue({
      submissionId: 'so-held',
      reviewStatus: 'pending',
      heldForSecondOpinion: true,
      payoutId: null,
      sentToAdmin: true,
    });
    const held = screen.getByRole('article', { name: `${task.taskTitle} by Lee Park` });
    await userEvent.click(within(held).getByRole('button', { name: 'Review Submission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Submission' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const toasts = screen.getByRole('list', { name: 'Notifications' });
    expect(await within(toasts).findByText(secondOpinionMessages.sentToAdmin)).toBeVisible();
  });

  it('should keep the first reviewer’s card in the pending queue without review actions', async () => {
    project.actAs(sam);
    open(sam, '');
    const card = await screen.findByRole('article', { name: `${task.taskTitle} by Lee Park` });
    expect(
      await within(card).findByText(secondOpinionMessages.waitingForSecondOpinion),
    ).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Review Submission' })).toBeNull();
    expect(within(card).queryByRole('checkbox')).toBeNull();
    // The plain one stays reviewable by anyone.
    const plain = screen.getByRole('article', { name: `${task.taskTitle} by Rio Vega` });
    expect(within(plain).getByRole('button', { name: 'Review Submission' })).toBeVisible();
  });
});
