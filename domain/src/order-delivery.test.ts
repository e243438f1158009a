import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { JOB_PAGE_SIZE } from './constants';
import {
  disputeDatasetOrderInput,
  orderDeliveryQueries,
  resolveOrderDisputeInput,
} from './order-delivery';
import { requiredIndex, type ListQuery } from './query-spec';

const indexesPath = fileURLToPath(new URL('../../firestore.indexes.json', import.meta.url));
const indexes = (
  JSON.parse(readFileSync(indexesPath, 'utf8')) as {
    indexes: { collectionGroup: string; fields: { fieldPath: string; order: string }[] }[];
  }
).indexes;

const lists: [string, ListQuery][] = [
  ['filledOrders', orderDeliveryQueries.filledOrders()],
  ['preparingDeliveries', orderDeliveryQueries.preparingDeliveries()],
  ['dueAcceptances', orderDeliveryQueries.dueAcceptances(new Date('2026-12-07T10:00:00Z'))],
  ['unspentRefundsDue', orderDeliveryQueries.unspentRefundsDue()],
];

describe('order delivery queries', () => {
  it.each(lists)('%s should read a job page at a time', (_name, query) => {
    expect(query.limit).toBe(JOB_PAGE_SIZE);
  });

  it.each(lists)('%s should have its composite index in firestore.indexes.json', (_name, query) => {
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
  });
});

describe('order delivery inputs', () => {
  it('should ask a dispute for a reason of 10 to 2,000 characters', () => {
    const orderId = 'order-1';
    expect(disputeDatasetOrderInput.safeParse({ orderId, reason: 'Too short' }).success).toBe(
      false,
    );
    expect(disputeDatasetOrderInput.safeParse({ orderId, reason: 'x'.repeat(2001) }).success).toBe(
      false,
    );
    expect(disputeDatasetOrderInput.parse({ orderId, reason: '  Blurry clips  ' }).reason).toBe(
      'Blurry clips',
    );
  });

  it('should name the field a resolution is missing', () => {
    const base = { orderId: 'order-1', note: 'Sorry' };
    const redo = resolveOrderDisputeInput.safeParse({ ...base, resolution: 'redo' });
    expect(redo.error?.issues.map((issue) => issue.path)).toEqual([['redoCount']]);
    const refund = resolveOrderDisputeInput.safeParse({ ...base, resolution: 'refund' });
    expect(refund.error?.issues.map((issue) => issue.path)).toEqual([['refundCents']]);
    expect(
      resolveOrderDisputeInput.safeParse({ ...base, resolution: 'refund', refundCents: 1.5 })
        .success,
    ).toBe(false);
    expect(
      resolveOrderDisputeInput.parse({ ...base, resolution: 'refund', refundCents: 500 }),
    ).toMatchObject({ refundCents: 500 });
  });
});
