import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from './constants';
import { orderStatuses } from './dataset-orders';
import { orderQueries, orderQueueStatuses, orderStateGroups } from './order-queries';
import { requiredIndex, type CountQuery, type ListQuery } from './query-spec';

const indexesPath = fileURLToPath(new URL('../../firestore.indexes.json', import.meta.url));
const indexes = (
  JSON.parse(readFileSync(indexesPath, 'utf8')) as {
    indexes: { collectionGroup: string; fields: { fieldPath: string; order: string }[] }[];
  }
).indexes;

const lists: [string, ListQuery][] = [
  ['organizationOrders', orderQueries.organizationOrders('org-1')],
  ['latestOrganizationOrders', orderQueries.latestOrganizationOrders('org-1')],
  ['organizationOrder', orderQueries.organizationOrder('org-1', 'order-1')],
  ['orderQueue', orderQueries.orderQueue()],
  ['orderQueueIn', orderQueries.orderQueueIn('disputed')],
];
const counts: [string, CountQuery][] = Object.keys(orderStateGroups).map((group) => [
  group,
  orderQueries.organizationOrdersIn('org-1', group as keyof typeof orderStateGroups),
]);

describe('order queries', () => {
  it.each(lists)('%s should be bounded by a page', (_name, query) => {
    expect(query.limit).toBeGreaterThan(0);
    expect(query.limit).toBeLessThanOrEqual(PAGE_SIZE);
  });

  it.each([...lists, ...counts])(
    "%s of a customer's should ask for their organisation, as the rules require",
    (name, query) => {
      if (name.startsWith('orderQueue')) return;
      expect(query.where).toContainEqual(['organization_id', '==', 'org-1']);
    },
  );

  it.each([...lists, ...counts])(
    '%s should have its composite index in firestore.indexes.json',
    (_name, query) => {
      const needed = requiredIndex(query);
      if (!needed) return;
      const match = indexes.find(
        (index) =>
          index.collectionGroup === needed.collection &&
          index.fields.length === needed.fields.length &&
          needed.fields.every(
            ([field, direction], i) =>
              index.fields[i]!.fieldPath === field &&
              index.fields[i]!.order === (direction === 'asc' ? 'ASCENDING' : 'DESCENDING'),
          ),
      );
      expect(match, JSON.stringify(needed)).toBeTruthy();
    },
  );

  it('should count each status in at most one state group, and queue only work under way', () => {
    const grouped = Object.values(orderStateGroups).flat();
    expect(new Set(grouped).size).toBe(grouped.length);
    for (const status of [...grouped, ...orderQueueStatuses])
      expect(orderStatuses).toContain(status);
    expect(orderQueueStatuses).not.toContain('draft');
  });
});
