// Fair pay on Manage Tasks against the emulator under the real rules, in the file's own project:
// Create Task's minutes (the rate creators will read, the refusal under the floor in words), the
// cards' pay line, the notice and flag of a task whose approved work made a median under the
// floor, and Top up's preview and its bonuses (one request id per submission), at 390 px.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, setDoc, Timestamp } from 'firebase/firestore/lite';
import { callables } from '@groundtruth/domain/callable-registry';
import { fairPayMessages } from '@groundtruth/domain/fair-pay-messages';
import { topUpRequestId } from '@groundtruth/domain/top-up';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { taskData } from '@groundtruth/platform/testing/seed-documents';
import { actAs } from '@groundtruth/platform/testing/firebase-web';
import { axeViolations } from '@groundtruth/platform/testing/axe';
import { closeTestClients, testFirestore } from '@groundtruth/platform/testing/emulator-client';
import { submissionData } from '../../../testing/submission-data';
import ManageTasksPage from './manage-tasks-page';

vi.mock(
  '@groundtruth/firebase-web/firestore',
  () => import('@groundtruth/platform/testing/firebase-web'),
);
const callMock = vi.hoisted(() => vi.fn());
vi.mock('@groundtruth/firebase-web/functions', () => ({ call: callMock }));

const prefix = 'fpy';
const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const admin = { uid: `${prefix}-admin`, role: 'admin' as const, name: 'Ada Admin' };
const support = { uid: `${prefix}-support`, role: 'support' as const, name: 'Sid Support' };
const path = '/dashboard/admin/tasks';
const makers = ['Maya', 'Tomás', 'Priya', 'Lee', 'Noor'];

beforeAll(async () => {
  window.innerWidth = 390;
  window.dispatchEvent(new Event('resize'));
  const owner = testFirestore('owner');
  const person = (uid: string, role: string) =>
    setDoc(doc(owner, `users/${uid}`), {
      name: uid,
      email: `${uid}@example.com`,
      role,
      status: 'active',
      created_at: at('2026-01-01T00:00:00Z'),
    });
  const task = (id: string, title: string, n: number, fields: Record<string, unknown> = {}) =>
    setDoc(
      doc(owner, `tasks/${prefix}-${id}`),
      taskData({
        title,
        payout_amount_cents: 500,
        status: 'published',
        created_by: admin.uid,
        created_at: at(`2200-01-01T00:00:0${n}Z`),
        ...fields,
      }),
    );
  await Promise.all([
    person(admin.uid, 'admin'),
    person(support.uid, 'support'),
    task('slow', 'Film a slow bakery', 3, { estimated_minutes: 30 }),
    task('fair', 'Record birdsong', 2, { payout_amount_cents: 1250, estimated_minutes: 25 }),
    task('old', 'Made before estimates', 1, { status: 'draft' }),
    // Five approved submissions that took 40–70 minutes: a median of 50, $6.00/hour.
    setDoc(doc(owner, `task_effort/${prefix}-slow`), {
      task_id: `${prefix}-slow`,
      approved: 5,
      minutes: { '40': 1, '45': 1, '50': 1, '60': 1, '70': 1 },
      payout_amount_cents: 500,
      p25_minutes: 45,
      median_minutes: 50,
      p75_minutes: 60,
      median_rate_cents: 600,
      under_floor: true,
      floor_cents: 800,
      updated_at: at('2200-01-02T00:00:00Z'),
    }),
    ...makers.map((name, i) =>
      setDoc(doc(owner, `submissions/${prefix}-s${i}`), {
        ...submissionData({
          id: `${prefix}-s${i}`,
          taskId: `${prefix}-slow`,
          taskTitle: 'Film a slow bakery',
          userId: `${prefix}-c${i}`,
          name,
          status: 'approved',
          minute: i,
        }),
        payout_amount_cents: 500,
        effort_minutes: [40, 45, 50, 60, 70][i],
      }),
    ),
  ]);
});

beforeEach(() => callMock.mockReset());
afterAll(closeTestClients);

const card = (title: string) => within(screen.getByRole('listitem', { name: title }));

describe('Fair pay on Manage Tasks', () => {
  it('should show what creators will read as the minutes are typed, send them, and say a refusal under the floor in words', async () => {
    callMock.mockRejectedValueOnce(
      Object.assign(
        new Error(
          `${fairPayMessages.payoutUnderFloor('$2.50', 'about 25 min', '$6.00/hour', '$8.00/hour')} [400]`,
        ),
        { code: 'functions/invalid-argument' },
      ),
    );
    actAs(admin);
    renderScreen(<ManageTasksPage />, { user: admin, path });
    await userEvent.click(screen.getByRole('button', { name: 'Create Task' }));
    const form = within(
      await screen.findByRole('dialog', { name: 'Create Task' }, { timeout: 10_000 }),
    );
    const minutes = form.getByLabelText(/^Estimated time/);
    expect(minutes).toHaveAccessibleDescription(fairPayMessages.minutesHint);
    await userEvent.type(form.getByLabelText(/^Title/), 'Too cheap');
    await userEvent.type(form.getByLabelText(/^Payout amount/), '2.50');
    await userEvent.type(minutes, '25');
    expect(minutes).toHaveAccessibleDescription('Creators read: $2.50 · about 25 min · $6.00/hour');
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(form.getByRole('button', { name: 'Create Task' }));
    expect(
      await screen.findByText(
        'Payout amount is under the minimum hourly rate: $2.50 for about 25 min is $6.00/hour, the minimum is $8.00/hour',
      ),
    ).toBeVisible();
    expect(callMock).toHaveBeenCalledWith(
      callables.createTask,
      expect.objectContaining({ payoutAmountCents: 250, estimatedMinutes: 25 }),
    );
  });

  it('should show each task’s pay with its rate, and the task under the floor with its figures', async () => {
    actAs(support);
    renderScreen(<ManageTasksPage />, { user: support, path });
    await screen.findByRole('heading', { name: 'Film a slow bakery' });
    expect(await screen.findByText(fairPayMessages.underFloorNotice(1))).toBeVisible();
    expect(card('Record birdsong').getByText('$12.50 · about 25 min · $30.00/hour')).toBeVisible();
    expect(card('Made before estimates').getByText(fairPayMessages.noEstimate)).toBeVisible();
    const slow = card('Film a slow bakery');
    expect(slow.getByText('$5.00 · about 30 min · $10.00/hour')).toBeVisible();
    expect(
      slow.getByText(fairPayMessages.underFloorFlag('$6.00/hour', '$8.00/hour')),
    ).toBeVisible();
    expect(
      slow.getByText(fairPayMessages.effortFigures(50, 45, 60, '$6.00/hour', 5)),
    ).toBeVisible();
    // Support sees it; the top-up's bonuses are an admin's.
    expect(slow.queryByRole('button', { name: 'Top up' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('should preview the top-up to the floor at the median time, then send one bonus per submission, the same ones again', async () => {
    callMock.mockResolvedValue({ payoutId: 'bonus', amountCents: 167, created: true });
    actAs(admin);
    renderScreen(<ManageTasksPage />, { user: admin, path });
    await screen.findByText(fairPayMessages.underFloorFlag('$6.00/hour', '$8.00/hour'));
    await userEvent.click(card('Film a slow bakery').getByRole('button', { name: 'Top up' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Top up Film a slow bakery' }));
    // $5.00 for 50 minutes; $6.67 is $8.00/hour: $1.67 each.
    expect(
      await dialog.findByText(
        fairPayMessages.topUpPreview(5, '$8.00/hour', 'about 50 min', '$8.35'),
      ),
    ).toBeVisible();
    const rows = dialog.getByRole('list', { name: 'Top-up bonuses' });
    expect(
      within(rows)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(expect.arrayContaining(['Maya: $1.67', 'Noor: $1.67']));
    expect(callMock).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(dialog.getByRole('button', { name: 'Send top-up' }));
    expect(await dialog.findByText(fairPayMessages.topUpDone(5, 0))).toBeVisible();
    expect(callMock).toHaveBeenCalledTimes(5);
    const sent = callMock.mock.calls.map(([entry, input]) => ({ entry, input }));
    for (const [i] of makers.entries())
      expect(sent).toContainEqual({
        entry: callables.awardBonus,
        input: {
          creatorId: `${prefix}-c${i}`,
          submissionId: `${prefix}-s${i}`,
          amountCents: 167,
          reason: fairPayMessages.topUpReason('$8.00/hour'),
          requestId: topUpRequestId(`${prefix}-slow`, `${prefix}-s${i}`),
        },
      });
    // A second top-up asks for the same bonuses (the same request ids), which the server finds.
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await userEvent.click(card('Film a slow bakery').getByRole('button', { name: 'Top up' }));
    const again = within(await screen.findByRole('dialog', { name: 'Top up Film a slow bakery' }));
    await userEvent.click(await again.findByRole('button', { name: 'Send top-up' }));
    await again.findByText(fairPayMessages.topUpDone(5, 0));
    const ids = callMock.mock.calls.map(([, input]) => (input as { requestId: string }).requestId);
    expect(new Set(ids).size).toBe(5);
  });
});
