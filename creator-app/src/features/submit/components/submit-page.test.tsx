// Submit Your Work against the emulator (Firestore and Storage, the real rules). Uploads really
// go to the emulator's Storage; submitWork is a Cloud Function, not running here, so `call` is a
// stand-in whose answers the tests choose (the journey calls the real one).
import fs from 'node:fs';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, Timestamp, writeBatch } from 'firebase/firestore/lite';
import { getMetadata, ref } from 'firebase/storage';
import { TERMS_VERSION } from '@groundtruth/domain/constants';
import { messages } from '@groundtruth/domain/messages';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { taskData } from '@groundtruth/platform/testing/seed-documents';
import { actAs } from '@groundtruth/platform/testing/firebase-web';
import {
  closeTestClients,
  testFirestore,
  testStorage,
} from '@groundtruth/platform/testing/emulator-client';
import { call } from '@groundtruth/firebase-web/functions';
import { axeViolations } from '@groundtruth/platform/testing/axe';
import { provenanceSample, sampleMedia } from '@groundtruth/platform/testing/sample-media';
import { SubmitPage } from './submit-page';

vi.mock(
  '@groundtruth/firebase-web/firestore',
  () => import('@groundtruth/platform/testing/firebase-web'),
);
vi.mock(
  '@groundtruth/firebase-web/storage',
  () => import('@groundtruth/platform/testing/firebase-web'),
);
vi.mock('@groundtruth/firebase-web/functions', () => ({ call: vi.fn() }));

// The Storage SDK's Node build (the one vitest loads) sends a Blob with Node's fetch, which
// reads Node's Blob only, not jsdom's: the test's files are Node Files, and the SDK's
// `instanceof Blob` check must see Node's Blob. The journey uploads browser Files in Chromium.
const jsdomBlob = globalThis.Blob;
beforeAll(() => {
  globalThis.Blob = NodeBlob as unknown as typeof Blob;
});
afterAll(() => {
  globalThis.Blob = jsdomBlob;
});
// The accept attribute is a hint a person can override ("All files"), as drag-and-drop does.
const user = userEvent.setup({ applyAccept: false });

const creator = { uid: 'sbm-creator', role: 'creator' as const };
// The acceptance clock: one whose acceptance ran out, one on the clock.
const late = { uid: 'sbm-late', role: 'creator' as const };
const timed = { uid: 'sbm-timed', role: 'creator' as const };
// Where the work stands: already submitted (pending, approved, changes requested), and none accepted.
const waiting = { uid: 'sbm-waiting', role: 'creator' as const };
const approved = { uid: 'sbm-approved', role: 'creator' as const };
const changes = { uid: 'sbm-changes', role: 'creator' as const };
const stranger = { uid: 'sbm-stranger', role: 'creator' as const };
const taskId = 'sbm-task';
const acceptanceId = `${taskId}_${creator.uid}`;
const url = `/dashboard/submit?taskId=${taskId}&acceptanceId=${acceptanceId}`;
const mediaTaskId = 'sbm-media-task';
const mediaUrl = `/dashboard/submit?taskId=${mediaTaskId}&acceptanceId=${mediaTaskId}_${creator.uid}`;
let samples: Awaited<ReturnType<typeof sampleMedia>>;
beforeAll(async () => {
  samples = await sampleMedia();
}, 180_000);
/** A sample file (dev-stack/src/samples/sample-media.mjs) as the picker hands it over. */
const sample = (name: keyof typeof samples, as: string, type: string) =>
  new NodeFile([fs.readFileSync(samples[name])], as, { type }) as unknown as File;

beforeAll(async () => {
  const owner = testFirestore('owner');
  const batch = writeBatch(owner);
  for (const who of [creator, late, timed, waiting, approved, changes, stranger]) {
    batch.set(doc(owner, `users/${who.uid}`), {
      name: 'Sam',
      email: `${who.uid}@example.com`,
      role: 'creator',
      status: 'active',
      created_at: Timestamp.now(),
    });
  }
  const acceptance = (uid: string, fields: Record<string, unknown>) =>
    batch.set(doc(owner, `task_acceptances/${taskId}_${uid}`), {
      task_id: taskId,
      user_id: uid,
      status: 'accepted',
      created_at: Timestamp.now(),
      submission_count: 0,
      latest_submission_id: null,
      ...fields,
    });
  // storage.rules let a creator upload only under a task they hold an active acceptance of.
  acceptance(creator.uid, {});
  // Submitted work: the acceptance completed, naming its latest submission (as submitWork does).
  for (const [who, review_status] of [
    [waiting, 'pending'],
    [approved, 'approved'],
    [changes, 'needs_changes'],
  ] as const) {
    const submissionId = `${taskId}_${who.uid}_1`;
    acceptance(who.uid, {
      status: 'completed',
      submission_count: 1,
      latest_submission_id: submissionId,
    });
    batch.set(doc(owner, `submissions/${submissionId}`), {
      user_id: who.uid,
      task_id: taskId,
      acceptance_id: `${taskId}_${who.uid}`,
      notes: '',
      files: [
        {
          name: 'work.txt',
          path: `submissions/${who.uid}/${taskId}/1.txt`,
          size: 5,
          type: 'text/plain',
          md5_hash: 'md5',
          crc32c: 'crc',
          uploaded_by: who.uid,
          uploaded_at: Timestamp.now(),
        },
      ],
      review_status,
      review_notes: review_status === 'pending' ? null : 'Reviewed',
      reviewer_id: review_status === 'pending' ? null : 'sbm-admin',
      reviewed_at: review_status === 'pending' ? null : Timestamp.now(),
      submitted_at: Timestamp.now(),
      task_title: 'Film a bicycle repair',
      payout_amount_cents: 4000,
      submitter_name: 'Sam',
      submitter_email: `${who.uid}@example.com`,
      attestation: { owns_content: true, consents_to_ai_training: true, terms_version: 'v1' },
      paid: false,
    });
  }
  const hourAgo = Timestamp.fromMillis(Date.now() - 3_600_000);
  acceptance(late.uid, { status: 'expired', expires_at: hourAgo, expired_at: hourAgo });
  // 3 hours and a half: "3 hours 29 minutes" for the next minute.
  acceptance(timed.uid, { expires_at: Timestamp.fromMillis(Date.now() + 209.9 * 60_000) });
  batch.set(doc(owner, `tasks/${taskId}`), {
    title: 'Film a bicycle repair',
    category: 'video',
    description: 'Show how you fix a flat tyre, start to finish.',
    payout_amount_cents: 4000,
    due_at: null,
    quota_limit: null,
    accepted_count: 1,
    instructions_url: null,
    expected_timeline: null,
    tags: [],
    status: 'published',
    created_by: 'sbm-admin',
    created_at: Timestamp.now(),
  });
  // Media requirements: a task that names what its files must be, and an acceptance of it.
  batch.set(doc(owner, `tasks/${mediaTaskId}`), {
    title: 'Film a market stall',
    category: 'video',
    description: 'One clip of a stall opening.',
    payout_amount_cents: 5000,
    due_at: null,
    quota_limit: null,
    accepted_count: 1,
    instructions_url: null,
    expected_timeline: null,
    tags: [],
    status: 'published',
    created_by: 'sbm-admin',
    created_at: Timestamp.now(),
    requirements: {
      kinds: ['video'],
      max_files: 1,
      video: { min_width: 1280, min_height: 720, min_duration_s: 4, audio: 'required' },
    },
  });
  batch.set(doc(owner, `task_acceptances/${mediaTaskId}_${creator.uid}`), {
    task_id: mediaTaskId,
    user_id: creator.uid,
    status: 'accepted',
    created_at: Timestamp.now(),
    submission_count: 0,
    latest_submission_id: null,
  });
  batch.set(
    doc(owner, 'tasks/sbm-draft'),
    taskData({ title: 'Not for creators', payout_amount_cents: 100, created_by: 'sbm-admin' }),
  );
  await batch.commit();
});

afterAll(closeTestClients);

beforeEach(() => {
  vi.mocked(call).mockReset();
  actAs(creator);
});

function renderSubmit(at = url, who: { uid: string; role: 'creator' } = creator) {
  actAs(who);
  return renderScreen(<SubmitPage />, { user: who, path: '/dashboard/submit', url: at });
}
const urlOf = (uid: string) => `/dashboard/submit?taskId=${taskId}&acceptanceId=${taskId}_${uid}`;

const file = (name: string, bytes: number, type: string) =>
  new NodeFile([new Uint8Array(bytes).fill(65)], name, { type }) as unknown as File;
const picker = () => screen.getByLabelText('Files');
const submitButton = () => screen.getByRole('button', { name: 'Submit Work' });
const errorToasts = () => within(screen.getByRole('list', { name: 'Error notifications' }));

/** Chooses files and waits until the device check of each is done. */
async function choose(files: File | File[]) {
  await user.upload(picker(), files);
  // The rows load with the first file chosen; then each file's check runs.
  await screen.findByRole('list', { name: 'Chosen files' }, { timeout: 10_000 });
  await waitFor(() => expect(screen.queryByText(/on your device…$/)).toBeNull(), {
    timeout: 15_000,
  });
}

async function attest() {
  await user.click(screen.getByRole('checkbox', { name: 'I made this content myself' }));
  await user.click(screen.getByRole('checkbox', { name: 'I consent to its use for AI training' }));
}

describe('Submit Your Work', () => {
  it('should show the task, the terms version, and a Cancel back to the tasks', async () => {
    const { currentUrl } = renderSubmit();
    expect(screen.getByRole('heading', { level: 1, name: 'Submit Your Work' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Film a bicycle repair' })).toBeVisible();
    expect(screen.getByText('Show how you fix a flat tyre, start to finish.')).toBeVisible();
    expect(screen.getByText(new RegExp(`version ${TERMS_VERSION}`))).toBeVisible();
    expect(submitButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(currentUrl()).toBe('/dashboard/tasks');
  });

  it('should send the creator back to the tasks when the task cannot be loaded', async () => {
    const { currentUrl } = renderSubmit('/dashboard/submit?taskId=sbm-draft');
    await waitFor(() => expect(currentUrl()).toBe('/dashboard/tasks'));
    expect(await errorToasts().findByText('Failed to load task')).toBeVisible();
  });

  it('should list chosen files in MB with two decimals, remove them, and refuse what Storage would', async () => {
    renderSubmit();
    await screen.findByRole('heading', { name: 'Film a bicycle repair' });
    const huge = file('huge.mp4', 10, 'video/mp4');
    Object.defineProperty(huge, 'size', { value: 3 * 1024 ** 3 });
    await choose([
      file('clip.mp4', 1_572_864, 'video/mp4'),
      file('notes.txt', 12, 'text/plain'),
      file('setup.exe', 10, 'application/x-msdownload'),
      huge,
    ]);
    const list = within(screen.getByRole('list', { name: 'Chosen files' }));
    expect(list.getAllByRole('listitem')).toHaveLength(2);
    expect(list.getByText('clip.mp4')).toBeVisible();
    expect(list.getByText('1.50 MB')).toBeVisible();
    expect(list.getByText('0.00 MB')).toBeVisible();
    const refused = screen.getByRole('alert');
    expect(refused).toHaveTextContent('The file type of setup.exe is not accepted');
    expect(refused).toHaveTextContent('The file huge.mp4 is larger than the upload limit of 2 GB');
    expect(submitButton()).toBeEnabled();

    await user.click(list.getByRole('button', { name: 'Remove clip.mp4' }));
    await user.click(screen.getByRole('button', { name: 'Remove notes.txt' }));
    expect(screen.queryByRole('list', { name: 'Chosen files' })).toBeNull();
    expect(submitButton()).toBeDisabled();
  });

  it('should require both attestations before uploading anything', async () => {
    renderSubmit();
    await screen.findByRole('heading', { name: 'Film a bicycle repair' });
    await choose(file('a.txt', 5, 'text/plain'));
    await user.click(submitButton());
    expect(
      errorToasts().getByText(
        'Confirm that you made this content yourself and consent to its use for AI training',
      ),
    ).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'I made this content myself' })).toBeInvalid();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });

  it('should upload to Storage, keep everything after a refused submit, and not upload twice on retry', async () => {
    vi.mocked(call)
      .mockRejectedValueOnce(
        Object.assign(
          new Error('This work has already been submitted and is awaiting review [412]'),
          {
            details: undefined,
          },
        ),
      )
      .mockResolvedValueOnce({ submissionId: `${acceptanceId}_1` });
    const { currentUrl } = renderSubmit();
    await screen.findByRole('heading', { name: 'Film a bicycle repair' });
    await choose([file('take-1.mp4', 300_000, 'video/mp4'), file('notes.md', 40, 'text/markdown')]);
    await user.type(screen.getByLabelText('Notes (optional)'), 'Two takes');
    await attest();
    await user.click(submitButton());

    const toast = await screen.findByText(
      'This work has already been submitted and is awaiting review',
    );
    expect(toast).toBeVisible();
    expect(call).toHaveBeenCalledTimes(1);
    const [entry, input] = vi.mocked(call).mock.calls[0]!;
    expect(entry).toMatchObject({ name: 'submitWork' });
    expect(input).toMatchObject({
      taskId,
      acceptanceId,
      notes: 'Two takes',
      fileNames: ['take-1.mp4', 'notes.md'],
      attestation: { ownsContent: true, consentsToAiTraining: true, termsVersion: TERMS_VERSION },
    });
    const { filePaths } = input as { filePaths: string[] };
    expect(filePaths[0]).toMatch(new RegExp(`^submissions/${creator.uid}/${taskId}/\\d+\\.mp4$`));
    expect(filePaths[1]).toMatch(new RegExp(`^submissions/${creator.uid}/${taskId}/\\d+\\.md$`));
    const stored = await getMetadata(ref(testStorage('owner'), filePaths[0]!));
    expect(stored).toMatchObject({ size: 300_000, contentType: 'video/mp4' });

    // Nothing lost: both files listed, uploaded, at 100 %, and the form as it was.
    const list = within(screen.getByRole('list', { name: 'Chosen files' }));
    expect(list.getAllByText('Uploaded')).toHaveLength(2);
    for (const bar of screen.getAllByRole('progressbar', { name: /Upload progress of/ })) {
      expect(bar).toHaveAttribute('aria-valuenow', '100');
    }
    expect(screen.getByLabelText('Notes (optional)')).toHaveValue('Two takes');

    await user.click(submitButton());
    await waitFor(() => expect(currentUrl()).toBe('/dashboard/submissions'));
    expect(vi.mocked(call).mock.calls[1]![1]).toMatchObject({ filePaths });
    expect(screen.getByText('Work submitted successfully!')).toBeVisible();
  });

  it('should fall back to "Failed to submit work" when the error has no message', async () => {
    vi.mocked(call).mockRejectedValueOnce({});
    renderSubmit();
    await screen.findByRole('heading', { name: 'Film a bicycle repair' });
    await choose(file('one.txt', 3, 'text/plain'));
    await attest();
    await user.click(submitButton());
    expect(await errorToasts().findByText('Failed to submit work')).toBeVisible();
  });

  it('should show the time left to submit beside the task', async () => {
    renderSubmit(urlOf(timed.uid), timed);
    await screen.findByRole('heading', { name: 'Film a bicycle repair' });
    const left = screen.getByText(/left to submit/);
    expect(left).toHaveTextContent(/^3 hours 29 minutes left to submit/);
    expect(left).toHaveAttribute('title', expect.stringMatching(/^Submit by /));
    expect(screen.getByLabelText('Files')).toBeInTheDocument();
  });

  it('should not offer an expired acceptance, and send the creator to accept again', async () => {
    const { currentUrl } = renderSubmit(urlOf(late.uid), late);
    await screen.findByRole('heading', { name: 'Film a bicycle repair' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Expired');
    expect(alert).toHaveTextContent(messages.acceptanceExpired);
    expect(screen.queryByRole('form', { name: 'Submit work' })).toBeNull();
    expect(screen.queryByLabelText('Files')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit Work' })).toBeNull();
    await user.click(within(alert).getByRole('link', { name: 'Browse Available Tasks' }));
    expect(currentUrl()).toBe('/dashboard/tasks');
    expect(call).not.toHaveBeenCalled();
  });

  it('should show the refusal of an expired acceptance and keep everything the creator chose', async () => {
    vi.mocked(call).mockRejectedValueOnce(
      Object.assign(new Error(`${messages.acceptanceExpired} [400]`), {
        code: 'functions/failed-precondition',
      }),
    );
    renderSubmit();
    await screen.findByRole('heading', { name: 'Film a bicycle repair' });
    await choose(file('late.mp4', 2_000, 'video/mp4'));
    await user.type(screen.getByLabelText('Notes (optional)'), 'Shot this morning');
    await attest();
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.acceptanceExpired);
    expect(await errorToasts().findByText(messages.acceptanceExpired)).toBeVisible();
    // Nothing lost: the file, the notes and the attestation as they were; no second submit.
    expect(
      within(screen.getByRole('list', { name: 'Chosen files' })).getByText('late.mp4'),
    ).toBeVisible();
    expect(screen.getByLabelText('Notes (optional)')).toHaveValue('Shot this morning');
    expect(screen.getByRole('checkbox', { name: 'I made this content myself' })).toBeChecked();
    expect(submitButton()).toBeDisabled();
    expect(call).toHaveBeenCalledTimes(1);
  });
  it.each([
    ['pending', waiting, 'Submitted — pending review', messages.alreadySubmitted],
    ['approved', approved, 'Approved', messages.submissionClosed],
  ])(
    'should offer no upload for %s work, which submitWork would refuse, and say where it stands',
    async (_status, who, state, why) => {
      const { currentUrl } = renderSubmit(urlOf(who.uid), who);
      expect(await screen.findByRole('heading', { name: 'Film a bicycle repair' })).toBeVisible();
      const notice = await screen.findByRole('status', { name: '' });
      expect(notice).toHaveTextContent(state);
      expect(notice).toHaveTextContent(why);
      expect(screen.queryByRole('button', { name: 'Submit Work' })).toBeNull();
      expect(screen.queryByLabelText('Files')).toBeNull();
      await user.click(within(notice).getByRole('link', { name: 'Go to My Submissions' }));
      expect(currentUrl()).toBe('/dashboard/submissions');
    },
  );

  it('should ask to accept the task first when the creator has not', async () => {
    renderSubmit(urlOf(stranger.uid), stranger);
    await screen.findByRole('heading', { name: 'Film a bicycle repair' });
    const notice = await screen.findByRole('status', { name: '' });
    expect(notice).toHaveTextContent(messages.acceptBeforeSubmit);
    expect(within(notice).getByRole('link', { name: 'Browse Available Tasks' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit Work' })).toBeNull();
  });

  it('should offer the form again once changes were requested (Resubmit), saying so with the notes', async () => {
    renderSubmit(urlOf(changes.uid), changes);
    await screen.findByRole('heading', { name: 'Film a bicycle repair' });
    expect(await screen.findByLabelText('Files')).toBeVisible();
    expect(submitButton()).toBeDisabled();
    // The notice loads on demand: only a resubmission shows it.
    const notice = await screen.findByRole('status', { name: messages.resubmissionTitle });
    expect(notice).toHaveTextContent(messages.resubmissionBody);
    expect(notice).toHaveTextContent('Reviewed');
  });

  describe('the device check against the task’s requirements', () => {
    it('should show the requirements, and refuse a file under them with the reason, before any upload', async () => {
      renderSubmit(mediaUrl);
      await screen.findByRole('heading', { name: 'Film a market stall' });
      const requirements = screen.getByRole('list', { name: 'File requirements' });
      expect(requirements).toHaveTextContent('Accepts: video');
      expect(requirements).toHaveTextContent('Files: at most 1');
      expect(requirements).toHaveTextContent(
        'Video: at least 1280 × 720, at least 0:04 long, with sound',
      );

      await user.upload(picker(), sample('mp4Small', 'small.mp4', 'video/mp4'));
      // The check runs on the device while the row says so; Submit waits for it.
      expect(submitButton()).toBeDisabled();
      const verdicts = await screen.findByRole(
        'list',
        { name: 'Requirements for small.mp4' },
        { timeout: 15_000 },
      );
      expect(
        screen.getByText(/^MPEG-4 \(AVC\) · 640 × 360 · 0:05 · 25 fps · with sound/),
      ).toBeVisible();
      expect(verdicts).toHaveTextContent(
        'Does not meet: 640 × 360 — this task needs at least 1280 × 720',
      );
      expect(verdicts).toHaveTextContent('Meets: 0:05 — this task needs at least 0:04');
      expect(verdicts).toHaveTextContent('Meets: with sound — this task needs video with sound');
      await attest();
      expect(submitButton()).toBeDisabled();
      expect(submitButton()).toHaveAccessibleDescription(
        'Remove the files that do not meet this task’s requirements: small.mp4',
      );
      expect(
        screen.getByText(/small\.mp4 does not meet this task’s requirements: 640 × 360/),
      ).toBeInTheDocument();
      await user.click(submitButton());
      expect(call).not.toHaveBeenCalled();
      expect(screen.queryByRole('progressbar')).toBeNull();
    });

    it('should find a renamed PDF by its bytes, and a silent clip by its tracks', async () => {
      renderSubmit(mediaUrl);
      await screen.findByRole('heading', { name: 'Film a market stall' });
      await choose([
        sample('pdfAsMp4', 'report.mp4', 'video/mp4'),
        sample('mp4Silent', 'quiet.mp4', 'video/mp4'),
      ]);
      expect(screen.getByRole('list', { name: 'Requirements for report.mp4' })).toHaveTextContent(
        'Does not meet: text or document — this task accepts video',
      );
      expect(screen.getByRole('list', { name: 'Requirements for quiet.mp4' })).toHaveTextContent(
        'Does not meet: no sound — this task needs video with sound',
      );
      // Two files where one is the most: said too, once the failing files are gone.
      expect(submitButton()).toHaveAccessibleDescription(
        'Remove the files that do not meet this task’s requirements: report.mp4, quiet.mp4',
      );
      await user.click(screen.getByRole('button', { name: 'Remove report.mp4' }));
      await user.click(screen.getByRole('button', { name: 'Remove quiet.mp4' }));
      await choose([
        sample('mp4Faststart', 'a.mp4', 'video/mp4'),
        sample('mp4MoovAtEnd', 'b.mp4', 'video/mp4'),
      ]);
      expect(submitButton()).toBeDisabled();
      expect(submitButton()).toHaveAccessibleDescription(
        '2 files — this task needs at most 1 file',
      );
    });

    it('should block a file labelled AI-generated and flag one that carries its place, before upload', async () => {
      renderSubmit();
      await screen.findByRole('heading', { name: 'Film a bicycle repair' });
      const photo = (key: Parameters<typeof provenanceSample>[0], as: string) =>
        new NodeFile([provenanceSample(key)], as, { type: 'image/jpeg' }) as unknown as File;
      await choose([photo('aiGenerated', 'generated.jpg'), photo('located', 'street.jpg')]);
      // A task with no requirements refuses AI-generated work by default.
      expect(
        screen.getByRole('list', { name: 'Requirements for generated.jpg' }),
      ).toHaveTextContent(
        'Does not meet: Content Credentials say this was generated by an AI model',
      );
      expect(
        screen.getByText(
          /Content Credentials: signed by Groundtruth Test Camera · Content Credentials: generated by an AI model/,
        ),
      ).toBeVisible();
      await attest();
      expect(submitButton()).toHaveAccessibleDescription(
        'Remove the files that do not meet this task’s requirements: generated.jpg',
      );
      // The position is named as a fact, never shown.
      expect(
        screen.getByText(
          'This file contains the place it was recorded. It will be removed before it is delivered to a customer.',
        ),
      ).toBeVisible();
      expect(
        screen.getByText(
          /No Content Credentials · Recorded Nov 20, 2026 on Groundtruth Test Phone 1/,
        ),
      ).toBeVisible();
      expect(document.body.textContent).not.toMatch(/48\.85|2\.29/);
      await user.click(screen.getByRole('button', { name: 'Remove generated.jpg' }));
      expect(submitButton()).toBeEnabled();
      expect(await axeViolations()).toEqual([]);
      expect(call).not.toHaveBeenCalled();
    });

    it('should upload a file that meets every requirement', async () => {
      vi.mocked(call).mockResolvedValueOnce({ submissionId: `${mediaTaskId}_${creator.uid}_1` });
      const { currentUrl } = renderSubmit(mediaUrl);
      await screen.findByRole('heading', { name: 'Film a market stall' });
      await choose(sample('mp4MoovAtEnd', 'stall.mp4', 'video/mp4'));
      const verdicts = screen.getByRole('list', { name: 'Requirements for stall.mp4' });
      expect(verdicts).toHaveTextContent('Meets: 1280 × 720 — this task needs at least 1280 × 720');
      expect(verdicts).not.toHaveTextContent('Does not meet');
      expect(screen.getByText('stall.mp4 meets this task’s requirements.')).toBeInTheDocument();
      await attest();
      expect(submitButton()).toBeEnabled();
      await user.click(submitButton());
      await waitFor(() => expect(currentUrl()).toBe('/dashboard/submissions'));
      expect(vi.mocked(call).mock.calls[0]![1]).toMatchObject({
        taskId: mediaTaskId,
        fileNames: ['stall.mp4'],
      });
    });
  });
});
