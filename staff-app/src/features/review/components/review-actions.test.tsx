// The review decisions as the screen makes them: the Review Submission dialog and bulk review.
// No Functions emulator runs here, so `call` is a stand-in that records each call and does what
// reviewSubmission would to the submission (the journeys run the real callable); the list is
// the real emulator's, so a reviewed card leaves the pending view as it does in the product.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callables } from '@groundtruth/domain/callable-registry';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { paths } from '@groundtruth/domain/paths';
import { REJECTION_NOTES_MIN } from '@groundtruth/domain/review-reasons';
import { call } from '@groundtruth/firebase-web/functions';
import { doc, getDoc, updateDoc } from 'firebase/firestore/lite';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { actAs } from '@groundtruth/platform/testing/firebase-web';
import { closeTestClients, testFirestore } from '@groundtruth/platform/testing/emulator-client';
import ReviewSubmissionsPage from './review-submissions-page';
import { feedbackTemplates } from './feedback-field';
import { seedStaff, seedSubmissions } from '../../../testing/submission-data';

vi.mock(
  '@groundtruth/firebase-web/firestore',
  () => import('@groundtruth/platform/testing/firebase-web'),
);
vi.mock(
  '@groundtruth/firebase-web/storage',
  () => import('@groundtruth/platform/testing/firebase-web'),
);
vi.mock('@groundtruth/firebase-web/functions', () => ({ call: vi.fn() }));

const staff = { uid: 'rva-admin', role: 'admin' as const, email: 'rva-admin@groundtruth.test' };
const path = paths.adminSubmissions;
const open = () =>
  renderScreen(<ReviewSubmissionsPage />, { user: staff, path, url: `${path}?taskId=rva-task` });
const toasts = () => screen.getByRole('list', { name: 'Notifications' });
const errorToasts = () => screen.getByRole('list', { name: 'Error notifications' });

/** reviewSubmission's answer: refused for a submission a colleague already reviewed. */
function refuse(ids: string[]) {
  vi.mocked(call).mockImplementation(async (_entry, input) => {
    const { submissionId, decision } = input as { submissionId: string; decision: string };
    if (ids.includes(submissionId)) {
      throw Object.assign(new Error(serverMessages.onlyPendingReviewable), {
        code: 'functions/failed-precondition',
      });
    }
    await updateDoc(doc(testFirestore('owner'), `submissions/${submissionId}`), {
      review_status: decision,
    });
    return { submissionId, reviewStatus: decision, payoutId: null };
  });
}

const common = { taskId: 'rva-task', taskTitle: 'Explain fractions' };
const audioUnclear = feedbackTemplates.find((t) => t.label === 'Audio unclear')!;
const offTopic = feedbackTemplates.find((t) => t.label === 'Off-topic')!;
const seeds = [
  { ...common, id: 'rva-1', userId: 'rva-ana', name: 'Ana Lima', minute: 3 },
  { ...common, id: 'rva-2', userId: 'rva-ben', name: 'Ben Okafor', minute: 2 },
  { ...common, id: 'rva-3', userId: 'rva-cho', name: 'Cho Min', minute: 1 },
];

beforeAll(async () => {
  const db = testFirestore('owner');
  await seedStaff(db, { ...staff, name: 'Avery Admin' });
});
beforeEach(async () => {
  // Every test starts from three pending submissions.
  await seedSubmissions(testFirestore('owner'), seeds);
  vi.mocked(call).mockReset();
  actAs(staff);
});
afterAll(closeTestClients);

describe('Review Submission dialog', () => {
  const why = 'The board is out of frame for most of the clip.';

  it.each([
    ['Approve', 'approved'],
    ['Needs Changes', 'needs_changes'],
    ['Reject', 'rejected'],
  ] as const)('should send %s with the feedback and confirm it', async (button, decision) => {
    refuse([]);
    const user = userEvent.setup();
    open();
    const card = await screen.findByRole('article', { name: 'Explain fractions by Ana Lima' });
    await user.click(within(card).getByRole('button', { name: 'Review Submission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Submission' });
    expect(dialog).toHaveAccessibleDescription('Explain fractions by Ana Lima');
    if (decision !== 'approved') {
      await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Poor quality');
      expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription(
        /^The creator reads: The picture or sound is too dark/,
      );
    }
    await user.type(within(dialog).getByLabelText('Feedback'), `  ${why} `);
    await user.click(within(dialog).getByRole('button', { name: button }));

    expect(
      await within(toasts()).findByText(staffMessages.submissionReviewed[decision]),
    ).toBeInTheDocument();
    expect(call).toHaveBeenCalledExactlyOnceWith(callables.reviewSubmission, {
      submissionId: 'rva-1',
      decision,
      notes: why,
      ...(decision === 'approved' ? {} : { reasonCode: 'poor_quality' }),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('should ask for a reason and 40 characters before it rejects, at the fields', async () => {
    refuse([]);
    const user = userEvent.setup();
    open();
    const card = await screen.findByRole('article', { name: /by Ana Lima/ });
    await user.click(within(card).getByRole('button', { name: 'Review Submission' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Feedback'), 'Wrong answer');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription(
      expect.stringContaining(staffMessages.reasonRequired),
    );
    expect(within(dialog).getByLabelText('Feedback')).toHaveAccessibleDescription(
      expect.stringContaining(staffMessages.rejectionNotesTooShort(40, 12)),
    );
    // Asking for changes needs the reason, not the length.
    await user.click(within(dialog).getByRole('button', { name: 'Needs Changes' }));
    expect(within(dialog).getByLabelText('Reason')).toBeInvalid();
    expect(call).not.toHaveBeenCalled();
  });

  it('should send moments in the file, checked against its length', async () => {
    refuse([]);
    const ref = doc(testFirestore('owner'), 'submissions/rva-1');
    const { files } = (await getDoc(ref)).data()!;
    files[0].media = {
      type: 'video',
      width: 1280,
      height: 720,
      duration_s: 30,
      fps: 30,
      codec: null,
      audio: true,
      sample_rate_hz: null,
    };
    await updateDoc(ref, { files });
    const user = userEvent.setup();
    open();
    const card = await screen.findByRole('article', { name: /by Ana Lima/ });
    await user.click(within(card).getByRole('button', { name: 'Review Submission' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Incomplete');
    await user.click(within(dialog).getByRole('button', { name: 'Add a moment' }));
    const moment = within(dialog).getByRole('group', { name: 'Moment 1' });
    await user.type(within(moment).getByLabelText('At (m:ss)'), '0:45');
    await user.type(within(moment).getByLabelText('What is there'), 'The last step is cut');
    await user.click(within(dialog).getByRole('button', { name: 'Needs Changes' }));
    expect(within(moment).getByLabelText('At (m:ss)')).toHaveAccessibleDescription(
      expect.stringContaining(`is past the end of ${files[0].name} (0:30)`),
    );
    await user.clear(within(moment).getByLabelText('At (m:ss)'));
    await user.type(within(moment).getByLabelText('At (m:ss)'), 'soon');
    await user.click(within(dialog).getByRole('button', { name: 'Needs Changes' }));
    expect(within(moment).getByLabelText('At (m:ss)')).toHaveAccessibleDescription(
      expect.stringContaining(staffMessages.momentUnreadable),
    );
    expect(call).not.toHaveBeenCalled();
    await user.clear(within(moment).getByLabelText('At (m:ss)'));
    await user.type(within(moment).getByLabelText('At (m:ss)'), '0:12');
    await user.click(within(dialog).getByRole('button', { name: 'Needs Changes' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledExactlyOnceWith(callables.reviewSubmission, {
        submissionId: 'rva-1',
        decision: 'needs_changes',
        reasonCode: 'incomplete',
        evidence: [{ fileIndex: 0, atSeconds: 12, note: 'The last step is cut' }],
      }),
    );
  });

  it('should fill the feedback from a template and send no notes when left blank', async () => {
    refuse([]);
    const user = userEvent.setup();
    open();
    const card = await screen.findByRole('article', { name: /by Ben Okafor/ });
    await user.click(within(card).getByRole('button', { name: 'Review Submission' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Feedback template'), 'Audio unclear');
    expect(within(dialog).getByLabelText('Feedback')).toHaveValue(audioUnclear.text);
    await user.clear(within(dialog).getByLabelText('Feedback'));
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Poor quality');
    await user.click(within(dialog).getByRole('button', { name: 'Needs Changes' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(callables.reviewSubmission, {
        submissionId: 'rva-2',
        decision: 'needs_changes',
        reasonCode: 'poor_quality',
      }),
    );
  });

  it.each(feedbackTemplates.map((t) => [t.label, t.text] as const))(
    'should reject with the %s template as it stands: each is long enough for a rejection',
    async (label, text) => {
      refuse([]);
      const user = userEvent.setup();
      open();
      const card = await screen.findByRole('article', { name: /by Cho Min/ });
      await user.click(within(card).getByRole('button', { name: 'Review Submission' }));
      const dialog = within(await screen.findByRole('dialog'));
      await user.selectOptions(dialog.getByLabelText('Reason'), 'Poor quality');
      await user.selectOptions(dialog.getByLabelText('Feedback template'), label);
      await user.click(dialog.getByRole('button', { name: 'Reject' }));
      await waitFor(() =>
        expect(call).toHaveBeenCalledWith(callables.reviewSubmission, {
          submissionId: 'rva-3',
          decision: 'rejected',
          notes: text,
          reasonCode: 'poor_quality',
        }),
      );
      expect(text.length).toBeGreaterThanOrEqual(REJECTION_NOTES_MIN);
    },
  );

  it("should show the server's refusal and keep the dialog open", async () => {
    refuse(['rva-3']);
    const user = userEvent.setup();
    open();
    const card = await screen.findByRole('article', { name: /by Cho Min/ });
    await user.click(within(card).getByRole('button', { name: 'Review Submission' }));
    await user.selectOptions(await screen.findByLabelText('Reason'), 'Duplicate');
    await user.type(
      screen.getByLabelText('Feedback'),
      'The same clip was sent for the day-time task.',
    );
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(
      await within(errorToasts()).findByText(serverMessages.onlyPendingReviewable),
    ).toBeInTheDocument();
    expect(within(errorToasts()).getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Review Submission' })).toBeInTheDocument();
  });

  it('should close on Escape without reviewing', async () => {
    const user = userEvent.setup();
    open();
    const card = await screen.findByRole('article', { name: /by Ana Lima/ });
    await user.click(within(card).getByRole('button', { name: 'Review Submission' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });
});

describe('Bulk review', () => {
  const why = 'Fractions are drawn, but never explained aloud.';

  it('should review each selected submission by its own call and report each result', async () => {
    refuse(['rva-2']);
    const user = userEvent.setup();
    open();
    await screen.findByRole('article', { name: /by Ana Lima/ });
    const start = screen.getByRole('button', { name: 'Review selected (0)' });
    expect(start).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select all pending on this page' }));
    expect(
      screen.getByRole('checkbox', { name: 'Select Explain fractions by Cho Min' }),
    ).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select Explain fractions by Cho Min' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Explain fractions by Cho Min' }));
    await user.click(screen.getByRole('button', { name: 'Review selected (3)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Review selected submissions' });
    expect(within(dialog).getByLabelText('Decision')).toHaveDisplayValue('Approve');
    await user.selectOptions(within(dialog).getByLabelText('Feedback template'), 'Off-topic');
    await user.type(within(dialog).getByLabelText('Feedback'), ' but usable');
    await user.click(within(dialog).getByRole('button', { name: 'Review 3 submissions' }));

    const results = await screen.findByLabelText('Bulk review results');
    expect(results).toHaveTextContent(
      `2 approved, 1 failed: ${serverMessages.onlyPendingReviewable}`,
    );
    const items = within(results)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Explain fractions by Ana Lima: approved',
      `Explain fractions by Ben Okafor: failed: ${serverMessages.onlyPendingReviewable}`,
      'Explain fractions by Cho Min: approved',
    ]);
    expect(call).toHaveBeenCalledTimes(3);
    for (const id of ['rva-1', 'rva-2', 'rva-3']) {
      expect(call).toHaveBeenCalledWith(callables.reviewSubmission, {
        submissionId: id,
        decision: 'approved',
        notes: `${offTopic.text} but usable`,
      });
    }
    await user.click(within(results).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByLabelText('Bulk review results')).not.toBeInTheDocument();
  });

  it('should apply the chosen decision, e.g. reject, to only the selected ones', async () => {
    refuse([]);
    const user = userEvent.setup();
    open();
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select Explain fractions by Ben Okafor' }),
    );
    await user.click(screen.getByRole('button', { name: 'Review selected (1)' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Decision'), 'Reject');
    // A rejection in bulk still names its reason and explains itself.
    await user.click(within(dialog).getByRole('button', { name: 'Review 1 submission' }));
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription(
      expect.stringContaining(staffMessages.reasonRequired),
    );
    expect(call).not.toHaveBeenCalled();
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Wrong subject');
    await user.type(within(dialog).getByLabelText('Feedback'), why);
    await user.click(within(dialog).getByRole('button', { name: 'Review 1 submission' }));
    expect(await screen.findByLabelText('Bulk review results')).toHaveTextContent('1 rejected');
    expect(call).toHaveBeenCalledExactlyOnceWith(callables.reviewSubmission, {
      submissionId: 'rva-2',
      decision: 'rejected',
      reasonCode: 'wrong_subject',
      notes: why,
    });
  });
});
