// Payout Management against the emulator with the real rules, in a Firestore project of its
// own (so its summary cards and empty state are exact). processPayout is a stand-in here (no
// Functions emulator in component tests); the journey e2e/tests/staff-payouts.spec.ts runs it.
import { serverMessages } from '@groundtruth/domain/server-messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Timestamp, doc, setDoc, updateDoc, writeBatch } from 'firebase/firestore/lite';
import { callables } from '@groundtruth/domain/callable-registry';
import type { Payout } from '@groundtruth/domain/entities';
import { payoutMessages } from '@groundtruth/domain/payout-messages';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { axeViolations } from '@groundtruth/platform/testing/axe';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { ownProject } from '@groundtruth/platform/testing/own-project';
import { submissionData } from '../../../testing/submission-data';
import { PayoutsPage } from './payouts-page';

vi.mock('@groundtruth/firebase-web/firestore', async () =>
  (await import('@groundtruth/platform/testing/own-project')).ownProject(
    'demo-staff-payouts-screen',
  ),
);
const callMock = vi.hoisted(() => vi.fn());
vi.mock('@groundtruth/firebase-web/functions', () => ({ call: callMock }));

// A machine shared with other suites can be slow: wait longer than the default second.
configure({ asyncUtilTimeout: 5_000 });

const project = ownProject('demo-staff-payouts-screen');
const admin = { uid: 'pay-admin', role: 'admin' as const, name: 'Ada Admin' };
const support = { uid: 'pay-support', role: 'support' as const, name: 'Sam Support' };
const path = '/dashboard/payouts';

const now = Date.now();
const ts = (ms: number) => Timestamp.fromMillis(ms);
const HOUR = 3_600_000;

function payout(id: string, fields: Partial<Payout>): [string, Payout] {
  return [
    id,
    {
      user_id: `creator-${id}`,
      submission_id: id,
      amount_cents: 1000,
      status: 'pending',
      provider: 'stripe_connect',
      currency: 'USD',
      provider_transfer_id: null,
      account_label: null,
      failure_reason: null,
      created_at: ts(now - HOUR),
      updated_at: ts(now - HOUR),
      user_name: `Creator ${id}`,
      user_email: `${id}@example.com`,
      task_title: 'Film a recipe',
      ...fields,
    } as Payout,
  ];
}

const seeded = [
  payout('pending-maya', {
    amount_cents: 3500,
    user_name: 'Maya Chen',
    user_email: 'maya@example.com',
    task_title: 'Film yourself cooking',
    created_at: ts(now - 2 * HOUR),
  }),
  payout('pending-tomas', {
    amount_cents: 2050,
    provider: 'paypal',
    account_label: 'PayPal …@example.com',
    user_name: 'Tomás Rivera',
    user_email: 'tomas@example.com',
    created_at: ts(now - 3 * HOUR),
  }),
  payout('sent-priya', {
    amount_cents: 1500,
    status: 'sent',
    provider_transfer_id: 'tr_sandbox_priya',
    user_name: 'Priya Nair',
    created_at: ts(now - 4 * HOUR),
    updated_at: ts(now),
  }),
  payout('sent-old', {
    status: 'sent',
    provider_transfer_id: 'tr_sandbox_old',
    user_name: 'Olu Old',
    created_at: ts(now - 72 * HOUR),
    updated_at: ts(now - 48 * HOUR),
  }),
  payout('failed-lee', {
    amount_cents: 4200,
    status: 'failed',
    user_name: '=Lee "Formula" Park',
    user_email: 'lee@example.com',
    task_title: 'Teach fractions, slowly',
    failure_reason: serverMessages.transferDeclined('Stripe Connect', '…_lee'),
    created_at: ts(now - 5 * HOUR),
  }),
  // 22 processing payouts, older than the rest: more than a page of the "processing" filter.
  ...Array.from({ length: 22 }, (_, i) =>
    payout(`processing-${String(i).padStart(2, '0')}`, {
      status: 'processing',
      created_at: ts(now - 100 * HOUR - i * 60_000),
    }),
  ),
];

beforeAll(async () => {
  const db = project.owner();
  const batch = writeBatch(db);
  for (const [uid, role, name] of [
    [admin.uid, 'admin', admin.name],
    [support.uid, 'support', support.name],
  ] as const) {
    batch.set(doc(db, 'users', uid), {
      name,
      email: `${uid}@groundtruth.local`,
      role,
      status: 'active',
      created_at: ts(now),
    });
  }
  for (const [id, data] of seeded) batch.set(doc(db, 'payouts', id), data);
  await batch.commit();
});

afterAll(() => project.close());

beforeEach(() => {
  callMock.mockReset();
  project.actAs(admin);
});

/** jsdom's Blob has no text(); FileReader reads it. */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

const card = (name: string | RegExp) => screen.findByRole('listitem', { name });
/** Process Payout asks first; agrees in the confirmation. */
async function confirmProcess(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', {
    name: staffMessages.confirmProcessPayoutTitle,
  });
  await user.click(within(dialog).getByRole('button', { name: 'Process Payout' }));
}

describe('Payout Management', () => {
  it('should show the summary cards from aggregation queries', async () => {
    renderScreen(<PayoutsPage />, { user: admin, path });
    expect(screen.getByRole('heading', { level: 1, name: 'Payout Management' })).toBeVisible();
    const summary = screen.getByRole('region', { name: 'Payout summary' });
    // Pending: Maya's $35.00 and Tomás's $20.50; sent today: Priya's (the old one was not).
    await waitFor(() => {
      const figures = within(summary)
        .getAllByRole('definition')
        .map((d) => d.textContent);
      expect(figures).toEqual(['2', '$55.50', '1']);
    });
    expect(within(summary).getByText('Pending payouts')).toBeVisible();
    expect(within(summary).getByText('Pending amount')).toBeVisible();
    expect(within(summary).getByText('Sent today')).toBeVisible();
  });

  it('should list payouts newest first with amount, creator, task, status, payment method, transfer and failure', async () => {
    renderScreen(<PayoutsPage />, { user: admin, path });
    expect(screen.getByText('Loading payouts')).toBeInTheDocument();
    const maya = await card('$35.00 to Maya Chen');
    expect(within(maya).getByText('Pending')).toBeVisible();
    expect(within(maya).getByText('maya@example.com')).toBeVisible();
    expect(within(maya).getByText('Film yourself cooking')).toBeVisible();
    // The method it will go to: Maya has none yet (not the provider a payout is made with).
    const mayaMethod = within(maya).getByText(payoutMessages.payoutMethodLabel);
    expect(mayaMethod.nextElementSibling).toHaveTextContent(/^none yet$/);
    expect(within(maya).queryByText(/Stripe Connect/)).toBeNull();
    const tomas = await card('$20.50 to Tomás Rivera');
    const tomasMethod = within(tomas).getByText(payoutMessages.payoutMethodLabel);
    expect(tomasMethod.nextElementSibling).toHaveTextContent(/^PayPal …@example\.com$/);

    const priya = await card('$15.00 to Priya Nair');
    expect(within(priya).getByText('Sent')).toBeVisible();
    expect(within(priya).getByText('tr_sandbox_priya')).toBeVisible();
    expect(within(priya).queryByRole('button', { name: 'Process Payout' })).toBeNull();

    const lee = await card('$42.00 to =Lee "Formula" Park');
    expect(within(lee).getByText('Failed')).toBeVisible();
    expect(
      within(lee).getByText(serverMessages.transferDeclined('Stripe Connect', '…_lee')),
    ).toBeVisible();

    const titles = within(screen.getByRole('list', { name: 'Payouts' }))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(titles.slice(0, 5)).toEqual([
      '$35.00 to Maya Chen',
      '$20.50 to Tomás Rivera',
      '$15.00 to Priya Nair',
      '$42.00 to =Lee "Formula" Park',
      '$10.00 to Olu Old',
    ]);
    expect(titles).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeVisible();
  });

  it('should filter by status and page through with Load more', async () => {
    const user = userEvent.setup();
    const { currentUrl } = renderScreen(<PayoutsPage />, { user: admin, path });
    await card('$35.00 to Maya Chen');
    await user.selectOptions(screen.getByLabelText('Status'), 'processing');
    await waitFor(() => expect(currentUrl()).toBe('/dashboard/payouts?status=processing'));
    await card('$10.00 to Creator processing-00');
    expect(screen.queryByRole('listitem', { name: '$35.00 to Maya Chen' })).toBeNull();
    const list = screen.getByRole('list', { name: 'Payouts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await card('$10.00 to Creator processing-21');
    expect(within(list).getAllByRole('listitem')).toHaveLength(22);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Status'), 'failed');
    await card('$42.00 to =Lee "Formula" Park');
    expect(
      within(screen.getByRole('list', { name: 'Payouts' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  });

  it('should process a pending payout, showing progress, then the success message', async () => {
    let settle: (value: unknown) => void = () => undefined;
    callMock.mockImplementation(() => new Promise((resolve) => (settle = resolve)));
    const user = userEvent.setup();
    renderScreen(<PayoutsPage />, { user: admin, path });
    const maya = await card('$35.00 to Maya Chen');
    await user.click(within(maya).getByRole('button', { name: 'Process Payout' }));
    // Nothing is sent before the admin agrees to what the dialog says follows.
    const dialog = screen.getByRole('dialog', { name: staffMessages.confirmProcessPayoutTitle });
    expect(dialog).toHaveAccessibleDescription(
      staffMessages.confirmProcessPayout('$35.00', 'Maya Chen'),
    );
    expect(callMock).not.toHaveBeenCalled();
    await confirmProcess(user);

    const busy = within(maya).getByRole('button', { name: /Processing…/ });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(callMock).toHaveBeenCalledWith(callables.processPayout, { payoutId: 'pending-maya' });

    settle({ payoutId: 'pending-maya', status: 'sent', transferId: 'tr_sandbox_x' });
    expect(await screen.findByText('Payout processed successfully')).toBeVisible();
  });

  it("should show the provider's reason when the transfer fails", async () => {
    // As the function does: it records the reason on the payout and answers `failed`.
    callMock.mockImplementation(async () => {
      await updateDoc(doc(project.owner(), 'payouts', 'pending-tomas'), {
        status: 'failed',
        failure_reason: serverMessages.transferDeclined('PayPal', '…@example.com'),
      });
      return { payoutId: 'pending-tomas', status: 'failed', transferId: null };
    });
    const user = userEvent.setup();
    renderScreen(<PayoutsPage />, { user: admin, path });
    const tomas = await card('$20.50 to Tomás Rivera');
    await user.click(within(tomas).getByRole('button', { name: 'Process Payout' }));
    await confirmProcess(user);
    const toasts = await screen.findByRole('list', { name: 'Error notifications' });
    expect(await within(toasts).findByText('Payout failed')).toBeVisible();
    expect(
      within(toasts).getByText(serverMessages.transferDeclined('PayPal', '…@example.com')),
    ).toBeVisible();
    // The list is read again: the card now shows the failure.
    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: /Tomás Rivera/ })).getByText('Failed'),
      ).toBeVisible(),
    );
    await setDoc(doc(project.owner(), 'payouts', 'pending-tomas'), seeded[1]![1]);
  });

  it('should tell how it ended after its card has left the screen', async () => {
    let settle: (value: unknown) => void = () => undefined;
    callMock.mockImplementation(() => new Promise((resolve) => (settle = resolve)));
    const user = userEvent.setup();
    renderScreen(<PayoutsPage />, { user: admin, path, url: `${path}?status=pending` });
    const tomas = await card('$20.50 to Tomás Rivera');
    await user.click(within(tomas).getByRole('button', { name: 'Process Payout' }));
    await confirmProcess(user);
    // While the provider works the admin moves on to Sent payouts: the card, and the button that
    // asked, unmount (as they do when the Pending list is read again without the payout)…
    await user.selectOptions(screen.getByLabelText('Status'), 'sent');
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: /Tomás Rivera/ })).not.toBeInTheDocument(),
    );
    await updateDoc(doc(project.owner(), 'payouts', 'pending-tomas'), {
      status: 'failed',
      failure_reason: serverMessages.transferDeclined('PayPal', '…@example.com'),
    });
    settle({ payoutId: 'pending-tomas', status: 'failed', transferId: null });
    // …yet the admin is told how it ended.
    const toasts = await screen.findByRole('list', { name: 'Error notifications' });
    expect(await within(toasts).findByText('Payout failed')).toBeVisible();
    expect(
      within(toasts).getByText(serverMessages.transferDeclined('PayPal', '…@example.com')),
    ).toBeVisible();
    await setDoc(doc(project.owner(), 'payouts', 'pending-tomas'), seeded[1]![1]);
  });

  it("should show the function's own message when it refuses", async () => {
    callMock.mockRejectedValue(
      Object.assign(new Error('Only pending payouts can be processed'), {
        code: 'functions/failed-precondition',
      }),
    );
    const user = userEvent.setup();
    renderScreen(<PayoutsPage />, { user: admin, path });
    const maya = await card('$35.00 to Maya Chen');
    await user.click(within(maya).getByRole('button', { name: 'Process Payout' }));
    await confirmProcess(user);
    const toasts = await screen.findByRole('list', { name: 'Error notifications' });
    expect(await within(toasts).findByText('Only pending payouts can be processed')).toBeVisible();
    expect(within(toasts).getByText('Error')).toBeVisible();
    expect(within(maya).getByRole('button', { name: 'Process Payout' })).toBeEnabled();
  });

  it('should send nothing when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    renderScreen(<PayoutsPage />, { user: admin, path });
    const maya = await card('$35.00 to Maya Chen');
    await user.click(within(maya).getByRole('button', { name: 'Process Payout' }));
    const dialog = screen.getByRole('dialog', { name: staffMessages.confirmProcessPayoutTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callMock).not.toHaveBeenCalled();
    expect(within(maya).getByRole('button', { name: 'Process Payout' })).toBeEnabled();
  });

  it('should let support read payouts but not process them, saying why', async () => {
    project.actAs(support);
    renderScreen(<PayoutsPage />, { user: support, path });
    const maya = await card('$35.00 to Maya Chen');
    const button = within(maya).getByRole('button', { name: 'Process Payout' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Only admins can process payouts');
    expect(callMock).not.toHaveBeenCalled();
  });

  it('should export the filtered payouts as CSV, page by page, with progress', async () => {
    // jsdom has no object URLs: keep the file the page hands to the browser.
    const files: Blob[] = [];
    URL.createObjectURL = vi.fn((file: Blob) => (files.push(file), 'blob:payouts'));
    URL.revokeObjectURL = vi.fn();
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderScreen(<PayoutsPage />, { user: admin, path, url: `${path}?status=failed` });
    await card('$42.00 to =Lee "Formula" Park');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exported 1 row')).toBeVisible();
    expect(clicks).toHaveBeenCalledTimes(1);
    const link = clicks.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^payouts-failed-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readText(files[0]!)).replace(/^\uFEFF/, '');
    const [header, row, end] = text.split('\r\n');
    expect(header).toBe(
      'id,creator,email,task,amount,currency,status,provider,transfer_id,created,updated,kind',
    );
    expect(row).toBe(
      `failed-lee,"'=Lee ""Formula"" Park",lee@example.com,"Teach fractions, slowly",42.00,USD,failed,stripe_connect,,${new Date(now - 5 * HOUR).toISOString()},${new Date(now - HOUR).toISOString()},task`,
    );
    expect(end).toBe('');
    clicks.mockRestore();
  });

  it('should award bonuses from a CSV after a preview, list the rows that fail, and add none twice', async () => {
    await setDoc(doc(project.owner(), 'users', 'bulk-zoe'), {
      name: 'Zoe Bulk',
      email: 'zoe.bulk@example.com',
      role: 'creator',
      status: 'active',
      created_at: ts(now),
    });
    callMock.mockResolvedValue({ payoutId: 'bonus_x', amountCents: 2500, created: true });
    const csv =
      'email,amount,reason\r\nZoe.Bulk@example.com,25,"Night shots, steady"\r\n' +
      'nobody@example.com,10,Thanks\r\nzoe.bulk@example.com,ten,Oops\r\n';
    const upload = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Award Bonuses' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Award Bonuses' }));
      await userEvent.upload(
        dialog.getByLabelText('CSV file'),
        new File([csv], 'bonuses.csv', { type: 'text/csv' }),
      );
      return dialog;
    };
    renderScreen(<PayoutsPage />, { user: admin, path });
    await screen.findByRole('list', { name: 'Payouts' });
    let dialog = await upload();
    expect(await dialog.findByText('2 bonuses, $35.00 in all')).toBeVisible();
    expect(dialog.getByRole('list', { name: 'Lines not awarded' })).toHaveTextContent(
      'Line 4: "ten" is not an amount in dollars',
    );
    expect(callMock).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(dialog.getByRole('button', { name: 'Award Bonus × 2' }));
    expect(await dialog.findByText('1 awarded, 1 failed')).toBeVisible();
    expect(dialog.getByRole('list', { name: 'Bonuses that failed' })).toHaveTextContent(
      'Line 3: No creator has the address nobody@example.com',
    );
    expect(callMock).toHaveBeenCalledTimes(1);
    const [entry, first] = callMock.mock.calls[0]!;
    expect(entry).toBe(callables.awardBonus);
    expect(first).toEqual({
      creatorId: 'bulk-zoe',
      amountCents: 2500,
      reason: 'Night shots, steady',
      requestId: expect.stringMatching(/^bulk-[0-9a-f]{16}$/),
    });

    // The same file again: the same request ids, so the server finds the bonus already awarded.
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    dialog = await upload();
    await userEvent.click(await dialog.findByRole('button', { name: 'Award Bonus × 2' }));
    expect(await dialog.findByText('1 awarded, 1 failed')).toBeVisible();
    expect(callMock.mock.calls[1]![1]).toEqual(first);
  });

  it('should award one bonus per approved submission of a task, naming each submission, and none twice', async () => {
    const owner = project.owner();
    await setDoc(doc(owner, 'tasks', 'bonus-task'), {
      title: 'Night-time street clips',
      category: 'video',
      description: 'Streets after dark',
      payout_amount_cents: 3000,
      due_at: null,
      quota_limit: null,
      accepted_count: 3,
      instructions_url: null,
      expected_timeline: null,
      tags: [],
      status: 'published',
      created_by: admin.uid,
      created_at: ts(now),
    });
    const submission = (id: string, userId: string, name: string, status: 'approved' | 'pending') =>
      setDoc(
        doc(owner, 'submissions', id),
        submissionData({
          id,
          taskId: 'bonus-task',
          taskTitle: 'Night-time street clips',
          userId,
          name,
          status,
        }),
      );
    await Promise.all([
      submission('bonus-sub-lee', 'bonus-lee', 'Lee Park', 'approved'),
      submission('bonus-sub-ana', 'bonus-ana', 'Ana Ruiz', 'approved'),
      submission('bonus-sub-pending', 'bonus-kim', 'Kim Ode', 'pending'),
    ]);
    callMock.mockReset();
    callMock.mockResolvedValue({ payoutId: 'bonus_x', amountCents: 1000, created: true });
    const round = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Award Bonuses' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Award Bonuses' }));
      await userEvent.click(dialog.getByRole('tab', { name: "A task's approved submissions" }));
      // Nothing is looked up before the form is complete.
      await userEvent.click(dialog.getByRole('button', { name: 'Find approved submissions' }));
      expect(dialog.getByRole('combobox', { name: 'Task' })).toHaveAccessibleDescription(
        'Choose a task',
      );
      await userEvent.selectOptions(
        await dialog.findByRole('combobox', { name: 'Task' }),
        await dialog.findByRole('option', { name: 'Night-time street clips' }),
      );
      await userEvent.type(dialog.getByRole('textbox', { name: /Amount per submission/ }), '10');
      await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Steady night shots');
      await userEvent.click(dialog.getByRole('button', { name: 'Find approved submissions' }));
      return dialog;
    };
    renderScreen(<PayoutsPage />, { user: admin, path });
    await screen.findByRole('list', { name: 'Payouts' });
    let dialog = await round();
    expect(await dialog.findByText('2 bonuses, $20.00 in all')).toBeVisible();
    expect(callMock).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(dialog.getByRole('button', { name: 'Award Bonus × 2' }));
    expect(await dialog.findByText('2 awarded, 0 failed')).toBeVisible();
    const sent = callMock.mock.calls.map(([, input]) => input as Record<string, unknown>);
    expect(sent.map((input) => input.submissionId).sort()).toEqual([
      'bonus-sub-ana',
      'bonus-sub-lee',
    ]);
    expect(sent.map((input) => input.creatorId).sort()).toEqual(['bonus-ana', 'bonus-lee']);
    expect(
      sent.every((input) => input.amountCents === 1000 && input.reason === 'Steady night shots'),
    ).toBe(true);

    // The same round again sends the same request ids: the server gives nobody a second bonus.
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    dialog = await round();
    await userEvent.click(await dialog.findByRole('button', { name: 'Award Bonus × 2' }));
    expect(await dialog.findByText('2 awarded, 0 failed')).toBeVisible();
    const again = callMock.mock.calls.slice(2).map(([, input]) => input as Record<string, unknown>);
    expect(new Set(again.map((input) => input.requestId))).toEqual(
      new Set(sent.map((input) => input.requestId)),
    );
  });

  it('should offer support no bulk bonuses', async () => {
    project.actAs(support);
    renderScreen(<PayoutsPage />, { user: support, path });
    await screen.findByRole('list', { name: 'Payouts' });
    expect(screen.queryByRole('button', { name: 'Award Bonuses' })).not.toBeInTheDocument();
  });

  it('should say there are no payouts to process when there are none', async () => {
    // The same rules in a project with no payouts; the staff record is all it holds.
    const empty = 'demo-staff-payouts-empty';
    project.actAs(admin, empty);
    await setDoc(doc(project.owner(empty), 'users', admin.uid), {
      name: admin.name,
      email: 'pay-admin@groundtruth.local',
      role: 'admin',
      status: 'active',
      created_at: ts(now),
    });
    renderScreen(<PayoutsPage />, { user: admin, path });
    expect(await screen.findByText('No payouts to process')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Payouts' })).toBeNull();
    const summary = screen.getByRole('region', { name: 'Payout summary' });
    await waitFor(() =>
      expect(
        within(summary)
          .getAllByRole('definition')
          .map((d) => d.textContent),
      ).toEqual(['0', '$0.00', '0']),
    );
  });

  it('should say it failed to load payouts, with Retry, when the read is refused', async () => {
    // A staff claim without an active staff record: the rules refuse every payout read.
    project.actAs({ uid: 'pay-demoted', role: 'admin' });
    const user = userEvent.setup();
    renderScreen(<PayoutsPage />, { user: { uid: 'pay-demoted', role: 'admin' }, path });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load payouts');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
    const toasts = screen.getByRole('list', { name: 'Error notifications' });
    expect(await within(toasts).findByText('Failed to load payouts')).toBeVisible();
    expect(within(toasts).getByText('Error')).toBeVisible();

    await setDoc(doc(project.owner(), 'users', 'pay-demoted'), {
      name: 'Back Again',
      email: 'back@groundtruth.local',
      role: 'admin',
      status: 'active',
      created_at: ts(now),
    });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await card('$35.00 to Maya Chen')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
