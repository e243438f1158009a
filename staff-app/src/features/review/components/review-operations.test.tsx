// Review deadlines and appeals on Review Submissions, in a Firestore project of its
// own so the queue's order and the settings document are this file's alone: the pending queue
// oldest first with overdue cards flagged against the platform's limit, the Appeals view with
// each appeal's message, time and rejection notes, and deciding an appeal through the review
// dialog. `call` is stood in for at the module boundary and does to the submission what
// decideAppeal would (the journeys run the real callable); the lists are the emulator's.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Timestamp, doc, setDoc, updateDoc } from 'firebase/firestore/lite';
import { callables } from '@groundtruth/domain/callable-registry';
import { messages } from '@groundtruth/domain/messages';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { paths } from '@groundtruth/domain/paths';
import { call } from '@groundtruth/firebase-web/functions';
import { axeViolations } from '@groundtruth/platform/testing/axe';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { ownProject } from '@groundtruth/platform/testing/own-project';
import ReviewSubmissionsPage from './review-submissions-page';
import { seedStaff, submissionData, type SeedSubmission } from '../../../testing/submission-data';

vi.mock('@groundtruth/firebase-web/firestore', async () =>
  (await import('@groundtruth/platform/testing/own-project')).ownProject('demo-staff-review-ops'),
);
vi.mock(
  '@groundtruth/firebase-web/storage',
  () => import('@groundtruth/platform/testing/firebase-web'),
);
vi.mock('@groundtruth/firebase-web/functions', () => ({ call: vi.fn() }));

const project = ownProject('demo-staff-review-ops');
const EMPTY = 'demo-staff-review-ops-empty';
const staff = { uid: 'rvo-admin', role: 'admin' as const, email: 'rvo-admin@groundtruth.test' };
const path = paths.adminSubmissions;
const open = (query = '') =>
  renderScreen(<ReviewSubmissionsPage />, { user: staff, path, url: `${path}${query}` });
const DAY = 86_400_000;
const daysAgo = (days: number) => Timestamp.fromMillis(Date.now() - days * DAY);
const APPEALED_AT = '2026-11-20T10:00:00Z';

/** A submission of this file, submitted `days` ago, with any fields changed. */
function seed(s: SeedSubmission & { days: number }, fields: Record<string, unknown> = {}) {
  return setDoc(doc(project.owner(), `submissions/${s.id}`), {
    ...submissionData(s),
    submitted_at: daysAgo(s.days),
    ...fields,
  });
}

const task = { taskId: 'rvo-task', taskTitle: 'Describe a kitchen' };
/** A rejection its creator appealed `appealedAt`. */
const appeal = (appealedAt: string, message: string, notes: string) => ({
  review_status: 'rejected',
  review_notes: notes,
  reviewer_id: 'rvo-reviewer',
  reviewed_at: Timestamp.fromDate(new Date('2026-11-18T10:00:00Z')),
  appeal_status: 'open',
  appeal_message: message,
  appealed_at: Timestamp.fromDate(new Date(appealedAt)),
});

beforeAll(async () => {
  await seedStaff(project.owner(), { ...staff, name: 'Rue Admin' });
  await seedStaff(project.owner(EMPTY), { ...staff, name: 'Rue Admin' });
  // Overdue after 5 days in this project.
  await setDoc(doc(project.owner(), 'platform_settings/operations'), {
    review_overdue_days: 5,
    review_auto_approve_days: 14,
    default_working_time_hours: null,
    updated_at: daysAgo(1),
    updated_by: staff.uid,
  });
  await Promise.all([
    // Written newest first, so the order on screen comes from the query, not the writes.
    seed({ ...task, id: 'rvo-fresh', userId: 'rvo-cho', name: 'Cho Min', days: 1 }),
    seed({ ...task, id: 'rvo-six', userId: 'rvo-ben', name: 'Ben Okafor', days: 6 }),
    seed({ ...task, id: 'rvo-ten', userId: 'rvo-ana', name: 'Ana Lima', days: 10 }),
  ]);
});
beforeEach(async () => {
  // Two open appeals (Dee's waiting longest) and one already decided, before every test.
  await Promise.all([
    seed(
      { ...task, id: 'rvo-appeal-dee', userId: 'rvo-dee', name: 'Dee Park', days: 12 },
      appeal(APPEALED_AT, 'The kitchen is in the second file.', 'No kitchen shown'),
    ),
    seed(
      { ...task, id: 'rvo-appeal-eve', userId: 'rvo-eve', name: 'Eve Stone', days: 11 },
      appeal('2026-11-21T10:00:00Z', 'Please look again.', 'Too short'),
    ),
    seed(
      { ...task, id: 'rvo-appeal-fay', userId: 'rvo-fay', name: 'Fay Wu', days: 13 },
      { ...appeal(APPEALED_AT, 'Done.', 'Blurry'), appeal_status: 'decided' },
    ),
  ]);
  vi.mocked(call).mockReset();
  project.actAs(staff);
});
afterAll(() => project.close());

const names = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));

describe('Review Submissions: review deadlines', () => {
  it('should list the pending queue oldest first, flagging each overdue card with its age', async () => {
    open();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(names()).toEqual([
      'Describe a kitchen by Ana Lima',
      'Describe a kitchen by Ben Okafor',
      'Describe a kitchen by Cho Min',
    ]);
    const card = (name: string) => within(screen.getByRole('article', { name }));
    expect(
      await card('Describe a kitchen by Ana Lima').findByText(
        `${staffMessages.overdueLabel}: waiting 10 days`,
      ),
    ).toBeVisible();
    expect(
      card('Describe a kitchen by Ben Okafor').getByText(
        `${staffMessages.overdueLabel}: waiting 6 days`,
      ),
    ).toBeVisible();
    // Pending for 1 day, under the 5-day limit.
    expect(
      card('Describe a kitchen by Cho Min').queryByText(staffMessages.overdueLabel, {
        exact: false,
      }),
    ).not.toBeInTheDocument();
    // Counted across tasks above the queue.
    expect(await screen.findByText(staffMessages.overdueReviews(2))).toBeVisible();
  });

  it('should keep the task filter of the pending view', async () => {
    open('?taskId=rvo-task');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(screen.getByLabelText('Task')).toBeEnabled();
    expect(screen.getByLabelText('Review state')).toHaveValue('pending');
    // The count is of every task's queue: not shown for one task's.
    expect(screen.queryByText(/overdue for review/)).not.toBeInTheDocument();
  });
});

describe('Review Submissions: appeals', () => {
  it("should list open appeals longest waiting first, with the creator's message, when it was appealed and the rejection notes", async () => {
    const user = userEvent.setup();
    const view = open();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    await user.selectOptions(screen.getByLabelText('Review state'), 'Appeals');
    expect(view.currentUrl()).toBe(`${path}?status=appeals`);
    await waitFor(() =>
      expect(names()).toEqual([
        'Describe a kitchen by Dee Park',
        'Describe a kitchen by Eve Stone',
      ]),
    );
    // Appeals are across tasks.
    expect(screen.getByLabelText('Task')).toBeDisabled();

    const card = within(screen.getByRole('article', { name: 'Describe a kitchen by Dee Park' }));
    expect(card.getByText('Rejected')).toBeVisible();
    expect(card.getByText('Appealed', { selector: 'span' })).toBeVisible();
    const section = within(card.getByRole('group', { name: 'Appeal' }));
    expect(section.getByText("Creator's appeal").nextElementSibling).toHaveTextContent(
      'The kitchen is in the second file.',
    );
    expect(section.getByText('Appealed').nextElementSibling).toHaveTextContent('Nov 20, 2026');
    expect(section.getByText('Rejection notes').nextElementSibling).toHaveTextContent(
      'No kitchen shown',
    );
    expect(card.getByRole('button', { name: 'Decide Appeal' })).toBeEnabled();
    expect(card.queryByRole('button', { name: 'Review Submission' })).not.toBeInTheDocument();
    expect(card.queryByRole('checkbox')).not.toBeInTheDocument();
    // Two appealed cards on one page: each card's Appeal part is a group, not a second landmark.
    expect(await axeViolations()).toEqual([]);
  });

  it('should decide an appeal in the review dialog through decideAppeal, say so, and drop the card', async () => {
    vi.mocked(call).mockImplementation(async (_entry, input) => {
      const { submissionId, decision } = input as { submissionId: string; decision: string };
      await updateDoc(doc(project.owner(), `submissions/${submissionId}`), {
        review_status: decision,
        appeal_status: 'decided',
        appeal_decision: decision,
      });
      return { submissionId, reviewStatus: decision, payoutId: `${submissionId}_1` };
    });
    const user = userEvent.setup();
    open('?status=appeals');
    const card = await screen.findByRole('article', { name: 'Describe a kitchen by Dee Park' });
    await user.click(within(card).getByRole('button', { name: 'Decide Appeal' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Decide Appeal' }));
    expect(dialog.getByText('Describe a kitchen by Dee Park')).toBeVisible();
    // The review's reason templates are there too.
    await user.selectOptions(dialog.getByLabelText('Feedback template'), 'Off-topic');
    await user.clear(dialog.getByLabelText('Feedback'));
    await user.type(dialog.getByLabelText('Feedback'), 'Found it in the second file.');
    await user.click(dialog.getByRole('button', { name: 'Approve' }));

    const toasts = screen.getByRole('list', { name: 'Notifications' });
    expect(await within(toasts).findByText(messages.appealDecided)).toBeVisible();
    expect(vi.mocked(call)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(call)).toHaveBeenCalledWith(callables.decideAppeal, {
      submissionId: 'rvo-appeal-dee',
      decision: 'approved',
      notes: 'Found it in the second file.',
    });
    await waitFor(() =>
      expect(
        screen.queryByRole('article', { name: 'Describe a kitchen by Dee Park' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Describe a kitchen by Eve Stone' })).toBeVisible();
  });

  it("should keep the dialog open with the function's message when the appeal is no longer open", async () => {
    vi.mocked(call).mockRejectedValue(
      Object.assign(new Error(`${serverMessages.noOpenAppeal} [400]`), {
        code: 'functions/failed-precondition',
      }),
    );
    const user = userEvent.setup();
    open('?status=appeals');
    const card = await screen.findByRole('article', { name: 'Describe a kitchen by Eve Stone' });
    await user.click(within(card).getByRole('button', { name: 'Decide Appeal' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Decide Appeal' }));
    await user.selectOptions(dialog.getByLabelText('Reason'), 'Not original');
    await user.type(
      dialog.getByLabelText('Feedback'),
      'The kitchen is a stock photo found online.',
    );
    await user.click(dialog.getByRole('button', { name: 'Reject' }));

    const errors = screen.getByRole('list', { name: 'Error notifications' });
    expect(await within(errors).findByText(serverMessages.noOpenAppeal)).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Decide Appeal' })).toBeVisible();
    expect(vi.mocked(call)).toHaveBeenCalledWith(callables.decideAppeal, {
      submissionId: 'rvo-appeal-eve',
      decision: 'rejected',
      reasonCode: 'not_original',
      notes: 'The kitchen is a stock photo found online.',
    });
  });

  it('should say when no appeal waits for a decision', async () => {
    project.actAs(staff, EMPTY);
    open('?status=appeals');
    expect(await screen.findByText(staffMessages.noAppealsToDecide)).toBeVisible();
  });
});
