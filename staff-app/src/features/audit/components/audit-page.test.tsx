// Audit Logs against the emulator with the real rules, in a Firestore project of its own (so
// "the latest 100" and the empty state can be asserted exactly).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Timestamp, doc, setDoc, writeBatch } from 'firebase/firestore/lite';
import type { AuditLog } from '@groundtruth/domain/entities';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { axeViolations } from '@groundtruth/platform/testing/axe';
import { ownProject } from '@groundtruth/platform/testing/own-project';
import { AuditPage } from './audit-page';

vi.mock('@groundtruth/firebase-web/firestore', async () =>
  (await import('@groundtruth/platform/testing/own-project')).ownProject('demo-staff-audit-screen'),
);

// A machine shared with other suites can be slow: wait longer than the default second.
configure({ asyncUtilTimeout: 5_000 });

const project = ownProject('demo-staff-audit-screen');
const admin = { uid: 'audit-admin', role: 'admin' as const };
const support = { uid: 'audit-support', role: 'support' as const };
const path = '/dashboard/audit';
const now = Date.now();
const MINUTE = 60_000;

function log(
  id: string,
  minutesAgo: number,
  fields: Partial<AuditLog>,
): [string, Omit<AuditLog, 'created_at'> & { created_at: Timestamp }] {
  return [
    id,
    {
      action: 'accept_task',
      entity: 'task_acceptances',
      entity_id: `task-${id}_creator`,
      actor_id: 'creator-1',
      actor_name: 'Maya Chen',
      actor_email: 'maya@example.com',
      ...fields,
      created_at: Timestamp.fromMillis(now - minutesAgo * MINUTE),
    },
  ];
}

const entries = [
  log('e-payout', 1, {
    action: 'process_payout',
    entity: 'payouts',
    entity_id: 'PAYOUT1234567890',
    actor_id: admin.uid,
    actor_name: 'Avery Admin',
    actor_email: 'admin@groundtruth.local',
    details: { from: 'processing', to: 'sent', amount_cents: 3500, provider_transfer_id: 'tr_1' },
  }),
  log('e-role', 2, {
    action: 'set_user_role',
    entity: 'users',
    entity_id: 'USER5678abcdefgh',
    actor_id: admin.uid,
    actor_name: 'Avery Admin',
    actor_email: 'admin@groundtruth.local',
    details: { from: 'creator', to: 'support' },
  }),
  log('e-review', 3, {
    action: 'review_submission',
    entity: 'submissions',
    entity_id: 'SUBM0000zzzz',
    actor_id: support.uid,
    actor_name: 'Sam Support',
    actor_email: 'support@groundtruth.local',
    details: { decision: 'approved', notes: 'Clean audio.' },
  }),
  log('e-bootstrap', 4, {
    action: 'bootstrap_admin',
    entity: 'users',
    entity_id: 'ADMIN000',
    actor_id: 'system',
    actor_name: 'Groundtruth setup',
    actor_email: 'setup@groundtruth.local',
  }),
  // Two creators' submissions to one task: their ids start alike.
  ...(['creatorB', 'creatorA'] as const).map((who, i) =>
    log(`e-review-${who}`, 5 + i, {
      action: 'review_submission',
      entity: 'submissions',
      entity_id: `TASKSHAREDPREFIX_${who}_1`,
      actor_id: admin.uid,
      actor_name: 'Avery Admin',
      actor_email: 'admin@groundtruth.local',
    }),
  ),
  // 100 older acceptances: the screen shows the latest 100 entries only.
  ...Array.from({ length: 100 }, (_, i) =>
    log(`e-old-${String(i).padStart(3, '0')}`, 10 + i, { entity_id: `OLD${i}`.padEnd(12, 'x') }),
  ),
];

beforeAll(async () => {
  const db = project.owner();
  const batch = writeBatch(db);
  for (const [uid, role] of [
    [admin.uid, 'admin'],
    [support.uid, 'support'],
  ] as const) {
    batch.set(doc(db, 'users', uid), {
      name: uid,
      email: `${uid}@groundtruth.local`,
      role,
      status: 'active',
      created_at: Timestamp.fromMillis(now),
    });
  }
  for (const [id, data] of entries) batch.set(doc(db, 'audit_logs', id), data);
  await batch.commit();
});

afterAll(() => project.close());
beforeEach(() => project.actAs(admin));

const list = () => screen.findByRole('list', { name: 'Audit entries' });

describe('Audit Logs', () => {
  it('should show the latest 100 entries, newest first, each with action, entity, actor and time', async () => {
    renderScreen(<AuditPage />, { user: admin, path });
    expect(screen.getByRole('heading', { level: 1, name: 'Audit Logs' })).toBeVisible();
    expect(screen.getByText('Loading audit logs')).toBeInTheDocument();
    const items = within(await list()).getAllByRole('listitem');
    expect(items).toHaveLength(100);
    expect(screen.getByText('100 entries')).toBeVisible();

    const first = items[0]!;
    // The subject in words: what kind of record, and the end of its id, which tells apart the
    // records whose ids start alike (a task's submissions all start with the task's id).
    expect(first).toHaveAccessibleName('Process payout Payout …34567890');
    expect(within(first).getByText('Process payout')).toBeVisible();
    expect(within(first).getByText('…34567890')).toBeVisible();
    expect(within(first).queryByText('PAYOUT1234567890')).toBeNull();
    expect(within(first).getByText('Avery Admin')).toBeVisible();
    expect(within(first).getByText('admin@groundtruth.local')).toBeVisible();
    expect(within(first).getByRole('time')).toHaveAttribute(
      'dateTime',
      new Date(now - MINUTE).toISOString(),
    );
    expect(items[1]).toHaveAccessibleName('Set user role User …abcdefgh');
    expect(items[3]).toHaveAccessibleName('Bootstrap admin User ADMIN000');
    expect(items[6]).toHaveAccessibleName(/^Accept task Task acceptance /);
    expect(screen.queryByText(/task_acceptances/)).toBeNull();
    // The oldest six of the 106 are beyond the latest 100.
    expect(items[99]).toHaveAccessibleName(/OLD93xxx/);
    expect(screen.queryByText(/OLD94/)).toBeNull();
  });

  it('should search by action, entity or user name over the loaded entries', async () => {
    const user = userEvent.setup();
    renderScreen(<AuditPage />, { user: admin, path });
    await list();
    const search = screen.getByRole('searchbox', { name: 'Search' });

    await user.type(search, 'payout');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Audit entries' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(screen.getByText('1 of 100 entries')).toBeVisible();

    await user.clear(search);
    await user.type(search, 'Sam Support');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Audit entries' })).getAllByRole('listitem')[0],
      ).toHaveAccessibleName('Review submission Submission SUBM0000zzzz'),
    );

    await user.clear(search);
    await user.type(search, 'users');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Audit entries' })).getAllByRole('listitem'),
      ).toHaveLength(2),
    );

    await user.clear(search);
    await user.type(search, 'no such thing');
    expect(await screen.findByText('No audit logs found')).toBeVisible();
  });

  it('should expand an entry to show its details, before → after', async () => {
    const user = userEvent.setup();
    renderScreen(<AuditPage />, { user: admin, path });
    const first = within(await list()).getAllByRole('listitem')[0]!;
    const toggle = within(first).getByRole('button', { name: /Details/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(first).queryByText('Processing → Sent')).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(first).getByText('Status')).toBeVisible();
    expect(within(first).getByText('Processing → Sent')).toBeVisible();
    expect(within(first).getByText('$35.00')).toBeVisible();
    expect(within(first).getByText('tr_1')).toBeVisible();

    const role = within(within(await list()).getAllByRole('listitem')[1]!);
    await user.click(role.getByRole('button', { name: /Details/ }));
    expect(role.getByText('Creator → Support')).toBeVisible();

    // Keyboard: the disclosure closes with Enter as well.
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // An entry without details has nothing to disclose.
    expect(
      within(within(await list()).getAllByRole('listitem')[3]!).queryByRole('button', {
        name: /Details/,
      }),
    ).toBeNull();
  });

  it("should tell a task's submissions apart, and link each to its review", async () => {
    renderScreen(<AuditPage />, { user: admin, path });
    const items = within(await list()).getAllByRole('listitem');
    const reviews = items.filter((item) => /^Review submission/.test(item.textContent ?? ''));
    expect(reviews.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Submission SUBM0000zzzz',
      'Submission …eatorB_1',
      'Submission …eatorA_1',
    ]);
    expect(within(reviews[1]!).getByRole('link')).toHaveAttribute(
      'href',
      '/dashboard/admin/submissions?submission=TASKSHAREDPREFIX_creatorB_1',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('should be readable by support', async () => {
    project.actAs(support);
    renderScreen(<AuditPage />, { user: support, path });
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(100);
  });

  it('should say there are no audit logs when there are none', async () => {
    const empty = 'demo-staff-audit-empty';
    project.actAs(admin, empty);
    await setDoc(doc(project.owner(empty), 'users', admin.uid), {
      name: 'Audit Admin',
      email: 'audit-admin@groundtruth.local',
      role: 'admin',
      status: 'active',
      created_at: Timestamp.fromMillis(now),
    });
    renderScreen(<AuditPage />, { user: admin, path });
    expect(await screen.findByText('No audit logs found')).toBeVisible();
  });

  it('should say it failed to load audit logs, with Retry, when the read is refused', async () => {
    // A creator cannot read the trail (rules), whatever the screen asks.
    project.actAs({ uid: 'audit-creator', role: 'creator' });
    renderScreen(<AuditPage />, { user: { uid: 'audit-creator', role: 'creator' }, path });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load audit logs');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
    const toasts = screen.getByRole('list', { name: 'Error notifications' });
    expect(await within(toasts).findByText('Failed to load audit logs')).toBeVisible();
    expect(within(toasts).getByText('Error')).toBeVisible();
  });
});
