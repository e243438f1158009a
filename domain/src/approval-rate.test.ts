import { describe, expect, it } from 'vitest';
import {
  approvalRate,
  formatTrackRecord,
  meetsApprovalGate,
  wilsonInterval,
} from './approval-rate';

describe('approval rate', () => {
  it('should be approved over reviewed, and null before any review', () => {
    expect(approvalRate({ approved: 30, reviewed: 40 })).toBe(0.75);
    expect(approvalRate({ approved: 0, reviewed: 0 })).toBeNull();
  });

  it('should give the 95% Wilson interval of known cases', () => {
    // Reference values from the closed form (e.g. 7 of 10: 0.3968–0.8922).
    const [low, high] = wilsonInterval({ approved: 7, reviewed: 10 });
    expect(low).toBeCloseTo(0.3968, 3);
    expect(high).toBeCloseTo(0.8922, 3);
    expect(wilsonInterval({ approved: 0, reviewed: 0 })).toEqual([0, 1]);
    expect(wilsonInterval({ approved: 0, reviewed: 1 })[1]).toBeCloseTo(0.7935, 3);
  });

  describe('the gate, at its edges', () => {
    const gate = { min_approval_rate: 90, min_reviewed: 0 };
    it('should let a creator with nothing reviewed through', () => {
      expect(meetsApprovalGate({ approved: 0, reviewed: 0 }, gate)).toBe(true);
    });
    it('should refuse 1 of 1 rejected against 90% when every review counts', () => {
      expect(meetsApprovalGate({ approved: 0, reviewed: 1 }, gate)).toBe(false);
    });
    it('should not apply below min_reviewed', () => {
      expect(meetsApprovalGate({ approved: 0, reviewed: 1 }, { ...gate, min_reviewed: 5 })).toBe(
        true,
      );
    });
    it('should refuse 70% of 40 reviewed against a 90% gate (upper bound 82%)', () => {
      expect(wilsonInterval({ approved: 28, reviewed: 40 })[1]).toBeCloseTo(0.819, 2);
      expect(meetsApprovalGate({ approved: 28, reviewed: 40 }, gate)).toBe(false);
    });
    it('should give a newcomer with one rejection in a few reviews the benefit of the doubt', () => {
      // 4 of 5: the rate is 80%, the upper bound 96%.
      expect(meetsApprovalGate({ approved: 4, reviewed: 5 }, gate)).toBe(true);
    });
    it('should pass anyone when no rate is required', () => {
      const none = { min_approval_rate: null, min_reviewed: 0 };
      expect(meetsApprovalGate({ approved: 0, reviewed: 100 }, none)).toBe(true);
    });
  });

  it('should write the track record as staff read it', () => {
    expect(formatTrackRecord({ approved: 45, reviewed: 48 })).toBe(
      '94% approved · 48 reviewed (365 days)',
    );
    expect(formatTrackRecord({ approved: 0, reviewed: 0 })).toBe('No reviewed work (365 days)');
  });
});
