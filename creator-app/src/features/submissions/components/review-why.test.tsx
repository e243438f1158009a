// What a creator reads of a review's why on My Submissions: the reason's label and guidance as
// given, the notes, and each moment as "at 0:03", which opens the file (read from the emulator's
// Storage under storage.rules) in a player at that moment.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, setDoc } from 'firebase/firestore/lite';
import { DEFAULT_REVIEW_REASONS } from '@groundtruth/domain/default-review-reasons';
import { closeTestClients } from '@groundtruth/platform/testing/emulator-client';
import { actAs } from '@groundtruth/platform/testing/firebase-web';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { SubmissionsPage } from './submissions-page';
import { PATH, owner, seedFile, seedUser, submission } from './submissions-test-data';

vi.mock(
  '@groundtruth/firebase-web/firestore',
  () => import('@groundtruth/platform/testing/firebase-web'),
);
vi.mock(
  '@groundtruth/firebase-web/storage',
  () => import('@groundtruth/platform/testing/firebase-web'),
);

afterAll(closeTestClients);

const creator = { uid: 'subs-why', role: 'creator' as const };
const clip = `submissions/${creator.uid}/knife/1.mp4`;
const poor = DEFAULT_REVIEW_REASONS.find((r) => r.code === 'poor_quality')!;
const notes = 'The knife leaves the frame twice, so the cut cannot be seen.';

beforeAll(async () => {
  await seedUser(creator.uid);
  await seedFile(clip, 'not really a video', 'video/mp4');
  const base = submission(creator.uid, { task_id: 'knife' });
  await setDoc(
    doc(owner, 'submissions', 'subs-why-1'),
    submission(creator.uid, {
      task_id: 'knife',
      task_title: 'Knife skills',
      review_status: 'rejected',
      review_notes: notes,
      review_reason: poor,
      review_evidence: [
        { file_index: 0, file_name: 'cut.mp4', at_seconds: 3, note: 'Out of frame' },
        { file_index: 0, file_name: 'cut.mp4', at_seconds: 75, note: '' },
      ],
      files: [{ ...base.files[0]!, name: 'cut.mp4', path: clip, type: 'video/mp4' }],
    }),
  );
});

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:cut');
  URL.revokeObjectURL = vi.fn();
});

describe('A review with its reason', () => {
  it('should show the reason, its guidance, the notes and each moment', async () => {
    actAs(creator);
    renderScreen(<SubmissionsPage />, { user: creator, path: PATH });
    const card = await screen.findByRole('listitem', { name: 'Knife skills' });
    expect(within(card).getByText(`Reason: ${poor.label}`)).toBeVisible();
    expect(within(card).getByText(poor.guidance)).toBeVisible();
    expect(within(card).getByText(notes)).toBeVisible();
    const moments = within(card).getByRole('list', { name: 'Moments the reviewer pointed at' });
    expect(
      within(moments)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['at 0:03 Out of frame', 'at 1:15']);
  });

  it('should open the file at the moment', async () => {
    actAs(creator);
    const user = userEvent.setup();
    renderScreen(<SubmissionsPage />, { user: creator, path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Open cut.mp4 at 0:03' }));
    const dialog = await screen.findByRole('dialog', { name: 'cut.mp4 at 0:03' });
    const player = await within(dialog).findByLabelText('cut.mp4 from 0:03');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('src', 'blob:cut#t=3');
    // The bytes came from Storage with the file's type.
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('video/mp4');
    expect(blob.size).toBe('not really a video'.length);
  });
});
