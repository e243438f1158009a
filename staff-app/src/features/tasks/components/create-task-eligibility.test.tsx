// Create Task's Eligibility section against the emulator under the real rules: the required
// qualifications (active ones), a least score, the approval-rate gate, the guard and Practice
// for (practice-kind ones), the countries and languages of the creators it is open to, sent as
// createTask's `eligibility` and `practiceFor`; a score out of range, or a country no creator can
// pick, shown at its field. createTask is stood in for; the journeys run the real one.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, setDoc, Timestamp } from 'firebase/firestore/lite';
import { callables } from '@groundtruth/domain/callable-registry';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { actAs } from '@groundtruth/platform/testing/firebase-web';
import { closeTestClients, testFirestore } from '@groundtruth/platform/testing/emulator-client';
import ManageTasksPage from './manage-tasks-page';

vi.mock(
  '@groundtruth/firebase-web/firestore',
  () => import('@groundtruth/platform/testing/firebase-web'),
);
const callMock = vi.hoisted(() => vi.fn());
vi.mock('@groundtruth/firebase-web/functions', () => ({ call: callMock }));

// Qualifications made "in the future" stay the newest, in this order, whatever a test adds.
const prefix = 'cte';
const old = Timestamp.fromDate(new Date('2001-01-01T00:00:00Z'));
const path = '/dashboard/tasks';
const admin = { uid: `${prefix}-admin`, role: 'admin' as const, name: 'Cte Admin' };

const qualification = (id: string, name: string, kind: string, status: string, second: number) =>
  setDoc(doc(testFirestore('owner'), `qualifications/${id}`), {
    name,
    description: '',
    kind,
    passing_score: kind === 'quiz' ? 80 : null,
    retry_delay_hours: 48,
    max_attempts: null,
    duration_minutes: null,
    expires_days: null,
    prerequisites: [],
    status,
    questions: [],
    created_by: admin.uid,
    created_at: Timestamp.fromDate(
      new Date(`2300-03-01T00:00:${String(second).padStart(2, '0')}Z`),
    ),
    updated_at: old,
  });

beforeAll(async () => {
  await Promise.all([
    setDoc(doc(testFirestore('owner'), `users/${admin.uid}`), {
      name: admin.name,
      name_lower: admin.name.toLowerCase(),
      email: `${admin.uid}@cte.example.com`,
      role: 'admin',
      status: 'active',
      created_at: old,
    }),
    qualification(`${prefix}-quiz`, 'Cte Lighting quiz', 'quiz', 'active', 3),
    qualification(`${prefix}-practice`, 'Cte Practice edit', 'practice', 'active', 2),
    qualification(`${prefix}-old`, 'Cte Retired', 'manual', 'archived', 1),
  ]);
});
afterAll(closeTestClients);
beforeEach(() => {
  callMock.mockReset();
  actAs(admin);
});

describe('Create Task eligibility', () => {
  it('should send the required qualifications, the rate gate, the guard and Practice for', async () => {
    callMock.mockResolvedValue({ taskId: 'new-task' });
    renderScreen(<ManageTasksPage />, { user: admin, path });
    await userEvent.click(screen.getByRole('button', { name: 'Create Task' }));
    const form = within(
      await screen.findByRole('dialog', { name: 'Create Task' }, { timeout: 10_000 }),
    );
    expect(form.getByRole('heading', { name: 'Eligibility' })).toBeVisible();
    await userEvent.type(form.getByLabelText(/^Title/), 'Light a kitchen');
    await userEvent.type(form.getByLabelText(/^Payout amount/), '30');
    await userEvent.type(form.getByLabelText(/^Estimated time/), '25');
    const add = form.getByRole('button', { name: 'Add required qualification' });
    await vi.waitFor(() => expect(add).toBeEnabled(), { timeout: 10_000 });
    await userEvent.click(add);
    const required = form.getByLabelText('Required qualification 1');
    // Archived ones are not offered.
    expect(within(required).queryByRole('option', { name: 'Cte Retired' })).toBeNull();
    await userEvent.selectOptions(required, 'Cte Lighting quiz');
    await userEvent.type(form.getByLabelText('Minimum score (%) 1'), '170');
    await userEvent.type(form.getByLabelText('Minimum approval rate (%)'), '90');
    await userEvent.type(form.getByLabelText('Minimum reviewed'), '10');
    await userEvent.selectOptions(
      form.getByLabelText('Creators who do not qualify'),
      'Hide from creators who do not qualify',
    );
    const practice = form.getByLabelText('Practice for');
    expect(within(practice).queryByRole('option', { name: 'Cte Lighting quiz' })).toBeNull();
    await userEvent.selectOptions(practice, 'Cte Practice edit');

    await userEvent.click(form.getByRole('button', { name: 'Create Task' }));
    expect(form.getByLabelText('Minimum score (%) 1')).toHaveAccessibleDescription(
      expect.stringContaining('Minimum score (%) must be at most 100'),
    );
    expect(callMock).not.toHaveBeenCalled();

    await userEvent.clear(form.getByLabelText('Minimum score (%) 1'));
    await userEvent.type(form.getByLabelText('Minimum score (%) 1'), '70');
    await userEvent.click(form.getByRole('button', { name: 'Create Task' }));
    expect(await screen.findByText('Task created successfully')).toBeVisible();
    expect(callMock).toHaveBeenCalledWith(
      callables.createTask,
      expect.objectContaining({
        title: 'Light a kitchen',
        eligibility: {
          qualifications: [{ qualification_id: `${prefix}-quiz`, min_score: 70 }],
          min_approval_rate: 90,
          min_reviewed: 10,
          guard: 'discover',
          countries: [],
          languages: [],
        },
        practiceFor: `${prefix}-practice`,
      }),
    );
    // Many fields typed one key at a time: more than the usual time on a busy machine.
  }, 60_000);

  it('should send the countries and languages a task is open to, refusing a country no creator can pick', async () => {
    callMock.mockResolvedValue({ taskId: 'new-task' });
    renderScreen(<ManageTasksPage />, { user: admin, path });
    await userEvent.click(screen.getByRole('button', { name: 'Create Task' }));
    const form = within(
      await screen.findByRole('dialog', { name: 'Create Task' }, { timeout: 10_000 }),
    );
    await userEvent.type(form.getByLabelText(/^Title/), 'Voices of Madrid');
    await userEvent.type(form.getByLabelText(/^Payout amount/), '30');
    await userEvent.type(form.getByLabelText(/^Estimated time/), '25');
    const countries = form.getByLabelText('Countries');
    await userEvent.type(countries, 'spain, Narnia');
    const languages = within(form.getByRole('group', { name: 'Languages' }));
    // The languages creators pick from, but Other.
    expect(languages.queryByRole('checkbox', { name: 'Other' })).toBeNull();
    await userEvent.click(languages.getByRole('checkbox', { name: 'Spanish' }));
    await userEvent.click(languages.getByRole('checkbox', { name: 'Portuguese' }));

    await userEvent.click(form.getByRole('button', { name: 'Create Task' }));
    expect(countries).toHaveAccessibleDescription(
      expect.stringContaining('Countries: Narnia is not a country creators can pick'),
    );
    expect(callMock).not.toHaveBeenCalled();

    await userEvent.clear(countries);
    await userEvent.type(countries, 'spain, Mexico , Spain');
    await userEvent.click(form.getByRole('button', { name: 'Create Task' }));
    expect(await screen.findByText('Task created successfully')).toBeVisible();
    expect(callMock).toHaveBeenCalledWith(
      callables.createTask,
      expect.objectContaining({
        title: 'Voices of Madrid',
        // As creators store them, once each; the languages as their codes.
        eligibility: {
          qualifications: [],
          min_approval_rate: null,
          min_reviewed: 0,
          guard: 'accept',
          countries: ['Spain', 'Mexico'],
          languages: ['es', 'pt-BR'],
        },
      }),
    );
  }, 60_000);
});
