import { describe, expect, it } from 'vitest';
import {
  emptyReviewerDay,
  onProbation,
  reviewerStatsSchema,
  summarizeReviewer,
} from './reviewer-stats';

describe('onProbation', () => {
  it.each([
    [0, 0, false], // no gold yet
    [19, 0, false], // every one wrong, but too few to judge
    [20, 15, true], // 75%
    [20, 16, false], // exactly 80%: not below
    [25, 19, true], // 76%
    [100, 80, false],
    [100, 79, true],
  ])('should with %i gold items, %i correct, be %s', (total, correct, expected) => {
    expect(onProbation({ gold_total: total, gold_correct: correct })).toBe(expected);
  });
});

describe('summarizeReviewer', () => {
  it('should sum the days of a window into shares, accuracy and a median', () => {
    const day = (d: string, fields: object) => ({ ...emptyReviewerDay('r1', d), ...fields });
    const summary = summarizeReviewer('r1', [
      day('2026-11-01', {
        decisions: 3,
        approved: 2,
        rejected: 1,
        gold_total: 2,
        gold_correct: 1,
        review_time_hours: { lt_1h: 2 },
      }),
      day('2026-11-02', {
        decisions: 1,
        needs_changes: 1,
        second_opinions_given: 4,
        second_opinions_agreed: 3,
        overturned_on_appeal: 1,
        review_time_hours: { lt_24h: 1 },
      }),
    ]);
    expect(summary).toEqual({
      uid: 'r1',
      decisions: 4,
      approvalShare: 0.5,
      goldTotal: 2,
      goldAccuracy: 0.5,
      secondOpinions: 4,
      agreement: 0.75,
      overturnedOnAppeal: 1,
      medianReviewHours: 0.75, // rank 1.5 of 3, within the first bucket [0, 1)
    });
  });

  it('should leave shares and the median empty when nothing was counted', () => {
    expect(summarizeReviewer('r2', [])).toMatchObject({
      decisions: 0,
      approvalShare: null,
      goldAccuracy: null,
      agreement: null,
      medianReviewHours: null,
    });
  });

  it('should read a counter left below zero as 0', () => {
    expect(reviewerStatsSchema.parse({ uid: 'r3', rejected: -2 }).rejected).toBe(0);
  });
});
