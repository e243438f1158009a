import { describe, expect, it } from 'vitest';
import { canCashOut, computeBalance, formatCents, parseDollarsToCents } from './money';

describe('formatCents', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [1250, '$12.50'],
    [123456789, '$1,234,567.89'],
    [-500, '-$5.00'],
  ])('should format %i cents as %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('should refuse fractional cents', () => {
    expect(() => formatCents(1.5)).toThrow(RangeError);
  });
});

describe('parseDollarsToCents', () => {
  it.each([
    ['25', 2500],
    ['25.5', 2550],
    ['25.05', 2505],
    ['$7.99', 799],
    [' 0.1 ', 10],
    ['$12.00', 1200],
    ['$1,234.50', 123450],
    ['1,234,567', 123456700],
  ])('should read %j as %i cents', (text, cents) => {
    expect(parseDollarsToCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '1.234', '-5', '1e3', '1,23', '12,34.00'])('should reject %j', (text) => {
    expect(parseDollarsToCents(text)).toBeNull();
  });
});

describe('computeBalance', () => {
  it('should subtract sent and pending payouts from approved earnings', () => {
    const balance = computeBalance({
      approved_cents: 10_000,
      sent_cents: 2_000,
      pending_cents: 2_500,
    });
    expect(balance).toEqual({
      totalEarningsCents: 10_000,
      paidOutCents: 2_000,
      pendingCents: 2_500,
      availableCents: 5_500,
    });
  });

  it('should read a missing balance document as zero', () => {
    expect(computeBalance(null)).toEqual({
      totalEarningsCents: 0,
      paidOutCents: 0,
      pendingCents: 0,
      availableCents: 0,
    });
  });

  it('should allow cash-out from exactly $50', () => {
    expect(canCashOut(4_999)).toBe(false);
    expect(canCashOut(5_000)).toBe(true);
  });
});
