// A task's dataset exports on Manage Tasks, against the emulator under the real rules:
// each export's status, counts, size and creator; Export dataset for admins only, sending
// exportDataset; the whole-dataset download (datasetArchiveLink), manifest and card of a
// complete export. The callable is stood in
// for here; the journey (e2e/tests/staff-dataset-export.spec.ts) runs the real one and the job.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, setDoc, Timestamp } from 'firebase/firestore/lite';
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
vi.mock(
  '@groundtruth/firebase-web/storage',
  () => import('@groundtruth/platform/testing/firebase-web'),
);
const callMock = vi.hoisted(() => vi.fn());
vi.mock('@groundtruth/firebase-web/functions', () => ({ call: callMock }));

const prefix = 'tex';
const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const admin = { uid: `${prefix}-admin`, role: 'admin' as const, name: 'Ada Admin' };
const support = { uid: `${prefix}-support`, role: 'support' as const, name: 'Sid Support' };
const path = '/dashboard/admin/tasks';
const TITLE = 'Export a bicycle repair';
const SHA = 'ab'.repeat(32);

function exportDoc(n: number, fields: Record<string, unknown>) {
  return {
    task_id: `${prefix}-task`,
    task_title: TITLE,
    status: 'queued',
    approved_from: null,
    approved_to: null,
    created_by: admin.uid,
    created_by_name: 'Ada Admin',
    created_at: at(`2200-02-0${n}T10:00:00Z`),
    started_at: null,
    completed_at: null,
    updated_at: at(`2200-02-0${n}T10:00:00Z`),
    submission_count: 0,
    file_count: 0,
    total_bytes: 0,
    contributor_count: 0,
    error: null,
    manifest_sha256: null,
    key_fingerprint: null,
    ...fields,
  };
}

beforeAll(async () => {
  const owner = testFirestore('owner');
  const user = (uid: string, role: string) => ({
    name: uid,
    email: `${uid}@example.com`,
    role,
    status: 'active',
    created_at: at('2026-01-01T00:00:00Z'),
  });
  await Promise.all([
    setDoc(doc(owner, `users/${admin.uid}`), user(admin.uid, 'admin')),
    setDoc(doc(owner, `users/${support.uid}`), user(support.uid, 'support')),
    // Published and dated after anything but manage-tasks-page.test's tasks, so it is on the
    // first page of published tasks without moving that file's first page.
    setDoc(
      doc(owner, `tasks/${prefix}-task`),
      taskData({
        title: TITLE,
        payout_amount_cents: 500,
        status: 'published',
        created_by: admin.uid,
        created_at: at('2100-01-01T00:00:00Z'),
      }),
    ),
    setDoc(
      doc(owner, `dataset_exports/${prefix}-done`),
      exportDoc(1, {
        status: 'complete',
        submission_count: 3,
        file_count: 4,
        contributor_count: 2,
        total_bytes: 2_500_000,
        include_auto_approved: true,
        auto_approved_count: 1,
        archive_sha256: SHA,
        archive_bytes: 2_540_032,
      }),
    ),
    setDoc(
      doc(owner, `dataset_exports/${prefix}-failed`),
      exportDoc(2, {
        status: 'failed',
        error: serverMessages.exportFileMissing('submissions/u/t/1.mp4'),
        include_auto_approved: false,
        auto_approved_count: 0,
      }),
    ),
  ]);
});
afterAll(closeTestClients);
beforeEach(() => callMock.mockReset());

async function openExports(who: typeof admin | typeof support) {
  actAs(who);
  renderScreen(<ManageTasksPage />, { user: who, path, url: `${path}?status=published` });
  await screen.findByRole('list', { name: 'Tasks' });
  const card = within(screen.getByRole('listitem', { name: TITLE }));
  await userEvent.click(card.getByRole('button', { name: 'Datasets' }));
  return within(await screen.findByRole('list', { name: `Exports of ${TITLE}` }));
}

describe('Dataset exports on Manage Tasks', () => {
  it("should list a task's exports newest first with status, counts, size, creator and auto-approved work", async () => {
    const list = await openExports(admin);
    const [failed, done] = list.getAllByRole('listitem');
    expect(within(failed!).getByText('Failed')).toBeVisible();
    expect(within(failed!).getByRole('alert')).toHaveTextContent(
      serverMessages.exportFileMissing('submissions/u/t/1.mp4'),
    );
    expect(within(done!).getByText('Complete')).toBeVisible();
    expect(done).toHaveTextContent(
      '4 files · 3 submissions · 1 auto-approved · 2 contributors · 2.5 MB · created by Ada Admin',
    );
    expect(failed).toHaveTextContent(
      `0 files · 0 submissions · ${staffMessages.exportLeavesOutAutoApproved} · 0 B · created by Ada Admin`,
    );
    expect(within(done!).getByRole('button', { name: 'Download manifest' })).toBeEnabled();
    expect(within(done!).getByRole('button', { name: 'Download dataset card' })).toBeEnabled();
    expect(
      within(failed!).queryByRole('button', { name: 'Download manifest' }),
    ).not.toBeInTheDocument();
  });

  it('should send exportDataset for an admin and say the export started', async () => {
    callMock.mockResolvedValue({ exportId: `${prefix}-new` });
    await openExports(admin);
    await userEvent.click(screen.getByRole('button', { name: 'Export dataset' }));
    expect(await screen.findByText(staffMessages.exportQueued)).toBeVisible();
    expect(callMock).toHaveBeenLastCalledWith(callables.exportDataset, {
      taskId: `${prefix}-task`,
      includeAutoApproved: true,
    });
  });

  it('should send exportDataset without auto-approved work when the admin leaves it out', async () => {
    callMock.mockResolvedValue({ exportId: `${prefix}-staff-only` });
    await openExports(admin);
    const include = screen.getByRole('checkbox', { name: 'Include auto-approved work' });
    expect(include).toBeChecked();
    await userEvent.click(include);
    await userEvent.click(screen.getByRole('button', { name: 'Export dataset' }));
    expect(await screen.findByText(staffMessages.exportQueued)).toBeVisible();
    expect(callMock).toHaveBeenLastCalledWith(callables.exportDataset, {
      taskId: `${prefix}-task`,
      includeAutoApproved: false,
    });
  });

  it('should offer the whole dataset with its SHA-256, asking datasetArchiveLink for the link', async () => {
    callMock.mockResolvedValue({ url: '#archive', expiresAt: '2200-01-01T00:05:00.000Z' });
    const list = await openExports(support);
    const [failed, done] = list.getAllByRole('listitem');
    expect(done).toHaveTextContent(`Whole dataset: 2.5 MB tar · SHA-256 ${SHA}`);
    expect(
      within(failed!).queryByRole('button', { name: 'Download whole dataset' }),
    ).not.toBeInTheDocument();
    await userEvent.click(within(done!).getByRole('button', { name: 'Download whole dataset' }));
    expect(callMock).toHaveBeenLastCalledWith(callables.datasetArchiveLink, {
      exportId: `${prefix}-done`,
    });
  });

  it('should say why the whole dataset could not be downloaded', async () => {
    const list = await openExports(admin);
    const [, done] = list.getAllByRole('listitem');
    callMock.mockRejectedValueOnce(new Error(`${serverMessages.exportHasNoArchive} [400]`));
    await userEvent.click(within(done!).getByRole('button', { name: 'Download whole dataset' }));
    expect(await screen.findByText(staffMessages.failedDownloadExportFile)).toBeVisible();
    expect(screen.getByText(serverMessages.exportHasNoArchive)).toBeVisible();
  });

  it('should show support the exports but no Export dataset', async () => {
    const list = await openExports(support);
    expect(list.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Export dataset' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('checkbox', { name: 'Include auto-approved work' }),
    ).not.toBeInTheDocument();
  });
});
