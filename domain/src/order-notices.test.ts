import { describe, expect, it } from 'vitest';
import { ORDER_NOTICE_RECIPIENTS, orderNoticeQueries, orderStepMessages } from './order-notices';
import { requiredIndex } from './query-spec';

describe('order notices', () => {
  it("should read a bounded list of one organisation's people, served by a single-field index", () => {
    const query = orderNoticeQueries.organizationPeople('org-1');
    expect(query).toMatchObject({
      collection: 'users',
      where: [['organization_id', '==', 'org-1']],
      limit: ORDER_NOTICE_RECIPIENTS,
    });
    expect(requiredIndex(query)).toBeNull();
  });

  it('should name the order and its amounts, and count items', () => {
    expect(orderStepMessages.submittedBody('Knives', '$120.00', '$100.00', '$20.00')).toBe(
      'Order "Knives" is submitted. Its quote is fixed at $120.00: $100.00 for creators and $20.00 platform fee. Pay it from the order’s page to start the work.',
    );
    expect(orderStepMessages.fundedBody('Knives', '$120.00', '$100.00')).toContain(
      '$100.00 is held in escrow',
    );
    expect(orderStepMessages.startedBody('Knives', 1)).toContain('1 item wanted');
    expect(orderStepMessages.startedBody('Knives', 3)).toContain('3 items wanted');
    expect(orderStepMessages.refundedBody('Knives', '$7.00')).toContain('$7.00');
  });
});
