import { describe, expect, it } from 'vitest';
import {
  cohensKappa,
  foldAgreementWeeks,
  isoWeekId,
  observedAgreement,
  reviewAgreementShard,
  reviewAgreementShardId,
  reviewAgreementSchema,
  type AgreementMatrix,
} from './review-agreement';

/** A two-category table [[a, b], [c, d]]: rows the first reviewer, approved then rejected. */
const twoByTwo = (a: number, b: number, c: number, d: number): AgreementMatrix => ({
  approved: { approved: a, rejected: b },
  rejected: { approved: c, rejected: d },
});

describe('cohensKappa', () => {
  // Known values: the textbook 2×2 examples (Cohen 1960 as Wikipedia works them), a 3×3 table
  // worked by hand, and the bounds.
  it.each([
    ['the textbook example, p_o 0.7, p_e 0.5', twoByTwo(20, 5, 10, 15), 0.4],
    ['same agreement, balanced marginals', twoByTwo(45, 15, 25, 15), 0.1304],
    ['same agreement, unbalanced marginals', twoByTwo(25, 35, 5, 35), 0.2593],
    ['perfect agreement', twoByTwo(12, 0, 0, 30), 1],
    ['chance agreement: independent 50/50 raters', twoByTwo(25, 25, 25, 25), 0],
    ['perfect disagreement', twoByTwo(0, 10, 10, 0), -1],
    [
      'three decisions, p_o 0.79, p_e 0.342',
      {
        approved: { approved: 25, rejected: 3, needs_changes: 2 },
        rejected: { approved: 4, rejected: 20, needs_changes: 6 },
        needs_changes: { approved: 1, rejected: 5, needs_changes: 34 },
      },
      0.6809,
    ],
    [
      'three decisions, independent raters (rates 0.2/0.3/0.5 and 0.5/0.3/0.2)',
      {
        approved: { approved: 10, rejected: 6, needs_changes: 4 },
        rejected: { approved: 15, rejected: 9, needs_changes: 6 },
        needs_changes: { approved: 25, rejected: 15, needs_changes: 10 },
      },
      0,
    ],
  ] as const)('should give %s', (_name, matrix, kappa) => {
    expect(cohensKappa(matrix)).toBeCloseTo(kappa, 4);
  });

  it('should be undefined (null) with no pairs', () => {
    expect(cohensKappa({})).toBeNull();
    expect(cohensKappa(twoByTwo(0, 0, 0, 0))).toBeNull();
    expect(observedAgreement({})).toBeNull();
  });

  it('should be undefined (null) when both reviewers gave one and the same decision every time', () => {
    // Chance agreement is 1: nothing to tell beyond the rates; observed agreement says 100%.
    const allRejected: AgreementMatrix = { rejected: { rejected: 7 } };
    expect(cohensKappa(allRejected)).toBeNull();
    expect(observedAgreement(allRejected)).toBe(1);
  });

  it('should be 0 when one reviewer always gave the same decision and the other varied', () => {
    // The first reviewer rejected every time (as a held rejection's first reviewer does).
    expect(cohensKappa({ rejected: { rejected: 6, approved: 4 } })).toBe(0);
  });
});

describe('isoWeekId', () => {
  it.each([
    ['2026-11-28', '2026-W48'], // a Saturday
    ['2026-11-23', '2026-W48'], // its Monday
    ['2026-01-01', '2026-W01'], // a Thursday: week 1 of its own year
    ['2027-01-01', '2026-W53'], // a Friday: the last week of the year before
    ['2024-12-30', '2025-W01'], // a Monday whose Thursday is in the next year
    ['2021-01-03', '2020-W53'], // a Sunday
  ])('should name the week of %s %s', (day, week) => {
    expect(isoWeekId(day)).toBe(week);
  });
});

describe('reviewAgreementSchema', () => {
  it('should read absent cells and pairs as empty', () => {
    expect(reviewAgreementSchema.parse({ week: '2026-W48' })).toEqual({
      week: '2026-W48',
      pairs: 0,
      matrix: {},
    });
  });
});

describe('a week over shards', () => {
  it("should fold each week's shards, and a whole week's document of before them, into one matrix", () => {
    const doc = (week: string, pairs: number, matrix: AgreementMatrix, shard?: number) =>
      reviewAgreementSchema.parse({
        week,
        pairs,
        matrix,
        ...(shard === undefined ? {} : { shard }),
      });
    expect(
      foldAgreementWeeks([
        doc('2026-W49', 25, { approved: { approved: 20 }, rejected: { rejected: 5 } }, 3),
        doc('2026-W48', 2, { needs_changes: { needs_changes: 2 } }),
        doc(
          '2026-W49',
          20,
          { approved: { rejected: 5 }, rejected: { approved: 10, rejected: 5 } },
          11,
        ),
        doc('2026-W49', 5, { rejected: { rejected: 5 } }),
      ]),
    ).toEqual([
      { week: '2026-W48', pairs: 2, matrix: { needs_changes: { needs_changes: 2 } } },
      { week: '2026-W49', pairs: 50, matrix: twoByTwo(20, 5, 10, 15) },
    ]);
    expect(cohensKappa(foldAgreementWeeks([doc('2026-W49', 0, {}, 0)])[0]!.matrix)).toBeNull();
  });

  it("should put one reviewer's second opinions on one shard of the week, and spread reviewers", () => {
    expect(reviewAgreementShard('reviewer-a')).toBe(reviewAgreementShard('reviewer-a'));
    const shards = new Set(
      Array.from({ length: 64 }, (_, i) => reviewAgreementShard(`reviewer-${i}`)),
    );
    expect(shards.size).toBeGreaterThan(10);
    for (const shard of shards) expect(shard).toBeLessThan(16);
    expect(reviewAgreementShardId('2026-W49', 7)).toBe('2026-W49_7');
  });
});
