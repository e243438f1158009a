import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, setDoc, Timestamp, writeBatch } from 'firebase/firestore/lite';
import { PAGE_SIZE } from '@groundtruth/domain/constants';
import { taskSchema, type Task } from '@groundtruth/domain/entities';
import { screenQueries } from '@groundtruth/domain/queries';
import { countQueries } from '@groundtruth/domain/count-queries';
import { fetchCount, fetchDoc, fetchPage, type Cursor, type Page } from './firestore-queries';
import { closeTestClients, testFirestore } from './testing/emulator-client';
import { taskData } from './testing/seed-documents';

const TASKS = PAGE_SIZE * 2 + 5;
const creator = { uid: 'adapter-creator', role: 'creator' as const };
const staff = { uid: 'adapter-admin', role: 'admin' as const };

function task(i: number, status: 'published' | 'draft') {
  return taskData({
    title: `Task ${i}`,
    payout_amount_cents: 1000 + i,
    status,
    created_by: staff.uid,
    created_at: Timestamp.fromMillis(Date.UTC(2026, 0, 1) + i * 60_000),
  });
}

beforeAll(async () => {
  const owner = testFirestore('owner');
  const batch = writeBatch(owner);
  for (const who of [creator, staff]) {
    batch.set(doc(owner, `users/${who.uid}`), {
      name: who.uid,
      email: `${who.uid}@example.com`,
      role: who.role,
      status: 'active',
      created_at: Timestamp.now(),
    });
  }
  for (let i = 0; i < TASKS; i++) batch.set(doc(owner, `tasks/adapter-${i}`), task(i, 'published'));
  batch.set(doc(owner, 'tasks/adapter-draft'), task(999, 'draft'));
  batch.set(doc(owner, 'payouts/adapter-p1'), { status: 'pending', amount_cents: 1250 });
  batch.set(doc(owner, 'payouts/adapter-p2'), { status: 'pending', amount_cents: 250 });
  await batch.commit();
});

afterAll(closeTestClients);

describe('the Firestore Lite query adapter', () => {
  it('should page through a list newest first with a cursor, under the rules', async () => {
    const db = testFirestore(creator);
    const seen: string[] = [];
    let after: Cursor | null = null;
    let pages = 0;
    do {
      const page: Page<Task> = await fetchPage(
        db,
        screenQueries.publishedTasks(),
        taskSchema,
        after,
      );
      expect(page.items.length).toBeLessThanOrEqual(PAGE_SIZE);
      seen.push(...page.items.map((t) => t.id));
      after = page.next;
      pages++;
    } while (after && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(TASKS);
    expect(new Set(seen).size).toBe(TASKS);
    expect(seen[0]).toBe(`adapter-${TASKS - 1}`);
    expect(seen).not.toContain('adapter-draft');
  });

  it('should be refused by the rules when a query lacks the constraint they check', async () => {
    await expect(
      fetchPage(testFirestore(creator), screenQueries.allTasks(), taskSchema),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('should count and sum by aggregation', async () => {
    const db = testFirestore(staff);
    expect(await fetchCount(db, countQueries.publishedTasks())).toBe(TASKS);
    expect(await fetchCount(db, countQueries.pendingPayoutCents())).toBe(1500);
  });

  it('should read one document, null when it does not exist, and refuse a malformed one', async () => {
    const db = testFirestore(staff);
    expect(await fetchDoc(db, 'tasks/adapter-3', taskSchema)).toMatchObject({
      id: 'adapter-3',
      title: 'Task 3',
    });
    expect(await fetchDoc(db, 'tasks/nope', taskSchema)).toBeNull();
    await setDoc(doc(testFirestore('owner'), 'tasks/adapter-bad'), { title: 'x', status: 'draft' });
    await expect(fetchDoc(db, 'tasks/adapter-bad', taskSchema)).rejects.toThrow();
  });
});
