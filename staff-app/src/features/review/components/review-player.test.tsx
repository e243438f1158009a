// Reviewers watch what they judge: a card names each file's kind as a person does and plays it
// in the player the creator has (the bytes read from the emulator's Storage under
// storage.rules), and the Review Submission dialog plays the files with Mark this moment, which
// adds a moment at the playhead to the feedback.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, setDoc } from 'firebase/firestore/lite';
import { paths } from '@groundtruth/domain/paths';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { actAs } from '@groundtruth/platform/testing/firebase-web';
import { axeViolations } from '@groundtruth/platform/testing/axe';
import { closeTestClients, testFirestore } from '@groundtruth/platform/testing/emulator-client';
import ReviewSubmissionsPage from './review-submissions-page';
import { putFile, seedStaff, submissionData } from '../../../testing/submission-data';

vi.mock(
  '@groundtruth/firebase-web/firestore',
  () => import('@groundtruth/platform/testing/firebase-web'),
);
vi.mock(
  '@groundtruth/firebase-web/storage',
  () => import('@groundtruth/platform/testing/firebase-web'),
);

const staff = { uid: 'rvp-support', role: 'support' as const, email: 'rvp@groundtruth.test' };
const path = paths.adminSubmissions;
const open = () =>
  renderScreen(<ReviewSubmissionsPage />, { user: staff, path, url: `${path}?taskId=rvp-task` });
const creator = 'rvp-ana';
const clip = `submissions/${creator}/rvp-task/rvp-1.mov`;
const bytes = 'not really a video';

beforeAll(async () => {
  const db = testFirestore('owner');
  await seedStaff(db, { ...staff, name: 'Sam Support' });
  await putFile(clip, bytes, 'video/quicktime');
  const data = submissionData({
    id: 'rvp-1',
    taskId: 'rvp-task',
    taskTitle: 'Walk test',
    userId: creator,
    name: 'Ana Lima',
  });
  await setDoc(doc(db, 'submissions/rvp-1'), {
    ...data,
    files: [
      {
        ...data.files[0]!,
        name: 'walk.mov',
        path: clip,
        type: 'video/quicktime',
        size: bytes.length,
      },
    ],
  });
});
beforeEach(() => {
  actAs(staff);
  URL.createObjectURL = vi.fn(() => 'blob:walk');
  URL.revokeObjectURL = vi.fn();
  // jsdom has no media playback: a paused player at 0:12.
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'currentTime', 'get').mockReturnValue(12.7);
});
afterAll(closeTestClients);

describe('A reviewer watching a submission', () => {
  it("should name the file's kind on the card and play it in the creator's player", async () => {
    const user = userEvent.setup();
    open();
    const card = await screen.findByRole('article', { name: 'Walk test by Ana Lima' });
    const files = within(within(card).getByRole('list', { name: 'Files' }));
    expect(files.getByText('Video (MOV)')).toBeInTheDocument();
    // The content type Storage recorded stays in the custody record, folded away, beside its name.
    expect(files.getByText('video/quicktime')).not.toBeVisible();
    await user.click(files.getByRole('button', { name: 'Play walk.mov' }));
    const dialog = await screen.findByRole('dialog', { name: 'walk.mov' });
    const player = await within(dialog).findByLabelText('walk.mov');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('src', 'blob:walk');
    expect(player).toHaveAttribute('controls');
    // The bytes came from Storage, read as the reviewer, with the file's type.
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('video/quicktime');
    expect(blob.size).toBe(bytes.length);
    expect(await axeViolations()).toEqual([]);
  });

  it('should play the file in the review dialog and mark a moment at the playhead', async () => {
    const user = userEvent.setup();
    open();
    const card = await screen.findByRole('article', { name: 'Walk test by Ana Lima' });
    await user.click(within(card).getByRole('button', { name: 'Review Submission' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Review Submission' }));
    // Nothing is read until the reviewer asks to watch.
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    await user.click(dialog.getByRole('button', { name: 'Play walk.mov' }));
    const player = await dialog.findByLabelText('walk.mov');
    expect(player).toHaveAttribute('src', 'blob:walk');

    await user.click(dialog.getByRole('button', { name: 'Mark this moment' }));
    const moment = within(dialog.getByRole('group', { name: 'Moment 1' }));
    expect(moment.getByLabelText(/At \(m:ss\)/)).toHaveValue('0:12');
    expect(dialog.getByRole('status')).toHaveTextContent('Marked walk.mov at 0:12');
    expect(await axeViolations()).toEqual([]);
  });
});
