// Downloading a submitted file from My Submissions: the bytes from the emulator's Storage under
// storage.rules, handed to the browser under the file's own name; a failure says why.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, setDoc } from 'firebase/firestore/lite';
import { messages } from '@groundtruth/domain/messages';
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

describe('Downloading a submitted file', () => {
  const dl = { uid: 'subs-download', role: 'creator' as const };
  const path = `submissions/${dl.uid}/recipe/1.txt`;
  let clicked: { href: string; download: string }[] = [];

  beforeAll(async () => {
    await seedUser(dl.uid);
    await seedFile(path, 'my recipe', 'text/plain');
    await setDoc(
      doc(owner, 'submissions', 'subs-d1'),
      submission(dl.uid, {
        task_id: 'recipe',
        task_title: 'Write a recipe',
        files: [
          {
            ...submission(dl.uid, { task_id: 'recipe' }).files[0]!,
            name: 'recipe.txt',
            path,
            size: 9,
          },
          {
            ...submission(dl.uid, { task_id: 'recipe' }).files[0]!,
            name: 'lost.txt',
            path: `submissions/${dl.uid}/recipe/missing.txt`,
          },
        ],
      }),
    );
  });

  beforeEach(() => {
    clicked = [];
    URL.createObjectURL = vi.fn(() => 'blob:recipe');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('should download the bytes under the file’s own name', async () => {
    actAs(dl);
    renderScreen(<SubmissionsPage />, { user: dl, path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Download recipe.txt' }));
    const toasts = within(screen.getByRole('list', { name: 'Notifications' }));
    expect(await toasts.findByText(messages.fileDownloaded)).toBeInTheDocument();
    expect(clicked).toEqual([{ href: 'blob:recipe', download: 'recipe.txt' }]);
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('application/octet-stream');
    const text = await new Promise((resolve) => {
      const reader = new FileReader(); // jsdom's Blob has no text()
      reader.onload = () => resolve(reader.result);
      reader.readAsText(blob);
    });
    expect(text).toBe('my recipe');
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:recipe'));
  });

  it('should show the error’s message when the download fails', async () => {
    actAs(dl);
    renderScreen(<SubmissionsPage />, { user: dl, path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Download lost.txt' }));
    const toasts = within(screen.getByRole('list', { name: 'Error notifications' }));
    expect(await toasts.findByText(/does not exist|not found/i)).toBeInTheDocument();
    expect(clicked).toEqual([]);
  });
});
