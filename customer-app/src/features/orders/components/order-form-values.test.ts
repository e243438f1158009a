// The order form's values to the callables' fields and back: what Edit opens with saves as the
// order it came from, dollars become cents, a day becomes the end of that day.
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase/firestore/lite';
import type { DatasetOrder } from '@groundtruth/domain/dataset-orders';
import { orderData } from '@groundtruth/platform/testing/seed-documents';
import {
  creatorPayOf,
  deadlineToIso,
  emptyOrderForm,
  orderFormValuesOf,
  splitList,
  toOrderFields,
} from './order-form-values';

const today = new Date(2026, 11, 7, 10);

describe('the order form', () => {
  it('should give the fields of a stored order back unchanged (Edit, then Save changes)', () => {
    const order = orderData({
      organization_id: 'org',
      title: 'Kitchens',
      languages: ['en', 'es-MX'],
      countries: ['Mexico'],
      quantity: 1_500,
      payout_per_item_cents: 125_050,
      people: 'with_release',
      deadline: Timestamp.fromDate(new Date(2027, 0, 31, 23, 59, 59)),
      licence: { scope: 'commercial', term_years: 0, exclusive: true, version: 'v', sha256: 'x' },
    }) as unknown as DatasetOrder;
    const values = orderFormValuesOf(order);
    expect(values.payout).toBe('1250.50');
    expect(values.deadline).toBe('2027-01-31');
    const result = toOrderFields(values, today);
    expect(result).toEqual({
      ok: true,
      fields: {
        title: 'Kitchens',
        category: 'video',
        description: 'Kitchens at dinner time',
        instructions: '',
        requirements: null,
        people: 'with_release',
        languages: ['en', 'es-MX'],
        countries: ['Mexico'],
        quantity: 1_500,
        payoutPerItemCents: 125_050,
        deadline: new Date(2027, 0, 31, 23, 59, 59).toISOString(),
        licence: { scope: 'commercial', termYears: 0, exclusive: true },
      },
    });
  });

  it('should name each wrong field', () => {
    const result = toOrderFields(
      { ...emptyOrderForm, title: '  ', quantity: '2.5', payout: '$0', deadline: '2026-12-07' },
      today,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        title: 'Title is required',
        description: 'Description is required',
        quantity: 'Items wanted must be a whole number',
        payout: 'Pay per item (USD) must be more than $0.00',
        deadline: 'Deadline must be after today',
      },
    });
  });

  it("should work out the creators' pay only from numbers it can read", () => {
    expect(creatorPayOf({ ...emptyOrderForm, quantity: '200', payout: '12.5' })).toBe(250_000);
    expect(creatorPayOf({ ...emptyOrderForm, quantity: '200', payout: 'twelve' })).toBeNull();
    expect(creatorPayOf({ ...emptyOrderForm, quantity: '-2', payout: '1' })).toBeNull();
    expect(deadlineToIso('2027-02-30x')).toBeNull();
    expect(splitList(' a, ,b ,')).toEqual(['a', 'b']);
  });
});
