// The review cards' own lookups against the emulator under the real rules: each card asks for its
// task's requirements and its files' duplicates, and the cards on screen are answered together,
// one query for the page, with what each card's own query would have given. The emulator's usage
// meter tells which requests were made.
import { afterAll, beforeAll, describe, expect, it, inject, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { doc, setDoc } from 'firebase/firestore/lite';
import { DUPLICATE_LOOKUP_CARDS } from '@groundtruth/domain/constants';
import type { WithId } from '@groundtruth/domain/converter';
import type { Submission } from '@groundtruth/domain/entities';
import { renderScreen } from '@groundtruth/platform/testing/render-screen';
import { actAs } from '@groundtruth/platform/testing/firebase-web';
import {
  TEST_PROJECT,
  closeTestClients,
  testFirestore,
} from '@groundtruth/platform/testing/emulator-client';
import {
  seedStaff,
  seedSubmissions,
  submissionData,
  type SeedSubmission,
} from '../../../testing/submission-data';
import { taskData } from '@groundtruth/platform/testing/seed-documents';
import { getDuplicateSubmissions } from './get-duplicate-submissions';
import { useTaskRequirements } from './get-task-requirements';

vi.mock(
  '@groundtruth/firebase-web/firestore',
  () => import('@groundtruth/platform/testing/firebase-web'),
);

const staff = { uid: 'rvl-support', role: 'support' as const, email: 'rvl@groundtruth.test' };

interface MeteredRequest {
  seq: number;
  operation: string;
  caller: string;
  target: string;
}

/** The requests the staff member made after `since` (a seq from `lastSeq`). */
async function requestsSince(since: number): Promise<MeteredRequest[]> {
  const url = `http://${inject('firestoreHost')}/emulator/v1/projects/${TEST_PROJECT}/usage`;
  const { recent } = (await (await fetch(url)).json()) as { recent: MeteredRequest[] };
  return recent.filter((r) => r.caller === staff.uid && r.seq > since);
}
const lastSeq = async () => Math.max(0, ...(await requestsSince(0)).map((r) => r.seq));

const seed = (s: Omit<SeedSubmission, 'taskTitle' | 'userId' | 'name'>): SeedSubmission => ({
  taskTitle: `Task ${s.taskId}`,
  userId: `${s.id}-creator`,
  name: `Creator of ${s.id}`,
  ...s,
});
const a1 = seed({ id: 'rvl-a1', taskId: 'rvl-task-a', md5: 'rvl-shared', minute: 1 });
const c2 = seed({ id: 'rvl-c2', taskId: 'rvl-task-c', md5: 'rvl-shared', minute: 2 });
const b1 = seed({ id: 'rvl-b1', taskId: 'rvl-task-b', minute: 3 });
// Newer than the pair above and all sharing one file: enough to fill a query for two cards.
const crowd = Array.from({ length: 25 }, (_, i) =>
  seed({ id: `rvl-crowd-${i}`, taskId: 'rvl-task-b', md5: 'rvl-popular', minute: 100 + i }),
);
const checked = (s: SeedSubmission) =>
  ({ ...submissionData(s), id: s.id }) as unknown as WithId<Submission>;

beforeAll(async () => {
  const db = testFirestore('owner');
  await seedStaff(db, { ...staff, name: 'Rae Support' });
  const task = (id: string, requirements: object | null) =>
    setDoc(
      doc(db, `tasks/${id}`),
      taskData({
        title: `Task ${id}`,
        created_by: staff.uid,
        ...(requirements ? { requirements } : {}),
      }),
    );
  await Promise.all([
    task('rvl-task-a', { video: { min_width: 1280 } }),
    task('rvl-task-b', { video: { min_duration_s: 30 } }),
    task('rvl-task-c', null),
  ]);
  await seedSubmissions(db, [a1, c2, b1, ...crowd]);
});
afterAll(closeTestClients);

function Requirements({ taskId }: { taskId: string }) {
  const { data, isPending } = useTaskRequirements(taskId);
  if (isPending) return null;
  return <p>{`${taskId}: ${JSON.stringify(data)}`}</p>;
}

describe("the review cards' lookups", () => {
  it('should read the tasks of all the cards on screen with one query', async () => {
    actAs(staff);
    const since = await lastSeq();
    const taskIds = ['rvl-task-a', 'rvl-task-b', 'rvl-task-a', 'rvl-task-c', 'rvl-task-gone'];
    renderScreen(
      <>
        {taskIds.map((id, i) => (
          <Requirements key={i} taskId={id} />
        ))}
      </>,
      { user: staff, path: '/' },
    );
    // Two cards of one task, each answered.
    expect(await screen.findAllByText('rvl-task-a: {"video":{"min_width":1280}}')).toHaveLength(2);
    expect(screen.getByText('rvl-task-b: {"video":{"min_duration_s":30}}')).toBeVisible();
    expect(screen.getByText('rvl-task-c: null')).toBeVisible();
    expect(screen.getByText('rvl-task-gone: null')).toBeVisible();
    const requests = await requestsSince(since);
    expect(requests.map((r) => `${r.operation} ${r.target}`)).toEqual(['runQuery tasks']);
  });

  it("should find each card's duplicates with one query, the card itself left out", async () => {
    actAs(staff);
    const since = await lastSeq();
    const found = await getDuplicateSubmissions([a1, b1, c2].map(checked));
    expect(found.map((d) => d.map((x) => x.id))).toEqual([['rvl-c2'], [], ['rvl-a1']]);
    expect(found[0]![0]).toEqual({
      id: 'rvl-c2',
      taskTitle: 'Task rvl-task-c',
      submitterName: 'Creator of rvl-c2',
      sharedHashes: ['rvl-shared'],
    });
    expect((await requestsSince(since)).map((r) => r.operation)).toEqual(['runQuery']);
  });

  it('should ask per card when the shared query comes back full, so no card loses its duplicates', async () => {
    actAs(staff);
    const busy = checked(crowd[0]!);
    const [alone] = await getDuplicateSubmissions([busy]);
    const since = await lastSeq();
    // Two cards: one query of at most 20, filled by the 25 newer copies of the popular file.
    const [busyFound, a1Found] = await getDuplicateSubmissions([busy, checked(a1)]);
    expect(a1Found!.map((d) => d.id)).toEqual(['rvl-c2']);
    expect(busyFound).toEqual(alone);
    expect(busyFound).toHaveLength(10);
    expect((await requestsSince(since)).map((r) => r.operation)).toEqual([
      'runQuery',
      'runQuery',
      'runQuery',
    ]);
  });

  it('should serve at most DUPLICATE_LOOKUP_CARDS cards with one query', async () => {
    actAs(staff);
    const cards = crowd.slice(0, DUPLICATE_LOOKUP_CARDS + 1).map(checked);
    const alone = await getDuplicateSubmissions(cards.slice(-1));
    const since = await lastSeq();
    const found = await getDuplicateSubmissions(cards);
    expect(found.at(-1)).toEqual(alone[0]);
    expect((await requestsSince(since)).map((r) => r.operation)).toEqual(['runQuery', 'runQuery']);
  });
});
