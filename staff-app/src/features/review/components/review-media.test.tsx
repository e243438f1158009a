// Review Submissions and media requirements against the emulator under the real rules: each file's media
// facts (as submitWork stored them) beside its custody record, a flag for each of the task's
// requirements a file only just meets or no longer meets, and the "Fails requirements" filter
// over the flag updateTaskRequirements keeps.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, setDoc } from 'firebase/firestore/lite';
import { paths } from '@groundtruth/domain/paths';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { actAs } from '@groundtruth/platform/testing/firebase-web';
import { closeTestClients, testFirestore } from '@groundtruth/platform/testing/emulator-client';
import ReviewSubmissionsPage from './review-submissions-page';
import { seedStaff, submissionData, type SeedSubmission } from '../../../testing/submission-data';
import { taskData } from '@groundtruth/platform/testing/seed-documents';

vi.mock(
  '@groundtruth/firebase-web/firestore',
  () => import('@groundtruth/platform/testing/firebase-web'),
);

const staff = { uid: 'rvm-support', role: 'support' as const, email: 'rvm@groundtruth.test' };
const path = paths.adminSubmissions;
const open = (query: string) =>
  renderScreen(<ReviewSubmissionsPage />, { user: staff, path, url: `${path}?${query}` });

const hd = {
  type: 'video',
  format: 'MPEG-4',
  width: 1280,
  height: 720,
  duration_s: 5,
  fps: 25,
  codec: 'AVC',
  audio: true,
  sample_rate_hz: 48000,
};

/** A submission of one MP4 with the facts submitWork stored, and the review flags given. */
function withMedia(s: SeedSubmission, media: object | null, flags: object = {}) {
  const data = submissionData({ ...s, fileName: s.fileName ?? 'clip.mp4' });
  const [file] = data.files;
  return {
    ...data,
    files: [{ ...file!, type: 'video/mp4', size: 447_119, ...(media ? { media } : {}) }],
    ...flags,
  };
}

beforeAll(async () => {
  const db = testFirestore('owner');
  await seedStaff(db, { ...staff, name: 'Sam Support' });
  await setDoc(
    doc(db, 'tasks/rvm-task'),
    taskData({
      title: 'Film a market stall',
      accepted_count: 3,
      status: 'published',
      created_by: staff.uid,
      // Raised after two of the three were submitted: 1280 × 720 only just meets it.
      requirements: { video: { min_width: 1280, min_height: 720, min_duration_s: 10 } },
    }),
  );
  const common = { taskId: 'rvm-task', taskTitle: 'Film a market stall' };
  await Promise.all([
    setDoc(
      doc(db, 'submissions/rvm-short'),
      withMedia(
        { ...common, id: 'rvm-short', userId: 'rvm-ana', name: 'Ana Ruiz', minute: 1 },
        hd,
        {
          fails_requirements: true,
          requirement_problems: ['clip.mp4: 0:05 — this task needs at least 0:10'],
        },
      ),
    ),
    setDoc(
      doc(db, 'submissions/rvm-long'),
      withMedia(
        { ...common, id: 'rvm-long', userId: 'rvm-ben', name: 'Ben Okafor', minute: 2 },
        { ...hd, width: 1920, height: 1080, duration_s: 600.4 },
        { fails_requirements: false, requirement_problems: [] },
      ),
    ),
    setDoc(
      doc(db, 'submissions/rvm-old'),
      withMedia({ ...common, id: 'rvm-old', userId: 'rvm-cy', name: 'Cy Lee', minute: 3 }, null),
    ),
  ]);
});
afterAll(closeTestClients);

describe('Review Submissions: media facts and requirements', () => {
  it('should show each file’s facts beside its custody record, flagging what it only just meets or fails', async () => {
    actAs(staff);
    open('taskId=rvm-task');
    const short = within(await screen.findByRole('article', { name: /by Ana Ruiz/ }));
    expect(short.getByLabelText('Media facts of clip.mp4')).toHaveTextContent(
      'MPEG-4 (AVC) · 1280 × 720 · 0:05 · 25 fps · with sound · 48,000 Hz',
    );
    const flags = await short.findByRole('list', { name: 'Requirement flags of clip.mp4' });
    expect(
      within(flags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Only just meets: 1280 × 720 — this task needs at least 1280 × 720',
      'Does not meet: 0:05 — this task needs at least 0:10',
    ]);
    expect(short.getByText('Fails requirements', { selector: 'span' })).toBeInTheDocument();
    expect(short.getByRole('list', { name: 'Requirement problems' })).toHaveTextContent(
      'clip.mp4: 0:05 — this task needs at least 0:10',
    );
    expect(short.getByLabelText('Custody record of clip.mp4')).toBeInTheDocument();

    // Well clear of every bound: facts, and no flag.
    const long = within(screen.getByRole('article', { name: /by Ben Okafor/ }));
    expect(long.getByLabelText('Media facts of clip.mp4')).toHaveTextContent('1920 × 1080 · 10:00');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(long.queryByRole('list', { name: 'Requirement flags of clip.mp4' })).toBeNull();
    expect(long.queryByText('Fails requirements', { selector: 'span' })).toBeNull();

    // Submitted before inspection: said so, never judged.
    const old = within(screen.getByRole('article', { name: /by Cy Lee/ }));
    expect(
      old.getByText('Media facts: not recorded (submitted before files were inspected)'),
    ).toBeInTheDocument();
  });

  it('should list only the pending work that fails its task’s requirements under “Fails requirements”', async () => {
    actAs(staff);
    const user = userEvent.setup();
    const view = open('taskId=rvm-task');
    await screen.findByRole('article', { name: /by Ana Ruiz/ });
    await user.selectOptions(screen.getByLabelText('Review state'), 'Fails requirements');
    expect(view.currentUrl()).toBe(`${path}?status=fails_requirements`);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: /by Ben Okafor/ })).toBeNull(),
    );
    expect(await screen.findByRole('article', { name: /by Ana Ruiz/ })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /by Cy Lee/ })).toBeNull();
    // Listed across every task, as appeals are.
    expect(screen.getByLabelText('Task')).toBeDisabled();
  });
});
