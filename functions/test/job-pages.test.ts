/**
 * The page loop every job shares (src/jobs/pages.ts): a page at a time, a few
 * documents of it at once, and no new page once the run's time budget is spent, so a run with
 * thousands of due documents ends in time and the next run goes on where it stopped.
 */
import { describe, expect, it } from 'vitest';
import type { ListQuery } from '@groundtruth/domain/query-spec';
import { forEachDue } from '../src/jobs/pages';
import { db } from '../src/core/app';

const PAGE = 10;

/** `n` due documents of a fresh run id in a scratch collection; the spec that pages them. */
async function dueDocuments(n: number): Promise<ListQuery> {
  const run = `run-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const batch = db().batch();
  for (let i = 0; i < n; i++)
    batch.set(db().doc(`job_pages_test/${run}-${i}`), { run, n: i, done: false });
  await batch.commit();
  return {
    collection: 'job_pages_test' as ListQuery['collection'],
    where: [
      ['run', '==', run],
      ['done', '==', false],
    ],
    orderBy: [['n', 'asc']],
    limit: PAGE,
  };
}

describe('forEachDue', () => {
  it('handles every due document once, at most `concurrency` at a time', async () => {
    const spec = await dueDocuments(35);
    const seen: number[] = [];
    let inFlight = 0;
    let most = 0;
    const report = await forEachDue(
      'test',
      spec,
      async (doc) => {
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((r) => setTimeout(r, 5));
        seen.push(doc.get('n') as number);
        inFlight--;
        return true;
      },
      { concurrency: 4 },
    );
    expect(report).toEqual({ changed: 35, skipped: 0 });
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 35 }, (_, i) => i));
    expect(most).toBe(4);
  });

  it('starts no page once the deadline has passed, and the next run goes on from there', async () => {
    const spec = await dueDocuments(30);
    const markDone = async (doc: FirebaseFirestore.QueryDocumentSnapshot) => {
      await doc.ref.update({ done: true });
      return true;
    };
    expect(await forEachDue('test', spec, markDone, { deadline: Date.now() - 1 })).toEqual({
      changed: 0,
      skipped: 0,
    });
    // A budget that runs out during the first page: that page is finished, no other started.
    const first = await forEachDue(
      'test',
      spec,
      async (doc) => {
        await new Promise((r) => setTimeout(r, 20));
        return markDone(doc);
      },
      { deadline: Date.now() + 30, concurrency: 2 },
    );
    expect(first.changed).toBe(PAGE);
    const rest = await forEachDue('test', spec, markDone);
    expect(rest.changed).toBe(20);
  });
});
