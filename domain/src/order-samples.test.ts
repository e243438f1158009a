import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from './constants';
import { orderQueries } from './order-queries';
import {
  ORDER_SAMPLE_SIZE,
  orderSampleExtension,
  orderSampleKindOf,
  orderSampleObjectPath,
  orderSamplesPath,
  wantsSamples,
} from './order-samples';
import { requiredIndex } from './query-spec';
import { acceptedUploadTypes } from './upload-types';

const indexes = (
  JSON.parse(
    readFileSync(fileURLToPath(new URL('../../firestore.indexes.json', import.meta.url)), 'utf8'),
  ) as { indexes: { collectionGroup: string; fields: { fieldPath: string; order: string }[] }[] }
).indexes;

describe('order samples', () => {
  it('should live under the order, in Firestore and in Storage', () => {
    expect(orderSamplesPath('o1')).toBe('dataset_orders/o1/samples');
    expect(orderSampleObjectPath('o1', 'abc', 'jpg')).toBe('order-samples/o1/abc.jpg');
  });

  it.each([
    ['video/mp4', 'video', 'mp4'],
    ['video/quicktime', 'video', 'mov'],
    ['image/jpeg', 'image', 'jpg'],
    ['audio/opus', 'audio', 'opus'],
    ['text/plain', 'text', 'txt'],
    ['application/json', 'text', 'json'],
    ['application/pdf', 'document', 'pdf'],
    ['application/x-unknown', 'file', 'bin'],
  ])('should show a %s file as a %s sample named .%s', (type, kind, extension) => {
    expect(orderSampleKindOf(type)).toBe(kind);
    expect(orderSampleExtension(type)).toBe(extension);
  });

  it('should name every accepted upload type by an extension of its own kind', () => {
    for (const type of acceptedUploadTypes) expect(orderSampleExtension(type)).not.toBe('bin');
  });

  it('should want samples until the order has enough, and only after new approvals', () => {
    const counts = (samples: number, checked: number) => ({
      samples_count: samples,
      samples_checked_count: checked,
    });
    expect(wantsSamples(0, counts(0, 0))).toBe(false);
    expect(wantsSamples(1, counts(0, 0))).toBe(true);
    // One approved submission of many files: more samples than approvals.
    expect(wantsSamples(2, counts(4, 1))).toBe(true);
    expect(wantsSamples(2, counts(4, 2))).toBe(false);
    expect(wantsSamples(50, counts(ORDER_SAMPLE_SIZE, 10))).toBe(false);
  });

  it("should list an order's samples in one bounded page, and the orders to sample by index", () => {
    expect(orderQueries.orderSamples('o1')).toMatchObject({
      collection: 'dataset_orders/o1/samples',
      limit: ORDER_SAMPLE_SIZE,
    });
    expect(requiredIndex(orderQueries.orderSamples('o1'))).toBeNull();
    const spec = orderQueries.ordersToSample();
    expect(spec.limit).toBeLessThanOrEqual(PAGE_SIZE);
    const needed = requiredIndex(spec)!;
    expect(
      indexes.some(
        (index) =>
          index.collectionGroup === needed.collection &&
          index.fields.map((f) => f.fieldPath).join() === needed.fields.map(([f]) => f).join(),
      ),
      JSON.stringify(needed),
    ).toBe(true);
  });
});
