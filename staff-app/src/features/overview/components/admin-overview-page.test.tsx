// The admin overview against the emulator under the real rules, in a Firestore project of its
// own so the totals are exact: the four counts (aggregation queries over the documents written
// here), the review backlog (the
// oldest pending submission), the review deadlines (overdue reviews against the platform
// settings' limit, open appeals), quick actions to the staff paths, and a load failure.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { doc, setDoc, Timestamp } from 'firebase/firestore/lite';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { taskData } from '@groundtruth/platform/testing/seed-documents';
import { ownProject } from '@groundtruth/platform/testing/own-project';
import AdminOverviewPage from './admin-overview-page';

vi.mock('@groundtruth/firebase-web/firestore', async () =>
  (await import('@groundtruth/platform/testing/own-project')).ownProject('demo-staff-overview'),
);

const project = ownProject('demo-staff-overview');
const EMPTY = 'demo-staff-overview-empty';
/** A project whose admins set the overdue limit to 2 days. */
const LIMITS = 'demo-staff-overview-limits';
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

const prefix = 'aov';
const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const admin = { uid: `${prefix}-admin`, role: 'admin' as const, name: 'Ada Admin' };
const support = { uid: `${prefix}-support`, role: 'support' as const, name: 'Sid Support' };
const creator = { uid: `${prefix}-creator`, role: 'creator' as const, name: 'Cy Creator' };
const OLDEST = '2020-01-02T00:00:00Z';

function user(uid: string, role: string) {
  return { name: uid, email: `${uid}@example.com`, role, status: 'active', created_at: at(OLDEST) };
}

function task(status: string) {
  return taskData({
    title: `${prefix} ${status}`,
    payout_amount_cents: 1000,
    status,
    created_by: admin.uid,
    created_at: at(OLDEST),
  });
}

function submission(status: string, submittedAt: string, fields: Record<string, unknown> = {}) {
  return {
    user_id: creator.uid,
    task_id: `${prefix}-task-published`,
    acceptance_id: null,
    notes: '',
    files: [
      {
        name: 'a.txt',
        path: `submissions/${creator.uid}/t/1.txt`,
        size: 10,
        type: 'text/plain',
        md5_hash: 'x',
        crc32c: 'y',
        uploaded_by: creator.uid,
        uploaded_at: at(submittedAt),
      },
    ],
    review_status: status,
    review_notes: null,
    reviewer_id: null,
    reviewed_at: null,
    submitted_at: at(submittedAt),
    task_title: `${prefix} task`,
    payout_amount_cents: 1000,
    submitter_name: creator.name,
    submitter_email: `${creator.uid}@example.com`,
    attestation: { owns_content: true, consents_to_ai_training: true, terms_version: '1' },
    paid: false,
    ...fields,
  };
}

/** A rejection the creator appealed: open until staff decide it. */
function appealed(appealStatus: 'open' | 'decided') {
  return submission('rejected', OLDEST, {
    review_notes: 'Too dark',
    appeal_status: appealStatus,
    appeal_message: 'The light was what the task asked for.',
    appealed_at: at(daysAgo(1)),
  });
}

function payout(n: number, status: string) {
  return {
    user_id: creator.uid,
    submission_id: `${prefix}-sub-${n}`,
    amount_cents: 1000,
    status,
    provider: 'stripe_connect',
    currency: 'USD',
    provider_transfer_id: null,
    failure_reason: null,
    created_at: at(OLDEST),
    updated_at: at(OLDEST),
    user_name: creator.name,
    user_email: `${creator.uid}@example.com`,
    task_title: `${prefix} task`,
  };
}

beforeAll(async () => {
  const owner = project.owner();
  const empty = project.owner(EMPTY);
  const limits = project.owner(LIMITS);
  await Promise.all([
    setDoc(doc(owner, `users/${admin.uid}`), user(admin.uid, 'admin')),
    setDoc(doc(owner, `users/${support.uid}`), user(support.uid, 'support')),
    setDoc(doc(owner, `users/${creator.uid}`), user(creator.uid, 'creator')),
    setDoc(doc(empty, `users/${admin.uid}`), user(admin.uid, 'admin')),
    // One task of each status, two of them published.
    ...['draft', 'published', 'closed'].map((status) =>
      setDoc(doc(owner, `tasks/${prefix}-task-${status}`), task(status)),
    ),
    setDoc(doc(owner, `tasks/${prefix}-task-published-2`), task('published')),
    // Two pending submissions, the older one first submitted on OLDEST; an approved one older
    // still, which the backlog must not count.
    setDoc(doc(owner, `submissions/${prefix}-pending-old`), submission('pending', OLDEST)),
    setDoc(
      doc(owner, `submissions/${prefix}-pending-new`),
      submission('pending', new Date().toISOString()),
    ),
    setDoc(
      doc(owner, `submissions/${prefix}-approved`),
      submission('approved', '2019-01-01T00:00:00Z'),
    ),
    // Two open appeals and a decided one.
    setDoc(doc(owner, `submissions/${prefix}-appeal-1`), appealed('open')),
    setDoc(doc(owner, `submissions/${prefix}-appeal-2`), appealed('open')),
    setDoc(doc(owner, `submissions/${prefix}-appeal-3`), appealed('decided')),
    // Overdue after 2 days here: pending for 10 and 3 days are overdue, for 1 day is not.
    setDoc(doc(limits, `users/${admin.uid}`), user(admin.uid, 'admin')),
    setDoc(doc(limits, 'platform_settings/operations'), {
      review_overdue_days: 2,
      review_auto_approve_days: 5,
      default_working_time_hours: null,
      updated_at: at(daysAgo(1)),
      updated_by: admin.uid,
    }),
    ...[10, 3, 1].map((days) =>
      setDoc(
        doc(limits, `submissions/${prefix}-limits-${days}`),
        submission('pending', daysAgo(days)),
      ),
    ),
    // Three pending payouts, one sent, one failed.
    ...['pending', 'pending', 'pending', 'sent', 'failed'].map((status, n) =>
      setDoc(doc(owner, `payouts/${prefix}-payout-${n}`), payout(n, status)),
    ),
  ]);
});
afterAll(() => project.close());

/** The figure shown under a card's label. */
const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('AdminOverviewPage', () => {
  it.each([admin, support])(
    'should show the platform counts, the review backlog and deadlines to $role',
    async (who) => {
      project.actAs(who);
      renderScreen(<AdminOverviewPage />, { user: who, path: '/dashboard' });
      expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
      expect(screen.getByText('Loading dashboard')).toBeInTheDocument();

      const figures = await screen.findByRole('group', { name: 'Platform figures' });
      expect(figure('Total Users')).toBe('3');
      expect(figure('Published Tasks')).toBe('2');
      expect(figure('Pending Submissions')).toBe('2');
      expect(figure('Pending Payouts')).toBe('3');

      const days = Math.floor((Date.now() - Date.parse(OLDEST)) / 86_400_000);
      expect(await within(figures).findByText(`Oldest pending: ${days} days`)).toBeVisible();

      // No settings saved: the default limit of 7 days; the old pending one is overdue.
      expect(await within(figures).findByText('Pending over 7 days')).toBeVisible();
      expect(figure('Overdue Reviews')).toBe('1');
      expect(figure('Open Appeals')).toBe('2');
      const alert = screen
        .getByText(staffMessages.overdueReviews(1))
        .closest<HTMLElement>('[role]');
      expect(within(alert!).getByRole('link', { name: 'Review overdue work' })).toHaveAttribute(
        'href',
        '/dashboard/admin/submissions',
      );
    },
  );

  it('should count overdue reviews against the limit the platform settings set', async () => {
    project.actAs(admin, LIMITS);
    renderScreen(<AdminOverviewPage />, { user: admin, path: '/dashboard' });
    const figures = await screen.findByRole('group', { name: 'Platform figures' });
    expect(await within(figures).findByText('Pending over 2 days')).toBeVisible();
    expect(figure('Pending Submissions')).toBe('3');
    expect(figure('Overdue Reviews')).toBe('2');
    expect(figure('Open Appeals')).toBe('0');
    expect(screen.getByText(staffMessages.overdueReviews(2))).toBeVisible();
  });

  it('should say when no submission waits for review', async () => {
    project.actAs(admin, EMPTY);
    renderScreen(<AdminOverviewPage />, { user: admin, path: '/dashboard' });
    const figures = await screen.findByRole('group', { name: 'Platform figures' });
    expect(figure('Total Users')).toBe('1');
    expect(figure('Pending Submissions')).toBe('0');
    expect(await within(figures).findByText('No submissions waiting for review')).toBeVisible();
    expect(await within(figures).findByText('Pending over 7 days')).toBeVisible();
    expect(figure('Overdue Reviews')).toBe('0');
    expect(screen.queryByText(/overdue for review/)).not.toBeInTheDocument();
  });

  it('should link the quick actions to the staff paths', async () => {
    project.actAs(admin);
    renderScreen(<AdminOverviewPage />, { user: admin, path: '/dashboard' });
    const actions = screen.getByRole('region', { name: 'Quick Actions' });
    const hrefs = Object.fromEntries(
      within(actions)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    );
    expect(hrefs).toEqual({
      'Manage Tasks': '/dashboard/admin/tasks',
      'Review Submissions': '/dashboard/admin/submissions',
      'Manage Users': '/dashboard/users',
      'Process Payouts': '/dashboard/payouts',
    });
  });

  it('should offer support only the quick actions support can take', async () => {
    project.actAs(support);
    renderScreen(<AdminOverviewPage />, { user: support, path: '/dashboard' });
    const actions = screen.getByRole('region', { name: 'Quick Actions' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Manage Tasks', 'Review Submissions']);
  });

  it('should report a failed load with an error notification and a Retry', async () => {
    // A creator's token cannot count every user: the rules refuse, as any failed read would.
    project.actAs(creator);
    renderScreen(<AdminOverviewPage />, {
      user: { ...creator, role: 'admin' },
      path: '/dashboard',
    });
    const notifications = screen.getByRole('list', { name: 'Error notifications' });
    expect(await within(notifications).findByText('Failed to load the dashboard')).toBeVisible();
    expect(within(notifications).getByText('Error')).toBeVisible();
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(retry).toBeEnabled();
    const alert = retry.closest<HTMLElement>('[role="alert"]');
    expect(within(alert!).getByText('Failed to load the dashboard')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Platform figures' })).not.toBeInTheDocument();
  });
});
