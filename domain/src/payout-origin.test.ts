import { describe, expect, it } from 'vitest';
import { payoutOrigin } from './payout-origin';

describe('payoutOrigin', () => {
  it('should call the payout approval creates automatic, a re-pay requested, a bonus a bonus', () => {
    expect(payoutOrigin({ id: 'sub1', submission_id: 'sub1', kind: 'task' })).toBe('approval');
    expect(payoutOrigin({ id: 'sub1', submission_id: 'sub1' })).toBe('approval');
    expect(payoutOrigin({ id: 'sub1_1', submission_id: 'sub1', kind: 'task' })).toBe('request');
    expect(payoutOrigin({ id: 'bonus_r1', submission_id: 'sub1', kind: 'bonus' })).toBe('bonus');
    expect(payoutOrigin({ id: 'bonus_r2', submission_id: null, kind: 'bonus' })).toBe('bonus');
  });
});
