import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  AUDIT_LOG_LIMIT,
  DUPLICATE_LOOKUP_CARDS,
  REVIEW_QUALITY_MAX_WEEKS,
  reviewStatuses,
  STATS_MAX_DAYS,
} from './constants';
import { REVIEW_AGREEMENT_SHARDS, STATS_DAY_SHARDS, STATS_UNFOLDED_DAYS } from './stats-shards';
import { buildQuery, requiredIndex, type CountQuery, type ListQuery } from './query-spec';
import { screenQueries } from './queries';
import { countQueries } from './count-queries';
import { EXPORT_PAGE_SIZE, exportQueries } from './export-queries';
import { serverQueries } from './server-queries';
import { DAILY_COUNTERS, submissionStatusCounter } from './stats';
import { threadQueries } from './thread-queries';

const indexesPath = fileURLToPath(new URL('../../firestore.indexes.json', import.meta.url));
const indexes = (
  JSON.parse(readFileSync(indexesPath, 'utf8')) as {
    indexes: { collectionGroup: string; fields: { fieldPath: string; order: string }[] }[];
  }
).indexes;

// Each list with plain string arguments, but for those whose second argument is a number.
const listArgs: Partial<Record<keyof typeof screenQueries, unknown[]>> = {
  // The duplicate lookup for as many cards as it serves at most.
  submissionsSharingFiles: [['h1'], DUPLICATE_LOOKUP_CARDS],
};
const lists: [string, ListQuery][] = [
  ...Object.entries(screenQueries).map(([name, make]): [string, ListQuery] => [
    name,
    (make as (...a: unknown[]) => ListQuery)(
      ...(listArgs[name as keyof typeof screenQueries] ?? ['u1', 'ab']),
    ),
  ]),
  ...Object.entries(serverQueries).map(([name, make]): [string, ListQuery] => [
    name,
    (make as (u: string) => ListQuery)('u1'),
  ]),
  ...Object.entries(threadQueries).map(([name, make]): [string, ListQuery] => [
    name,
    (make as (u: string) => ListQuery)('u1'),
  ]),
];
const counts: [string, CountQuery][] = Object.entries(countQueries).map(([name, make]) => [
  name,
  (make as (now: Date) => CountQuery)(new Date('2026-11-22T10:00:00Z')),
]);

describe('screen queries', () => {
  it.each(lists)('%s should be bounded', (name, query) => {
    expect(query.limit).toBeGreaterThan(0);
    // Analytics reads a base a day, a year at most, and the shards of a week of days not yet
    // folded into their bases; Review quality the shards of its weeks; every other list a page.
    const bound: Record<string, number> = {
      dailyStats: STATS_MAX_DAYS,
      dailyStatsShards: STATS_UNFOLDED_DAYS * STATS_DAY_SHARDS,
      reviewAgreementWeeks: REVIEW_QUALITY_MAX_WEEKS * (REVIEW_AGREEMENT_SHARDS + 1),
    };
    expect(query.limit).toBeLessThanOrEqual(bound[name] ?? AUDIT_LOG_LIMIT);
  });

  it.each([...lists, ...counts])(
    '%s should have its composite index in firestore.indexes.json',
    (_name, query) => {
      const needed = requiredIndex(query);
      if (!needed) return;
      const [last, ...rest] = [...needed.fields].reverse();
      const match = indexes.find((index) => {
        if (
          index.collectionGroup !== needed.collection ||
          index.fields.length !== needed.fields.length
        )
          return false;
        const [indexLast, ...indexRest] = [...index.fields].reverse();
        const direction = last![1] === 'asc' ? 'ASCENDING' : 'DESCENDING';
        if (indexLast!.fieldPath !== last![0] || indexLast!.order !== direction) return false;
        return (
          new Set(indexRest.map((f) => f.fieldPath)).size === rest.length &&
          rest.every(([f]) => indexRest.some((i) => i.fieldPath === f))
        );
      });
      expect(match, JSON.stringify(needed)).toBeTruthy();
    },
  );

  it("should constrain every creator's list to their own documents", () => {
    for (const make of [
      screenQueries.mySubmissions,
      screenQueries.myPayouts,
      screenQueries.myPayoutAccounts,
      screenQueries.myAcceptances,
      screenQueries.myOpenAcceptances,
      screenQueries.myLatestReviews,
      screenQueries.myLatestPayouts,
      screenQueries.myNotifications,
    ]) {
      expect(make('u1').where).toContainEqual(['user_id', '==', 'u1']);
    }
    expect(screenQueries.publishedTasks().where).toContainEqual(['status', '==', 'published']);
    expect(screenQueries.publishedTasksInCategory('audio').where).toContainEqual([
      'status',
      '==',
      'published',
    ]);
    expect(screenQueries.myAcceptancesOfTasks('u1', ['t1']).where).toContainEqual([
      'user_id',
      '==',
      'u1',
    ]);
    expect(screenQueries.mySubmissionsByIds('u1', ['s1']).where).toContainEqual([
      'user_id',
      '==',
      'u1',
    ]);
    expect(threadQueries.myThreads('u1').where).toContainEqual(['creator_id', '==', 'u1']);
    expect(countQueries.myUnreadNotifications('u1').where).toContainEqual(['user_id', '==', 'u1']);
    for (const status of ['pending', 'approved', 'rejected', 'needs_changes'] as const) {
      expect(countQueries.mySubmissionsByStatus('u1', status).where).toContainEqual([
        'user_id',
        '==',
        'u1',
      ]);
    }
  });

  it('should build a query through any SDK, with a cursor for the next page', () => {
    const calls: string[] = [];
    const sdk = {
      collection: (name: string) => (calls.push(`from ${name}`), calls),
      where: (q: string[], f: string, op: string, v: unknown) => (
        calls.push(`${f} ${op} ${String(v)}`),
        q
      ),
      orderBy: (q: string[], f: string, d: string) => (calls.push(`order ${f} ${d}`), q),
      limit: (q: string[], n: number) => (calls.push(`limit ${n}`), q),
      startAfter: (q: string[], c: string) => (calls.push(`after ${c}`), q),
    };
    buildQuery(screenQueries.mySubmissions('u1'), sdk, 'last-doc');
    expect(calls).toEqual([
      'from submissions',
      'user_id == u1',
      'order submitted_at desc',
      'after last-doc',
      'limit 20',
    ]);
  });
});

describe('requiredIndex', () => {
  it('should need no composite index for a filter on the document id', () => {
    // Every index ends with the document id: user_id's own index serves the lookup.
    expect(requiredIndex(screenQueries.mySubmissionsByIds('u1', ['s1', 's2']))).toBeNull();
  });

  it('should need no composite index for a page after a document id', () => {
    // chosen_paths' own array index ends with the document id: it serves the cursor too.
    expect(requiredIndex(serverQueries.creatorsOnPaths(['video'], 'u1'))).toBeNull();
  });
});

describe('export queries', () => {
  it('should page payouts in bounded pages on the indexes of the screen list', () => {
    for (const status of [undefined, 'pending', 'processing', 'sent', 'failed'] as const) {
      const exported = exportQueries.payouts(status);
      const shown = status ? screenQueries.payoutsByStatus(status) : screenQueries.allPayouts();
      expect(exported.limit).toBe(EXPORT_PAGE_SIZE);
      expect(exported.where).toEqual(shown.where);
      expect(exported.orderBy).toEqual(shown.orderBy);
      expect(requiredIndex(exported)).toEqual(requiredIndex(shown));
    }
  });
});

describe('index exemptions', () => {
  const overrides = (
    JSON.parse(readFileSync(indexesPath, 'utf8')) as {
      fieldOverrides: { collectionGroup: string; fieldPath: string; indexes: unknown[] }[];
    }
  ).fieldOverrides;
  const exempt = (collection: string, field: string) =>
    overrides.some(
      (o) => o.collectionGroup === collection && o.fieldPath === field && o.indexes.length === 0,
    );

  it('should exempt every day counter of the bases and the shards, and every creator counter, from indexing', () => {
    for (const collection of ['stats_daily', 'stats_daily_shards'])
      for (const field of [...DAILY_COUNTERS, 'review_time_hours'])
        expect(exempt(collection, field), `${collection}.${field}`).toBe(true);
    for (const status of reviewStatuses)
      expect(exempt('creator_stats', submissionStatusCounter(status)), status).toBe(true);
  });

  it.each([...lists, ...counts])('%s should filter and order on indexed fields only', (_n, q) => {
    const collection = q.collection.split('/').at(-1)!;
    const fields = [
      ...q.where.map(([f]) => f),
      ...('orderBy' in q ? q.orderBy.map(([f]) => f) : []),
    ];
    for (const field of fields) expect(exempt(collection, field), field).toBe(false);
  });
});
