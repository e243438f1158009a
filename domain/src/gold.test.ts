import { describe, expect, it } from 'vitest';
import { isGoldCorrect } from './gold';
import { mixGold } from './gold-queue';

describe('isGoldCorrect', () => {
  it.each([
    [{ decision: 'approved' }, { decision: 'approved' }, true],
    [{ decision: 'approved' }, { decision: 'rejected', reasonCode: 'poor_quality' }, false],
    [
      { decision: 'rejected', reasonCode: 'poor_quality' },
      { decision: 'rejected', reasonCode: 'poor_quality' },
      true,
    ],
    [
      { decision: 'rejected', reasonCode: 'poor_quality' },
      { decision: 'rejected', reasonCode: 'wrong_subject' },
      false,
    ],
    [
      { decision: 'needs_changes', reasonCode: 'incomplete' },
      { decision: 'rejected', reasonCode: 'incomplete' },
      false,
    ],
  ] as const)('should judge %o against %o as %s', (expected, given, correct) => {
    expect(isGoldCorrect(expected, given)).toBe(correct);
  });
});

const items = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}` }));

describe('mixGold', () => {
  const work = items('work', 40);
  const gold = items('gold', 10);

  it('should mix in at most ceil(rate × shown) gold items, keeping the work in order', () => {
    const mixed = mixGold(work, gold, 'reviewer-a', 0.05);
    expect(mixed).toHaveLength(42);
    expect(mixed.filter((item) => item.id.startsWith('gold'))).toHaveLength(2);
    expect(mixed.filter((item) => item.id.startsWith('work'))).toEqual(work);
  });

  it('should place the same items in the same places for a reviewer, others differently', () => {
    const once = mixGold(work, gold, 'reviewer-a', 0.25).map((item) => item.id);
    expect(mixGold(work, gold, 'reviewer-a', 0.25).map((item) => item.id)).toEqual(once);
    expect(mixGold(work, gold, 'reviewer-b', 0.25).map((item) => item.id)).not.toEqual(once);
  });

  it('should take no more gold than there is, none into an empty queue, none at rate 0', () => {
    expect(mixGold(items('w', 3), items('g', 1), 'r', 1)).toHaveLength(4);
    expect(mixGold([], gold, 'r', 0.5)).toEqual([]);
    expect(mixGold(work, gold, 'r', 0)).toEqual(work);
  });
});
