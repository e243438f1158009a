// Available Tasks against the emulator under the real rules, in the file's own project: only
// this file's tasks, created on fixed dates (2091) so the newest-first order never hangs on the
// clock.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, setDoc, Timestamp, writeBatch } from 'firebase/firestore/lite';
import { call } from '@groundtruth/firebase-web/functions';
import { callables } from '@groundtruth/domain/callable-registry';
import { PAGE_SIZE } from '@groundtruth/domain/constants';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { taskData } from '@groundtruth/platform/testing/seed-documents';
import { actAs } from '@groundtruth/platform/testing/firebase-web';
import { closeTestClients, testFirestore } from '@groundtruth/platform/testing/emulator-client';
import { axeViolations } from '@groundtruth/platform/testing/axe';
import { TasksPage } from './tasks-page';

vi.mock(
  '@groundtruth/firebase-web/firestore',
  () => import('@groundtruth/platform/testing/firebase-web'),
);
// acceptTask and discoverTasks are Cloud Functions, not running here: the stand-in answers as
// they would (the journey and the functions suite call the real ones).
vi.mock('@groundtruth/firebase-web/functions', () => ({ call: vi.fn() }));

/**
 * The stand-in: discoverTasks (asked on every visit) finds no 'discover' task this creator
 * qualifies for; acceptTask takes the next of `accepts`.
 */
function answerCalls(...accepts: (() => Promise<unknown>)[]) {
  vi.mocked(call).mockImplementation(async (entry) => {
    if (entry.name === callables.discoverTasks.name) return { tasks: [] };
    const next = accepts.shift();
    return next ? next() : undefined;
  });
}

beforeEach(() => answerCalls());

const creator = { uid: 'tsk-creator', role: 'creator' as const };
const suspended = { uid: 'tsk-suspended', role: 'creator' as const };
const day = 86_400_000;
const created = (n: number) => Timestamp.fromMillis(Date.UTC(2091, 0, 1) + n * 60_000);

function task(n: number, fields: Record<string, unknown> = {}) {
  return taskData({
    title: `Filler task ${n}`,
    description: `Filler ${n}`,
    payout_amount_cents: 1000,
    status: 'published',
    created_by: 'tsk-admin',
    created_at: created(n),
    ...fields,
  });
}

// Newest (highest n) first on screen. 35 published tasks of this file: a page and fifteen more.
const special = {
  'tsk-kitchen': task(100, {
    title: 'Record a kitchen walkthrough',
    description: 'Walk through your kitchen naming each appliance.',
    payout_amount_cents: 2550,
    due_at: Timestamp.fromMillis(Date.now() + 30 * day),
    quota_limit: 10,
    accepted_count: 7,
    instructions_url: 'https://example.com/kitchen',
    expected_timeline: '3 days',
    tags: ['indoor', 'narrated'],
    // Media requirements: what the files must be, on the card and in View Details.
    requirements: {
      kinds: ['video'],
      max_file_bytes: 2 * 1024 ** 3,
      video: { min_width: 1920, min_height: 1080, min_duration_s: 300, audio: 'required' },
    },
  }),
  // An estimate of the minutes it takes: the card shows the time and the hourly rate.
  'tsk-birds': task(99, {
    title: 'Dawn birdsong',
    category: 'audio',
    payout_amount_cents: 1250,
    estimated_minutes: 25,
  }),
  'tsk-full': task(98, { title: 'Fully booked task', quota_limit: 2, accepted_count: 2 }),
  'tsk-late': task(97, {
    title: 'Late task',
    category: 'writing',
    due_at: Timestamp.fromMillis(Date.now() - day),
  }),
  'tsk-mine': task(96, { title: 'Task I accepted', category: 'image' }),
  'tsk-accept': task(94, { title: 'Accept me', category: 'writing' }),
  'tsk-draft': task(95, { title: 'Draft never shown', status: 'draft' }),
  // Acceptances on the clock: time left, expired by the job, by the clock, and full.
  'tsk-clock': task(93, { title: 'Task on the clock', category: 'image' }),
  'tsk-ran-out': task(92, {
    title: 'Task whose time ran out',
    category: 'image',
    quota_limit: 3,
    accepted_count: 1,
  }),
  'tsk-clock-out': task(91, { title: 'Clock ran out', category: 'image' }),
  'tsk-retaken': task(90, {
    title: 'Expired and taken',
    category: 'image',
    quota_limit: 1,
    accepted_count: 1,
  }),
  // Work submitted: its state instead of Submit Work, Resubmit after changes.
  'tsk-pending': task(89, { title: 'Work waiting for review', category: 'image' }),
  'tsk-approved': task(88, { title: 'Work approved', category: 'image' }),
  'tsk-rejected': task(87, { title: 'Work rejected', category: 'image' }),
  'tsk-changes': task(86, { title: 'Work to change', category: 'image' }),
  'tsk-resubmitted': task(85, { title: 'Changes resubmitted', category: 'image' }),
  // Older than a page of this file's tasks: shown under Audio only if the filter is a query.
  'tsk-old-audio': task(0, { title: 'Old river sounds', category: 'audio' }),
};

beforeAll(async () => {
  const owner = testFirestore('owner');
  const batch = writeBatch(owner);
  for (const [who, status] of [
    [creator, 'active'],
    [suspended, 'suspended'],
  ] as const) {
    batch.set(doc(owner, `users/${who.uid}`), {
      name: who.uid,
      email: `${who.uid}@example.com`,
      role: 'creator',
      status,
      created_at: Timestamp.now(),
    });
  }
  for (const [id, data] of Object.entries(special)) batch.set(doc(owner, `tasks/${id}`), data);
  for (let n = 1; n <= 19; n++) batch.set(doc(owner, `tasks/tsk-filler-${n}`), task(n));
  batch.set(doc(owner, `task_acceptances/tsk-mine_${creator.uid}`), {
    task_id: 'tsk-mine',
    user_id: creator.uid,
    status: 'accepted',
    created_at: Timestamp.now(),
    submission_count: 0,
    latest_submission_id: null,
  });
  const mine = (taskId: string, fields: Record<string, unknown>) =>
    batch.set(doc(owner, `task_acceptances/${taskId}_${creator.uid}`), {
      task_id: taskId,
      user_id: creator.uid,
      status: 'accepted',
      created_at: Timestamp.now(),
      submission_count: 0,
      latest_submission_id: null,
      ...fields,
    });
  // 2 days 3 hours and a half from now: shown as "2 days 3 hours" for the next half hour.
  mine('tsk-clock', { expires_at: Timestamp.fromMillis(Date.now() + 2 * day + 3.5 * 3_600_000) });
  const past = Timestamp.fromMillis(Date.now() - 3_600_000);
  mine('tsk-ran-out', { status: 'expired', expires_at: past, expired_at: past });
  // The expiry job has not run yet: expired by the clock alone.
  mine('tsk-clock-out', { expires_at: past });
  mine('tsk-retaken', { status: 'expired', expires_at: past, expired_at: past });
  // Submitted work: the acceptance completed, naming its latest submission (as submitWork does).
  const submitted = (taskId: string, reviews: readonly string[]) => {
    reviews.forEach((review_status, i) =>
      batch.set(doc(owner, `submissions/${taskId}_${creator.uid}_${i + 1}`), {
        user_id: creator.uid,
        task_id: taskId,
        acceptance_id: `${taskId}_${creator.uid}`,
        notes: '',
        files: [
          {
            name: 'work.txt',
            path: `submissions/${creator.uid}/${taskId}/1.txt`,
            size: 5,
            type: 'text/plain',
            md5_hash: 'md5',
            crc32c: 'crc',
            uploaded_by: creator.uid,
            uploaded_at: Timestamp.now(),
          },
        ],
        review_status,
        review_notes: review_status === 'pending' ? null : 'Reviewed',
        reviewer_id: review_status === 'pending' ? null : 'tsk-admin',
        reviewed_at: review_status === 'pending' ? null : Timestamp.now(),
        submitted_at: Timestamp.now(),
        task_title: taskId,
        payout_amount_cents: 1000,
        submitter_name: creator.uid,
        submitter_email: `${creator.uid}@example.com`,
        attestation: { owns_content: true, consents_to_ai_training: true, terms_version: 'v1' },
        paid: false,
      }),
    );
    mine(taskId, {
      status: 'completed',
      // Past: a submitted acceptance never runs out.
      expires_at: past,
      submission_count: reviews.length,
      latest_submission_id: `${taskId}_${creator.uid}_${reviews.length}`,
    });
  };
  submitted('tsk-pending', ['pending']);
  submitted('tsk-approved', ['approved']);
  submitted('tsk-rejected', ['rejected']);
  submitted('tsk-changes', ['needs_changes']);
  submitted('tsk-resubmitted', ['needs_changes', 'pending']);
  // Someone else's acceptance of the kitchen task: not the creator's, so still Accept.
  batch.set(doc(owner, 'task_acceptances/tsk-kitchen_someone-else'), {
    task_id: 'tsk-kitchen',
    user_id: 'someone-else',
    status: 'accepted',
    created_at: Timestamp.now(),
  });
  await batch.commit();
});

afterAll(closeTestClients);

function renderTasks(user: { uid: string; role: 'creator' } = creator) {
  actAs(user);
  return renderScreen(<TasksPage />, { user, path: '/dashboard/tasks' });
}

/**
 * Accept is enabled once the creator's acceptances have loaded: on a loaded 2-core machine that
 * can take longer than vi.waitFor's default second. A bound on the wait, not a speed assertion.
 */
const ENABLED_WITHIN_MS = 10_000;

const card = (title: string) =>
  screen.getByRole('listitem', { name: title }) as HTMLElement & { __brand?: never };
const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Published tasks' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('Available Tasks', () => {
  it('should list published tasks newest first, each with its facts, and no drafts', async () => {
    renderTasks();
    expect(screen.getByRole('heading', { level: 1, name: 'Available Tasks' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading tasks');
    await screen.findByRole('heading', { name: 'Record a kitchen walkthrough' });

    const titles = cardTitles();
    expect(titles).toHaveLength(PAGE_SIZE);
    expect(titles.slice(0, 5)).toEqual([
      'Record a kitchen walkthrough',
      'Dawn birdsong',
      'Fully booked task',
      'Late task',
      'Task I accepted',
    ]);
    expect(titles).not.toContain('Draft never shown');

    const kitchen = within(card('Record a kitchen walkthrough'));
    expect(kitchen.getByText('Video')).toBeVisible();
    expect(kitchen.getByText('$25.50')).toBeVisible();
    expect(kitchen.getByText('3 of 10 slots left')).toBeVisible();
    expect(kitchen.getByRole('list', { name: 'Tags' })).toHaveTextContent('indoornarrated');
    expect(kitchen.getByText('Due').nextElementSibling?.querySelector('time')).not.toBeNull();
    expect(within(card('Dawn birdsong')).getByText('Unlimited slots')).toBeVisible();
    expect(within(card('Dawn birdsong')).getByText('No due date')).toBeVisible();
  });

  it('should show the payout with the time and the hourly rate, no rate without an estimate, at 390 px with no axe violations', async () => {
    window.innerWidth = 390;
    window.dispatchEvent(new Event('resize'));
    renderTasks();
    await screen.findByRole('heading', { name: 'Dawn birdsong' });
    const birds = within(card('Dawn birdsong'));
    expect(birds.getByText('$12.50 · about 25 min · $30.00/hour')).toBeVisible();
    // A task made before estimates shows its payout alone.
    const kitchen = within(card('Record a kitchen walkthrough'));
    expect(kitchen.getByText('$25.50')).toBeVisible();
    expect(kitchen.queryByText(/\/hour/)).toBeNull();
    await userEvent.click(birds.getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('$12.50 · about 25 min · $30.00/hour')).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('should mark full and past-due tasks and refuse them, and offer Submit Work once accepted', async () => {
    const { currentUrl } = renderTasks();
    await screen.findByRole('heading', { name: 'Fully booked task' });
    // Accept waits until the creator's acceptances are known.
    const kitchenAccept = within(card('Record a kitchen walkthrough')).getByRole('button', {
      name: 'Accept',
    });
    await vi.waitFor(() => expect(kitchenAccept).toBeEnabled());

    const full = within(card('Fully booked task'));
    expect(full.getByText('Full')).toBeVisible();
    expect(full.getByText('0 of 2 slots left')).toBeVisible();
    expect(full.getByRole('button', { name: 'Accept' })).toBeDisabled();
    const late = within(card('Late task'));
    expect(late.getByText('Past due')).toBeVisible();
    expect(late.getByRole('button', { name: 'Accept' })).toBeDisabled();

    const mine = within(card('Task I accepted'));
    expect(mine.queryByRole('button', { name: 'Accept' })).toBeNull();
    await userEvent.click(mine.getByRole('button', { name: 'Submit Work' }));
    expect(currentUrl()).toBe(
      `/dashboard/submit?taskId=tsk-mine&acceptanceId=tsk-mine_${creator.uid}`,
    );
  });

  it("should show the state of the creator's submitted work instead of Submit Work, and Resubmit after changes were requested", async () => {
    const { currentUrl } = renderTasks();
    await screen.findByRole('heading', { name: 'Work approved' });
    const states = {
      'Work waiting for review': 'Submitted — pending review',
      'Work approved': 'Approved',
      'Work rejected': 'Rejected',
      // The latest submission counts: the changes were resubmitted and wait for review.
      'Changes resubmitted': 'Submitted — pending review',
    };
    for (const [title, state] of Object.entries(states)) {
      const submitted = within(card(title));
      expect(await submitted.findByText(state)).toBeVisible();
      expect(submitted.queryByRole('button', { name: /Submit|Accept/ })).toBeNull();
      expect(submitted.queryByText('Accepted')).toBeNull();
      expect(submitted.queryByText('Expired')).toBeNull();
    }
    // Staff asked for changes: submitWork takes a new submission for the same acceptance.
    const changes = within(card('Work to change'));
    expect(changes.getByText('Changes requested')).toBeVisible();
    expect(changes.queryByRole('button', { name: 'Submit Work' })).toBeNull();

    // The details dialog says the same.
    await userEvent.click(
      within(card('Work approved')).getByRole('button', { name: 'View Details' }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Work approved' }));
    expect(dialog.getByText('Approved')).toBeVisible();
    expect(dialog.queryByRole('button', { name: /Submit|Accept/ })).toBeNull();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(changes.getByRole('button', { name: 'Resubmit' }));
    expect(currentUrl()).toBe(
      `/dashboard/submit?taskId=tsk-changes&acceptanceId=tsk-changes_${creator.uid}`,
    );
  });

  it('should filter by category with a query, not within the page', async () => {
    renderTasks();
    await screen.findByRole('heading', { name: 'Record a kitchen walkthrough' });
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Audio');
    await screen.findByRole('heading', { name: 'Dawn birdsong' });
    expect(screen.getByRole('heading', { name: 'Old river sounds' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Record a kitchen walkthrough' })).toBeNull();
    const list = screen.getByRole('list', { name: 'Published tasks' });
    for (const item of within(list).getAllByRole('listitem', { name: /.+/ })) {
      expect(within(item).getByText('Audio')).toBeVisible();
    }
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'All categories');
    expect(
      await screen.findByRole('heading', { name: 'Record a kitchen walkthrough' }),
    ).toBeVisible();
  });

  it('should say so when a category has no published task', async () => {
    // No test file of this app seeds a published Mixed task.
    renderTasks();
    await screen.findByRole('heading', { name: 'Record a kitchen walkthrough' });
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Mixed');
    expect(await screen.findByText('No Mixed tasks available right now')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Published tasks' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('should search the loaded tasks by title and say when none match', async () => {
    renderTasks();
    await screen.findByRole('heading', { name: 'Record a kitchen walkthrough' });
    const search = screen.getByRole('searchbox', { name: 'Search by title' });
    expect(search).toHaveAccessibleDescription(/tasks loaded so far/);
    await userEvent.type(search, 'BIRD');
    expect(cardTitles()).toEqual(['Dawn birdsong']);
    await userEvent.clear(search);
    await userEvent.type(search, 'zebra crossing');
    expect(screen.getByText('No loaded tasks match "zebra crossing"')).toBeVisible();
  });

  it('should show every field in View Details, with the action, and close on Escape', async () => {
    renderTasks();
    await screen.findByRole('heading', { name: 'Record a kitchen walkthrough' });
    await userEvent.click(
      within(card('Record a kitchen walkthrough')).getByRole('button', { name: 'View Details' }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Record a kitchen walkthrough' }));
    const field = (term: string) => dialog.getByText(term).nextElementSibling as HTMLElement;
    expect(field('Description')).toHaveTextContent(
      'Walk through your kitchen naming each appliance.',
    );
    expect(field('Category')).toHaveTextContent('Video');
    expect(field('Payout')).toHaveTextContent('$25.50');
    expect(field('Due date').querySelector('time')).not.toBeNull();
    expect(field('Slots')).toHaveTextContent('3 of 10 slots left');
    expect(dialog.getByRole('link', { name: 'Open instructions' })).toHaveAttribute(
      'href',
      'https://example.com/kitchen',
    );
    expect(field('Expected timeline')).toHaveTextContent('3 days');
    expect(field('Tags')).toHaveTextContent('indoornarrated');
    expect(field('File requirements')).toHaveTextContent(
      'Accepts: videoEach file up to 2.00 GBVideo: at least 1920 × 1080, at least 5:00 long, with sound',
    );
    expect(dialog.getByRole('button', { name: 'Accept' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('should show a task’s file requirements on its card, and nothing for a task without them', async () => {
    renderTasks();
    await screen.findByRole('heading', { name: 'Record a kitchen walkthrough' });
    const lines = within(card('Record a kitchen walkthrough'))
      .getByRole('list', { name: 'File requirements' })
      .querySelectorAll('li');
    expect([...lines].map((li) => li.textContent)).toEqual([
      'Accepts: video',
      'Each file up to 2.00 GB',
      'Video: at least 1920 × 1080, at least 5:00 long, with sound',
    ]);
    expect(
      within(card('Dawn birdsong')).queryByRole('list', { name: 'File requirements' }),
    ).toBeNull();
  });

  it('should load the next page with Load more', async () => {
    renderTasks();
    await screen.findByRole('heading', { name: 'Record a kitchen walkthrough' });
    expect(cardTitles()).not.toContain('Filler task 1');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('heading', { name: 'Filler task 1' });
    const titles = cardTitles();
    expect(titles.length).toBeGreaterThan(PAGE_SIZE);
    expect(titles.indexOf('Filler task 2')).toBeLessThan(titles.indexOf('Filler task 1'));
    // Each of this file's published tasks once: the pages neither repeat nor skip one. (Other
    // files' tasks, on the second page too, may share a title with each other.)
    const ours = [
      ...Object.values(special).filter((t) => t.status === 'published'),
      ...Array.from({ length: 19 }, (_, i) => task(i + 1)),
    ].map((t) => t.title);
    for (const title of ours)
      expect(
        titles.filter((t) => t === title),
        title,
      ).toHaveLength(1);
  });

  it('should report a load failure with the Error notification and a Retry', async () => {
    renderTasks(suspended);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load tasks');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
    const toasts = screen.getByRole('list', { name: 'Error notifications' });
    expect(await within(toasts).findByText('Failed to load tasks')).toBeVisible();
  });

  it('should accept with the success notification and turn Accept into Submit Work', async () => {
    answerCalls(async () => {
      // What acceptTask writes, so the list read afterwards agrees.
      await setDoc(doc(testFirestore('owner'), `task_acceptances/tsk-accept_${creator.uid}`), {
        task_id: 'tsk-accept',
        user_id: creator.uid,
        status: 'accepted',
        created_at: Timestamp.now(),
      });
      return { acceptanceId: `tsk-accept_${creator.uid}` };
    });
    renderTasks();
    await screen.findByRole('heading', { name: 'Accept me' });
    const accept = within(card('Accept me')).getByRole('button', { name: 'Accept' });
    await vi.waitFor(() => expect(accept).toBeEnabled(), { timeout: ENABLED_WITHIN_MS });
    await userEvent.click(accept);
    expect(await screen.findByText('Task accepted! You can now submit your work.')).toBeVisible();
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ name: 'acceptTask' }), {
      taskId: 'tsk-accept',
    });
    expect(
      await within(card('Accept me')).findByRole('button', { name: 'Submit Work' }),
    ).toBeVisible();
  });

  it("should show the server's title and message when accepting fails, else 'Failed to accept task'", async () => {
    answerCalls(
      () =>
        Promise.reject(
          Object.assign(new Error('You have already accepted this task [409]'), {
            details: { title: 'Already Accepted' },
          }),
        ),
      () => Promise.reject({}),
    );
    renderTasks();
    await screen.findByRole('heading', { name: 'Record a kitchen walkthrough' });
    const accept = within(card('Record a kitchen walkthrough')).getByRole('button', {
      name: 'Accept',
    });
    await vi.waitFor(() => expect(accept).toBeEnabled(), { timeout: ENABLED_WITHIN_MS });
    await userEvent.click(accept);
    const toasts = within(await screen.findByRole('list', { name: 'Error notifications' }));
    expect(await toasts.findByText('Already Accepted')).toBeVisible();
    expect(toasts.getByText('You have already accepted this task')).toBeVisible();
    await vi.waitFor(() => expect(accept).toBeEnabled(), { timeout: ENABLED_WITHIN_MS });
    await userEvent.click(accept);
    expect(await toasts.findByText('Failed to accept task')).toBeVisible();
  });

  it('should show the time left to submit an accepted task, the exact deadline on hover, and none without a deadline', async () => {
    renderTasks();
    await screen.findByRole('heading', { name: 'Task on the clock' });
    const clock = within(card('Task on the clock'));
    const left = await clock.findByText('2 days 3 hours left to submit');
    expect(left.tagName).toBe('TIME');
    const deadline = new Date(left.getAttribute('dateTime')!);
    expect(deadline.getTime()).toBeGreaterThan(Date.now() + 2 * day);
    expect(left).toHaveAttribute(
      'title',
      expect.stringMatching(/^Submit by [A-Z][a-z]{2} \d+, \d{4}/),
    );
    expect(left).toHaveTextContent(/\(submit by .+\)/);
    expect(clock.getByText('Accepted')).toBeVisible();
    expect(clock.getByRole('button', { name: 'Submit Work' })).toBeVisible();
    // No working time and no due date: no clock.
    expect(within(card('Task I accepted')).queryByText(/left to submit/)).toBeNull();
    await userEvent.click(clock.getByRole('button', { name: 'View Details' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Task on the clock' }));
    expect(dialog.getByText('2 days 3 hours left to submit')).toBeVisible();
  });

  it('should say when accepted work is due on a task without a due date, never "No due date" beside the time left', async () => {
    renderTasks();
    await screen.findByRole('heading', { name: 'Task on the clock' });
    const clock = within(card('Task on the clock'));
    const left = await clock.findByText('2 days 3 hours left to submit');
    expect(clock.queryByText('No due date')).toBeNull();
    const due = clock.getByText(/^Submit by [A-Z][a-z]{2} \d+, \d{4}/);
    expect(due.tagName).toBe('TIME');
    expect(due).toHaveAttribute('dateTime', left.getAttribute('dateTime'));
    // Not accepted, no due date: said plainly.
    expect(within(card('Dawn birdsong')).getByText('No due date')).toBeVisible();
    await userEvent.click(clock.getByRole('button', { name: 'View Details' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Task on the clock' }));
    expect(dialog.getByText('2 days 3 hours left to submit')).toBeVisible();
    expect(dialog.queryByText('No due date')).toBeNull();
    expect(dialog.getByText(/^Submit by /, { selector: 'dd time' })).toBeVisible();
  });

  it('should show an expired acceptance as Expired, offer no Submit Work, and Accept again while a slot is open', async () => {
    renderTasks();
    await screen.findByRole('heading', { name: 'Task whose time ran out' });
    await within(card('Task whose time ran out')).findByText('Expired');
    for (const title of ['Task whose time ran out', 'Clock ran out', 'Expired and taken']) {
      const expired = within(card(title));
      expect(expired.getByText('Expired')).toBeVisible();
      expect(expired.queryByText('Accepted')).toBeNull();
      expect(expired.queryByText(/left to submit/)).toBeNull();
      expect(expired.queryByRole('button', { name: 'Submit Work' })).toBeNull();
    }
    // Its slot went to someone else: nothing to accept again.
    expect(
      within(card('Expired and taken')).getByRole('button', { name: 'Accept again' }),
    ).toBeDisabled();

    answerCalls(async () => {
      // What acceptTask writes on a second accept: the acceptance open again, a fresh clock.
      await setDoc(doc(testFirestore('owner'), `task_acceptances/tsk-ran-out_${creator.uid}`), {
        task_id: 'tsk-ran-out',
        user_id: creator.uid,
        status: 'accepted',
        created_at: Timestamp.now(),
        submission_count: 0,
        latest_submission_id: null,
        expires_at: Timestamp.fromMillis(Date.now() + 5.5 * 3_600_000),
        expiry_warned: false,
        expired_at: null,
      });
      return { acceptanceId: `tsk-ran-out_${creator.uid}` };
    });
    const again = within(card('Task whose time ran out')).getByRole('button', {
      name: 'Accept again',
    });
    await vi.waitFor(() => expect(again).toBeEnabled(), { timeout: ENABLED_WITHIN_MS });
    await userEvent.click(again);
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ name: 'acceptTask' }), {
      taskId: 'tsk-ran-out',
    });
    const reopened = within(card('Task whose time ran out'));
    expect(await reopened.findByRole('button', { name: 'Submit Work' })).toBeVisible();
    expect(await reopened.findByText('5 hours 30 minutes left to submit')).toBeVisible();
    expect(reopened.queryByText('Expired')).toBeNull();
  });
});
