// Manage Tasks against the emulator under the real rules: every task newest first with its
// facts, the status filter, pagination, the Create Task dialog's field-level validation, what
// support sees, and a load failure. The callables are stood in for here (what the screen sends,
// what it says after); the journeys (e2e/tests/staff-tasks.spec.ts) run the real ones.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, setDoc, Timestamp, type Firestore } from 'firebase/firestore/lite';
import { callables } from '@groundtruth/domain/callable-registry';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { taskData } from '@groundtruth/platform/testing/seed-documents';
import { actAs } from '@groundtruth/platform/testing/firebase-web';
import { closeTestClients, testFirestore } from '@groundtruth/platform/testing/emulator-client';
import ManageTasksPage from './manage-tasks-page';

vi.mock(
  '@groundtruth/firebase-web/firestore',
  () => import('@groundtruth/platform/testing/firebase-web'),
);
const callMock = vi.hoisted(() => vi.fn());
vi.mock('@groundtruth/firebase-web/functions', () => ({ call: callMock }));

// The file's own project holds only these tasks. Created "in the future", so they stay the
// newest, in this order, whatever a test adds.
const prefix = 'mtk';
const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const admin = { uid: `${prefix}-admin`, role: 'admin' as const, name: 'Ada Admin' };
const support = { uid: `${prefix}-support`, role: 'support' as const, name: 'Sid Support' };
const creator = { uid: `${prefix}-creator`, role: 'creator' as const, name: 'Cy Creator' };
const path = '/dashboard/admin/tasks';
let owner: Firestore;

function user(uid: string, role: string) {
  return {
    name: uid,
    email: `${uid}@example.com`,
    role,
    status: 'active',
    created_at: at('2026-01-01T00:00:00Z'),
  };
}

function task(n: number, fields: Record<string, unknown> = {}) {
  return taskData({
    title: `${prefix} filler ${n}`,
    category: 'writing',
    payout_amount_cents: 500,
    status: 'closed',
    created_by: admin.uid,
    created_at: at(`2200-01-01T00:00:${String(n).padStart(2, '0')}Z`),
    ...fields,
  });
}

beforeAll(async () => {
  owner = testFirestore('owner');
  const writes = [
    setDoc(doc(owner, `users/${admin.uid}`), user(admin.uid, 'admin')),
    setDoc(doc(owner, `users/${support.uid}`), user(support.uid, 'support')),
    setDoc(doc(owner, `users/${creator.uid}`), user(creator.uid, 'creator')),
    // 22 closed fillers, then the three this file looks at, newest of all.
    ...Array.from({ length: 22 }, (_, n) => setDoc(doc(owner, `tasks/${prefix}-f${n}`), task(n))),
    setDoc(
      doc(owner, `tasks/${prefix}-draft`),
      task(50, {
        title: 'Record a street market at dawn',
        category: 'video',
        description: 'Two minutes of a market opening.',
        payout_amount_cents: 123_456,
        quota_limit: 25,
        accepted_count: 3,
        due_at: at('2200-12-31T12:00:00Z'),
        expected_timeline: '2–3 days',
        instructions_url: 'https://example.com/market',
        tags: ['daily-life', 'outdoors'],
        status: 'draft',
        working_time_hours: 48,
        // Media requirements: what its files must be, shown on the card and edited in place.
        requirements: {
          kinds: ['video'],
          video: { min_width: 1920, min_height: 1080, min_duration_s: 120, audio: 'required' },
        },
      }),
    ),
    setDoc(
      doc(owner, `tasks/${prefix}-published`),
      task(51, { title: 'Narrate a bicycle repair', category: 'doc', status: 'published' }),
    ),
  ];
  await Promise.all(writes);
});
afterAll(closeTestClients);
beforeEach(() => {
  callMock.mockReset();
});

const card = (title: string) => within(screen.getByRole('listitem', { name: title }));

describe('ManageTasksPage', () => {
  it('should list tasks newest first with their status, category, payout, slots and due date', async () => {
    actAs(admin);
    renderScreen(<ManageTasksPage />, { user: admin, path });
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Tasks' })).toBeVisible();
    expect(screen.getByText('Loading tasks')).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Tasks' });
    const titles = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(titles.slice(0, 3)).toEqual([
      'Narrate a bicycle repair',
      'Record a street market at dawn',
      `${prefix} filler 21`,
    ]);
    expect(titles).toHaveLength(20);

    const draft = card('Record a street market at dawn');
    expect(draft.getByText('Draft')).toBeVisible();
    expect(draft.getByText('Video')).toBeVisible();
    expect(draft.getByText('$1,234.56')).toBeVisible();
    expect(draft.getByText('3 of 25 used')).toBeVisible();
    expect(draft.getByText('Dec 31, 2200')).toBeVisible();
    expect(draft.getByText('2–3 days')).toBeVisible();
    expect(draft.getByText('Working time').nextElementSibling).toHaveTextContent('48 hours');
    expect(draft.getByText('#daily-life')).toBeVisible();
    expect(draft.getByRole('link', { name: 'Open instructions' })).toHaveAttribute(
      'href',
      'https://example.com/market',
    );
    expect(draft.getByRole('button', { name: 'Publish' })).toBeEnabled();
    expect(draft.queryByRole('button', { name: 'Close task' })).not.toBeInTheDocument();

    const published = card('Narrate a bicycle repair');
    expect(published.getByText('Published')).toBeVisible();
    expect(published.getByText('Documentation')).toBeVisible();
    expect(published.getByText('0 taken (no limit)')).toBeVisible();
    expect(published.getByText('No due date')).toBeVisible();
    // No working time of its own and no due date: nothing ends the creator's time.
    expect(published.getByText('Working time').nextElementSibling).toHaveTextContent('No limit');
    expect(published.getByRole('button', { name: 'Close task' })).toBeEnabled();

    const closed = card(`${prefix} filler 21`);
    expect(closed.getByText('Closed')).toBeVisible();
    // No status action (only the dataset exports' toggle, tested in task-exports.test.tsx).
    expect(closed.getAllByRole('button').map((b) => b.textContent)).toEqual(['Datasets']);
  });

  it('should read the next page with Load more', async () => {
    actAs(admin);
    renderScreen(<ManageTasksPage />, { user: admin, path });
    const list = await screen.findByRole('list', { name: 'Tasks' });
    expect(within(list).queryByText(`${prefix} filler 2`)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText(`${prefix} filler 2`)).toBeVisible();
    expect(within(list).getByText(`${prefix} filler 0`)).toBeVisible();
  });

  it('should filter by status', async () => {
    actAs(support);
    const { currentUrl } = renderScreen(<ManageTasksPage />, { user: support, path });
    await screen.findByRole('list', { name: 'Tasks' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Draft');
    expect(currentUrl()).toBe(`${path}?status=draft`);
    const list = await screen.findByRole('list', { name: 'Tasks' });
    await within(list).findByText('Record a street market at dawn');
    expect(within(list).queryByText('Narrate a bicycle repair')).not.toBeInTheDocument();
    // The cards (a card's requirement lines are list items of their own).
    for (const item of within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list))
      expect(within(item).getByText('Draft')).toBeVisible();
  });

  it('should open on the filter the address names', async () => {
    actAs(admin);
    renderScreen(<ManageTasksPage />, { user: admin, path, url: `${path}?status=published` });
    const list = await screen.findByRole('list', { name: 'Tasks' });
    expect(await within(list).findByText('Narrate a bicycle repair')).toBeVisible();
    expect(within(list).queryByText('Record a street market at dawn')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('published');
  });

  it('should give support the same actions as admin', async () => {
    actAs(support);
    renderScreen(<ManageTasksPage />, { user: support, path });
    await screen.findByRole('list', { name: 'Tasks' });
    expect(screen.getByRole('button', { name: 'Create Task' })).toBeEnabled();
    expect(
      card('Record a street market at dawn').getByRole('button', { name: 'Publish' }),
    ).toBeEnabled();
  });

  it('should show each invalid field of Create Task by its input, and keep the dialog open', async () => {
    actAs(admin);
    renderScreen(<ManageTasksPage />, { user: admin, path });
    await userEvent.click(screen.getByRole('button', { name: 'Create Task' }));
    // The dialog's module loads on first opening: a loaded machine may take a few seconds.
    const dialog = await screen.findByRole('dialog', { name: 'Create Task' }, { timeout: 10_000 });
    const form = within(dialog);
    // No settings document in this project: the hint names the built-in default.
    expect(
      await form.findByText(
        'Time to submit after accepting; empty for the platform default (until the due date)',
      ),
    ).toBeVisible();
    expect(form.getByLabelText('Category')).toHaveValue('video');
    expect(form.getByLabelText('Initial status')).toHaveValue('draft');
    expect(form.getByLabelText(/^Title/)).toHaveFocus();

    await userEvent.type(form.getByLabelText(/^Payout amount/), '12.345');
    await userEvent.type(form.getByLabelText('Slots'), '2.5');
    await userEvent.type(form.getByLabelText('Instructions URL'), 'ftp://example.com/x');
    // Pasted: 45 keystrokes re-render the whole form 45 times.
    await userEvent.click(form.getByLabelText('Tags'));
    await userEvent.paste('ok, ' + 'x'.repeat(41));
    await userEvent.type(form.getByLabelText('Working time (hours)'), '0');
    await userEvent.click(form.getByRole('button', { name: 'Create Task' }));

    expect(form.getByLabelText(/^Title/)).toHaveAccessibleDescription('Title is required');
    expect(form.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText(/^Payout amount/)).toHaveAccessibleDescription(
      'Payout amount must be an amount in dollars, e.g. 25 or 25.50',
    );
    expect(form.getByLabelText('Slots')).toHaveAccessibleDescription(
      expect.stringContaining('Slots must be a whole number of 1 or more'),
    );
    expect(form.getByLabelText('Instructions URL')).toHaveAccessibleDescription(
      'Instructions URL must be an http or https address',
    );
    expect(form.getByLabelText('Tags')).toHaveAccessibleDescription(
      expect.stringContaining('Each tag must be at most 40 characters'),
    );
    expect(form.getByLabelText('Working time (hours)')).toHaveAccessibleDescription(
      expect.stringContaining('Working time (hours) must be at least 1 hour'),
    );
    expect(form.getByLabelText(/^Estimated time/)).toHaveAccessibleDescription(
      expect.stringContaining('Estimated time (minutes) is required'),
    );
    expect(form.getByLabelText('Description')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Create Task' })).toBeVisible();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Closed unsent, what was typed is there again at the next opening.
    await userEvent.click(screen.getByRole('button', { name: 'Create Task' }));
    expect(within(await screen.findByRole('dialog')).getByLabelText(/^Payout amount/)).toHaveValue(
      '12.345',
    );
  });

  it('should send every field of Create Task to createTask, then say so and close', async () => {
    callMock.mockResolvedValue({ taskId: 'new-task' });
    actAs(support);
    renderScreen(<ManageTasksPage />, { user: support, path });
    await userEvent.click(screen.getByRole('button', { name: 'Create Task' }));
    const form = within(
      await screen.findByRole('dialog', { name: 'Create Task' }, { timeout: 10_000 }),
    );
    await userEvent.type(form.getByLabelText(/^Title/), 'Film a bakery opening');
    await userEvent.selectOptions(form.getByLabelText('Category'), 'Image');
    await userEvent.type(form.getByLabelText(/^Payout amount/), '42.5');
    await userEvent.type(form.getByLabelText(/^Estimated time/), '25');
    await userEvent.type(form.getByLabelText('Description'), 'The first hour.');
    await userEvent.type(form.getByLabelText('Due date'), '2031-03-15');
    await userEvent.type(form.getByLabelText('Slots'), '12');
    await userEvent.type(form.getByLabelText('Instructions URL'), 'https://example.com/b');
    await userEvent.type(form.getByLabelText('Expected timeline'), '2 days');
    await userEvent.type(form.getByLabelText('Tags'), 'food, morning');
    await userEvent.type(form.getByLabelText('Working time (hours)'), '36');
    await userEvent.selectOptions(form.getByLabelText('Initial status'), 'Published');
    await userEvent.click(form.getByRole('button', { name: 'Create Task' }));

    expect(await screen.findByText('Task created successfully')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callMock).toHaveBeenCalledTimes(1);
    expect(callMock).toHaveBeenCalledWith(callables.createTask, {
      title: 'Film a bakery opening',
      category: 'image',
      description: 'The first hour.',
      payoutAmountCents: 4250,
      quotaLimit: 12,
      status: 'published',
      dueAt: new Date('2031-03-15T23:59:59').toISOString(),
      instructionsUrl: 'https://example.com/b',
      expectedTimeline: '2 days',
      tags: ['food', 'morning'],
      workingTimeHours: 36,
      estimatedMinutes: 25,
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('should send the same request id when Create Task is pressed again after a failure', async () => {
    callMock
      // What the SDK throws when no answer arrives: its code, no message of the function's.
      .mockRejectedValueOnce(Object.assign(new Error('internal'), { code: 'functions/internal' }))
      .mockResolvedValueOnce({ taskId: 'new-task' });
    actAs(admin);
    renderScreen(<ManageTasksPage />, { user: admin, path });
    await userEvent.click(screen.getByRole('button', { name: 'Create Task' }));
    const form = within(await screen.findByRole('dialog', { name: 'Create Task' }));
    await userEvent.type(form.getByLabelText(/^Title/), 'Retry me');
    await userEvent.type(form.getByLabelText(/^Payout amount/), '5');
    await userEvent.type(form.getByLabelText(/^Estimated time/), '25');
    await userEvent.click(form.getByRole('button', { name: 'Create Task' }));

    const errors = screen.getByRole('list', { name: 'Error notifications' });
    expect(
      await within(errors).findByText(
        'The server did not answer. Press Create Task again: the task is created only once.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Create Task' })).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Create Task' }));
    expect(await screen.findByText('Task created successfully')).toBeVisible();

    const [first, second] = callMock.mock.calls.map(([, input]) => input as { requestId: string });
    expect(first!.requestId).toBeTruthy();
    expect(second!.requestId).toBe(first!.requestId);

    // A new opening is a new task: a new request id.
    await userEvent.click(screen.getByRole('button', { name: 'Create Task' }));
    const again = within(await screen.findByRole('dialog', { name: 'Create Task' }));
    await userEvent.type(again.getByLabelText(/^Title/), 'Another');
    await userEvent.type(again.getByLabelText(/^Payout amount/), '5');
    await userEvent.type(again.getByLabelText(/^Estimated time/), '25');
    callMock.mockResolvedValueOnce({ taskId: 'another' });
    await userEvent.click(again.getByRole('button', { name: 'Create Task' }));
    await vi.waitFor(() => expect(callMock).toHaveBeenCalledTimes(3));
    expect((callMock.mock.calls[2]![1] as { requestId: string }).requestId).not.toBe(
      first!.requestId,
    );
  });

  it('should publish a draft and close a published task through setTaskStatus', async () => {
    callMock.mockResolvedValue({ changed: true });
    actAs(admin);
    renderScreen(<ManageTasksPage />, { user: admin, path });
    await screen.findByRole('list', { name: 'Tasks' });

    await userEvent.click(
      card('Record a street market at dawn').getByRole('button', { name: 'Publish' }),
    );
    expect(await screen.findByText('Task published')).toBeVisible();
    expect(callMock).toHaveBeenLastCalledWith(callables.setTaskStatus, {
      taskId: `${prefix}-draft`,
      status: 'published',
    });

    await userEvent.click(
      card('Narrate a bicycle repair').getByRole('button', { name: 'Close task' }),
    );
    // Closing cannot be undone: nothing changes until the confirmation, which says what follows.
    const confirm = screen.getByRole('dialog', { name: staffMessages.confirmCloseTaskTitle });
    expect(confirm).toHaveAccessibleDescription(staffMessages.confirmCloseTask);
    expect(callMock).toHaveBeenCalledTimes(1);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(callMock).toHaveBeenCalledTimes(1);
    await userEvent.click(
      card('Narrate a bicycle repair').getByRole('button', { name: 'Close task' }),
    );
    await userEvent.click(
      within(screen.getByRole('dialog', { name: staffMessages.confirmCloseTaskTitle })).getByRole(
        'button',
        { name: 'Close task' },
      ),
    );
    expect(await screen.findByText('Task closed')).toBeVisible();
    expect(callMock).toHaveBeenLastCalledWith(callables.setTaskStatus, {
      taskId: `${prefix}-published`,
      status: 'closed',
    });
  });

  it("should show the function's own message when it refuses a status change", async () => {
    callMock.mockRejectedValue(new Error('A closed task cannot be published [400]'));
    actAs(admin);
    renderScreen(<ManageTasksPage />, { user: admin, path });
    await screen.findByRole('list', { name: 'Tasks' });
    await userEvent.click(
      card('Record a street market at dawn').getByRole('button', { name: 'Publish' }),
    );
    const errors = screen.getByRole('list', { name: 'Error notifications' });
    expect(await within(errors).findByText('A closed task cannot be published')).toBeVisible();
    expect(within(errors).getByText('Error')).toBeVisible();
  });

  it('should report a failed load with an error notification and a Retry', async () => {
    // A creator's token may list published tasks only: the rules refuse every task.
    actAs(creator);
    renderScreen(<ManageTasksPage />, { user: { ...creator, role: 'admin' }, path });
    const notifications = screen.getByRole('list', { name: 'Error notifications' });
    expect(await within(notifications).findByText('Failed to load tasks')).toBeVisible();
    const retry = screen.getByRole('button', { name: 'Retry' });
    const alert = retry.closest<HTMLElement>('[role="alert"]');
    expect(within(alert!).getByText('Failed to load tasks')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Tasks' })).not.toBeInTheDocument();
  });

  describe('file requirements', () => {
    it('should show a task’s requirements on its card, and say when it has none', async () => {
      actAs(admin);
      renderScreen(<ManageTasksPage />, { user: admin, path });
      await screen.findByRole('list', { name: 'Tasks' });
      const lines = (title: string) =>
        card(title)
          .getAllByRole('listitem')
          .filter((li) => li.closest('[aria-label="File requirements"]'))
          .map((li) => li.textContent);
      expect(lines('Record a street market at dawn')).toEqual([
        'Accepts: video',
        'Video: at least 1920 × 1080, at least 2:00 long, with sound',
      ]);
      expect(lines('Narrate a bicycle repair')).toEqual(['Files: any the product accepts']);
    });

    it('should send Create Task’s requirements to createTask, and refuse an invalid one by its field', async () => {
      callMock.mockResolvedValue({ taskId: 'new-task' });
      actAs(admin);
      renderScreen(<ManageTasksPage />, { user: admin, path });
      await userEvent.click(screen.getByRole('button', { name: 'Create Task' }));
      const form = within(
        await screen.findByRole('dialog', { name: 'Create Task' }, { timeout: 10_000 }),
      );
      await userEvent.type(form.getByLabelText(/^Title/), 'Film a bakery opening');
      await userEvent.type(form.getByLabelText(/^Payout amount/), '40');
      await userEvent.type(form.getByLabelText(/^Estimated time/), '25');
      await userEvent.click(form.getByRole('checkbox', { name: 'video' }));
      await userEvent.type(form.getByLabelText('Video minimum width (px)'), '1280.5');
      await userEvent.type(form.getByLabelText('Video minimum height (px)'), '720');
      await userEvent.type(form.getByLabelText('Video minimum duration (seconds)'), '60');
      await userEvent.click(form.getByRole('checkbox', { name: 'Video must have sound' }));
      await userEvent.type(form.getByLabelText('Maximum files'), '2');
      await userEvent.click(form.getByRole('button', { name: 'Create Task' }));
      const width = form.getByLabelText('Video minimum width (px)');
      expect(width).toBeInvalid();
      expect(width).toHaveAccessibleDescription(
        expect.stringContaining('Video minimum width (px) must be a whole number of pixels'),
      );
      expect(callMock).not.toHaveBeenCalled();

      await userEvent.clear(width);
      await userEvent.type(width, '1280');
      await userEvent.click(form.getByRole('button', { name: 'Create Task' }));
      expect(await screen.findByText('Task created successfully')).toBeVisible();
      expect(callMock).toHaveBeenCalledWith(
        callables.createTask,
        expect.objectContaining({
          title: 'Film a bakery opening',
          requirements: {
            kinds: ['video'],
            max_files: 2,
            video: { min_width: 1280, min_height: 720, min_duration_s: 60, audio: 'required' },
          },
        }),
      );
    });

    it('should edit a task’s requirements through updateTaskRequirements, and remove them all', async () => {
      callMock.mockResolvedValue({ taskId: `${prefix}-draft`, changed: true, rechecked: 2 });
      actAs(admin);
      renderScreen(<ManageTasksPage />, { user: admin, path });
      await screen.findByRole('list', { name: 'Tasks' });
      await userEvent.click(
        card('Record a street market at dawn').getByRole('button', { name: 'Edit requirements' }),
      );
      const dialog = within(
        await screen.findByRole('dialog', { name: 'Edit requirements' }, { timeout: 10_000 }),
      );
      // The fields show what the task needs now.
      expect(dialog.getByRole('checkbox', { name: 'video' })).toBeChecked();
      expect(dialog.getByLabelText('Video minimum width (px)')).toHaveValue('1920');
      expect(dialog.getByLabelText('Video minimum duration (seconds)')).toHaveValue('120');
      expect(dialog.getByRole('checkbox', { name: 'Video must have sound' })).toBeChecked();

      await userEvent.clear(dialog.getByLabelText('Video minimum duration (seconds)'));
      await userEvent.type(dialog.getByLabelText('Video maximum frame rate (fps)'), '30');
      await userEvent.click(dialog.getByRole('button', { name: 'Save requirements' }));
      expect(await screen.findByText('Requirements saved')).toBeVisible();
      expect(
        screen.getByText('2 pending submissions were checked against them again'),
      ).toBeVisible();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(callMock).toHaveBeenLastCalledWith(callables.updateTaskRequirements, {
        taskId: `${prefix}-draft`,
        requirements: {
          kinds: ['video'],
          video: { min_width: 1920, min_height: 1080, audio: 'required', max_fps: 30 },
        },
      });

      // Every field emptied: no requirements at all.
      await userEvent.click(
        card('Record a street market at dawn').getByRole('button', { name: 'Edit requirements' }),
      );
      const again = within(await screen.findByRole('dialog', { name: 'Edit requirements' }));
      await userEvent.click(again.getByRole('checkbox', { name: 'video' }));
      await userEvent.click(again.getByRole('checkbox', { name: 'Video must have sound' }));
      for (const label of [
        'Video minimum width (px)',
        'Video minimum height (px)',
        'Video minimum duration (seconds)',
      ])
        await userEvent.clear(again.getByLabelText(label));
      await userEvent.click(again.getByRole('button', { name: 'Save requirements' }));
      await waitFor(() =>
        expect(callMock).toHaveBeenLastCalledWith(callables.updateTaskRequirements, {
          taskId: `${prefix}-draft`,
          requirements: null,
        }),
      );
    });

    it('should show the function’s refusal and keep the dialog open', async () => {
      callMock.mockRejectedValue(
        Object.assign(new Error(`${serverMessages.taskNotFound} [404]`), {
          code: 'functions/not-found',
        }),
      );
      actAs(admin);
      renderScreen(<ManageTasksPage />, { user: admin, path });
      await screen.findByRole('list', { name: 'Tasks' });
      await userEvent.click(
        card('Record a street market at dawn').getByRole('button', { name: 'Edit requirements' }),
      );
      const dialog = within(
        await screen.findByRole('dialog', { name: 'Edit requirements' }, { timeout: 10_000 }),
      );
      await userEvent.click(dialog.getByRole('button', { name: 'Save requirements' }));
      expect(await screen.findByText(serverMessages.taskNotFound)).toBeVisible();
      expect(screen.getByRole('dialog', { name: 'Edit requirements' })).toBeVisible();
    });

    it('should not offer support Edit requirements, which only an admin may save', async () => {
      actAs(support);
      renderScreen(<ManageTasksPage />, { user: support, path });
      await screen.findByRole('list', { name: 'Tasks' });
      const draft = card('Record a street market at dawn');
      expect(draft.getByRole('button', { name: 'Publish' })).toBeEnabled();
      expect(draft.queryByRole('button', { name: 'Edit requirements' })).toBeNull();
    });
  });
});
