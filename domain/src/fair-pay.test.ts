import { describe, expect, it } from 'vitest';
import {
  aboutMinutes,
  effectiveRateCents,
  effortFigures,
  effortMinutes,
  hourlyRateCents,
  isUnderFloor,
  measuredUnderFloor,
  payLine,
  topUpCents,
} from './fair-pay';
import { topUpRequestId, topUpRows } from './top-up';
import { rateBandBounds, ratesByCategory } from './rate-distribution';

describe('fair pay', () => {
  it('should show the payout, the time and the rate, or the payout alone without an estimate', () => {
    expect(payLine(1250, 25)).toBe('$12.50 · about 25 min · $30.00/hour');
    expect(payLine(1250, undefined)).toBe('$12.50');
    expect(aboutMinutes(90)).toBe('about 1 h 30 min');
    expect(aboutMinutes(120)).toBe('about 2 h');
  });

  it('should round a rate down and judge the floor exactly', () => {
    expect(hourlyRateCents(333, 25)).toBe(799);
    expect(isUnderFloor(333, 25, 800)).toBe(true);
    expect(isUnderFloor(334, 25, 800)).toBe(false);
    // $8.00 an hour exactly is not under it.
    expect(isUnderFloor(400, 30, 800)).toBe(false);
  });

  it('should give the nearest-rank percentiles and the median rate of known data', () => {
    const minutes = { '10': 1, '20': 1, '30': 1, '40': 1, '50': 1, '60': 1, '200': 1 };
    expect(effortFigures(minutes, 1000)).toEqual({
      approved: 7,
      p25_minutes: 20,
      median_minutes: 40,
      p75_minutes: 60,
      median_rate_cents: 1500,
    });
    // Even counts, by nearest rank: the lower middle time, and the lower middle rate (the higher
    // middle time's).
    expect(effortFigures({ '10': 2, '30': 2 }, 600)).toMatchObject({
      median_minutes: 10,
      median_rate_cents: 1200,
    });
    expect(effortFigures({}, 600).median_minutes).toBeNull();
  });

  it('should judge the measured rate only at five approved', () => {
    const four = effortFigures({ '60': 4 }, 500);
    expect(measuredUnderFloor(four, 800)).toBe(false);
    expect(measuredUnderFloor(effortFigures({ '60': 5 }, 500), 800)).toBe(true);
  });

  it('should measure the minutes from acceptance, capped, and at least the recorded media', () => {
    const at = (minutes: number) => ({
      acceptedAtMillis: 0,
      submittedAtMillis: minutes * 60_000,
      workingTimeHours: 1,
      mediaSeconds: 0,
    });
    expect(effortMinutes(at(25))).toBe(25);
    expect(effortMinutes(at(180))).toBe(60);
    expect(effortMinutes({ ...at(5), mediaSeconds: 601 })).toBe(11);
    expect(effortMinutes({ ...at(0.1), workingTimeHours: null })).toBe(1);
  });

  it('should top each submission up to the floor at the median time, one request id each', () => {
    expect(topUpCents(500, 50, 800)).toBe(167);
    expect(topUpCents(1000, 50, 800)).toBe(0);
    const rows = topUpRows(
      't1',
      [
        { id: 's1', user_id: 'u1', submitter_name: 'Maya', payout_amount_cents: 500 },
        { id: 's2', user_id: 'u2', submitter_name: '', payout_amount_cents: 1000 },
      ],
      50,
      800,
      'Top-up',
    );
    expect(rows).toEqual([
      {
        where: 'Maya',
        creatorId: 'u1',
        submissionId: 's1',
        amountCents: 167,
        reason: 'Top-up',
        requestId: topUpRequestId('t1', 's1'),
      },
    ]);
    expect(topUpRequestId('t1', 's1')).not.toBe(topUpRequestId('t1', 's2'));
  });

  it("should give a creator's effective rate over all their minutes", () => {
    expect(
      effectiveRateCents([
        { cents: 1000, minutes: 30 },
        { cents: 500, minutes: 30 },
      ]),
    ).toBe(1500);
    expect(effectiveRateCents([])).toBeNull();
  });
});

describe('rates by category', () => {
  it('should count approved submissions by band of the floor, with each category’s median', () => {
    const rows = ratesByCategory(
      [
        // $5.00 for 50 and 25 min ($6.00, $12.00/hour); $10.00 for 10 min ($60.00/hour).
        { category: 'video', minutes: { '50': 1, '25': 1 }, payout_amount_cents: 500 },
        { category: 'video', minutes: { '10': 1 }, payout_amount_cents: 1000 },
        { category: 'audio', minutes: { '30': 2 }, payout_amount_cents: 500 },
        { minutes: { '1': 3 }, payout_amount_cents: 500 },
      ],
      800,
      ['video', 'writing', 'audio'],
    );
    expect(rateBandBounds(800)).toEqual([800, 1200, 2000, 4000]);
    expect(rows).toEqual([
      { category: 'video', bands: [1, 0, 1, 0, 1], approved: 3, medianCents: 1200 },
      // $5.00 for 30 min is $10.00/hour: $8.00–$12.00.
      { category: 'audio', bands: [0, 2, 0, 0, 0], approved: 2, medianCents: 1000 },
    ]);
  });
});
