// The creator overview against the emulator under the real rules: what maya-like seeded data
// shows, a fresh creator's empty states, the bounded lists and a load failure.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, setDoc, Timestamp, updateDoc, type Firestore } from 'firebase/firestore/lite';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { actAs } from '@groundtruth/platform/testing/firebase-web';
import { closeTestClients, testFirestore } from '@groundtruth/platform/testing/emulator-client';
import { OverviewPage } from './overview-page';

vi.mock(
  '@groundtruth/firebase-web/firestore',
  () => import('@groundtruth/platform/testing/firebase-web'),
);

const prefix = 'ovw';
const at = (iso: string) => Timestamp.fromDate(new Date(iso));
let owner: Firestore;

async function seedUser(uid: string, name: string, status = 'active') {
  await setDoc(doc(owner, `users/${uid}`), {
    name,
    email: `${uid}@example.com`,
    role: 'creator',
    status,
    created_at: at('2026-01-01T00:00:00Z'),
  });
}

function submission(uid: string, task: string, status: string, reviewedAt: string | null) {
  return {
    user_id: uid,
    task_id: task,
    acceptance_id: `${task}_${uid}`,
    notes: '',
    files: [
      {
        name: 'a.txt',
        path: `submissions/${uid}/${task}/1.txt`,
        size: 10,
        type: 'text/plain',
        md5_hash: 'x',
        crc32c: 'y',
        uploaded_by: uid,
        uploaded_at: at('2026-02-01T00:00:00Z'),
      },
    ],
    review_status: status,
    review_notes: status === 'pending' ? null : 'Reviewed',
    reviewer_id: status === 'pending' ? null : 'staff',
    reviewed_at: reviewedAt ? at(reviewedAt) : null,
    submitted_at: at('2026-02-01T00:00:00Z'),
    task_title: `Task ${task}`,
    payout_amount_cents: 2500,
    submitter_name: 'Maya',
    submitter_email: `${uid}@example.com`,
    attestation: { owns_content: true, consents_to_ai_training: true, terms_version: '1' },
    paid: false,
  };
}

function payout(uid: string, n: number, status: string, cents: number) {
  return {
    user_id: uid,
    submission_id: `${prefix}-sub-${n}`,
    amount_cents: cents,
    status,
    provider: 'stripe_connect',
    currency: 'USD',
    provider_transfer_id: null,
    failure_reason: null,
    created_at: at(`2026-03-${String(n + 1).padStart(2, '0')}T00:00:00Z`),
    updated_at: at(`2026-03-${String(n + 1).padStart(2, '0')}T00:00:00Z`),
    user_name: 'Maya',
    user_email: `${uid}@example.com`,
    task_title: `Paid task ${n}`,
  };
}

function task(title: string, status: string, dueAt: string | null) {
  return {
    title,
    category: 'video',
    description: '',
    payout_amount_cents: 2500,
    due_at: dueAt ? at(dueAt) : null,
    quota_limit: null,
    accepted_count: 1,
    instructions_url: null,
    expected_timeline: null,
    tags: [],
    status,
    created_by: 'staff',
    created_at: at('2026-01-01T00:00:00Z'),
  };
}

const maya = { uid: `${prefix}-maya`, name: 'Maya Lopez', role: 'creator' as const };
const fresh = { uid: `${prefix}-fresh`, name: 'New Creator', role: 'creator' as const };
const suspended = { uid: `${prefix}-suspended`, role: 'creator' as const };

beforeAll(async () => {
  owner = testFirestore('owner');
  await seedUser(maya.uid, maya.name);
  await seedUser(fresh.uid, fresh.name);
  await seedUser(suspended.uid, 'Gone', 'suspended');
  // $37.50 approved in all, $12.00 sent, $5.00 pending: $20.50 available.
  await setDoc(doc(owner, `creator_balances/${maya.uid}`), {
    user_id: maya.uid,
    approved_cents: 3750,
    sent_cents: 1200,
    pending_cents: 500,
    default_payout_account_id: null,
    payout_account_count: 0,
    updated_at: at('2026-03-01T00:00:00Z'),
  });
  const states: [string, string, string | null][] = [
    ['s1', 'pending', null],
    ['s2', 'pending', null],
    ['s3', 'approved', '2026-02-10T00:00:00Z'],
    ['s4', 'approved', '2026-02-11T00:00:00Z'],
    ['s5', 'approved', '2026-02-12T00:00:00Z'],
    ['s6', 'rejected', '2026-02-13T00:00:00Z'],
    ['s7', 'needs_changes', '2026-02-14T00:00:00Z'],
    ['s8', 'approved', '2026-02-15T00:00:00Z'],
    ['s9', 'approved', '2026-02-09T00:00:00Z'],
  ];
  for (const [id, status, reviewedAt] of states) {
    await setDoc(
      doc(owner, `submissions/${prefix}-${id}`),
      submission(maya.uid, `${prefix}-t-${id}`, status, reviewedAt),
    );
  }
  // The counts the functions keep beside them (creator_stats): 2 / 5 / 1 / 1.
  const perStatus: Record<string, number> = {};
  for (const [, status] of states)
    perStatus[`submissions_${status}`] = (perStatus[`submissions_${status}`] ?? 0) + 1;
  await setDoc(doc(owner, `creator_stats/${maya.uid}`), perStatus);
  // Seven payouts: the overview shows the latest five.
  for (let n = 1; n <= 7; n++) {
    await setDoc(
      doc(owner, `payouts/${prefix}-payout-${n}`),
      payout(maya.uid, n, n === 7 ? 'pending' : 'sent', 100 * n),
    );
  }
  await setDoc(doc(owner, `tasks/${prefix}-open`), {
    ...task('Film a sunrise', 'published', '2026-12-24T12:00:00Z'),
    estimated_minutes: 30,
  });
  await setDoc(doc(owner, `tasks/${prefix}-closed`), task('Old closed task', 'closed', null));
  await setDoc(doc(owner, `task_acceptances/${prefix}-open_${maya.uid}`), {
    task_id: `${prefix}-open`,
    user_id: maya.uid,
    status: 'accepted',
    created_at: at('2026-03-01T00:00:00Z'),
  });
  await setDoc(doc(owner, `task_acceptances/${prefix}-closed_${maya.uid}`), {
    task_id: `${prefix}-closed`,
    user_id: maya.uid,
    status: 'accepted',
    created_at: at('2026-02-01T00:00:00Z'),
  });
  // Submitted already: not in progress.
  await setDoc(doc(owner, `task_acceptances/${prefix}-done_${maya.uid}`), {
    task_id: `${prefix}-open`,
    user_id: maya.uid,
    status: 'completed',
    created_at: at('2026-03-02T00:00:00Z'),
  });
});

afterAll(closeTestClients);

const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('the creator overview', () => {
  it('should show the earnings, balance progress, counts, tasks and latest activity', async () => {
    actAs(maya);
    renderScreen(<OverviewPage />, { user: maya, path: '/dashboard' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Creator Dashboard' }),
    ).toBeInTheDocument();

    await screen.findByText('Total Earnings');
    // Approved work and bonuses, in the words Payments uses: not the $12.00 paid out so far.
    expect(stat('Total Earnings')).toHaveTextContent('$37.50');
    expect(screen.getByText('From approved work and bonuses')).toBeInTheDocument();
    expect(stat('Available Balance')).toHaveTextContent('$20.50');
    expect(stat('Pending Payouts')).toHaveTextContent('$5.00');
    const progress = screen.getByRole('progressbar', {
      name: 'Progress to the $50.00 minimum payout',
    });
    expect(progress).toHaveAttribute('aria-valuenow', '41');
    expect(progress).toHaveAttribute('aria-valuetext', '$20.50 of $50.00');
    expect(screen.getByText('$29.50 more to reach the $50.00 minimum payout.')).toBeInTheDocument();

    await screen.findByText('Needs Changes', { selector: 'dt' });
    expect(stat('Pending')).toHaveTextContent('2');
    expect(stat('Approved')).toHaveTextContent('5');
    expect(stat('Rejected')).toHaveTextContent('1');
    expect(stat('Needs Changes')).toHaveTextContent('1');

    const tasks = await screen.findByRole('list', { name: 'Tasks in progress' });
    const items = within(tasks).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Film a sunrise');
    expect(items[0]).toHaveTextContent('Due Dec 24, 2026');
    // The payout with the time it takes and its hourly rate.
    expect(items[0]).toHaveTextContent('$25.00 · about 30 min · $50.00/hour');
    expect(
      within(items[0]!).getByRole('link', { name: 'Submit work for Film a sunrise' }),
    ).toHaveAttribute(
      'href',
      `/dashboard/submit?taskId=${prefix}-open&acceptanceId=${prefix}-open_${maya.uid}`,
    );
    // A task closed since it was accepted is unreadable to creators: shown without its title.
    expect(items[1]).toHaveTextContent('Task no longer open');

    const reviews = await screen.findByRole('list', { name: 'Latest reviews' });
    const reviewRows = within(reviews).getAllByRole('listitem');
    expect(reviewRows).toHaveLength(5);
    expect(reviewRows[0]).toHaveTextContent(`Task ${prefix}-t-s8`);
    expect(reviewRows[0]).toHaveTextContent('Approved');
    expect(reviewRows[1]).toHaveTextContent('Needs Changes');

    const payouts = screen.getByRole('list', { name: 'Latest payouts' });
    const payoutRows = within(payouts).getAllByRole('listitem');
    expect(payoutRows).toHaveLength(5);
    expect(payoutRows[0]).toHaveTextContent('$7.00');
    expect(payoutRows[0]).toHaveTextContent('Pending');
    expect(payoutRows[4]).toHaveTextContent('$3.00');

    const nav = screen.getByRole('navigation', { name: 'Creator screens' });
    for (const [name, href] of [
      ['Available Tasks', '/dashboard/tasks'],
      ['My Submissions', '/dashboard/submissions'],
      ['Payments & Earnings', '/dashboard/payments'],
      ['Settings', '/dashboard/settings'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('should show zeros and empty states to a new creator', async () => {
    actAs(fresh);
    renderScreen(<OverviewPage />, { user: fresh, path: '/dashboard' });
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
    expect(await screen.findByText('No tasks in progress')).toBeInTheDocument();
    await screen.findByText('Total Earnings');
    expect(stat('Total Earnings')).toHaveTextContent('$0.00');
    expect(stat('Available Balance')).toHaveTextContent('$0.00');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await screen.findByText('Needs Changes', { selector: 'dt' });
    expect(stat('Pending')).toHaveTextContent('0');
    expect(stat('Approved')).toHaveTextContent('0');
  });

  it('should welcome a new creator, and welcome back one who has submitted work', async () => {
    const newcomer = { uid: `${prefix}-newcomer`, name: 'Nia Newcomer', role: 'creator' as const };
    await seedUser(newcomer.uid, newcomer.name);
    actAs(newcomer);
    const first = renderScreen(<OverviewPage />, { user: newcomer, path: '/dashboard' });
    expect(await screen.findByText(/^Welcome, Nia Newcomer\. Here is where/)).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    first.unmount();

    const returning = {
      uid: `${prefix}-returning`,
      name: 'Rui Returning',
      role: 'creator' as const,
    };
    await seedUser(returning.uid, returning.name);
    await setDoc(doc(owner, `creator_stats/${returning.uid}`), { submissions_pending: 1 });
    actAs(returning);
    renderScreen(<OverviewPage />, { user: returning, path: '/dashboard' });
    expect(
      await screen.findByText(/^Welcome back, Rui Returning\. Here is where/),
    ).toBeInTheDocument();
  });

  it('should say a balance at the minimum can be cashed out', async () => {
    const rich = { uid: `${prefix}-rich`, role: 'creator' as const };
    await seedUser(rich.uid, 'Rich');
    await setDoc(doc(owner, `creator_balances/${rich.uid}`), {
      user_id: rich.uid,
      approved_cents: 9000,
      sent_cents: 0,
      pending_cents: 0,
      default_payout_account_id: null,
      payout_account_count: 0,
      updated_at: at('2026-03-01T00:00:00Z'),
    });
    actAs(rich);
    renderScreen(<OverviewPage />, { user: rich, path: '/dashboard' });
    expect(await screen.findByText('You can request a payout.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('should show the time left on each task in progress, and Expired without Submit Work once it ran out', async () => {
    const clock = { uid: `${prefix}-clock`, role: 'creator' as const };
    await seedUser(clock.uid, 'On the clock');
    const accepted = (taskId: string, createdAt: string, expiresAt: number | null) =>
      setDoc(doc(owner, `task_acceptances/${taskId}_${clock.uid}`), {
        task_id: taskId,
        user_id: clock.uid,
        status: 'accepted',
        created_at: at(createdAt),
        submission_count: 0,
        latest_submission_id: null,
        expires_at: expiresAt === null ? null : Timestamp.fromMillis(expiresAt),
        expiry_warned: false,
      });
    await setDoc(doc(owner, `tasks/${prefix}-timed`), task('Timed task', 'published', null));
    await setDoc(doc(owner, `tasks/${prefix}-late`), task('Ran-out task', 'published', null));
    // 5 hours 10 minutes 50 seconds: "5 hours 10 minutes" for the next 50 seconds.
    await accepted(`${prefix}-timed`, '2026-03-03T00:00:00Z', Date.now() + 310 * 60_000 + 50_000);
    // Ran out; the expiry job has not taken it off yet.
    await accepted(`${prefix}-late`, '2026-03-02T00:00:00Z', Date.now() - 60_000);
    actAs(clock);
    renderScreen(<OverviewPage />, { user: clock, path: '/dashboard' });

    const tasks = await screen.findByRole('list', { name: 'Tasks in progress' });
    const [timed, late] = within(tasks).getAllByRole('listitem');
    expect(timed).toHaveTextContent('Timed task');
    const left = within(timed!).getByText('5 hours 10 minutes left to submit');
    expect(left).toHaveAttribute('title', expect.stringMatching(/^Submit by /));
    expect(within(timed!).getByRole('link', { name: 'Submit work for Timed task' })).toBeVisible();
    // No due date of the task's own: the clock says when the work is due, not "No due date".
    expect(within(timed!).queryByText('No due date')).toBeNull();
    expect(late).toHaveTextContent('Ran-out task');
    expect(within(late!).getByText('Expired')).toBeVisible();
    expect(within(late!).queryByText(/left to submit/)).toBeNull();
    expect(within(late!).queryByRole('link', { name: /Submit work/ })).toBeNull();
  });

  it('should report a load failure with a notification and Retry', async () => {
    actAs(suspended);
    renderScreen(<OverviewPage />, { user: suspended, path: '/dashboard' });
    const errors = await screen.findByRole('list', { name: 'Error notifications' });
    expect(await within(errors).findAllByText('Failed to load your dashboard')).not.toHaveLength(0);
    // Every section fails on its own; wait for all four rather than the first.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(4), {
      timeout: 10_000,
    });
    const retries = screen.getAllByRole('button', { name: 'Retry' });

    // Reinstated: Retry loads the section.
    await updateDoc(doc(owner, `users/${suspended.uid}`), { status: 'active' });
    await userEvent.click(retries[0]!);
    expect(await screen.findByText('Total Earnings')).toBeInTheDocument();
  });
});
