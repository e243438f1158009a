import { describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from './constants';
import { daysWaited, reviewSourceOf } from './review-source';

const at = (iso: string) => {
  const millis = Date.parse(iso);
  return { seconds: Math.floor(millis / 1000), nanoseconds: 0, toMillis: () => millis };
};
const decided = {
  review_status: 'approved' as const,
  reviewer_id: 'staff-1',
  appeal_status: undefined,
  review_source: undefined,
};

describe('reviewSourceOf', () => {
  it('should give the recorded source first', () => {
    expect(reviewSourceOf({ ...decided, review_source: 'second_opinion' })).toBe('second_opinion');
    expect(
      reviewSourceOf({ ...decided, reviewer_id: SYSTEM_ACTOR.uid, review_source: 'auto' }),
    ).toBe('auto');
  });

  it('should read older decisions from their reviewer and appeal', () => {
    expect(reviewSourceOf(decided)).toBe('staff');
    expect(reviewSourceOf({ ...decided, reviewer_id: SYSTEM_ACTOR.uid })).toBe('auto');
    expect(reviewSourceOf({ ...decided, appeal_status: 'decided' })).toBe('appeal');
  });

  it('should give none while pending or for work withdrawn by the system', () => {
    expect(reviewSourceOf({ ...decided, review_status: 'pending', reviewer_id: null })).toBeNull();
    expect(
      reviewSourceOf({
        ...decided,
        review_status: 'rejected',
        reviewer_id: 'system:account-deletion',
      }),
    ).toBeNull();
  });
});

describe('daysWaited', () => {
  it('should count whole days from submission to decision', () => {
    expect(
      daysWaited({
        submitted_at: at('2026-01-01T10:00:00Z'),
        reviewed_at: at('2026-01-22T10:30:00Z'),
      }),
    ).toBe(21);
    expect(
      daysWaited({
        submitted_at: at('2026-01-01T10:00:00Z'),
        reviewed_at: at('2026-01-02T09:59:59Z'),
      }),
    ).toBe(0);
    expect(daysWaited({ submitted_at: at('2026-01-01T10:00:00Z'), reviewed_at: null })).toBe(0);
  });
});
