// A callable's refusal in the creator's language: acceptTask's refusal of a full task, as the
// functions send it (its English, and which message it is: details.refusal), reads in Spanish on
// Available Tasks; a refusal no table holds reads as received.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Timestamp, doc, writeBatch } from 'firebase/firestore/lite';
import { call } from '@groundtruth/firebase-web/functions';
import { callables } from '@groundtruth/domain/callable-registry';
import { refusalIdOf } from '@groundtruth/domain/i18n/refusal-ids';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { switchLocale } from '@groundtruth/platform/i18n';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { taskData } from '@groundtruth/platform/testing/seed-documents';
import { actAs } from '@groundtruth/platform/testing/firebase-web';
import { closeTestClients, testFirestore } from '@groundtruth/platform/testing/emulator-client';
import { TasksPage } from './tasks-page';

vi.mock(
  '@groundtruth/firebase-web/firestore',
  () => import('@groundtruth/platform/testing/firebase-web'),
);
// acceptTask and discoverTasks are Cloud Functions, not running here: the stand-in refuses as
// the functions do (functions/src/core/errors.ts names the message; the functions suite holds it).
vi.mock('@groundtruth/firebase-web/functions', () => ({ call: vi.fn() }));

/** A refusal as the web SDK hands it over: the server's English, its status, its details. */
const refusal = (message: string) =>
  Object.assign(new Error(`${message} [400]`), {
    code: 'functions/failed-precondition',
    details: { refusal: refusalIdOf(message) },
  });

function refuseWith(...errors: Error[]) {
  vi.mocked(call).mockImplementation(async (entry) => {
    if (entry.name === callables.discoverTasks.name) return { tasks: [] };
    throw errors.shift();
  });
}

const owner = testFirestore('owner');
const creator = { uid: 'refusal-lang-creator', role: 'creator' as const };
const TITLE = 'Record a rainy street';

beforeAll(async () => {
  const batch = writeBatch(owner);
  batch.set(doc(owner, 'users', creator.uid), {
    name: 'Lucía',
    email: 'refusal-lang@example.com',
    role: 'creator',
    status: 'active',
    created_at: Timestamp.now(),
  });
  batch.set(
    doc(owner, 'tasks', 'refusal-lang-task'),
    taskData({
      title: TITLE,
      description: 'Rain on a city street',
      payout_amount_cents: 1500,
      status: 'published',
      created_by: 'refusal-lang-admin',
      created_at: Timestamp.fromMillis(Date.UTC(2093, 0, 1)),
    }),
  );
  await batch.commit();
});

afterEach(() => act(() => switchLocale('en', { remember: false })));
afterAll(closeTestClients);

async function acceptRefused(accept: string) {
  actAs(creator);
  renderScreen(<TasksPage />, { user: creator, path: '/dashboard/tasks' });
  const card = await screen.findByRole('listitem', { name: TITLE }, { timeout: 10_000 });
  const button = within(card).getByRole('button', { name: accept });
  await vi.waitFor(() => expect(button).toBeEnabled(), { timeout: 10_000 });
  await userEvent.click(button);
  return within(await screen.findByRole('list', { name: 'Error notifications' }));
}

describe('a refusal in the creator’s language', { timeout: 30_000 }, () => {
  it('should show acceptTask’s refusal of a full task in Spanish', async () => {
    await act(() => switchLocale('es', { remember: false }));
    refuseWith(refusal(serverMessages.taskFull));
    const toasts = await acceptRefused('Aceptar');
    expect(await toasts.findByText('Esta tarea ya no tiene plazas libres')).toBeVisible();
    expect(toasts.getByText('Error')).toBeVisible();
    expect(toasts.queryByText(serverMessages.taskFull)).not.toBeInTheDocument();
  });

  it('should show a refusal no table holds as received, and English as it always was', async () => {
    await act(() => switchLocale('es', { remember: false }));
    refuseWith(refusal('The task changed while you were accepting it'));
    const toasts = await acceptRefused('Aceptar');
    expect(await toasts.findByText('The task changed while you were accepting it')).toBeVisible();
  });

  it('should keep the English words for an English creator', async () => {
    refuseWith(refusal(serverMessages.taskFull));
    const toasts = await acceptRefused('Accept');
    expect(await toasts.findByText(serverMessages.taskFull)).toBeVisible();
  });
});
