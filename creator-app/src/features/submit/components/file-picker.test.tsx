// Submit's file picker against the emulator (the task and its acceptance read with the real
// rules): one control to choose files, before and after some are chosen; the kinds the task
// takes, not every kind the product takes; the same file chosen again refused with a sentence.
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, Timestamp, writeBatch } from 'firebase/firestore/lite';
import { messages } from '@groundtruth/domain/messages';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { taskData } from '@groundtruth/platform/testing/seed-documents';
import { actAs } from '@groundtruth/platform/testing/firebase-web';
import { axeViolations } from '@groundtruth/platform/testing/axe';
import { closeTestClients, testFirestore } from '@groundtruth/platform/testing/emulator-client';
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

// The Storage SDK's Node build sends Node's Blob only (see submit-page.test.tsx).
const jsdomBlob = globalThis.Blob;
beforeAll(() => {
  globalThis.Blob = NodeBlob as unknown as typeof Blob;
});
afterAll(() => {
  globalThis.Blob = jsdomBlob;
});
const user = userEvent.setup({ applyAccept: false });

const creator = { uid: 'fpk-creator', role: 'creator' as const };
const anyKindTask = 'fpk-any';
const videoTask = 'fpk-video';
const urlOf = (taskId: string) =>
  `/dashboard/submit?taskId=${taskId}&acceptanceId=${taskId}_${creator.uid}`;

beforeAll(async () => {
  const owner = testFirestore('owner');
  const batch = writeBatch(owner);
  batch.set(doc(owner, `users/${creator.uid}`), {
    name: 'Kit',
    email: 'kit@example.com',
    role: 'creator',
    status: 'active',
    created_at: Timestamp.now(),
  });
  batch.set(
    doc(owner, `tasks/${anyKindTask}`),
    taskData({ title: 'Describe your street', created_by: 'fpk-admin', status: 'published' }),
  );
  batch.set(
    doc(owner, `tasks/${videoTask}`),
    taskData({
      title: 'Film a ferry leaving',
      created_by: 'fpk-admin',
      status: 'published',
      requirements: { kinds: ['video'] },
    }),
  );
  for (const taskId of [anyKindTask, videoTask]) {
    batch.set(doc(owner, `task_acceptances/${taskId}_${creator.uid}`), {
      task_id: taskId,
      user_id: creator.uid,
      status: 'accepted',
      created_at: Timestamp.now(),
      submission_count: 0,
      latest_submission_id: null,
    });
  }
  await batch.commit();
});

afterAll(closeTestClients);

async function renderSubmit(taskId: string, title: string) {
  actAs(creator);
  const screenRendered = renderScreen(<SubmitPage />, {
    user: creator,
    path: '/dashboard/submit',
    url: urlOf(taskId),
  });
  await screen.findByRole('heading', { name: title });
  return screenRendered;
}

const textFile = (name: string, lastModified = 1_700_000_000_000) =>
  new NodeFile(['street notes'], name, { type: 'text/plain', lastModified }) as unknown as File;
const picker = () => screen.getByLabelText('Files');
const chooseControls = () => [
  ...screen.queryAllByRole('button', { name: /choose files/i }),
  ...screen.queryAllByLabelText('Files'),
];

describe("Submit's file picker", () => {
  it('should offer one control to choose files, before and after files are chosen', async () => {
    const { container } = await renderSubmit(anyKindTask, 'Describe your street');
    expect(chooseControls()).toEqual([picker()]);
    expect(picker()).toHaveAccessibleDescription(
      /Drag and drop files here, or choose files.*Video, audio, images, PDF, plain text or Markdown/,
    );

    await user.upload(picker(), textFile('street.txt'));
    await screen.findByRole('list', { name: 'Chosen files' });
    expect(chooseControls()).toEqual([picker()]);
    expect(container.querySelectorAll('input[type="file"]')).toHaveLength(1);
    expect(await axeViolations()).toEqual([]);
  });

  it('should offer to choose files, not to drag them, on a touch screen', async () => {
    const touchScreen = (query: string) => ({
      matches: query === '(pointer: coarse)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    });
    vi.stubGlobal('matchMedia', touchScreen);
    try {
      await renderSubmit(anyKindTask, 'Describe your street');
      expect(picker()).toHaveAccessibleDescription(
        /^Choose files.*Video, audio, images, PDF, plain text or Markdown/,
      );
      expect(screen.queryByText(/Drag and drop/)).not.toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('should open the picker from the drop zone, and the keyboard reaches it', async () => {
    await renderSubmit(anyKindTask, 'Describe your street');
    const opened = vi.fn();
    picker().addEventListener('click', opened);
    await user.click(screen.getByText('Drag and drop files here, or choose files'));
    expect(opened).toHaveBeenCalledTimes(1);
    picker().blur();
    await waitFor(async () => {
      await user.tab();
      expect(picker()).toHaveFocus();
    });
  });

  it('should list only the kinds the task takes, and offer only those to the system picker', async () => {
    await renderSubmit(videoTask, 'Film a ferry leaving');
    expect(picker()).toHaveAccessibleDescription(/choose files\s*Video$/);
    const accept = picker().getAttribute('accept') ?? '';
    expect(accept).toContain('video/mp4');
    expect(accept).toContain('.mov');
    expect(accept).not.toContain('image/');
    expect(accept).not.toContain('.pdf');
  });

  it('should refuse the same file chosen again, saying so, and keep one row', async () => {
    await renderSubmit(anyKindTask, 'Describe your street');
    await user.upload(picker(), textFile('street.txt'));
    const list = await screen.findByRole('list', { name: 'Chosen files' });
    await user.upload(picker(), [textFile('street.txt'), textFile('corner.txt')]);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.fileAlreadyChosen('street.txt'));

    // Twice in one choice: listed once, and said.
    await user.upload(picker(), [textFile('bridge.txt'), textFile('bridge.txt')]);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.fileAlreadyChosen('bridge.txt'));

    // Another file of the same name (changed since) is another file.
    await user.upload(picker(), textFile('bridge.txt', 1_800_000_000_000));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
