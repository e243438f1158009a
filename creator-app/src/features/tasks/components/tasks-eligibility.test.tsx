// Available Tasks with eligibility, against the emulator under the real rules: a task the creator
// may not accept yet is locked and says what is missing in acceptTask's own words, with a link to
// where the qualification is earned, or which countries or languages the task is open to (the
// creator's own read from their profile); a 'discover' task is not listed (the rules), and the one the
// creator qualifies for joins the list from discoverTasks (a stand-in here answering as the
// function would; the functions suite runs the real one). The file's own project holds only these
// tasks, created on fixed dates.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, Timestamp, writeBatch } from 'firebase/firestore/lite';
import { callables } from '@groundtruth/domain/callable-registry';
import { timestampsToWire } from '@groundtruth/domain/wire-timestamps';
import { call } from '@groundtruth/firebase-web/functions';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { taskData } from '@groundtruth/platform/testing/seed-documents';
import { actAs } from '@groundtruth/platform/testing/firebase-web';
import { closeTestClients, testFirestore } from '@groundtruth/platform/testing/emulator-client';
import { grantData, qualificationData } from '../../../testing/qualification-documents';
import { TasksPage } from './tasks-page';

vi.mock(
  '@groundtruth/firebase-web/firestore',
  () => import('@groundtruth/platform/testing/firebase-web'),
);
vi.mock('@groundtruth/firebase-web/functions', () => ({ call: vi.fn() }));

const creator = { uid: 'elg-creator', role: 'creator' as const };
const created = (n: number) => Timestamp.fromMillis(Date.UTC(2090, 0, 1) + n * 60_000);

function task(n: number, title: string, eligibility: Record<string, unknown>) {
  const full = {
    qualifications: [],
    min_approval_rate: null,
    min_reviewed: 0,
    guard: 'accept',
    ...eligibility,
  } as { qualifications: { qualification_id: string }[] };
  return {
    ...taskData({
      title,
      category: 'doc',
      status: 'published',
      created_by: 'elg-admin',
      created_at: created(n),
    }),
    eligibility: full,
    required_qualification_ids: full.qualifications.map((q) => q.qualification_id),
    listed: (full as { guard?: string }).guard !== 'discover',
  };
}

/** The 'discover' task the creator qualifies for, as discoverTasks hands it out. */
const discovered = () =>
  task(5, 'Discovered by the qualified', {
    qualifications: [needs('elg-held')],
    guard: 'discover',
  });

const needs = (id: string, min_score = 0) => ({ qualification_id: id, min_score });

beforeAll(async () => {
  const owner = testFirestore('owner');
  const batch = writeBatch(owner);
  batch.set(doc(owner, `users/${creator.uid}`), {
    name: creator.uid,
    email: `${creator.uid}@example.com`,
    role: 'creator',
    status: 'active',
    created_at: Timestamp.now(),
  });
  // In Mexico, speaking Spanish, as sign-up stores them.
  batch.set(doc(owner, `creator_profiles/${creator.uid}`), {
    user_id: creator.uid,
    chosen_paths: ['documentation'],
    locales: { country: 'Mexico', language: 'es' },
    notify_email: true,
    notify_push: false,
    onboarding_complete: true,
  });
  batch.set(
    doc(owner, 'qualifications/elg-quiz'),
    qualificationData({
      name: 'Elg Kitchen basics',
      description: 'Kitchen clips in 4K, hands and tools in frame.',
    }),
  );
  batch.set(doc(owner, 'qualifications/elg-held'), qualificationData({ name: 'Elg Lighting' }));
  batch.set(
    doc(owner, 'qualifications/elg-manual'),
    qualificationData({
      name: 'Elg Site safety',
      kind: 'manual',
      passing_score: null,
      questions: [],
    }),
  );
  batch.set(
    doc(owner, `qualification_grants/elg-held_${creator.uid}`),
    grantData(creator.uid, 'elg-held', { score: 80 }),
  );
  const put = (id: string, data: ReturnType<typeof task>) =>
    batch.set(doc(owner, `tasks/${id}`), data);
  put('elg-locked', task(10, 'Locked behind a quiz', { qualifications: [needs('elg-quiz')] }));
  put(
    'elg-two',
    task(9, 'Needs two things', {
      qualifications: [needs('elg-manual'), needs('elg-held', 95)],
    }),
  );
  put('elg-rate', task(8, 'Needs a track record', { min_approval_rate: 90, min_reviewed: 2 }));
  put('elg-open', task(7, 'Open to the qualified', { qualifications: [needs('elg-held')] }));
  put(
    'elg-hidden',
    task(6, 'Hidden from the unqualified', {
      qualifications: [needs('elg-quiz')],
      guard: 'discover',
    }),
  );
  put('elg-shown', discovered());
  put('elg-accepted', task(4, 'Accepted before the gate', { qualifications: [needs('elg-quiz')] }));
  put('elg-abroad', task(3, 'Open in Spain or France', { countries: ['Spain', 'France'] }));
  put('elg-hindi', task(2, 'For Hindi speakers', { languages: ['hi'] }));
  put('elg-mexico', task(1, 'Spoken in Mexico', { countries: ['mexico'], languages: ['es-MX'] }));
  batch.set(doc(owner, `task_acceptances/elg-accepted_${creator.uid}`), {
    task_id: 'elg-accepted',
    user_id: creator.uid,
    status: 'accepted',
    created_at: Timestamp.now(),
    submission_count: 0,
    latest_submission_id: null,
  });
  // The track record: 1 approved and 3 rejected of late, 25%.
  ['approved', 'rejected', 'rejected', 'rejected'].forEach((review_status, i) =>
    batch.set(doc(owner, `submissions/elg-sub-${i}`), {
      user_id: creator.uid,
      task_id: 'elg-earlier',
      review_status,
      reviewed_at: Timestamp.now(),
      submitted_at: Timestamp.now(),
    }),
  );
  await batch.commit();
});

afterAll(closeTestClients);

async function renderTasks() {
  actAs(creator);
  vi.mocked(call).mockImplementation(async (entry) =>
    entry.name === callables.discoverTasks.name
      ? { tasks: [timestampsToWire({ ...discovered(), id: 'elg-shown' })] }
      : undefined,
  );
  const rendered = renderScreen(<TasksPage />, { user: creator, path: '/dashboard/tasks' });
  await screen.findByRole('heading', { name: 'Locked behind a quiz' });
  return rendered;
}

const card = (title: string) => screen.getByRole('listitem', { name: title });

describe('Available Tasks with eligibility', () => {
  it('should lock a task the creator lacks a qualification for, say what is missing and link to the quiz', async () => {
    await renderTasks();
    const locked = within(card('Locked behind a quiz'));
    expect(await locked.findByText('Locked')).toBeVisible();
    expect(locked.getByText('You cannot accept this task yet:')).toBeVisible();
    expect(locked.getByText('Needs the qualification Elg Kitchen basics')).toBeVisible();
    expect(locked.getByRole('link', { name: 'Take the quiz' })).toHaveAttribute(
      'href',
      '/dashboard/qualifications/quiz?id=elg-quiz',
    );
    // What the quiz is about, as staff described it.
    expect(
      locked.getByText('What it covers: Kitchen clips in 4K, hands and tools in frame.'),
    ).toBeVisible();
    expect(locked.queryByRole('button', { name: 'Accept' })).toBeNull();

    const two = within(card('Needs two things'));
    expect(two.getByText('Needs the qualification Elg Site safety')).toBeVisible();
    expect(two.getByRole('link', { name: 'How to earn it' })).toHaveAttribute(
      'href',
      '/dashboard/qualifications',
    );
    // Held, but with a lower score than the task asks for.
    expect(
      two.getByText('Needs the qualification Elg Lighting with a score of at least 95%'),
    ).toBeVisible();
    expect(two.queryByRole('button', { name: 'Accept' })).toBeNull();

    // The track record read with the two counts acceptTask reads.
    const rate = within(card('Needs a track record'));
    expect(
      await rate.findByText('Needs an approval rate of at least 90% (yours: 25% of 4 reviewed)'),
    ).toBeVisible();
    expect(rate.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it("should lock a task open to other countries or languages, saying which, and offer one open to the creator's", async () => {
    await renderTasks();
    const abroad = within(card('Open in Spain or France'));
    expect(await abroad.findByText('Locked')).toBeVisible();
    expect(abroad.getByText('Open to creators in Spain or France')).toBeVisible();
    // Nowhere to earn a country: no link.
    expect(abroad.queryByRole('link')).toBeNull();
    expect(abroad.queryByRole('button', { name: 'Accept' })).toBeNull();

    const hindi = within(card('For Hindi speakers'));
    expect(await hindi.findByText('Open to creators who speak Hindi')).toBeVisible();
    expect(hindi.queryByRole('button', { name: 'Accept' })).toBeNull();

    // 'mexico' and 'es-MX' (as an order may name them) take a creator in Mexico who speaks 'es'.
    const mexico = within(card('Spoken in Mexico'));
    await vi.waitFor(() => expect(mexico.getByRole('button', { name: 'Accept' })).toBeEnabled());
    expect(mexico.queryByText('Locked')).toBeNull();
  });

  it('should offer Accept where the creator qualifies, and Submit Work where they accepted before', async () => {
    await renderTasks();
    const open = within(card('Open to the qualified'));
    await vi.waitFor(() => expect(open.getByRole('button', { name: 'Accept' })).toBeEnabled());
    expect(open.queryByText('Locked')).toBeNull();
    const accepted = within(card('Accepted before the gate'));
    expect(await accepted.findByRole('button', { name: 'Submit Work' })).toBeVisible();
    expect(accepted.queryByText('Locked')).toBeNull();
  });

  it("should leave out a 'discover' task the creator does not qualify for, and show one they do", async () => {
    await renderTasks();
    expect(
      await screen.findByRole('heading', { name: 'Discovered by the qualified' }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Hidden from the unqualified' })).toBeNull();
    // The listed tasks come from the page query, the discovered one from discoverTasks.
    expect(call).toHaveBeenCalledWith(
      expect.objectContaining({ name: callables.discoverTasks.name }),
      {},
    );
  });

  it('should explain the lock in View Details too, without Accept', async () => {
    await renderTasks();
    await within(card('Locked behind a quiz')).findByText('Locked');
    await userEvent.click(
      within(card('Locked behind a quiz')).getByRole('button', { name: 'View Details' }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Locked behind a quiz' }));
    expect(dialog.getByText('Needs the qualification Elg Kitchen basics')).toBeVisible();
    expect(
      dialog.getByText('What it covers: Kitchen clips in 4K, hands and tools in frame.'),
    ).toBeVisible();
    // The task sets no file rules: it does not promise that any file will do.
    const files = dialog.getByText('File requirements').nextElementSibling;
    expect(files).toHaveTextContent(
      'No file rules are set on the task itself; the qualification it needs says what it expects.',
    );
    expect(dialog.queryByText('Any file the product accepts')).toBeNull();
    expect(dialog.queryByRole('button', { name: 'Accept' })).toBeNull();
  });
});
